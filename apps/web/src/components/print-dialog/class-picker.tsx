import { useMemo, useState } from 'react';
import { Button, Empty, Input, Spin, Tabs, Typography } from 'antd';
import { useQueries } from '@tanstack/react-query';
import type { TClazz } from '@app/contract';
import { sendPrintClazzesQuery } from './api';

/** Grade tabs 高一/高二/高三 are grades 1/2/3 (spec section 4). */
export const GRADE_TABS = [
  { grade: 1, label: '高一' },
  { grade: 2, label: '高二' },
  { grade: 3, label: '高三' },
] as const;

export type PickedClazz = { clazzId: number; clazzName: string; grade: number };

type Props = {
  subjectId: number;
  grade: number;
  onGradeChange: (grade: number) => void;
  selected: PickedClazz[];
  onChange: (next: PickedClazz[]) => void;
  /** The paper's grade: only its classes are offered (the server refuses others); null offers every grade. */
  onlyGrade?: number | null;
};

/**
 * Class picking (spec section 4): clicking an available class moves it to the selected ones,
 * clicking a selected class returns it. The search filters all classes (every grade) by a
 * substring of the name, excluding the selected ones.
 */
export function ClassPicker({ subjectId, grade, onGradeChange, selected, onChange, onlyGrade = null }: Props) {
  const [search, setSearch] = useState('');
  const tabs = onlyGrade != null ? GRADE_TABS.filter((t) => t.grade === onlyGrade) : GRADE_TABS;
  const lists = useQueries({ queries: tabs.map((t) => sendPrintClazzesQuery(t.grade, subjectId)) });
  const byGrade = new Map<number, TClazz[]>(tabs.map((t, i) => [t.grade, lists[i]?.data ?? []]));
  const pending = lists[tabs.findIndex((t) => t.grade === grade)]?.isPending ?? false;
  const selectedIds = useMemo(() => new Set(selected.map((c) => c.clazzId)), [selected]);
  const keyword = search.trim();
  const available = keyword
    ? [...byGrade.values()].flat().filter((c) => c.clazzName.includes(keyword) && !selectedIds.has(c.clazzId))
    : (byGrade.get(grade) ?? []).filter((c) => !selectedIds.has(c.clazzId));

  const add = (c: TClazz) => onChange([...selected, { clazzId: c.clazzId, clazzName: c.clazzName, grade: c.grade }]);
  const remove = (c: PickedClazz) => onChange(selected.filter((x) => x.clazzId !== c.clazzId));

  return (
    <div className="print-clazz-picker">
      <div className="print-clazz-head">
        <Tabs
          size="small"
          activeKey={String(grade)}
          onChange={(k) => onGradeChange(Number(k))}
          items={tabs.map((t) => ({ key: String(t.grade), label: t.label }))}
        />
        <Input.Search allowClear size="small" placeholder="搜索班级" aria-label="搜索班级" value={search} onChange={(e) => setSearch(e.target.value)} style={{ width: 180 }} />
      </div>
      <div className="print-clazz-box" role="group" aria-label="可选班级">
        <Typography.Text type="secondary" className="print-clazz-box-title">
          {keyword ? `搜索“${keyword}”的班级` : '可选班级'}（点击选择）
        </Typography.Text>
        {pending && !keyword ? (
          <Spin size="small" />
        ) : available.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={keyword ? '没有匹配的班级' : '没有可选的班级'} />
        ) : (
          <div className="print-clazz-list">
            {available.map((c) => (
              <Button key={c.clazzId} size="small" onClick={() => add(c)}>
                {c.clazzName}
              </Button>
            ))}
          </div>
        )}
      </div>
      <div className="print-clazz-box" role="group" aria-label="已选班级">
        <Typography.Text type="secondary" className="print-clazz-box-title">
          已选班级（{selected.length}，点击移除）
        </Typography.Text>
        {selected.length === 0 ? (
          <Typography.Text type="secondary">未选择班级</Typography.Text>
        ) : (
          <div className="print-clazz-list">
            {selected.map((c) => (
              <Button key={c.clazzId} size="small" type="primary" ghost onClick={() => remove(c)}>
                {c.clazzName}
              </Button>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
