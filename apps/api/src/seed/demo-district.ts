/**
 * The demo district (联考, docs/joint.md): four more senior high schools generated like the demo
 * school (高一 only, no other demo content), all six schools in one 区, and two joint exams that
 * 育才's master organised through the joint exams' own service functions (lifecycle.ts):
 *
 * - DEMO_JOINT_FINISHED, 高一期中联考: six subjects, every school invited accepted and brought in
 *   its scores (written straight into each school's own exams), grading lines, released;
 * - DEMO_JOINT_COLLECTING, still collecting: 明德 and 城南 accepted, 滨江 has not answered, only
 *   育才 and 明德 have scores, for 语文 and 数学.
 *
 * Scores come from the demo exams' item-response model (demo-exams.ts) with levels per school and
 * subject, so the union reports have differences to show. Dates are the demo clock's (clock.ts).
 * Seeding twice changes nothing: schools are found by domain, joint exams by organiser and name.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { JOINT_SCHOOL_STATUS, ZJointCreateBody, ZJointLinesBody, ZPaperInput, type TGradingLineInput } from '@app/contract';
import type { Db } from '../db/client.js';
import { exam, examGroupClazz, grade, jointExam, jointExamSchool, school, student, teacher, teacherPost } from '../db/schema.js';
import type { AuthContext } from '../modules/auth/authenticate.js';
import { buildAllJointReports } from '../modules/joint/build.js';
import { createJoint, releaseJoint, respondJoint, setJointLines, setJointPaper } from '../modules/joint/lifecycle.js';
import { upsertScoreRows, type ScoreRow } from '../modules/academic/score-rows.js';
import type { Storage } from '../storage/storage.js';
import { answerQuestion, normal, paperQuestions, type DemoQuestion } from './demo-exams.js';
import {
  CUSTOM_MASTER_ACCOUNT,
  CUSTOM_SCHOOL_DOMAIN,
  DEMO_SCHOOL_DOMAIN,
  SENIOR_ROTATION,
  finishPosts,
  insertSchool,
  planCustomSchool,
  planSection,
  type SchoolPlan,
  type SeedResult,
} from './demo-school.js';
import { createRng, type Rng } from './random.js';

/** 上海市徐汇区 (reference-data/regions.ts): the district of all six demo schools. */
export const DISTRICT_REGION_ID = 902;

export const DEMO_JOINT_FINISHED = '2026-2027学年第一学期高一期中联考';
/**
 * Sat on 2026-11-09: before DEMO_NOW (scores are coming in, and the demo writes no date after its
 * clock), and before 育才's own 期中考试 (11-11), which stays among the five newest exams of 高一's
 * teachers on the home page.
 */
export const DEMO_JOINT_COLLECTING = '高一11月联考';

/** How strong a school is on the ability scale, overall and in some subjects (so the union reports differ by school). */
type Level = { base: number; subjects?: Record<number, number> };

type DistrictSchool = {
  name: string;
  domain: string;
  code: string;
  filingNumber: string;
  /** Teachers' accounts: prefix + number. */
  prefix: string;
  seed: number;
  classes: number;
  master: { account: string; name: string; gender: 1 | 2; subjectId: number };
  level: Level;
};

/** The four schools besides 育才 and 明德, in the order they are invited. */
export const DISTRICT_SCHOOLS: readonly DistrictSchool[] = [
  { name: '城南第二中学', domain: 'chengnan.demo.local', code: '3101010003', filingNumber: '沪ICP备2026000003号-1', prefix: 'cn', seed: 20261103, classes: 14, master: { account: 'master2', name: '韩立新', gender: 1, subjectId: 9 }, level: { base: -0.3, subjects: { 8: -0.2 } } },
  { name: '滨江中学', domain: 'binjiang.demo.local', code: '3101010004', filingNumber: '沪ICP备2026000004号-1', prefix: 'bj', seed: 20261104, classes: 14, master: { account: 'master3', name: '陆晓红', gender: 2, subjectId: 8 }, level: { base: 0, subjects: { 12: 0.25, 13: 0.2 } } },
  { name: '启明中学', domain: 'qiming.demo.local', code: '3101010005', filingNumber: '沪ICP备2026000005号-1', prefix: 'qm', seed: 20261105, classes: 14, master: { account: 'master4', name: '顾志远', gender: 1, subjectId: 12 }, level: { base: 0.55, subjects: { 9: -0.1 } } },
  { name: '东湖高级中学', domain: 'donghu.demo.local', code: '3101010006', filingNumber: '沪ICP备2026000006号-1', prefix: 'dh', seed: 20261106, classes: 14, master: { account: 'master5', name: '钱雅琴', gender: 2, subjectId: 3 }, level: { base: -0.6, subjects: { 14: 0.2 } } },
];

