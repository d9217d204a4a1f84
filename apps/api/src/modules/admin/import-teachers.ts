/**
 * 教师导入: 姓名, 账号, 手机, 学科, 岗位 (1-5), 管理年级 (posts 2 and 3), 任教班级 (per subject),
 * 班主任班级; keyed by 账号. A new account gets an initial password (returned once, to be changed
 * at the first sign-in); an existing one of the school is updated where the file differs: its
 * posts, subjects and current-semester classes become the file's. The same file again changes nothing.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { POST_NAMES, type TAdminImportRow, type TAdminPassword } from '@app/contract';
import type { Db } from '../../db/client.js';
import { teacher, teacherClazz, teacherPost, teacherSubject } from '../../db/schema.js';
import { hashPassword } from '../auth/password.js';
import { currentSemester } from '../base/queries.js';
import type { Actor } from './access.js';
import { writeAudit, type AuditEntry, type AuditFields } from './audit.js';
import { readTable, splitList, type ColumnSpec, type ErrorList } from './import-sheet.js';
import { findClazzKey, findSubject, loadSchoolRefs, type SchoolRefs } from './import-school.js';
import { generatePassword, postsName } from './teachers.js';

export const TEACHER_COLUMNS: readonly ColumnSpec[] = [
  { header: '姓名', required: true, width: 12, note: '教师姓名' },
  { header: '账号', required: true, width: 16, note: '登录账号，全平台唯一：字母、数字、“_”“.”“-”“@”，3-64位' },
  { header: '手机', required: false, width: 14, note: '可选：11位手机号' },
  { header: '学科', required: false, width: 14, note: '任教学科，多个用“、”分隔，如 数学、物理；须是本校开设的学科' },
  { header: '岗位', required: true, width: 10, note: '1 班主任，2 年级组长，3 年级组长（教学督导），4 任课教师，5 校长；多个用“、”分隔' },
  { header: '管理年级', required: false, width: 12, note: '岗位2、3所管的年级，如 高一；不填为全部年级' },
  { header: '任教班级', required: false, width: 36, note: '只有一个学科时直接写班级，如 高一(1)班、高一(2)班；多个学科写成 数学:高一(1)班、高一(2)班；物理:高一(3)班' },
  { header: '班主任班级', required: false, width: 14, note: '该教师担任班主任的班级，一个班只能有一位班主任' },
];

const ACCOUNT = /^[A-Za-z0-9_.@-]{3,64}$/;
const PHONE = /^1\d{10}$/;

type Want = {
  row: number;
  id: number | null;
  account: string;
  name: string;
  phone: string | null;
  subjectIds: number[];
  posts: { post: number; gradeId: number | null }[];
  assignments: { clazzId: number; subjectId: number }[];
  adminClazzIds: number[];
  before: AuditFields | null;
  after: AuditFields;
};
export type TeacherPlan = { rows: TAdminImportRow[]; errors: ErrorList; writes: Want[]; semesterId: number | null };

const sortedKey = (xs: readonly (string | number)[]) => [...xs].map(String).sort().join(',');

/** '数学:高一(1)班、高一(2)班；物理:高一(3)班' or, for one subject, '高一(1)班、高一(2)班'. */
function parseAssignments(text: string, subjectIds: number[], refs: SchoolRefs, sections: ReadonlySet<number>): { pairs: { clazzKey: string; subjectId: number }[] } | { error: string } {
  const pairs: { clazzKey: string; subjectId: number }[] = [];
  for (const group of text.split(/[；;\n]+/).map((s) => s.trim()).filter(Boolean)) {
    const m = /^([^:：]+)[:：](.*)$/.exec(group);
    let subjectId: number;
    let list: string;
    if (m) {
      const found = findSubject(refs, m[1]!.trim(), sections);
      if ('error' in found) return { error: `任教班级中的${found.error}` };
      if (!subjectIds.includes(found.id)) return { error: `任教班级中的学科“${m[1]!.trim()}”不在该教师的“学科”列中` };
      subjectId = found.id;
      list = m[2]!;
    } else {
      if (subjectIds.length !== 1) return { error: subjectIds.length === 0 ? '填写任教班级前请先在“学科”列填写任教学科' : '该教师有多个学科，请写成“学科:班级、班级”，如 数学:高一(1)班' };
      subjectId = subjectIds[0]!;
      list = group;
    }
    for (const name of list.split(/[、，,]+/).map((s) => s.trim()).filter(Boolean)) {
      const found = findClazzKey(refs, name);
      if ('error' in found) return { error: found.error };
      pairs.push({ clazzKey: found.key, subjectId });
    }
  }
  return { pairs };
}

