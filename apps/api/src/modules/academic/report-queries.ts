/** Reads of stored reports: exam lists, class pages, grade comparison, ranks, student tabs. */
import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { TReportSettings } from '@app/contract';
import type { Db } from '../../db/client.js';
import { clazz, exam, examGroup, examGroupClazz, examQuestion, examRank, examStudent, knowledgePoint, student, subject } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import type { AuthContext } from '../auth/authenticate.js';
import { assertClazzVisible } from '../base/clazz-scope.js';
import { assertCanViewClazz, assertCanViewGrade, requireExam, viewableClazzIds, type ExamGroupRow, type ExamRow } from './access.js';
import { ensureReport, ensureReportStamped, readClazzDoc, storedReportStamps, type GradeReportDoc } from './build-report.js';
import { deepFreeze, StampedCache } from './report-cache.js';
import { examInMarking, inMarkingSql, scoresFinalSql } from './in-marking.js';
import { examTypeName } from './exam-groups.js';
import { loadReportSettings } from './settings.js';
import { DEFAULT_STATS_SETTINGS, cohortRankChange, competitionRanks, edgeTolerance, studentsChoosingOption, type TStudentResult, type TTier } from './stats/index.js';

export const TIER_NAMES: Record<TTier, string> = { top: '尖子生', excellent: '优秀生', middle: '中等生', struggling: '学困生' };

/** 全年级N个班级: the classes ranked, i.e. with participants (a class all absent has no average). */
export function rankedClassCount(grade: Pick<GradeReportDoc, 'classes'>): number {
  return grade.classes.filter((c) => c.participants > 0).length;
}

function examInfo(e: ExamRow, g: ExamGroupRow, subjectName: string) {
  return { examId: e.id, examGroupId: g.id, name: g.name, type: g.type, typeName: examTypeName(g.type), examDate: g.examDate, subjectId: e.subjectId, subjectName, fullScore: e.fullScore };
}

async function subjectName(db: Db, subjectId: number): Promise<string> {
  return (await db.select({ name: subject.name }).from(subject).where(eq(subject.id, subjectId)).limit(1))[0]?.name ?? '';
}

/** The previous exam of the same subject, grade and type, before this one. */
export async function previousExam(db: Db, e: ExamRow, g: ExamGroupRow): Promise<number | null> {
  const rows = await db
    .select({ id: exam.id })
    .from(exam)
    .innerJoin(examGroup, eq(examGroup.id, exam.examGroupId))
    .where(and(eq(examGroup.gradeId, g.gradeId), eq(examGroup.type, g.type), eq(exam.subjectId, e.subjectId), lt(examGroup.examDate, g.examDate), scoresFinalSql(exam.id)))
    .orderBy(desc(examGroup.examDate), desc(examGroup.id))
    .limit(1);
  return rows[0]?.id ?? null;
}

/** Present students' totals of an exam (its stored ranks, built from the final scores). */
export async function presentTotals(db: Db, examId: number): Promise<Map<number, number>> {
  const rows = await db.select({ studentId: examRank.studentId, total: examRank.total }).from(examRank).where(eq(examRank.examId, examId));
  return new Map(rows.map((r) => [r.studentId, r.total]));
}

/**
 * 名次变化 against the previous exam over the students present in both, both exams re-ranked over
 * that cohort (docs/statistics.md, "Rank change"); empty without a previous exam.
 */
/** 名次变化 of whole grades, by exam pair, for the stamps of both reports (a grade of 50,000 is read once a build). */
const cohortChanges = new StampedCache<{ change: Map<number, number>; cohort: number | null }>(16);

async function cohortChange(db: Db, schoolId: number, examId: number, examStamp: string, fullScore: number, prevId: number | null): Promise<{ change: Map<number, number>; cohort: number | null }> {
  if (prevId == null) return { change: new Map(), cohort: null };
  const { stamp: prevStamp } = await ensureReportStamped(db, prevId, schoolId);
  const key = `${examId}>${prevId}`;
  const stamp = `${examStamp}#${prevStamp}#${fullScore}`;
  const hit = cohortChanges.get(key, stamp);
  if (hit) return hit;
  const prevFull = (await db.select({ full: exam.fullScore }).from(exam).where(eq(exam.id, prevId)).limit(1))[0]?.full ?? fullScore;
  const r = cohortRankChange(await presentTotals(db, examId), await presentTotals(db, prevId), { current: fullScore, previous: prevFull });
  return cohortChanges.set(key, stamp, deepFreeze(r));
}

