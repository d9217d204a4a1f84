/**
 * Builds and stores a joint exam's union reports (docs/joint.md "Reports"), one per subject and one
 * for the 总分, from the included schools' own exams. Each is stored twice over: the union's
 * aggregates (no student of any school, except the union's top list by id, which only the
 * student's own school can name) and each school's part (its classes and students). A report
 * carries the stamp of the exams it was built from (their score and tag versions): a school that
 * re-imports one subject makes that subject's and the total's stamps stale, and only those two are
 * rebuilt on the next read.
 */
import { deflateRaw, inflateRawSync, constants as zlibConstants } from 'node:zlib';
import { promisify } from 'node:util';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { JOINT_RANK_BANDS, JOINT_SCHOOL_STATUS, JOINT_TOTAL, type TQuestionInput } from '@app/contract';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { clazz, exam, jointExamSchool, jointExamSubject, jointGradingLine, jointReport, jointReportSchool, knowledgePoint, subject } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import { readScoreCells, statsSettings } from '../academic/build-report.js';
import { StampedCache, deepFreeze } from '../academic/report-cache.js';
import { loadReportSettings } from '../academic/settings.js';
import type { TGroupStats, TQuestionStats, TTier } from '../academic/stats/index.js';
import { computeGradingLines, type TGradingLine, type TLineCount } from './grading-lines.js';
import { computeUnionReport, computeUnionTotalReport, type TSchoolStats, type TUnionClassStats } from './union-report.js';

const deflate = promisify(deflateRaw);

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

export type SchoolStudent = {
  studentId: number;
  clazzId: number;
  absent: boolean;
  total: number | null;
  classRank: number | null;
  schoolRank: number | null;
  unionRank: number | null;
  percentile: number | null;
  /** Question scores (a subject) or subject scores (the total); null when absent. */
  scores: (number | null)[] | null;
};

/** One school's part: its classes (with line counts) and its students. */
export type SchoolDoc = {
  classes: (UnionClass & { lines: TLineCount })[];
  students: SchoolStudent[];
};

type IncludedExam = { schoolId: number; examId: number; subjectId: number; scoreVersion: number; tagVersion: number };

/** The exams of the included schools, per subject. */
export async function includedExams(db: Db, jointId: number): Promise<IncludedExam[]> {
  return db
    .select({ schoolId: jointExamSchool.schoolId, examId: exam.id, subjectId: exam.subjectId, scoreVersion: exam.scoreVersion, tagVersion: exam.tagVersion })
    .from(jointExamSchool)
    .innerJoin(exam, eq(exam.examGroupId, jointExamSchool.examGroupId))
    .where(and(eq(jointExamSchool.jointExamId, jointId), eq(jointExamSchool.included, true), eq(jointExamSchool.status, JOINT_SCHOOL_STATUS.ACCEPTED)))
    .orderBy(asc(exam.id));
}

/** What a report of `subjectKey` depends on: the exams of that subject (all of them for the total). */
export function stampOf(exams: readonly IncludedExam[], subjectKey: number): string {
  const of = subjectKey === JOINT_TOTAL ? exams : exams.filter((e) => e.subjectId === subjectKey);
  return of.map((e) => `${e.examId}:${e.scoreVersion}:${e.tagVersion}`).join(',');
}

type JointSubject = { subjectId: number; subjectName: string; fullScore: number; questions: TQuestionInput[] };

async function jointSubjects(db: Db, jointId: number): Promise<JointSubject[]> {
  return db
    .select({ subjectId: jointExamSubject.subjectId, subjectName: subject.name, fullScore: jointExamSubject.fullScore, questions: jointExamSubject.questions })
    .from(jointExamSubject)
    .innerJoin(subject, eq(subject.id, jointExamSubject.subjectId))
    .where(eq(jointExamSubject.jointExamId, jointId))
    .orderBy(asc(jointExamSubject.sort));
}