/** The masters (岗位5) of the four schools; 明德's is CUSTOM_MASTER_ACCOUNT. */
export const DISTRICT_MASTER_ACCOUNTS = DISTRICT_SCHOOLS.map((s) => s.master.account);

const SENIOR_SUBJECTS = [9, 3, 8, 12, 13, 14, 15, 16, 17];

function levelOf(domain: string, subjectId: number): number {
  // 育才 is strong in 数学; 明德, a foreign-language school, in 英语 and 语文.
  const level: Level =
    domain === DEMO_SCHOOL_DOMAIN
      ? { base: 0.35, subjects: { 3: 0.15 } }
      : domain === CUSTOM_SCHOOL_DOMAIN
        ? { base: 0.15, subjects: { 8: 0.75, 9: 0.2, 3: -0.15, 12: -0.2 } }
        : (DISTRICT_SCHOOLS.find((s) => s.domain === domain)?.level ?? { base: 0 });
  // The papers suit the district: its average student scores about 60% of the marks.
  return 0.3 + level.base + (level.subjects?.[subjectId] ?? 0);
}

function planDistrictSchool(spec: DistrictSchool): SchoolPlan {
  const rng = createRng(spec.seed);
  const plan: SchoolPlan = {
    name: spec.name,
    code: spec.code,
    domain: spec.domain,
    logo: '',
    brand: spec.name,
    section: 2,
    isSchoolCustomize: false,
    filingNumber: spec.filingNumber,
    subjects: SENIOR_SUBJECTS,
    schoolSubjects: [],
    grades: [],
    clazzes: [],
    teachers: [],
    notices: [],
  };
  // 高一 only: the grade of the joint exams; its classes' teachers and class teachers.
  planSection(rng, plan, {
    section: 2,
    classesPerGrade: spec.classes,
    classesPerTeacher: 2,
    subjects: SENIOR_SUBJECTS,
    rotation: SENIOR_ROTATION,
    studentRange: [42, 48],
    accountPrefix: spec.prefix,
    named: {},
    gradeNos: [1],
  });
  finishPosts(plan, { '2-1': { teacherKey: `2-1-s3-k${Math.ceil(spec.classes / 2) - 1}`, post: 2 } });
  const m = spec.master;
  plan.teachers.push({ key: 'master', account: m.account, name: m.name, gender: m.gender, section: 2, subjects: [m.subjectId], posts: [{ post: 5 }], assignments: [] });
  return plan;
}

/** What a master's token would give them (authenticate.ts), for calling the joint exams' service functions. */
function masterAuth(teacherId: number, schoolId: number): AuthContext {
  return { tokenId: 0, teacherId, schoolId, section: 2, posts: [5], leadGradeIds: [], leadsWholeSchool: true, loginMode: 1, accountKind: 1, mustChangePassword: false };
}

type DistrictMember = { schoolId: number; domain: string; auth: AuthContext };

async function schoolMaster(db: Db, schoolId: number): Promise<number | null> {
  const [t] = await db
    .select({ id: teacher.id })
    .from(teacher)
    .innerJoin(teacherPost, eq(teacherPost.teacherId, teacher.id))
    .where(and(eq(teacher.schoolId, schoolId), eq(teacherPost.post, 5), eq(teacher.disabled, false)))
    .orderBy(asc(teacher.id))
    .limit(1);
  return t?.id ?? null;
}

/** 明德 seeded before it had a master gets the plan's (its master answers the invitations). */
async function ensureCustomMaster(db: Db, schoolId: number, passwordHash: (account: string) => Promise<string>): Promise<number> {
  const found = await schoolMaster(db, schoolId);
  if (found != null) return found;
  const m = planCustomSchool().teachers.find((t) => t.account === CUSTOM_MASTER_ACCOUNT)!;
  const hash = await passwordHash(m.account);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(teacher).values({ schoolId, account: m.account, passwordHash: hash, name: m.name, gender: m.gender, section: m.section }).returning({ id: teacher.id });
    await tx.insert(teacherPost).values({ teacherId: row!.id, post: 5, gradeId: null });
    return row!.id;
  });
}

