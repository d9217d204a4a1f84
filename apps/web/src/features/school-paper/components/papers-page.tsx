import { useState } from 'react';
import { App, Button, Card, Empty, Input, Select, Space, Table, Tag, Typography } from 'antd';
import { CloudUploadOutlined } from '@ant-design/icons';
import { schoolDateTime, SCHOOL_PAPER_PAGE_SIZE, type TSchoolPaper } from '@app/contract';
import { useSession } from '../../../app/session/session-context';
import { downloadFile } from '../../../lib/file-transfer';
import { useEditPaper } from '../api/edit-paper';
import { useSchoolPapers } from '../api/papers';
import { useRemovePaper } from '../api/remove-paper';
import { sizeText, subjectOptions } from '../lib';
import { EditDialog } from './edit-dialog';
import { HomeworkDialog } from './homework-dialog';
import { PreviewDrawer } from './preview-drawer';
import { PrintDialog } from './print-dialog';
import { UploadDialog } from './upload-dialog';
import { DeleteLink } from '../../../components/delete-link';

type Props = { scope: 'my' | 'school' };

/**
 * 我的校本试卷 (scope my) and 学校资源 (scope school, the papers the school's teachers shared):
 * search by name, filters by subject and grade, ten a page, newest first; preview, download,
 * print and set as homework for every paper the teacher reads, edit, share and remove for their own.
 */
