/**
 * Trends across exams: a class's results over the term (classtrend), a class's knowledge-point
 * mastery over the term (exampoint), and a student's scores, ranks and knowledge points over the
 * term (studentanalyse) with concrete suggestions from the weakest points (improveGuide).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { clazz, exam, examGroup, grade, examGroupClazz, examQuestion, examRank, examStudent, knowledgePoint, student } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import type { AuthContext } from '../auth/authenticate.js';
import type { TGradeTrend } from '@app/contract';
import { assertClazzVisible, visibleClazzes } from '../base/clazz-scope.js';
import { requireCurrentSemester, teacherAssignments } from '../base/queries.js';
import { ensureReport, readClazzDoc } from './build-report.js';
import { scoresFinalSql } from './in-marking.js';
import { examTypeName } from './exam-groups.js';
import { knowledgePointNames, presentTotals, rankedClassCount } from './report-queries.js';
import { cohortRankChange } from './stats/index.js';
import { leadsGrade } from './access.js';

/** Subject teachers see their subject; class teachers and leaders any subject of the class. */
async function assertSubjectOfClazz(db: Db, auth: AuthContext, clazzId: number, gradeId: number, subjectId: number, semesterId: number) {
  if (leadsGrade(auth, gradeId)) return;
  const mine = await teacherAssignments(db, auth.teacherId, semesterId);
  if (!mine.some((a) => a.clazzId === clazzId && (a.isAdmin || a.subjectId === subjectId))) throw errors.forbidden('您没有查看该班级此学科成绩的权限');
}

async function clazzGrade(db: Db, clazzId: number): Promise<number> {
  return (await db.select({ gradeId: clazz.gradeId }).from(clazz).where(eq(clazz.id, clazzId)).limit(1))[0]?.gradeId ?? 0;
}

/** Exams of a class in a subject in a semester, oldest first. */
async function clazzExams(db: Db, auth: AuthContext, clazzId: number, subjectId: number, semesterId: number, type?: number) {
  // Exams still being marked online have no final scores yet: trends leave them out.
  const conds = [eq(examGroup.schoolId, auth.schoolId), eq(examGroup.semesterId, semesterId), eq(exam.subjectId, subjectId), eq(examGroupClazz.clazzId, clazzId), scoresFinalSql(exam.id)];
  if (type) conds.push(eq(examGroup.type, type));
  return db
    .select({ examId: exam.id, name: examGroup.name, type: examGroup.type, examDate: examGroup.examDate, fullScore: exam.fullScore })
    .from(exam)
    .innerJoin(examGroup, eq(examGroup.id, exam.examGroupId))
    .innerJoin(examGroupClazz, eq(examGroupClazz.examGroupId, examGroup.id))
    .where(and(...conds))
    .orderBy(asc(examGroup.examDate), asc(examGroup.id));
}

export async function clazzTrend(db: Db, auth: AuthContext, q: { clazzId: number; subjectId: number; semesterId?: number; type?: number }) {
  await assertClazzVisible(db, auth, q.clazzId);
  const semesterId = q.semesterId ?? (await requireCurrentSemester(db, auth.schoolId)).id;
  await assertSubjectOfClazz(db, auth, q.clazzId, await clazzGrade(db, q.clazzId), q.subjectId, semesterId);
  const exams = await clazzExams(db, auth, q.clazzId, q.subjectId, semesterId, q.type);
  const out = [];
  for (const e of exams) {
    const has = await db.select({ n: sql<number>`count(*)` }).from(examStudent).where(eq(examStudent.examId, e.examId));
    if (!Number(has[0]?.n)) continue;
    const grade = await ensureReport(db, e.examId, auth.schoolId);
    const doc = await readClazzDoc(db, e.examId, q.clazzId);
    if (!doc) continue;
    out.push({
      examId: e.examId,
      name: e.name,
      typeName: examTypeName(e.type),
      examDate: e.examDate,
      fullScore: e.fullScore,
      average: doc.stats.average,
      gradeAverage: grade.grade.average,
      rank: doc.stats.rank,
      clazzCount: rankedClassCount(grade),
      passRate: doc.stats.pass.rate,
      excellentRate: doc.stats.excellent.rate,
      lowRate: doc.stats.low.rate,
      aboveAverageRate: doc.stats.aboveAverageRate,
    });
  }
  return out;
}

