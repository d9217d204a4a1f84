import { Select, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { EXAM_PICKER_SIZE, markingExamsQuery } from '../api/exams';
import { tasksQuery } from '../api/tasks';

/**
 * Choose an exam for the progress and problem screens: the exams the teacher manages and those of
 * their own tasks (a marker may follow the progress of an exam someone else manages).
 */
export function ExamChoice({ value, onChange }: { value: number | null; onChange: (examId: number) => void }) {
  const exams = useQuery(markingExamsQuery(1, EXAM_PICKER_SIZE));
  const tasks = useQuery(tasksQuery(false));
  const options = new Map<number, string>();
  for (const e of exams.data?.list ?? []) if (e.groupCount > 0) options.set(e.examId, `${e.examName} · ${e.subjectName}（${e.gradeName}，${e.examDate}）`);
  for (const t of tasks.data ?? []) if (!options.has(t.examId)) options.set(t.examId, `${t.examName} · ${t.subjectName}（${t.gradeName}，${t.examDate}）`);
  return (
    <Space>
      <span className="mk-muted">考试</span>
      <Select
        aria-label="选择考试"
        showSearch={{ optionFilterProp: 'label' }}
        placeholder="请选择考试"
        style={{ width: 380 }}
        loading={exams.isPending || tasks.isPending}
        value={value ?? undefined}
        onChange={onChange}
        options={[...options].map(([v, label]) => ({ value: v, label }))}
        notFoundContent="暂无阅卷考试"
      />
    </Space>
  );
}
