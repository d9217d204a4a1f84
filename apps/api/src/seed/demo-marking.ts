/**
 * Online marking in the demo school: two exams of 高一 being marked, with a generated answer image
 * for every student and marking group (about 5% blank and 5% unclear scans, some crossed-out
 * words), their ink measured as a scan import would, markers assigned and the marking work
 * created.
 *   - 2026学年第一学期高一数学第10周周测: 8 single-choice questions (letters recorded for every
 *     student) and 9, 10, 11(1), 11(2) marked in three groups (第9题, 第10题 in half points,
 *     第11题 = 11(1)+11(2)), single marking, 班级单独阅卷: head11 marks 高一(1)(2), maths1 高一(3)(4).
 *   - 2026学年第一学期高一英语11月月考 (高一(1)(2)): 书面表达 double-marked by english1 and leader1
 *     with tolerance 3, leader1 arbitrates; rubric and two model essays; 班级混合阅卷.
 * Deterministic (fixed seeds; handwriting keyed by student number) and skipped when the exams exist.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { clazz, exam, examGroup, examGroupClazz, examQuestion, grade, markingAnswer, markingGroup, markingMarker, semester, student, teacher } from '../db/schema.js';
import { scoreObjectiveAnswer } from '../modules/academic/objective.js';
import { upsertScoreRows, type ScoreRow } from '../modules/academic/score-rows.js';
import { measureInkGrey } from '../modules/marking/images/ink.js';
import { storePng } from '../modules/marking/images/normalise.js';
import { encodeGreyPng, renderAnswerRaw, type AnswerKind, type AnswerStyle } from '../modules/marking/images/render-answer.js';
import { planQuotas, type PlannedMarker } from '../modules/marking/quota-plan.js';
import { syncSlots } from '../modules/marking/slots.js';
import type { Storage } from '../storage/storage.js';
import { createRng, type Rng } from './random.js';

export const DEMO_MATHS_MARKING_EXAM = '2026学年第一学期高一数学第10周周测';
export const DEMO_ENGLISH_MARKING_EXAM = '2026学年第一学期高一英语11月月考';

/** Images rendered at once: sharp renders on the thread pool while the next SVG is built. */
const CONCURRENCY = 4;

type QuestionSpec = { no: string; full: number; objective?: boolean; kps: number[] };
type GroupSpec = { name: string; questionNos: string[]; step: number; printedNo: string; height: number; rubric: string; modelEssays?: { title: string; content: string }[] };
type Marker = { account: string; clazzSorts: number[] | null };
type ExamSpec = {
  name: string;
  type: number;
  date: string;
  subjectId: number;
  clazzSorts: number[];
  markType: 3 | 4;
  style: AnswerStyle;
  questions: QuestionSpec[];
  groups: GroupSpec[];
  doubleMarking: boolean;
  tolerance: number;
  markers: Marker[];
  arbiters: string[];
  /** Shares of blank and unclear scans. */
  blank: number;
  unclear: number;
  seed: number;
};

const MATHS: ExamSpec = {
  name: DEMO_MATHS_MARKING_EXAM,
  type: 1,
  date: '2026-11-16',
  subjectId: 3,
  clazzSorts: [1, 2, 3, 4],
  markType: 4,
  style: 'maths',
  questions: [
    ...[3004, 3009, 3013, 3015, 3016, 3028, 3030, 3037].map((kp, i) => ({ no: String(i + 1), full: 5, objective: true, kps: [kp] })),
    { no: '9', full: 12, kps: [3012, 3018] },
    { no: '10', full: 12, kps: [3040, 3033] },
    { no: '11(1)', full: 6, kps: [3046] },
    { no: '11(2)', full: 8, kps: [3049, 3051] },
  ],
  groups: [
    { name: '第9题', questionNos: ['9'], step: 1, printedNo: '9', height: 360, rubric: '参考答案：f(x)在(0,1)上单调递减，在(1,+∞)上单调递增，最小值为f(1)=2。\n评分细则：求导正确得3分；判断单调区间各得2分；求出最值得3分；结论2分。' },
    { name: '第10题', questionNos: ['10'], step: 0.5, printedNo: '10', height: 360, rubric: '参考答案：由余弦定理得a²=b²+c²-2bc·cosA，解得a=√7；S=(3√3)/2。\n评分细则：写出余弦定理得2分，求出a得4分，面积公式正确得3分，结果正确得3分；步骤不完整酌情扣0.5至1分。' },
    { name: '第11题', questionNos: ['11(1)', '11(2)'], step: 1, printedNo: '11', height: 420, rubric: '11(1) 参考答案：aₙ=2n-1（6分：求公差3分，通项3分）。\n11(2) 参考答案：Sₙ=n²，Tₙ=n/(2n+1)（8分：裂项2分，求和4分，结论2分）。' },
  ],
  doubleMarking: false,
  tolerance: 0,
  markers: [
    { account: 'head11', clazzSorts: [1, 2] },
    { account: 'maths1', clazzSorts: [3, 4] },
  ],
  arbiters: [],
  blank: 0.05,
  unclear: 0.05,
  seed: 20261116,
};