/**
 * The classes of a grade over the term in a subject (/academic/trend), in one call: the exams with
 * final scores, oldest first, and for each class the teacher may see in that subject its average,
 * rank and rates per exam, all read from the exams' stored grade reports.
 */
export async function gradeTrend(db: Db, auth: AuthContext, q: { gradeId: number; subjectId: number; semesterId?: number; type?: number }) {
  const semesterId = q.semesterId ?? (await requireCurrentSemester(db, auth.schoolId)).id;
  const visible = await visibleClazzes(db, auth, semesterId, { subjectId: q.subjectId });
  const classes = visible.filter((c) => c.gradeId === q.gradeId);
  if (!classes.length) {
    const known = await db.select({ id: grade.id }).from(grade).where(and(eq(grade.id, q.gradeId), eq(grade.schoolId, auth.schoolId))).limit(1);
    if (!known.length) throw errors.notFound('年级不存在');
    throw errors.forbidden('您没有查看该年级此学科成绩的权限');
  }
  const conds = [eq(examGroup.schoolId, auth.schoolId), eq(examGroup.semesterId, semesterId), eq(examGroup.gradeId, q.gradeId), eq(exam.subjectId, q.subjectId), scoresFinalSql(exam.id)];
  if (q.type) conds.push(eq(examGroup.type, q.type));
  const exams = await db
    .select({ examId: exam.id, name: examGroup.name, type: examGroup.type, examDate: examGroup.examDate, fullScore: exam.fullScore })
    .from(exam)
    .innerJoin(examGroup, eq(examGroup.id, exam.examGroupId))
    .where(
      and(
        ...conds,
        sql`exists (select 1 from ${examStudent} where ${examStudent.examId} = ${exam.id})`,
        // Only exams one of the teacher's visible classes sat (a paper printed for other classes is not theirs to compare).
        sql`exists (select 1 from ${examGroupClazz} where ${examGroupClazz.examGroupId} = ${examGroup.id} and ${examGroupClazz.clazzId} = any(${sql.param(classes.map((c) => c.clazzId))}::int[]))`,
      ),
    )
    .orderBy(asc(examGroup.examDate), asc(examGroup.id));
  const lines = new Map(classes.map((c) => [c.clazzId, { clazzId: c.clazzId, clazzName: c.clazzName, rows: [] as TGradeTrend['classes'][number]['rows'] }]));
  const outExams: TGradeTrend['exams'] = [];
  for (const e of exams) {
    const report = await ensureReport(db, e.examId, auth.schoolId);
    outExams.push({ examId: e.examId, name: e.name, typeName: examTypeName(e.type), examDate: e.examDate, fullScore: e.fullScore, gradeAverage: report.grade.average, clazzCount: rankedClassCount(report) });
    for (const c of report.classes) {
      lines.get(c.clazzId)?.rows.push({
        examId: e.examId,
        average: c.average,
        rank: c.rank,
        passRate: c.pass.rate,
        excellentRate: c.excellent.rate,
        lowRate: c.low.rate,
        aboveAverageRate: c.aboveAverageRate,
      });
    }
  }
  return { exams: outExams, classes: [...lines.values()] };
}

