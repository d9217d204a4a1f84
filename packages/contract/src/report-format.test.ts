import { describe, expect, it } from 'vitest';
import { averageGap, averageGapText, fmtFixed, fmtNum, fmtPct, fmtPctDiff, fmtSigned, roundTo } from './report-format.js';

describe('display rounding', () => {
  it('rounds half away from zero on the decimal value, not the binary one', () => {
    // toFixed gives 1.00, 0.1 (from 0.05 by luck), 28.4 (0.285 × 100 = 28.499999999999996).
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(0.05, 1)).toBe(0.1);
    expect(roundTo(0.285 * 100, 1)).toBe(28.5);
    expect(roundTo(-2.5, 0)).toBe(-3);
    expect(roundTo(-0.004, 2)).toBe(0);
    expect(Object.is(roundTo(-0.004, 2), -0)).toBe(false);
    expect(roundTo(3.297872340425532, 2)).toBe(3.3);
  });
  it('formats scores, fixed decimals, percentages and signed differences', () => {
    expect([fmtNum(90), fmtNum(88.25), fmtNum(null)]).toEqual(['90', '88.3', '-']);
    expect([fmtFixed(72.345), fmtFixed(1.005), fmtFixed(Number.NaN)]).toEqual(['72.35', '1.01', '-']);
    expect([fmtPct(0.285), fmtPct(2 / 3), fmtPct(undefined)]).toEqual(['28.5%', '66.7%', '-']);
    expect([fmtSigned(1.25), fmtSigned(-3), fmtSigned(0)]).toEqual(['+1.3', '-3', '0']);
    expect([fmtPctDiff(0.5, 0.25), fmtPctDiff(0.25, 0.5), fmtPctDiff(null, 0.5)]).toEqual(['+25%', '-25%', '-']);
  });
  it('the gap between two averages is the gap between the averages as shown', () => {
    // 72.354 and 72.404 show as 72.35 and 72.40: 0.05 below (the raw difference is 0.05 as well).
    expect(averageGap(72.354, 72.404)).toBe(-0.05);
    // 72.3449 and 72.3351 both show as 72.34: level, not "0.01 above".
    expect(averageGap(72.3449, 72.3351)).toBe(0);
    expect(averageGapText(averageGap(72.354, 72.404))).toBe('低于年级 0.05 分');
    expect(averageGapText(averageGap(80, 70.5))).toBe('高于年级 9.50 分');
    expect(averageGapText(0)).toBe('与年级平均分持平');
    expect(averageGap(null, 70)).toBeNull();
  });
});
