import { Button, Card, Result, Select, Skeleton, Space, Typography } from 'antd';
import { BarChartOutlined, EditOutlined, FormOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router';
import type { TWriteStudentRow } from '@app/contract/writing';
import { paths } from '../../../app/paths';
import '../write.css';
import { useIdParam } from '../../../lib/id-param';
import { useWriteSubmissions } from '../api/submissions';
import { useWriteTask } from '../api/tasks';
import { WriteStudentsTable } from '../components/students-table';
import { TaskHead } from '../components/task-head';

/** The address of an essay, keeping the class it was opened from (上一篇/下一篇 stay in it). */
export function essayPath(submissionId: number, clazzId?: number | null): string {
  return `${paths.writeAi}?submissionId=${submissionId}${clazzId != null ? `&clazzId=${clazzId}` : ''}`;
}

/** /write/detailswrite?taskId=[&clazzId=]: a task's essays class by class; a row with an essay opens it (aiwrite). */
export default function WriteDetailsPage() {
  const navigate = useNavigate();
  const [, setSearch] = useSearchParams();
  const taskId = useIdParam('taskId');
  const asked = useIdParam('clazzId');
  const task = useWriteTask(taskId);
  const t = task.data;
  // The class shown: the one asked for, else the task's first.
  const clazzId = t ? (t.clazzes.some((c) => c.clazzId === asked) ? asked : (t.clazzes[0]?.clazzId ?? null)) : null;
  const subs = useWriteSubmissions(t && clazzId != null ? taskId : null, clazzId ?? undefined);
  const back = <Button onClick={() => navigate(paths.writeList)}>返回写作任务</Button>;
  if (taskId == null) return <Result status="warning" title="没有指定写作任务" extra={back} />;
  if (task.isError) return <Result status="warning" title="写作任务无法打开" subTitle={task.error.message} extra={back} />;
  if (!t) return <Card size="small"><Skeleton active /></Card>;
  const rows = subs.data?.students ?? [];
  const open = (r: TWriteStudentRow) => r.submissionId != null && navigate(essayPath(r.submissionId, clazzId));
  const waiting = rows.filter((r) => r.status === 2);
  const submitted = rows.filter((r) => r.submissionId != null).length;
  return (
    <>
      <Card size="small" className="vocab-card">
        <TaskHead
          task={t}
          promptOpen={false}
          actions={
            <>
              <Button icon={<BarChartOutlined />} onClick={() => navigate(`${paths.writeResults}?taskId=${t.taskId}`)}>
                写作报告
              </Button>
              <Button icon={<EditOutlined />} onClick={() => navigate(`${paths.writeEdit}?taskId=${t.taskId}`)}>
                编辑任务
              </Button>
            </>
          }
        />
      </Card>
      <Card size="small" className="vocab-card">
        <div className="vocab-toolbar">
          <Select<number>
            aria-label="班级"
            style={{ width: 160 }}
            value={clazzId ?? undefined}
            onChange={(v) => setSearch({ taskId: String(t.taskId), clazzId: String(v) }, { replace: true })}
            options={t.clazzes.map((c) => ({ value: c.clazzId, label: c.clazzName }))}
          />
          {subs.data && (
            <Typography.Text type="secondary">
              共 {rows.length} 人，已提交 {submitted} 人，待批改 {waiting.length} 篇，已批改 {rows.filter((r) => r.status === 3).length} 篇。点击一行打开作文。
            </Typography.Text>
          )}
          <Space className="vocab-toolbar-end">
            <Button type="primary" icon={<FormOutlined />} disabled={waiting.length === 0} onClick={() => waiting[0] && open(waiting[0])}>
              批改下一篇
            </Button>
          </Space>
        </div>
        {!subs.data ? <Skeleton active /> : <WriteStudentsTable rows={rows} fullScore={t.fullScore} loading={subs.isFetching} severalClasses={false} onOpen={open} />}
      </Card>
    </>
  );
}
