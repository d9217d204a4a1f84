/**
 * The union (联考) report computed from its rows (docs/joint.md "Reports"): pure, no database.
 * build.ts reads the rows and the names and stores what this returns.
 */
import type { TQuestionInput } from '@app/contract';
import { idOrder, permuteList, permuteRows } from '../academic/stats/canonical.js';
import type { TGroupStats, TQuestionStats, TStatsSettings, TTier } from '../academic/stats/index.js';
import { computeGradingLines, type TGradingLine, type TLineCount } from './grading-lines.js';
import { parseScoreRows, parseTotalRows, type PackedExam, type ScoreColumns } from './packed-rows.js';
import { computeUnionReport, computeUnionTotalReport, type TSchoolStats, type TUnionClassStats, type TUnionReport, type TUnionStudentResult } from './union-report.js';

/** The top shares of 优秀学校 (前10% …). */
export const JOINT_TOP_SHARES = [0.1, 0.2, 0.5] as const;
/** How many of the union's best students the report keeps (优秀学生 asks for at most this many). */
export const JOINT_TOP_STUDENTS = 500;

export type UnionClass = Omit<TUnionClassStats, 'bands'> & { clazzName: string };

/** The union's part of a report: aggregates only. */
export type UnionDoc = {
  subjectKey: number;
  subjectName: string;
  fullScore: number;
  bandWidth: number;
  union: TGroupStats;
  schools: TSchoolStats[];
  classes: UnionClass[];
  /** Subjects: each question with the union's and every school's figures (keyed by schoolId). */
  questions: { questionNo: string; fullScore: number; objective: boolean; answerKey: string | null; union: TQuestionStats; schools: Record<number, TQuestionStats> }[];
  points: { kpId: number; name: string; questionNos: string[]; fullScore: number; unionMastery: number | null; schools: Record<number, number | null> }[];
  alpha: number | null;
  lines: { lines: { name: string; kind: 'score' | 'share'; value: number; score: number | null }[]; union: TLineCount; schools: Record<number, TLineCount> };
  /** Per school: students in the union's rank bands (JOINT_RANK_BANDS), in its top shares, and per tier. */
  schoolPlaces: Record<number, { inRankBands: number[]; inTop: number[]; tiers: Record<TTier, number> }>;
  /** The union's best students (ids: named only to their own school). */
  top: { studentId: number; schoolId: number; clazzId: number; total: number; unionRank: number }[];
  /** For the 总分: each subject's union average within the total. */
  subjects: { subjectId: number; fullScore: number; unionAverage: number | null }[];
};

/** One of a school's students as its part of a report gives them back. */
export type SchoolStudent = Pick<TUnionStudentResult, 'studentId' | 'clazzId' | 'absent' | 'total' | 'classRank' | 'schoolRank' | 'unionRank' | 'percentile'> & {
  /** Question scores (a subject) or subject scores (the total); null when absent. */
  scores: (number | null)[] | null;
};

/** One school's part: its classes (with line counts) and its students. */
export type SchoolDoc = {
  classes: (UnionClass & { lines: TLineCount })[];
  students: SchoolStudent[];
};

function emptyTiers(): Record<TTier, number> {
  return { top: 0, excellent: 0, middle: 0, struggling: 0 };
}

/** Students placed in the union's rank bands and top shares, per school. */
function placesOf(students: readonly { schoolId: number; unionRank: number | null; tier: TTier | null }[], participants: number, schoolIds: number[], rankBands: readonly number[]) {
  const out: UnionDoc['schoolPlaces'] = {};
  for (const id of schoolIds) out[id] = { inRankBands: rankBands.map(() => 0), inTop: JOINT_TOP_SHARES.map(() => 0), tiers: emptyTiers() };
  const topRanks = JOINT_TOP_SHARES.map((share) => Math.ceil(share * participants - 1e-9));
  for (const s of students) {
    const rank = s.unionRank;
    if (rank == null) continue;
    const p = out[s.schoolId]!;
    for (let i = 0; i < rankBands.length; i++) if (rank <= rankBands[i]!) p.inRankBands[i]! += 1;
    for (let i = 0; i < topRanks.length; i++) if (rank <= topRanks[i]!) p.inTop[i]! += 1;
    if (s.tier) p.tiers[s.tier] += 1;
  }
  return out;
}

