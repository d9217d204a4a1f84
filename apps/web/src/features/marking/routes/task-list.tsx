import { useState } from 'react';
import { Button, Card, Empty, Progress, Space, Switch, Table, Tag, Tooltip, Typography } from 'antd';
import { BarChartOutlined, EditOutlined, EyeInvisibleOutlined, EyeOutlined, FullscreenOutlined, PlayCircleOutlined, SettingOutlined, TeamOutlined, WarningOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { markingExamsQuery } from '../api/exams';
import { useHideTasks } from '../api/hide-task';
import { tasksQuery } from '../api/tasks';
import type { TMarkingExam, TMarkingTask, TMarkingTaskGroup } from '../api/types';
import { GroupStatusTag } from '../components/group-status-tag';
import { percent } from '../lib/format';
import { Loading } from '../components/loading';

/** /marking/list (阅卷任务): the teacher's tasks with their groups, progress and the way into marking. */
export default function TaskListPage() {
  const [showHidden, setShowHidden] = useState(false);
  const visible = useQuery(tasksQuery(false));
  const hidden = useQuery({ ...tasksQuery(true), enabled: showHidden });
  const exams = useQuery(markingExamsQuery(1));
  const tasks = [...(visible.data ?? []), ...(showHidden ? (hidden.data ?? []) : [])];
  const loading = visible.isPending || (showHidden && hidden.isPending);

  return (
    <div className="mk-stack">
      <Card
        size="small"
        title="我的阅卷任务"
        extra={
          <Space size={16}>
            <Space size={6}>
              <Switch size="small" checked={showHidden} onChange={setShowHidden} aria-label="显示已隐藏任务" />
              <span>显示已隐藏任务</span>
            </Space>
          </Space>
        }
      >
        {loading ? (
          <Loading />
        ) : tasks.length === 0 ? (
          <Empty description="暂无阅卷任务" />
        ) : (
          <div className="mk-stack" aria-label="阅卷任务列表">
            {tasks.map((t) => (
              <TaskCard key={t.taskKey + (t.hidden ? '-h' : '')} task={t} />
            ))}
          </div>
        )}
      </Card>
      {(exams.data?.list.length ?? 0) > 0 && <ManagedExams exams={exams.data!.list} total={exams.data!.total} />}
    </div>
  );
}

function TaskCard({ task }: { task: TMarkingTask }) {
  const navigate = useNavigate();
  const hide = useHideTasks();
  const mine = task.groups.filter((g) => g.roles.length > 0).map((g) => g.groupId);
  const toggleHidden = () => hide.mutate({ groupIds: mine, hidden: !task.hidden });

  const columns: ColumnsType<TMarkingTaskGroup> = [
    {
      title: '题组',
      dataIndex: 'name',
      width: 150,
      render: (v: string, g) => (
        <Space size={4}>
          <Typography.Text strong>{v}</Typography.Text>
          {g.doubleMarking && <Tag color="blue">双评</Tag>}
        </Space>
      ),
    },
    { title: '状态', dataIndex: 'status', width: 90, render: (s: number, g) => <GroupStatusTag status={s} text={g.statusText} /> },
    {
      title: '我的进度',
      width: 110,
      render: (_v, g) =>
        g.roles.includes('marker') ? (
          <span className="mk-num" data-testid={`my-progress-${g.groupId}`}>
            {g.counters.myMarked}/{g.counters.myQuota ?? '不限'}
          </span>
        ) : g.roles.includes('arbiter') ? (
          <span className="mk-muted">仅仲裁（已仲裁 {g.counters.myArbitrated}）</span>
        ) : (
          <span className="mk-muted">未参与</span>
        ),
    },
    {
      title: '题组进度',
      width: 200,
      render: (_v, g) => (
        <Tooltip title={`已评 ${g.counters.groupDone} / 共 ${g.counters.groupTotal} 次评阅，已定分 ${g.counters.answersFinal} / ${g.counters.answersTotal} 份`}>
          <div className="mk-bar-cell">
            <Progress percent={percent(g.counters.groupDone, g.counters.groupTotal)} size="small" style={{ margin: 0, flex: 1 }} />
          </div>
        </Tooltip>
      ),
    },
    {
      title: '待仲裁',
      width: 70,
      render: (_v, g) => (g.doubleMarking ? <span className={g.counters.arbitrationPending ? 'mk-warn' : ''}>{g.counters.arbitrationPending}</span> : <span className="mk-muted">-</span>),
    },
    { title: '问题卷', width: 70, render: (_v, g) => <span className={g.counters.problemPending ? 'mk-warn' : ''}>{g.counters.problemPending}</span> },
    {
      title: '操作',
      render: (_v, g) => (
        <Space size={4} wrap>
          {g.roles.includes('marker') && (
            <>
              <Button size="small" type="primary" icon={<PlayCircleOutlined />} onClick={() => navigate(`${paths.markingTask}/${g.groupId}`)}>
                开始阅卷
              </Button>
              <Button size="small" icon={<FullscreenOutlined />} onClick={() => navigate(`${paths.markingTaskFs}/${g.groupId}`)}>
                全屏阅卷
              </Button>
            </>
          )}
          {g.roles.includes('arbiter') && g.counters.arbitrationPending > 0 && (
            <Button size="small" icon={<TeamOutlined />} onClick={() => navigate(`${paths.markingArbitration}?groupId=${g.groupId}`)}>
              仲裁（{g.counters.arbitrationPending}）
            </Button>
          )}
          {task.showProblems && g.counters.problemPending > 0 && (
            <Button size="small" icon={<WarningOutlined />} onClick={() => navigate(`${paths.markingProblem}?groupId=${g.groupId}`)}>
              问题卷
            </Button>
          )}
          <Button size="small" type="link" onClick={() => navigate(`${paths.markingSpecialAnswer}?groupId=${g.groupId}`)}>
            典型答卷
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Card
      size="small"
      className={`mk-task${task.hidden ? ' mk-task-hidden' : ''}`}
      aria-label={`${task.examName} ${task.subjectName} ${task.groups.map((g) => g.name).join(' ')}`}
      title={
        <Space size={8} wrap>
          <Typography.Text strong>{task.examName}</Typography.Text>
          <Tag color="cyan">{task.subjectName}</Tag>
          <span className="mk-muted">
            {task.gradeName} · {task.examDate}
          </span>
          <Tag>{task.markTypeText}</Tag>
          {task.hidden && <Tag color="default">已隐藏</Tag>}
        </Space>
      }
      extra={
        <Space size={4}>
          <Button size="small" icon={<BarChartOutlined />} onClick={() => navigate(`${paths.markingProgress}?examId=${task.examId}`)}>
            进度
          </Button>
          {task.isManager && (
            <Button size="small" icon={<SettingOutlined />} onClick={() => navigate(`${paths.markingAssign}?examId=${task.examId}`)}>
              分配
            </Button>
          )}
          {task.showProblems && (
            <Button size="small" icon={<WarningOutlined />} onClick={() => navigate(`${paths.markingProblem}?examId=${task.examId}`)}>
              问题卷
            </Button>
          )}
          {mine.length > 0 && (
            <Button size="small" type="text" icon={task.hidden ? <EyeOutlined /> : <EyeInvisibleOutlined />} loading={hide.isPending} onClick={toggleHidden}>
              {task.hidden ? '显示' : '隐藏'}
            </Button>
          )}
        </Space>
      }
    >
      <Table<TMarkingTaskGroup> size="small" rowKey="groupId" pagination={false} columns={columns} dataSource={task.groups} aria-label={`${task.examName}的题组`} />
    </Card>
  );
}

/** Managers: exams of this semester with subjective questions, to set marking up. */
function ManagedExams({ exams, total }: { exams: TMarkingExam[]; total: number }) {
  const navigate = useNavigate();
  return (
    <Card size="small" title="阅卷设置" extra={total > exams.length && <Button type="link" onClick={() => navigate(paths.markingAssign)}>全部 {total} 场考试</Button>}>
      <Table<TMarkingExam>
        size="small"
        rowKey="examId"
        pagination={false}
        aria-label="可设置阅卷的考试"
        dataSource={exams}
        columns={[
          { title: '考试', dataIndex: 'examName', render: (v: string) => <Typography.Text strong>{v}</Typography.Text> },
          { title: '学科', dataIndex: 'subjectName', width: 80 },
          { title: '年级', dataIndex: 'gradeName', width: 80 },
          { title: '考试日期', dataIndex: 'examDate', width: 110 },
          { title: '阅卷方式', dataIndex: 'markTypeText', width: 120 },
          { title: '题组', dataIndex: 'groupCount', width: 70, render: (n: number) => (n ? n : <span className="mk-muted">未设置</span>) },
          { title: '已定分', width: 170, render: (_v, e) => (e.answersTotal ? <Progress percent={percent(e.answersFinal, e.answersTotal)} size="small" /> : <span className="mk-muted">未导入答卷</span>) },
          {
            title: '操作',
            width: 180,
            render: (_v, e) => (
              <Space size={4}>
                <Button size="small" type="primary" ghost icon={<EditOutlined />} onClick={() => navigate(`${paths.markingAssign}?examId=${e.examId}`)}>
                  设置与分配
                </Button>
                {e.groupCount > 0 && (
                  <Button size="small" type="link" onClick={() => navigate(`${paths.markingProgress}?examId=${e.examId}`)}>
                    进度
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