type ScoreTextRow = { studentId: number; clazzId: number; absent: boolean; scores: string; answers: string | null; examId: number };
type TotalRow = { studentId: number; clazzId: number; examId: number; absent: boolean; total: number | null };

const idList = (ids: readonly number[]) => sql.join(ids.map((id) => sql`${id}`), sql`, `);

/**
 * The score rows of the exams, read as one text per exam (`student;class;absent;scores;answers`
 * joined by '|') and split here: a union's 50,000 rows come back as a few long values instead of
 * 50,000 result rows, whose decoding was most of a read on PGlite (docs/performance.md "Joint
 * exams"). Scores are numbers, answers option letters: neither holds ';' or '|'.
 */
async function readScoreRows(db: Db, examIds: readonly number[]): Promise<ScoreTextRow[]> {
  if (!examIds.length) return [];
  const packed = rowsOf<{ examId: number; packed: string | null }>(
    await db.execute(sql`
      select exam_id as "examId",
             string_agg(student_id || ';' || clazz_id || ';' || (case when absent then 1 else 0 end) || ';' || array_to_string(scores, ',') || ';' || coalesce(array_to_string(answers, ',', ''), '~'), '|') as packed
      from exam_student where exam_id in (${idList(examIds)}) group by exam_id`),
  );
  const out: ScoreTextRow[] = [];
  for (const p of packed) {
    if (!p.packed) continue;
    const examId = Number(p.examId);
    for (const row of p.packed.split('|')) {
      const [sid, cid, absent, scores, answers] = row.split(';');
      out.push({ studentId: Number(sid), clazzId: Number(cid), absent: absent === '1', scores: scores ?? '', answers: answers === '~' || answers === undefined ? null : answers, examId });
    }
  }
  return out;
}

/** Each student's total in each exam, packed the same way (`student;class;absent;total`). */
async function readTotalRows(db: Db, examIds: readonly number[]): Promise<TotalRow[]> {
  if (!examIds.length) return [];
  const packed = rowsOf<{ examId: number; packed: string | null }>(
    await db.execute(sql`
      select exam_id as "examId",
             string_agg(student_id || ';' || clazz_id || ';' || (case when absent then 1 else 0 end) || ';' || coalesce(total::text, ''), '|') as packed
      from exam_student where exam_id in (${idList(examIds)}) group by exam_id`),
  );
  const out: TotalRow[] = [];
  for (const p of packed) {
    if (!p.packed) continue;
    const examId = Number(p.examId);
    for (const row of p.packed.split('|')) {
      const [sid, cid, absent, total] = row.split(';');
      out.push({ studentId: Number(sid), clazzId: Number(cid), examId, absent: absent === '1', total: total ? Number(total) : null });
    }
  }
  // Students in id order, each one's exams in id order (the order the engine's input is built in).
  return out.sort((a, b) => a.studentId - b.studentId || a.examId - b.examId);
}

function emptyTiers(): Record<TTier, number> {
  return { top: 0, excellent: 0, middle: 0, struggling: 0 };
}

/** Students placed in the union's rank bands and top shares, per school. */
function placesOf(students: readonly { schoolId: number; unionRank: number | null; tier: TTier | null }[], participants: number, schoolIds: number[]) {
  const out: UnionDoc['schoolPlaces'] = {};
  for (const id of schoolIds) out[id] = { inRankBands: JOINT_RANK_BANDS.map(() => 0), inTop: JOINT_TOP_SHARES.map(() => 0), tiers: emptyTiers() };
  for (const s of students) {
    if (s.unionRank == null) continue;
    const p = out[s.schoolId]!;
    JOINT_RANK_BANDS.forEach((b, i) => {
      if (s.unionRank! <= b) p.inRankBands[i]! += 1;
    });
    JOINT_TOP_SHARES.forEach((share, i) => {
      if (s.unionRank! <= Math.ceil(share * participants - 1e-9)) p.inTop[i]! += 1;
    });
    if (s.tier) p.tiers[s.tier] += 1;
  }
  return out;
}