function linesDoc(report: ReturnType<typeof computeGradingLines>): UnionDoc['lines'] {
  return { lines: report.lines.map((l) => ({ ...l, kind: l.kind === 'top' ? ('share' as const) : ('score' as const) })), union: report.union, schools: report.schools };
}

/** A built report: the union's part and each school's part as stored. */
export type Built = { union: UnionDoc; schools: Map<number, StoredSchoolDoc> };

function classesOf(classes: TUnionClassStats[], names: ReadonlyMap<number, string>): UnionClass[] {
  return classes.map(({ bands: _bands, ...c }) => ({ ...c, clazzName: names.get(c.clazzId) ?? '' }));
}

/**
 * A school's part as stored: its students as one array per field rather than an object each (a
 * union's 50,000 student objects and their JSON were a fifth of a build; docs/performance.md "Joint
 * exams"). `scores` holds `width` cells per student, all null for a student without scores.
 */
export type StoredSchoolDoc = {
  classes: SchoolDoc['classes'];
  width: number;
  studentId: number[];
  clazzId: number[];
  absent: (0 | 1)[];
  total: (number | null)[];
  classRank: (number | null)[];
  schoolRank: (number | null)[];
  unionRank: (number | null)[];
  /** The union's participants, and for each student how many of them have a lower total: percentile = below / participants (integers keep the text short). */
  participants: number;
  below: (number | null)[];
  scored: (0 | 1)[];
  scores: (number | null)[];
};

type BuiltStudent = Pick<SchoolStudent, 'studentId' | 'clazzId' | 'absent' | 'total' | 'classRank' | 'schoolRank' | 'unionRank' | 'percentile'> & { schoolId: number };

/**
 * Each school's part: its classes (with their line counts) and its students, in the order given.
 * `scoresOf(i, out)` appends the `width` scores of the i-th student to `out` and says whether
 * they have any (a student absent from the subject has none).
 */
function splitSchools(
  union: UnionDoc,
  students: readonly BuiltStudent[],
  participants: number,
  width: number,
  scoresOf: (i: number, out: (number | null)[]) => boolean,
  lineClasses: Record<number, TLineCount>,
  schoolIds: number[],
): Map<number, StoredSchoolDoc> {
  const empty = (): StoredSchoolDoc => ({ classes: [], width, studentId: [], clazzId: [], absent: [], total: [], classRank: [], schoolRank: [], unionRank: [], participants, below: [], scored: [], scores: [] });
  const out = new Map<number, StoredSchoolDoc>(schoolIds.map((id) => [id, empty()]));
  const noLines = (): TLineCount => ({ participants: 0, counts: union.lines.lines.map(() => 0), rates: union.lines.lines.map(() => null) });
  for (const c of union.classes) out.get(c.schoolId)?.classes.push({ ...c, lines: lineClasses[c.clazzId] ?? noLines() });
  for (let i = 0; i < students.length; i++) {
    const s = students[i]!;
    const d = out.get(s.schoolId);
    if (!d) continue;
    d.studentId.push(s.studentId);
    d.clazzId.push(s.clazzId);
    d.absent.push(s.absent ? 1 : 0);
    d.total.push(s.total);
    d.classRank.push(s.classRank);
    d.schoolRank.push(s.schoolRank);
    d.unionRank.push(s.unionRank);
    const below = s.percentile === null ? null : Math.round(s.percentile * participants);
    if (below !== null && below / participants !== s.percentile) throw new Error(`percentile ${s.percentile} is not a share of ${participants}`);
    d.below.push(below);
    const scored = scoresOf(i, d.scores);
    if (!scored) for (let j = 0; j < width; j++) d.scores.push(null);
    d.scored.push(scored ? 1 : 0);
  }
  return out;
}

/** The stored part read back as one object per student (a school's 1,250 at most, once per build). */
export function schoolDocOf(d: StoredSchoolDoc): SchoolDoc {
  const students = d.studentId.map(
    (studentId, i): SchoolStudent => ({
      studentId,
      clazzId: d.clazzId[i]!,
      absent: d.absent[i] === 1,
      total: d.total[i] ?? null,
      classRank: d.classRank[i] ?? null,
      schoolRank: d.schoolRank[i] ?? null,
      unionRank: d.unionRank[i] ?? null,
      percentile: d.below[i] == null ? null : d.below[i]! / d.participants,
      scores: d.scored[i] ? d.scores.slice(i * d.width, (i + 1) * d.width) : null,
    }),
  );
  return { classes: d.classes, students };
}


