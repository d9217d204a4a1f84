import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { DASH, DOWN_COLOR, UP_COLOR } from '../../../lib/report-format';

/** 名次变化: green ↑ for places gained, red ↓ for places lost, '-' without a previous exam. */
export function RankChange({ value }: { value: number | null }) {
  if (value == null) return <span>{DASH}</span>;
  if (value === 0) return <span style={{ color: '#8a8f99' }}>0</span>;
  const up = value > 0;
  return (
    <span style={{ color: up ? UP_COLOR : DOWN_COLOR }} aria-label={up ? `进步${value}名` : `退步${-value}名`}>
      {up ? <ArrowUpOutlined /> : <ArrowDownOutlined />} {Math.abs(value)}
    </span>
  );
}