const ENGLISH: ExamSpec = {
  name: DEMO_ENGLISH_MARKING_EXAM,
  type: 3,
  date: '2026-11-13',
  subjectId: 8,
  clazzSorts: [1, 2],
  markType: 3,
  style: 'english',
  questions: [
    ...Array.from({ length: 20 }, (_, i) => ({ no: String(i + 1), full: 1.5, objective: true, kps: [[8011, 8013, 8016, 8027, 8028, 8029, 8037, 8038][i % 8]!] })),
    { no: '21', full: 15, kps: [8058] },
  ],
  groups: [
    {
      name: '书面表达',
      questionNos: ['21'],
      step: 1,
      printedNo: '21',
      height: 560,
      rubric:
        '题目：假定你是李华，你的英国朋友Tom下个月将来中国交流学习，请给他写一封信，介绍你们学校最近的一次活动并邀请他参加。\n' +
        '评分细则（满分15分）：\n第五档（13-15分）：完全完成任务，内容充实，语言准确流畅，结构清晰；\n第四档（10-12分）：完成任务，内容较充实，语言基本准确；\n' +
        '第三档（7-9分）：基本完成任务，有一些语言错误，但不影响理解；\n第二档（4-6分）：未恰当完成任务，语言错误较多；\n第一档（1-3分）：内容与题目要求关系不大，语言错误很多；\n' +
        '不得分（0分）：未作答或所写内容无法理解。词数少于80的，从总分中减去2分；书写较差影响阅卷的，降一档。',
      modelEssays: [
        {
          title: '范文一（15分）',
          content:
            'Dear Tom,\nI am glad to hear that you will come to our school next month. I am writing to tell you about our English Week, which was held last week. ' +
            'During the week we had a speech contest, an English film night and a book fair. What impressed me most was the speech contest, in which many students shared their dreams. ' +
            'Another English Week will start on December 10th, and I sincerely hope you can join us. I am sure you will make many new friends here.\nLooking forward to seeing you soon.\nYours,\nLi Hua',
        },
        {
          title: '范文二（14分）',
          content:
            'Dear Tom,\nWelcome to China! Last Friday our school held a sports meeting. All the students took an active part in it and our class won the first prize in the relay race. ' +
            'It was not only a chance to build up our bodies but also a good way to learn teamwork. We will hold a basketball match next month. Would you like to join our team? ' +
            'Please let me know if you are interested.\nBest wishes,\nLi Hua',
        },
      ],
    },
  ],
  doubleMarking: true,
  tolerance: 3,
  markers: [
    { account: 'english1', clazzSorts: null },
    { account: 'leader1', clazzSorts: null },
  ],
  arbiters: ['leader1'],
  blank: 0.06,
  unclear: 0.04,
  seed: 20261113,
};

export type DemoMarkingResult = { exams: number; images: number };

function normal(rng: Rng): number {
  const u = Math.max(rng.next(), 1e-9);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.next());
}

