/**
 * 名次变化 between two exams, from each exam's grade ranks. Kept apart from the reports because the
 * previous exam is chosen by the teacher at view time, not when a report is computed.
 */
import { competitionRanks, edgeTolerance } from './descriptive.js';
import type { TRankedStudent } from './types.js';

/** A student's grade rank, or null (or no entry) when absent. */
export type TGradeRanks = ReadonlyMap<number, number | null>;

/**
 * studentId -> previous − current (positive = moved up), for every student in either exam; null
 * when the student has no rank in one of them.
 */
export function rankChange(current: TGradeRanks, previous: TGradeRanks): Map<number, number | null> {
  const out = new Map<number, number | null>();
  for (const id of new Set([...current.keys(), ...previous.keys()])) {
    const now = current.get(id);
    const before = previous.get(id);
    out.set(id, now == null || before == null ? null : before - now);
  }
  return out;
}

/** The grade ranks of a report's students, ready for rankChange. */
export function gradeRanksOf(students: readonly Pick<TRankedStudent, 'studentId' | 'gradeRank'>[]): Map<number, number | null> {
  return new Map(students.map((s) => [s.studentId, s.gradeRank]));
}

/**
 * 名次变化 over a comparable cohort. Grade ranks of two exams taken by different groups of students
 * (88 students now, 365 before) cannot be subtracted: a student could "gain" 337 places in an exam
 * with 88 sitters. Both exams are re-ranked over only the students present in both (competition
 * ranks of the totals, ties within each exam's tolerance sharing a rank), and the change is the
 * previous cohort rank − the current cohort rank (positive: moved up). Students not present in both
 * exams have no entry. `cohort` is the number of students compared.
 */
export function cohortRankChange(
  current: ReadonlyMap<number, number>,
  previous: ReadonlyMap<number, number>,
  fullScores: { current: number; previous: number },
): { change: Map<number, number>; cohort: number } {
  const ids = [...current.keys()].filter((id) => previous.has(id)).sort((a, b) => a - b);
  const now = competitionRanks(
    ids.map((id) => current.get(id) as number),
    edgeTolerance(fullScores.current),
  );
  const before = competitionRanks(
    ids.map((id) => previous.get(id) as number),
    edgeTolerance(fullScores.previous),
  );
  return { change: new Map(ids.map((id, k) => [id, (before[k] as number) - (now[k] as number)])), cohort: ids.length };
}
