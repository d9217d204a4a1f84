import { Button, Card, Result, Select, Skeleton, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import type { TWriteStudentRow } from '@app/contract/writing';
import { paths } from '../../../app/paths';
import '../write.css';
import { useIdParam } from '../../../lib/id-param';
import { useWriteSubmissions } from '../api/submissions';
import { WriteReportFrame } from '../components/report-frame';
import { WriteStudentsTable } from '../components/students-table';
import { essayPath } from './details-write';

/** /write/report/student?taskId=[&clazzId=]: every student of the task (or of one class) with their essay's state and scores. */
export default function WriteStudentReportPage() {
  const navigate = useNavigate();
  const [, setSearch] = useSearchParams();
  const taskId = useIdParam('taskId');
  const clazzId = useIdParam('clazzId');
  const report = useWriteSubmissions(taskId, clazzId ?? undefined);
  const data = report.data;
  const back = <Button onClick={() => navigate(paths.writeList)}>返回写作任务</Button>;
  if (taskId == null) return <Result status="warning" title="没有指定写作任务" extra={back} />;
  if (report.isError && !data) return <Result status="warning" title="报告无法打开" subTitle={report.error.message} extra={back} />;
  if (!data) return <Card size="small"><Skeleton active /></Card>;
  const t = data.task;
  const rows = data.students;
  const several = new Set(rows.map((s) => s.clazzId)).size > 1;
  const submitted = rows.filter((r) => r.submissionId != null).length;
  const scored = rows.filter((r) => r.status === 3).length;
  const pick = (id: number) => setSearch(id === 0 ? { taskId: String(taskId) } : { taskId: String(taskId), clazzId: String(id) }, { replace: true });
  const open = (r: TWriteStudentRow) => r.submissionId != null && navigate(essayPath(r.submissionId, clazzId));
  return (
    <WriteReportFrame task={t} active="student">
      <Card size="small" className="vocab-card">
        <div className="vocab-toolbar">
          <Select<number>
            aria-label="班级"
            style={{ width: 160 }}
            value={clazzId ?? (t.clazzes.length > 1 ? 0 : t.clazzes[0]?.clazzId)}
            onChange={pick}
            options={[...(t.clazzes.length > 1 ? [{ value: 0, label: '全部班级' }] : []), ...t.clazzes.map((c) => ({ value: c.clazzId, label: c.clazzName }))]}
          />
          <Typography.Text type="secondary">
            共 {rows.length} 人，已提交 {submitted} 人，已批改 {scored} 篇。建议分为智能批改结果，仅供参考。
          </Typography.Text>
        </div>
        <WriteStudentsTable rows={rows} fullScore={t.fullScore} loading={report.isFetching} severalClasses={several} onOpen={open} label="学生报告" />
      </Card>
    </WriteReportFrame>
  );
}
