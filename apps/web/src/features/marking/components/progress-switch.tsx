import { Segmented } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';

/** 按题组 / 按班级 switch shared by progress and progressv2, keeping the exam. */
export function ProgressSwitch({ examId, current }: { examId: number | null; current: 'group' | 'clazz' }) {
  const navigate = useNavigate();
  return (
    <Segmented
      value={current}
      onChange={(v) => navigate({ pathname: v === 'group' ? paths.markingProgress : paths.markingProgressV2, search: examId ? `?examId=${examId}` : '' })}
      options={[
        { value: 'group', label: '按题组' },
        { value: 'clazz', label: '按班级' },
      ]}
    />
  );
}
