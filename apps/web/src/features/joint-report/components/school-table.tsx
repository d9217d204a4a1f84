import type { ReactNode } from 'react';
import { Table } from 'antd';
import type { TJointSchoolRef } from '@app/contract';
import { compareNullable } from '../../../lib/report-format';

/** Schools in rank order (unranked last), then by letter. */
export function byRank<T extends Pick<TJointSchoolRef, 'schoolKey'> & { rank: number | null }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => compareNullable(a.rank, b.rank) || a.schoolKey - b.schoolKey);
}

/** A table's 联考 (union) row under the schools: its label over the first `span` columns, then one cell per column in order. */
export function UnionRow({ cells, label = '联考', span = 1 }: { cells: ReactNode[]; label?: ReactNode; span?: number }) {
  return (
    <Table.Summary.Row className="row-grade">
      <Table.Summary.Cell index={0} colSpan={span}>
        {label}
      </Table.Summary.Cell>
      {cells.map((c, i) => (
        <Table.Summary.Cell key={i} index={i + span}>
          {c}
        </Table.Summary.Cell>
      ))}
    </Table.Summary.Row>
  );
}
