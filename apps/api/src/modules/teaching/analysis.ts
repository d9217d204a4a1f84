/**
 * The pure computations of teaching supervision (docs/teaching.md): period buckets, weighted
 * rates, class mean standardised scores, value added and the falling-behind rule, and the
 * weakest knowledge points. No I/O: the module's queries feed these with figures read from the
 * built exam reports.
 */
import { VALUE_ADDED_ALERT, type TTeachingBucket, type TTeachingCycle } from '@app/contract';

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/**
 * The buckets of [start, end] (yyyy-MM-dd, inclusive) for a cycle: weeks from Monday to Sunday,
 * calendar months, or the whole period as one semester bucket. The first and last buckets are cut
 * to the period.
 */
export function cycleBuckets(start: string, end: string, cycle: TTeachingCycle, semesterName = '本学期'): TTeachingBucket[] {
  if (start > end) return [];
  if (cycle === 'semester') return [{ key: 'semester', label: semesterName, start, end }];
  const out: TTeachingBucket[] = [];
  const last = dayNumber(end);
  let from = dayNumber(start);
  while (from <= last) {
    let to: number;
    let key: string;
    let label: string;
    if (cycle === 'week') {
      // 1970-01-01 (day 0) was a Thursday: Monday of the week is (d - 4) rounded down to 7, plus 4.
      const monday = Math.floor((from - 4) / 7) * 7 + 4;
      to = Math.min(monday + 6, last);
      key = dayOf(monday);
      label = `${dayOf(from).slice(5)}~${dayOf(to).slice(5)}`;
    } else {
      const d = dayOf(from);
      const y = Number(d.slice(0, 4));
      const m = Number(d.slice(5, 7));
      const nextMonth = Date.UTC(m === 12 ? y + 1 : y, m === 12 ? 0 : m, 1) / DAY_MS;
      to = Math.min(nextMonth - 1, last);
      key = d.slice(0, 7);
      label = `${y}年${m}月`;
    }
    out.push({ key, label, start: dayOf(from), end: dayOf(to) });
    from = to + 1;
  }
  return out;
}

/** The index of the bucket a day falls in, or -1. Buckets are in order and do not overlap. */
export function bucketIndex(buckets: readonly TTeachingBucket[], day: string): number {
  let lo = 0;
  let hi = buckets.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const b = buckets[mid]!;
    if (day < b.start) hi = mid - 1;
    else if (day > b.end) lo = mid + 1;
    else return mid;
  }
  return -1;
}

/** A rate over several exams: each exam's rate weighted by its participants (null when none). */
export function weightedRate(parts: readonly { weight: number; rate: number | null }[]): number | null {
  let w = 0;
  let sum = 0;
  for (const p of parts) {
    if (p.rate == null || !(p.weight > 0)) continue;
    w += p.weight;
    sum += p.weight * p.rate;
  }
  return w > 0 ? sum / w : null;
}

/**
 * A class's mean standardised score in one exam: the mean over its students of
 * z = (score − grade mean) / grade SD (population SD, as the reports), which equals
 * (class mean − grade mean) / grade SD. Null without a spread or without participants.
 */
export function classMeanZ(classAverage: number | null, gradeAverage: number | null, gradeStdDev: number | null): number | null {
  if (classAverage == null || gradeAverage == null || gradeStdDev == null || !(gradeStdDev > 1e-9)) return null;
  return (classAverage - gradeAverage) / gradeStdDev;
}

/** One exam of a class in one subject, in date order. */
export type TClassExamPoint = { z: number | null; passRate: number | null; excellentRate: number | null };

export type TClassQuality = {
  examCount: number;
  firstZ: number | null;
  lastZ: number | null;
  valueAdded: number | null;
  passChange: number | null;
  excellentChange: number | null;
  lastPassRate: number | null;
  lastExcellentRate: number | null;
  flagged: boolean;
  reasons: string[];
};

/** True when the three last values are known and each is below the one before it. */
function fellTwiceInARow(values: readonly (number | null)[]): boolean {
  const known = values.filter((v): v is number => v != null);
  if (known.length < 3) return false;
  const [a, b, c] = known.slice(-3) as [number, number, number];
  return b < a - 1e-9 && c < b - 1e-9;
}