function linesFor(rows: (typeof jointGradingLine.$inferSelect)[], subjectKey: number): TGradingLine[] {
  return rows.filter((l) => (l.subjectId ?? JOINT_TOTAL) === subjectKey).map((l) => ({ name: l.name, kind: l.kind === 'share' ? 'top' : 'score', value: l.value }));
}

function linesDoc(report: ReturnType<typeof computeGradingLines>): UnionDoc['lines'] {
  return { lines: report.lines.map((l) => ({ ...l, kind: l.kind === 'top' ? ('share' as const) : ('score' as const) })), union: report.union, schools: report.schools };
}

type Built = { union: UnionDoc; schools: Map<number, SchoolDoc> };

async function clazzNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ id: clazz.id, name: clazz.name }).from(clazz).where(inArray(clazz.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

function classesOf(classes: TUnionClassStats[], names: Map<number, string>): UnionClass[] {
  return classes.map(({ bands: _bands, ...c }) => ({ ...c, clazzName: names.get(c.clazzId) ?? '' }));
}

function splitSchools(union: UnionDoc, students: SchoolStudent[], schoolOfClazz: Map<number, number>, lineClasses: Record<number, TLineCount>, schoolIds: number[]): Map<number, SchoolDoc> {
  const out = new Map<number, SchoolDoc>(schoolIds.map((id) => [id, { classes: [], students: [] }]));
  const noLines = (): TLineCount => ({ participants: 0, counts: union.lines.lines.map(() => 0), rates: union.lines.lines.map(() => null) });
  for (const c of union.classes) out.get(c.schoolId)?.classes.push({ ...c, lines: lineClasses[c.clazzId] ?? noLines() });
  for (const s of students) out.get(schoolOfClazz.get(s.clazzId)!)?.students.push(s);
  return out;
}

async function buildSubject(db: Db, jointId: number, s: JointSubject, exams: IncludedExam[], lineRows: (typeof jointGradingLine.$inferSelect)[], settings: ReturnType<typeof statsSettings>): Promise<Built> {
  const of = exams.filter((e) => e.subjectId === s.subjectId);
  const schoolOfExam = new Map(of.map((e) => [e.examId, e.schoolId]));
  const rows = await readScoreRows(db, of.map((e) => e.examId));
  const qs = s.questions;
  const k = qs.length;
  const fullScores = Float64Array.from(qs, (q) => q.fullScore);
  const scores = new Float64Array(rows.length * k);
  const objectiveAt = qs.flatMap((q, j) => (q.objective ? [j] : []));
  const answers: (string | null)[] | undefined = objectiveAt.length ? new Array(rows.length * k).fill(null) : undefined;
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i]!;
    if (r.absent) continue;
    readScoreCells(r.scores, k, fullScores, scores, i * k);
    if (answers && r.answers != null) {
      const given = r.answers.split(',');
      for (const j of objectiveAt) answers[i * k + j] = given[j] || null;
    }
  }
  const students = rows.map((r) => ({ studentId: r.studentId, schoolId: schoolOfExam.get(r.examId)!, clazzId: r.clazzId, absent: r.absent }));
  const report = computeUnionReport({
    questions: qs.map((q, j) => ({ questionId: j + 1, fullScore: q.fullScore, objective: q.objective, options: q.options ? [...q.options] : undefined, kind: q.choiceKind === 'multiple' ? 'multiple' : 'single', knowledgePointIds: q.knowledgePointIds })),
    students,
    scores,
    answers,
    settings,
    withoutStudentDetail: true,
  });
  const schoolIds = [...new Set(of.map((e) => e.schoolId))];
  const names = await clazzNames(db, report.classes.map((c) => c.clazzId));
  const kpIds = [...new Set(qs.flatMap((q) => q.knowledgePointIds))];
  const kpNames = kpIds.length ? new Map((await db.select({ id: knowledgePoint.id, name: knowledgePoint.name }).from(knowledgePoint).where(inArray(knowledgePoint.id, kpIds))).map((r) => [r.id, r.name])) : new Map<number, string>();
  const lineReport = computeGradingLines(report.students.map((x) => ({ schoolId: x.schoolId, clazzId: x.clazzId, total: x.total })), linesFor(lineRows, s.subjectId), s.fullScore || 1);
  const union: UnionDoc = {
    subjectKey: s.subjectId,
    subjectName: s.subjectName,
    fullScore: report.fullScore,
    bandWidth: settings.bandWidth,
    union: report.union,
    schools: report.schools,
    classes: classesOf(report.classes, names),
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
    lines: linesDoc(lineReport),
    schoolPlaces: placesOf(report.students, report.participants, schoolIds),
    top: topOf(report.students),
    subjects: [],
  };
  const rowIndex = new Map(rows.map((r, i) => [r.studentId, i]));
  const schoolStudents: SchoolStudent[] = report.students.map((x) => {
    const i = rowIndex.get(x.studentId)!;
    return { studentId: x.studentId, clazzId: x.clazzId, absent: x.absent, total: x.total, classRank: x.classRank, schoolRank: x.schoolRank, unionRank: x.unionRank, percentile: x.percentile, scores: x.absent ? null : Array.from(scores.subarray(i * k, i * k + k)) };
  });
  const schoolOfClazz = new Map(report.classes.map((c) => [c.clazzId, c.schoolId]));
  return { union, schools: splitSchools(union, schoolStudents, schoolOfClazz, lineReport.classes, schoolIds) };
}

