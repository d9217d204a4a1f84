import type { ReactNode } from 'react';
import { Tag } from 'antd';

type Option<V> = { value: V; label: ReactNode };

type Props<V> = {
  label: string;
  value: V | null;
  options: readonly Option<V>[];
  onChange: (v: V | null) => void;
  /** The "no filter" chip; null hides it. */
  anyLabel?: string | null;
};

/** A filter line of chips: 不限 and one chip per value (one chosen at a time). */
export function FilterRow<V extends string | number>({ label, value, options, onChange, anyLabel = '不限' }: Props<V>) {
  return (
    <div className="pl-filter-row" role="group" aria-label={label}>
      <span className="pl-filter-label">{label}：</span>
      <div className="pl-filter-chips">
        {anyLabel != null && (
          <Tag.CheckableTag checked={value == null} onChange={() => onChange(null)}>
            {anyLabel}
          </Tag.CheckableTag>
        )}
        {options.map((o) => (
          <Tag.CheckableTag key={String(o.value)} checked={value === o.value} onChange={() => onChange(value === o.value ? null : o.value)}>
            {o.label}
          </Tag.CheckableTag>
        ))}
      </div>
    </div>
  );
}
