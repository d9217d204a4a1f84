/**
 * A joint exam's life (docs/joint.md): the organising school's master creates it (its own school
 * takes part at once), invites schools of the district, sets the papers and grading lines; each
 * invited master accepts (its school gets an exam group of its own with the same papers) or
 * declines; the schools bring in their scores by their usual import or marking; the organiser
 * releases the reports with the schools whose scores are in, and may reopen it.
 */
import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import {
  JOINT_MAX_LINES,
  JOINT_MAX_SCHOOLS,
  JOINT_SCHOOL_STATUS,
  JOINT_SCHOOL_STATUS_TEXT,
  JOINT_STATUS,
  JOINT_STATUS_TEXT,
  type TGradingLineInput,
  type TJointCreateBody,
  type TJointDetail,
  type TJointEditBody,
  type TPaperInput,
  type TQuestionInput,
} from '@app/contract';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { rowsOf } from '../../db/rows.js';
import {
  clazz,
  exam,
  examGroup,
  examGroupClazz,
  examQuestion,
  examStudent,
  grade,
  jointExam,
  jointExamSchool,
  jointExamSubject,
  jointGradingLine,
  jointReport,
  jointReportSchool,
  knowledgePoint,
  school,
  subject,
  teacherClazz,
} from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import type { AuthContext } from '../auth/authenticate.js';
import { requireCurrentSemester } from '../base/queries.js';
import { inTransaction } from '../marking/tx.js';
import { assertOpen, assertOrganiser, isMaster, jointRights, myExamGroup, requireJoint, schoolNamer, type JointView } from './access.js';
import { gradingLinesProblem } from './grading-lines.js';

/** The name every school calls the grade: 高一, 初二 … */
export function gradeLevelName(section: number, gradeNo: number): string {
  return `${section === 1 ? '初' : '高'}${['一', '二', '三'][gradeNo - 1] ?? gradeNo}`;
}

// ---------------------------------------------------------------------------------------------
// Schools of the district
// ---------------------------------------------------------------------------------------------

async function organiserRegion(db: Db, schoolId: number): Promise<number> {
  const [s] = await db.select({ regionId: school.regionId }).from(school).where(eq(school.id, schoolId)).limit(1);
  if (s?.regionId == null) throw errors.validation('本校未设置所在区县，不能发起联考，请联系教务管理员');
  return s.regionId;
}

/** Schools of the organiser's district, by name or code, with whether they are invited already. */
export async function schoolOptions(db: Db, auth: AuthContext, q: { keyword?: string; jointId?: number }) {
  let invited = new Set<number>();
  if (q.jointId != null) {
    const v = await requireJoint(db, auth, q.jointId);
    assertOrganiser(v);
    invited = new Set((await db.select({ id: jointExamSchool.schoolId }).from(jointExamSchool).where(eq(jointExamSchool.jointExamId, q.jointId))).map((r) => r.id));
  }
  if (!isMaster(auth)) throw errors.forbidden('只有校长可以发起联考');
  const regionId = await organiserRegion(db, auth.schoolId);
  const conds = [eq(school.regionId, regionId), sql`${school.id} <> ${auth.schoolId}`];
  if (q.keyword) conds.push(or(ilike(school.name, containsPattern(q.keyword)), ilike(school.code, containsPattern(q.keyword)))!);
  const rows = await db.select({ schoolId: school.id, schoolName: school.name, code: school.code }).from(school).where(and(...conds)).orderBy(asc(school.name)).limit(100);
  return rows.map((r) => ({ ...r, invited: invited.has(r.schoolId) }));
}

/** Checks schools to invite: no school twice, not the organiser, each of the district, within the limit. */
async function checkInvitees(db: Db, auth: AuthContext, schoolIds: number[], already: number[]): Promise<void> {
  const seen = new Set<number>();
  const names = async (ids: number[]) => (await db.select({ name: school.name }).from(school).where(inArray(school.id, ids))).map((r) => r.name).join('、') || ids.join('、');
  const twice = schoolIds.filter((id) => (seen.has(id) ? true : (seen.add(id), false)));
  if (twice.length) throw errors.validation(`学校重复邀请：${await names(twice)}`);
  if (schoolIds.includes(auth.schoolId)) throw errors.validation('发起学校已自动参加，无需邀请');
  const again = schoolIds.filter((id) => already.includes(id));
  if (again.length) throw errors.validation(`学校已在联考中：${await names(again)}`);
  if (already.length + schoolIds.length > JOINT_MAX_SCHOOLS) throw errors.validation(`联考最多${JOINT_MAX_SCHOOLS}所学校`);
  if (!schoolIds.length) return;
  const regionId = await organiserRegion(db, auth.schoolId);
  const found = await db.select({ id: school.id, regionId: school.regionId }).from(school).where(inArray(school.id, schoolIds));
  const missing = schoolIds.filter((id) => !found.some((f) => f.id === id));
  if (missing.length) throw errors.validation(`学校不存在：${missing.join('、')}`);
  const outside = found.filter((f) => f.regionId !== regionId).map((f) => f.id);
  if (outside.length) throw errors.validation(`只能邀请本区县的学校：${await names(outside)}不在本区县`);
}

