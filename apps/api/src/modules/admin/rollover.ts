/**
 * The year rollover (升年级): every class 在读 moves up a grade (高一 → 高二, its name too when it
 * carries the grade's name), the top grades (高三, 初三) graduate — their classes and students are
 * kept, with their exam history, as 已毕业 and listed nowhere else — the new semester opens as the
 * current one (the old one finishes), and, if asked, each moved class keeps its teachers in the new
 * semester. The new 高一/初一 are left empty for the next class import.
 *
 * A rehearsal runs the very same statements in a transaction that is rolled back (a copy of the
 * school's state: nothing stays changed) and returns what would happen with a token; the rollover
 * itself needs that token and refuses a second rollover into the same school year.
 */
import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ERR, STUDENT_STATUS, type TAdminRolloverBody, type TAdminRolloverResult } from '@app/contract';
import type { Db } from '../../db/client.js';
import { clazz, grade, schoolRollover, semester } from '../../db/schema.js';
import { AppError, errors } from '../../http/errors.js';
import type { Actor } from './access.js';
import { writeAudit } from './audit.js';
import { lockSchoolAdmin } from './imports.js';
import { presentSemester, schoolYearOf } from './semesters.js';

class Rehearsal extends Error {
  constructor(readonly result: TAdminRolloverResult) {
    super('rehearsal');
  }
}

const tokenOf = (r: TAdminRolloverResult) => createHash('sha256').update(JSON.stringify({ ...r, applied: false, confirmToken: null })).digest('hex');

