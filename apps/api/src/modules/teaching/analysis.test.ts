import { describe, expect, it } from 'vitest';
import { bucketIndex, classMeanZ, classQuality, cycleBuckets, weakestPoints, weightedRate } from './analysis.js';

describe('cycleBuckets', () => {
  it('cuts a period into Monday-to-Sunday weeks, the first and last cut to the period', () => {
    // 2026-11-04 is a Wednesday; 2026-11-09 and 2026-11-16 are Mondays.
    expect(cycleBuckets('2026-11-04', '2026-11-17', 'week')).toEqual([
      { key: '2026-11-02', label: '11-04~11-08', start: '2026-11-04', end: '2026-11-08' },
      { key: '2026-11-09', label: '11-09~11-15', start: '2026-11-09', end: '2026-11-15' },
      { key: '2026-11-16', label: '11-16~11-17', start: '2026-11-16', end: '2026-11-17' },
    ]);
  });

  it('cuts a period into calendar months across a year end', () => {
    expect(cycleBuckets('2026-11-20', '2027-01-20', 'month')).toEqual([
      { key: '2026-11', label: '2026年11月', start: '2026-11-20', end: '2026-11-30' },
      { key: '2026-12', label: '2026年12月', start: '2026-12-01', end: '2026-12-31' },
      { key: '2027-01', label: '2027年1月', start: '2027-01-01', end: '2027-01-20' },
    ]);
  });

  it('takes February of a leap year whole', () => {
    expect(cycleBuckets('2028-02-01', '2028-03-01', 'month').map((b) => [b.start, b.end])).toEqual([
      ['2028-02-01', '2028-02-29'],
      ['2028-03-01', '2028-03-01'],
    ]);
  });

  it('makes one bucket of the whole period for a semester, and none for an empty period', () => {
    expect(cycleBuckets('2026-09-01', '2027-01-20', 'semester', '2026-2027学年第一学期')).toEqual([{ key: 'semester', label: '2026-2027学年第一学期', start: '2026-09-01', end: '2027-01-20' }]);
    expect(cycleBuckets('2026-09-02', '2026-09-01', 'month')).toEqual([]);
  });

  it('finds the bucket of a day, or -1 outside the period', () => {
    const b = cycleBuckets('2026-09-01', '2026-12-31', 'month');
    expect(bucketIndex(b, '2026-09-01')).toBe(0);
    expect(bucketIndex(b, '2026-10-31')).toBe(1);
    expect(bucketIndex(b, '2026-12-31')).toBe(3);
    expect(bucketIndex(b, '2027-01-01')).toBe(-1);
    expect(bucketIndex(b, '2026-08-31')).toBe(-1);
  });
});

describe('weightedRate', () => {
  it('weights each rate by its participants and skips missing rates', () => {
    expect(weightedRate([{ weight: 30, rate: 0.5 }, { weight: 10, rate: 0.9 }, { weight: 20, rate: null }])).toBeCloseTo((30 * 0.5 + 10 * 0.9) / 40, 12);
    expect(weightedRate([{ weight: 0, rate: 0.5 }])).toBeNull();
    expect(weightedRate([])).toBeNull();
  });
});

describe('classMeanZ', () => {
  it('is (class mean − grade mean) / grade SD, the mean of the students’ z-scores', () => {
    // Grade 60, 70, 80, 90 (mean 75, population SD √125); class of 80 and 90: z = (±1.342…) → mean 0.894…
    const sd = Math.sqrt(125);
    const zs = [80, 90].map((x) => (x - 75) / sd);
    expect(classMeanZ(85, 75, sd)).toBeCloseTo((zs[0]! + zs[1]!) / 2, 12);
  });

  it('is null without a spread or without figures', () => {
    expect(classMeanZ(70, 70, 0)).toBeNull();
    expect(classMeanZ(null, 70, 5)).toBeNull();
    expect(classMeanZ(70, null, 5)).toBeNull();
    expect(classMeanZ(70, 70, null)).toBeNull();
  });
});