async function checkSubjects(db: Db, subjects: { subjectId: number }[]): Promise<void> {
  const ids = subjects.map((s) => s.subjectId);
  const rows = await db.select({ id: subject.id, schoolId: subject.schoolId, name: subject.name }).from(subject).where(inArray(subject.id, ids));
  const missing = ids.filter((id) => !rows.some((r) => r.id === id));
  if (missing.length) throw errors.validation(`学科不存在：${missing.join('、')}`);
  const own = rows.filter((r) => r.schoolId != null);
  if (own.length) throw errors.validation(`校本学科不能用于联考：${own.map((r) => r.name).join('、')}`);
}

// ---------------------------------------------------------------------------------------------
// A school's own exam group
// ---------------------------------------------------------------------------------------------

type SubjectRow = typeof jointExamSubject.$inferSelect;

function questionRows(examId: number, questions: TQuestionInput[]) {
  return questions.map((q, idx) => ({
    examId,
    idx,
    questionNo: q.questionNo,
    objective: q.objective,
    choiceKind: q.objective ? q.choiceKind : null,
    options: q.objective ? q.options : null,
    answerKey: q.objective ? q.answerKey : null,
    fullScore: q.fullScore,
    partialScore: q.objective && q.choiceKind === 'multiple' ? q.partialScore : 0,
    knowledgePointIds: q.knowledgePointIds,
  }));
}

async function addSubjectExam(tx: Db, groupId: number, schoolId: number, s: Pick<SubjectRow, 'subjectId' | 'fullScore' | 'questions'>): Promise<void> {
  const [e] = await tx.insert(exam).values({ examGroupId: groupId, schoolId, subjectId: s.subjectId, fullScore: s.fullScore }).returning({ id: exam.id });
  if (s.questions.length) await tx.insert(examQuestion).values(questionRows(e!.id, s.questions));
}

/** Gives a school that takes part its exam group (type 4 联考): the grade's classes, the joint papers. */
async function joinSchool(tx: Db, joint: typeof jointExam.$inferSelect, schoolId: number, teacherId: number): Promise<number> {
  const [g] = await tx.select().from(grade).where(and(eq(grade.schoolId, schoolId), eq(grade.section, joint.section), eq(grade.gradeNo, joint.gradeNo))).limit(1);
  const level = gradeLevelName(joint.section, joint.gradeNo);
  if (!g) throw errors.validation(`本校没有${level}年级，不能参加该联考`);
  const clazzes = await tx.select({ id: clazz.id }).from(clazz).where(and(eq(clazz.gradeId, g.id), eq(clazz.status, 1)));
  if (!clazzes.length) throw errors.validation(`本校${level}年级没有班级，不能参加该联考`);
  const sem = await requireCurrentSemester(tx, schoolId);
  const [group] = await tx
    .insert(examGroup)
    .values({ schoolId, semesterId: sem.id, gradeId: g.id, name: joint.name, type: 4, examDate: joint.examDate, createdBy: teacherId })
    .returning({ id: examGroup.id });
  await tx.insert(examGroupClazz).values(clazzes.map((c) => ({ examGroupId: group!.id, clazzId: c.id })));
  const subjects = await tx.select().from(jointExamSubject).where(eq(jointExamSubject.jointExamId, joint.id));
  for (const s of subjects) await addSubjectExam(tx, group!.id, schoolId, s);
  return group!.id;
}

/** Students with scores per exam of the given groups (absent rows counted apart). */
async function scoreCounts(db: Db, groupIds: number[]) {
  if (!groupIds.length) return [];
  return db
    .select({ examGroupId: exam.examGroupId, examId: exam.id, subjectId: exam.subjectId, withScores: sql<number>`count(*) filter (where not ${examStudent.absent})`.mapWith(Number), absent: sql<number>`count(*) filter (where ${examStudent.absent})`.mapWith(Number) })
    .from(exam)
    .leftJoin(examStudent, eq(examStudent.examId, exam.id))
    .where(inArray(exam.examGroupId, groupIds))
    .groupBy(exam.examGroupId, exam.id, exam.subjectId);
}