export async function planTeacherImport(db: Db, schoolId: number, file: Buffer): Promise<TeacherPlan> {
  const { rows, errors } = await readTable(file, TEACHER_COLUMNS);
  const refs = await loadSchoolRefs(db, schoolId);
  const sem = await currentSemester(db, schoolId);
  const accounts = [...new Set(rows.map((r) => (r.cells['账号'] ?? '').toLowerCase()).filter(Boolean))];
  const found = accounts.length
    ? await db.select().from(teacher).where(inArray(sql`lower(${teacher.account})`, accounts))
    : [];
  const byAccount = new Map(found.map((t) => [t.account.toLowerCase(), t]));
  const ownIds = found.filter((t) => t.schoolId === schoolId).map((t) => t.id).concat(-1);
  const postRows = await db.select().from(teacherPost).where(inArray(teacherPost.teacherId, ownIds));
  const subjectRows = await db.select().from(teacherSubject).where(inArray(teacherSubject.teacherId, ownIds));
  const clazzRows = sem ? await db.select().from(teacherClazz).where(and(eq(teacherClazz.semesterId, sem.id), inArray(teacherClazz.teacherId, ownIds))) : [];
  // Class teachers of the semester who are not in the file keep their classes.
  const adminRows = sem ? await db.select({ clazzId: teacherClazz.clazzId, teacherId: teacherClazz.teacherId, name: teacher.name }).from(teacherClazz).innerJoin(teacher, eq(teacher.id, teacherClazz.teacherId)).where(and(eq(teacherClazz.semesterId, sem.id), eq(teacherClazz.isAdmin, true))) : [];
  const gradeById = new Map([...refs.grades.values()].map((g) => [g.id, g.name]));
  const clazzById = new Map([...refs.clazzes.values()].map((c) => [c.id, c]));
  const clazzLabel = (id: number) => clazzById.get(id)?.name ?? String(id);
  const subjectLabel = (id: number) => refs.subjectNames.get(id) ?? String(id);

  const out: TAdminImportRow[] = [];
  const writes: Want[] = [];
  const seenAccount = new Map<string, number>();
  const adminOf = new Map<number, number>(); // clazzId -> row
  const inFile = new Set<number>();
  const planned: { r: (typeof rows)[number]; want: Omit<Want, 'before' | 'after'> }[] = [];

  for (const r of rows) {
    let ok = true;
    const bad = (col: string, msg: string) => {
      errors.add(r.row, col, msg);
      ok = false;
    };
    const name = r.cells['姓名'] ?? '';
    const account = r.cells['账号'] ?? '';
    const phone = r.cells['手机'] ?? '';
    if (!name) bad('姓名', '姓名不能为空');
    else if (name.length > 20) bad('姓名', '姓名最长20个字符');
    if (!account) bad('账号', '账号不能为空');
    else if (!ACCOUNT.test(account)) bad('账号', `账号“${account}”格式不正确：3-64位字母、数字或“_”“.”“-”“@”`);
    else if (seenAccount.has(account.toLowerCase())) bad('账号', `账号${account}与第${seenAccount.get(account.toLowerCase())}行重复`);
    const old = account ? byAccount.get(account.toLowerCase()) : undefined;
    if (old && old.schoolId !== schoolId) bad('账号', `账号${account}已被其他学校使用，请换一个账号`);
    else if (old && old.accountKind !== 1) bad('账号', `账号${account}是教务管理员账号，不能作为教师导入`);
    if (account) seenAccount.set(account.toLowerCase(), r.row);
    if (phone && !PHONE.test(phone)) bad('手机', `手机号“${phone}”格式不正确，应为11位数字`);

    // The sections of the classes the row names decide a subject name both sections share (数学).
    const sections = new Set<number>();
    for (const name of [...(r.cells['任教班级'] ?? '').split(/[；;\n、，,]+/), ...splitList(r.cells['班主任班级'] ?? '')]) {
      const f = findClazzKey(refs, name.replace(/^[^:：]*[:：]/, '').trim());
      const c = 'key' in f ? refs.clazzes.get(f.key) : undefined;
      const g = c ? [...refs.grades.values()].find((x) => x.id === c.gradeId) : undefined;
      if (g) sections.add(g.section);
    }
    const subjectIds: number[] = [];
    for (const s of splitList(r.cells['学科'] ?? '')) {
      const found = findSubject(refs, s, sections);
      if ('error' in found) bad('学科', found.error);
      else if (!subjectIds.includes(found.id)) subjectIds.push(found.id);
    }
    const posts: number[] = [];
    const postText = r.cells['岗位'] ?? '';
    if (!postText) bad('岗位', '岗位不能为空：1 班主任，2 年级组长，3 年级组长（教学督导），4 任课教师，5 校长');
    for (const p of splitList(postText)) {
      const n = /^[1-5]$/.test(p) ? Number(p) : Object.entries(POST_NAMES).find(([, v]) => v === p)?.[0];
      if (n == null) bad('岗位', `岗位“${p}”不正确：只能是1-5（1 班主任，2 年级组长，3 年级组长（教学督导），4 任课教师，5 校长）`);
      else if (!posts.includes(Number(n))) posts.push(Number(n));
    }
    const leadGradeIds: number[] = [];
    for (const g of splitList(r.cells['管理年级'] ?? '')) {
      const ref = refs.grades.get(g);
      if (!ref) bad('管理年级', `年级“${g}”不是本校的年级`);
      else leadGradeIds.push(ref.id);
    }
    if (leadGradeIds.length && !posts.some((p) => p === 2 || p === 3)) bad('管理年级', '只有岗位2、3（年级组长）可以填写管理年级');

    const assignText = r.cells['任教班级'] ?? '';
    let assignments: { clazzId: number; subjectId: number }[] = [];
    if (assignText) {
      if (!sem) bad('任教班级', '学校尚未设置当前学期，不能安排任教班级');
      else {
        const parsed = parseAssignments(assignText, subjectIds, refs, sections);
        if ('error' in parsed) bad('任教班级', parsed.error);
        else assignments = [...new Map(parsed.pairs.map((p) => [`${p.clazzKey}:${p.subjectId}`, { clazzId: refs.clazzes.get(p.clazzKey)!.id, subjectId: p.subjectId }])).values()];
      }
    }
    const adminClazzIds: number[] = [];
    for (const c of splitList(r.cells['班主任班级'] ?? '')) {
      if (!sem) {
        bad('班主任班级', '学校尚未设置当前学期，不能安排班主任');
        break;
      }
      const f = findClazzKey(refs, c);
      if ('error' in f) {
        bad('班主任班级', f.error);
        continue;
      }
      const id = refs.clazzes.get(f.key)!.id;
      if (adminOf.has(id)) bad('班主任班级', `${clazzLabel(id)}已由第${adminOf.get(id)}行的教师担任班主任，一个班只能有一位班主任`);
      else {
        adminOf.set(id, r.row);
        adminClazzIds.push(id);
      }
    }
    if (!ok) continue;
    if (old) inFile.add(old.id);
    const postPairs = posts.flatMap((p): { post: number; gradeId: number | null }[] => ((p === 2 || p === 3) && leadGradeIds.length ? leadGradeIds.map((gradeId) => ({ post: p, gradeId })) : [{ post: p, gradeId: null }]));
    planned.push({ r, want: { row: r.row, id: old?.id ?? null, account, name, phone: phone || null, subjectIds, posts: postPairs, assignments, adminClazzIds } });
  }
  // A class whose class teacher is someone not in the file, or in the file without it, keeps that teacher.
  for (const a of adminRows) {
    const row = adminOf.get(a.clazzId);
    if (row != null && !inFile.has(a.teacherId)) errors.add(row, '班主任班级', `${clazzLabel(a.clazzId)}已有班主任${a.name}，一个班只能有一位班主任（请先在教师账号中取消）`);
  }

  const fieldsOf = (w: Omit<Want, 'before' | 'after'>): AuditFields => ({
    姓名: w.name,
    手机: w.phone,
    岗位: postsName([...new Set(w.posts.map((p) => p.post))].sort()) + (w.posts.some((p) => p.gradeId) ? `（${[...new Set(w.posts.filter((p) => p.gradeId).map((p) => gradeById.get(p.gradeId!)))].join('、')}）` : ''),
    学科: w.subjectIds.map(subjectLabel).join('、'),
    任教: w.assignments.map((a) => `${subjectLabel(a.subjectId)}:${clazzLabel(a.clazzId)}`).sort().join('，'),
    班主任: w.adminClazzIds.map(clazzLabel).sort().join('，'),
  });
  for (const { r, want } of planned) {
    const after = fieldsOf(want);
    if (want.id == null) {
      out.push({ row: r.row, key: want.account, name: want.name, action: 'create', changes: [] });
      writes.push({ ...want, before: null, after });
      continue;
    }
    const old = byAccount.get(want.account.toLowerCase())!;
    const was = {
      row: r.row,
      id: old.id,
      account: old.account,
      name: old.name,
      phone: old.phone,
      subjectIds: subjectRows.filter((s) => s.teacherId === old.id).sort((a, b) => a.sort - b.sort).map((s) => s.subjectId),
      posts: postRows.filter((p) => p.teacherId === old.id).map((p) => ({ post: p.post, gradeId: p.gradeId })),
      assignments: clazzRows.filter((c) => c.teacherId === old.id && c.subjectId != null).map((c) => ({ clazzId: c.clazzId, subjectId: c.subjectId! })),
      adminClazzIds: clazzRows.filter((c) => c.teacherId === old.id && c.isAdmin).map((c) => c.clazzId),
    };
    const before = fieldsOf(was);
    const changes: string[] = [];
    const label: Record<string, string> = { 姓名: '姓名', 手机: '手机', 岗位: '岗位', 学科: '学科', 任教: '任教班级', 班主任: '班主任班级' };
    const same = {
      姓名: was.name === want.name,
      手机: (was.phone ?? null) === want.phone,
      岗位: sortedKey(was.posts.map((p) => `${p.post}:${p.gradeId ?? ''}`)) === sortedKey(want.posts.map((p) => `${p.post}:${p.gradeId ?? ''}`)),
      学科: sortedKey(was.subjectIds) === sortedKey(want.subjectIds),
      任教: sortedKey(was.assignments.map((a) => `${a.clazzId}:${a.subjectId}`)) === sortedKey(want.assignments.map((a) => `${a.clazzId}:${a.subjectId}`)),
      班主任: sortedKey(was.adminClazzIds) === sortedKey(want.adminClazzIds),
    };
    for (const [k, eqv] of Object.entries(same)) if (!eqv) changes.push(`${label[k]}：${before[k] || '（空）'} → ${after[k] || '（空）'}`);
    out.push({ row: r.row, key: want.account, name: want.name, action: changes.length ? 'update' : 'unchanged', changes });
    if (changes.length) writes.push({ ...want, before, after });
  }
  return { rows: out, errors, writes, semesterId: sem?.id ?? null };
}

