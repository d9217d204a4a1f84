/**
 * Teacher accounts in the admin area: the list, the posts / subjects / classes editor, password
 * resets (a new initial password, shown once, to be changed at the next sign-in; every session
 * ends), disabling (tokens stop working at once: the token lookup requires an enabled account, and
 * the change notifies every process's token cache) and enabling.
 */
import { randomInt } from 'node:crypto';
import { and, asc, count, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { POST_NAMES, type TAdminPassword, type TAdminTeacher, type TAdminTeacherDetail, type TAdminTeacherUpdateBody, type TPost } from '@app/contract';
import type { Db } from '../../db/client.js';
import { authToken, clazz, grade, schoolSubject, subject, teacher, teacherClazz, teacherPost, teacherSubject } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import { hashPassword } from '../auth/password.js';
import { forgetTeacherTokens } from '../auth/token-cache.js';
import { currentSemester } from '../base/queries.js';
import type { Actor } from './access.js';
import { writeAudit, type AuditFields } from './audit.js';
import { containsPattern } from '../../db/like.js';

const LETTERS = 'abcdefghjkmnpqrstuvwxyz';
const DIGITS = '23456789';

/** An initial password: 8 characters without look-alikes (no l, 1, o, 0, i), letters and digits both. */
export function generatePassword(): string {
  const all = LETTERS + DIGITS;
  const chars = Array.from({ length: 8 }, () => all[randomInt(all.length)]!);
  chars[randomInt(4)] = LETTERS[randomInt(LETTERS.length)]!;
  chars[4 + randomInt(4)] = DIGITS[randomInt(DIGITS.length)]!;
  return chars.join('');
}

export const postsName = (posts: readonly number[]) => posts.map((p) => POST_NAMES[p as TPost] ?? String(p)).join('、');

function teacherWhere(schoolId: number, q: { keyword?: string; status?: number }): SQL {
  const conds: SQL[] = [eq(teacher.schoolId, schoolId)];
  if (q.status === 1) conds.push(eq(teacher.disabled, false));
  if (q.status === 2) conds.push(eq(teacher.disabled, true));
  if (q.keyword) {
    const like = containsPattern(q.keyword);
    conds.push(or(ilike(teacher.name, like), ilike(teacher.account, like), ilike(teacher.phone, like))!);
  }
  return and(...conds)!;
}

async function presentTeachers(db: Db, rows: (typeof teacher.$inferSelect)[], semesterId: number | null): Promise<TAdminTeacher[]> {
  const ids = rows.map((r) => r.id).concat(-1);
  const posts = await db.select({ teacherId: teacherPost.teacherId, post: teacherPost.post }).from(teacherPost).where(inArray(teacherPost.teacherId, ids));
  const subjects = await db
    .select({ teacherId: teacherSubject.teacherId, subjectId: subject.id, name: subject.name })
    .from(teacherSubject)
    .innerJoin(subject, eq(subject.id, teacherSubject.subjectId))
    .where(inArray(teacherSubject.teacherId, ids))
    .orderBy(asc(teacherSubject.sort), asc(teacherSubject.subjectId));
  const clazzCounts = semesterId
    ? await db
        .select({ teacherId: teacherClazz.teacherId, n: sql<number>`count(distinct ${teacherClazz.clazzId})::int` })
        .from(teacherClazz)
        .where(and(inArray(teacherClazz.teacherId, ids), eq(teacherClazz.semesterId, semesterId)))
        .groupBy(teacherClazz.teacherId)
    : [];
  return rows.map((r) => {
    const p = [...new Set(posts.filter((x) => x.teacherId === r.id).map((x) => x.post))].sort();
    const s = subjects.filter((x) => x.teacherId === r.id);
    return {
      teacherId: r.id,
      teacherName: r.name,
      account: r.account,
      phone: r.phone,
      accountKind: r.accountKind,
      disabled: r.disabled ? 1 : 0,
      mustChangePassword: r.mustChangePassword ? 1 : 0,
      posts: p,
      postsName: postsName(p),
      subjectIds: s.map((x) => x.subjectId),
      subjectNames: s.map((x) => x.name).join('、'),
      clazzCount: Number(clazzCounts.find((c) => c.teacherId === r.id)?.n ?? 0),
    };
  });
}

export async function listTeachers(db: Db, schoolId: number, q: { keyword?: string; status?: number; pageNo: number; pageSize: number }) {
  const where = teacherWhere(schoolId, q);
  const [total] = await db.select({ n: count() }).from(teacher).where(where);
  const rows = await db.select().from(teacher).where(where).orderBy(asc(teacher.accountKind), asc(teacher.id)).limit(q.pageSize).offset((q.pageNo - 1) * q.pageSize);
  const sem = await currentSemester(db, schoolId);
  return { list: await presentTeachers(db, rows, sem?.id ?? null), total: Number(total?.n ?? 0), pageNo: q.pageNo, pageSize: q.pageSize };
}

async function requireOwnTeacher(db: Db, schoolId: number, teacherId: number) {
  const [row] = await db.select().from(teacher).where(and(eq(teacher.id, teacherId), eq(teacher.schoolId, schoolId))).limit(1);
  if (!row) throw errors.notFound('教师不存在');
  return row;
}

export async function teacherDetail(db: Db, schoolId: number, teacherId: number): Promise<TAdminTeacherDetail> {
  const row = await requireOwnTeacher(db, schoolId, teacherId);
  const sem = await currentSemester(db, schoolId);
  const [base] = await presentTeachers(db, [row], sem?.id ?? null);
  const postGrades = await db.select({ post: teacherPost.post, gradeId: teacherPost.gradeId }).from(teacherPost).where(eq(teacherPost.teacherId, teacherId)).orderBy(asc(teacherPost.post));
  const rows = sem ? await db.select().from(teacherClazz).where(and(eq(teacherClazz.teacherId, teacherId), eq(teacherClazz.semesterId, sem.id))) : [];
  return {
    ...base!,
    postGrades,
    semesterId: sem?.id ?? null,
    assignments: rows.filter((r) => r.subjectId != null).map((r) => ({ clazzId: r.clazzId, subjectId: r.subjectId! })),
    adminClazzIds: rows.filter((r) => r.isAdmin).map((r) => r.clazzId),
  };
}

/** The editor's record as the audit log shows it. */
async function editorFields(db: Db, schoolId: number, teacherId: number): Promise<AuditFields> {
  const d = await teacherDetail(db, schoolId, teacherId);
  const names = new Map((await db.select({ id: clazz.id, name: clazz.name }).from(clazz).where(inArray(clazz.id, [...d.assignments.map((a) => a.clazzId), ...d.adminClazzIds, -1]))).map((c) => [c.id, c.name]));
  const subjectNames = new Map((await db.select({ id: subject.id, name: subject.name }).from(subject)).map((s) => [s.id, s.name]));
  return {
    姓名: d.teacherName,
    手机: d.phone,
    岗位: d.postsName,
    学科: d.subjectNames,
    任教: d.assignments.map((a) => `${subjectNames.get(a.subjectId) ?? a.subjectId}:${names.get(a.clazzId) ?? a.clazzId}`).join('，'),
    班主任: d.adminClazzIds.map((id) => names.get(id) ?? id).join('，'),
  };
}

/**
 * The teacher's posts, subjects and current-semester classes, replaced as a whole. Checked first:
 * grades and classes of the school, subjects the school offers, a subject taught that is among the
 * teacher's subjects, and a class with one class teacher.
 */
export async function updateTeacher(db: Db, actor: Actor, teacherId: number, body: TAdminTeacherUpdateBody): Promise<TAdminTeacherDetail> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const t = await requireOwnTeacher(tx, actor.schoolId, teacherId);
    if (t.accountKind !== 1) throw errors.validation('教务管理员账号没有岗位、学科和任教班级');
    const sem = await currentSemester(tx, actor.schoolId);
    if (!sem && (body.assignments.length || body.adminClazzIds.length)) throw errors.validation('学校尚未设置当前学期，不能安排任教班级');
    const before = await editorFields(tx, actor.schoolId, teacherId);

    const grades = await tx.select({ id: grade.id, name: grade.name }).from(grade).where(eq(grade.schoolId, actor.schoolId));
    for (const p of body.posts) {
      if (p.gradeId != null && !grades.some((g) => g.id === p.gradeId)) throw errors.validation('所管年级不存在');
      if (p.gradeId != null && p.post !== 2 && p.post !== 3) throw errors.validation(`${POST_NAMES[p.post as TPost]}不管理年级，只有年级组长（岗位2、3）可选择年级`);
    }
    if (body.posts.length === 0) throw errors.validation('请至少选择一个岗位');
    const offered = new Set((await tx.select({ id: schoolSubject.subjectId }).from(schoolSubject).where(eq(schoolSubject.schoolId, actor.schoolId))).map((s) => s.id));
    const subjectIds = [...new Set(body.subjectIds)];
    const notOffered = subjectIds.find((id) => !offered.has(id));
    if (notOffered != null) throw errors.validation(`学科${notOffered}不是本校开设的学科`);
    const notTaught = body.assignments.find((a) => !subjectIds.includes(a.subjectId));
    if (notTaught) throw errors.validation('任教班级的学科须是该教师的任教学科');
    const clazzIds = [...new Set([...body.assignments.map((a) => a.clazzId), ...body.adminClazzIds])];
    const found = clazzIds.length ? await tx.select({ id: clazz.id, name: clazz.name, status: clazz.status }).from(clazz).where(and(inArray(clazz.id, clazzIds), eq(clazz.schoolId, actor.schoolId))) : [];
    if (found.length !== clazzIds.length) throw errors.validation('班级不存在');
    const graduated = found.find((c) => c.status !== 1);
    if (graduated) throw errors.validation(`${graduated.name}已毕业，不能安排任教`);
    if (sem && body.adminClazzIds.length) {
      const others = await tx
        .select({ clazzId: teacherClazz.clazzId, name: teacher.name })
        .from(teacherClazz)
        .innerJoin(teacher, eq(teacher.id, teacherClazz.teacherId))
        .where(and(eq(teacherClazz.semesterId, sem.id), eq(teacherClazz.isAdmin, true), inArray(teacherClazz.clazzId, body.adminClazzIds), ne(teacherClazz.teacherId, teacherId)));
      if (others[0]) throw errors.validation(`${found.find((c) => c.id === others[0]!.clazzId)?.name ?? '该班'}已有班主任${others[0].name}，一个班只能有一位班主任`);
    }

    await tx.update(teacher).set({ name: body.teacherName, ...(body.phone !== undefined ? { phone: body.phone || null } : {}), updatedAt: new Date() }).where(eq(teacher.id, teacherId));
    await tx.delete(teacherPost).where(eq(teacherPost.teacherId, teacherId));
    const seen = new Set<string>();
    const postRows = body.posts.filter((p) => !seen.has(`${p.post}:${p.gradeId ?? ''}`) && seen.add(`${p.post}:${p.gradeId ?? ''}`));
    await tx.insert(teacherPost).values(postRows.map((p) => ({ teacherId, post: p.post, gradeId: p.gradeId ?? null })));
    await tx.delete(teacherSubject).where(eq(teacherSubject.teacherId, teacherId));
    if (subjectIds.length) await tx.insert(teacherSubject).values(subjectIds.map((subjectId, sort) => ({ teacherId, subjectId, sort })));
    if (sem) {
      await tx.delete(teacherClazz).where(and(eq(teacherClazz.teacherId, teacherId), eq(teacherClazz.semesterId, sem.id)));
      const pairs = [...new Map(body.assignments.map((a) => [`${a.clazzId}:${a.subjectId}`, a])).values()];
      const rows = [
        ...pairs.map((a) => ({ teacherId, clazzId: a.clazzId, semesterId: sem.id, subjectId: a.subjectId, isAdmin: false })),
        ...[...new Set(body.adminClazzIds)].map((clazzId) => ({ teacherId, clazzId, semesterId: sem.id, subjectId: null, isAdmin: true })),
      ];
      if (rows.length) await tx.insert(teacherClazz).values(rows);
    }
    const after = await editorFields(tx, actor.schoolId, teacherId);
    await writeAudit(tx, actor, [{ action: 'teacher.update', target: `${t.account} ${body.teacherName}`, before, after }]);
    return teacherDetail(tx, actor.schoolId, teacherId);
  });
}

