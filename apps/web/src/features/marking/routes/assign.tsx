import { useState } from 'react';
import { App, Button, Card, Empty, Progress, Radio, Result, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { AppstoreAddOutlined, BarChartOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { examSetupQuery } from '../api/exam-setup';
import { markingExamsQuery } from '../api/exams';
import { useSetMarkType } from '../api/mark-type';
import { useSaveGroups } from '../api/save-groups';
import { MARKING_PAGE_SIZE, type TMarkingExam, type TMarkingGroupInput, type TMarkingGroupSetup, type TMarkingSetup } from '../api/types';
import { GroupAssignCard } from '../components/group-assign-card';
import { GroupFormModal, groupInputOf } from '../components/group-form-modal';
import { ScanImportCard } from '../components/scan-import-card';
import { percent, positiveInt } from '../lib/format';
import { Loading } from '../components/loading';

const MARK_TYPES = [
  { value: 3, label: '班级混合阅卷', note: '各班答卷打乱后统一分发，适合年级大考；整场考试作为一个阅卷任务。' },
  { value: 4, label: '班级单独阅卷', note: '按班级分配答卷，老师通常阅自己任教的班级，适合日常练习；始终显示问题卷。' },
] as const;

/** /marking/assign?examId= (阅卷设置): marking groups, marking mode, markers and arbiters, status actions, scans. Without an exam: the exams to set up. */
export default function AssignPage() {
  const [search, setSearch] = useSearchParams();
  const examId = positiveInt(search.get('examId'));
  if (examId == null) return <ExamChooser onChoose={(id) => setSearch({ examId: String(id) })} />;
  return <ExamAssign key={examId} examId={examId} />;
}

function ExamChooser({ onChoose }: { onChoose: (examId: number) => void }) {
  const [pageNo, setPageNo] = useState(1);
  const exams = useQuery(markingExamsQuery(pageNo));
  return (
    <Card size="small" title="阅卷设置：选择考试">
      <Table<TMarkingExam>
        size="small"
        rowKey="examId"
        aria-label="可设置阅卷的考试"
        loading={exams.isFetching}
        dataSource={exams.data?.list ?? []}
        locale={{ emptyText: '本学期没有您负责、且含主观题的考试' }}
        columns={[
          { title: '考试', dataIndex: 'examName', render: (v: string) => <Typography.Text strong>{v}</Typography.Text> },
          { title: '学科', dataIndex: 'subjectName', width: 80 },
          { title: '年级', dataIndex: 'gradeName', width: 80 },
          { title: '考试日期', dataIndex: 'examDate', width: 110 },
          { title: '阅卷方式', dataIndex: 'markTypeText', width: 120 },
          { title: '题组', dataIndex: 'groupCount', width: 70, render: (n: number) => n || <span className="mk-muted">未设置</span> },
          { title: '已定分', width: 170, render: (_v, e) => (e.answersTotal ? <Progress percent={percent(e.answersFinal, e.answersTotal)} size="small" /> : <span className="mk-muted">未导入答卷</span>) },
          {
            title: '操作',
            width: 110,
            render: (_v, e) => (
              <Button size="small" type="primary" ghost onClick={() => onChoose(e.examId)}>
                设置与分配
              </Button>
            ),
          },
        ]}
        pagination={{ current: pageNo, pageSize: MARKING_PAGE_SIZE, total: exams.data?.total ?? 0, onChange: setPageNo, showSizeChanger: false, showTotal: (t) => `共 ${t} 场考试` }}
      />
    </Card>
  );
}

function ExamAssign({ examId }: { examId: number }) {
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  const setup = useQuery(examSetupQuery(examId));
  const saveGroups = useSaveGroups(examId);
  const markType = useSetMarkType(examId);
  const [editing, setEditing] = useState<TMarkingGroupSetup | 'new' | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);

  if (setup.isPending) return <Loading size="large" pad={80} />;
  if (setup.isError || !setup.data)
    return (
      <Result
        status="warning"
        title="无法打开阅卷设置"
        subTitle={setup.error?.message}
        extra={
          <Button type="primary" onClick={() => navigate(paths.markingAssign)}>
            返回考试列表
          </Button>
        }
      />
    );
  const s: TMarkingSetup = setup.data;
  const started = s.groups.some((g) => g.status >= 1);
  const assigned = new Set(s.groups.flatMap((g) => g.questionIds));
  const free = s.questions.filter((q) => !q.objective && !assigned.has(q.questionId));

  const putGroups = (groups: TMarkingGroupInput[], done: string) =>
    saveGroups.mutateAsync(groups).then(
      () => {
        message.success(done);
        return true;
      },
      () => false,
    );

  const saveOne = async (input: TMarkingGroupInput) => {
    const others = s.groups.map(groupInputOf);
    const list = input.groupId != null ? others.map((g) => (g.groupId === input.groupId ? input : g)) : [...others, input];
    if (await putGroups(list, input.groupId != null ? '题组已保存' : '题组已创建')) setEditing(null);
  };

  const removeOne = async (groupId: number) => {
    setDeleting(groupId);
    await putGroups(
      s.groups.filter((g) => g.groupId !== groupId).map(groupInputOf),
      '题组已删除',
    );
    setDeleting(null);
  };

  const onePerQuestion = () =>
    modal.confirm({
      title: '一题一组',
      content: `为尚未分组的 ${free.length} 道主观题各建一个题组（单评、步长1分），之后可逐个修改。`,
      okText: '创建',
      cancelText: '取消',
      onOk: () =>
        putGroups(
          [...s.groups.map(groupInputOf), ...free.map((q) => ({ name: `第${q.questionNo}题`, questionIds: [q.questionId], scoreStep: 1 as const }))],
          `已创建 ${free.length} 个题组`,
        ),
    });

  return (
    <div className="mk-stack">
      <Card
        size="small"
        title={
          <Space>
            <Typography.Text strong>{s.examName}</Typography.Text>
            <Tag color="cyan">{s.subjectName}</Tag>
            <span className="mk-muted">阅卷设置</span>
          </Space>
        }
        extra={
          <Space>
            <Button size="small" onClick={() => navigate(paths.markingAssign)}>
              换一场考试
            </Button>
            <Button size="small" icon={<BarChartOutlined />} onClick={() => navigate(`${paths.markingProgress}?examId=${examId}`)}>
              阅卷进度
            </Button>
          </Space>
        }
      >
        <div className="mk-assign-row">
          <span className="mk-assign-label">阅卷方式</span>
          <Tooltip title={started ? '已有题组开始阅卷，阅卷方式不能再修改' : undefined}>
            <Radio.Group
              value={s.markType}
              disabled={started || markType.isPending}
              onChange={(e) => markType.mutate(e.target.value as 3 | 4, { onSuccess: () => void message.success('阅卷方式已修改') })}
              options={MARK_TYPES.map((m) => ({ value: m.value, label: m.label }))}
            />
          </Tooltip>
        </div>
        <ul className="mk-marktype-notes">
          {MARK_TYPES.map((m) => (
            <li key={m.value} className={s.markType === m.value ? 'mk-marktype-on' : ''}>
              <b>{m.label}</b>：{m.note}
            </li>
          ))}
        </ul>
      </Card>

      <Card
        size="small"
        title={`阅卷题组（${s.groups.length}）`}
        extra={
          <Space>
            {free.length > 0 && (
              <Button size="small" icon={<AppstoreAddOutlined />} onClick={onePerQuestion} loading={saveGroups.isPending && editing == null}>
                一题一组
              </Button>
            )}
            <Button size="small" type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} disabled={free.length === 0}>
              新增题组
            </Button>
          </Space>
        }
      >
        {free.length > 0 && (
          <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
            尚未分组的主观题：{free.map((q) => `第${q.questionNo}题`).join('、')}
          </Typography.Paragraph>
        )}
        {s.groups.length === 0 ? (
          <Empty description="还没有阅卷题组：点“新增题组”或“一题一组”，把主观题分成题组" />
        ) : (
          <div className="mk-stack">
            {s.groups.map((g) => (
              <GroupAssignCard key={`${g.groupId}-${g.status}-${g.markers.map((m) => `${m.teacherId}:${m.quota}:${m.marked}`).join(',')}-${g.arbiters.length}`} setup={s} group={g} onEdit={() => setEditing(g)} onDelete={() => void removeOne(g.groupId)} deleting={deleting === g.groupId} />
            ))}
          </div>
        )}
      </Card>

      <ScanImportCard examId={examId} />
      <GroupFormModal setup={s} group={editing} saving={saveGroups.isPending} onClose={() => setEditing(null)} onSave={(input) => void saveOne(input)} />
    </div>
  );
}
