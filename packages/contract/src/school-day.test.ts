import { describe, expect, it } from 'vitest';
import { schoolDay } from './school-day.js';

describe('schoolDay', () => {
  it('is the Asia/Shanghai day of an instant, whatever the server time zone', () => {
    expect(schoolDay(new Date('2026-03-01T23:30:00Z'))).toBe('2026-03-02');
    expect(schoolDay(new Date('2026-03-01T15:59:59Z'))).toBe('2026-03-01');
    expect(schoolDay(new Date('2026-03-01T16:00:00Z'))).toBe('2026-03-02');
    expect(schoolDay(new Date('2026-12-31T16:00:00Z'))).toBe('2027-01-01');
    expect(schoolDay(new Date('2026-01-05T00:00:00+08:00'))).toBe('2026-01-05');
  });
});