/**
 * Exams of a class in a subject (academic exam list), newest first, with the class's result.
 * Visibility is part of the query so that paging and totals count only exams the teacher may see:
 * leaders of the grade and the exam's creator see it; otherwise the teacher must be the class's
 * class teacher, or teach this subject in it, in the exam's semester.
 */
export async function examListForClazz(db: Db, auth: AuthContext, q: { clazzId: number; subjectId: number; type?: number; semesterId?: number; pageNo: number; pageSize: number }) {
  await assertClazzVisible(db, auth, q.clazzId);
  const visible = auth.leadsWholeSchool
    ? sql`true`
    : sql`(${examGroup.createdBy} = ${auth.teacherId}
        or ${examGroup.gradeId} in (${sql.join([...auth.leadGradeIds, -1].map((x) => sql`${x}`), sql`, `)})
        or exists (select 1 from teacher_clazz tc where tc.teacher_id = ${auth.teacherId} and tc.clazz_id = ${q.clazzId}
                   and tc.semester_id = ${examGroup.semesterId} and (tc.is_admin or tc.subject_id = ${q.subjectId})))`;
  const conds = [eq(examGroup.schoolId, auth.schoolId), eq(exam.subjectId, q.subjectId), eq(examGroupClazz.clazzId, q.clazzId), visible];
  if (q.type) conds.push(eq(examGroup.type, q.type));
  if (q.semesterId) conds.push(eq(examGroup.semesterId, q.semesterId));
  const where = and(...conds);
  const from = () => db.select({ e: exam, g: examGroup, inMarking: sql<boolean>`${inMarkingSql(exam.id)}` }).from(exam).innerJoin(examGroup, eq(examGroup.id, exam.examGroupId)).innerJoin(examGroupClazz, eq(examGroupClazz.examGroupId, examGroup.id));
  const total = (await db.select({ n: sql<number>`count(*)` }).from(exam).innerJoin(examGroup, eq(examGroup.id, exam.examGroupId)).innerJoin(examGroupClazz, eq(examGroupClazz.examGroupId, examGroup.id)).where(where))[0]?.n ?? 0;
  const rows = await from().where(where).orderBy(desc(examGroup.examDate), desc(examGroup.id)).limit(q.pageSize).offset((q.pageNo - 1) * q.pageSize);
  const name = await subjectName(db, q.subjectId);
  const list = [];
  for (const r of rows) {
    const clazzRows = r.inMarking ? 0 : Number((await db.select({ n: sql<number>`count(*)` }).from(examStudent).where(and(eq(examStudent.examId, r.e.id), eq(examStudent.clazzId, q.clazzId))))[0]?.n ?? 0);
    let clazzStats = null;
    let gradeAverage = null;
    if (clazzRows > 0) {
      const grade = await ensureReport(db, r.e.id, auth.schoolId);
      gradeAverage = grade.grade.average;
      clazzStats = (await readClazzDoc(db, r.e.id, q.clazzId))?.stats ?? null;
    }
    list.push({
      ...examInfo(r.e, r.g, name),
      hasScores: clazzRows > 0,
      inMarking: r.inMarking,
      participants: clazzStats?.participants ?? 0,
      average: clazzStats?.average ?? null,
      gradeAverage,
      clazzRank: clazzStats?.rank ?? null,
      passRate: clazzStats?.pass.rate ?? null,
      excellentRate: clazzStats?.excellent.rate ?? null,
    });
  }
  return { list, total: Number(total), pageNo: q.pageNo, pageSize: q.pageSize };
}

