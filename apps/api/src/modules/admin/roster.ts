/**
 * Classes and students of the admin area: the class list, renaming and deleting a class (refused
 * while it has students or exam results), and a student's changes during the year: moving to
 * another class (past results stay with the class they were sat in: exam rows keep their class),
 * leaving school and rejoining.
 */
import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { CLAZZ_STATUS, STUDENT_STATUS, STUDENT_STATUS_NAMES, type TAdminClazz, type TAdminStudent } from '@app/contract';
import type { Db } from '../../db/client.js';
import { forgetStudentTokens } from '../auth/token-cache.js';
import { clazz, examGroupClazz, grade, student, teacherClazz } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import { currentSemester } from '../base/queries.js';
import type { Actor } from './access.js';
import { writeAudit, type AuditFields } from './audit.js';
import { containsPattern } from '../../db/like.js';

type ClazzWithGrade = { id: number; name: string; gradeId: number; gradeName: string; status: number };

/** A class of the school (any status); another school's is missing. */
export async function requireOwnClazz(db: Db, schoolId: number, clazzId: number): Promise<ClazzWithGrade> {
  const [row] = await db
    .select({ id: clazz.id, name: clazz.name, gradeId: clazz.gradeId, gradeName: grade.name, status: clazz.status })
    .from(clazz)
    .innerJoin(grade, eq(grade.id, clazz.gradeId))
    .where(and(eq(clazz.id, clazzId), eq(clazz.schoolId, schoolId)))
    .limit(1);
  if (!row) throw errors.notFound('班级不存在');
  return row;
}

/** A class students can be put in: the school's, not graduated. */
async function requireActiveClazz(db: Db, schoolId: number, clazzId: number): Promise<ClazzWithGrade> {
  const c = await requireOwnClazz(db, schoolId, clazzId);
  if (c.status !== CLAZZ_STATUS.ACTIVE) throw errors.validation(`${c.name}已毕业，不能再加入学生`);
  return c;
}

export async function listClazzes(db: Db, schoolId: number, q: { gradeId?: number; status: number }): Promise<TAdminClazz[]> {
  const conds: SQL[] = [eq(clazz.schoolId, schoolId), eq(clazz.status, q.status)];
  if (q.gradeId) {
    const [g] = await db.select({ id: grade.id }).from(grade).where(and(eq(grade.id, q.gradeId), eq(grade.schoolId, schoolId))).limit(1);
    if (!g) throw errors.notFound('年级不存在');
    conds.push(eq(clazz.gradeId, q.gradeId));
  }
  const sem = await currentSemester(db, schoolId);
  const rows = await db
    .select({
      clazzId: clazz.id,
      clazzName: clazz.name,
      gradeId: grade.id,
      gradeName: grade.name,
      status: clazz.status,
      // In a graduated class its graduates count; otherwise the students 在读.
      studentCount: sql<number>`(select count(*)::int from student s where s.clazz_id = "clazz"."id" and s.status = case when "clazz"."status" = 2 then 3 else 1 end)`,
      headTeacherName: sem
        ? sql<string | null>`(select t.name from teacher_clazz tc join teacher t on t.id = tc.teacher_id where tc.clazz_id = "clazz"."id" and tc.semester_id = ${sem.id} and tc.is_admin order by tc.id limit 1)`
        : sql<string | null>`null`,
      examCount: sql<number>`(select count(*)::int from exam_group_clazz egc where egc.clazz_id = "clazz"."id")`,
    })
    .from(clazz)
    .innerJoin(grade, eq(grade.id, clazz.gradeId))
    .where(and(...conds))
    .orderBy(asc(grade.section), asc(grade.gradeNo), asc(clazz.sort), asc(clazz.id));
  return rows.map((r) => ({ ...r, studentCount: Number(r.studentCount), examCount: Number(r.examCount) }));
}

export async function renameClazz(db: Db, actor: Actor, clazzId: number, name: string): Promise<void> {
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const c = await requireOwnClazz(tx, actor.schoolId, clazzId);
    const [dup] = await tx.select({ id: clazz.id }).from(clazz).where(and(eq(clazz.gradeId, c.gradeId), eq(clazz.name, name), eq(clazz.status, 1), sql`${clazz.id} <> ${clazzId}`)).limit(1);
    if (dup) throw errors.validation(`${c.gradeName}已有班级“${name}”`);
    await tx.update(clazz).set({ name }).where(eq(clazz.id, clazzId));
    await writeAudit(tx, actor, [{ action: 'clazz.rename', target: `${c.gradeName} ${c.name}`, before: { 班级: c.name }, after: { 班级: name } }]);
  });
}

/** Deletes an empty class: refused while it has students (any status) or sat an exam. */
export async function deleteClazz(db: Db, actor: Actor, clazzId: number): Promise<void> {
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const c = await requireOwnClazz(tx, actor.schoolId, clazzId);
    const [students] = await tx.select({ n: count() }).from(student).where(eq(student.clazzId, clazzId));
    if (Number(students?.n ?? 0) > 0) throw errors.conflict(`${c.name}还有${students!.n}名学生（含离校、毕业），不能删除；请先把学生调到其他班级`);
    const [exams] = await tx.select({ n: count() }).from(examGroupClazz).where(eq(examGroupClazz.clazzId, clazzId));
    if (Number(exams?.n ?? 0) > 0) throw errors.conflict(`${c.name}已有${exams!.n}次考试的成绩，不能删除（历史成绩需要保留）`);
    const used = await tx.execute(sql`
      select (select count(*) from marking_answer where clazz_id = ${clazzId}) + (select count(*) from exam_student where clazz_id = ${clazzId}) as n`);
    const n = Number((used as unknown as { rows: { n: number | string }[] }).rows?.[0]?.n ?? 0);
    if (n > 0) throw errors.conflict(`${c.name}已有考试或阅卷记录，不能删除`);
    await tx.delete(teacherClazz).where(eq(teacherClazz.clazzId, clazzId));
    await tx.delete(clazz).where(eq(clazz.id, clazzId));
    await writeAudit(tx, actor, [{ action: 'clazz.delete', target: `${c.gradeName} ${c.name}`, before: { 年级: c.gradeName, 班级: c.name } }]);
  });
}