async function schoolsOf(db: Db, jointId: number) {
  return db.select().from(jointExamSchool).where(eq(jointExamSchool.jointExamId, jointId)).orderBy(asc(jointExamSchool.letter));
}

/** Whether any school has a score row in the subject (null: any subject). */
async function anyScores(db: Db, jointId: number, subjectId: number | null, schoolId?: number): Promise<boolean> {
  const conds = [eq(jointExamSchool.jointExamId, jointId)];
  if (subjectId != null) conds.push(eq(exam.subjectId, subjectId));
  if (schoolId != null) conds.push(eq(jointExamSchool.schoolId, schoolId));
  const [r] = await db
    .select({ n: count() })
    .from(jointExamSchool)
    .innerJoin(exam, eq(exam.examGroupId, jointExamSchool.examGroupId))
    .innerJoin(examStudent, eq(examStudent.examId, exam.id))
    .where(and(...conds))
    .limit(1);
  return Number(r?.n ?? 0) > 0;
}

// ---------------------------------------------------------------------------------------------
// Create, edit, delete
// ---------------------------------------------------------------------------------------------

export async function createJoint(db: Db, auth: AuthContext, body: TJointCreateBody): Promise<number> {
  if (!isMaster(auth)) throw errors.forbidden('只有校长可以发起联考');
  const [g] = await db.select().from(grade).where(and(eq(grade.id, body.gradeId), eq(grade.schoolId, auth.schoolId))).limit(1);
  if (!g) throw errors.validation('年级不存在');
  await checkSubjects(db, body.subjects);
  await checkInvitees(db, auth, body.schoolIds, []);
  return inTransaction(db, async (tx) => {
    const [j] = await tx
      .insert(jointExam)
      .values({ organiserSchoolId: auth.schoolId, createdBy: auth.teacherId, name: body.name, section: g.section, gradeNo: g.gradeNo, examDate: body.examDate, anonymous: body.anonymous })
      .returning();
    await tx.insert(jointExamSubject).values(body.subjects.map((s, i) => ({ jointExamId: j!.id, subjectId: s.subjectId, fullScore: s.fullScore, sort: i })));
    const groupId = await joinSchool(tx, j!, auth.schoolId, auth.teacherId);
    await tx.insert(jointExamSchool).values([
      { jointExamId: j!.id, schoolId: auth.schoolId, letter: 0, status: JOINT_SCHOOL_STATUS.ACCEPTED, examGroupId: groupId, respondedBy: auth.teacherId, respondedAt: new Date() },
      ...body.schoolIds.map((schoolId, i) => ({ jointExamId: j!.id, schoolId, letter: i + 1 })),
    ]);
    return j!.id;
  });
}

async function acceptedGroups(tx: Db, jointId: number): Promise<{ schoolId: number; groupId: number }[]> {
  const rows = await tx.select({ schoolId: jointExamSchool.schoolId, groupId: jointExamSchool.examGroupId }).from(jointExamSchool).where(and(eq(jointExamSchool.jointExamId, jointId), eq(jointExamSchool.status, JOINT_SCHOOL_STATUS.ACCEPTED)));
  return rows.filter((r): r is { schoolId: number; groupId: number } => r.groupId != null);
}