/** One exam by id: its information and the classes of it the teacher may see, with whether each has scores. */
export async function examDetail(db: Db, auth: AuthContext, examId: number) {
  const { exam: e, group } = await requireExam(db, auth, examId);
  const allowed = await viewableClazzIds(db, auth, group, e.subjectId);
  if (!allowed.length) throw errors.forbidden('您没有查看这次考试的权限');
  const names = await db.select({ id: clazz.id, name: clazz.name, sort: clazz.sort }).from(clazz).where(inArray(clazz.id, allowed)).orderBy(asc(clazz.sort));
  const inMarking = await examInMarking(db, examId);
  const counts = inMarking ? [] : await db.select({ clazzId: examStudent.clazzId, n: sql<number>`count(*)` }).from(examStudent).where(and(eq(examStudent.examId, examId), inArray(examStudent.clazzId, allowed))).groupBy(examStudent.clazzId);
  return {
    ...examInfo(e, group, await subjectName(db, e.subjectId)),
    inMarking,
    clazzes: names.map((c) => ({ clazzId: c.id, clazzName: c.name, hasScores: Number(counts.find((x) => x.clazzId === c.id)?.n ?? 0) > 0 })),
  };
}

type StudentNames = Map<number, { name: string; num: string; clazzId: number }>;
async function studentNames(db: Db, ids: number[]): Promise<StudentNames> {
  if (!ids.length) return new Map();
  const rows = await db.select({ id: student.id, name: student.name, num: student.studentNum, clazzId: student.clazzId }).from(student).where(inArray(student.id, ids));
  return new Map(rows.map((r) => [r.id, { name: r.name, num: r.num, clazzId: r.clazzId }]));
}

/** The class page: summary cards, score bands and the student table (spec section 3 columns). */
export async function clazzSummary(db: Db, auth: AuthContext, examId: number, clazzId: number) {
  const { exam: e, group } = await requireExam(db, auth, examId);
  await assertCanViewClazz(db, auth, group, e.subjectId, clazzId);
  const { grade, stamp } = await ensureReportStamped(db, examId, auth.schoolId);
  const doc = await readClazzDoc(db, examId, clazzId);
  if (!doc) throw errors.notFound('该班级还没有这次考试的成绩');
  const settings = await loadReportSettings(db, auth.schoolId);
  const names = await studentNames(db, doc.students.map((s) => s.studentId));
  const prevId = await previousExam(db, e, group);
  const { change, cohort } = await cohortChange(db, auth.schoolId, examId, stamp, e.fullScore, prevId);
  const scoreRows = await db
    .select({ studentId: examStudent.studentId, scores: examStudent.scores, absent: examStudent.absent })
    .from(examStudent)
    .where(and(eq(examStudent.examId, examId), eq(examStudent.clazzId, clazzId)));
  const scoresOf = new Map(scoreRows.map((r) => [r.studentId, r.absent ? null : r.scores]));
  const students = doc.students
    .map((s) => presentStudent(s, names, change, grade, e.fullScore, scoresOf.get(s.studentId) ?? null))
    .sort((a, b) => (a.rank ?? 1e9) - (b.rank ?? 1e9) || a.studentNum.localeCompare(b.studentNum) || a.studentId - b.studentId);
  return {
    exam: examInfo(e, group, await subjectName(db, e.subjectId)),
    previousExamId: prevId,
    /** How many students sat both this exam and the previous one: the cohort 名次变化 ranks over. */
    compareCohort: cohort,
    clazz: doc.stats,
    grade: grade.grade,
    clazzCount: rankedClassCount(grade),
    alpha: grade.alpha,
    lines: { pass: settings.passRate * e.fullScore, good: settings.goodRate * e.fullScore, excellent: settings.excellentRate * e.fullScore, low: settings.lowRate * e.fullScore },
    students,
  };
}

