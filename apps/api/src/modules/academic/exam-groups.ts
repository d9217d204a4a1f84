/** Exam groups (one sitting of a grade) and their subject exams: create, edit, delete, list. */
import { and, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import { EXAM_TYPES, type TExamGroupInput } from '@app/contract';
import type { Db } from '../../db/client.js';
import { clazz, exam, examGroup, examGroupClazz, examStudent, grade, schoolSubject, semester, student, subject } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import type { AuthContext } from '../auth/authenticate.js';
import { requireCurrentSemester, teacherAssignments } from '../base/queries.js';
import { assertCanManage, assertNotJointGroup, canManageGroup, leadsGrade, requireExamGroup, type ExamGroupRow } from './access.js';
import { containsPattern } from '../../db/like.js';

export const examTypeName = (type: number) => EXAM_TYPES.find((t) => t.value === type)?.label ?? '其他';

/** Checks the grade, classes and subjects of an exam group against the teacher's school and rights. */
async function checkGroupInput(db: Db, auth: AuthContext, input: TExamGroupInput, semesterId: number): Promise<void> {
  const g = await db.select().from(grade).where(and(eq(grade.id, input.gradeId), eq(grade.schoolId, auth.schoolId))).limit(1);
  if (!g[0]) throw errors.validation('年级不存在');
  const clazzes = await db.select({ id: clazz.id, gradeId: clazz.gradeId }).from(clazz).where(inArray(clazz.id, input.clazzIds));
  const wrong = input.clazzIds.filter((id) => !clazzes.some((c) => c.id === id && c.gradeId === input.gradeId));
  if (wrong.length) throw errors.validation(`班级${wrong.join('、')}不属于所选年级`);
  const offered = await db.select({ id: schoolSubject.subjectId }).from(schoolSubject).where(eq(schoolSubject.schoolId, auth.schoolId));
  const missing = input.subjects.filter((s) => !offered.some((o) => o.id === s.subjectId));
  if (missing.length) throw errors.validation(`学科${missing.map((m) => m.subjectId).join('、')}不是本校开设的学科`);
  if (!leadsGrade(auth, input.gradeId)) {
    // A teacher who does not lead the grade may set exams only for classes they teach or administer.
    const mine = await teacherAssignments(db, auth.teacherId, semesterId);
    const notMine = input.clazzIds.filter((id) => !mine.some((a) => a.clazzId === id));
    if (notMine.length) throw errors.forbidden('只能为自己任教的班级创建考试，全年级考试请联系年级组长');
  }
}

export async function createExamGroup(db: Db, auth: AuthContext, input: TExamGroupInput): Promise<number> {
  const sem = await requireCurrentSemester(db, auth.schoolId);
  await checkGroupInput(db, auth, input, sem.id);
  return db.transaction(async (tx) => {
    const [g] = await tx
      .insert(examGroup)
      .values({ schoolId: auth.schoolId, semesterId: sem.id, gradeId: input.gradeId, name: input.name, type: input.type, examDate: input.examDate, createdBy: auth.teacherId })
      .returning({ id: examGroup.id });
    await tx.insert(examGroupClazz).values(input.clazzIds.map((clazzId) => ({ examGroupId: g!.id, clazzId })));
    await tx.insert(exam).values(input.subjects.map((s) => ({ examGroupId: g!.id, schoolId: auth.schoolId, subjectId: s.subjectId, fullScore: s.fullScore })));
    return g!.id;
  });
}

export async function updateExamGroup(db: Db, auth: AuthContext, examGroupId: number, input: TExamGroupInput): Promise<void> {
  const group = await requireExamGroup(db, auth, examGroupId);
  assertCanManage(auth, group);
  if (input.gradeId !== group.gradeId) throw errors.validation('已创建的考试不能更换年级');
  const current = await db.select().from(exam).where(eq(exam.examGroupId, examGroupId));
  const sameSubjects = current.length === input.subjects.length && current.every((e) => input.subjects.some((s) => s.subjectId === e.subjectId));
  if (!sameSubjects) await assertNotJointGroup(db, examGroupId, '学科');
  await checkGroupInput(db, auth, input, group.semesterId);
  await db.transaction(async (tx) => {
    await tx.update(examGroup).set({ name: input.name, type: input.type, examDate: input.examDate, updatedAt: new Date() }).where(eq(examGroup.id, examGroupId));
    // Classes and subjects that already have scores cannot be removed silently.
    const removedSubjects = current.filter((e) => !input.subjects.some((s) => s.subjectId === e.subjectId));
    for (const e of removedSubjects) {
      const [n] = await tx.select({ n: count() }).from(examStudent).where(eq(examStudent.examId, e.id));
      if (Number(n?.n ?? 0) > 0) throw errors.conflict('该学科已导入成绩，不能移除；如需移除请先删除其成绩');
      await tx.delete(exam).where(eq(exam.id, e.id));
    }
    for (const s of input.subjects) {
      const existing = current.find((e) => e.subjectId === s.subjectId);
      if (!existing) await tx.insert(exam).values({ examGroupId, schoolId: auth.schoolId, subjectId: s.subjectId, fullScore: s.fullScore });
      else if (existing.fullScore !== s.fullScore) throw errors.conflict('学科满分由试卷结构决定，请在试卷结构中修改');
    }
    const clazzRows = await tx.select({ clazzId: examGroupClazz.clazzId }).from(examGroupClazz).where(eq(examGroupClazz.examGroupId, examGroupId));
    const removed = clazzRows.map((r) => r.clazzId).filter((c) => !input.clazzIds.includes(c));
    if (removed.length) {
      const [n] = await tx
        .select({ n: count() })
        .from(examStudent)
        .innerJoin(exam, eq(exam.id, examStudent.examId))
        .where(and(eq(exam.examGroupId, examGroupId), inArray(examStudent.clazzId, removed)));
      if (Number(n?.n ?? 0) > 0) throw errors.conflict('要移除的班级已有成绩，不能移除');
      await tx.delete(examGroupClazz).where(and(eq(examGroupClazz.examGroupId, examGroupId), inArray(examGroupClazz.clazzId, removed)));
    }
    const added = input.clazzIds.filter((c) => !clazzRows.some((r) => r.clazzId === c));
    if (added.length) await tx.insert(examGroupClazz).values(added.map((clazzId) => ({ examGroupId, clazzId })));
  });
}

export async function deleteExamGroup(db: Db, auth: AuthContext, examGroupId: number): Promise<void> {
  const group = await requireExamGroup(db, auth, examGroupId);
  assertCanManage(auth, group);
  await assertNotJointGroup(db, examGroupId, '考试的删除');
  await db.delete(examGroup).where(eq(examGroup.id, examGroupId));
}

export async function changeExamType(db: Db, auth: AuthContext, examGroupId: number, type: number): Promise<void> {
  const group = await requireExamGroup(db, auth, examGroupId);
  assertCanManage(auth, group);
  await db.update(examGroup).set({ type, updatedAt: new Date() }).where(eq(examGroup.id, examGroupId));
}

export type ExamGroupView = Awaited<ReturnType<typeof presentGroups>>[number];

async function presentGroups(db: Db, auth: AuthContext, groups: ExamGroupRow[]) {
  if (!groups.length) return [];
  const ids = groups.map((g) => g.id);
  const exams = await db
    .select({ examId: exam.id, examGroupId: exam.examGroupId, subjectId: exam.subjectId, subjectName: subject.name, fullScore: exam.fullScore, scoreVersion: exam.scoreVersion })
    .from(exam)
    .innerJoin(subject, eq(subject.id, exam.subjectId))
    .where(inArray(exam.examGroupId, ids));
  const counts = await db
    .select({ examId: examStudent.examId, n: count() })
    .from(examStudent)
    .innerJoin(exam, eq(exam.id, examStudent.examId))
    .where(inArray(exam.examGroupId, ids))
    .groupBy(examStudent.examId);
  const clazzes = await db
    .select({ examGroupId: examGroupClazz.examGroupId, clazzId: clazz.id, clazzName: clazz.name })
    .from(examGroupClazz)
    .innerJoin(clazz, eq(clazz.id, examGroupClazz.clazzId))
    .where(inArray(examGroupClazz.examGroupId, ids))
    .orderBy(clazz.sort);
  const grades = await db.select().from(grade).where(eq(grade.schoolId, auth.schoolId));
  return groups.map((g) => ({
    examGroupId: g.id,
    name: g.name,
    type: g.type,
    typeName: examTypeName(g.type),
    examDate: g.examDate,
    gradeId: g.gradeId,
    gradeName: grades.find((x) => x.id === g.gradeId)?.name ?? '',
    semesterId: g.semesterId,
    markType: g.markType,
    markStatus: g.markStatus,
    canManage: canManageGroup(auth, g),
    clazzes: clazzes.filter((c) => c.examGroupId === g.id).map((c) => ({ clazzId: c.clazzId, clazzName: c.clazzName })),
    exams: exams
      .filter((e) => e.examGroupId === g.id)
      .map((e) => ({ examId: e.examId, subjectId: e.subjectId, subjectName: e.subjectName, fullScore: e.fullScore, studentCount: Number(counts.find((c) => c.examId === e.examId)?.n ?? 0) })),
  }));
}

/** Exam groups the teacher can see: of grades they lead, they created, or with a class they teach. */
export async function listExamGroups(db: Db, auth: AuthContext, q: { semesterId?: number; type?: number; keyword?: string; pageNo: number; pageSize: number }) {
  const semesterId = q.semesterId ?? (await requireCurrentSemester(db, auth.schoolId)).id;
  const sem = await db.select().from(semester).where(and(eq(semester.id, semesterId), eq(semester.schoolId, auth.schoolId))).limit(1);
  if (!sem[0]) throw errors.notFound('学期不存在');
  const mine = await teacherAssignments(db, auth.teacherId, semesterId);
  const myClazzIds = [...new Set(mine.map((a) => a.clazzId))];
  const visibility = auth.leadsWholeSchool
    ? sql`true`
    : sql`(${examGroup.createdBy} = ${auth.teacherId}
        or ${examGroup.gradeId} in (${sql.join([...auth.leadGradeIds, -1].map((x) => sql`${x}`), sql`, `)})
        or exists (select 1 from exam_group_clazz egc where egc.exam_group_id = ${examGroup.id} and egc.clazz_id in (${sql.join([...myClazzIds, -1].map((x) => sql`${x}`), sql`, `)})))`;
  const conds = [eq(examGroup.schoolId, auth.schoolId), eq(examGroup.semesterId, semesterId), visibility];
  if (q.type) conds.push(eq(examGroup.type, q.type));
  if (q.keyword) conds.push(ilike(examGroup.name, containsPattern(q.keyword)));
  const where = and(...conds);
  const [total] = await db.select({ n: count() }).from(examGroup).where(where);
  const rows = await db.select().from(examGroup).where(where).orderBy(desc(examGroup.examDate), desc(examGroup.id)).limit(q.pageSize).offset((q.pageNo - 1) * q.pageSize);
  return { list: await presentGroups(db, auth, rows), total: Number(total?.n ?? 0), pageNo: q.pageNo, pageSize: q.pageSize };
}

export async function examGroupDetail(db: Db, auth: AuthContext, examGroupId: number) {
  const group = await requireExamGroup(db, auth, examGroupId);
  const [view] = await presentGroups(db, auth, [group]);
  return view!;
}

/** Students of the group's classes (for templates and checks). */
export async function groupStudents(db: Db, examGroupId: number) {
  return db
    .select({ studentId: student.id, studentNum: student.studentNum, name: student.name, clazzId: student.clazzId, clazzName: clazz.name })
    .from(student)
    .innerJoin(clazz, eq(clazz.id, student.clazzId))
    .innerJoin(examGroupClazz, and(eq(examGroupClazz.clazzId, clazz.id), eq(examGroupClazz.examGroupId, examGroupId)))
    // Students who left school (离校) are not in new templates; their stored results stay.
    .where(eq(student.status, 1))
    .orderBy(clazz.sort, student.studentNum);
}
