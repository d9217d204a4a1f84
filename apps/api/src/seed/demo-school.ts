/**
 * The demo school: a deterministic generator (fixed seed) that builds two schools with grades,
 * classes, students, teachers with every post, semesters and notices, then the district they
 * belong to (demo-district.ts: four more schools and two joint exams). Seeding twice changes
 * nothing: a school that already exists (by domain) is left as it is.
 */
import { eq } from 'drizzle-orm';
import { JUNIOR_GRADE_NAMES, SENIOR_GRADE_NAMES } from '@app/contract';
import type { Db } from '../db/client.js';
import { clazz, grade, notice, school, schoolSubject, semester, student, studentCredential, subject, teacher, teacherClazz, teacherPost, teacherSubject } from '../db/schema.js';
import { hashPassword } from '../modules/auth/password.js';
import { personName } from './names.js';
import { createRng, type Rng } from './random.js';
import { PLATFORM_SUBJECTS } from '../db/reference-data/subjects.js';
import { seedDemoExams } from './demo-exams.js';
import { seedPaperCentre } from './demo-paper-bank.js';
import { seedDemoLabels } from './demo-labels.js';
import { seedDemoVocabulary } from './demo-vocabulary.js';
import { seedDemoWriting } from './demo-writing.js';
import { seedDemoTemplates } from './demo-templates.js';
import { seedDemoSchoolPapers } from './demo-school-papers.js';
import { seedDemoCourses } from './demo-courses.js';
import { seedDemoMarking } from './demo-marking.js';
import { seedDemoDistrict } from './demo-district.js';
import type { Storage } from '../storage/storage.js';

export const DEMO_PASSWORD = 'demo123456';
export const DEMO_SCHOOL_DOMAIN = 'yucai.demo.local';
export const CUSTOM_SCHOOL_DOMAIN = 'mingde.demo.local';
/** 明德外国语学校's master (岗位5): answers the joint exams' invitations. */
export const CUSTOM_MASTER_ACCOUNT = 'mdmaster';

export const DEMO_ACCOUNTS = [
  { account: 'master', role: '校长（岗位5），数学，可查看全校' },
  { account: 'leader1', role: '高一年级组长（岗位2），英语' },
  { account: 'head11', role: '高一(1)班班主任（岗位1），数学，任教高一(1)(2)班' },
  { account: 'english1', role: '任课教师（岗位4），英语，任教高一(1)(2)班' },
  { account: 'maths1', role: '任课教师（岗位4），数学，任教高一(3)(4)班' },
  { account: 'junior1', role: '任课教师（岗位4），初中英语，任教初一(1)(2)班' },
  { account: 'custom1', role: '学校定制（蓝色主题）明德外国语学校的英语教师' },
  { account: 'mdmaster', role: '明德外国语学校校长（岗位5），参加育才发起的联考' },
  { account: 'master2', role: '城南第二中学校长（岗位5）；master3、master4、master5：滨江中学、启明中学、东湖高级中学校长' },
  { account: 'leader3', role: '高三年级组长（岗位3，含教学督导），语文' },
  { account: 'it1', role: '拓展学科（信息技术）教师' },
  { account: 'admin1', role: '教务管理员（只使用教务管理：学期、班级、学生、教师账号、导入、升年级）' },
] as const;

export const SENIOR_ROTATION = [3, 9, 8, 12, 13, 14, 15, 16, 17];
const JUNIOR_ROTATION = [23, 29, 28];

type TeacherPlan = {
  key: string;
  account: string;
  name: string;
  gender: 1 | 2;
  section: number;
  subjects: number[];
  posts: { post: number; gradeKey?: string }[];
  isExtendSubject?: boolean;
  /** 2: a school administrator account (教务管理员), with no posts, subjects or classes. */
  accountKind?: number;
  /** (class key, subject id or null for 班主任) */
  assignments: { clazzKey: string; subjectId: number | null }[];
};

type ClazzPlan = { key: string; gradeKey: string; name: string; sort: number; students: { name: string; gender: 1 | 2; num: string }[] };
type GradePlan = { key: string; section: number; gradeNo: number; name: string };

export type SchoolPlan = {
  name: string;
  domain: string;
  logo: string;
  brand: string;
  section: number;
  isSchoolCustomize: boolean;
  filingNumber: string;
  /** 学校代码. */
  code?: string;
  subjects: number[];
  schoolSubjects: { id: number; name: string }[];
  grades: GradePlan[];
  clazzes: ClazzPlan[];
  teachers: TeacherPlan[];
  notices: { title: string; content: string; publishedAt: string }[];
  /** Generate a year of exams with scores. */
  withExams?: boolean;
  /** Student-page accounts with the demo password (already changed): the first `count` students by 学号 of the class. */
  studentAccounts?: { clazzKey: string; count: number };
};