// ---------------------------------------------------------------------------------------------
// Scores
// ---------------------------------------------------------------------------------------------

/** Each student's ability, drawn once for both joint exams, and its drift per subject. */
class Abilities {
  private base = new Map<number, number>();
  private bySubject = new Map<string, number>();
  private clazzLevel = new Map<number, number>();
  constructor(private rng: Rng) {}

  of(s: { id: number; clazzId: number }, subjectId: number, schoolLevel: number): number {
    const key = `${s.id}:${subjectId}`;
    if (!this.base.has(s.id)) this.base.set(s.id, normal(this.rng) * 0.75);
    if (!this.clazzLevel.has(s.clazzId)) this.clazzLevel.set(s.clazzId, normal(this.rng) * 0.2);
    if (!this.bySubject.has(key)) this.bySubject.set(key, normal(this.rng) * 0.4);
    return this.base.get(s.id)! + this.bySubject.get(key)! + this.clazzLevel.get(s.clazzId)! + schoolLevel + normal(this.rng) * 0.15;
  }
}

/** One exam's rows: about 1% absent, the others answering each question by their ability and its difficulty. */
function scoreRows(rng: Rng, abilities: Abilities, students: { id: number; clazzId: number }[], questions: DemoQuestion[], subjectId: number, schoolLevel: number): ScoreRow[] {
  const objective = questions.some((q) => q.objective);
  return students.map((s) => {
    const theta = abilities.of(s, subjectId, schoolLevel);
    if (rng.next() < 0.01) return { studentId: s.id, clazzId: s.clazzId, absent: true, scores: questions.map(() => 0), answers: objective ? questions.map(() => null) : null };
    const scores: number[] = [];
    const answers: (string | null)[] = [];
    for (const q of questions) {
      const a = answerQuestion(rng, q, 1 / (1 + Math.exp(-1.7 * (theta - q.difficulty))));
      scores.push(a.score);
      answers.push(a.answer);
    }
    return { studentId: s.id, clazzId: s.clazzId, absent: false, scores, answers: objective ? answers : null };
  });
}

/** Writes a school's scores of the given subjects into its exams of the joint exam, as an import would (one bulk write per exam, a new score version). */
async function writeScores(db: Db, rng: Rng, abilities: Abilities, jointId: number, member: DistrictMember, papers: Map<number, DemoQuestion[]>, subjectIds: number[]): Promise<void> {
  const [row] = await db.select({ groupId: jointExamSchool.examGroupId }).from(jointExamSchool).where(and(eq(jointExamSchool.jointExamId, jointId), eq(jointExamSchool.schoolId, member.schoolId)));
  const groupId = row!.groupId!;
  const exams = await db.select({ id: exam.id, subjectId: exam.subjectId }).from(exam).where(and(eq(exam.examGroupId, groupId), inArray(exam.subjectId, subjectIds)));
  const students = await db
    .select({ id: student.id, clazzId: student.clazzId })
    .from(student)
    .innerJoin(examGroupClazz, and(eq(examGroupClazz.clazzId, student.clazzId), eq(examGroupClazz.examGroupId, groupId)))
    .where(eq(student.status, 1))
    .orderBy(asc(student.id));
  for (const subjectId of subjectIds) {
    const e = exams.find((x) => x.subjectId === subjectId)!;
    await upsertScoreRows(db, e.id, scoreRows(rng, abilities, students, papers.get(subjectId)!, subjectId, levelOf(member.domain, subjectId)));
  }
  await db.update(exam).set({ scoreVersion: sql`${exam.scoreVersion} + 1` }).where(inArray(exam.id, exams.map((e) => e.id)));
}

// ---------------------------------------------------------------------------------------------
// Joint exams
// ---------------------------------------------------------------------------------------------

type JointPlan = {
  name: string;
  examDate: string;
  subjects: { subjectId: number; fullScore: number }[];
  /** Invited schools by domain, and whether they accept (undefined: not answered). */
  invited: { domain: string; accept?: boolean }[];
  /** Schools (by domain) with the subjects whose scores they brought in. */
  scores: { domain: string; subjectIds: number[] }[];
  lines: TGradingLineInput[];
  release: boolean;
  /** The demo clock's moments: created (and invited), answers (one per invited school, in order), last change. */
  createdAt: string;
  answeredAt: string[];
  updatedAt: string;
};