function presentStudent(s: TStudentResult, names: StudentNames, change: Map<number, number>, grade: GradeReportDoc, fullScore: number, scores: number[] | null) {
  const n = names.get(s.studentId);
  return {
    studentId: s.studentId,
    studentName: n?.name ?? '',
    studentNum: n?.num ?? '',
    missExam: s.absent,
    score: s.total,
    rank: s.classRank,
    gradeRank: s.gradeRank,
    /** Rank change against the previous exam of the same kind over the common cohort (positive: improved). */
    compare: s.gradeRank != null ? (change.get(s.studentId) ?? null) : null,
    /** 得分率. */
    scoring: s.total != null ? s.total / fullScore : null,
    layered: s.tier,
    layeredName: s.tier ? TIER_NAMES[s.tier] : null,
    /** Share of the grade's participants this student scored above (超越率). */
    ratio: s.gradeRank != null && grade.participants > 0 ? (grade.participants - s.gradeRank) / grade.participants : null,
    z: s.z,
    t: s.t,
    scores,
  };
}

/** Question analysis of a class against the grade. */
export async function clazzTopics(db: Db, auth: AuthContext, examId: number, clazzId: number) {
  const { exam: e, group } = await requireExam(db, auth, examId);
  await assertCanViewClazz(db, auth, group, e.subjectId, clazzId);
  const grade = await ensureReport(db, examId, auth.schoolId);
  const doc = await readClazzDoc(db, examId, clazzId);
  if (!doc) throw errors.notFound('该班级还没有这次考试的成绩');
  const questions = await db.select().from(examQuestion).where(eq(examQuestion.examId, examId)).orderBy(asc(examQuestion.idx));
  const kpNames = await knowledgePointNames(db, questions.flatMap((q) => q.knowledgePointIds));
  return questions.map((q) => {
    const g = grade.questions.find((x) => x.questionId === q.id)?.grade ?? null;
    const c = doc.questions.find((x) => x.questionId === q.id)?.stats ?? null;
    return {
      questionId: q.id,
      questionNo: q.questionNo,
      objective: q.objective,
      choiceKind: q.choiceKind,
      options: q.options,
      answerKey: q.answerKey,
      fullScore: q.fullScore,
      knowledgePoints: q.knowledgePointIds.map((id) => ({ kpId: id, name: kpNames.get(id) ?? '' })),
      clazz: c,
      grade: g,
    };
  });
}

/**
 * Names of knowledge points as reports show them. A name used by two points of the same subject
 * (English has 非谓语动词 under 语法 and under 语法填空) gets its chapter, 非谓语动词（语法填空）, so a
 * list never shows one name twice with two different figures.
 */
export async function knowledgePointNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  const uniq = [...new Set(ids)];
  if (!uniq.length) return new Map();
  const rows = await db
    .select({
      id: knowledgePoint.id,
      name: knowledgePoint.name,
      // Spelled out: drizzle leaves a lone table's columns unqualified, which would bind to the subquery's.
      chapter: sql<string | null>`(select p.name from knowledge_point p where p.id = knowledge_point.parent_id)`,
      shared: sql<boolean>`exists (select 1 from knowledge_point o where o.subject_id = knowledge_point.subject_id and o.name = knowledge_point.name and o.id <> knowledge_point.id)`,
    })
    .from(knowledgePoint)
    .where(inArray(knowledgePoint.id, uniq));
  return new Map(rows.map((r) => [r.id, r.shared && r.chapter ? `${r.name}（${r.chapter}）` : r.name]));
}

/** Students of a class who chose an option of an objective question. */
export async function optionStudents(db: Db, auth: AuthContext, examId: number, clazzId: number, questionId: number, option: string) {
  const { exam: e, group } = await requireExam(db, auth, examId);
  await assertCanViewClazz(db, auth, group, e.subjectId, clazzId);
  const questions = await db.select().from(examQuestion).where(eq(examQuestion.examId, examId)).orderBy(asc(examQuestion.idx));
  const q = questions.find((x) => x.id === questionId);
  if (!q || !q.objective) throw errors.notFound('该题不是本次考试的客观题');
  const rows = await db.select().from(examStudent).where(and(eq(examStudent.examId, examId), eq(examStudent.clazzId, clazzId)));
  const k = questions.length;
  const ids = studentsChoosingOption(
    {
      questions: questions.map((x) => ({ questionId: x.id, fullScore: x.fullScore, objective: x.objective, options: x.options ? [...x.options] : undefined, kind: x.choiceKind === 'multiple' ? 'multiple' : 'single', knowledgePointIds: [] })),
      students: rows.map((r) => ({ studentId: r.studentId, clazzId: r.clazzId, absent: r.absent })),
      scores: new Float64Array(rows.length * k),
      answers: rows.flatMap((r) => questions.map((_x, j) => r.answers?.[j] ?? null)),
      // Only the answers matter for who chose an option; scores and settings are unused here.
      settings: DEFAULT_STATS_SETTINGS,
    },
    questionId,
    option,
  );
  const names = await studentNames(db, ids);
  return ids.map((id) => ({ studentId: id, studentName: names.get(id)?.name ?? '', studentNum: names.get(id)?.num ?? '' }));
}

