/** The time range of work set for classes (a vocabulary put, a writing task), and how it is written. */
import dayjs, { type Dayjs } from 'dayjs';
import { schoolDateTime } from '@app/contract';

/** A new task's default time: from now until 22:00 seven days later (a week's work that ends in the evening). */
export function defaultTaskRange(now: Dayjs = dayjs()): [Dayjs, Dayjs] {
  return [now.second(0).millisecond(0), now.add(7, 'day').hour(22).minute(0).second(0).millisecond(0)];
}

/** Why a time range cannot be saved, or null when it can (the picker's own check is not relied on). */
export function rangeProblem(range: readonly [Dayjs | null, Dayjs | null] | null | undefined): string | null {
  if (!range?.[0]) return '请选择开始时间';
  if (!range[1]) return '请选择结束时间';
  if (!range[1].isAfter(range[0])) return '结束时间须晚于开始时间';
  return null;
}

/** yyyy-MM-dd HH:mm of an instant in the school's time zone (the contract's rule, as the server writes it); '-' for none. */
export function schoolTime(iso: string | null | undefined): string {
  if (!iso) return '-';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '-' : schoolDateTime(d);
}

/** A start and end on one line. */
export function timeRange(startAt: string, endAt: string): string {
  return `${schoolTime(startAt)} ~ ${schoolTime(endAt)}`;
}
