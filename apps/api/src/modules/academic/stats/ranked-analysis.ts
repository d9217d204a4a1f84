/**
 * The part of the analysis a single exam and the all-subject total (总分) share: a matrix of
 * students × items (questions of a paper, or subjects of the total) becomes totals, ranks, Z/T
 * scores, tiers, class and grade statistics and per-item statistics.
 *
 * Layout for speed at 50,000 × 30: scores stay in one row-major Float64Array; students are handled
 * by index through Int32Arrays (class of each student, students sorted by total, each class's
 * students in that same order), and per-item accumulators are flat Float64Arrays indexed
 * group × item, where group 0..C−1 are the classes and group C is the grade. Nothing is allocated
 * per cell.
 */
import { competitionRanks, describeScores, edgeTolerance, meanAndVariance, settleVariance, tierOf } from './descriptive.js';
import type { TClassStats, TGroupStats, TQuestionStats, TRankedStudent, TStatsSettings } from './types.js';

export type TAnalysisInput = {
  studentIds: ArrayLike<number>;
  clazzIds: ArrayLike<number>;
  /** 1 = absent (excluded from every statistic). */
  absent: Uint8Array;
  itemFullScores: Float64Array;
  /** Row-major students × items. */
  scores: Float64Array;
  settings: TStatsSettings;
};

export type TItemGroupSums = {
  /** Participants per group (C classes then the grade). */
  groupSize: Int32Array;
  /** Σ score per group × item. */
  sum: Float64Array;
};

export type TAnalysis = {
  fullScore: number;
  participants: number;
  /** Distinct class ids ascending; class index c refers to classIds[c]. */
  classIds: number[];
  classOf: Int32Array;
  absent: Uint8Array;
  totals: Float64Array;
  /** Present students, best total first, ties in row order (student-id order, see canonical.ts). */
  order: Int32Array;
  /** Class c's present students (same order as `order`) are classOrder[classStart[c] .. classStart[c+1]). */
  classStart: Int32Array;
  classOrder: Int32Array;
  grade: TGroupStats;
  classes: TClassStats[];
  students: TRankedStudent[];
  /** Per item: grade stats and stats keyed by clazzId (optionDistribution left null). */
  items: { grade: TQuestionStats; classes: Record<number, TQuestionStats> }[];
  /** Population variance of each item over the grade's participants (for Cronbach's alpha). */
  itemGradeVariance: Float64Array;
  /** Population variance of the totals over the grade's participants; null without participants. */
  totalVariance: number | null;
  sums: TItemGroupSums;
};

/** Share of participants in each of the high and low groups of the discrimination index. */
export const DISCRIMINATION_GROUP_SHARE = 0.27;