export function PapersPage({ scope }: Props) {
  const { message } = App.useApp();
  const { teacher, grades, subjectId, schoolSubjects } = useSession();
  const [keyword, setKeyword] = useState('');
  const [name, setName] = useState('');
  const [filterSubject, setFilterSubject] = useState<number | undefined>();
  const [filterGrade, setFilterGrade] = useState<number | undefined>();
  const [pageNo, setPageNo] = useState(1);
  const [uploading, setUploading] = useState(false);
  const [previewing, setPreviewing] = useState<TSchoolPaper | null>(null);
  const [editing, setEditing] = useState<TSchoolPaper | null>(null);
  const [printing, setPrinting] = useState<TSchoolPaper | null>(null);
  const [assigning, setAssigning] = useState<TSchoolPaper | null>(null);
  const papers = useSchoolPapers({ scope, name, subjectId: filterSubject, gradeId: filterGrade, pageNo, pageSize: SCHOOL_PAPER_PAGE_SIZE });
  const edit = useEditPaper();
  const remove = useRemovePaper();
  const filtered = Boolean(name || filterSubject || filterGrade);
  const subjectFilterOptions = scope === 'my' ? subjectOptions(teacher.subjects) : schoolSubjects.map((s) => ({ value: s.subjectId, label: s.subjectName }));

  const download = (p: TSchoolPaper) => void downloadFile(`/schoolpaper/paper/${p.paperId}/file`, p.fileName).catch(() => undefined);
  const share = (p: TSchoolPaper, shared: 0 | 1) =>
    edit.mutateAsync({ paperId: p.paperId, body: { shared } }).then(
      () => void message.success(shared ? '已加入校本资源库，本校老师可以在“学校资源”中查看' : '已移出校本资源库'),
      () => undefined,
    );

  const columns = [
    {
      title: '试卷名称',
      dataIndex: 'name',
      ellipsis: true,
      render: (v: string, r: TSchoolPaper) => (
        <Space size={4}>
          <Typography.Link onClick={() => setPreviewing(r)}>{v}</Typography.Link>
          {scope === 'my' && r.shared === 1 && <Tag color="green">已共享</Tag>}
        </Space>
      ),
    },
    { title: '学科', dataIndex: 'subjectName', width: 80 },
    { title: '年级', dataIndex: 'gradeName', width: 80 },
    { title: '格式', key: 'type', width: 72, render: (_: unknown, r: TSchoolPaper) => <Tag color={r.fileType === 'pdf' ? 'red' : 'blue'}>{r.fileType === 'pdf' ? 'PDF' : 'Word'}</Tag> },
    { title: '大小', key: 'size', width: 88, align: 'right' as const, render: (_: unknown, r: TSchoolPaper) => sizeText(r.fileSize) },
    ...(scope === 'school' ? [{ title: '上传者', dataIndex: 'teacherName', width: 100 }] : []),
    { title: '上传时间', key: 'createdAt', width: 150, render: (_: unknown, r: TSchoolPaper) => schoolDateTime(new Date(r.createdAt)) },
    {
      title: '操作',
      key: 'actions',
      width: scope === 'my' ? 360 : 260,
      render: (_: unknown, r: TSchoolPaper) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => setPreviewing(r)}>
            预览
          </Button>
          <Button type="link" size="small" onClick={() => download(r)}>
            下载
          </Button>
          <Button type="link" size="small" onClick={() => setPrinting(r)}>
            发送打印
          </Button>
          <Button type="link" size="small" onClick={() => setAssigning(r)}>
            布置作业
          </Button>
          {r.mine === 1 && (
            <>
              <Button type="link" size="small" onClick={() => setEditing(r)}>
                编辑
              </Button>
              {r.shared === 1 ? (
                <Button type="link" size="small" onClick={() => void share(r, 0)}>
                  移出资源库
                </Button>
              ) : (
                <Button type="link" size="small" onClick={() => void share(r, 1)}>
                  加入校本资源库
                </Button>
              )}
              <DeleteLink
                title="删除试卷"
                description={`删除“${r.name}”后，试卷文件和它的打印任务一并删除，且不能恢复。确定删除吗？`}
                onDelete={() =>
                  remove.mutateAsync(r.paperId).then(() => {
                    void message.success('试卷已删除');
                    if (papers.data?.list.length === 1 && pageNo > 1) setPageNo(pageNo - 1);
                  })
                }
              />
            </>
          )}
        </Space>
      ),
    },
  ];

  const empty = filtered ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有符合条件的试卷" />
  ) : scope === 'my' ? (
    <Empty description="还没有上传校本试卷：上传学校自己命制的Word或PDF试卷，预览、共享或发送打印">
      <Button type="primary" icon={<CloudUploadOutlined />} onClick={() => setUploading(true)}>
        上传试卷
      </Button>
    </Empty>
  ) : (
    <Empty description="本校老师还没有把试卷加入校本资源库" />
  );

  return (
    <Card size="small" className="sp-card">
      <div className="sp-toolbar">
        <Space wrap>
          <Input.Search
            aria-label="搜索试卷名称"
            placeholder="搜索试卷名称"
            allowClear
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            onSearch={(v) => {
              setName(v.trim());
              setPageNo(1);
            }}
            style={{ width: 240 }}
          />
          <Select
            aria-label="学科"
            placeholder="全部学科"
            allowClear
            value={filterSubject}
            options={subjectFilterOptions}
            onChange={(v?: number) => {
              setFilterSubject(v);
              setPageNo(1);
            }}
            style={{ width: 120 }}
          />
          <Select
            aria-label="年级"
            placeholder="全部年级"
            allowClear
            value={filterGrade}
            options={grades.map((g) => ({ value: g.gradeId, label: g.gradeName }))}
            onChange={(v?: number) => {
              setFilterGrade(v);
              setPageNo(1);
            }}
            style={{ width: 120 }}
          />
        </Space>
        {scope === 'my' && (
          <Button type="primary" icon={<CloudUploadOutlined />} onClick={() => setUploading(true)}>
            上传试卷
          </Button>
        )}
      </div>
      <Table<TSchoolPaper>
        aria-label="校本试卷"
        rowKey="paperId"
        size="middle"
        columns={columns}
        dataSource={papers.data?.list ?? []}
        loading={papers.isFetching}
        locale={{ emptyText: papers.isPending ? ' ' : empty }}
        pagination={{ current: pageNo, pageSize: SCHOOL_PAPER_PAGE_SIZE, total: papers.data?.total ?? 0, showSizeChanger: false, showTotal: (t) => `共 ${t} 份`, onChange: setPageNo, hideOnSinglePage: true }}
      />
      <UploadDialog open={uploading} onClose={() => setUploading(false)} subjects={teacher.subjects} grades={grades} defaultSubjectId={teacher.subjects.some((s) => s.subjectId === subjectId) ? subjectId : null} />
      <PreviewDrawer paper={previewing} onClose={() => setPreviewing(null)} onDownload={download} />
      <EditDialog paper={editing} onClose={() => setEditing(null)} subjects={teacher.subjects} />
      <PrintDialog paper={printing} onClose={() => setPrinting(null)} onSent={() => setPrinting(null)} />
      <HomeworkDialog open={assigning != null} paper={assigning} onClose={() => setAssigning(null)} />
    </Card>
  );
}
