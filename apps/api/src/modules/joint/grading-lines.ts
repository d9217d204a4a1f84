/**
 * 上线统计 of a union exam (issue 20, docs/statistics.md "Grading lines"): the joint exam's lines
 * (分数线) — a score (特控线 520) or a top share of the union (前10%) — and how many participants of
 * the union, of each school and of each class reach each line. A top-share line becomes the score
 * of the participant at union rank ⌈share × participants⌉: everyone tied with that participant
 * reaches it too, as ties share a rank. Absentees are not participants. Pure.
 */
import { edgeTolerance } from '../academic/stats/index.js';

export type TGradingLine = { name: string; kind: 'score' | 'top'; /** A score, or a share 0-1 for 'top'. */ value: number };

export type TLineStudent = { schoolId: number; clazzId: number; total: number | null };

export type TLineCount = { participants: number; counts: number[]; rates: (number | null)[] };

export type TGradingLineReport = {
  /** Each line's score (a top-share line's computed one; null when the union has no participant). */
  lines: { name: string; kind: 'score' | 'top'; value: number; score: number | null }[];
  union: TLineCount;
  /** Keyed by schoolId. */
  schools: Record<number, TLineCount>;
  /** Keyed by clazzId. */
  classes: Record<number, TLineCount>;
};

/** Why the lines cannot be used, in the product's words, or null: named, in order from high to low, within the full score. */
export function gradingLinesProblem(lines: readonly TGradingLine[], fullScore: number): string | null {
  const names = new Set<string>();
  for (const [i, l] of lines.entries()) {
    if (!l.name.trim()) return `第${i + 1}条分数线没有名称`;
    if (names.has(l.name)) return `分数线“${l.name}”重复`;
    names.add(l.name);
    if (l.kind === 'score' && !(l.value > 0 && l.value <= fullScore)) return `分数线“${l.name}”应在0到满分${fullScore}之间`;
    if (l.kind === 'top' && !(l.value > 0 && l.value <= 1)) return `分数线“${l.name}”的比例应在0到100%之间`;
  }
  // Lines of one kind go from the highest to the lowest (特控线, 本科线, 专科线; 前10%, 前30%).
  for (const kind of ['score', 'top'] as const) {
    const of = lines.filter((l) => l.kind === kind);
    for (let i = 1; i < of.length; i++) {
      const before = of[i - 1]!;
      const now = of[i]!;
      if (kind === 'score' ? now.value >= before.value : now.value <= before.value) return `分数线应从高到低排列：“${now.name}”应低于“${before.name}”`;
    }
  }
  return null;
}

/** The score of the participant at rank ⌈share × n⌉ among `descending` totals. */
function topShareScore(descending: Float64Array, share: number): number | null {
  if (descending.length === 0) return null;
  const k = Math.min(descending.length, Math.max(1, Math.ceil(share * descending.length - 1e-9)));
  return descending[k - 1] as number;
}

export function computeGradingLines(students: readonly TLineStudent[], lines: readonly TGradingLine[], fullScore: number): TGradingLineReport {
  const problem = gradingLinesProblem(lines, fullScore);
  if (problem) throw new Error(problem);
  const tolerance = edgeTolerance(fullScore);
  const present = students.filter((s) => s.total !== null);
  const descending = Float64Array.from(present.map((s) => s.total as number)).sort().reverse();
  const scored = lines.map((l) => ({ ...l, score: l.kind === 'score' ? l.value : topShareScore(descending, l.value) }));
  const empty = (): TLineCount => ({ participants: 0, counts: lines.map(() => 0), rates: lines.map(() => null) });
  const union = empty();
  const schools: Record<number, TLineCount> = {};
  const classes: Record<number, TLineCount> = {};
  const count = (group: TLineCount, total: number) => {
    group.participants += 1;
    for (let i = 0; i < scored.length; i++) {
      const score = scored[i]!.score;
      if (score !== null && total >= score - tolerance) group.counts[i]! += 1;
    }
  };
  for (const s of students) {
    const school = (schools[s.schoolId] ??= empty());
    const clazz = (classes[s.clazzId] ??= empty());
    if (s.total === null) continue;
    count(union, s.total);
    count(school, s.total);
    count(clazz, s.total);
  }
  for (const group of [union, ...Object.values(schools), ...Object.values(classes)]) group.rates = group.counts.map((c) => (group.participants ? c / group.participants : null));
  return { lines: scored, union, schools, classes };
}