function topOf(students: readonly { studentId: number; schoolId: number; clazzId: number; total: number | null; unionRank: number | null }[]): UnionDoc['top'] {
  return students
    .filter((s) => s.unionRank != null && s.unionRank <= JOINT_TOP_STUDENTS)
    .sort((a, b) => a.unionRank! - b.unionRank! || a.studentId - b.studentId)
    .map((s) => ({ studentId: s.studentId, schoolId: s.schoolId, clazzId: s.clazzId, total: s.total!, unionRank: s.unionRank! }));
}

async function buildTotal(db: Db, subjects: JointSubject[], exams: IncludedExam[], lineRows: (typeof jointGradingLine.$inferSelect)[], settings: ReturnType<typeof statsSettings>): Promise<Built> {
  const rows = await readTotalRows(db, exams.map((e) => e.examId));
  const examOf = new Map(exams.map((e) => [e.examId, e]));
  const subjectIndex = new Map(subjects.map((s, j) => [s.subjectId, j]));
  const m = subjects.length;
  const order = new Map<number, number>();
  const students: { studentId: number; schoolId: number; clazzId: number }[] = [];
  for (const r of rows) {
    if (order.has(r.studentId)) continue;
    order.set(r.studentId, students.length);
    students.push({ studentId: r.studentId, schoolId: examOf.get(r.examId)!.schoolId, clazzId: r.clazzId });
  }
  const totals = new Float64Array(students.length * m);
  const absent = new Uint8Array(students.length * m).fill(1);
  for (const r of rows) {
    const i = order.get(r.studentId)!;
    const j = subjectIndex.get(examOf.get(r.examId)!.subjectId);
    if (j === undefined || r.absent || r.total == null) continue;
    const full = subjects[j]!.fullScore;
    totals[i * m + j] = Math.min(Math.max(r.total, 0), full);
    absent[i * m + j] = 0;
  }
  const fullScore = subjects.reduce((s, x) => s + x.fullScore, 0);
  const report = computeUnionTotalReport({ subjects: subjects.map((s) => ({ subjectId: s.subjectId, fullScore: s.fullScore })), students, totals, absent, settings: { ...settings, bandWidth: settings.bandWidth } });
  const schoolIds = [...new Set(exams.map((e) => e.schoolId))];
  const names = await clazzNames(db, report.classes.map((c) => c.clazzId));
  const lineReport = computeGradingLines(report.students.map((x) => ({ schoolId: x.schoolId, clazzId: x.clazzId, total: x.total })), linesFor(lineRows, JOINT_TOTAL), fullScore || 1);
  const union: UnionDoc = {
    subjectKey: JOINT_TOTAL,
    subjectName: '总分',
    fullScore: report.fullScore,
    bandWidth: settings.bandWidth,
    union: report.union,
    schools: report.schools,
    classes: classesOf(report.classes, names),
    questions: [],
    points: [],
    alpha: null,
    lines: linesDoc(lineReport),
    schoolPlaces: placesOf(report.students, report.participants, schoolIds),
    top: topOf(report.students),
    subjects: report.subjects.map((x) => ({ subjectId: x.subjectId, fullScore: x.fullScore, unionAverage: x.union.average })),
  };
  const schoolStudents: SchoolStudent[] = report.students.map((x) => ({
    studentId: x.studentId,
    clazzId: x.clazzId,
    absent: x.absent,
    total: x.total,
    classRank: x.classRank,
    schoolRank: x.schoolRank,
    unionRank: x.unionRank,
    percentile: x.percentile,
    scores: x.subjectScores,
  }));
  const schoolOfClazz = new Map(report.classes.map((c) => [c.clazzId, c.schoolId]));
  return { union, schools: splitSchools(union, schoolStudents, schoolOfClazz, lineReport.classes, schoolIds) };
}