/** A stable number from a student number, so a student writes the same way on every seed. */
function hashSeed(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

type Job = { groupId: number; studentId: number; clazzId: number; seed: number; writerSeed: number; kind: AnswerKind; questionNo: string; height: number };
type Rendered = { imageKey: string; inkRatio: number };

async function renderAll(storage: Storage, style: AnswerStyle, jobs: readonly Job[]): Promise<Rendered[]> {
  const out: Rendered[] = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const i = next++;
      const j = jobs[i]!;
      const grey = await renderAnswerRaw({ seed: j.seed, writerSeed: j.writerSeed, kind: j.kind, style, questionNo: j.questionNo, height: j.height });
      const inkRatio = measureInkGrey(grey).inkRatio;
      out[i] = { imageKey: await storePng(storage, 'answers', await encodeGreyPng(grey)), inkRatio };
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return out;
}

async function seedExam(db: Db, storage: Storage, ctx: { schoolId: number; semesterId: number; gradeId: number; createdBy: number; clazzBySort: Map<number, number>; teacherIds: Map<string, { id: number; name: string }> }, spec: ExamSpec): Promise<number> {
  const rng = createRng(spec.seed);
  const clazzIds = spec.clazzSorts.map((s) => ctx.clazzBySort.get(s)!);
  const [eg] = await db
    .insert(examGroup)
    .values({ schoolId: ctx.schoolId, semesterId: ctx.semesterId, gradeId: ctx.gradeId, name: spec.name, type: spec.type, examDate: spec.date, createdBy: ctx.createdBy, markType: spec.markType, markStatus: 1 })
    .returning({ id: examGroup.id });
  await db.insert(examGroupClazz).values(clazzIds.map((clazzId) => ({ examGroupId: eg!.id, clazzId })));
  const fullScore = spec.questions.reduce((s, q) => s + q.full, 0);
  const [e] = await db.insert(exam).values({ examGroupId: eg!.id, schoolId: ctx.schoolId, subjectId: spec.subjectId, fullScore, scoreVersion: 1 }).returning({ id: exam.id });
  const examId = e!.id;
  const questions = await db
    .insert(examQuestion)
    .values(
      spec.questions.map((q, idx) => ({
        examId,
        idx,
        questionNo: q.no,
        objective: !!q.objective,
        choiceKind: q.objective ? 'single' : null,
        options: q.objective ? 'ABCD' : null,
        answerKey: q.objective ? 'ABCD'[rng.int(0, 3)]! : null,
        fullScore: q.full,
        knowledgePointIds: q.kps,
      })),
    )
    .returning();
  questions.sort((a, b) => a.idx - b.idx);
  const students = await db.select().from(student).where(inArray(student.clazzId, clazzIds)).orderBy(asc(student.clazzId), asc(student.studentNum));

  // Objective letters and scores for everyone (a logistic model of ability and difficulty); the
  // subjective questions are 0 until their marking is complete.
  const rows: ScoreRow[] = students.map((st) => {
    const theta = normal(rng);
    const answers: (string | null)[] = [];
    const scores = questions.map((q, i) => {
      if (!q.objective) {
        answers.push(null);
        return 0;
      }
      const p = 1 / (1 + Math.exp(-1.7 * (theta - (i / questions.length) * 1.6 + 0.6)));
      const letter = rng.next() < p ? q.answerKey! : rng.next() < 0.02 ? null : 'ABCD'[rng.int(0, 3)]!;
      answers.push(letter);
      return scoreObjectiveAnswer(letter, q);
    });
    return { studentId: st.id, clazzId: st.clazzId, absent: false, scores, answers };
  });
  await upsertScoreRows(db, examId, rows);

  const idByNo = new Map(questions.map((q) => [q.questionNo, q]));
  const markers: PlannedMarker[] = spec.markers.map((m) => {
    const t = ctx.teacherIds.get(m.account)!;
    return { teacherId: t.id, teacherName: t.name, quota: null, clazzIds: m.clazzSorts ? m.clazzSorts.map((s) => ctx.clazzBySort.get(s)!) : null };
  });
  let images = 0;
  for (const [sort, g] of spec.groups.entries()) {
    const qs = g.questionNos.map((no) => idByNo.get(no)!);
    const [mg] = await db
      .insert(markingGroup)
      .values({
        examId,
        schoolId: ctx.schoolId,
        name: g.name,
        questionIds: qs.map((q) => q.id),
        fullScore: qs.reduce((s, q) => s + q.fullScore, 0),
        scoreStep: g.step,
        rubric: g.rubric,
        modelEssays: g.modelEssays ?? [],
        doubleMarking: spec.doubleMarking,
        tolerance: spec.tolerance,
        assignMode: 'even',
        status: 1,
        sort,
      })
      .returning({ id: markingGroup.id });
    const groupId = mg!.id;
    const jobs: Job[] = students.map((st, i) => {
      const r = rng.next();
      const kind: AnswerKind = r < spec.blank ? 'blank' : r < spec.blank + spec.unclear ? 'unclear' : rng.next() < 0.1 ? 'crossed' : 'normal';
      return { groupId, studentId: st.id, clazzId: st.clazzId, seed: spec.seed + sort * 1000 + i, writerSeed: hashSeed(st.studentNum), kind, questionNo: g.printedNo, height: g.height };
    });
    const rendered = await renderAll(storage, spec.style, jobs);
    const values = jobs.map((j, i) => ({ groupId, examId, studentId: j.studentId, clazzId: j.clazzId, imageKey: rendered[i]!.imageKey, inkRatio: rendered[i]!.inkRatio }));
    for (let i = 0; i < values.length; i += 500) await db.insert(markingAnswer).values(values.slice(i, i + 500));
    images += values.length;
    const quotas = await planQuotas(db, groupId, 'even', markers, spec.doubleMarking ? 2 : 1);
    await db.insert(markingMarker).values([
      ...markers.map((m) => ({ groupId, teacherId: m.teacherId, role: 'marker', quota: quotas.get(m.teacherId) ?? null, clazzIds: m.clazzIds })),
      ...spec.arbiters.map((account) => ({ groupId, teacherId: ctx.teacherIds.get(account)!.id, role: 'arbiter' })),
    ]);
    await syncSlots(db, groupId);
  }
  return images;
}

/** Seeds the marking exams of the demo school (after its exams); does nothing when they exist. */
export async function seedDemoMarking(db: Db, storage: Storage, schoolId: number): Promise<DemoMarkingResult> {
  const existing = await db.select({ id: examGroup.id }).from(examGroup).where(and(eq(examGroup.schoolId, schoolId), inArray(examGroup.name, [DEMO_MATHS_MARKING_EXAM, DEMO_ENGLISH_MARKING_EXAM])));
  if (existing.length) return { exams: 0, images: 0 };
  const cur = (await db.select({ id: semester.id }).from(semester).where(and(eq(semester.schoolId, schoolId), eq(semester.status, 1))).limit(1))[0];
  const g1 = (await db.select({ id: grade.id }).from(grade).where(and(eq(grade.schoolId, schoolId), eq(grade.section, 2), eq(grade.gradeNo, 1))).limit(1))[0];
  if (!cur || !g1) return { exams: 0, images: 0 };
  const clazzes = await db.select({ id: clazz.id, sort: clazz.sort }).from(clazz).where(eq(clazz.gradeId, g1.id));
  const accounts = ['maths1', 'head11', 'english1', 'leader1'];
  const teachers = await db.select({ id: teacher.id, name: teacher.name, account: teacher.account }).from(teacher).where(and(eq(teacher.schoolId, schoolId), inArray(teacher.account, accounts)));
  if (teachers.length !== accounts.length) return { exams: 0, images: 0 };
  const ctx = {
    schoolId,
    semesterId: cur.id,
    gradeId: g1.id,
    createdBy: teachers.find((t) => t.account === 'leader1')!.id,
    clazzBySort: new Map(clazzes.map((c) => [c.sort, c.id])),
    teacherIds: new Map(teachers.map((t) => [t.account, { id: t.id, name: t.name }])),
  };
  let images = 0;
  for (const spec of [MATHS, ENGLISH]) images += await seedExam(db, storage, ctx, spec);
  return { exams: 2, images };
}
