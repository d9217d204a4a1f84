/**
 * 名次变化 between two exams, from each exam's grade ranks. Kept apart from the reports because the
 * previous exam is chosen by the teacher at view time, not when a report is computed.
 */
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
