import { describe, expect, it } from 'vitest';
import { DEFAULT_SCHOOL_TIME_ZONE, schoolDateTime, schoolDay, schoolTimeZone, schoolWallTime, setSchoolTimeZone } from './school-day.js';

describe('schoolDay', () => {
  it('is the Asia/Shanghai day of an instant, whatever the server time zone', () => {
    expect(schoolDay(new Date('2026-03-01T23:30:00Z'))).toBe('2026-03-02');
    expect(schoolDay(new Date('2026-03-01T15:59:59Z'))).toBe('2026-03-01');
    expect(schoolDay(new Date('2026-03-01T16:00:00Z'))).toBe('2026-03-02');
    expect(schoolDay(new Date('2026-12-31T16:00:00Z'))).toBe('2027-01-01');
    expect(schoolDay(new Date('2026-01-05T00:00:00+08:00'))).toBe('2026-01-05');
  });
});

describe('a deployment with another school time zone', () => {
  it('counts days in the configured zone and refuses an unknown one', () => {
    try {
      setSchoolTimeZone('Asia/Urumqi');
      expect(schoolTimeZone()).toBe('Asia/Urumqi');
      // 23:30 UTC is 05:30 the next day in Urumqi (UTC+6) and 07:30 in Beijing: the same next day;
      // 17:00 UTC is 23:00 in Urumqi (still that day) but 01:00 the next day in Beijing.
      expect(schoolDay(new Date('2026-03-01T17:00:00Z'))).toBe('2026-03-01');
      expect(() => setSchoolTimeZone('Mars/Olympus')).toThrow(/SCHOOL_TIME_ZONE must be an IANA time zone/);
      expect(schoolTimeZone()).toBe('Asia/Urumqi');
    } finally {
      setSchoolTimeZone(DEFAULT_SCHOOL_TIME_ZONE);
    }
    expect(schoolDay(new Date('2026-03-01T17:00:00Z'))).toBe('2026-03-02');
  });
});

describe('schoolDateTime', () => {
  it('gives the minute in the school time zone, 24-hour', () => {
    expect(schoolDateTime(new Date('2026-11-26T16:05:00Z'))).toBe('2026-11-27 00:05');
    expect(schoolDateTime(new Date('2026-11-27T05:30:59Z'))).toBe('2026-11-27 13:30');
  });
});

describe('schoolWallTime', () => {
  it('is the instant a wall-clock time means in the school’s zone, the inverse of schoolDateTime', () => {
    expect(schoolWallTime('2026-11-27 10:00').toISOString()).toBe('2026-11-27T02:00:00.000Z');
    expect(schoolWallTime('2027-01-01 00:30').toISOString()).toBe('2026-12-31T16:30:00.000Z');
    for (const iso of ['2026-03-01T23:30:00Z', '2026-07-15T04:05:00Z']) expect(schoolWallTime(schoolDateTime(new Date(iso))).toISOString()).toBe(new Date(iso).toISOString());
    expect(() => schoolWallTime('2026-11-27T10:00')).toThrow();
  });

  it('follows a zone whose offset changes (daylight saving)', () => {
    try {
      setSchoolTimeZone('America/New_York');
      expect(schoolWallTime('2026-07-01 08:00').toISOString()).toBe('2026-07-01T12:00:00.000Z');
      expect(schoolWallTime('2026-12-01 08:00').toISOString()).toBe('2026-12-01T13:00:00.000Z');
    } finally {
      setSchoolTimeZone(DEFAULT_SCHOOL_TIME_ZONE);
    }
  });
});
