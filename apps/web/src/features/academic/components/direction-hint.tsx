import { Tooltip } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, SwapOutlined } from '@ant-design/icons';

export type Direction = 'up' | 'down' | 'neutral';

const TEXT: Record<Direction, string> = { up: '越高越好', down: '越低越好', neutral: '无好坏之分' };

/** A small hint saying which direction of a figure is better, with its definition on hover. */
export function DirectionHint({ dir, tip, lowerLabel }: { dir: Direction; tip: string; lowerLabel?: string }) {
  const icon = dir === 'up' ? <ArrowUpOutlined /> : dir === 'down' ? <ArrowDownOutlined /> : <SwapOutlined />;
  return (
    <Tooltip title={tip}>
      <span className={`direction-hint direction-${dir}`}>
        {icon} {lowerLabel ?? TEXT[dir]}
      </span>
    </Tooltip>
  );
}