export function analyse(input: TAnalysisInput): TAnalysis {
  const { studentIds, clazzIds, absent, itemFullScores, scores, settings } = input;
  const n = absent.length;
  const q = itemFullScores.length;
  let fullScore = 0;
  for (let j = 0; j < q; j++) fullScore += itemFullScores[j] as number;

  // Classes: index them so that per-class work is array indexing, not Map lookups per cell.
  const classIds = [...new Set(Array.from(clazzIds))].sort((a, b) => a - b);
  const classIndex = new Map(classIds.map((id, c) => [id, c]));
  const numClasses = classIds.length;
  const classOf = new Int32Array(n);
  const classAbsent = new Int32Array(numClasses);
  for (let i = 0; i < n; i++) {
    const c = classIndex.get(clazzIds[i] as number) as number;
    classOf[i] = c;
    if (absent[i]) classAbsent[c]!++;
  }

  // Totals and the present students sorted by total (best first). Ties keep row order (the callers
  // pass rows in student-id order), so the order is deterministic; the 27 % groups share tied places.
  const totals = new Float64Array(n);
  let participants = 0;
  for (let i = 0; i < n; i++) {
    if (absent[i]) continue;
    participants++;
    let t = 0;
    const base = i * q;
    for (let j = 0; j < q; j++) t += scores[base + j] as number;
    totals[i] = t;
  }
  const order = new Int32Array(participants);
  for (let i = 0, k = 0; i < n; i++) if (!absent[i]) order[k++] = i;
  order.sort((a, b) => (totals[b] as number) - (totals[a] as number) || a - b);

  // Each class's students as contiguous runs of one array, in grade order (counting sort by class).
  const classStart = new Int32Array(numClasses + 1);
  for (let k = 0; k < participants; k++) classStart[(classOf[order[k] as number] as number) + 1]!++;
  for (let c = 0; c < numClasses; c++) classStart[c + 1] = (classStart[c + 1] as number) + (classStart[c] as number);
  const classOrder = new Int32Array(participants);
  const fill = classStart.slice(0, numClasses);
  for (let k = 0; k < participants; k++) {
    const i = order[k] as number;
    const c = classOf[i] as number;
    classOrder[fill[c]!++] = i;
  }

  // Competition ranks in one walk of each sorted run.
  const tieTolerance = edgeTolerance(fullScore);
  const gradeRank = new Int32Array(n);
  rankRun(order, 0, participants, totals, tieTolerance, gradeRank);
  const classRank = new Int32Array(n);
  for (let c = 0; c < numClasses; c++) rankRun(classOrder, classStart[c] as number, classStart[c + 1] as number, totals, tieTolerance, classRank);

  // Group statistics of the totals.
  const gradeTotals = new Float64Array(participants);
  for (let k = 0; k < participants; k++) gradeTotals[k] = totals[order[k] as number] as number;
  const grade = describeScores(gradeTotals, n - participants, fullScore, settings);
  const classGroups: TGroupStats[] = classIds.map((_, c) => {
    const from = classStart[c] as number;
    const to = classStart[c + 1] as number;
    const values = new Float64Array(to - from);
    for (let k = from; k < to; k++) values[k - from] = totals[classOrder[k] as number] as number;
    return describeScores(values, classAbsent[c] as number, fullScore, settings);
  });
  const classes = rankClasses(classIds, classGroups, grade.average, tieTolerance);

  // Students.
  const mean = grade.average ?? 0;
  const sd = grade.stdDev ?? 0;
  // Plain literals with every field in one order: one hidden class for all 50,000 objects (object
  // spread here was measured 20× slower).
  const students: TRankedStudent[] = [];
  for (let i = 0; i < n; i++) {
    const present = !absent[i];
    const total = present ? (totals[i] as number) : null;
    const z = total === null ? null : sd > 0 ? (total - mean) / sd : 0;
    const rank = present ? (gradeRank[i] as number) : null;
    students.push({
      studentId: studentIds[i] as number,
      clazzId: clazzIds[i] as number,
      absent: !present,
      total,
      classRank: present ? (classRank[i] as number) : null,
      gradeRank: rank,
      z,
      t: z === null ? null : 50 + 10 * z,
      tier: rank === null ? null : tierOf(rank, participants, settings.tierCutoffs),
    });
  }

  const itemStats = analyseItems(input, { numClasses, classOf, totals, order, classStart, classOrder, fullScore, gradeRank, classRank });

  return {
    fullScore,
    participants,
    classIds,
    classOf,
    absent,
    totals,
    order,
    classStart,
    classOrder,
    grade,
    classes,
    students,
    items: itemStats.items.map((perGroup) => ({
      grade: perGroup[numClasses] as TQuestionStats,
      classes: Object.fromEntries(classIds.map((id, c) => [id, perGroup[c] as TQuestionStats])),
    })),
    itemGradeVariance: itemStats.gradeVariance,
    totalVariance: meanAndVariance(gradeTotals, fullScore)?.variance ?? null,
    sums: itemStats.sums,
  };
}

/**
 * Competition ranks of a run already sorted best first: a total equal to the previous one shares
 * its rank. "Equal" allows for representation error: 0.1 + 0.2 and 0.3 are different doubles but
 * the same score, and real scores (steps of 0.01 at the finest) are never that close otherwise.
 */
function rankRun(sorted: Int32Array, from: number, to: number, totals: Float64Array, tolerance: number, out: Int32Array): void {
  let prev = Number.NaN;
  let prevRank = 0;
  for (let k = from; k < to; k++) {
    const i = sorted[k] as number;
    const t = totals[i] as number;
    const rank = Math.abs(t - prev) <= tolerance ? prevRank : k - from + 1;
    out[i] = rank;
    prev = t;
    prevRank = rank;
  }
}