export async function editJoint(db: Db, auth: AuthContext, jointId: number, body: TJointEditBody): Promise<void> {
  await inTransaction(db, async (tx) => {
    const v = await requireJoint(tx, auth, jointId, { lock: true });
    assertOrganiser(v);
    assertOpen(v);
    await checkSubjects(tx, body.subjects);
    const current = await tx.select().from(jointExamSubject).where(eq(jointExamSubject.jointExamId, jointId));
    const groups = await acceptedGroups(tx, jointId);
    for (const s of current.filter((c) => !body.subjects.some((b) => b.subjectId === c.subjectId))) {
      if (await anyScores(tx, jointId, s.subjectId)) throw errors.conflict('已有学校导入该学科的成绩，不能移除该学科');
      if (groups.length) await tx.delete(exam).where(and(inArray(exam.examGroupId, groups.map((g) => g.groupId)), eq(exam.subjectId, s.subjectId)));
      await tx.delete(jointExamSubject).where(and(eq(jointExamSubject.jointExamId, jointId), eq(jointExamSubject.subjectId, s.subjectId)));
    }
    for (const [i, b] of body.subjects.entries()) {
      const had = current.find((c) => c.subjectId === b.subjectId);
      if (!had) {
        const row = { jointExamId: jointId, subjectId: b.subjectId, fullScore: b.fullScore, sort: i, questions: [] as TQuestionInput[] };
        await tx.insert(jointExamSubject).values(row);
        for (const g of groups) await addSubjectExam(tx, g.groupId, g.schoolId, row);
        continue;
      }
      if (had.fullScore !== b.fullScore) {
        if (had.questions.length) throw errors.conflict('已设置试卷结构的学科，满分由试卷结构决定');
        if (groups.length) await tx.update(exam).set({ fullScore: b.fullScore }).where(and(inArray(exam.examGroupId, groups.map((g) => g.groupId)), eq(exam.subjectId, b.subjectId)));
      }
      await tx.update(jointExamSubject).set({ fullScore: b.fullScore, sort: i }).where(and(eq(jointExamSubject.jointExamId, jointId), eq(jointExamSubject.subjectId, b.subjectId)));
    }
    await tx.update(jointExam).set({ name: body.name, examDate: body.examDate, anonymous: body.anonymous, updatedAt: new Date() }).where(eq(jointExam.id, jointId));
    if (groups.length) await tx.update(examGroup).set({ name: body.name, examDate: body.examDate, updatedAt: new Date() }).where(inArray(examGroup.id, groups.map((g) => g.groupId)));
  });
}

export async function deleteJoint(db: Db, auth: AuthContext, jointId: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const v = await requireJoint(tx, auth, jointId, { lock: true });
    assertOrganiser(v);
    if (await anyScores(tx, jointId, null)) throw errors.conflict('已有学校导入成绩，不能删除联考');
    const groups = await acceptedGroups(tx, jointId);
    await tx.delete(jointExam).where(eq(jointExam.id, jointId));
    if (groups.length) await tx.delete(examGroup).where(inArray(examGroup.id, groups.map((g) => g.groupId)));
  });
}

// ---------------------------------------------------------------------------------------------
// Invitations
// ---------------------------------------------------------------------------------------------

export async function inviteSchools(db: Db, auth: AuthContext, jointId: number, schoolIds: number[]): Promise<void> {
  await inTransaction(db, async (tx) => {
    const v = await requireJoint(tx, auth, jointId, { lock: true });
    assertOrganiser(v);
    assertOpen(v);
    const rows = await schoolsOf(tx, jointId);
    await checkInvitees(tx, auth, schoolIds, rows.map((r) => r.schoolId));
    const next = Math.max(...rows.map((r) => r.letter)) + 1;
    await tx.insert(jointExamSchool).values(schoolIds.map((schoolId, i) => ({ jointExamId: jointId, schoolId, letter: next + i })));
  });
}

export async function withdrawSchool(db: Db, auth: AuthContext, jointId: number, schoolId: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const v = await requireJoint(tx, auth, jointId, { lock: true });
    assertOrganiser(v);
    assertOpen(v);
    if (schoolId === auth.schoolId) throw errors.validation('发起学校不能退出联考');
    const [row] = await tx.select().from(jointExamSchool).where(and(eq(jointExamSchool.jointExamId, jointId), eq(jointExamSchool.schoolId, schoolId))).limit(1);
    if (!row) throw errors.notFound('该学校不在联考中');
    if (await anyScores(tx, jointId, null, schoolId)) throw errors.conflict('该学校已导入成绩，不能移出联考');
    await tx.delete(jointExamSchool).where(and(eq(jointExamSchool.jointExamId, jointId), eq(jointExamSchool.schoolId, schoolId)));
    if (row.examGroupId != null) await tx.delete(examGroup).where(eq(examGroup.id, row.examGroupId));
    await tx.delete(jointReportSchool).where(and(eq(jointReportSchool.jointExamId, jointId), eq(jointReportSchool.schoolId, schoolId)));
  });
}

