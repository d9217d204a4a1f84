/** How the writing screens write kinds, states, times, scores and averages. */
import { fmtFixed, fmtNum } from '@app/contract';

/** Times as every screen writes them (the school's time zone). */
export { schoolTime } from '../../../lib/school-time';
export { timeRange } from '../../../lib/task-time';

/** Tag colours of a task's state: 0 未开始, 1 进行中, 2 已结束 (as a vocabulary put's). */
export const TASK_STATE_COLORS: Record<number, string> = { 0: 'blue', 1: 'green', 2: 'default' };

/** Tag colours of the kinds: 1 应用文写作, 2 读后续写, 3 概要写作, 4 自主命题. */
export const KIND_COLORS: Record<number, string> = { 1: 'blue', 2: 'purple', 3: 'cyan', 4: 'gold' };

/** Tag colours of a student's essay: 1 未提交, 2 待批改, 3 已批改. */
export const STATUS_COLORS: Record<number, string> = { 1: 'default', 2: 'orange', 3: 'green' };

/** The rubric's five bands, lowest first (第五档 is the top band, as on the gaokao's rubric). */
export const BAND_NAMES = ['第一档', '第二档', '第三档', '第四档', '第五档'] as const;

/** A score as it is given: half points, no trailing zeros (12.5, 13); '-' for none. */
export function score(v: number | null | undefined): string {
  return fmtNum(v, 1);
}

/** An average score with two decimals (the product's rule for averages); '-' for none. */
export function avgScore(v: number | null | undefined): string {
  return fmtFixed(v, 2);
}

/** An average word count with one decimal; '-' for none. */
export function avgWords(v: number | null | undefined): string {
  return fmtFixed(v, 1);
}
