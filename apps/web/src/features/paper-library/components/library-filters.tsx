import { Input, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { SENIOR_GRADE_NAMES, TEST_TYPES, TEXTBOOK_VERSIONS } from '@app/contract';
import { provincesQuery } from '../api/provinces';
import type { TLibraryFilters } from '../lib/library-search';
import { FilterRow } from './filter-row';

const FIRST_YEAR = 2019;

/** Years offered: this year back to 2019, newest first. */
function yearOptions(): { value: number; label: string }[] {
  const now = new Date().getFullYear();
  return Array.from({ length: now - FIRST_YEAR + 1 }, (_, i) => ({ value: now - i, label: `${now - i}` }));
}

type Props = {
  filters: TLibraryFilters;
  onChange: (patch: Partial<TLibraryFilters>) => void;
  /** Textbook versions of the subject (spec section 9 ids). */
  textbookVersionIds?: readonly number[];
};

/** 年级, 年份, 类型, 省份 (1-31 or 不限), 教材版本 and the name search. */
export function LibraryFilters({ filters, onChange, textbookVersionIds }: Props) {
  const provinces = useQuery(provincesQuery());
  const versions = TEXTBOOK_VERSIONS.filter((v) => !textbookVersionIds || textbookVersionIds.includes(v.id));
  return (
    <div className="pl-filters">
      <FilterRow label="年级" value={filters.grade} options={[1, 2, 3].map((g) => ({ value: g, label: SENIOR_GRADE_NAMES[g] }))} onChange={(grade) => onChange({ grade })} />
      <FilterRow label="年份" value={filters.year} options={yearOptions()} onChange={(year) => onChange({ year })} />
      <FilterRow label="类型" value={filters.testType} options={TEST_TYPES.map((t) => ({ value: t.value, label: t.label }))} onChange={(testType) => onChange({ testType })} />
      <div className="pl-filter-row pl-filter-selects">
        <span className="pl-filter-label">省份：</span>
        <Select<number>
          aria-label="省份"
          className="pl-select"
          value={filters.provinceId ?? 0}
          onChange={(v) => onChange({ provinceId: v === 0 ? null : v })}
          options={[{ value: 0, label: '不限' }, ...(provinces.data ?? []).map((p) => ({ value: p.provinceId, label: p.provinceName }))]}
          showSearch={{ optionFilterProp: 'label' }}
          popupMatchSelectWidth={false}
        />
        <span className="pl-filter-label pl-filter-label-gap">教材版本：</span>
        <Select<number>
          aria-label="教材版本"
          className="pl-select"
          value={filters.textbookVersionId ?? 0}
          onChange={(v) => onChange({ textbookVersionId: v === 0 ? null : v })}
          options={[{ value: 0, label: '不限' }, ...versions.map((v) => ({ value: v.id, label: v.name }))]}
          popupMatchSelectWidth={false}
        />
        <Input.Search
          key={filters.keyword}
          className="pl-search"
          aria-label="搜索试卷"
          placeholder="输入试卷名称搜索"
          allowClear
          defaultValue={filters.keyword}
          enterButton="搜索"
          onSearch={(keyword) => onChange({ keyword: keyword.trim() })}
          maxLength={50}
        />
      </div>
    </div>
  );
}
