/**
 * The union report ports (docs/joint.md "Reports"): each reads the built documents (build.ts) and
 * shows the viewer what their school may know. Every school is named through the namer (its
 * letter, or its name where the viewer may know it); only the viewer's school's classes and
 * students are ever read from a school document, and of those only the classes the viewer may see
 * at home (master and the grade's leaders: all; other teachers: their classes).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { JOINT_RANK_BANDS, JOINT_STATUS, JOINT_TOTAL, type TJointSchoolRef } from '@app/contract';
import type { Db } from '../../db/client.js';
import { clazz, jointExamSubject, student, subject } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import type { AuthContext } from '../auth/authenticate.js';
import type { TGroupStats } from '../academic/stats/index.js';
import { myViewableClazzIds, requireJoint, schoolNamer, type JointView } from './access.js';
import { JOINT_TOP_SHARES, ensureUnionDoc, schoolDoc, type SchoolDoc, type UnionDoc } from './build.js';
import { rightsOf } from './lifecycle.js';

type Ctx = {
  v: JointView;
  union: UnionDoc;
  builtAt: string;
  stamp: string;
  ref: (schoolId: number) => TJointSchoolRef;
  subjects: { subjectId: number; subjectName: string; fullScore: number }[];
  rights: Awaited<ReturnType<typeof rightsOf>>['rights'];
};

/** The joint exam's subjects in order. */
async function subjectsOf(db: Db, jointId: number) {
  return db
    .select({ subjectId: jointExamSubject.subjectId, subjectName: subject.name, fullScore: jointExamSubject.fullScore })
    .from(jointExamSubject)
    .innerJoin(subject, eq(subject.id, jointExamSubject.subjectId))
    .where(eq(jointExamSubject.jointExamId, jointId))
    .orderBy(jointExamSubject.sort);
}

/** Checks the viewer may read the released reports and that the subject is the joint exam's. */
async function open(db: Db, auth: AuthContext, jointId: number, subjectKey: number, known?: JointView): Promise<Ctx> {
  const v = known ?? (await requireJoint(db, auth, jointId));
  const { rights } = await rightsOf(db, auth, v);
  if (v.joint.status !== JOINT_STATUS.RELEASED) throw errors.conflict('联考报告尚未发布');
  if (!rights.report) throw errors.forbidden('本校的成绩未计入本次联考，不能查看联考报告');
  const subjects = await subjectsOf(db, jointId);
  if (subjectKey !== JOINT_TOTAL && !subjects.some((s) => s.subjectId === subjectKey)) throw errors.notFound('联考没有该学科');
  const readout = await ensureUnionDoc(db, v.joint, subjectKey);
  const namer = await schoolNamer(db, auth, v);
  return { v, union: readout.union, builtAt: readout.builtAt, stamp: readout.stamp, ref: namer.ref, subjects, rights };
}

function head(c: Ctx) {
  return {
    subjectId: c.union.subjectKey,
    subjectName: c.union.subjectName,
    fullScore: c.union.fullScore,
    subjects: [{ subjectId: JOINT_TOTAL, subjectName: '总分' }, ...c.subjects.map((s) => ({ subjectId: s.subjectId, subjectName: s.subjectName }))],
    builtAt: c.builtAt,
  };
}

function stats(g: TGroupStats) {
  return { participants: g.participants, absent: g.absent, average: g.average, max: g.max, min: g.min, median: g.median, stdDev: g.stdDev, pass: g.pass, good: g.good, excellent: g.excellent, low: g.low };
}

const byRank = <T extends { rank: number | null; schoolKey: number }>(a: T, b: T) => (a.rank ?? Infinity) - (b.rank ?? Infinity) || a.schoolKey - b.schoolKey;

const schoolRow = (c: Ctx, s: UnionDoc['schools'][number]) => ({ ...c.ref(s.schoolId), ...stats(s), rank: s.rank, aboveAverageRate: s.aboveAverageRate });

function schoolRows(c: Ctx) {
  return c.union.schools.map((s) => schoolRow(c, s)).sort(byRank);
}