/** Hashes the new accounts' passwords (outside the transaction: argon2 is slow on purpose). */
export async function passwordsFor(plan: TeacherPlan): Promise<Map<string, { password: string; hash: string }>> {
  const creates = plan.writes.filter((w) => w.id == null);
  const out = new Map<string, { password: string; hash: string }>();
  for (let i = 0; i < creates.length; i += 8) {
    const batch = creates.slice(i, i + 8);
    const done = await Promise.all(
      batch.map(async (w) => {
        const password = generatePassword();
        return { account: w.account, password, hash: await hashPassword(password) };
      }),
    );
    for (const d of done) out.set(d.account, { password: d.password, hash: d.hash });
  }
  return out;
}

export async function applyTeacherImport(tx: Db, actor: Actor, plan: TeacherPlan, passwords: Map<string, { password: string; hash: string }>): Promise<TAdminPassword[]> {
  const shown: TAdminPassword[] = [];
  const ids = new Map<string, number>();
  const creates = plan.writes.filter((w) => w.id == null);
  if (creates.length) {
    const section = (await tx.execute(sql`select section from school where id = ${actor.schoolId}`)) as unknown as { rows: { section: number }[] };
    const inserted = await tx
      .insert(teacher)
      .values(creates.map((w) => ({ schoolId: actor.schoolId, account: w.account, name: w.name, phone: w.phone, passwordHash: passwords.get(w.account)!.hash, section: Number(section.rows[0]?.section ?? 2), mustChangePassword: true })))
      .returning({ id: teacher.id, account: teacher.account, name: teacher.name });
    for (const t of inserted) {
      ids.set(t.account, t.id);
      shown.push({ teacherId: t.id, account: t.account, teacherName: t.name, password: passwords.get(t.account)!.password });
    }
  }
  const updates = plan.writes.filter((w) => w.id != null);
  for (const w of updates) {
    ids.set(w.account, w.id!);
    await tx.update(teacher).set({ name: w.name, phone: w.phone, updatedAt: new Date() }).where(eq(teacher.id, w.id!));
  }
  const touched = plan.writes.map((w) => ids.get(w.account)!);
  if (touched.length) {
    await tx.delete(teacherPost).where(inArray(teacherPost.teacherId, touched));
    await tx.delete(teacherSubject).where(inArray(teacherSubject.teacherId, touched));
    if (plan.semesterId) await tx.delete(teacherClazz).where(and(eq(teacherClazz.semesterId, plan.semesterId), inArray(teacherClazz.teacherId, touched)));
    const posts = plan.writes.flatMap((w) => w.posts.map((p) => ({ teacherId: ids.get(w.account)!, post: p.post, gradeId: p.gradeId })));
    if (posts.length) await tx.insert(teacherPost).values(posts);
    const subjects = plan.writes.flatMap((w) => w.subjectIds.map((subjectId, sort) => ({ teacherId: ids.get(w.account)!, subjectId, sort })));
    if (subjects.length) await tx.insert(teacherSubject).values(subjects);
    if (plan.semesterId) {
      const semesterId = plan.semesterId;
      const rows = plan.writes.flatMap((w) => [
        ...w.assignments.map((a) => ({ teacherId: ids.get(w.account)!, clazzId: a.clazzId, semesterId, subjectId: a.subjectId, isAdmin: false })),
        ...w.adminClazzIds.map((clazzId) => ({ teacherId: ids.get(w.account)!, clazzId, semesterId, subjectId: null, isAdmin: true })),
      ]);
      for (let i = 0; i < rows.length; i += 2000) await tx.insert(teacherClazz).values(rows.slice(i, i + 2000));
    }
  }
  const entries: AuditEntry[] = plan.writes.map((w) => ({ action: w.id == null ? 'teacher.create' : 'teacher.update', target: `${w.account} ${w.name}`, before: w.before, after: w.after }));
  await writeAudit(tx, actor, entries);
  return shown;
}