function rankClasses(classIds: number[], groups: TGroupStats[], gradeAverage: number | null, tolerance: number): TClassStats[] {
  // Only classes with participants are ranked; a class whose students were all absent has no average.
  const rankedIdx = groups.flatMap((g, c) => (g.average === null ? [] : [c]));
  const ranks = competitionRanks(
    rankedIdx.map((c) => (groups[c] as TGroupStats).average as number),
    tolerance,
  );
  const rankOf = new Map(rankedIdx.map((c, k) => [c, ranks[k] as number]));
  return groups.map((g, c) => ({
    clazzId: classIds[c] as number,
    ...g,
    rank: rankOf.get(c) ?? null,
    aboveAverageRate: g.average === null || gradeAverage === null || gradeAverage === 0 ? null : (g.average - gradeAverage) / gradeAverage,
  }));
}

type TItemContext = {
  numClasses: number;
  classOf: Int32Array;
  totals: Float64Array;
  order: Int32Array;
  classStart: Int32Array;
  classOrder: Int32Array;
  fullScore: number;
  /** Competition ranks in the grade and in the class: equal ranks are tied totals. */
  gradeRank: Int32Array;
  classRank: Int32Array;
};

/**
 * Adds the weighted item scores of one 27 % group to `out` (at `outBase`, one cell per item). The
 * run run[from..to) is sorted best first; the group is the positions before `cut` (`high`,
 * cut = from + g) or from `cut` on (the low group, cut = to − g). Students with the rank of the
 * student at the edge form a block [a, b); if the cut falls inside it, each of them weighs the
 * block's share of the group's places divided by its size, and everyone beyond the block weighs 1.
 */
function addCutGroup(run: Int32Array, from: number, to: number, cut: number, high: boolean, ranks: Int32Array, scores: Float64Array, q: number, out: Float64Array, outBase: number): void {
  // The position on the group's side of the cut next to it, and the block of students tied with it.
  const edge = high ? cut - 1 : cut;
  const rank = ranks[run[edge] as number] as number;
  let a = edge;
  while (a > from && ranks[run[a - 1] as number] === rank) a--;
  let b = edge + 1;
  while (b < to && ranks[run[b] as number] === rank) b++;
  const inGroup = high ? cut - a : b - cut;
  const w = inGroup / (b - a);
  const first = high ? from : a;
  const last = high ? b : to;
  for (let k = first; k < last; k++) {
    const weight = k >= a && k < b ? w : 1;
    const base = (run[k] as number) * q;
    for (let j = 0; j < q; j++) out[outBase + j]! += weight * (scores[base + j] as number);
  }
}

/**
 * Per item and group: average, P, standard deviation, 27% discrimination, item-rest correlation,
 * full-mark and zero counts. Two passes over the matrix: sums first, then deviations from the
 * means (stable where Σx² − n·mean² would cancel).
 */
