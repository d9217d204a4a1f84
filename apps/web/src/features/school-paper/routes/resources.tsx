import { useState } from 'react';
import { App, Button, Card, Empty, Input, Select, Space, Table, Tabs, Tag, Typography } from 'antd';
import { CloudUploadOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router';
import { schoolDateTime, SCHOOL_PAPER_PAGE_SIZE, SCHOOL_RESOURCE_KIND_NAMES, SCHOOL_RESOURCE_KINDS, type TSchoolResource, type TSchoolResourceKind } from '@app/contract';
import { paths } from '../../../app/paths';
import { useSession } from '../../../app/session/session-context';
import { downloadFile } from '../../../lib/file-transfer';
import { useRemoveResource, useResources } from '../api/resources';
import { ResourceDialog } from '../components/resource-dialog';
import { sizeText } from '../lib';
import { DeleteLink } from '../../../components/delete-link';

const isKind = (k: string | undefined): k is TSchoolResourceKind => (SCHOOL_RESOURCE_KINDS as readonly string[]).includes(k ?? '');

/**
 * /schoolresources/:kind (教辅资料: 书单, 知识清单, 专题资料, 试卷资源): the school's teaching aids,
 * read and downloaded by every teacher of the school; the uploader, the grade's leaders and the
 * master edit and remove (the server says which rows, `editable`).
 */
export default function ResourcesPage() {
  const navigate = useNavigate();
  const param = useParams().kind;
  const kind: TSchoolResourceKind = isKind(param) ? param : 'booklist';
  return (
    <Card size="small" className="sp-card">
      <Tabs
        activeKey={kind}
        onChange={(k) => navigate(`${paths.schoolResources}/${k}`)}
        items={SCHOOL_RESOURCE_KINDS.map((k) => ({ key: k, label: SCHOOL_RESOURCE_KIND_NAMES[k] }))}
      />
      <ResourceList key={kind} kind={kind} />
    </Card>
  );
}

function ResourceList({ kind }: { kind: TSchoolResourceKind }) {
  const { message } = App.useApp();
  const { grades, schoolSubjects } = useSession();
  const [keyword, setKeyword] = useState('');
  const [title, setTitle] = useState('');
  const [subjectId, setSubjectId] = useState<number | undefined>();
  const [gradeId, setGradeId] = useState<number | undefined>();
  const [pageNo, setPageNo] = useState(1);
  const [target, setTarget] = useState<TSchoolResource | 'new' | null>(null);
  const list = useResources({ kind, title, subjectId, gradeId, pageNo, pageSize: SCHOOL_PAPER_PAGE_SIZE });
  const remove = useRemoveResource();
  const name = SCHOOL_RESOURCE_KIND_NAMES[kind];
  const columns = [
    { title: '标题', dataIndex: 'title', ellipsis: true },
    { title: '学科', dataIndex: 'subjectName', width: 80 },
    { title: '年级', dataIndex: 'gradeName', width: 80 },
    { title: '说明', dataIndex: 'description', ellipsis: true },
    { title: '格式', key: 'type', width: 72, render: (_: unknown, r: TSchoolResource) => <Tag>{r.fileType.toUpperCase()}</Tag> },
    { title: '大小', key: 'size', width: 88, align: 'right' as const, render: (_: unknown, r: TSchoolResource) => sizeText(r.fileSize) },
    { title: '上传者', dataIndex: 'teacherName', width: 90 },
    { title: '上传时间', key: 'createdAt', width: 150, render: (_: unknown, r: TSchoolResource) => schoolDateTime(new Date(r.createdAt)) },
    {
      title: '操作',
      key: 'actions',
      width: 170,
      render: (_: unknown, r: TSchoolResource) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => void downloadFile(`/schoolresource/${r.resourceId}/file`, r.fileName).catch(() => undefined)}>
            下载
          </Button>
          {r.editable === 1 && (
            <>
              <Button type="link" size="small" onClick={() => setTarget(r)}>
                编辑
              </Button>
              <DeleteLink
                title="删除资料"
                description={`删除“${r.title}”后，本校老师都不能再下载，且不能恢复。确定删除吗？`}
                onDelete={() =>
                  remove.mutateAsync(r.resourceId).then(() => {
                    void message.success('资料已删除');
                    // The page's last row gone: the page before (as the paper list does).
                    if (list.data?.list.length === 1 && pageNo > 1) setPageNo(pageNo - 1);
                  })
                }
              />
            </>
          )}
        </Space>
      ),
    },
  ];
  const filtered = Boolean(title || subjectId || gradeId);
  return (
    <>
      <div className="sp-toolbar">
        <Space wrap>
          <Input.Search
            aria-label="搜索标题"
            placeholder="搜索标题"
            allowClear
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            onSearch={(v) => {
              setTitle(v.trim());
              setPageNo(1);
            }}
            style={{ width: 240 }}
          />
          <Select aria-label="学科" placeholder="全部学科" allowClear value={subjectId} options={schoolSubjects.map((s) => ({ value: s.subjectId, label: s.subjectName }))} onChange={(v?: number) => (setSubjectId(v), setPageNo(1))} style={{ width: 120 }} />
          <Select aria-label="年级" placeholder="全部年级" allowClear value={gradeId} options={grades.map((g) => ({ value: g.gradeId, label: g.gradeName }))} onChange={(v?: number) => (setGradeId(v), setPageNo(1))} style={{ width: 120 }} />
        </Space>
        <Button type="primary" icon={<CloudUploadOutlined />} onClick={() => setTarget('new')}>
          上传{name}
        </Button>
      </div>
      <Table<TSchoolResource>
        aria-label={name}
        rowKey="resourceId"
        size="middle"
        columns={columns}
        dataSource={list.data?.list ?? []}
        loading={list.isFetching}
        locale={{ emptyText: list.isPending ? ' ' : <Empty description={filtered ? `没有符合条件的${name}` : `本校还没有${name}：上传一份，全校老师都能查看和下载`} /> }}
        pagination={{ current: pageNo, pageSize: SCHOOL_PAPER_PAGE_SIZE, total: list.data?.total ?? 0, showSizeChanger: false, showTotal: (t) => `共 ${t} 份`, onChange: setPageNo, hideOnSinglePage: true }}
      />
      <Typography.Text type="secondary">本校老师都可以查看和下载；上传者、本年级组长和校长可以修改或删除。</Typography.Text>
      <ResourceDialog kind={kind} target={target} onClose={() => setTarget(null)} subjects={schoolSubjects} grades={grades} />
    </>
  );
}