/** A class's knowledge-point mastery over the term, from every exam's stored class report. */
export async function clazzPointTrend(db: Db, auth: AuthContext, q: { clazzId: number; subjectId: number; semesterId?: number }) {
  await assertClazzVisible(db, auth, q.clazzId);
  const semesterId = q.semesterId ?? (await requireCurrentSemester(db, auth.schoolId)).id;
  await assertSubjectOfClazz(db, auth, q.clazzId, await clazzGrade(db, q.clazzId), q.subjectId, semesterId);
  const exams = await clazzExams(db, auth, q.clazzId, q.subjectId, semesterId);
  const acc = new Map<number, { clazzScore: number; gradeScore: number; full: number; exams: number }>();
  for (const e of exams) {
    const has = await db.select({ n: sql<number>`count(*)` }).from(examStudent).where(eq(examStudent.examId, e.examId));
    if (!Number(has[0]?.n)) continue;
    const grade = await ensureReport(db, e.examId, auth.schoolId);
    const doc = await readClazzDoc(db, e.examId, q.clazzId);
    if (!doc) continue;
    for (const kp of grade.knowledgePoints) {
      const mine = doc.knowledgePoints.find((x) => x.kpId === kp.kpId)?.mastery;
      if (mine == null || kp.gradeMastery == null) continue;
      const a = acc.get(kp.kpId) ?? { clazzScore: 0, gradeScore: 0, full: 0, exams: 0 };
      // Weight each exam's mastery by the points at stake, so a 17-point question counts more than a 5-point one.
      a.clazzScore += mine * kp.fullScore;
      a.gradeScore += kp.gradeMastery * kp.fullScore;
      a.full += kp.fullScore;
      a.exams += 1;
      acc.set(kp.kpId, a);
    }
  }
  const names = await knowledgePointNames(db, [...acc.keys()]);
  return [...acc.entries()]
    .map(([kpId, a]) => ({ kpId, name: names.get(kpId) ?? '', exams: a.exams, fullScore: a.full, clazzMastery: a.clazzScore / a.full, gradeMastery: a.gradeScore / a.full }))
    .sort((x, y) => x.clazzMastery - x.gradeMastery - (y.clazzMastery - y.gradeMastery) || x.kpId - y.kpId);
}

async function requireStudent(db: Db, auth: AuthContext, studentId: number) {
  const s = (await db.select().from(student).where(eq(student.id, studentId)).limit(1))[0];
  if (!s || s.schoolId !== auth.schoolId) throw errors.notFound('学生不存在');
  await assertClazzVisible(db, auth, s.clazzId);
  return s;
}

/** A student's exams in a subject this term: score, ranks, tier, class and grade averages. */
export async function studentTrend(db: Db, auth: AuthContext, q: { studentId: number; subjectId: number; semesterId?: number }) {
  const s = await requireStudent(db, auth, q.studentId);
  const semesterId = q.semesterId ?? (await requireCurrentSemester(db, auth.schoolId)).id;
  await assertSubjectOfClazz(db, auth, s.clazzId, await clazzGrade(db, s.clazzId), q.subjectId, semesterId);
  const exams = await clazzExams(db, auth, s.clazzId, q.subjectId, semesterId);
  const out = [];
  for (const e of exams) {
    const row = (await db.select().from(examStudent).where(and(eq(examStudent.examId, e.examId), eq(examStudent.studentId, s.id))).limit(1))[0];
    if (!row) continue;
    const grade = await ensureReport(db, e.examId, auth.schoolId);
    const rank = (await db.select().from(examRank).where(and(eq(examRank.examId, e.examId), eq(examRank.studentId, s.id))).limit(1))[0];
    const doc = await readClazzDoc(db, e.examId, row.clazzId);
    out.push({
      examId: e.examId,
      name: e.name,
      typeName: examTypeName(e.type),
      examDate: e.examDate,
      fullScore: e.fullScore,
      missExam: row.absent,
      score: row.absent ? null : row.total,
      clazzRank: rank?.clazzRank ?? null,
      gradeRank: rank?.gradeRank ?? null,
      tier: rank?.tier ?? null,
      participants: grade.participants,
      clazzAverage: doc?.stats.average ?? null,
      gradeAverage: grade.grade.average,
    });
  }
  // Rank change over the term: first against last exam with a rank, over the students who sat both.
  const ranked = out.filter((x) => x.gradeRank != null);
  let rankGain: number | null = null;
  let rankGainCohort: number | null = null;
  if (ranked.length >= 2) {
    const first = ranked[0]!;
    const last = ranked[ranked.length - 1]!;
    const r = cohortRankChange(await presentTotals(db, last.examId), await presentTotals(db, first.examId), { current: last.fullScore, previous: first.fullScore });
    rankGain = r.change.get(s.id) ?? null;
    rankGainCohort = r.cohort;
  }
  return { studentId: s.id, studentName: s.name, studentNum: s.studentNum, clazzId: s.clazzId, exams: out, rankGain, rankGainCohort };
}