/** Carries the rollover out in the transaction given; returns what it did. */
async function perform(tx: Db, actor: Actor, body: TAdminRolloverBody): Promise<TAdminRolloverResult> {
  await lockSchoolAdmin(tx, actor.schoolId);
  const [current] = await tx.select().from(semester).where(and(eq(semester.schoolId, actor.schoolId), eq(semester.status, 1))).limit(1);
  if (!current) throw errors.conflict('学校还没有当前学期：请先在学期管理中设置当前学期');
  const fromYear = schoolYearOf(current.startDate);
  const toYear = schoolYearOf(body.startDate);
  const [done] = await tx.select({ id: schoolRollover.id }).from(schoolRollover).where(and(eq(schoolRollover.schoolId, actor.schoolId), eq(schoolRollover.toSchoolYear, toYear))).limit(1);
  if (done) throw errors.conflict(`本校已经升入${toYear}-${toYear + 1}学年，不能重复升年级`);
  if (toYear !== fromYear + 1) throw errors.validation(`当前学期属于${fromYear}-${fromYear + 1}学年，新学期须属于${fromYear + 1}-${fromYear + 2}学年（开始日期在${fromYear + 1}年8月1日至${fromYear + 2}年7月31日之间）`);
  const others = await tx.select().from(semester).where(eq(semester.schoolId, actor.schoolId));
  if (others.some((s) => s.name === body.semesterName)) throw errors.validation(`学期名称“${body.semesterName}”已存在`);
  const overlap = others.find((s) => s.startDate <= body.endDate && body.startDate <= s.endDate);
  if (overlap) throw errors.validation(`新学期的日期与学期“${overlap.name}”（${overlap.startDate}至${overlap.endDate}）重叠`);

  const grades = await tx.select().from(grade).where(eq(grade.schoolId, actor.schoolId));
  const gradeById = new Map(grades.map((g) => [g.id, g]));
  const next = (g: (typeof grades)[number]) => grades.find((x) => x.section === g.section && x.gradeNo === g.gradeNo + 1);
  const active = await tx
    .select({ id: clazz.id, name: clazz.name, gradeId: clazz.gradeId, students: sql<number>`(select count(*)::int from student s where s.clazz_id = "clazz"."id" and s.status = 1)` })
    .from(clazz)
    .where(and(eq(clazz.schoolId, actor.schoolId), eq(clazz.status, 1)));
  const moves: TAdminRolloverResult['moves'] = [];
  const graduated: TAdminRolloverResult['graduated'] = [];
  const moveRows: { id: number; gradeId: number; name: string }[] = [];
  for (const c of active.sort((a, b) => a.id - b.id)) {
    const g = gradeById.get(c.gradeId)!;
    const to = next(g);
    if (!to && grades.some((x) => x.section === g.section && x.gradeNo > g.gradeNo)) {
      // Only a section's last grade graduates: a missing grade in between is a set-up error.
      throw errors.validation(`本校没有${g.name}的下一个年级，${c.name}无法升级：请先补全年级`);
    }
    if (!to) {
      graduated.push({ clazzId: c.id, clazzName: c.name, gradeName: g.name, studentCount: Number(c.students) });
      continue;
    }
    const toName = c.name.includes(g.name) ? c.name.replace(g.name, to.name) : c.name;
    moves.push({ clazzId: c.id, fromName: c.name, toName, fromGrade: g.name, toGrade: to.name, studentCount: Number(c.students) });
    moveRows.push({ id: c.id, gradeId: to.id, name: toName });
  }
  // Every first-grade class moves up: 高一 and 初一 wait for the new classes' import.
  const emptyGrades = grades.filter((g) => g.gradeNo === 1).sort((a, b) => b.section - a.section).map((g) => g.name);

  // Graduates first (their students, then the classes), then the moves, in a statement each.
  const gradIds = graduated.map((g) => g.clazzId).concat(-1);
  const graduatedStudents = rowCount(
    await tx.execute(sql`update student set status = ${STUDENT_STATUS.GRADUATED} where clazz_id = any(${sql.param(gradIds)}::int[]) and status = ${STUDENT_STATUS.STUDYING} returning id`),
  );
  await tx.update(clazz).set({ status: 2, graduatedAt: new Date() }).where(inArray(clazz.id, gradIds));
  if (moveRows.length) {
    await tx.execute(sql`
      update clazz c set grade_id = v.grade_id, name = v.name
      from unnest(${sql.param(moveRows.map((m) => m.id))}::int[], ${sql.param(moveRows.map((m) => m.gradeId))}::int[], ${sql.param(moveRows.map((m) => m.name))}::text[]) as v(id, grade_id, name)
      where c.id = v.id`);
  }
  await tx.update(semester).set({ status: 2 }).where(eq(semester.id, current.id));
  const [created] = await tx.insert(semester).values({ schoolId: actor.schoolId, name: body.semesterName, startDate: body.startDate, endDate: body.endDate, status: 1, isShow: true }).returning();
  let carriedAssignments = 0;
  if (body.carryTeachers && moveRows.length) {
    const carried = await tx.execute(sql`
      insert into teacher_clazz (teacher_id, clazz_id, semester_id, subject_id, is_admin)
      select tc.teacher_id, tc.clazz_id, ${created!.id}, tc.subject_id, tc.is_admin
      from teacher_clazz tc join teacher t on t.id = tc.teacher_id
      where tc.semester_id = ${current.id} and tc.clazz_id = any(${sql.param(moveRows.map((m) => m.id))}::int[]) and not t.disabled
      returning id`);
    carriedAssignments = rowCount(carried);
  }
  await tx.insert(schoolRollover).values({ schoolId: actor.schoolId, fromSemesterId: current.id, toSemesterId: created!.id, toSchoolYear: toYear });
  await writeAudit(tx, actor, [
    {
      action: 'rollover',
      target: `${fromYear}-${fromYear + 1}学年 → ${toYear}-${toYear + 1}学年`,
      before: { 当前学期: current.name, 在读班级: active.length },
      after: { 当前学期: body.semesterName, 升级班级: moves.length, 毕业班级: graduated.length, 毕业学生: graduatedStudents, 沿用任课: carriedAssignments },
    },
    ...moves.map((m) => ({ action: 'rollover', target: m.fromName, before: { 年级: m.fromGrade, 班级: m.fromName }, after: { 年级: m.toGrade, 班级: m.toName } })),
    ...graduated.map((g) => ({ action: 'rollover', target: g.clazzName, before: { 年级: g.gradeName, 状态: '在读' }, after: { 年级: g.gradeName, 状态: '已毕业' } })),
  ]);
  return {
    applied: true,
    fromSemester: presentSemester(current),
    newSemester: { semesterName: body.semesterName, startDate: body.startDate, endDate: body.endDate, schoolYear: toYear },
    moves,
    graduated,
    graduatedStudents,
    carriedAssignments,
    emptyGrades,
    confirmToken: null,
  };
}

function rowCount(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number; rows?: unknown[] };
  return Number(r.rowCount ?? r.affectedRows ?? r.rows?.length ?? 0);
}


/** What the rollover would do, on a copy (a rolled-back transaction): nothing stays changed. */
export async function rehearseRollover(db: Db, actor: Actor, body: TAdminRolloverBody): Promise<TAdminRolloverResult> {
  try {
    await db.transaction(async (tx) => {
      const r = await perform(tx as unknown as Db, actor, body);
      throw new Rehearsal(r);
    });
  } catch (err) {
    if (err instanceof Rehearsal) {
      const r = { ...err.result, applied: false };
      return { ...r, confirmToken: tokenOf(r) };
    }
    throw err;
  }
  throw errors.internal();
}

/** The rollover, if it still does what the rehearsal showed (the token); otherwise 409 with the fresh rehearsal. */
export async function runRollover(db: Db, actor: Actor, body: TAdminRolloverBody, confirmToken: string): Promise<TAdminRolloverResult> {
  return db.transaction(async (txRaw) => {
    const r = await perform(txRaw as unknown as Db, actor, body);
    const fresh = { ...r, applied: false };
    if (tokenOf(fresh) !== confirmToken) throw new AppError(ERR.CONFLICT, '学校数据在预演后有变化，请核对新的预演结果后再确认', 409, { ...fresh, confirmToken: tokenOf(fresh) });
    return r;
  });
}