/** A new initial password for the account, shown once; every session of the account ends. */
export async function resetPassword(db: Db, actor: Actor, teacherId: number): Promise<TAdminPassword> {
  const t = await requireOwnTeacher(db, actor.schoolId, teacherId);
  if (actor.teacherId === teacherId) throw errors.validation('不能重置自己的密码，请在个人中心修改');
  const password = generatePassword();
  const hash = await hashPassword(password);
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await tx.update(teacher).set({ passwordHash: hash, mustChangePassword: true, updatedAt: new Date() }).where(eq(teacher.id, teacherId));
    await tx.update(authToken).set({ revokedAt: new Date() }).where(and(eq(authToken.teacherId, teacherId), isNull(authToken.revokedAt)));
    await writeAudit(tx, actor, [{ action: 'teacher.reset-password', target: `${t.account} ${t.name}`, after: { 账号: t.account, 首次登录须改密码: '是' } }]);
  });
  forgetTeacherTokens(db, teacherId);
  return { teacherId, account: t.account, teacherName: t.name, password };
}

/** Disables or enables an account. A disabled account's tokens stop working at the next request. */
export async function setTeacherDisabled(db: Db, actor: Actor, teacherId: number, disabled: boolean): Promise<void> {
  const t = await requireOwnTeacher(db, actor.schoolId, teacherId);
  if (disabled && actor.teacherId === teacherId) throw errors.validation('不能停用自己的账号');
  if (t.disabled === disabled) throw errors.conflict(disabled ? '该账号已经停用' : '该账号已经是启用状态');
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await tx.update(teacher).set({ disabled, updatedAt: new Date() }).where(eq(teacher.id, teacherId));
    await writeAudit(tx, actor, [{ action: disabled ? 'teacher.disable' : 'teacher.enable', target: `${t.account} ${t.name}`, before: { 状态: t.disabled ? '停用' : '启用' }, after: { 状态: disabled ? '停用' : '启用' } }]);
  });
  forgetTeacherTokens(db, teacherId);
}