const SEMESTERS = [
  { name: '2025-2026学年第一学期', status: 2, isShow: false, startDate: '2025-09-01', endDate: '2026-01-23' },
  { name: '2025-2026学年第二学期', status: 2, isShow: true, startDate: '2026-02-23', endDate: '2026-07-10' },
  { name: '2026-2027学年第一学期', status: 1, isShow: true, startDate: '2026-09-01', endDate: '2027-01-22' },
];

function students(rng: Rng, count: number, numPrefix: string): ClazzPlan['students'] {
  return Array.from({ length: count }, (_, i) => {
    const gender: 1 | 2 = rng.next() < 0.5 ? 1 : 2;
    return { name: personName(rng, gender), gender, num: `${numPrefix}${String(i + 1).padStart(2, '0')}` };
  });
}

/** Grades (all three unless `gradeNos` says which), classes, subject teachers and class teachers of one section. */
export function planSection(
  rng: Rng,
  plan: SchoolPlan,
  opts: {
    section: 1 | 2;
    classesPerGrade: number;
    classesPerTeacher: number;
    subjects: number[];
    rotation: number[];
    studentRange: [number, number];
    accountPrefix: string;
    named: Record<string, string>;
    gradeNos?: readonly number[];
  },
): void {
  const names = opts.section === 2 ? SENIOR_GRADE_NAMES : JUNIOR_GRADE_NAMES;
  for (const g of opts.gradeNos ?? [1, 2, 3]) {
    const gradeKey = `${opts.section}-${g}`;
    plan.grades.push({ key: gradeKey, section: opts.section, gradeNo: g, name: names[g]! });
    const entryYear = 2026 - (g - 1);
    for (let c = 1; c <= opts.classesPerGrade; c++) {
      plan.clazzes.push({
        key: `${gradeKey}-${c}`,
        gradeKey,
        name: `${names[g]}(${c})班`,
        sort: c,
        students: students(rng, rng.int(opts.studentRange[0], opts.studentRange[1]), `${entryYear}${opts.section}${String(c).padStart(2, '0')}`),
      });
    }
    for (const subjectId of opts.subjects) {
      const teachersNeeded = Math.ceil(opts.classesPerGrade / opts.classesPerTeacher);
      for (let k = 0; k < teachersNeeded; k++) {
        const key = `${gradeKey}-s${subjectId}-k${k}`;
        const gender: 1 | 2 = rng.next() < 0.45 ? 1 : 2;
        const clazzNos = Array.from({ length: opts.classesPerTeacher }, (_, i) => k * opts.classesPerTeacher + i + 1).filter((n) => n <= opts.classesPerGrade);
        plan.teachers.push({
          key,
          account: opts.named[key] ?? `${opts.accountPrefix}${plan.teachers.length + 1001}`,
          name: personName(rng, gender),
          gender,
          section: opts.section,
          subjects: [subjectId],
          posts: [],
          assignments: clazzNos.map((n) => ({ clazzKey: `${gradeKey}-${n}`, subjectId })),
        });
      }
    }
    // Each class's class teacher teaches one of its subjects, rotating through the subjects.
    for (let c = 1; c <= opts.classesPerGrade; c++) {
      const subjectId = opts.rotation[(c - 1) % opts.rotation.length]!;
      const k = Math.floor((c - 1) / opts.classesPerTeacher);
      const t = plan.teachers.find((x) => x.key === `${gradeKey}-s${subjectId}-k${k}`)!;
      t.assignments.push({ clazzKey: `${gradeKey}-${c}`, subjectId: null });
      t.posts.push({ post: 1 });
    }
  }
}

export function finishPosts(plan: SchoolPlan, leaders: Record<string, { teacherKey: string; post: 2 | 3 }>): void {
  for (const [gradeKey, l] of Object.entries(leaders)) {
    const t = plan.teachers.find((x) => x.key === l.teacherKey)!;
    t.posts = t.posts.filter((p) => p.post !== 1 || t.assignments.some((a) => a.subjectId === null));
    t.posts.push({ post: l.post, gradeKey });
  }
  for (const t of plan.teachers) {
    // A class teacher who also leads a grade keeps only the leader post (2 and 3 include the class-teacher type).
    if (t.posts.some((p) => p.post === 2 || p.post === 3 || p.post === 5)) t.posts = t.posts.filter((p) => p.post !== 1);
    if (t.posts.length === 0) t.posts.push({ post: 4 });
    t.posts = t.posts.filter((p, i, all) => all.findIndex((q) => q.post === p.post && q.gradeKey === p.gradeKey) === i);
  }
}

