import type { ReactNode } from 'react';
import { Card, Col, Row, Tooltip } from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { DOWN_COLOR, fmtPct, UP_COLOR } from '../../../lib/report-format';

export type Figure = {
  key: string;
  title: string;
  value: ReactNode;
  sub?: ReactNode;
  /** The figure's definition, on hover. */
  tip?: string;
  /** Better (true) or worse (false) than what it is compared with; null when neither or neutral. */
  better?: boolean | null;
};

/** A row of figure cards (the single-school report's card style). */
export function FigureCards({ items }: { items: Figure[] }) {
  return (
    <Row gutter={[12, 12]} className="summary-cards">
      {items.map((it) => (
        <Col key={it.key} xs={12} md={8} lg={6} xxl={4}>
          <Card size="small" className="summary-card" role="group" aria-label={it.title}>
            <div className="summary-card-head">
              <span className="summary-card-title">{it.title}</span>
              {it.tip && (
                <Tooltip title={it.tip}>
                  <QuestionCircleOutlined className="direction-hint" aria-label={`${it.title}的含义`} />
                </Tooltip>
              )}
            </div>
            <div className="summary-card-value" style={it.better == null ? undefined : { color: it.better ? UP_COLOR : DOWN_COLOR }}>
              {it.value}
            </div>
            {it.sub != null && <div className="summary-card-sub">{it.sub}</div>}
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/** Whether a figure is better than the one it is compared with, given which direction is better. */
export function betterThan(value: number | null | undefined, other: number | null | undefined, higherIsBetter = true): boolean | null {
  if (value == null || other == null || value === other) return null;
  return higherIsBetter ? value > other : value < other;
}

/** 超均率 (or any signed rate): green above zero, red below. */
export function SignedRate({ rate }: { rate: number | null | undefined }) {
  return <span style={{ color: rate == null || rate === 0 ? undefined : rate > 0 ? UP_COLOR : DOWN_COLOR }}>{fmtPct(rate)}</span>;
}
