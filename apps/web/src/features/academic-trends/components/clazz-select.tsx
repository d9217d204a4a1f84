import { useMemo } from 'react';
import { Select, type SelectProps } from 'antd';
import type { TClazz } from '@app/contract';

type Props = { clazzes: TClazz[]; value: number | null; onChange: (clazzId: number) => void };

/** The class selector; classes are grouped by grade when the teacher sees several grades. */
export function ClazzSelect({ clazzes, value, onChange }: Props) {
  const options = useMemo<SelectProps<number>['options']>(() => {
    const grades = [...new Set(clazzes.map((c) => c.gradeName))];
    const option = (c: TClazz) => ({ value: c.clazzId, label: c.clazzName });
    return grades.length > 1 ? grades.map((g) => ({ label: g, title: g, options: clazzes.filter((c) => c.gradeName === g).map(option) })) : clazzes.map(option);
  }, [clazzes]);
  return <Select aria-label="班级" style={{ width: 150 }} value={value ?? undefined} showSearch={{ optionFilterProp: 'label' }} options={options} onChange={onChange} />;
}