/** jointdetail */
export async function unionOverview(db: Db, auth: AuthContext, jointId: number, subjectKey: number) {
  const c = await open(db, auth, jointId, subjectKey);
  return { ...head(c), union: stats(c.union.union), schools: schoolRows(c), classCount: c.union.classes.filter((x) => x.participants > 0).length };
}

/** The viewer's school's part, with only the classes they may see; null when they may see none. */
async function mySchoolPart(db: Db, auth: AuthContext, c: Ctx): Promise<{ doc: SchoolDoc; clazzIds: Set<number> } | null> {
  if (!c.rights.schoolReport) return null;
  const doc = await schoolDoc(db, c.v.joint.id, c.union.subjectKey, auth.schoolId, c.stamp);
  if (!doc) return null;
  const ids = new Set(await myViewableClazzIds(db, auth, c.v, c.union.subjectKey === JOINT_TOTAL ? null : c.union.subjectKey));
  return { doc, clazzIds: ids };
}

function requireSchoolPart<T>(part: T | null): T {
  if (!part) throw errors.forbidden('没有可查看的本校班级');
  return part;
}

/** gradinglinestatistics */
export async function unionLines(db: Db, auth: AuthContext, jointId: number, subjectKey: number) {
  const c = await open(db, auth, jointId, subjectKey);
  const part = await mySchoolPart(db, auth, c);
  const rate = (n: number, of: number) => (of ? n / of : null);
  const counts = (l: { participants: number; counts: number[] }) => l.counts.map((n) => ({ count: n, rate: rate(n, l.participants) }));
  return {
    ...head(c),
    lines: c.union.lines.lines,
    union: { participants: c.union.lines.union.participants, counts: counts(c.union.lines.union) },
    schools: Object.entries(c.union.lines.schools)
      .map(([id, l]) => ({ ...c.ref(Number(id)), participants: l.participants, counts: counts(l) }))
      .sort((a, b) => a.schoolKey - b.schoolKey),
    classes: part ? part.doc.classes.filter((x) => part.clazzIds.has(x.clazzId)).map((x) => ({ clazzId: x.clazzId, clazzName: x.clazzName, participants: x.lines.participants, counts: counts(x.lines) })) : [],
  };
}

/** testachievementsummary: every subject's report and the total's, side by side per school. */
export async function unionSummary(db: Db, auth: AuthContext, jointId: number) {
  const total = await open(db, auth, jointId, JOINT_TOTAL);
  const docs = [total.union];
  for (const s of total.subjects) docs.push((await ensureUnionDoc(db, total.v.joint, s.subjectId)).union);
  const schoolIds = [...new Set(docs.flatMap((d) => d.schools.map((s) => s.schoolId)))];
  const schools = schoolIds.map((id) => ({
    ...total.ref(id),
    cells: docs.map((d) => {
      const s = d.schools.find((x) => x.schoolId === id);
      return { subjectId: d.subjectKey, participants: s?.participants ?? 0, average: s?.average ?? null, rank: s?.rank ?? null, aboveAverageRate: s?.aboveAverageRate ?? null };
    }),
  }));
  schools.sort((a, b) => (a.cells[0]!.rank ?? Infinity) - (b.cells[0]!.rank ?? Infinity) || a.schoolKey - b.schoolKey);
  return { subjects: docs.map((d) => ({ subjectId: d.subjectKey, subjectName: d.subjectName, fullScore: d.fullScore, unionAverage: d.union.average })), schools, builtAt: total.builtAt };
}

/** achievementspread */
export async function unionSpread(db: Db, auth: AuthContext, jointId: number, subjectKey: number) {
  const c = await open(db, auth, jointId, subjectKey);
  return {
    ...head(c),
    bandWidth: c.union.bandWidth,
    union: c.union.union.bands,
    schools: c.union.schools.map((s) => ({ ...c.ref(s.schoolId), participants: s.participants, bands: s.bands })).sort((a, b) => a.schoolKey - b.schoolKey),
  };
}

function requireSubject(c: Ctx): void {
  if (c.union.subjectKey === JOINT_TOTAL) throw errors.validation('请选择学科（总分没有小题）');
}

