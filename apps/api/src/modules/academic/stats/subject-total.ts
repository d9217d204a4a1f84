/**
 * 总分: the exam group's total over all its subjects, analysed as a virtual subject whose "questions"
 * are the subjects. A student counts for the total only when present in every subject; anyone who
 * missed one is absent for the total (a partial sum would rank them below everyone who sat all).
 */
import { idOrder, permuteRows } from './canonical.js';
import { analyse, type TAnalysis } from './ranked-analysis.js';
import type { TTotalInput, TTotalReport, TTotalStudentResult } from './types.js';
import { assertScoresInRange, assertUniqueIds, validateSettings } from './validate-input.js';

export function computeTotalReport(input: TTotalInput): TTotalReport {
  const { subjects, settings } = input;
  let { students, totals, absent } = input;
  const n = students.length;
  const k = subjects.length;
  validateSettings(settings);
  assertUniqueIds(
    subjects.map((s) => s.subjectId),
    'subject',
  );
  assertUniqueIds(
    students.map((s) => s.studentId),
    'student',
  );
  if (totals.length !== n * k) throw new RangeError(`totals has ${totals.length} cells, expected ${n} students × ${k} subjects`);
  if (absent.length !== n * k) throw new RangeError(`absent has ${absent.length} cells, expected ${n} students × ${k} subjects`);
  for (const s of subjects) if (!Number.isFinite(s.fullScore) || s.fullScore < 0) throw new RangeError(`subject ${s.subjectId} has full score ${s.fullScore}`);
  // The rows in student-id order: the report does not depend on the order they came in.
  const perm = idOrder(students.map((s) => s.studentId));
  if (perm) {
    const given = students;
    students = Array.from(perm, (i) => given[i] as (typeof given)[number]);
    totals = permuteRows(totals, k, perm);
    absent = permuteRows(absent, k, perm);
  }

  const absentFromTotal = new Uint8Array(n);
  for (let i = 0; i < n; i++) for (let j = 0; j < k; j++) if (absent[i * k + j]) absentFromTotal[i] = 1;
  const fullScores = Float64Array.from(subjects, (s) => s.fullScore);
  // Checked cell by cell, not only for students in the total: their sat subjects are reported too.
  assertScoresInRange(totals, fullScores, new Uint8Array(n), absent, (i, j) => `student ${students[i]?.studentId}, subject ${subjects[j]?.subjectId}`);

  const analysis: TAnalysis = analyse({
    studentIds: students.map((s) => s.studentId),
    clazzIds: students.map((s) => s.clazzId),
    absent: absentFromTotal,
    itemFullScores: fullScores,
    scores: totals,
    settings,
  });

  const studentResults: TTotalStudentResult[] = analysis.students.map((ranked, i) => {
    const subjectScores: (number | null)[] = [];
    const absentSubjectIds: number[] = [];
    for (let j = 0; j < k; j++) {
      if (absent[i * k + j]) {
        subjectScores.push(null);
        absentSubjectIds.push((subjects[j] as (typeof subjects)[number]).subjectId);
      } else subjectScores.push(totals[i * k + j] as number);
    }
    // A literal, not a spread of the ranked student (see the note in ranked-analysis.ts).
    return {
      studentId: ranked.studentId,
      clazzId: ranked.clazzId,
      absent: ranked.absent,
      total: ranked.total,
      classRank: ranked.classRank,
      gradeRank: ranked.gradeRank,
      z: ranked.z,
      t: ranked.t,
      tier: ranked.tier,
      subjectScores,
      absentSubjectIds,
    };
  });

  return {
    fullScore: analysis.fullScore,
    participants: analysis.participants,
    absentStudentIds: students.filter((_, i) => absentFromTotal[i]).map((s) => s.studentId),
    grade: analysis.grade,
    classes: analysis.classes,
    students: studentResults,
    subjects: subjects.map((s, j) => {
      const item = analysis.items[j] as TAnalysis['items'][number];
      return { subjectId: s.subjectId, fullScore: s.fullScore, grade: item.grade, classes: item.classes };
    }),
  };
}
