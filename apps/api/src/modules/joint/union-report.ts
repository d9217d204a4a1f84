/**
 * The union (联考) report of one paper (issue 20, docs/statistics.md "Union reports"): the
 * single-school engine extended by one level, union → school → class → student. It is the
 * single-school engine itself, run twice over the union's students:
 *
 * 1. with every student in their class: the "grade" is the union, the classes are the classes of
 *    every school (ranked against each other, 超均率 against the union), the students' grade rank
 *    is their union rank and their class rank their class rank; every question, knowledge-point
 *    and reliability figure of the union comes from here;
 * 2. with every student's class replaced by their school: the "classes" are the schools (ranked,
 *    超均率 against the union), the students' class rank is their school rank, and each question's
 *    and knowledge point's per-school figures come from here.
 *
 * So every union figure is by construction the single-school figure over the union's students,
 * with the same absentee, tie and rounding rules (none: rounding is presentation), and a union of
 * one school is that school's own report. Pure: no database, no I/O.
 */
import { competitionRanks, computeExamReport, computeTotalReport, edgeTolerance, type TClassStats, type TExamInput, type TGroupStats, type TQuestionStats, type TRankedStudent, type TTier, type TTotalInput } from '../academic/stats/index.js';

export type TUnionStudent = { studentId: number; schoolId: number; clazzId: number; absent: boolean };

export type TUnionInput = Omit<TExamInput, 'students'> & { students: TUnionStudent[] };

export type TSchoolStats = TGroupStats & {
  schoolId: number;
  /** Competition rank of the school's average among schools with participants. */
  rank: number | null;
  /** 超均率 against the union average. */
  aboveAverageRate: number | null;
};

export type TUnionClassStats = TClassStats & {
  schoolId: number;
  /** Competition rank of the class average among the classes of its school. */
  schoolRank: number | null;
};

export type TUnionStudentResult = {
  studentId: number;
  schoolId: number;
  clazzId: number;
  absent: boolean;
  total: number | null;
  classRank: number | null;
  schoolRank: number | null;
  unionRank: number | null;
  /** 超过的考生比例: the share of the union's participants with a lower total (0-1); null when absent. */
  percentile: number | null;
  z: number | null;
  t: number | null;
  tier: TTier | null;
  scores: number[] | null;
  knowledgeMastery: (number | null)[] | null;
};

export type TUnionQuestionReport = {
  questionId: number;
  fullScore: number;
  objective: boolean;
  union: TQuestionStats;
  /** Keyed by schoolId. */
  schools: Record<number, TQuestionStats>;
  /** Keyed by clazzId. */
  classes: Record<number, TQuestionStats>;
};

export type TUnionKnowledgePointReport = {
  kpId: number;
  questionIds: number[];
  fullScore: number;
  unionMastery: number | null;
  schoolMastery: Record<number, number | null>;
  classMastery: Record<number, number | null>;
};

export type TUnionReport = {
  fullScore: number;
  participants: number;
  absentStudentIds: number[];
  union: TGroupStats;
  schools: TSchoolStats[];
  classes: TUnionClassStats[];
  students: TUnionStudentResult[];
  questions: TUnionQuestionReport[];
  knowledgePoints: TUnionKnowledgePointReport[];
  alpha: number | null;
};

/** Refuses a class that appears under two schools: the levels must nest. */
function schoolOfClasses(students: readonly { schoolId: number; clazzId: number }[]): Map<number, number> {
  const schoolOf = new Map<number, number>();
  for (const s of students) {
    const known = schoolOf.get(s.clazzId);
    if (known !== undefined && known !== s.schoolId) throw new Error(`class ${s.clazzId} is in schools ${known} and ${s.schoolId}`);
    schoolOf.set(s.clazzId, s.schoolId);
  }
  return schoolOf;
}

/** Competition ranks of the classes within their school, by average (classes without participants: null). */
function classRanksInSchools(classes: readonly TClassStats[], schoolOf: Map<number, number>, tolerance: number): Map<number, number> {
  const bySchool = new Map<number, TClassStats[]>();
  for (const c of classes) {
    if (c.average === null) continue;
    const school = schoolOf.get(c.clazzId) as number;
    const list = bySchool.get(school) ?? [];
    list.push(c);
    bySchool.set(school, list);
  }
  const out = new Map<number, number>();
  for (const list of bySchool.values()) {
    const ranks = competitionRanks(list.map((c) => c.average as number), tolerance);
    list.forEach((c, i) => out.set(c.clazzId, ranks[i] as number));
  }
  return out;
}

/** The share of sorted totals strictly below `total` (the list is ascending). */
function shareBelow(sorted: Float64Array, total: number, tolerance: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((sorted[mid] as number) < total - tolerance) lo = mid + 1;
    else hi = mid;
  }
  return sorted.length ? lo / sorted.length : 0;
}

/** What both runs of either engine (a paper's, the total's) have: the levels and the ranked students. */
type TRankedRun = { fullScore: number; participants: number; absentStudentIds: number[]; grade: TGroupStats; classes: TClassStats[]; students: TRankedStudent[] };

/**
 * The union's levels from the run by class and the run by school: the union, the schools, the
 * classes with their rank in their school, and each student's ranks and percentile.
 */