export function planDemoSchool(): SchoolPlan {
  const rng = createRng(20260901);
  const plan: SchoolPlan = {
    name: '育才实验中学',
    code: '3101010001',
    domain: DEMO_SCHOOL_DOMAIN,
    logo: '/brand/yucai-logo.svg',
    brand: '育才实验中学',
    section: 3,
    isSchoolCustomize: false,
    filingNumber: '京ICP备2026000001号-1',
    subjects: [9, 3, 8, 12, 13, 14, 15, 16, 17, 29, 23, 28, 40],
    schoolSubjects: [{ id: 40, name: '信息技术' }],
    withExams: true,
    // 高一(1)班's first five students sign in on the student page (docs/student.md).
    studentAccounts: { clazzKey: '2-1-1', count: 5 },
    grades: [],
    clazzes: [],
    teachers: [],
    notices: [],
  };
  planSection(rng, plan, {
    section: 2,
    classesPerGrade: 8,
    classesPerTeacher: 2,
    subjects: [9, 3, 8, 12, 13, 14, 15, 16, 17],
    rotation: SENIOR_ROTATION,
    studentRange: [40, 50],
    accountPrefix: 't',
    named: { '2-1-s3-k0': 'head11', '2-1-s3-k1': 'maths1', '2-1-s8-k0': 'english1', '2-1-s8-k3': 'leader1', '2-3-s9-k3': 'leader3', '2-2-s3-k3': 'leader2' },
  });
  planSection(rng, plan, {
    section: 1,
    classesPerGrade: 4,
    classesPerTeacher: 2,
    subjects: [29, 23, 28],
    rotation: JUNIOR_ROTATION,
    studentRange: [40, 50],
    accountPrefix: 'j',
    named: { '1-1-s28-k0': 'junior1', '1-1-s29-k1': 'jleader1', '1-2-s29-k1': 'jleader2', '1-3-s29-k1': 'jleader3' },
  });
  finishPosts(plan, {
    '2-1': { teacherKey: '2-1-s8-k3', post: 2 },
    '2-2': { teacherKey: '2-2-s3-k3', post: 2 },
    '2-3': { teacherKey: '2-3-s9-k3', post: 3 },
    '1-1': { teacherKey: '1-1-s29-k1', post: 2 },
    '1-2': { teacherKey: '1-2-s29-k1', post: 2 },
    '1-3': { teacherKey: '1-3-s29-k1', post: 2 },
  });
  plan.teachers.push({
    key: 'master',
    account: 'master',
    name: '周建国',
    gender: 1,
    section: 2,
    subjects: [3],
    posts: [{ post: 5 }],
    assignments: [],
  });
  plan.teachers.push({ key: 'admin1', account: 'admin1', name: '周文', gender: 1, section: 2, subjects: [], posts: [], assignments: [], accountKind: 2 });
  plan.teachers.push({
    key: 'it1',
    account: 'it1',
    name: personName(rng, 2),
    gender: 2,
    section: 2,
    subjects: [40],
    posts: [{ post: 4 }],
    isExtendSubject: true,
    assignments: Array.from({ length: 8 }, (_, i) => ({ clazzKey: `2-1-${i + 1}`, subjectId: 40 })),
  });
  plan.notices = [
    { title: '关于期中考试网上阅卷安排的通知', content: '各位老师：本学期期中考试将于11月上旬进行，考后采用网上阅卷，请各备课组长提前确认阅卷分工。', publishedAt: '2026-10-28T08:00:00+08:00' },
    { title: '高一年级家长会时间调整', content: '原定于11月14日的高一年级家长会调整至11月21日下午3点，请各班主任通知到位。', publishedAt: '2026-11-10T09:30:00+08:00' },
    { title: '教研活动：试卷讲评课展示', content: '本周四第七节在报告厅举行试卷讲评课展示活动，欢迎各学科老师参加。', publishedAt: '2026-11-17T16:00:00+08:00' },
  ];
  return plan;
}

