/** How the vocabulary screens write rates, times and states. */
import { fmtPct } from '@app/contract';

/** A fraction 0-1 as a percentage with one decimal (the product's report rule); '-' when there is nothing to divide (null). */
export function percent(rate: number | null | undefined): string {
  return fmtPct(rate, 1);
}

/** A rate as a 0-100 number for charts (one decimal), null stays null. */
export function percentValue(rate: number | null | undefined): number | null {
  return rate == null || !Number.isFinite(rate) ? null : Math.round(rate * 1000) / 10;
}

/** Times as every screen writes them (the school's time zone). */
export { schoolTime } from '../../../lib/school-time';
export { timeRange } from '../../../lib/task-time';

/** Tag colours of a put's state: 0 未开始, 1 进行中, 2 已结束. */
export const PUT_STATE_COLORS: Record<number, string> = { 0: 'blue', 1: 'green', 2: 'default' };