describe('classQuality', () => {
  it('takes value added as last minus first mean z, and the rate changes likewise', () => {
    const q = classQuality([
      { z: -0.1, passRate: 0.6, excellentRate: 0.1 },
      { z: 0.05, passRate: 0.7, excellentRate: 0.2 },
      { z: 0.3, passRate: 0.8, excellentRate: 0.15 },
    ]);
    expect(q.valueAdded).toBeCloseTo(0.4, 12);
    expect(q.passChange).toBeCloseTo(0.2, 12);
    expect(q.excellentChange).toBeCloseTo(0.05, 12);
    expect(q).toMatchObject({ examCount: 3, firstZ: -0.1, lastZ: 0.3, lastPassRate: 0.8, lastExcellentRate: 0.15, flagged: false, reasons: [] });
  });

  it('flags a class whose value added is −0.2 or less', () => {
    const q = classQuality([
      { z: 0.1, passRate: 0.7, excellentRate: 0.2 },
      { z: -0.1, passRate: 0.7, excellentRate: 0.2 },
    ]);
    expect(q.valueAdded).toBeCloseTo(-0.2, 12);
    expect(q.flagged).toBe(true);
    expect(q.reasons).toEqual(['增值-0.20（不高于-0.2）']);
    expect(classQuality([{ z: 0.1, passRate: 0.7, excellentRate: 0.2 }, { z: -0.09, passRate: 0.7, excellentRate: 0.2 }]).flagged).toBe(false);
  });

  it('flags a pass or excellent rate that fell at each of the last two exams', () => {
    const q = classQuality([
      { z: 0, passRate: 0.9, excellentRate: 0.3 },
      { z: 0, passRate: 0.8, excellentRate: 0.3 },
      { z: 0, passRate: 0.7, excellentRate: 0.4 },
    ]);
    expect(q.reasons).toEqual(['及格率连续两次下降（90.0%→80.0%→70.0%）']);
    // Falling, then level, is not two falls in a row.
    expect(classQuality([{ z: 0, passRate: 0.9, excellentRate: 0.3 }, { z: 0, passRate: 0.8, excellentRate: 0.3 }, { z: 0, passRate: 0.8, excellentRate: 0.3 }]).flagged).toBe(false);
  });

  it('has no value added below two exams', () => {
    expect(classQuality([{ z: 0.5, passRate: 0.5, excellentRate: 0 }])).toMatchObject({ examCount: 1, valueAdded: null, passChange: null, excellentChange: null, lastPassRate: 0.5, flagged: false });
    expect(classQuality([])).toMatchObject({ examCount: 0, valueAdded: null, firstZ: null, lastZ: null, lastPassRate: null, flagged: false });
  });
});

describe('weakestPoints', () => {
  it('pools a point over exams by the marks at stake and lists the lowest first, per grade and subject', () => {
    const w = weakestPoints(
      [
        // Point 1 in two exams: 0.5 of 10 × 40 and 0.8 of 5 × 40 → (200 + 160) / 600 = 0.6.
        { key: 'g1:s3', kpId: 1, mastery: 0.5, fullScore: 10, participants: 40 },
        { key: 'g1:s3', kpId: 1, mastery: 0.8, fullScore: 5, participants: 40 },
        { key: 'g1:s3', kpId: 2, mastery: 0.4, fullScore: 6, participants: 40 },
        { key: 'g1:s3', kpId: 3, mastery: 0.9, fullScore: 6, participants: 40 },
        { key: 'g1:s8', kpId: 9, mastery: 0.55, fullScore: 6, participants: 40 },
        { key: 'g1:s3', kpId: 4, mastery: null, fullScore: 6, participants: 40 },
      ],
      2,
    );
    expect(w.map((x) => [x.key, x.kpId, x.examCount])).toEqual([
      ['g1:s3', 2, 1],
      ['g1:s8', 9, 1],
      ['g1:s3', 1, 2],
    ]);
    expect(w[2]!.scoreRate).toBeCloseTo(0.6, 12);
  });
});