export async function respondJoint(db: Db, auth: AuthContext, jointId: number, accept: boolean): Promise<void> {
  await inTransaction(db, async (tx) => {
    const v = await requireJoint(tx, auth, jointId, { lock: true });
    if (!v.master) throw errors.forbidden('只有校长可以答复联考邀请');
    if (v.me.status !== JOINT_SCHOOL_STATUS.INVITED) throw errors.conflict(`本校${JOINT_SCHOOL_STATUS_TEXT[v.me.status]}，不能再次答复`);
    assertOpen(v);
    const groupId = accept ? await joinSchool(tx, v.joint, auth.schoolId, auth.teacherId) : null;
    await tx
      .update(jointExamSchool)
      .set({ status: accept ? JOINT_SCHOOL_STATUS.ACCEPTED : JOINT_SCHOOL_STATUS.DECLINED, examGroupId: groupId, respondedBy: auth.teacherId, respondedAt: new Date() })
      .where(and(eq(jointExamSchool.jointExamId, jointId), eq(jointExamSchool.schoolId, auth.schoolId)));
  });
}

// ---------------------------------------------------------------------------------------------
// Papers and grading lines
// ---------------------------------------------------------------------------------------------

async function requireSubject(db: Db, jointId: number, subjectId: number) {
  const [s] = await db
    .select({ row: jointExamSubject, subjectName: subject.name })
    .from(jointExamSubject)
    .innerJoin(subject, eq(subject.id, jointExamSubject.subjectId))
    .where(and(eq(jointExamSubject.jointExamId, jointId), eq(jointExamSubject.subjectId, subjectId)))
    .limit(1);
  if (!s) throw errors.notFound('联考没有该学科');
  return s;
}

export async function jointPaper(db: Db, auth: AuthContext, jointId: number, subjectId: number) {
  await requireJoint(db, auth, jointId);
  const s = await requireSubject(db, jointId, subjectId);
  return { subjectId, subjectName: s.subjectName, fullScore: s.row.fullScore, questions: s.row.questions, locked: await anyScores(db, jointId, subjectId) };
}

export async function setJointPaper(db: Db, auth: AuthContext, jointId: number, subjectId: number, input: TPaperInput) {
  const kpIds = [...new Set(input.questions.flatMap((q) => q.knowledgePointIds))];
  if (kpIds.length) {
    const found = await db.select({ id: knowledgePoint.id }).from(knowledgePoint).where(and(inArray(knowledgePoint.id, kpIds), eq(knowledgePoint.subjectId, subjectId)));
    const missing = kpIds.filter((id) => !found.some((f) => f.id === id));
    if (missing.length) throw errors.validation(`知识点${missing.join('、')}不存在或不属于本学科`);
  }
  await inTransaction(db, async (tx) => {
    const v = await requireJoint(tx, auth, jointId, { lock: true });
    assertOrganiser(v);
    assertOpen(v);
    await requireSubject(tx, jointId, subjectId);
    if (await anyScores(tx, jointId, subjectId)) throw errors.conflict('已有学校导入该学科的成绩，不能再修改试卷结构');
    const full = input.questions.reduce((s, q) => s + q.fullScore, 0);
    await tx.update(jointExamSubject).set({ questions: input.questions, fullScore: full }).where(and(eq(jointExamSubject.jointExamId, jointId), eq(jointExamSubject.subjectId, subjectId)));
    const groups = await acceptedGroups(tx, jointId);
    if (!groups.length) return;
    const exams = await tx.select({ id: exam.id }).from(exam).where(and(inArray(exam.examGroupId, groups.map((g) => g.groupId)), eq(exam.subjectId, subjectId)));
    for (const e of exams) {
      await tx.delete(examQuestion).where(eq(examQuestion.examId, e.id));
      await tx.insert(examQuestion).values(questionRows(e.id, input.questions));
      await tx.update(exam).set({ fullScore: full, tagVersion: sql`${exam.tagVersion} + 1` }).where(eq(exam.id, e.id));
    }
  });
  return jointPaper(db, auth, jointId, subjectId);
}