const pack = (doc: unknown) => deflate(JSON.stringify(doc), { level: zlibConstants.Z_BEST_SPEED });
const unpack = <T>(b: Buffer): T => JSON.parse(inflateRawSync(b).toString('utf8')) as T;

/** Settings of the union's reports: the organising school's (pass and excellent lines, bands, tiers). */
async function unionSettings(db: Db, organiserSchoolId: number) {
  const stored = await loadReportSettings(db, organiserSchoolId);
  const s = statsSettings(stored);
  return { paper: s, total: { ...s, bandWidth: stored.totalBandWidth } };
}

/** Builds and stores the report of `subjectKey` (a subject's id, or 0 for the total) with the given stamp. */
export async function buildJointReport(db: Db, joint: { id: number; organiserSchoolId: number }, subjectKey: number, exams: IncludedExam[], stamp: string): Promise<void> {
  const subjects = await jointSubjects(db, joint.id);
  const lineRows = await db.select().from(jointGradingLine).where(eq(jointGradingLine.jointExamId, joint.id)).orderBy(asc(jointGradingLine.sort));
  const settings = await unionSettings(db, joint.organiserSchoolId);
  let built: Built;
  if (subjectKey === JOINT_TOTAL) built = await buildTotal(db, subjects, exams, lineRows, settings.total);
  else {
    const s = subjects.find((x) => x.subjectId === subjectKey);
    if (!s) throw errors.notFound('联考没有该学科');
    built = await buildSubject(db, joint.id, s, exams, lineRows, settings.paper);
  }
  const unionBytes = await pack(built.union);
  const schoolBytes = await Promise.all([...built.schools].map(async ([schoolId, doc]) => ({ schoolId, doc: await pack(doc) })));
  await db.transaction(async (tx) => {
    await tx.delete(jointReportSchool).where(and(eq(jointReportSchool.jointExamId, joint.id), eq(jointReportSchool.subjectKey, subjectKey)));
    await tx
      .insert(jointReport)
      .values({ jointExamId: joint.id, subjectKey, stamp, doc: unionBytes, builtAt: new Date() })
      .onConflictDoUpdate({ target: [jointReport.jointExamId, jointReport.subjectKey], set: { stamp, doc: unionBytes, builtAt: new Date() } });
    // Two readers may rebuild the same stale report at once: the later one's documents win, neither fails.
    if (schoolBytes.length)
      await tx
        .insert(jointReportSchool)
        .values(schoolBytes.map((s) => ({ jointExamId: joint.id, subjectKey, schoolId: s.schoolId, doc: s.doc })))
        .onConflictDoUpdate({ target: [jointReportSchool.jointExamId, jointReportSchool.subjectKey, jointReportSchool.schoolId], set: { doc: sql`excluded.doc` } });
  });
}