function jointPlans(): JointPlan[] {
  const district = DISTRICT_SCHOOLS.map((s) => s.domain);
  return [
    {
      name: DEMO_JOINT_FINISHED,
      examDate: '2026-11-06',
      subjects: [
        { subjectId: 9, fullScore: 150 },
        { subjectId: 3, fullScore: 150 },
        { subjectId: 8, fullScore: 150 },
        { subjectId: 12, fullScore: 100 },
        { subjectId: 13, fullScore: 100 },
        { subjectId: 14, fullScore: 100 },
      ],
      invited: [CUSTOM_SCHOOL_DOMAIN, ...district].map((domain) => ({ domain, accept: true })),
      scores: [DEMO_SCHOOL_DOMAIN, CUSTOM_SCHOOL_DOMAIN, ...district].map((domain) => ({ domain, subjectIds: [9, 3, 8, 12, 13, 14] })),
      // Out of 750: about one in six of the union reaches 特控线, two in five 本科线, seven in ten 专科线.
      lines: [
        { subjectId: null, name: '特控线', kind: 'score', value: 600 },
        { subjectId: null, name: '本科线', kind: 'score', value: 480 },
        { subjectId: null, name: '专科线', kind: 'score', value: 360 },
        { subjectId: 3, name: '前10%', kind: 'share', value: 0.1 },
        { subjectId: 3, name: '前30%', kind: 'share', value: 0.3 },
      ],
      release: true,
      createdAt: '2026-10-16T09:00:00+08:00',
      answeredAt: ['2026-10-16T15:20:00+08:00', '2026-10-17T08:45:00+08:00', '2026-10-17T10:05:00+08:00', '2026-10-19T09:30:00+08:00', '2026-10-20T14:10:00+08:00'],
      updatedAt: '2026-11-13T17:00:00+08:00',
    },
    {
      name: DEMO_JOINT_COLLECTING,
      examDate: '2026-11-09',
      subjects: [
        { subjectId: 9, fullScore: 150 },
        { subjectId: 3, fullScore: 150 },
        { subjectId: 8, fullScore: 150 },
      ],
      invited: [{ domain: CUSTOM_SCHOOL_DOMAIN, accept: true }, { domain: 'chengnan.demo.local', accept: true }, { domain: 'binjiang.demo.local' }],
      scores: [DEMO_SCHOOL_DOMAIN, CUSTOM_SCHOOL_DOMAIN].map((domain) => ({ domain, subjectIds: [9, 3] })),
      lines: [],
      release: false,
      createdAt: '2026-11-02T10:00:00+08:00',
      answeredAt: ['2026-11-02T16:30:00+08:00', '2026-11-04T09:15:00+08:00'],
      updatedAt: '2026-11-02T10:00:00+08:00',
    },
  ];
}