/** Checks the lines of each subject (and the total) against its full score: named, high to low, within range. */
export async function setJointLines(db: Db, auth: AuthContext, jointId: number, lines: TGradingLineInput[]): Promise<void> {
  await inTransaction(db, async (tx) => {
    const v = await requireJoint(tx, auth, jointId, { lock: true });
    assertOrganiser(v);
    const subjects = await tx.select({ subjectId: jointExamSubject.subjectId, fullScore: jointExamSubject.fullScore, name: subject.name }).from(jointExamSubject).innerJoin(subject, eq(subject.id, jointExamSubject.subjectId)).where(eq(jointExamSubject.jointExamId, jointId));
    const total = subjects.reduce((s, x) => s + x.fullScore, 0);
    const keys = [...new Set(lines.map((l) => l.subjectId))];
    for (const key of keys) {
      const s = key == null ? { name: '总分', fullScore: total } : subjects.find((x) => x.subjectId === key);
      if (!s) throw errors.validation(`联考没有学科${key}，不能为其设置分数线`);
      const of = lines.filter((l) => l.subjectId === key);
      if (of.length > JOINT_MAX_LINES) throw errors.validation(`${s.name}最多设置${JOINT_MAX_LINES}条分数线`);
      const problem = gradingLinesProblem(of.map((l) => ({ name: l.name, kind: l.kind === 'share' ? 'top' : 'score', value: l.value })), s.fullScore);
      if (problem) throw errors.validation(`${s.name}：${problem}`);
    }
    await tx.delete(jointGradingLine).where(eq(jointGradingLine.jointExamId, jointId));
    if (lines.length) await tx.insert(jointGradingLine).values(lines.map((l, i) => ({ jointExamId: jointId, subjectId: l.subjectId, name: l.name, kind: l.kind, value: l.value, sort: i })));
    // Lines are part of every report: the stamps no longer match.
    await tx.delete(jointReport).where(eq(jointReport.jointExamId, jointId));
  });
}

// ---------------------------------------------------------------------------------------------
// Release
// ---------------------------------------------------------------------------------------------

/** Releases the reports with the schools whose scores are in for every subject; builds nothing (the reports build on first read). */
export async function releaseJoint(db: Db, auth: AuthContext, jointId: number): Promise<{ included: number; left: string[] }> {
  return inTransaction(db, async (tx) => {
    const v = await requireJoint(tx, auth, jointId, { lock: true });
    assertOrganiser(v);
    assertOpen(v);
    const subjects = await tx.select({ subjectId: jointExamSubject.subjectId, questions: jointExamSubject.questions }).from(jointExamSubject).where(eq(jointExamSubject.jointExamId, jointId));
    if (subjects.some((s) => !s.questions.length)) throw errors.validation('还有学科没有设置试卷结构，不能发布');
    const rows = await schoolsOf(tx, jointId);
    const accepted = rows.filter((r) => r.status === JOINT_SCHOOL_STATUS.ACCEPTED && r.examGroupId != null);
    const counts = await scoreCounts(tx, accepted.map((r) => r.examGroupId!));
    const isIn = (groupId: number) => subjects.every((s) => counts.some((c) => c.examGroupId === groupId && c.subjectId === s.subjectId && c.withScores > 0));
    const included = accepted.filter((r) => isIn(r.examGroupId!));
    if (!included.length) throw errors.validation('还没有学校导入全部学科的成绩，不能发布联考报告');
    const names = new Map((await tx.select({ id: school.id, name: school.name }).from(school).where(inArray(school.id, rows.map((r) => r.schoolId)))).map((s) => [s.id, s.name]));
    await tx.update(jointExamSchool).set({ included: false }).where(eq(jointExamSchool.jointExamId, jointId));
    await tx.update(jointExamSchool).set({ included: true }).where(and(eq(jointExamSchool.jointExamId, jointId), inArray(jointExamSchool.schoolId, included.map((r) => r.schoolId))));
    await tx.update(jointExam).set({ status: JOINT_STATUS.RELEASED, releasedAt: new Date(), updatedAt: new Date() }).where(eq(jointExam.id, jointId));
    await tx.delete(jointReport).where(eq(jointReport.jointExamId, jointId));
    await tx.delete(jointReportSchool).where(eq(jointReportSchool.jointExamId, jointId));
    return { included: included.length, left: rows.filter((r) => !included.includes(r)).map((r) => names.get(r.schoolId) ?? '') };
  });
}

export async function reopenJoint(db: Db, auth: AuthContext, jointId: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const v = await requireJoint(tx, auth, jointId, { lock: true });
    assertOrganiser(v);
    if (v.joint.status !== JOINT_STATUS.RELEASED) throw errors.conflict('联考还在收集成绩，无需重新收集');
    await tx.update(jointExam).set({ status: JOINT_STATUS.OPEN, updatedAt: new Date() }).where(eq(jointExam.id, jointId));
  });
}

// ---------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------