export type UnionReadout = { union: UnionDoc; builtAt: string; stamp: string };

const unionCache = new StampedCache<UnionReadout>(64);
const schoolCache = new StampedCache<SchoolDoc | null>(256);

/**
 * The union part of a report, built first when the scores changed since (or never built). The
 * stored stamp is compared with the exams' current versions on every read: one small query.
 */
export async function ensureUnionDoc(db: Db, joint: { id: number; organiserSchoolId: number }, subjectKey: number): Promise<UnionReadout> {
  const exams = await includedExams(db, joint.id);
  const stamp = stampOf(exams, subjectKey);
  const key = `${joint.id}:${subjectKey}`;
  const [stored] = await db.select({ stamp: jointReport.stamp, builtAt: jointReport.builtAt }).from(jointReport).where(and(eq(jointReport.jointExamId, joint.id), eq(jointReport.subjectKey, subjectKey))).limit(1);
  if (stored && stored.stamp === stamp) {
    const fullStamp = `${stamp}@${stored.builtAt.toISOString()}`;
    const hit = unionCache.get(key, fullStamp);
    if (hit) return hit;
    const [row] = await db.select({ doc: jointReport.doc }).from(jointReport).where(and(eq(jointReport.jointExamId, joint.id), eq(jointReport.subjectKey, subjectKey))).limit(1);
    if (row) return unionCache.set(key, fullStamp, deepFreeze({ union: unpack<UnionDoc>(row.doc), builtAt: stored.builtAt.toISOString(), stamp: fullStamp }));
  }
  await buildJointReport(db, joint, subjectKey, exams, stamp);
  return ensureUnionDoc(db, joint, subjectKey);
}

/** A school's part of a report (call ensureUnionDoc first: its stamp keys the cache). */
export async function schoolDoc(db: Db, jointId: number, subjectKey: number, schoolId: number, stamp: string): Promise<SchoolDoc | null> {
  const key = `${jointId}:${subjectKey}:${schoolId}`;
  const hit = schoolCache.get(key, stamp);
  if (hit !== undefined) return hit;
  const [row] = await db.select({ doc: jointReportSchool.doc }).from(jointReportSchool).where(and(eq(jointReportSchool.jointExamId, jointId), eq(jointReportSchool.subjectKey, subjectKey), eq(jointReportSchool.schoolId, schoolId))).limit(1);
  return schoolCache.set(key, stamp, row ? deepFreeze(unpack<SchoolDoc>(row.doc)) : null);
}

/** Builds every report of the joint exam whose stamp is stale (all of them the first time): the bench and the release use it. */
export async function buildAllJointReports(db: Db, joint: { id: number; organiserSchoolId: number }): Promise<number> {
  const exams = await includedExams(db, joint.id);
  const subjects = await jointSubjects(db, joint.id);
  const stored = await db.select({ key: jointReport.subjectKey, stamp: jointReport.stamp }).from(jointReport).where(eq(jointReport.jointExamId, joint.id));
  let built = 0;
  for (const key of [...subjects.map((s) => s.subjectId), JOINT_TOTAL]) {
    const stamp = stampOf(exams, key);
    if (stored.find((s) => s.key === key)?.stamp === stamp) continue;
    await buildJointReport(db, joint, key, exams, stamp);
    built++;
  }
  return built;
}