const studentFields = (s: { name: string; studentNum: string; clazzName: string; status: number }): AuditFields => ({
  学号: s.studentNum,
  姓名: s.name,
  班级: s.clazzName,
  状态: STUDENT_STATUS_NAMES[s.status] ?? String(s.status),
});

export async function listStudents(db: Db, schoolId: number, q: { clazzId?: number; keyword?: string; status?: number; pageNo: number; pageSize: number }) {
  const conds: SQL[] = [eq(student.schoolId, schoolId)];
  if (q.clazzId) {
    await requireOwnClazz(db, schoolId, q.clazzId);
    conds.push(eq(student.clazzId, q.clazzId));
  }
  if (q.status) conds.push(eq(student.status, q.status));
  if (q.keyword) {
    const like = containsPattern(q.keyword);
    conds.push(or(ilike(student.name, like), ilike(student.studentNum, like))!);
  }
  const where = and(...conds);
  const [total] = await db.select({ n: count() }).from(student).where(where);
  const rows = await db
    .select({ s: student, clazzName: clazz.name, gradeName: grade.name })
    .from(student)
    .innerJoin(clazz, eq(clazz.id, student.clazzId))
    .innerJoin(grade, eq(grade.id, clazz.gradeId))
    .where(where)
    .orderBy(asc(grade.section), asc(grade.gradeNo), asc(clazz.sort), asc(student.studentNum))
    .limit(q.pageSize)
    .offset((q.pageNo - 1) * q.pageSize);
  const list: TAdminStudent[] = rows.map(({ s, clazzName, gradeName }) => ({
    studentId: s.id,
    studentName: s.name,
    studentNum: s.studentNum,
    gender: s.gender,
    clazzId: s.clazzId,
    clazzName,
    gradeName,
    status: s.status,
    statusName: STUDENT_STATUS_NAMES[s.status] ?? String(s.status),
    idTail: s.idTail,
  }));
  return { list, total: Number(total?.n ?? 0), pageNo: q.pageNo, pageSize: q.pageSize };
}

async function requireOwnStudent(db: Db, schoolId: number, studentId: number) {
  const [row] = await db
    .select({ s: student, clazzName: clazz.name })
    .from(student)
    .innerJoin(clazz, eq(clazz.id, student.clazzId))
    .where(and(eq(student.id, studentId), eq(student.schoolId, schoolId)))
    .limit(1);
  if (!row) throw errors.notFound('学生不存在');
  return { ...row.s, clazzName: row.clazzName };
}

/** Moves a student 在读 to another class; exam results already stored keep the class they were sat in. */
export async function moveStudent(db: Db, actor: Actor, studentId: number, clazzId: number): Promise<void> {
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const s = await requireOwnStudent(tx, actor.schoolId, studentId);
    if (s.status !== STUDENT_STATUS.STUDYING) throw errors.conflict(`${s.name}目前${STUDENT_STATUS_NAMES[s.status]}，不能调班${s.status === STUDENT_STATUS.LEFT ? '；复学时可选择班级' : ''}`);
    if (s.clazzId === clazzId) throw errors.validation(`${s.name}已在${s.clazzName}`);
    const target = await requireActiveClazz(tx, actor.schoolId, clazzId);
    await tx.update(student).set({ clazzId }).where(eq(student.id, studentId));
    await writeAudit(tx, actor, [{ action: 'student.move', target: `${s.studentNum} ${s.name}`, before: studentFields(s), after: studentFields({ ...s, clazzName: target.name }) }]);
  });
  forgetStudentTokens(db, studentId);
}

export async function leaveSchool(db: Db, actor: Actor, studentId: number): Promise<void> {
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const s = await requireOwnStudent(tx, actor.schoolId, studentId);
    if (s.status !== STUDENT_STATUS.STUDYING) throw errors.conflict(`${s.name}目前${STUDENT_STATUS_NAMES[s.status]}，不能办理离校`);
    await tx.update(student).set({ status: STUDENT_STATUS.LEFT }).where(eq(student.id, studentId));
    await writeAudit(tx, actor, [{ action: 'student.leave', target: `${s.studentNum} ${s.name}`, before: studentFields(s), after: studentFields({ ...s, status: STUDENT_STATUS.LEFT }) }]);
  });
  forgetStudentTokens(db, studentId);
}

export async function rejoinSchool(db: Db, actor: Actor, studentId: number, clazzId: number): Promise<void> {
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const s = await requireOwnStudent(tx, actor.schoolId, studentId);
    if (s.status !== STUDENT_STATUS.LEFT) throw errors.conflict(`${s.name}目前${STUDENT_STATUS_NAMES[s.status]}，只有离校的学生可以复学`);
    const target = await requireActiveClazz(tx, actor.schoolId, clazzId);
    await tx.update(student).set({ status: STUDENT_STATUS.STUDYING, clazzId }).where(eq(student.id, studentId));
    await writeAudit(tx, actor, [{ action: 'student.rejoin', target: `${s.studentNum} ${s.name}`, before: studentFields(s), after: studentFields({ ...s, clazzName: target.name, status: STUDENT_STATUS.STUDYING }) }]);
  });
  forgetStudentTokens(db, studentId);
}

