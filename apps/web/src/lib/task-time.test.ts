import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { defaultTaskRange, rangeProblem } from './task-time';

describe('the time range of work set for classes', () => {
  it('defaults to now until 22:00 seven days later', () => {
    const [start, end] = defaultTaskRange(dayjs('2026-11-27T09:41:23'));
    expect(start.format('YYYY-MM-DD HH:mm:ss')).toBe('2026-11-27 09:41:00');
    expect(end.format('YYYY-MM-DD HH:mm:ss')).toBe('2026-12-04 22:00:00');
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