export function planCustomSchool(): SchoolPlan {
  const rng = createRng(20261001);
  const plan: SchoolPlan = {
    name: '明德外国语学校',
    code: '3101010002',
    domain: CUSTOM_SCHOOL_DOMAIN,
    logo: '/brand/mingde-logo.svg',
    brand: '明德外国语学校',
    section: 2,
    isSchoolCustomize: true,
    filingNumber: '沪ICP备2026000002号-1',
    subjects: [9, 3, 8, 12, 13, 14, 15, 16, 17],
    schoolSubjects: [],
    grades: [],
    clazzes: [],
    teachers: [],
    notices: [{ title: '明德外国语学校教学平台开通', content: '学校定制版教学平台已开通，请各位老师登录后完善个人资料。', publishedAt: '2026-09-01T08:00:00+08:00' }],
  };
  planSection(rng, plan, {
    section: 2,
    classesPerGrade: 2,
    classesPerTeacher: 2,
    subjects: [9, 3, 8],
    rotation: [3, 8],
    studentRange: [38, 44],
    accountPrefix: 'md',
    named: { '2-1-s8-k0': 'custom1' },
  });
  finishPosts(plan, { '2-1': { teacherKey: '2-1-s9-k0', post: 2 } });
  // The master answers the district's joint exam invitations (demo-district.ts).
  plan.teachers.push({ key: 'master', account: CUSTOM_MASTER_ACCOUNT, name: '沈慧敏', gender: 2, section: 2, subjects: [8], posts: [{ post: 5 }], assignments: [] });
  return plan;
}

const PLATFORM_NOTICES = [
  { title: '平台寒假维护公告', content: '平台将于2027年1月25日凌晨2:00-4:00进行系统维护，期间暂停服务。', publishedAt: '2026-11-18T10:00:00+08:00' },
];

/** Inserts the platform subjects (idempotent). Needed by every school. */
async function ensurePlatformSubjects(db: Db): Promise<void> {
  await db
    .insert(subject)
    .values(PLATFORM_SUBJECTS.map((s) => ({ id: s.id, name: s.name, isBasic: true, schoolId: null })))
    .onConflictDoNothing();
}

export async function insertSchool(db: Db, storage: Storage, plan: SchoolPlan, passwordHash: (account: string) => Promise<string>): Promise<number> {
  const hashes = new Map<string, string>();
  // Hash outside the transaction: argon2 runs on the thread pool, a few at a time.
  const accounts = plan.teachers.map((t) => t.account);
  for (let i = 0; i < accounts.length; i += 8) {
    const batch = accounts.slice(i, i + 8);
    const done = await Promise.all(batch.map((a) => passwordHash(a)));
    batch.forEach((a, j) => hashes.set(a, done[j]!));
  }
  const studentHash = plan.studentAccounts ? await passwordHash('student') : null;
  return db.transaction(async (tx) => {
    const [s] = await tx
      .insert(school)
      .values({ name: plan.name, domain: plan.domain, logo: plan.logo, brand: plan.brand, section: plan.section, isSchoolCustomize: plan.isSchoolCustomize, filingNumber: plan.filingNumber, code: plan.code ?? '' })
      .returning({ id: school.id });
    const schoolId = s!.id;
    for (const own of plan.schoolSubjects) {
      await tx.insert(subject).values({ id: own.id, name: own.name, isBasic: false, schoolId }).onConflictDoNothing();
    }
    await tx.insert(schoolSubject).values(plan.subjects.map((subjectId, i) => ({ schoolId, subjectId, sort: i })));
    const semesters = await tx
      .insert(semester)
      .values(SEMESTERS.map((x) => ({ ...x, schoolId })))
      .returning({ id: semester.id, status: semester.status, isShow: semester.isShow });
    const gradeIds = new Map<string, number>();
    for (const g of plan.grades) {
      const [row] = await tx.insert(grade).values({ schoolId, section: g.section, gradeNo: g.gradeNo, name: g.name }).returning({ id: grade.id });
      gradeIds.set(g.key, row!.id);
    }
    const clazzIds = new Map<string, number>();
    for (const c of plan.clazzes) {
      const [row] = await tx.insert(clazz).values({ schoolId, gradeId: gradeIds.get(c.gradeKey)!, name: c.name, sort: c.sort }).returning({ id: clazz.id });
      clazzIds.set(c.key, row!.id);
      const inserted = await tx
        .insert(student)
        .values(c.students.map((st) => ({ schoolId, clazzId: row!.id, name: st.name, studentNum: st.num, gender: st.gender })))
        .returning({ id: student.id, num: student.studentNum });
      if (studentHash && plan.studentAccounts?.clazzKey === c.key) {
        const first = inserted.sort((a, b) => a.num.localeCompare(b.num)).slice(0, plan.studentAccounts.count);
        await tx.insert(studentCredential).values(first.map((st) => ({ studentId: st.id, passwordHash: studentHash, mustChangePassword: false })));
      }
    }
    // Assignments hold in the two shown semesters; the hidden older one has none.
    const assignedSemesters = semesters.filter((x) => x.isShow).map((x) => x.id);
    for (const t of plan.teachers) {
      const [row] = await tx
        .insert(teacher)
        .values({ schoolId, account: t.account, passwordHash: hashes.get(t.account)!, name: t.name, gender: t.gender, section: t.section, isExtendSubject: t.isExtendSubject ?? false, accountKind: t.accountKind ?? 1 })
        .returning({ id: teacher.id });
      const teacherId = row!.id;
      if (t.posts.length) await tx.insert(teacherPost).values(t.posts.map((p) => ({ teacherId, post: p.post, gradeId: p.gradeKey ? gradeIds.get(p.gradeKey)! : null })));
      if (t.subjects.length) await tx.insert(teacherSubject).values(t.subjects.map((subjectId, i) => ({ teacherId, subjectId, sort: i })));
      const rows = assignedSemesters.flatMap((semesterId) =>
        t.assignments.map((a) => ({ teacherId, semesterId, clazzId: clazzIds.get(a.clazzKey)!, subjectId: a.subjectId, isAdmin: a.subjectId === null })),
      );
      if (rows.length) await tx.insert(teacherClazz).values(rows);
    }
    if (plan.notices.length) await tx.insert(notice).values(plan.notices.map((n) => ({ schoolId, title: n.title, content: n.content, publishedAt: new Date(n.publishedAt) })));
    if (plan.withExams) {
      await seedDemoExams(tx as unknown as Db, schoolId);
      // Answer images are written to storage inside the transaction; if it fails they stay unused.
      await seedDemoMarking(tx as unknown as Db, storage, schoolId);
      // Exam tagging: some exams tagged, some waiting, one partly tagged by two teachers.
      await seedDemoLabels(tx as unknown as Db, schoolId);
      // Vocabulary: english1's lists, two put to 高一(1)(2)班 with the students' practice.
      await seedDemoVocabulary(tx as unknown as Db, schoolId);
      // 英语资源 templates: three products opened, one asked for, english1's baskets.
      await seedDemoTemplates(tx as unknown as Db, schoolId);
      // 校本试卷: a few Word and PDF papers (files made now), two shared, one print job.
      await seedDemoSchoolPapers(tx as unknown as Db, storage, schoolId);
      // 网课: head11's published course with the students' watching, maths1's draft (clips made now).
      await seedDemoCourses(tx as unknown as Db, storage, schoolId);
    }
    return schoolId;
  });
}