const qCell = (q: { participants: number; average: number | null; scoringRate: number | null; fullMarkCount: number; zeroCount: number }) => ({
  participants: q.participants,
  average: q.average,
  scoringRate: q.scoringRate,
  fullMarkCount: q.fullMarkCount,
  zeroCount: q.zeroCount,
});

/** answerquescount */
export async function unionQuestions(db: Db, auth: AuthContext, jointId: number, subjectKey: number) {
  const c = await open(db, auth, jointId, subjectKey);
  requireSubject(c);
  return {
    ...head(c),
    questions: c.union.questions.map((q) => ({
      questionNo: q.questionNo,
      fullScore: q.fullScore,
      objective: q.objective,
      answerKey: q.answerKey,
      union: qCell(q.union),
      schools: Object.entries(q.schools)
        .map(([id, s]) => ({ ...c.ref(Number(id)), ...qCell(s) }))
        .sort((a, b) => a.schoolKey - b.schoolKey),
    })),
  };
}

/** pointgrasp */
export async function unionPoints(db: Db, auth: AuthContext, jointId: number, subjectKey: number) {
  const c = await open(db, auth, jointId, subjectKey);
  requireSubject(c);
  return {
    ...head(c),
    points: c.union.points.map((p) => ({
      kpId: p.kpId,
      name: p.name,
      questionNos: p.questionNos,
      fullScore: p.fullScore,
      unionMastery: p.unionMastery,
      schools: Object.entries(p.schools)
        .map(([id, m]) => ({ ...c.ref(Number(id)), mastery: m }))
        .sort((a, b) => a.schoolKey - b.schoolKey),
    })),
  };
}

/** schoolsortdetail */
export async function unionSchoolSort(db: Db, auth: AuthContext, jointId: number, subjectKey: number) {
  const c = await open(db, auth, jointId, subjectKey);
  return {
    ...head(c),
    rankBands: [...JOINT_RANK_BANDS],
    schools: c.union.schools
      .map((s) => {
        const p = c.union.schoolPlaces[s.schoolId];
        return { ...schoolRow(c, s), inRankBands: p?.inRankBands ?? JOINT_RANK_BANDS.map(() => 0), tiers: p?.tiers ?? { top: 0, excellent: 0, middle: 0, struggling: 0 } };
      })
      .sort(byRank),
  };
}

/** jointnowschoolport: the viewer's school and the classes they may see, against the union. */
export async function unionMySchool(db: Db, auth: AuthContext, jointId: number, subjectKey: number) {
  const c = await open(db, auth, jointId, subjectKey);
  const part = requireSchoolPart(await mySchoolPart(db, auth, c));
  const mine = c.union.schools.find((s) => s.schoolId === auth.schoolId);
  if (!mine) throw errors.forbidden('本校的成绩未计入本次联考，不能查看本校报告');
  const ranked = c.union.classes.filter((x) => x.rank != null);
  return {
    ...head(c),
    school: { ...c.ref(auth.schoolId), ...stats(mine), rank: mine.rank, aboveAverageRate: mine.aboveAverageRate },
    union: stats(c.union.union),
    schoolCount: c.union.schools.filter((s) => s.participants > 0).length,
    classCount: ranked.length,
    classes: part.doc.classes
      .filter((x) => part.clazzIds.has(x.clazzId))
      .map((x) => ({ ...stats({ ...x, bands: [] }), clazzId: x.clazzId, clazzName: x.clazzName, unionRank: x.rank, schoolRank: x.schoolRank, aboveAverageRate: x.aboveAverageRate })),
  };
}

async function studentNames(db: Db, schoolId: number, ids: number[]) {
  if (!ids.length) return new Map<number, { name: string; studentNum: string }>();
  const rows = await db.select({ id: student.id, name: student.name, studentNum: student.studentNum }).from(student).where(and(eq(student.schoolId, schoolId), inArray(student.id, ids)));
  return new Map(rows.map((r) => [r.id, r]));
}

