import { ArrowDownOutlined, ArrowUpOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import { DASH, DOWN_COLOR, UP_COLOR } from '../../../lib/report-format';

/** How 名次变化 is worked out (docs/statistics.md, "Rank change"). */
export const RANK_CHANGE_NOTE = '只比较两次考试都参加的学生：两次考试都在这些学生中重新排名，再看名次前进或后退了多少。';

/** A column title with the rule behind 名次变化 in a tooltip. */
export function RankChangeTitle({ title }: { title: string }) {
  return (
    <Tooltip title={RANK_CHANGE_NOTE}>
      <span>
        {title} <QuestionCircleOutlined aria-label={`${title}说明`} style={{ color: '#8a8f99' }} />
      </span>
    </Tooltip>
  );
}

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
