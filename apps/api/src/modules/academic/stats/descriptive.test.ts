import { describe, expect, it } from 'vitest';
import { bandIndex, belowLine, competitionRanks, cronbachAlpha, describeScores, meanAndVariance, medianOfSorted, reachesLine, scoreBands, settleVariance, tierOf } from './descriptive.js';
import { DEFAULT_STATS_SETTINGS, type TStatsSettings } from './types.js';

const S: TStatsSettings = DEFAULT_STATS_SETTINGS;

describe('competition ranks', () => {
  it('ties share the better rank and the next rank skips (1, 1, 3)', () => {
    expect(Array.from(competitionRanks([90, 95, 95, 80]))).toEqual([3, 1, 1, 4]);
    expect(Array.from(competitionRanks([5, 5, 3]))).toEqual([1, 1, 3]);
  });
  it('all equal: everyone is first', () => {
    expect(Array.from(competitionRanks([7, 7, 7]))).toEqual([1, 1, 1]);
  });
  it('with a tolerance, values apart only by representation error tie', () => {
    expect(Array.from(competitionRanks([0.1 + 0.2, 0.3, 0.2]))).toEqual([1, 2, 3]);
    expect(Array.from(competitionRanks([0.1 + 0.2, 0.3, 0.2], 1e-9))).toEqual([1, 1, 3]);
  });
  it('empty', () => {
    expect(competitionRanks([]).length).toBe(0);
  });
});

describe('median', () => {
  it('odd n: the middle value', () => {
    expect(medianOfSorted([1, 3, 9])).toBe(3);
  });
  it('even n: the mean of the two middle values', () => {
    expect(medianOfSorted([1, 3, 8, 9])).toBe(5.5);
  });
  it('one value and none', () => {
    expect(medianOfSorted([4])).toBe(4);
    expect(medianOfSorted([])).toBeNull();
  });
});

describe('population variance', () => {
  it('divides by n', () => {
    // 2, 4, 4, 4, 5, 5, 7, 9: mean 5, squared deviations 9+1+1+1+0+0+4+16 = 32, 32 / 8 = 4.
    const mv = meanAndVariance([2, 4, 4, 4, 5, 5, 7, 9], 10);
    expect(mv?.mean).toBe(5);
    expect(mv?.variance).toBe(4);
  });
  it('identical decimal values give exactly 0, not a rounding residue', () => {
    expect(meanAndVariance(new Array<number>(7).fill(0.1), 1)?.variance).toBe(0);
    expect(settleVariance(1e-30, 100)).toBe(0);
    expect(settleVariance(1e-9, 100)).toBe(1e-9);
  });
  it('no values', () => {
    expect(meanAndVariance([], 10)).toBeNull();
  });
});

describe('lines', () => {
  it('exactly 60% is a pass; a half point below is not', () => {
    expect(reachesLine(60, 0.6, 100)).toBe(true);
    expect(reachesLine(59.5, 0.6, 100)).toBe(false);
  });
  it('exactly 40% is not low; a half point below is', () => {
    expect(belowLine(40, 0.4, 100)).toBe(false);
    expect(belowLine(39.5, 0.4, 100)).toBe(true);
  });
  it('a line whose rate × full is inexact in binary still includes the exact score', () => {
    // 0.7 × 90 = 62.99999999999999 and 0.4 × 3 = 1.2000000000000002 in floating point.
    expect(reachesLine(63, 0.7, 90)).toBe(true);
    expect(reachesLine(62.5, 0.7, 90)).toBe(false);
    expect(reachesLine(1.2, 0.4, 3)).toBe(true);
    expect(belowLine(1.2, 0.4, 3)).toBe(false);
  });
});

describe('score bands', () => {
  it('full 150, width 10: 15 bands, the last [140, 150] closed', () => {
    const bands = scoreBands(150, 10);
    expect(bands).toHaveLength(15);
    expect(bands[0]).toEqual({ from: 0, to: 10, toInclusive: false, count: 0 });
    expect(bands[14]).toEqual({ from: 140, to: 150, toInclusive: true, count: 0 });
  });
  it('full not a multiple of the width: the last band is [k·w, full]', () => {
    const bands = scoreBands(95, 10);
    expect(bands).toHaveLength(10);
    expect(bands[9]).toEqual({ from: 90, to: 95, toInclusive: true, count: 0 });
  });
  it('a width wider than the paper gives one band [0, full]', () => {
    expect(scoreBands(20, 50)).toEqual([{ from: 0, to: 20, toInclusive: true, count: 0 }]);
  });
  it('a score on a boundary belongs to the band starting there; the full score to the last band', () => {
    expect(bandIndex(10, 10, 15, 150)).toBe(1);
    expect(bandIndex(9.5, 10, 15, 150)).toBe(0);
    expect(bandIndex(140, 10, 15, 150)).toBe(14);
    expect(bandIndex(150, 10, 15, 150)).toBe(14);
    expect(bandIndex(0, 10, 15, 150)).toBe(0);
  });
  it('fractional widths keep exact boundaries (0.3 / 0.1 = 2.9999999999999996)', () => {
    expect(scoreBands(1.5, 0.1)).toHaveLength(15);
    expect(bandIndex(0.3, 0.1, 15, 1.5)).toBe(3);
    expect(bandIndex(1.5, 0.1, 15, 1.5)).toBe(14);
  });
  it('refuses a non-positive width', () => {
    expect(() => scoreBands(100, 0)).toThrow(RangeError);
    expect(() => scoreBands(100, -5)).toThrow(RangeError);
  });
});

