/**
 * The one filter bar of the three /teaching screens (spec section 3's teaching search filters):
 * semester, grades, subjects, classes, the date range, the trend cycle 周/月/学期 and a teacher.
 * The chosen values live in the page address (lib/filters.ts).
 */
import { Button, DatePicker, Segmented, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { TEACHING_CYCLE, TEACHING_CYCLE_NAMES, type TTeachingCycle, type TTeachingOptions } from '@app/contract';
import type { TeachingFilter } from '../lib/filters';

type Props = {
  options: TTeachingOptions | undefined;
  value: TeachingFilter;
  onChange: (next: TeachingFilter) => void;
};

export function TeachingFilterBar({ options, value, onChange }: Props) {
  const semester = options?.semesters.find((s) => (value.semesterId ? s.semesterId === value.semesterId : s.current)) ?? options?.semesters[0];
  const clazzes = (options?.clazzes ?? []).filter((c) => !value.grades.length || value.grades.includes(c.gradeId));
  const range: [Dayjs, Dayjs] | null = semester ? [dayjs(value.startTime ?? semester.startDate), dayjs(value.endTime ?? semester.endDate)] : null;
  const set = (patch: Partial<TeachingFilter>) => onChange({ ...value, ...patch });
  return (
    <div className="teaching-filters" role="search" aria-label="教学督导筛选">
      <Space wrap size={[8, 8]}>
        <Select
          aria-label="学期"
          style={{ width: 200 }}
          value={semester?.semesterId}
          options={(options?.semesters ?? []).map((s) => ({ value: s.semesterId, label: s.semesterName }))}
          // Another semester: its own dates and classes, so the dates and classes chosen are dropped.
          onChange={(semesterId: number) => set({ semesterId, startTime: undefined, endTime: undefined, clazzIds: [], teacherId: undefined })}
        />
        <Select
          aria-label="年级"
          mode="multiple"
          allowClear
          placeholder="全部年级"
          style={{ minWidth: 120 }}
          maxTagCount="responsive"
          value={value.grades}
          options={(options?.grades ?? []).map((g) => ({ value: g.gradeId, label: g.gradeName }))}
          onChange={(grades: number[]) => set({ grades, clazzIds: value.clazzIds.filter((id) => !grades.length || grades.includes(options?.clazzes.find((c) => c.clazzId === id)?.gradeId ?? -1)) })}
        />
        <Select
          aria-label="学科"
          mode="multiple"
          allowClear
          placeholder="全部学科"
          style={{ minWidth: 120 }}
          maxTagCount="responsive"
          value={value.subjectIds}
          options={(options?.subjects ?? []).map((s) => ({ value: s.subjectId, label: s.subjectName }))}
          onChange={(subjectIds: number[]) => set({ subjectIds })}
        />
        <Select
          aria-label="班级"
          mode="multiple"
          allowClear
          placeholder="全部班级"
          style={{ minWidth: 140 }}
          maxTagCount="responsive"
          optionFilterProp="label"
          value={value.clazzIds}
          options={clazzes.map((c) => ({ value: c.clazzId, label: c.clazzName }))}
          onChange={(clazzIds: number[]) => set({ clazzIds })}
        />
        <Select
          aria-label="教师"
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder="全部教师"
          style={{ width: 120 }}
          value={value.teacherId}
          options={(options?.teachers ?? []).map((t) => ({ value: t.teacherId, label: t.teacherName }))}
          onChange={(teacherId: number | undefined) => set({ teacherId })}
        />
        <DatePicker.RangePicker
          aria-label="时间范围"
          style={{ width: 240 }}
          allowClear={false}
          value={range}
          onChange={(v) => {
            if (!v?.[0] || !v[1]) return;
            set({ startTime: v[0].format('YYYY-MM-DD'), endTime: v[1].format('YYYY-MM-DD') });
          }}
        />
        <Segmented<TTeachingCycle>
          aria-label="统计周期"
          value={value.cycleType}
          options={TEACHING_CYCLE.map((c) => ({ value: c, label: `按${TEACHING_CYCLE_NAMES[c]}` }))}
          onChange={(cycleType) => set({ cycleType })}
        />
        <Button onClick={() => onChange({ grades: [], subjectIds: [], clazzIds: [], cycleType: 'month' })}>重置</Button>
      </Space>
    </div>
  );
}