/** Creates one joint exam as its organiser and the invited masters would, in one transaction. */
async function seedJoint(db: Db, rng: Rng, abilities: Abilities, members: Map<string, DistrictMember>, plan: JointPlan): Promise<void> {
  const organiser = members.get(DEMO_SCHOOL_DOMAIN)!;
  const member = (domain: string) => members.get(domain)!;
  const jointId = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [g] = await tx.select({ id: grade.id }).from(grade).where(and(eq(grade.schoolId, organiser.schoolId), eq(grade.section, 2), eq(grade.gradeNo, 1)));
    const body = ZJointCreateBody.parse({ name: plan.name, examDate: plan.examDate, anonymous: true, subjects: plan.subjects, gradeId: g!.id, schoolIds: plan.invited.map((i) => member(i.domain).schoolId) });
    const jointId = await createJoint(tx, organiser.auth, body);
    // Papers first: each school that accepts then gets them with its exam group.
    const papers = new Map<number, DemoQuestion[]>();
    for (const s of plan.subjects) {
      const questions = paperQuestions(rng, s.subjectId, false);
      papers.set(s.subjectId, questions);
      await setJointPaper(tx, organiser.auth, jointId, s.subjectId, ZPaperInput.parse({ questions: questions.map(({ idx: _i, difficulty: _d, ...q }) => q) }));
    }
    for (const i of plan.invited) if (i.accept !== undefined) await respondJoint(tx, member(i.domain).auth, jointId, i.accept);
    if (plan.lines.length) await setJointLines(tx, organiser.auth, jointId, ZJointLinesBody.parse({ lines: plan.lines }).lines);
    for (const s of plan.scores) await writeScores(tx, rng, abilities, jointId, member(s.domain), papers, s.subjectIds);
    if (plan.release) await releaseJoint(tx, organiser.auth, jointId);
    // The demo clock's dates instead of the moment of seeding.
    const created = new Date(plan.createdAt);
    const updated = new Date(plan.updatedAt);
    await tx.update(jointExam).set({ createdAt: created, updatedAt: updated, releasedAt: plan.release ? updated : null }).where(eq(jointExam.id, jointId));
    await tx.update(jointExamSchool).set({ invitedAt: created }).where(eq(jointExamSchool.jointExamId, jointId));
    await tx.update(jointExamSchool).set({ respondedAt: created }).where(and(eq(jointExamSchool.jointExamId, jointId), eq(jointExamSchool.schoolId, organiser.schoolId)));
    const answered = plan.invited.filter((i) => i.accept !== undefined);
    for (const [k, i] of answered.entries()) {
      await tx
        .update(jointExamSchool)
        .set({ respondedAt: new Date(plan.answeredAt[k]!) })
        .where(and(eq(jointExamSchool.jointExamId, jointId), eq(jointExamSchool.schoolId, member(i.domain).schoolId), eq(jointExamSchool.status, i.accept ? JOINT_SCHOOL_STATUS.ACCEPTED : JOINT_SCHOOL_STATUS.DECLINED)));
    }
    return jointId;
  });
  // Built now, so the demo's first visit to the reports does not wait for seven builds. After the
  // commit: a build reads the next report's rows while storing the one before, which one
  // transaction's single connection would have to queue.
  if (plan.release) await buildAllJointReports(db, { id: jointId, organiserSchoolId: organiser.schoolId });
}

/**
 * Seeds the district after the two demo schools: the four schools that are not there yet (their
 * names go to `result`), the 区 of all six, and the joint exams 育才 has not organised yet.
 */
export async function seedDemoDistrict(db: Db, storage: Storage, passwordHash: (account: string) => Promise<string>, result: SeedResult): Promise<void> {
  // Hundreds of teachers with the one demo password: one argon2 hash for all of them, not one each.
  let shared: Promise<string> | null = null;
  const sharedHash = (account: string) => (shared ??= passwordHash(account));
  for (const spec of DISTRICT_SCHOOLS) {
    const exists = await db.select({ id: school.id }).from(school).where(eq(school.domain, spec.domain)).limit(1);
    if (exists[0]) {
      result.skipped.push(spec.name);
      continue;
    }
    await insertSchool(db, storage, planDistrictSchool(spec), sharedHash);
    result.created.push(spec.name);
  }
  const domains = [DEMO_SCHOOL_DOMAIN, CUSTOM_SCHOOL_DOMAIN, ...DISTRICT_SCHOOLS.map((s) => s.domain)];
  // A 区 the administrator has set is left as it is.
  await db.update(school).set({ regionId: DISTRICT_REGION_ID }).where(and(inArray(school.domain, domains), isNull(school.regionId)));

  const schools = await db.select({ id: school.id, domain: school.domain }).from(school).where(inArray(school.domain, domains));
  const organiser = schools.find((s) => s.domain === DEMO_SCHOOL_DOMAIN);
  if (!organiser || schools.length !== domains.length) return;
  const plans = jointPlans();
  const existing = await db.select({ name: jointExam.name }).from(jointExam).where(and(eq(jointExam.organiserSchoolId, organiser.id), inArray(jointExam.name, plans.map((p) => p.name))));
  const missing = plans.filter((p) => !existing.some((e) => e.name === p.name));
  if (!missing.length) return;

  const members = new Map<string, DistrictMember>();
  for (const s of schools) {
    const masterId = s.domain === CUSTOM_SCHOOL_DOMAIN ? await ensureCustomMaster(db, s.id, passwordHash) : await schoolMaster(db, s.id);
    if (masterId == null) throw new Error(`演示学校${s.domain}没有校长账号，无法创建联考`);
    members.set(s.domain, { schoolId: s.id, domain: s.domain, auth: masterAuth(masterId, s.id) });
  }
  const rng = createRng(20261106);
  const abilities = new Abilities(rng);
  for (const plan of missing) await seedJoint(db, rng, abilities, members, plan);
}