function unionLevels(byClass: TRankedRun, bySchool: TRankedRun, schoolOf: Map<number, number>) {
  const tolerance = edgeTolerance(byClass.fullScore);
  const schoolRankOfClass = classRanksInSchools(byClass.classes, schoolOf, tolerance);
  const sortedTotals = Float64Array.from(byClass.students.filter((s) => !s.absent).map((s) => s.total as number)).sort();
  return {
    head: {
      fullScore: byClass.fullScore,
      participants: byClass.participants,
      absentStudentIds: byClass.absentStudentIds,
      union: byClass.grade,
      schools: bySchool.classes.map(({ clazzId, ...rest }): TSchoolStats => ({ ...rest, schoolId: clazzId })),
      classes: byClass.classes.map((c): TUnionClassStats => ({ ...c, schoolId: schoolOf.get(c.clazzId) as number, schoolRank: schoolRankOfClass.get(c.clazzId) ?? null })),
    },
    /** The student's school. */
    schoolOf: (s: TRankedStudent) => schoolOf.get(s.clazzId) as number,
    /** The i-th student's rank in their school: both runs list the students in id order, so the run by school's i-th is the same student. */
    schoolRank: (s: TRankedStudent, i: number) => {
      const inSchool = bySchool.students[i];
      if (inSchool?.studentId !== s.studentId) throw new Error('the runs by class and by school list students differently');
      return inSchool.classRank;
    },
    percentile: (s: TRankedStudent) => (s.total === null ? null : shareBelow(sortedTotals, s.total, tolerance)),
  };
}

export function computeUnionReport(input: TUnionInput): TUnionReport {
  const schoolOf = schoolOfClasses(input.students);
  const byClass = computeExamReport({ ...input, students: input.students.map((s) => ({ studentId: s.studentId, clazzId: s.clazzId, absent: s.absent })) });
  const bySchool = computeExamReport({ ...input, withoutStudentDetail: true, students: input.students.map((s) => ({ studentId: s.studentId, clazzId: s.schoolId, absent: s.absent })) });
  const { head, ...lv } = unionLevels(byClass, bySchool, schoolOf);
  return {
    ...head,
    // One literal per student, in one field order (a spread or Object.assign per student was most of
    // the time here over 50,000 students); the same in computeUnionTotalReport.
    students: byClass.students.map(
      (s, i): TUnionStudentResult => ({
        studentId: s.studentId,
        schoolId: lv.schoolOf(s),
        clazzId: s.clazzId,
        absent: s.absent,
        total: s.total,
        classRank: s.classRank,
        schoolRank: lv.schoolRank(s, i),
        unionRank: s.gradeRank,
        percentile: lv.percentile(s),
        z: s.z,
        t: s.t,
        tier: s.tier,
        scores: s.scores,
        knowledgeMastery: s.knowledgeMastery,
      }),
    ),
    questions: byClass.questions.map((q, j) => ({
      questionId: q.questionId,
      fullScore: q.fullScore,
      objective: q.objective,
      union: q.grade,
      schools: (bySchool.questions[j] as (typeof bySchool.questions)[number]).classes,
      classes: q.classes,
    })),
    knowledgePoints: byClass.knowledgePoints.map((k, j) => ({
      kpId: k.kpId,
      questionIds: k.questionIds,
      fullScore: k.fullScore,
      unionMastery: k.gradeMastery,
      schoolMastery: (bySchool.knowledgePoints[j] as (typeof bySchool.knowledgePoints)[number]).classMastery,
      classMastery: k.classMastery,
    })),
    alpha: byClass.alpha,
  };
}

// ---- 总分 over the union's subjects ----

export type TUnionTotalInput = Omit<TTotalInput, 'students'> & { students: { studentId: number; schoolId: number; clazzId: number }[] };

export type TUnionTotalStudentResult = Omit<TUnionStudentResult, 'scores' | 'knowledgeMastery'> & { subjectScores: (number | null)[]; absentSubjectIds: number[] };

export type TUnionSubjectInTotal = {
  subjectId: number;
  fullScore: number;
  union: TQuestionStats;
  schools: Record<number, TQuestionStats>;
  classes: Record<number, TQuestionStats>;
};

export type TUnionTotalReport = {
  fullScore: number;
  participants: number;
  absentStudentIds: number[];
  union: TGroupStats;
  schools: TSchoolStats[];
  classes: TUnionClassStats[];
  students: TUnionTotalStudentResult[];
  subjects: TUnionSubjectInTotal[];
};

/**
 * The union's 总分, the same way: the single-school total (a student counts only when present in
 * every subject) run by class and by school over the union's students.
 */
export function computeUnionTotalReport(input: TUnionTotalInput): TUnionTotalReport {
  const schoolOf = schoolOfClasses(input.students);
  const byClass = computeTotalReport({ ...input, students: input.students.map((s) => ({ studentId: s.studentId, clazzId: s.clazzId })) });
  const bySchool = computeTotalReport({ ...input, students: input.students.map((s) => ({ studentId: s.studentId, clazzId: s.schoolId })) });
  const { head, ...lv } = unionLevels(byClass, bySchool, schoolOf);
  return {
    ...head,
    students: byClass.students.map(
      (s, i): TUnionTotalStudentResult => ({
        studentId: s.studentId,
        schoolId: lv.schoolOf(s),
        clazzId: s.clazzId,
        absent: s.absent,
        total: s.total,
        classRank: s.classRank,
        schoolRank: lv.schoolRank(s, i),
        unionRank: s.gradeRank,
        percentile: lv.percentile(s),
        z: s.z,
        t: s.t,
        tier: s.tier,
        subjectScores: s.subjectScores,
        absentSubjectIds: s.absentSubjectIds,
      }),
    ),
    subjects: byClass.subjects.map((x, j) => ({
      subjectId: x.subjectId,
      fullScore: x.fullScore,
      union: x.grade,
      schools: (bySchool.subjects[j] as (typeof bySchool.subjects)[number]).classes,
      classes: x.classes,
    })),
  };
}