/** Everything a report is computed from. */
export type ComputeTask = {
  /** A subject's id, or JOINT_TOTAL (0) for the 总分. */
  subjectKey: number;
  subjectName: string;
  fullScore: number;
  /** The subject's paper; null for the 总分. */
  questions: TQuestionInput[] | null;
  /** The joint exam's subjects in order (the 总分's columns). */
  subjects: { subjectId: number; fullScore: number }[];
  /** The exams the report is built from (the subject's, or all of them for the 总分). */
  exams: { examId: number; schoolId: number; subjectId: number }[];
  /** Their rows as read (build.ts): score rows for a subject, totals for the 总分. */
  packed: PackedExam[];
  lines: TGradingLine[];
  settings: TStatsSettings;
  clazzNames: [number, string][];
  kpNames: [number, string][];
  /** JOINT_RANK_BANDS. */
  rankBands: readonly number[];
};

/** The rows in student-id order, the engine's own (it then has nothing to reorder). */
function sortedScoreRows(rows: ScoreColumns, k: number): ScoreColumns {
  const perm = idOrder(rows.studentIds);
  if (!perm) return rows;
  return {
    studentIds: permuteRows(rows.studentIds, 1, perm),
    clazzIds: permuteRows(rows.clazzIds, 1, perm),
    examIds: permuteRows(rows.examIds, 1, perm),
    absent: permuteRows(rows.absent, 1, perm),
    scores: permuteRows(rows.scores, k, perm),
    answers: rows.answers && permuteList(rows.answers, k, perm),
  };
}

/** The report of the task: a subject's, or the 总分's. */
export function computeReport(task: ComputeTask): Built {
  return task.questions ? subjectReport(task, task.questions) : totalReport(task);
}


function subjectReport(task: ComputeTask, qs: readonly TQuestionInput[]): Built {
  const { exams, settings } = task;
  const schoolOfExam = new Map(exams.map((e) => [e.examId, e.schoolId]));
  const k = qs.length;
  const rows = sortedScoreRows(parseScoreRows(task.packed, Float64Array.from(qs, (q) => q.fullScore), qs.map((q) => q.objective)), k);
  const { scores, answers } = rows;
  const students = Array.from(rows.studentIds, (studentId, i) => ({ studentId, schoolId: schoolOfExam.get(rows.examIds[i]!)!, clazzId: rows.clazzIds[i]!, absent: rows.absent[i] === 1 }));
  const report = computeUnionReport({
    questions: qs.map((q, j) => ({ questionId: j + 1, fullScore: q.fullScore, objective: q.objective, options: q.options ? [...q.options] : undefined, kind: q.choiceKind === 'multiple' ? 'multiple' : 'single', knowledgePointIds: q.knowledgePointIds })),
    students,
    scores,
    answers,
    settings,
    withoutStudentDetail: true,
  });
  const kpNames = new Map(task.kpNames);
  // The engine lists students in id order, the order the rows were read in: row i is student i.
  const scoresOf = (i: number, out: (number | null)[]) => {
    const x = report.students[i]!;
    if (x.studentId !== rows.studentIds[i]) throw new Error('union report students out of row order');
    if (x.absent) return false;
    for (let j = i * k; j < i * k + k; j++) out.push(scores[j]!);
    return true;
  };
  return assemble(task, report, k, scoresOf, {
    questions: report.questions.map((q, j) => ({ questionNo: qs[j]!.questionNo, fullScore: q.fullScore, objective: q.objective, answerKey: qs[j]!.objective ? qs[j]!.answerKey : null, union: q.union, schools: q.schools })),
    points: report.knowledgePoints.map((p) => ({
      kpId: p.kpId,
      name: kpNames.get(p.kpId) ?? '',
      questionNos: p.questionIds.map((id) => qs[id - 1]!.questionNo),
      fullScore: p.fullScore,
      unionMastery: p.unionMastery,
      schools: p.schoolMastery,
    })),
    alpha: report.alpha,
    subjects: [],
  });
}