/** Knowledge-point mastery of a class against the grade. */
export async function clazzPoints(db: Db, auth: AuthContext, examId: number, clazzId: number) {
  const { exam: e, group } = await requireExam(db, auth, examId);
  await assertCanViewClazz(db, auth, group, e.subjectId, clazzId);
  const grade = await ensureReport(db, examId, auth.schoolId);
  const doc = await readClazzDoc(db, examId, clazzId);
  if (!doc) throw errors.notFound('该班级还没有这次考试的成绩');
  const names = await knowledgePointNames(db, grade.knowledgePoints.map((k) => k.kpId));
  const questions = await db.select({ id: examQuestion.id, no: examQuestion.questionNo }).from(examQuestion).where(eq(examQuestion.examId, examId));
  return grade.knowledgePoints.map((kp) => ({
    kpId: kp.kpId,
    name: names.get(kp.kpId) ?? '',
    questionNos: kp.questionIds.map((id) => questions.find((q) => q.id === id)?.no ?? ''),
    fullScore: kp.fullScore,
    clazzMastery: doc.knowledgePoints.find((x) => x.kpId === kp.kpId)?.mastery ?? null,
    gradeMastery: kp.gradeMastery,
  }));
}

/** Class comparison across the grade (grade leaders and the school master). */
export async function gradeCompare(db: Db, auth: AuthContext, examId: number) {
  const { exam: e, group } = await requireExam(db, auth, examId);
  await assertCanViewGrade(auth, group);
  const grade = await ensureReport(db, examId, auth.schoolId);
  const names = await db.select({ id: clazz.id, name: clazz.name, sort: clazz.sort }).from(clazz).where(inArray(clazz.id, grade.classes.map((c) => c.clazzId).concat(-1)));
  // Quartiles for the box plot, interpolated like the median (docs/statistics.md).
  const quartiles = await db
    .select({
      clazzId: examRank.clazzId,
      q1: sql<number | null>`percentile_cont(0.25) within group (order by ${examRank.total})`,
      q3: sql<number | null>`percentile_cont(0.75) within group (order by ${examRank.total})`,
    })
    .from(examRank)
    .where(eq(examRank.examId, examId))
    .groupBy(examRank.clazzId);
  const q = (id: number) => quartiles.find((x) => x.clazzId === id);
  return {
    exam: examInfo(e, group, await subjectName(db, e.subjectId)),
    grade: grade.grade,
    alpha: grade.alpha,
    classes: grade.classes
      .map((c) => ({
        ...c,
        clazzName: names.find((n) => n.id === c.clazzId)?.name ?? '',
        sort: names.find((n) => n.id === c.clazzId)?.sort ?? 0,
        q1: q(c.clazzId)?.q1 == null ? null : Number(q(c.clazzId)!.q1),
        q3: q(c.clazzId)?.q3 == null ? null : Number(q(c.clazzId)!.q3),
      }))
      .sort((a, b) => a.sort - b.sort || a.clazzId - b.clazzId),
  };
}

/**
 * The grade's top or last 100 students (rankdetail/top, rankdetail/last). Ties at the edge are all
 * listed (ranks 1..100 for the top; for the last, every rank at or below the 100th from the
 * bottom), so the list never depends on which of several tied students a cut-off would drop.
 */
