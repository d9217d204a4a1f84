import { useState } from 'react';
import { App, Button, Card, Input, Popconfirm, Select, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { DeleteOutlined, DownloadOutlined, EditOutlined, FileTextOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import { EXAM_TYPES } from '@app/contract';
import { useSession } from '../../../app/session/session-context';
import { useChangeExamType } from '../api/change-exam-type';
import { currentSemesterQuery } from '../api/current-semester';
import { useDeleteExamGroup } from '../api/delete-exam-group';
import { examGroupPageQuery } from '../api/exam-group-page';
import { downloadScoreTemplate } from '../api/score-template';
import { semestersQuery } from '../api/semesters';
import type { TExamGroupView } from '../api/types';
import { visibleClazzesQuery } from '../api/visible-clazzes';
import { ExamGroupFormModal } from '../components/exam-group-form-modal';
import { PaperEditorModal } from '../components/paper-editor-modal';
import { ScoreImportModal, type ScoreImportExam } from '../components/score-import-modal';
import { fmtNum } from '../../../lib/report-format';

type SubjectExam = TExamGroupView['exams'][number];
type ExamRef = { examId: number; subjectName: string; groupName: string; studentCount: number };

const PAGE_SIZE = 10;

/** /academic/examgroup (考试管理): exams of a semester; create, edit, delete, change type; per subject the paper, template and import. */
export default function ExamGroupPage() {
  const session = useSession();
  const { message } = App.useApp();
  const current = useQuery(currentSemesterQuery());
  const semesters = useQuery(semestersQuery(session.isPrincipalClient));
  const [semesterId, setSemesterId] = useState<number | null>(null);
  const [type, setType] = useState<number | null>(null);
  const [keyword, setKeyword] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const chosenSemester = semesterId ?? current.data?.semesterId ?? null;
  const page = useQuery({ ...examGroupPageQuery({ semesterId: chosenSemester, type, keyword, pageNo, pageSize: PAGE_SIZE }), enabled: chosenSemester != null });
  const clazzes = useQuery(visibleClazzesQuery(current.data?.semesterId));
  const del = useDeleteExamGroup();
  const changeType = useChangeExamType();
  const [editing, setEditing] = useState<TExamGroupView | null | 'new'>(null);
  const [paperOf, setPaperOf] = useState<{ exam: ExamRef; canManage: boolean } | null>(null);
  const [importOf, setImportOf] = useState<ScoreImportExam | null>(null);
  const [downloading, setDownloading] = useState<number | null>(null);
  const isCurrent = chosenSemester === current.data?.semesterId;

  const download = async (g: TExamGroupView, e: SubjectExam) => {
    if (downloading != null) {
      message.info('正在下载，请稍候');
      return;
    }
    setDownloading(e.examId);
    try {
      const name = await downloadScoreTemplate(e.examId, `${g.name}-${e.subjectName}-成绩导入模板.xlsx`);
      message.success(`已下载 ${name}`);
    } catch {
      // The transfer helper has shown the API's message.
    } finally {
      setDownloading(null);
    }
  };

  const subjectColumns = (g: TExamGroupView): ColumnsType<SubjectExam> => [
    { title: '学科', dataIndex: 'subjectName', width: 90 },
    { title: '满分', dataIndex: 'fullScore', width: 80, render: (v: number) => `${fmtNum(v)} 分` },
    { title: '已导入', dataIndex: 'studentCount', width: 110, render: (v: number) => (v > 0 ? <Tag color="green">{v} 名学生</Tag> : <Tag>未导入</Tag>) },
    {
      title: '操作',
      key: 'actions',
      render: (_v, e) => {
        const ref: ExamRef = { examId: e.examId, subjectName: e.subjectName, groupName: g.name, studentCount: e.studentCount };
        return (
          <Space size={4} wrap>
            <Button size="small" icon={<FileTextOutlined />} onClick={() => setPaperOf({ exam: ref, canManage: g.canManage })}>
              {g.canManage ? '试卷结构' : '查看试卷结构'}
            </Button>
            {g.canManage && (
              <>
                <Button size="small" icon={<DownloadOutlined />} loading={downloading === e.examId} onClick={() => void download(g, e)}>
                  下载模板
                </Button>
                <Button size="small" icon={<UploadOutlined />} onClick={() => setImportOf({ ...ref, clazzes: g.clazzes })}>
                  导入成绩
                </Button>
              </>
            )}
          </Space>
        );
      },
    },
  ];

  const columns: ColumnsType<TExamGroupView> = [
    { title: '考试名称', dataIndex: 'name', render: (v: string) => <Typography.Text strong>{v}</Typography.Text> },
    {
      title: '考试类型',
      dataIndex: 'type',
      width: 140,
      render: (v: number, g) =>
        g.canManage ? (
          <Select
            size="small"
            value={v}
            aria-label={`${g.name}考试类型`}
            style={{ width: 116 }}
            options={EXAM_TYPES.map((t) => ({ value: t.value, label: t.label }))}
            onChange={(t: number) => changeType.mutate({ examGroupId: g.examGroupId, type: t }, { onSuccess: () => message.success('考试类型已修改') })}
          />
        ) : (
          <Tag>{g.typeName}</Tag>
        ),
    },
    { title: '考试日期', dataIndex: 'examDate', width: 110 },
    { title: '年级', dataIndex: 'gradeName', width: 72 },
    {
      title: '班级',
      dataIndex: 'clazzes',
      width: 200,
      render: (cs: TExamGroupView['clazzes']) => (
        <Tooltip title={cs.map((c) => c.clazzName).join('、')}>
          <span>{cs.length > 3 ? `${cs.slice(0, 3).map((c) => c.clazzName).join('、')} 等${cs.length}个班` : cs.map((c) => c.clazzName).join('、')}</span>
        </Tooltip>
      ),
    },
    { title: '学科', dataIndex: 'exams', width: 180, render: (es: SubjectExam[]) => es.map((e) => e.subjectName).join('、') },
    {
      title: '操作',
      key: 'actions',
      width: 150,
      render: (_v, g) =>
        g.canManage ? (
          <Space size={0}>
            <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setEditing(g)}>
              编辑
            </Button>
            <Popconfirm
              title="删除考试"
              description={`确定删除“${g.name}”吗？各学科的试卷结构和成绩将一并删除，且不能恢复。`}
              okText="删除"
              okButtonProps={{ danger: true }}
              cancelText="取消"
              onConfirm={() => del.mutateAsync(g.examGroupId).then(() => void message.success('考试已删除'), () => undefined)}
            >
              <Button type="link" size="small" danger icon={<DeleteOutlined />}>
                删除
              </Button>
            </Popconfirm>
          </Space>
        ) : (
          <Typography.Text type="secondary">仅查看</Typography.Text>
        ),
    },
  ];

  return (
    <Card
      size="small"
      title="考试管理"
      extra={
        isCurrent && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            新建考试
          </Button>
        )
      }
    >
      <Space wrap size={12} style={{ marginBottom: 12 }}>
        <Select
          aria-label="学期"
          style={{ width: 210 }}
          value={chosenSemester ?? undefined}
          loading={semesters.isPending}
          options={(semesters.data ?? []).map((s) => ({ value: s.semesterId, label: s.semesterName }))}
          onChange={(v: number) => {
            setSemesterId(v);
            setPageNo(1);
          }}
        />
        <Select
          aria-label="考试类型筛选"
          allowClear
          placeholder="全部类型"
          style={{ width: 130 }}
          value={type ?? undefined}
          options={EXAM_TYPES.map((t) => ({ value: t.value, label: t.label }))}
          onChange={(v: number | undefined) => {
            setType(v ?? null);
            setPageNo(1);
          }}
        />
        <Input.Search
          allowClear
          placeholder="搜索考试名称"
          aria-label="搜索考试名称"
          style={{ width: 220 }}
          onSearch={(v) => {
            setKeyword(v.trim());
            setPageNo(1);
          }}
        />
      </Space>
      <Table<TExamGroupView>
        rowKey="examGroupId"
        size="small"
        aria-label="考试列表"
        loading={page.isFetching}
        columns={columns}
        dataSource={page.data?.list ?? []}
        scroll={{ x: 1000 }}
        expandable={{
          expandedRowRender: (g) => <Table<SubjectExam> rowKey="examId" size="small" columns={subjectColumns(g)} dataSource={g.exams} pagination={false} aria-label={`${g.name}的学科`} />,
          rowExpandable: (g) => g.exams.length > 0,
        }}
        pagination={{ current: pageNo, pageSize: PAGE_SIZE, total: page.data?.total ?? 0, onChange: setPageNo, showTotal: (t) => `共 ${t} 场考试`, showSizeChanger: false }}
        locale={{ emptyText: '本学期还没有考试' }}
      />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        点击行首的“+”展开各学科：设置试卷结构、下载成绩模板、导入成绩。考试创建人、年级组长和校长可以管理考试。
      </Typography.Text>
      <ExamGroupFormModal
        open={editing != null}
        group={editing === 'new' ? null : editing}
        clazzes={clazzes.data ?? []}
        subjects={session.subjectOptions}
        defaultSubjectId={session.subjectId}
        onClose={() => setEditing(null)}
      />
      <PaperEditorModal exam={paperOf?.exam ?? null} canManage={paperOf?.canManage ?? false} onClose={() => setPaperOf(null)} />
      <ScoreImportModal exam={importOf} onClose={() => setImportOf(null)} />
    </Card>
  );
}
