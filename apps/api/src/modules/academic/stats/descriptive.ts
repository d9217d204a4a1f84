/**
 * Descriptive statistics of one group of scores (a class or the grade): the building blocks the
 * exam report and the all-subject total share. Definitions are in docs/statistics.md.
 */
import type { TCountRate, TGroupStats, TScoreBand, TStatsSettings, TTier, TTierCutoffs } from './types.js';

/**
 * Rates such as 0.7 have no exact binary form (0.7 × 90 = 62.99999999999999, 0.4 × 3 =
 * 1.2000000000000002), so a score exactly on a line could land on the wrong side of it. Scores are
 * entered in steps of 0.5 or at worst 0.01, far coarser than this tolerance, so it only absorbs
 * representation error and never moves a real score across a line.
 */
export function edgeTolerance(fullScore: number): number {
  return 1e-9 * Math.max(1, Math.abs(fullScore));
}

/** Inclusive line: score >= rate × full (pass, good, excellent). */
export function reachesLine(score: number, rate: number, fullScore: number): boolean {
  return score >= rate * fullScore - edgeTolerance(fullScore);
}

/** Strict line: score < rate × full (low); a score exactly on the line is not below it. */
export function belowLine(score: number, rate: number, fullScore: number): boolean {
  return score < rate * fullScore - edgeTolerance(fullScore);
}

/**
 * Two-pass variance is exact for identical values stored exactly (all scores in halves are), but
 * decimal scores such as 0.1 leave a residue around 1e-34 that would turn "no spread" into a huge
 * Z or a meaningless correlation. Anything below 1e-20 × scale² is that residue, not real spread:
 * the smallest real variance (two students 0.01 apart among 50,000) is around 1e-9.
 */
export function settleVariance(variance: number, scale: number): number {
  const s = Math.max(1, Math.abs(scale));
  return variance <= 1e-20 * s * s ? 0 : variance;
}

/** Population mean and variance (divide by n); null for an empty list. */
export function meanAndVariance(values: ArrayLike<number>, scale: number): { mean: number; variance: number } | null {
  const n = values.length;
  if (n === 0) return null;
  let sum = 0;
  for (let i = 0; i < n; i++) sum += values[i] as number;
  const mean = sum / n;
  // Two passes rather than Σx²/n − mean², which cancels catastrophically when the spread is small.
  let ss = 0;
  for (let i = 0; i < n; i++) {
    const d = (values[i] as number) - mean;
    ss += d * d;
  }
  return { mean, variance: settleVariance(ss / n, scale) };
}