export async function rankDetail(db: Db, auth: AuthContext, examId: number, which: 'top' | 'last', limit = 100) {
  const { group } = await requireExam(db, auth, examId);
  await assertCanViewGrade(auth, group);
  await ensureReport(db, examId, auth.schoolId);
  let edge = sql`${examRank.gradeRank} <= ${limit}`;
  if (which === 'last') {
    const nth = await db.select({ rank: examRank.gradeRank }).from(examRank).where(eq(examRank.examId, examId)).orderBy(desc(examRank.gradeRank)).offset(limit - 1).limit(1);
    edge = nth[0] ? sql`${examRank.gradeRank} >= ${nth[0].rank}` : sql`true`;
  }
  const rows = await db
    .select({ studentId: examRank.studentId, studentName: student.name, studentNum: student.studentNum, clazzName: clazz.name, score: examRank.total, gradeRank: examRank.gradeRank, clazzRank: examRank.clazzRank, tier: examRank.tier })
    .from(examRank)
    .innerJoin(student, eq(student.id, examRank.studentId))
    .innerJoin(clazz, eq(clazz.id, examRank.clazzId))
    .where(and(eq(examRank.examId, examId), edge))
    .orderBy(which === 'top' ? asc(examRank.gradeRank) : desc(examRank.gradeRank), asc(student.studentNum), asc(examRank.studentId));
  return rows.map((r) => ({ ...r, tierName: r.tier ? TIER_NAMES[r.tier as TTier] : null }));
}

/** A student's answers question by question (answer page). */
export async function studentAnswers(db: Db, auth: AuthContext, examId: number, studentId: number) {
  const { exam: e, group } = await requireExam(db, auth, examId);
  const row = (await db.select().from(examStudent).where(and(eq(examStudent.examId, examId), eq(examStudent.studentId, studentId))).limit(1))[0];
  if (!row) throw errors.notFound('该学生没有这次考试的成绩');
  await assertCanViewClazz(db, auth, group, e.subjectId, row.clazzId);
  const questions = await db.select().from(examQuestion).where(eq(examQuestion.examId, examId)).orderBy(asc(examQuestion.idx));
  const grade = await ensureReport(db, examId, auth.schoolId);
  const rank = (await db.select().from(examRank).where(and(eq(examRank.examId, examId), eq(examRank.studentId, studentId))).limit(1))[0];
  const s = (await studentNames(db, [studentId])).get(studentId);
  const clazzName = (await db.select({ name: clazz.name }).from(clazz).where(eq(clazz.id, row.clazzId)).limit(1))[0]?.name ?? '';
  const kpNames = await knowledgePointNames(db, questions.flatMap((q) => q.knowledgePointIds));
  return {
    exam: examInfo(e, group, await subjectName(db, e.subjectId)),
    clazzId: row.clazzId,
    clazzName,
    studentId,
    studentName: s?.name ?? '',
    studentNum: s?.num ?? '',
    missExam: row.absent,
    total: row.absent ? null : row.total,
    clazzRank: rank?.clazzRank ?? null,
    gradeRank: rank?.gradeRank ?? null,
    questions: questions.map((q, j) => ({
      questionId: q.id,
      questionNo: q.questionNo,
      objective: q.objective,
      answerKey: q.answerKey,
      answer: row.answers?.[j] ?? null,
      score: row.absent ? null : (row.scores[j] ?? 0),
      fullScore: q.fullScore,
      gradeScoringRate: grade.questions.find((x) => x.questionId === q.id)?.grade.scoringRate ?? null,
      knowledgePoints: q.knowledgePointIds.filter((id) => kpNames.has(id)).map((id) => ({ kpId: id, name: kpNames.get(id)! })),
    })),
  };
}

/** The student tabbed list: 大幅进步, 大幅退步, 临界生, 波动生, 前10, 后10. */
/** Rank swings of whole grades, by the list of exams compared, for the stamps of their reports. */
const rankSwingCache = new StampedCache<Map<number, number>>(16);

/**
 * Each student's rank swing (highest minus lowest rank) over the given exams, each exam re-ranked
 * over the students present in all of them; students in fewer than two exams have none.
 */