async function teachesInGroup(db: Db, auth: AuthContext, groupId: number | null): Promise<boolean> {
  if (groupId == null) return false;
  const [r] = await db
    .select({ n: count() })
    .from(teacherClazz)
    .innerJoin(examGroupClazz, and(eq(examGroupClazz.clazzId, teacherClazz.clazzId), eq(examGroupClazz.examGroupId, groupId)))
    .innerJoin(examGroup, and(eq(examGroup.id, examGroupClazz.examGroupId), eq(examGroup.semesterId, teacherClazz.semesterId)))
    .where(eq(teacherClazz.teacherId, auth.teacherId));
  return Number(r?.n ?? 0) > 0;
}

export async function rightsOf(db: Db, auth: AuthContext, v: JointView) {
  const group = await myExamGroup(db, v);
  return { group, rights: jointRights(auth, v, group, await teachesInGroup(db, auth, group?.id ?? null)) };
}

export async function jointDetail(db: Db, auth: AuthContext, jointId: number): Promise<TJointDetail> {
  const v = await requireJoint(db, auth, jointId);
  const { group, rights } = await rightsOf(db, auth, v);
  const namer = await schoolNamer(db, auth, v);
  const subjects = await db
    .select({ subjectId: jointExamSubject.subjectId, subjectName: subject.name, fullScore: jointExamSubject.fullScore, questions: jointExamSubject.questions })
    .from(jointExamSubject)
    .innerJoin(subject, eq(subject.id, jointExamSubject.subjectId))
    .where(eq(jointExamSubject.jointExamId, jointId))
    .orderBy(asc(jointExamSubject.sort));
  const rows = await schoolsOf(db, jointId);
  // The organiser sees every school's state; a school sees its own and which schools take part.
  const visible = v.organiser ? rows : rows.filter((r) => r.schoolId === auth.schoolId || r.status === JOINT_SCHOOL_STATUS.ACCEPTED);
  const counts = await scoreCounts(db, visible.filter((r) => (v.organiser || r.schoolId === auth.schoolId) && r.examGroupId != null).map((r) => r.examGroupId!));
  const students = await studentCounts(db, visible.map((r) => r.examGroupId).filter((x): x is number => x != null));
  const lines = await db.select().from(jointGradingLine).where(eq(jointGradingLine.jointExamId, jointId)).orderBy(asc(jointGradingLine.sort));
  const organiserName = (await db.select({ name: school.name }).from(school).where(eq(school.id, v.joint.organiserSchoolId)).limit(1))[0]?.name ?? '';
  const myClazzes = group
    ? await db.select({ clazzId: clazz.id, clazzName: clazz.name }).from(examGroupClazz).innerJoin(clazz, eq(clazz.id, examGroupClazz.clazzId)).where(eq(examGroupClazz.examGroupId, group.id)).orderBy(asc(clazz.sort), asc(clazz.id))
    : [];
  return {
    jointId,
    name: v.joint.name,
    gradeName: gradeLevelName(v.joint.section, v.joint.gradeNo),
    section: v.joint.section,
    gradeNo: v.joint.gradeNo,
    examDate: v.joint.examDate,
    anonymous: v.joint.anonymous,
    status: v.joint.status,
    statusText: JOINT_STATUS_TEXT[v.joint.status] ?? '',
    releasedAt: v.joint.releasedAt ? v.joint.releasedAt.toISOString() : null,
    organiser: organiserName,
    mine: v.organiser,
    myStatus: v.me.status,
    myExamGroupId: group?.id ?? null,
    myClazzes,
    rights,
    subjects: subjects.map((s) => ({ subjectId: s.subjectId, subjectName: s.subjectName, fullScore: s.fullScore, questionCount: s.questions.length })),
    schools: visible.map((r) => {
      const detailed = v.organiser || r.schoolId === auth.schoolId;
      return {
        ...namer.ref(r.schoolId),
        schoolId: v.organiser ? r.schoolId : null,
        status: r.status,
        statusText: JOINT_SCHOOL_STATUS_TEXT[r.status] ?? '',
        included: r.included,
        students: detailed && r.examGroupId != null ? (students.get(r.examGroupId) ?? 0) : 0,
        subjects: detailed
          ? subjects.map((s) => {
              const c = counts.find((x) => x.examGroupId === r.examGroupId && x.subjectId === s.subjectId);
              return { subjectId: s.subjectId, examId: r.schoolId === auth.schoolId ? (c?.examId ?? null) : null, withScores: c?.withScores ?? 0, absent: c?.absent ?? 0 };
            })
          : [],
      };
    }),
    lines: lines.map((l) => ({ lineId: l.id, subjectId: l.subjectId, name: l.name, kind: l.kind as 'score' | 'share', value: l.value })),
  };
}