/** Median of values sorted ascending: the middle one, or the mean of the two middle ones. */
export function medianOfSorted(sorted: ArrayLike<number>): number | null {
  const n = sorted.length;
  if (n === 0) return null;
  const mid = n >> 1;
  return n % 2 === 1 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/**
 * Competition ranks (1, 1, 3), higher value = better rank. Values within `tolerance` of the
 * previous one in sorted order tie with it: pass edgeTolerance(full) so that sums differing only by
 * representation error (0.1 + 0.2 against 0.3) tie, as the scores they stand for do.
 */
export function competitionRanks(values: ArrayLike<number>, tolerance = 0): Int32Array {
  const n = values.length;
  const order = new Int32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  order.sort((a, b) => (values[b] as number) - (values[a] as number) || a - b);
  const ranks = new Int32Array(n);
  let prev = Number.NaN;
  let prevRank = 0;
  for (let pos = 0; pos < n; pos++) {
    const i = order[pos] as number;
    const v = values[i] as number;
    const rank = Math.abs(v - prev) <= tolerance ? prevRank : pos + 1;
    ranks[i] = rank;
    prev = v;
    prevRank = rank;
  }
  return ranks;
}

/** Above this the settings are surely a mistake (a width of 0.001 on a 750 paper), not a request. */
const MAX_BANDS = 10_000;

/** The empty bands of a paper: [0,w), [w,2w), …, the last one closed at the full score. */
export function scoreBands(fullScore: number, width: number): TScoreBand[] {
  if (!(width > 0) || !Number.isFinite(width)) throw new RangeError(`分数段宽度必须是正数：${width}`);
  const count = bandCount(fullScore, width);
  if (count > MAX_BANDS) throw new RangeError(`分数段过多（${count}）：满分${fullScore}，宽度${width}`);
  const bands: TScoreBand[] = [];
  for (let i = 0; i < count; i++) {
    const last = i === count - 1;
    bands.push({ from: i * width, to: last ? fullScore : (i + 1) * width, toInclusive: last, count: 0 });
  }
  return bands;
}

function bandCount(fullScore: number, width: number): number {
  // The tolerance keeps 1.5 / 0.1 = 15.000000000000002 at 15 bands instead of a sliver 16th.
  return Math.max(1, Math.ceil(fullScore / width - 1e-9));
}

/** Which band a score falls in; scores exactly on a boundary belong to the band that starts there. */
export function bandIndex(score: number, width: number, count: number, fullScore: number): number {
  const i = Math.floor((score + edgeTolerance(fullScore)) / width);
  return i < 0 ? 0 : i >= count ? count - 1 : i;
}

function countRate(count: number, participants: number): TCountRate {
  return { count, rate: participants === 0 ? null : count / participants };
}

/** Everything TGroupStats holds for one group's scores (any order; absent students already left out). */
export function describeScores(values: ArrayLike<number>, absent: number, fullScore: number, settings: TStatsSettings): TGroupStats {
  const n = values.length;
  const sorted = Float64Array.from(values).sort();
  const bands = scoreBands(fullScore, settings.bandWidth);
  let pass = 0;
  let good = 0;
  let excellent = 0;
  let low = 0;
  for (let i = 0; i < n; i++) {
    const s = sorted[i] as number;
    if (reachesLine(s, settings.passRate, fullScore)) pass++;
    if (reachesLine(s, settings.goodRate, fullScore)) good++;
    if (reachesLine(s, settings.excellentRate, fullScore)) excellent++;
    if (belowLine(s, settings.lowRate, fullScore)) low++;
    (bands[bandIndex(s, settings.bandWidth, bands.length, fullScore)] as TScoreBand).count++;
  }
  const mv = meanAndVariance(sorted, fullScore);
  return {
    participants: n,
    absent,
    average: mv ? mv.mean : null,
    max: n === 0 ? null : (sorted[n - 1] as number),
    min: n === 0 ? null : (sorted[0] as number),
    median: medianOfSorted(sorted),
    stdDev: mv ? Math.sqrt(mv.variance) : null,
    pass: countRate(pass, n),
    good: countRate(good, n),
    excellent: countRate(excellent, n),
    low: countRate(low, n),
    bands,
  };
}

/**
 * 分层 by grade-rank percentile (gradeRank − 1) / participants. The division (rather than comparing
 * rank − 1 with cutoff × n) keeps exact boundaries exact: 3 / 30 and the literal 0.1 are the same
 * double, whereas 0.3 × 30 is 8.999999999999998.
 */
export function tierOf(gradeRank: number, participants: number, cutoffs: TTierCutoffs): TTier {
  const p = (gradeRank - 1) / participants;
  if (p < cutoffs.top) return 'top';
  if (p < cutoffs.excellent) return 'excellent';
  if (p < cutoffs.middle) return 'middle';
  return 'struggling';
}

/**
 * Cronbach's alpha = k/(k−1) · (1 − Σ var_i / var_total), population variances. Null when there is
 * no second item to be consistent with, or no spread in the totals to explain.
 */
export function cronbachAlpha(itemVariances: ArrayLike<number>, totalVariance: number | null): number | null {
  const k = itemVariances.length;
  if (k < 2 || totalVariance === null || totalVariance <= 0) return null;
  let sum = 0;
  for (let j = 0; j < k; j++) sum += itemVariances[j] as number;
  return (k / (k - 1)) * (1 - sum / totalVariance);
}
