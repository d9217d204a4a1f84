import type { ReactNode } from 'react';
import { Card } from 'antd';

/** A small figure card: title, big value, a line of detail. */
export function StatCard({ title, value, sub, testId }: { title: string; value: ReactNode; sub?: ReactNode; testId?: string }) {
  return (
    <Card size="small" className="trends-stat">
      <div className="trends-stat-title">{title}</div>
      <div className="trends-stat-value" data-testid={testId}>
        {value}
      </div>
      {sub != null && <div className="trends-stat-sub">{sub}</div>}
    </Card>
  );
}
