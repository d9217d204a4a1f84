import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { defaultTaskRange, pickerInstant, pickerTime, rangeProblem } from './task-time';

describe('the time range of work set for classes', () => {
  it('defaults to now until 22:00 seven days later, on the school’s clock', () => {
    // 01:41 UTC is 09:41 in Beijing, whatever time zone the browser (or this test) runs in.
    const [start, end] = defaultTaskRange(new Date('2026-11-27T01:41:23Z'));
    expect(start.format('YYYY-MM-DD HH:mm:ss')).toBe('2026-11-27 09:41:00');
    expect(end.format('YYYY-MM-DD HH:mm:ss')).toBe('2026-12-04 22:00:00');
    expect(pickerInstant(end)).toBe('2026-12-04T14:00:00.000Z');
  });
  it('shows a stored time as the school’s wall clock and stores a picked one as that instant', () => {
    expect(pickerTime('2026-11-27T02:00:00.000Z').format('YYYY-MM-DD HH:mm')).toBe('2026-11-27 10:00');
    expect(pickerInstant(dayjs('2026-11-27 10:00'))).toBe('2026-11-27T02:00:00.000Z');
    expect(pickerInstant(pickerTime('2026-05-31T16:30:00.000Z'))).toBe('2026-05-31T16:30:00.000Z');
  });
  it('refuses a missing time and an end not after the start', () => {
    const t = dayjs('2026-11-27T09:00:00');
    expect(rangeProblem(null)).toBe('请选择开始时间');
    expect(rangeProblem([t, null])).toBe('请选择结束时间');
    expect(rangeProblem([t, t])).toBe('结束时间须晚于开始时间');
    expect(rangeProblem([t, t.subtract(1, 'hour')])).toBe('结束时间须晚于开始时间');
    expect(rangeProblem([t, t.add(1, 'minute')])).toBeNull();
  });
});