async function clazzNames(db: Db, schoolId: number, ids: number[]) {
  if (!ids.length) return new Map<number, string>();
  const rows = await db.select({ id: clazz.id, name: clazz.name }).from(clazz).where(and(eq(clazz.schoolId, schoolId), inArray(clazz.id, ids)));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The school's students the viewer may see, best union rank first (absentees last). */
export async function unionStudents(db: Db, auth: AuthContext, jointId: number, q: { subjectId: number; clazzId?: number; keyword?: string; pageNo: number; pageSize: number }) {
  const v = await requireJoint(db, auth, jointId);
  // A class the teacher may not see is refused before anything about the report is said.
  if (q.clazzId != null && !(await myViewableClazzIds(db, auth, v, q.subjectId === JOINT_TOTAL ? null : q.subjectId)).includes(q.clazzId)) throw errors.forbidden('不能查看该班级的学生');
  const c = await open(db, auth, jointId, q.subjectId, v);
  const part = requireSchoolPart(await mySchoolPart(db, auth, c));
  const visible = part.doc.students.filter((s) => part.clazzIds.has(s.clazzId) && (q.clazzId == null || s.clazzId === q.clazzId));
  const names = await studentNames(db, auth.schoolId, visible.map((s) => s.studentId));
  const clazzes = await clazzNames(db, auth.schoolId, [...part.clazzIds]);
  const kw = q.keyword?.trim();
  const matched = visible.filter((s) => !kw || names.get(s.studentId)?.name.includes(kw) || names.get(s.studentId)?.studentNum.includes(kw));
  matched.sort((a, b) => (a.unionRank ?? Infinity) - (b.unionRank ?? Infinity) || (names.get(a.studentId)?.studentNum ?? '').localeCompare(names.get(b.studentId)?.studentNum ?? '') || a.studentId - b.studentId);
  const page = matched.slice((q.pageNo - 1) * q.pageSize, q.pageNo * q.pageSize);
  return {
    list: page.map((s) => ({
      studentId: s.studentId,
      studentNum: names.get(s.studentId)?.studentNum ?? '',
      name: names.get(s.studentId)?.name ?? '',
      clazzId: s.clazzId,
      clazzName: clazzes.get(s.clazzId) ?? '',
      absent: s.absent,
      total: s.total,
      classRank: s.classRank,
      schoolRank: s.schoolRank,
      unionRank: s.unionRank,
      percentile: s.percentile,
    })),
    total: matched.length,
    pageNo: q.pageNo,
    pageSize: q.pageSize,
    participants: c.union.union.participants,
  };
}

/** studentreport: one of the school's students, in every subject and the total. */
export async function unionStudentReport(db: Db, auth: AuthContext, jointId: number, studentId: number) {
  const v = await requireJoint(db, auth, jointId);
  const [st] = await db.select({ id: student.id, name: student.name, studentNum: student.studentNum, clazzId: student.clazzId }).from(student).where(and(eq(student.id, studentId), eq(student.schoolId, auth.schoolId))).limit(1);
  if (!st) throw errors.notFound('学生不存在');
  if (!(await myViewableClazzIds(db, auth, v, null)).includes(st.clazzId)) throw errors.forbidden('不能查看该学生的报告');
  const total = await open(db, auth, jointId, JOINT_TOTAL, v);
  const subjects = [];
  let clazzName = '';
  for (const key of [JOINT_TOTAL, ...total.subjects.map((s) => s.subjectId)]) {
    const c = key === JOINT_TOTAL ? total : { ...total, ...(await ensureUnionDoc(db, total.v.joint, key)) };
    const part = requireSchoolPart(await mySchoolPart(db, auth, c));
    const row = part.doc.students.find((s) => s.studentId === studentId);
    if (!row) continue;
    if (!part.clazzIds.has(row.clazzId)) throw errors.forbidden('不能查看该学生的报告');
    const cls = part.doc.classes.find((x) => x.clazzId === row.clazzId);
    clazzName ||= cls?.clazzName ?? '';
    const mine = c.union.schools.find((s) => s.schoolId === auth.schoolId);
    subjects.push({
      subjectId: key,
      subjectName: c.union.subjectName,
      fullScore: c.union.fullScore,
      absent: row.absent,
      score: row.total,
      classRank: row.classRank,
      schoolRank: row.schoolRank,
      unionRank: row.unionRank,
      percentile: row.percentile,
      participants: c.union.union.participants,
      clazzAverage: cls?.average ?? null,
      schoolAverage: mine?.average ?? null,
      unionAverage: c.union.union.average,
      questions: key === JOINT_TOTAL ? [] : c.union.questions.map((q, j) => ({ questionNo: q.questionNo, fullScore: q.fullScore, score: row.scores?.[j] ?? null, unionAverage: q.union.average })),
    });
  }
  if (!subjects.length) throw errors.notFound('该学生没有参加本次联考');
  return { studentId, studentNum: st.studentNum, name: st.name, clazzName, subjects };
}

/** paperqualityport: the paper over the whole union. */
export async function unionQuality(db: Db, auth: AuthContext, jointId: number, subjectKey: number) {
  const c = await open(db, auth, jointId, subjectKey);
  requireSubject(c);
  const d = c.union.questions.map((q) => q.union.discrimination).filter((x): x is number => x != null);
  return {
    ...head(c),
    alpha: c.union.alpha,
    average: c.union.union.average,
    difficulty: c.union.union.average == null || !c.union.fullScore ? null : c.union.union.average / c.union.fullScore,
    discrimination: d.length ? d.reduce((s, x) => s + x, 0) / d.length : null,
    questions: c.union.questions.map((q) => ({
      questionNo: q.questionNo,
      fullScore: q.fullScore,
      objective: q.objective,
      answerKey: q.answerKey,
      difficulty: q.union.scoringRate,
      discrimination: q.union.discrimination,
      itemRestCorrelation: q.union.itemRestCorrelation,
      stdDev: q.union.stdDev,
      optionDistribution: q.union.optionDistribution,
    })),
  };
}

/** excellentschool: schools by 优秀率 (then average). */
export async function excellentSchools(db: Db, auth: AuthContext, jointId: number, subjectKey: number) {
  const c = await open(db, auth, jointId, subjectKey);
  const schools = c.union.schools
    .map((s) => ({ ...c.ref(s.schoolId), participants: s.participants, excellent: s.excellent, good: s.good, average: s.average, inTop: c.union.schoolPlaces[s.schoolId]?.inTop ?? JOINT_TOP_SHARES.map(() => 0) }))
    .sort((a, b) => (b.excellent.rate ?? -1) - (a.excellent.rate ?? -1) || (b.average ?? -1) - (a.average ?? -1) || a.schoolKey - b.schoolKey);
  return { ...head(c), schools, topShares: [...JOINT_TOP_SHARES] };
}

/** excellentclass: the union's 50 best classes by average; another school's class by its name and school only. */
export async function excellentClasses(db: Db, auth: AuthContext, jointId: number, subjectKey: number) {
  const c = await open(db, auth, jointId, subjectKey);
  const classes = c.union.classes
    .filter((x) => x.rank != null && x.rank <= 50)
    .sort((a, b) => a.rank! - b.rank! || a.clazzId - b.clazzId)
    .map((x) => ({ ...c.ref(x.schoolId), clazzId: x.schoolId === auth.schoolId ? x.clazzId : null, clazzName: x.clazzName, participants: x.participants, average: x.average, excellent: x.excellent, unionRank: x.rank! }));
  return { ...head(c), classes };
}

/** excellentstudent: the union's best `limit` ranks; other schools' students without name or class. */
export async function excellentStudents(db: Db, auth: AuthContext, jointId: number, subjectKey: number, limit: number) {
  const c = await open(db, auth, jointId, subjectKey);
  const top = c.union.top.filter((s) => s.unionRank <= limit);
  const mineIds = top.filter((s) => s.schoolId === auth.schoolId).map((s) => s.studentId);
  const names = await studentNames(db, auth.schoolId, mineIds);
  const clazzes = await clazzNames(db, auth.schoolId, top.filter((s) => s.schoolId === auth.schoolId).map((s) => s.clazzId));
  return {
    ...head(c),
    limit,
    students: top.map((s) => {
      const mine = s.schoolId === auth.schoolId;
      return { ...c.ref(s.schoolId), unionRank: s.unionRank, total: s.total, name: mine ? (names.get(s.studentId)?.name ?? '') : null, clazzName: mine ? (clazzes.get(s.clazzId) ?? '') : null, studentId: mine ? s.studentId : null };
    }),
  };
}