describe('describeScores', () => {
  it('a group on a 100 paper, every value checked by hand', () => {
    // Scores 100, 85, 70, 60, 59.5, 40, 39.5, 0 (n = 8, one more absent).
    // Sum 454, mean 56.75. Sorted 0, 39.5, 40, 59.5, 60, 70, 85, 100: median (59.5 + 60) / 2 = 59.75.
    // Squared deviations: 43.25² 28.25² 13.25² 3.25² 2.75² 16.75² 17.25² 56.75²
    //   = 1870.5625 + 798.0625 + 175.5625 + 10.5625 + 7.5625 + 280.5625 + 297.5625 + 3220.5625 = 6661
    //   variance 6661 / 8 = 832.625, sd 28.8552.
    // Pass (>= 60): 100 85 70 60 = 4; good (>= 70): 3; excellent (>= 85): 2; low (< 40): 39.5, 0 = 2.
    // Bands of 10: [0,10) 0; [30,40) 39.5; [40,50) 40; [50,60) 59.5; [60,70) 60; [70,80) 70; [80,90) 85; [90,100] 100.
    const g = describeScores([70, 100, 0, 85, 60, 59.5, 40, 39.5], 1, 100, S);
    expect(g.participants).toBe(8);
    expect(g.absent).toBe(1);
    expect(g.average).toBeCloseTo(56.75, 10);
    expect(g.median).toBeCloseTo(59.75, 10);
    expect(g.max).toBe(100);
    expect(g.min).toBe(0);
    expect(g.stdDev).toBeCloseTo(Math.sqrt(832.625), 10);
    expect(g.stdDev).toBeCloseTo(28.8552, 4);
    expect(g.pass).toEqual({ count: 4, rate: 0.5 });
    expect(g.good).toEqual({ count: 3, rate: 3 / 8 });
    expect(g.excellent).toEqual({ count: 2, rate: 0.25 });
    expect(g.low).toEqual({ count: 2, rate: 0.25 });
    expect(g.bands.map((b) => b.count)).toEqual([1, 0, 0, 1, 1, 1, 1, 1, 1, 1]);
    expect(g.bands[9]).toEqual({ from: 90, to: 100, toInclusive: true, count: 1 });
  });
  it('odd n median', () => {
    expect(describeScores([3, 1, 2], 0, 10, S).median).toBe(2);
  });
  it('zero participants: aggregates null, counts 0, rates null, bands empty but listed', () => {
    const g = describeScores([], 3, 100, S);
    expect(g).toMatchObject({ participants: 0, absent: 3, average: null, max: null, min: null, median: null, stdDev: null });
    expect(g.pass).toEqual({ count: 0, rate: null });
    expect(g.low).toEqual({ count: 0, rate: null });
    expect(g.bands).toHaveLength(10);
    expect(g.bands.map((b) => b.count)).toEqual(Array(10).fill(0));
  });
  it('one participant: sd 0 and the median is the score', () => {
    const g = describeScores([73], 0, 100, S);
    expect(g).toMatchObject({ average: 73, median: 73, max: 73, min: 73, stdDev: 0 });
  });
  it('uses the configured lines and band width', () => {
    // Full 150: pass 0.5 → 75, low 0.2 → 30; bands of 50: [0,50) [50,100) [100,150].
    const g = describeScores([75, 74.5, 30, 29.5, 150], 0, 150, { ...S, passRate: 0.5, lowRate: 0.2, bandWidth: 50 });
    expect(g.pass.count).toBe(2);
    expect(g.low.count).toBe(1);
    expect(g.bands.map((b) => [b.from, b.to, b.count])).toEqual([
      [0, 50, 2],
      [50, 100, 2],
      [100, 150, 1],
    ]);
  });
});

describe('tiers', () => {
  it('percentile (rank − 1) / n against the default cut-offs 10% / 30% / 80%', () => {
    // n = 10: rank 1 → 0 top; rank 2 → 0.1 is not < 0.1 → excellent; rank 3 → 0.2 excellent;
    // rank 4 → 0.3 middle; rank 8 → 0.7 middle; rank 9 → 0.8 struggling.
    const c = S.tierCutoffs;
    expect([1, 2, 3, 4, 8, 9, 10].map((r) => tierOf(r, 10, c))).toEqual(['top', 'excellent', 'excellent', 'middle', 'middle', 'struggling', 'struggling']);
  });
  it('boundaries stay exact for other sizes: rank 4 of 30 is 3/30 = 0.1, not top', () => {
    expect(tierOf(3, 30, S.tierCutoffs)).toBe('top');
    expect(tierOf(4, 30, S.tierCutoffs)).toBe('excellent');
    expect(tierOf(10, 30, S.tierCutoffs)).toBe('middle');
  });
  it('custom cut-offs', () => {
    expect(tierOf(2, 10, { top: 0.2, excellent: 0.5, middle: 0.9 })).toBe('top');
  });
});

describe("Cronbach's alpha", () => {
  it('two items, three students, by hand', () => {
    // Items (1,0,1) and (1,0,0): variances 2/9 and 2/9; totals (2,0,1): variance 2/3.
    // alpha = 2/1 · (1 − (4/9) / (2/3)) = 2 · 1/3 = 2/3.
    expect(cronbachAlpha([2 / 9, 2 / 9], 2 / 3)).toBeCloseTo(2 / 3, 12);
  });
  it('null with fewer than two items or no variance in the totals', () => {
    expect(cronbachAlpha([1], 1)).toBeNull();
    expect(cronbachAlpha([0, 0], 0)).toBeNull();
    expect(cronbachAlpha([0, 0], null)).toBeNull();
  });
});
