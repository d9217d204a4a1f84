/**
 * Factories that build a school of their own for each test, so tests never depend on each other
 * (or on the demo seed).
 */
import type { Db } from '../../src/db/client.js';
import { clazz, grade, notice, school, schoolSubject, semester, student, teacher, teacherClazz, teacherPost, teacherSubject } from '../../src/db/schema.js';
import { hashPassword } from '../../src/modules/auth/password.js';

export const TEST_PASSWORD = 'test-pass-123';
let cachedHash: Promise<string> | null = null;
/** One argon2 hash of TEST_PASSWORD per test file keeps factories fast. */
export function testPasswordHash(): Promise<string> {
  cachedHash ??= hashPassword(TEST_PASSWORD);
  return cachedHash;
}

let seq = 0;
const uniq = () => `${Date.now().toString(36)}${(seq++).toString(36)}${Math.floor(Math.random() * 1e4)}`;

export type BuiltSchool = {
  schoolId: number;
  domain: string;
  currentSemesterId: number;
  finishedSemesterId: number;
  hiddenSemesterId: number;
  /** grade number -> grade id (senior section) */
  gradeIds: Record<number, number>;
  /** grade number -> class ids (senior section), 3 classes per grade */
  clazzIds: Record<number, number[]>;
  studentIds: Record<number, number[]>;
};

export async function buildSchool(db: Db, opts: { name?: string; isSchoolCustomize?: boolean; section?: number } = {}): Promise<BuiltSchool> {
  const domain = `s-${uniq()}.test.local`;
  const [s] = await db
    .insert(school)
    .values({ name: opts.name ?? `测试中学${uniq()}`, domain, section: opts.section ?? 2, isSchoolCustomize: opts.isSchoolCustomize ?? false, logo: '/brand/x.svg', brand: '测试' })
    .returning();
  const schoolId = s!.id;
  await db.insert(schoolSubject).values([9, 3, 8, 12].map((subjectId, i) => ({ schoolId, subjectId, sort: i })));
  const sems = await db
    .insert(semester)
    .values([
      { schoolId, name: '2025-2026学年第一学期', status: 2, isShow: false, startDate: '2025-09-01', endDate: '2026-01-20' },
      { schoolId, name: '2025-2026学年第二学期', status: 2, isShow: true, startDate: '2026-02-20', endDate: '2026-07-10' },
      { schoolId, name: '2026-2027学年第一学期', status: 1, isShow: true, startDate: '2026-09-01', endDate: '2027-01-20' },
    ])
    .returning();
  const gradeIds: Record<number, number> = {};
  const clazzIds: Record<number, number[]> = {};
  const studentIds: Record<number, number[]> = {};
  const names: Record<number, string> = { 1: '高一', 2: '高二', 3: '高三' };
  for (const g of [1, 2, 3]) {
    const [gr] = await db.insert(grade).values({ schoolId, section: 2, gradeNo: g, name: names[g]! }).returning();
    gradeIds[g] = gr!.id;
    clazzIds[g] = [];
    for (const c of [1, 2, 3]) {
      const [cl] = await db.insert(clazz).values({ schoolId, gradeId: gr!.id, name: `${names[g]}(${c})班`, sort: c }).returning();
      clazzIds[g]!.push(cl!.id);
      const st = await db
        .insert(student)
        .values([1, 2, 3].map((n) => ({ schoolId, clazzId: cl!.id, name: `学生${g}${c}${n}`, studentNum: `${uniq()}${n}`, gender: (n % 2) + 1 })))
        .returning();
      studentIds[cl!.id] = st.map((x) => x.id);
    }
  }
  return { schoolId, domain, currentSemesterId: sems[2]!.id, finishedSemesterId: sems[1]!.id, hiddenSemesterId: sems[0]!.id, gradeIds, clazzIds, studentIds };
}

export type BuildTeacherOptions = {
  posts?: { post: number; grade?: number }[];
  subjects?: number[];
  /** Teaching assignments in the current semester. */
  teaches?: { clazzId: number; subjectId: number }[];
  /** Classes the teacher is class teacher (班主任) of in the current semester. */
  adminOf?: number[];
  section?: number;
  isExtendSubject?: boolean;
  disabled?: boolean;
};

export type BuiltTeacher = { teacherId: number; account: string; password: string };

export async function buildTeacher(db: Db, s: BuiltSchool, opts: BuildTeacherOptions = {}): Promise<BuiltTeacher> {
  const account = `u${uniq()}`;
  const [t] = await db
    .insert(teacher)
    .values({ schoolId: s.schoolId, account, passwordHash: await testPasswordHash(), name: `教师${account.slice(-4)}`, section: opts.section ?? 2, isExtendSubject: opts.isExtendSubject ?? false, disabled: opts.disabled ?? false })
    .returning();
  const teacherId = t!.id;
  const posts = opts.posts ?? [{ post: 4 }];
  await db.insert(teacherPost).values(posts.map((p) => ({ teacherId, post: p.post, gradeId: p.grade ? s.gradeIds[p.grade]! : null })));
  const subjects = opts.subjects ?? [3];
  if (subjects.length) await db.insert(teacherSubject).values(subjects.map((subjectId, i) => ({ teacherId, subjectId, sort: i })));
  const rows = [
    ...(opts.teaches ?? []).map((a) => ({ teacherId, clazzId: a.clazzId, subjectId: a.subjectId, semesterId: s.currentSemesterId, isAdmin: false })),
    ...(opts.adminOf ?? []).map((clazzId) => ({ teacherId, clazzId, subjectId: null, semesterId: s.currentSemesterId, isAdmin: true })),
  ];
  if (rows.length) await db.insert(teacherClazz).values(rows);
  return { teacherId, account, password: TEST_PASSWORD };
}

/** A notice of a school, or a platform notice when schoolId is null. */
export async function buildNotice(db: Db, opts: { schoolId: number | null; title?: string; content?: string; publishedAt?: Date }): Promise<number> {
  const [n] = await db
    .insert(notice)
    .values({ schoolId: opts.schoolId, title: opts.title ?? `通知${uniq()}`, content: opts.content ?? '通知内容', publishedAt: opts.publishedAt ?? new Date() })
    .returning({ id: notice.id });
  return n!.id;
}

/** Adds a junior grade (section 1) with `classes` classes of 2 students each to a built school. */
export async function addJuniorGrade(db: Db, s: BuiltSchool, gradeNo: number, classes = 2): Promise<{ gradeId: number; clazzIds: number[] }> {
  const names: Record<number, string> = { 1: '初一', 2: '初二', 3: '初三' };
  const [gr] = await db.insert(grade).values({ schoolId: s.schoolId, section: 1, gradeNo, name: names[gradeNo]! }).returning();
  const clazzIds: number[] = [];
  for (let c = 1; c <= classes; c++) {
    const [cl] = await db.insert(clazz).values({ schoolId: s.schoolId, gradeId: gr!.id, name: `${names[gradeNo]}(${c})班`, sort: c }).returning();
    clazzIds.push(cl!.id);
    await db.insert(student).values([1, 2].map((n) => ({ schoolId: s.schoolId, clazzId: cl!.id, name: `初中学生${c}${n}`, studentNum: `j${uniq()}${n}`, gender: n })));
  }
  return { gradeId: gr!.id, clazzIds };
}