/** What a subject's and the 总分's union reports both have. */
type UnionRun = Pick<TUnionReport, 'fullScore' | 'participants' | 'union' | 'schools' | 'classes'> & { students: readonly (BuiltStudent & { tier: TTier | null })[] };

/**
 * The documents of a report: the union's (its levels, lines, places and top list, with `own`: the
 * questions, points, α or subjects) and each school's part, its students' `width` scores each
 * from `scoresOf`.
 */
function assemble(task: ComputeTask, report: UnionRun, width: number, scoresOf: (i: number, out: (number | null)[]) => boolean, own: Pick<UnionDoc, 'questions' | 'points' | 'alpha' | 'subjects'>): Built {
  const schoolIds = [...new Set(task.exams.map((e) => e.schoolId))];
  const lineReport = computeGradingLines(report.students, task.lines, task.fullScore || 1);
  const union: UnionDoc = {
    subjectKey: task.subjectKey,
    subjectName: task.subjectName,
    fullScore: report.fullScore,
    bandWidth: task.settings.bandWidth,
    union: report.union,
    schools: report.schools,
    classes: classesOf(report.classes, new Map(task.clazzNames)),
    ...own,
    lines: linesDoc(lineReport),
    schoolPlaces: placesOf(report.students, report.participants, schoolIds, task.rankBands),
    top: topOf(report.students),
  };
  return { union, schools: splitSchools(union, report.students, report.participants, width, scoresOf, lineReport.classes, schoolIds) };
}

function topOf(students: readonly { studentId: number; schoolId: number; clazzId: number; total: number | null; unionRank: number | null }[]): UnionDoc['top'] {
  return students
    .filter((s) => s.unionRank != null && s.unionRank <= JOINT_TOP_STUDENTS)
    .sort((a, b) => a.unionRank! - b.unionRank! || a.studentId - b.studentId)
    .map((s) => ({ studentId: s.studentId, schoolId: s.schoolId, clazzId: s.clazzId, total: s.total!, unionRank: s.unionRank! }));
}

function totalReport(task: ComputeTask): Built {
  const { exams, subjects, settings } = task;
  const rows = parseTotalRows(task.packed);
  const examOf = new Map(exams.map((e) => [e.examId, e]));
  const subjectIndex = new Map(subjects.map((s, j) => [s.subjectId, j]));
  const m = subjects.length;
  const n = rows.studentIds.length;
  // Each student once, in id order (the engine's), in the class of their first exam by id.
  const first = new Map<number, number>();
  for (let r = 0; r < n; r++) {
    const known = first.get(rows.studentIds[r]!);
    if (known === undefined || rows.examIds[r]! < rows.examIds[known]!) first.set(rows.studentIds[r]!, r);
  }
  const students = [...first.values()]
    .sort((a, b) => rows.studentIds[a]! - rows.studentIds[b]!)
    .map((r) => ({ studentId: rows.studentIds[r]!, schoolId: examOf.get(rows.examIds[r]!)!.schoolId, clazzId: rows.clazzIds[r]! }));
  const order = new Map(students.map((s, i) => [s.studentId, i]));
  const totals = new Float64Array(students.length * m);
  const absent = new Uint8Array(students.length * m).fill(1);
  for (let r = 0; r < n; r++) {
    const j = subjectIndex.get(examOf.get(rows.examIds[r]!)!.subjectId);
    const total = rows.totals[r]!;
    if (j === undefined || rows.absent[r] || Number.isNaN(total)) continue;
    const i = order.get(rows.studentIds[r]!)!;
    totals[i * m + j] = Math.min(Math.max(total, 0), subjects[j]!.fullScore);
    absent[i * m + j] = 0;
  }
  const report = computeUnionTotalReport({ subjects: subjects.map((s) => ({ subjectId: s.subjectId, fullScore: s.fullScore })), students, totals, absent, settings });
  const scoresOf = (i: number, out: (number | null)[]) => {
    for (const v of report.students[i]!.subjectScores) out.push(v);
    return true;
  };
  return assemble(task, report, m, scoresOf, {
    questions: [],
    points: [],
    alpha: null,
    subjects: report.subjects.map((x) => ({ subjectId: x.subjectId, fullScore: x.fullScore, unionAverage: x.union.average })),
  });
}

