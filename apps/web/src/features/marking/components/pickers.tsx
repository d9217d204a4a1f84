import { Select, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { tasksQuery } from '../api/tasks';
import type { TMarkingRole } from '../api/types';

/** Choose one of the teacher's own marking groups (from the task list), optionally where they have a role. */
export function TaskGroupPicker({ value, onChange, role, label = '题组' }: { value: number | null; onChange: (groupId: number) => void; role?: TMarkingRole; label?: string }) {
  const tasks = useQuery(tasksQuery(false));
  const options = (tasks.data ?? []).flatMap((t) =>
    t.groups.filter((g) => !role || g.roles.includes(role)).map((g) => ({ value: g.groupId, label: `${t.examName} · ${t.subjectName} · ${g.name}` })),
  );
  return (
    <Space>
      <span className="mk-muted">{label}</span>
      <Select
        aria-label={`选择${label}`}
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={`请选择${label}`}
        style={{ width: 380 }}
        loading={tasks.isPending}
        value={value ?? undefined}
        onChange={onChange}
        options={options}
        notFoundContent="暂无题组"
      />
    </Space>
  );
}