/** Students of each group's classes (in school). */
async function studentCounts(db: Db, groupIds: number[]): Promise<Map<number, number>> {
  if (!groupIds.length) return new Map();
  const rows = await db.execute(sql`
    select egc.exam_group_id as g, count(s.id)::int as n from exam_group_clazz egc join student s on s.clazz_id = egc.clazz_id and s.status = 1
    where egc.exam_group_id in (${sql.join(groupIds.map((x) => sql`${x}`), sql`, `)}) group by egc.exam_group_id`);
  return new Map(rowsOf<{ g: number; n: number }>(rows).map((r) => [Number(r.g), Number(r.n)]));
}

export async function listJoints(db: Db, auth: AuthContext, q: { status?: number; keyword?: string; pageNo: number; pageSize: number }) {
  const master = isMaster(auth);
  const conds = [eq(jointExamSchool.schoolId, auth.schoolId)];
  if (!master) conds.push(eq(jointExamSchool.status, JOINT_SCHOOL_STATUS.ACCEPTED));
  if (q.status) conds.push(eq(jointExam.status, q.status));
  if (q.keyword) conds.push(ilike(jointExam.name, containsPattern(q.keyword)));
  const where = and(...conds);
  const [total] = await db.select({ n: count() }).from(jointExam).innerJoin(jointExamSchool, eq(jointExamSchool.jointExamId, jointExam.id)).where(where);
  const rows = await db
    .select({ joint: jointExam, me: jointExamSchool, organiser: school.name })
    .from(jointExam)
    .innerJoin(jointExamSchool, eq(jointExamSchool.jointExamId, jointExam.id))
    .innerJoin(school, eq(school.id, jointExam.organiserSchoolId))
    .where(where)
    .orderBy(desc(jointExam.examDate), desc(jointExam.id))
    .limit(q.pageSize)
    .offset((q.pageNo - 1) * q.pageSize);
  const ids = rows.map((r) => r.joint.id);
  const subjects = ids.length
    ? await db.select({ jointId: jointExamSubject.jointExamId, name: subject.name }).from(jointExamSubject).innerJoin(subject, eq(subject.id, jointExamSubject.subjectId)).where(inArray(jointExamSubject.jointExamId, ids)).orderBy(asc(jointExamSubject.sort))
    : [];
  const schoolCounts = ids.length
    ? await db.select({ jointId: jointExamSchool.jointExamId, n: count() }).from(jointExamSchool).where(and(inArray(jointExamSchool.jointExamId, ids), sql`${jointExamSchool.status} <> ${JOINT_SCHOOL_STATUS.DECLINED}`)).groupBy(jointExamSchool.jointExamId)
    : [];
  const list = [];
  for (const r of rows) {
    const v: JointView = { joint: r.joint, me: r.me, organiser: r.joint.organiserSchoolId === auth.schoolId, master };
    const { rights } = await rightsOf(db, auth, v);
    list.push({
      jointId: r.joint.id,
      name: r.joint.name,
      gradeName: gradeLevelName(r.joint.section, r.joint.gradeNo),
      examDate: r.joint.examDate,
      anonymous: r.joint.anonymous,
      status: r.joint.status,
      statusText: JOINT_STATUS_TEXT[r.joint.status] ?? '',
      organiser: r.organiser,
      mine: v.organiser,
      myStatus: r.me.status,
      subjects: subjects.filter((s) => s.jointId === r.joint.id).map((s) => s.name),
      schoolCount: Number(schoolCounts.find((c) => c.jointId === r.joint.id)?.n ?? 0),
      rights,
    });
  }
  return { list, total: Number(total?.n ?? 0), pageNo: q.pageNo, pageSize: q.pageSize };
}

/** The viewer's school's own exam of a joint subject (where its scores go); refused for a school that does not take part. */
export async function myJointExamId(db: Db, auth: AuthContext, jointId: number, subjectId: number): Promise<number> {
  const v = await requireJoint(db, auth, jointId);
  if (v.me.status !== JOINT_SCHOOL_STATUS.ACCEPTED || v.me.examGroupId == null) throw errors.validation('本校没有参加该联考，不能导入成绩');
  await requireSubject(db, jointId, subjectId);
  const [e] = await db.select({ id: exam.id }).from(exam).where(and(eq(exam.examGroupId, v.me.examGroupId), eq(exam.subjectId, subjectId))).limit(1);
  if (!e) throw errors.notFound('联考没有该学科');
  return e.id;
}