async function rankSwings(db: Db, recent: { id: number; fullScore: number }[]): Promise<Map<number, number>> {
  const stampOf = await storedReportStamps(db, recent.map((r) => r.id));
  const key = recent.map((r) => r.id).join(',');
  const stamp = recent.map((r) => `${stampOf.get(r.id) ?? '-'}/${r.fullScore}`).join(',');
  const hit = rankSwingCache.get(key, stamp);
  if (hit) return hit;
  const totalsOf: Map<number, number>[] = [];
  for (const r of recent) totalsOf.push(await presentTotals(db, r.id));
  const cohort = totalsOf.length ? [...totalsOf[0]!.keys()].filter((id) => totalsOf.every((t) => t.has(id))).sort((a, b) => a - b) : [];
  const lo = new Map<number, number>();
  const hi = new Map<number, number>();
  recent.forEach((r, k) => {
    const ranks = competitionRanks(
      cohort.map((id) => totalsOf[k]!.get(id)!),
      edgeTolerance(r.fullScore),
    );
    cohort.forEach((id, i) => {
      lo.set(id, Math.min(lo.get(id) ?? Infinity, ranks[i]!));
      hi.set(id, Math.max(hi.get(id) ?? -Infinity, ranks[i]!));
    });
  });
  const swings = new Map<number, number>();
  if (recent.length >= 2) for (const id of cohort) swings.set(id, hi.get(id)! - lo.get(id)!);
  return rankSwingCache.set(key, stamp, swings);
}

export async function studentTabs(db: Db, auth: AuthContext, examId: number, clazzId: number) {
  const summary = await clazzSummary(db, auth, examId, clazzId);
  const settings: TReportSettings = await loadReportSettings(db, auth.schoolId);
  const { exam: e, group } = await requireExam(db, auth, examId);
  const present = summary.students.filter((s) => !s.missExam && s.score != null);
  const passLine = settings.passRate * e.fullScore;
  // Rank swings: ranks in the last N exams of this subject for this grade, up to this one, each exam
  // re-ranked over the students present in all of them (the comparable cohort, as for 名次变化).
  const recent = await db
    .select({ id: exam.id, fullScore: exam.fullScore })
    .from(exam)
    .innerJoin(examGroup, eq(examGroup.id, exam.examGroupId))
    .where(and(eq(examGroup.gradeId, group.gradeId), eq(exam.subjectId, e.subjectId), sql`${examGroup.examDate} <= ${group.examDate}`, scoresFinalSql(exam.id)))
    .orderBy(desc(examGroup.examDate), desc(examGroup.id))
    .limit(settings.fluctuationExams);
  const swings = await rankSwings(db, recent);
  const swing = (sid: number) => swings.get(sid) ?? null;
  // present is in rank order, ties by student number then id (clazzSummary).
  const byRank = present;
  // 后10: the ten lowest ranks, with every student tied with the tenth from the bottom.
  const lastEdge = byRank.length ? (byRank[Math.max(0, byRank.length - 10)]!.rank ?? 0) : 0;
  const withExtra = (s: (typeof present)[number]) => ({ ...s, distanceToPass: (s.score ?? 0) - passLine, fluctuation: swing(s.studentId) });
  return {
    settings: { bigRankChange: settings.bigRankChange, criticalMargin: settings.criticalMargin, fluctuationRank: settings.fluctuationRank, fluctuationExams: settings.fluctuationExams, passLine },
    improved: present.filter((s) => s.compare != null && s.compare >= settings.bigRankChange).sort((a, b) => b.compare! - a.compare!).map(withExtra),
    declined: present.filter((s) => s.compare != null && s.compare <= -settings.bigRankChange).sort((a, b) => a.compare! - b.compare!).map(withExtra),
    critical: present.filter((s) => Math.abs((s.score ?? 0) - passLine) <= settings.criticalMargin).map(withExtra).sort((a, b) => a.distanceToPass - b.distanceToPass),
    fluctuating: present.map(withExtra).filter((s) => s.fluctuation != null && s.fluctuation >= settings.fluctuationRank).sort((a, b) => b.fluctuation! - a.fluctuation!),
    top10: byRank.filter((s) => (s.rank ?? Infinity) <= 10).map(withExtra),
    last10: [...byRank].reverse().filter((s) => (s.rank ?? 0) >= lastEdge).map(withExtra),
  };
}