const pct = (r: number) => `${(r * 100).toFixed(1)}%`;

/**
 * Value added and the falling-behind flags of a class in one subject over the exams of the
 * period (docs/teaching.md):
 * - value added = mean z at the last exam the class sat minus at the first (null below two);
 * - pass / excellent change = the rate at the last exam minus at the first;
 * - flagged when value added ≤ VALUE_ADDED_ALERT (−0.2), or when the pass or the excellent rate
 *   fell at each of the last two exams (three exams in a row, each lower than the one before).
 */
export function classQuality(points: readonly TClassExamPoint[]): TClassQuality {
  const withZ = points.filter((p) => p.z != null);
  const sat = points.filter((p) => p.z != null || p.passRate != null);
  const first = sat[0];
  const last = sat.length > 1 ? sat[sat.length - 1] : undefined;
  const firstZ = withZ[0]?.z ?? null;
  const lastZ = withZ.length ? withZ[withZ.length - 1]!.z : null;
  const valueAdded = withZ.length >= 2 ? (lastZ as number) - (firstZ as number) : null;
  const diff = (a: number | null | undefined, b: number | null | undefined) => (a != null && b != null ? b - a : null);
  const reasons: string[] = [];
  if (valueAdded != null && valueAdded <= VALUE_ADDED_ALERT + 1e-12) reasons.push(`增值${valueAdded.toFixed(2)}（不高于${VALUE_ADDED_ALERT}）`);
  const passes = points.map((p) => p.passRate);
  const excellents = points.map((p) => p.excellentRate);
  if (fellTwiceInARow(passes)) reasons.push(`及格率连续两次下降（${passes.filter((v): v is number => v != null).slice(-3).map(pct).join('→')}）`);
  if (fellTwiceInARow(excellents)) reasons.push(`优秀率连续两次下降（${excellents.filter((v): v is number => v != null).slice(-3).map(pct).join('→')}）`);
  const lastPoint = sat[sat.length - 1];
  return {
    examCount: sat.length,
    firstZ,
    lastZ,
    valueAdded,
    passChange: diff(first?.passRate, last?.passRate),
    excellentChange: diff(first?.excellentRate, last?.excellentRate),
    lastPassRate: lastPoint?.passRate ?? null,
    lastExcellentRate: lastPoint?.excellentRate ?? null,
    flagged: reasons.length > 0,
    reasons,
  };
}

/** A knowledge point tested by one exam: the grade's mastery (score rate) and its weight. */
export type TPointSitting = { key: string; kpId: number; mastery: number | null; fullScore: number; participants: number };

/**
 * The score rate per knowledge point over several exams: each exam's mastery weighted by the marks
 * at stake (the point's full score × participants), i.e. Σ marks got / Σ marks possible. Sorted
 * lowest first; `limit` per key (a grade and subject).
 */
export function weakestPoints(sittings: readonly TPointSitting[], limit: number): { key: string; kpId: number; examCount: number; scoreRate: number }[] {
  const acc = new Map<string, { key: string; kpId: number; got: number; possible: number; exams: number }>();
  for (const s of sittings) {
    if (s.mastery == null || !(s.fullScore > 0) || !(s.participants > 0)) continue;
    const id = `${s.key}|${s.kpId}`;
    const a = acc.get(id) ?? { key: s.key, kpId: s.kpId, got: 0, possible: 0, exams: 0 };
    const possible = s.fullScore * s.participants;
    a.got += s.mastery * possible;
    a.possible += possible;
    a.exams++;
    acc.set(id, a);
  }
  const byKey = new Map<string, { key: string; kpId: number; examCount: number; scoreRate: number }[]>();
  for (const a of acc.values()) {
    const list = byKey.get(a.key) ?? [];
    list.push({ key: a.key, kpId: a.kpId, examCount: a.exams, scoreRate: a.got / a.possible });
    byKey.set(a.key, list);
  }
  const out: { key: string; kpId: number; examCount: number; scoreRate: number }[] = [];
  for (const list of byKey.values()) out.push(...list.sort((x, y) => x.scoreRate - y.scoreRate || x.kpId - y.kpId).slice(0, limit));
  return out.sort((x, y) => x.scoreRate - y.scoreRate || x.kpId - y.kpId);
}