function analyseItems(input: TAnalysisInput, ctx: TItemContext): { items: TQuestionStats[][]; gradeVariance: Float64Array; sums: TItemGroupSums } {
  const { absent, itemFullScores: fulls, scores } = input;
  const { numClasses, classOf, totals, order, classStart, classOrder, fullScore, gradeRank, classRank } = ctx;
  const n = absent.length;
  const q = fulls.length;
  const groups = numClasses + 1;
  const gradeG = numClasses;
  const cells = groups * q;

  const groupSize = new Int32Array(groups);
  const sumX = new Float64Array(cells);
  const sumR = new Float64Array(cells);
  const fullCount = new Int32Array(cells);
  const zeroCount = new Int32Array(cells);
  for (let i = 0; i < n; i++) {
    if (absent[i]) continue;
    const c = classOf[i] as number;
    groupSize[c]!++;
    groupSize[gradeG]!++;
    const t = totals[i] as number;
    const base = i * q;
    const cb = c * q;
    const gb = gradeG * q;
    for (let j = 0; j < q; j++) {
      const x = scores[base + j] as number;
      const r = t - x;
      sumX[cb + j]! += x;
      sumX[gb + j]! += x;
      sumR[cb + j]! += r;
      sumR[gb + j]! += r;
      if (x >= (fulls[j] as number)) {
        fullCount[cb + j]!++;
        fullCount[gb + j]!++;
      }
      if (x <= 0) {
        zeroCount[cb + j]!++;
        zeroCount[gb + j]!++;
      }
    }
  }

  const meanX = new Float64Array(cells);
  const meanR = new Float64Array(cells);
  for (let g = 0; g < groups; g++) {
    const size = groupSize[g] as number;
    if (size === 0) continue;
    for (let j = 0; j < q; j++) {
      meanX[g * q + j] = (sumX[g * q + j] as number) / size;
      meanR[g * q + j] = (sumR[g * q + j] as number) / size;
    }
  }

  const sxx = new Float64Array(cells);
  const srr = new Float64Array(cells);
  const sxr = new Float64Array(cells);
  for (let i = 0; i < n; i++) {
    if (absent[i]) continue;
    const t = totals[i] as number;
    const base = i * q;
    const cb = (classOf[i] as number) * q;
    const gb = gradeG * q;
    for (let j = 0; j < q; j++) {
      const x = scores[base + j] as number;
      const r = t - x;
      let dx = x - (meanX[cb + j] as number);
      let dr = r - (meanR[cb + j] as number);
      sxx[cb + j]! += dx * dx;
      srr[cb + j]! += dr * dr;
      sxr[cb + j]! += dx * dr;
      dx = x - (meanX[gb + j] as number);
      dr = r - (meanR[gb + j] as number);
      sxx[gb + j]! += dx * dx;
      srr[gb + j]! += dr * dr;
      sxr[gb + j]! += dx * dr;
    }
  }

  // 27% groups: the best and the worst g students of each group's run sorted by total. Students
  // tied at a group's edge share its remaining places pro rata (fractional weights), so the groups
  // never depend on the order of tied students.
  const highSum = new Float64Array(cells);
  const lowSum = new Float64Array(cells);
  const groupTake = new Int32Array(groups);
  for (let g = 0; g < groups; g++) {
    const run = g === gradeG ? order : classOrder;
    const ranks = g === gradeG ? gradeRank : classRank;
    const from = g === gradeG ? 0 : (classStart[g] as number);
    const to = g === gradeG ? order.length : (classStart[g + 1] as number);
    const size = to - from;
    if (size < 2) continue;
    const take = Math.max(1, Math.round(DISCRIMINATION_GROUP_SHARE * size));
    groupTake[g] = take;
    addCutGroup(run, from, to, from + take, true, ranks, scores, q, highSum, g * q);
    addCutGroup(run, from, to, to - take, false, ranks, scores, q, lowSum, g * q);
  }

  const gradeVariance = new Float64Array(q);
  const items: TQuestionStats[][] = [];
  for (let j = 0; j < q; j++) {
    const full = fulls[j] as number;
    const perGroup: TQuestionStats[] = [];
    for (let g = 0; g < groups; g++) {
      const k = g * q + j;
      const size = groupSize[g] as number;
      if (size === 0) {
        perGroup.push({ participants: 0, average: null, scoringRate: null, stdDev: null, discrimination: null, itemRestCorrelation: null, fullMarkCount: 0, zeroCount: 0, optionDistribution: null });
        continue;
      }
      const average = meanX[k] as number;
      const varX = settleVariance((sxx[k] as number) / size, full);
      const varR = settleVariance((srr[k] as number) / size, fullScore);
      if (g === gradeG) gradeVariance[j] = varX;
      const take = groupTake[g] as number;
      let correlation: number | null = null;
      if (varX > 0 && varR > 0) {
        // Clamped because rounding can push |r| a hair above 1 for perfectly (anti)correlated data.
        correlation = Math.max(-1, Math.min(1, (sxr[k] as number) / size / Math.sqrt(varX * varR)));
      }
      perGroup.push({
        participants: size,
        average,
        scoringRate: full > 0 ? average / full : null,
        stdDev: Math.sqrt(varX),
        discrimination: take > 0 && full > 0 ? ((highSum[k] as number) / take - (lowSum[k] as number) / take) / full : null,
        itemRestCorrelation: correlation,
        fullMarkCount: fullCount[k] as number,
        zeroCount: zeroCount[k] as number,
        optionDistribution: null,
      });
    }
    items.push(perGroup);
  }
  return { items, gradeVariance, sums: { groupSize, sum: sumX } };
}
