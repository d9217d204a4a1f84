import { describe, expect, it } from 'vitest';
import { fmtFixed, fmtNum, fmtPct, fmtPctDiff, fmtSigned } from './report-format';

describe('report figure formatting', () => {
  it('rounds only for display and shows a dash for missing figures', () => {
    expect(fmtNum(88.5)).toBe('88.5');
    expect(fmtNum(90)).toBe('90');
    expect(fmtNum(83.24468)).toBe('83.2');
    expect(fmtNum(null)).toBe('-');
    expect(fmtFixed(31.22207)).toBe('31.22');
    expect(fmtPct(0.425531)).toBe('42.6%');
    expect(fmtPct(null)).toBe('-');
    expect(fmtSigned(-1.5)).toBe('-1.5');
    expect(fmtSigned(2)).toBe('+2');
    expect(fmtSigned(0)).toBe('0');
    expect(fmtPctDiff(0.72, 0.6)).toBe('+12%');
  });
});
