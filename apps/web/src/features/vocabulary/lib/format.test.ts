import { describe, expect, it } from 'vitest';
import { percent, schoolTime } from './format';

describe('vocabulary formats', () => {
  it('writes rates as percentages with one decimal and null as -', () => {
    expect(percent(0.8567)).toBe('85.7%');
    expect(percent(1)).toBe('100.0%');
    expect(percent(0)).toBe('0.0%');
    expect(percent(null)).toBe('-');
  });
  it('writes times in the school time zone', () => {
    expect(schoolTime('2026-11-27T14:00:00.000Z')).toBe('2026-11-27 22:00');
    expect(schoolTime('2026-11-27T16:30:00Z')).toBe('2026-11-28 00:30');
    expect(schoolTime(null)).toBe('-');
  });
});