/** Mastery level words and what to do about them (improveGuide). */
export function guideFor(name: string, chapter: string | null, mastery: number): string {
  const where = chapter ? `（${chapter}）` : '';
  if (mastery < 0.4) return `“${name}”${where}掌握率仅${Math.round(mastery * 100)}%，基础薄弱：建议回到课本重学概念与例题，整理错题后每天做3-5道基础题，一周后复测。`;
  if (mastery < 0.6) return `“${name}”${where}掌握率${Math.round(mastery * 100)}%，方法不熟：建议归纳本知识点的常见题型与解题步骤，完成一组中档针对性练习并订正。`;
  if (mastery < 0.8) return `“${name}”${where}掌握率${Math.round(mastery * 100)}%，已基本掌握：建议做综合题提升灵活运用，注意审题与规范作答以减少失分。`;
  return `“${name}”${where}掌握率${Math.round(mastery * 100)}%，掌握良好：保持练习，可尝试拓展提高题。`;
}

/** A student's knowledge-point mastery over the term, weakest first, with suggestions. */
export async function studentPoints(db: Db, auth: AuthContext, q: { studentId: number; subjectId: number; semesterId?: number }) {
  const s = await requireStudent(db, auth, q.studentId);
  const semesterId = q.semesterId ?? (await requireCurrentSemester(db, auth.schoolId)).id;
  await assertSubjectOfClazz(db, auth, s.clazzId, await clazzGrade(db, s.clazzId), q.subjectId, semesterId);
  const exams = await clazzExams(db, auth, s.clazzId, q.subjectId, semesterId);
  const examIds = exams.map((e) => e.examId);
  if (!examIds.length) return { studentId: s.id, studentName: s.name, points: [], guide: [] };
  // Ordered, so that the sums below add up in one order whatever order the rows are stored in.
  const rows = await db.select().from(examStudent).where(and(inArray(examStudent.examId, examIds), eq(examStudent.studentId, s.id), eq(examStudent.absent, false))).orderBy(asc(examStudent.examId));
  const questions = await db.select().from(examQuestion).where(inArray(examQuestion.examId, rows.map((r) => r.examId).concat(-1))).orderBy(asc(examQuestion.examId), asc(examQuestion.idx));
  const acc = new Map<number, { got: number; full: number; questions: number }>();
  for (const r of rows) {
    for (const q2 of questions.filter((x) => x.examId === r.examId)) {
      for (const kp of q2.knowledgePointIds) {
        const a = acc.get(kp) ?? { got: 0, full: 0, questions: 0 };
        a.got += r.scores[q2.idx] ?? 0;
        a.full += q2.fullScore;
        a.questions += 1;
        acc.set(kp, a);
      }
    }
  }
  const kpRows = await db.select().from(knowledgePoint).where(inArray(knowledgePoint.id, [...acc.keys()].concat(-1)));
  const parents = await db.select().from(knowledgePoint).where(inArray(knowledgePoint.id, kpRows.map((k) => k.parentId ?? -1).concat(-1)));
  const points = [...acc.entries()]
    .map(([kpId, a]) => {
      const k = kpRows.find((x) => x.id === kpId);
      return { kpId, name: k?.name ?? '', chapter: parents.find((p) => p.id === k?.parentId)?.name ?? null, questions: a.questions, fullScore: a.full, mastery: a.got / a.full };
    })
    .sort((a, b) => a.mastery - b.mastery || a.kpId - b.kpId);
  const guide = points.filter((p) => p.mastery < 0.8).slice(0, 5).map((p) => ({ kpId: p.kpId, name: p.name, mastery: p.mastery, advice: guideFor(p.name, p.chapter, p.mastery) }));
  return { studentId: s.id, studentName: s.name, points, guide };
}

/**
 * Counts of a class's exams this term by type (examCount), in one subject: as the class trend, a
 * subject teacher may ask only for their own subject in the class, a class teacher or leader for any.
 */
export async function examCounts(db: Db, auth: AuthContext, q: { clazzId: number; subjectId: number; semesterId?: number }) {
  await assertClazzVisible(db, auth, q.clazzId);
  const semesterId = q.semesterId ?? (await requireCurrentSemester(db, auth.schoolId)).id;
  await assertSubjectOfClazz(db, auth, q.clazzId, await clazzGrade(db, q.clazzId), q.subjectId, semesterId);
  const exams = await clazzExams(db, auth, q.clazzId, q.subjectId, semesterId);
  const byType = new Map<number, number>();
  for (const e of exams) byType.set(e.type, (byType.get(e.type) ?? 0) + 1);
  return [...byType.entries()].map(([type, count]) => ({ type, typeName: examTypeName(type), count })).sort((a, b) => a.type - b.type);
}