export type SeedResult = { created: string[]; skipped: string[] };

/** Seeds the demo schools that are not there yet, then the district's; answer images of the marking exams go to `storage`. */
export async function seedDemo(db: Db, storage: Storage, passwordHash: (account: string) => Promise<string> = () => hashPassword(DEMO_PASSWORD)): Promise<SeedResult> {
  await ensurePlatformSubjects(db);
  const result: SeedResult = { created: [], skipped: [] };
  const existingPlatformNotice = await db.select({ id: notice.id }).from(notice).where(eq(notice.title, PLATFORM_NOTICES[0]!.title)).limit(1);
  if (!existingPlatformNotice[0]) {
    await db.insert(notice).values(PLATFORM_NOTICES.map((n) => ({ schoolId: null, title: n.title, content: n.content, publishedAt: new Date(n.publishedAt) })));
  }
  const demoPlan = planDemoSchool();
  for (const plan of [demoPlan, planCustomSchool()]) {
    const exists = await db.select({ id: school.id }).from(school).where(eq(school.domain, plan.domain)).limit(1);
    if (exists[0]) {
      result.skipped.push(plan.name);
      continue;
    }
    await insertSchool(db, storage, plan, passwordHash);
    result.created.push(plan.name);
  }
  await seedPaperCentre(db, DEMO_SCHOOL_DOMAIN);
  // Writing needs the bank's prompt, which the paper centre has just brought in.
  if (result.created.includes(demoPlan.name)) {
    const [demo] = await db.select({ id: school.id }).from(school).where(eq(school.domain, DEMO_SCHOOL_DOMAIN)).limit(1);
    if (demo) await seedDemoWriting(db, demo.id);
  }
  // The district: four more schools, all six in one 区, and the joint exams 育才 organised.
  await seedDemoDistrict(db, storage, passwordHash, result);
  return result;
}

/** Whether the database holds any school (the demo's or a real one). */
export async function hasAnySchool(db: Db): Promise<boolean> {
  return (await db.select({ id: school.id }).from(school).limit(1)).length > 0;
}

export async function hasDemoSchool(db: Db): Promise<boolean> {
  const rows = await db.select({ id: school.id }).from(school).where(eq(school.domain, DEMO_SCHOOL_DOMAIN)).limit(1);
  return rows.length > 0;
}
