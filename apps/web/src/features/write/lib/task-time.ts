import dayjs, { type Dayjs } from 'dayjs';

/** A new task's default time: from now until 22:00 seven days later (as a vocabulary put's). */
export function defaultTaskRange(now: Dayjs = dayjs()): [Dayjs, Dayjs] {
  return [now.second(0).millisecond(0), now.add(7, 'day').hour(22).minute(0).second(0).millisecond(0)];
}

/** Why a task's time range cannot be saved, or null when it can (the picker's own check is not relied on). */
export function rangeProblem(range: readonly [Dayjs | null, Dayjs | null] | null | undefined): string | null {
  if (!range?.[0]) return '请选择开始时间';
  if (!range[1]) return '请选择结束时间';
  if (!range[1].isAfter(range[0])) return '结束时间须晚于开始时间';
  return null;
}
