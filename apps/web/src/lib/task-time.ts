/** The time range of work set for classes (a vocabulary put, a writing task), and how it is written. */
import dayjs, { type Dayjs } from 'dayjs';
import { schoolDateTime, schoolWallTime } from '@app/contract';
import { schoolTime } from './school-time';

/**
 * The pickers show and take times on the school's clock, whatever the browser's time zone: a
 * picker value is the school's wall-clock time held as a browser-local Dayjs. pickerTime turns a
 * stored instant into one, pickerInstant a picked value back into the instant (ISO) the API stores.
 */
export const pickerTime = (iso: string | Date): Dayjs => dayjs(schoolDateTime(new Date(iso)));
export const pickerInstant = (v: Dayjs): string => schoolWallTime(v.format('YYYY-MM-DD HH:mm')).toISOString();

/** A new task's default time: from now until 22:00 seven days later on the school's clock (a week's work that ends in the evening). */
export function defaultTaskRange(now: Date = new Date()): [Dayjs, Dayjs] {
  const start = pickerTime(now);
  return [start, start.add(7, 'day').hour(22).minute(0)];
}

/** Why a time range cannot be saved, or null when it can (the picker's own check is not relied on). */
export function rangeProblem(range: readonly [Dayjs | null, Dayjs | null] | null | undefined): string | null {
  if (!range?.[0]) return '请选择开始时间';
  if (!range[1]) return '请选择结束时间';
  if (!range[1].isAfter(range[0])) return '结束时间须晚于开始时间';
  return null;
}


/** A start and end on one line. */
export function timeRange(startAt: string, endAt: string): string {
  return `${schoolTime(startAt)} ~ ${schoolTime(endAt)}`;
}
