/**
 * Every registered route (the registry the OpenAPI document is built from), table-driven:
 * - unauthenticated, every non-public route answers 401 / 40001;
 * - every route that takes the id of a school-owned record, called by the school master of another
 *   school with the ids of the demo school's records, answers 404 / 40400 and changes nothing.
 * - the two audiences (RouteDef.audience): a valid student token is refused (401) by every teacher
 *   route and changes nothing, and a valid teacher token by every student route.
 * A route added later is covered without anyone remembering to: its id fields are read from its
 * contract schemas, and a field this file does not know fails the test until it is classified.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ERR, isoDate } from '@app/contract';
import { allRoutes } from '../src/app.js';
import { createJoint } from '../src/modules/joint/lifecycle.js';
import type { AnyRouteDef } from '../src/http/route.js';
import type { Db } from '../src/db/client.js';
import {
  clazz,
  englishWord,
  exam,
  examGroup,
  examQuestion,
  grade,
  markingGroup,
  markingLabel,
  markingProblem,
  markingSlot,
  notice,
  paperRecord,
  school,
  scoreImportProgress,
  scoreReview,
  semester,
  student,
  teacher,
  teacherPost,
  vocabList,
  vocabListWord,
  vocabPut,
  vocabPutClazz,
  writeSubmission,
  writeTask,
  writeTaskClazz,
} from '../src/db/schema.js';
import { DEMO_SCHOOL_DOMAIN, seedDemo } from '../src/seed/demo-school.js';
import { DEMO_MATHS_MARKING_EXAM } from '../src/seed/demo-marking.js';
import { buildSchool, buildTeacher, testPasswordHash } from './support/factories.js';
import { sampleFromSchema } from './support/sample-from-schema.js';
import { createTestApp, type TestContext } from './support/test-app.js';

/** Fields that hold ids of records every school shares (the platform's subjects, bank, regions) or plain numbers. */
// methodIds: the subject's method/ability list in @app/contract; folderId: only in a tag body whose exam (the path) is checked first.
const PLATFORM_FIELDS = new Set(['methodIds', 'folderId', 'knowledgePointIds', 'subjectId', 'subjectIds', 'provinceId', 'topicId', 'topicIds', 'excludeTopicIds', 'knowledgePointId', 'kpId', 'textbookVersionId', 'paperType', 'pageNum', 'grade', 'kind', 'wordId', 'wordIds', 'choiceWordId', 'productId', 'uploadId', 'schoolId', 'schoolIds']);
// uploadId: a tus upload's random id, reachable only by the teacher who made it (course uploads).

/** The demo school's records, by the field name that carries them. */
/** A joint exam the victim school's master organises (the school takes part alone, with its own exam group). */
async function victimJoint(db: Db, schoolId: number, gradeId: number): Promise<number> {
  const [m] = await db.select({ id: teacher.id }).from(teacher).innerJoin(teacherPost, eq(teacherPost.teacherId, teacher.id)).where(and(eq(teacher.schoolId, schoolId), eq(teacherPost.post, 5))).limit(1);
  const auth = { tokenId: 0, teacherId: m!.id, schoolId, section: 2, posts: [5], leadGradeIds: [], leadsWholeSchool: true, loginMode: 1, accountKind: 1, mustChangePassword: false };
  return createJoint(db, auth, { name: '区联考', gradeId, examDate: '2026-11-06', anonymous: true, subjects: [{ subjectId: 3, fullScore: 150 }], schoolIds: [] });
}

type VictimIds = {
  examGroupId: number;
  scoredExamId: number;
  markingExamId: number;
  recordExamId: number;
  clazzId: number;
  studentId: number;
  semesterId: number;
  gradeId: number;
  reviewId: number;
  groupId: number;
  slotId: number;
  problemId: number;
  labelId: number;
  answerId: number;
  noticeId: number;
  recordId: number;
  teacherId: number;
  progressId: string;
  questionId: number;
  mathsFinePaperId: number;
  englishFinePaperId: number;
  listId: number;
  putId: number;
  taskId: number;
  submissionId: number;
  schoolPaperId: number;
  homeworkId: number;
  resourceId: number;
  courseId: number;
  jointId: number;
  videoId: number;
  printId: number;
};

/**
 * Routes whose paperId (or id) names a paper record of a school rather than a paper of the shared
 * fine-quality library; on the analysis and file routes paperType 2 says so.
 */
const RECORD_PAPER_ROUTE = /^\/paper\/(english|math)\/(detail|hide|delete|adaptation|collect-topic|topic)\/:paperId|^\/paper\/(english|math)\/analysis\/:paperType|^\/paper\/file\/|^\/paper\/(english|math)\/send-print$/;

/** The value of a school-owned field on this route, or undefined when the field is not school-owned here. */
function schoolValue(route: AnyRouteDef, field: string, v: VictimIds): number | string | undefined {
  const single = (name: string): number | string | undefined => {
    switch (name) {
      case 'examGroupId':
        return v.examGroupId;
      case 'examId':
        if (route.url.startsWith('/marking/')) return v.markingExamId;
        if (route.url.startsWith('/paper/')) return v.recordExamId;
        return v.scoredExamId;
      case 'clazzId':
        return v.clazzId;
      case 'studentId':
        return v.studentId;
      case 'semesterId':
        return v.semesterId;
      case 'gradeId':
        return v.gradeId;
      case 'reviewId':
        return v.reviewId;
      case 'groupId':
        return v.groupId;
      case 'slotId':
        return v.slotId;
      case 'problemId':
        return v.problemId;
      case 'labelId':
        return v.labelId;
      case 'answerId':
        return v.answerId;
      case 'noticeId':
        return v.noticeId;
      case 'recordId':
        return v.recordId;
      case 'teacherId':
        return v.teacherId;
      case 'progressId':
        return v.progressId;
      case 'questionId':
        return v.questionId;
      case 'listId':
        return v.listId;
      case 'putId':
        return v.putId;
      case 'taskId':
        return v.taskId;
      case 'submissionId':
        return v.submissionId;
      case 'homeworkId':
        return v.homeworkId;
      case 'resourceId':
        return v.resourceId;
      case 'printId':
        return v.printId;
      case 'courseId':
        return v.courseId;
      case 'jointId':
        return v.jointId;
      case 'videoId':
        return v.videoId;
      case 'paperId':
        if (route.url.startsWith('/schoolpaper/')) return v.schoolPaperId;
        return RECORD_PAPER_ROUTE.test(route.url) ? v.recordId : undefined;
      case 'id':
        return RECORD_PAPER_ROUTE.test(route.url) ? v.recordId : undefined;
      default:
        return undefined;
    }
  };
  // The class teacher's classes in the admin teacher editor.
  if (field === 'adminClazzIds') return single('clazzId');
  if (field.endsWith('Ids')) return single(field.slice(0, -1));
  return single(field);
}

const looksLikeId = (k: string) => /(^id|Id|Ids)$/.test(k);

const allKeys = (schema: z.ZodType | undefined): string[] => (schema ? schemaKeysDeep(schema) : []);

/** Every property name in a schema's JSON Schema form, nested objects and array items included. */
function schemaKeysDeep(schema: z.ZodType): string[] {
  const found = new Set<string>();
  const visit = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object') {
      const o = node as Record<string, unknown>;
      if (o.properties && typeof o.properties === 'object') for (const k of Object.keys(o.properties)) found.add(k);
      Object.values(o).forEach(visit);
    }
  };
  visit(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }));
  return [...found];
}

/** Replaces every school-owned field in a sample with the demo school's id (arrays: a one-element list). */
function substitute(route: AnyRouteDef, value: unknown, v: VictimIds): unknown {
  if (Array.isArray(value)) return value.map((x) => substitute(route, x, v));
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(value)) {
    const id = schoolValue(route, k, v);
    if (id !== undefined) out[k] = k.endsWith('Ids') ? [id] : id;
    else if (k === 'paperType' && RECORD_PAPER_ROUTE.test(route.url)) out[k] = 2;
    else out[k] = substitute(route, x, v);
  }
  return out;
}

/** A print form that passes every check but the classes' (the day is the server's today). */
const printSettings = (extra: Record<string, unknown>) => ({ paperName: '越权打印', answerType: 1, paperSize: 1, sheetSize: 1, examTime: 100, examDate: isoDate(new Date()), examType: 1, markType: '4', ...extra });

/** Values the schema-built sample cannot guess (a pattern, a rule checked after validation), by route. */
const SAMPLES: Record<string, (v: VictimIds) => Record<string, unknown>> = {
  'GET /academic/exam/:examId/clazz/:clazzId/option-students': () => ({ option: 'A' }),
  'POST /academic/exam-group': () => ({ subjects: [{ subjectId: 3, fullScore: 100 }] }),
  'PUT /academic/exam-group/:examGroupId': () => ({ subjects: [{ subjectId: 3, fullScore: 100 }] }),
  'POST /paper/math/fine-quality/send-print': (v) => printSettings({ paperId: v.mathsFinePaperId, paperType: 1 }),
  'POST /paper/english/fine-quality/send-print': (v) => printSettings({ paperId: v.englishFinePaperId, paperType: 1 }),
  'POST /paper/math/send-print': () => printSettings({}),
  'POST /paper/english/send-print': () => printSettings({}),
  'PUT /admin/semesters/:semesterId': () => ({ startDate: '2030-09-01', endDate: '2031-01-20' }),
  'POST /admin/rollover': () => ({ startDate: '2030-09-01', endDate: '2031-01-20' }),
  'POST /admin/rollover/preview': () => ({ startDate: '2030-09-01', endDate: '2031-01-20' }),
  'POST /vocabulary/put': () => ({ startAt: '2030-09-01T08:00:00+08:00', endAt: '2030-09-08T22:00:00+08:00' }),
  'PUT /vocabulary/put/:putId': () => ({ startAt: '2030-09-01T08:00:00+08:00', endAt: '2030-09-08T22:00:00+08:00' }),
  'POST /write/task': () => ({ kind: 4, prompt: 'Write about your weekend.', minWords: 80, maxWords: 120, startAt: '2030-09-01T08:00:00+08:00', endAt: '2030-09-08T22:00:00+08:00' }),
  'PUT /schoolpaper/paper/:paperId': () => ({ name: '越权改名' }),
  'PUT /schoolresource/:resourceId': () => ({ title: '越权改名' }),
  // A school paper (paperId) here; a composed paper (recordId) is the other choice, exactly one.
  'POST /schoolpaper/homework': () => ({ title: '越权作业', dueAt: '2030-09-08T22:00:00+08:00', recordId: undefined }),
  'POST /course/:courseId/video': () => ({ uploadId: 'a'.repeat(32), title: '越权视频' }),
  'PUT /course/:courseId': () => ({ courseName: '越权改名' }),
  'POST /schoolpaper/paper/:paperId/print': () => ({ paperSize: 1, spare: 0, printDate: isoDate(new Date()) }),
  'PUT /write/task/:taskId': () => ({ minWords: 80, maxWords: 120, startAt: '2030-09-01T08:00:00+08:00', endAt: '2030-09-08T22:00:00+08:00' }),
};

/** Teacher routes (the default audience) that need a token: the school-scope checks below are theirs. */
const TEACHER_ROUTES = allRoutes.filter((r) => !r.public && r.audience !== 'student');
/** Student page routes that need a student token. */
const STUDENT_ROUTES = allRoutes.filter((r) => !r.public && r.audience === 'student');

/** Rows of a raw query on either driver. */
const rowsOf = <T>(r: unknown): T[] => ((r as { rows?: T[] }).rows ?? (r as T[]));

type Plan = {
  route: AnyRouteDef;
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  schoolFields: string[];
  /** True when every school-owned id is in the body (input naming a record), none in the path or query (the resource's address). */
  onlyInBody: boolean;
  problem?: string;
};

/** How a route is called by the other school's master, or why it takes no school-owned id. */
function planCall(route: AnyRouteDef, v: VictimIds): Plan {
  const fields = [...allKeys(route.params), ...allKeys(route.query), ...allKeys(route.body)];
  const unknown = fields.filter((k) => looksLikeId(k) && schoolValue(route, k, v) === undefined && !PLATFORM_FIELDS.has(k) && !(k === 'paperId' || k === 'id'));
  const schoolFields = fields.filter((k) => schoolValue(route, k, v) !== undefined);
  const addressed = [...allKeys(route.params), ...allKeys(route.query)].some((k) => schoolValue(route, k, v) !== undefined);
  const plan: Plan = { route, params: {}, query: {}, body: undefined, schoolFields, onlyInBody: !addressed };
  if (unknown.length) plan.problem = `unclassified id fields ${unknown.join(', ')}: add them to PLATFORM_FIELDS or schoolValue()`;
  const part = (schema: z.ZodType | undefined, stringify: boolean): unknown => {
    if (!schema) return undefined;
    const keep = new Set(schemaKeysDeep(schema).filter((k) => schoolValue(route, k, v) !== undefined || k === 'paperType'));
    const sample = { ...(substitute(route, sampleFromSchema(schema, keep), v) as object), ...(schema === route.query || schema === route.body ? (SAMPLES[`${route.method} ${route.url}`]?.(v) ?? {}) : {}) };
    const parsed = schema.safeParse(stringify ? Object.fromEntries(Object.entries(sample as object).map(([k, x]) => [k, String(x)])) : sample);
    if (!parsed.success && schoolFields.length) plan.problem = `no valid sample (${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message})`;
    return sample;
  };
  const params = part(route.params, true) as Record<string, unknown> | undefined;
  const query = part(route.query, true) as Record<string, unknown> | undefined;
  plan.params = Object.fromEntries(Object.entries(params ?? {}).map(([k, x]) => [k, String(x)]));
  plan.query = Object.fromEntries(Object.entries(query ?? {}).map(([k, x]) => [k, String(x)]));
  plan.body = part(route.body, false);
  return plan;
}

function urlOf(p: Plan): string {
  const path = p.route.url.replace(/:([A-Za-z]+)/g, (_, k: string) => encodeURIComponent(p.params[k] ?? '1'));
  const qs = new URLSearchParams(p.query).toString();
  return qs ? `${path}?${qs}` : path;
}

/** Uploads (no body schema, a multipart form): a small file of the kind the route takes. */
const UPLOADS: Record<string, { name: string; type: string }> = {
  'POST /academic/exam/:examId/score-import': { name: 'scores.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  'POST /joint/:jointId/scores/:subjectId': { name: 'scores.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  'POST /marking/exam/:examId/scans': { name: 'scans.zip', type: 'application/zip' },
  'PUT /marking/exam/:examId/template': { name: 'template.png', type: 'image/png' },
};

function multipart(file: { name: string; type: string }): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----registry-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`),
    Buffer.from('PK\u0003\u0004not really a file'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A fingerprint of every table's rows (the sessions and login counters of the test's own callers aside). */
async function fingerprint(db: Db): Promise<Record<string, string>> {
  const rows = rowsOf<{ name: string }>(await db.execute(sql`select tablename as name from pg_tables where schemaname = 'public' and tablename not in ('auth_token', 'login_throttle', '__drizzle_migrations') order by 1`));
  const out: Record<string, string> = {};
  for (const { name } of rows) {
    const r = rowsOf<{ h: string }>(await db.execute(sql.raw(`select count(*)::text || ':' || coalesce(md5(string_agg(md5(t::text), '' order by md5(t::text))), '') as h from "${name}" t`)));
    out[name] = r[0]!.h;
  }
  return out;
}

/**
 * Another school's record is missing: 404 where the id addresses the resource (path or query); an
 * id in a request body is input, so a 400 that names the record as missing (不存在) is right too.
 */
function refusedAsMissing(p: Plan, res: { status: number; body: { errCode: string; errMsg: string } }): boolean {
  if (res.status === 404 && res.body.errCode === ERR.NOT_FOUND) return true;
  return p.onlyInBody && res.status === 400 && res.body.errCode === ERR.VALIDATION && /不存在/.test(res.body.errMsg);
}

/**
 * Routes where a class the caller does not teach is allowed on purpose: lists of the caller's own
 * records that a class only filters (another class gives an empty list), and printing, which may
 * be for any class of the paper's grade (GET /base/clazz/send-print offers the whole grade).
 */
const OWN_RECORDS_BY_CLASS = new Set([
  'POST /paper/english/list',
  'POST /paper/math/list',
  'POST /paper/math/fine-quality/send-print',
  'POST /paper/english/fine-quality/send-print',
  'POST /paper/math/send-print',
  'POST /paper/english/send-print',
  'POST /schoolpaper/paper/:paperId/print',
]);

describe('the route registry', () => {
  let ctx: TestContext;
  let db: Db;
  let v: VictimIds;
  let intruder: string;
  let other: Awaited<ReturnType<typeof buildSchool>>;
  let maths1Token: string;
  let studentTok: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    db = ctx.database.db;
    const hash = await testPasswordHash();
    await seedDemo(db, ctx.storage, async () => hash);
    const [demo] = await db.select({ id: school.id }).from(school).where(eq(school.domain, DEMO_SCHOOL_DOMAIN));
    const schoolId = demo!.id;
    const account = async (name: string) => (await db.select({ id: teacher.id }).from(teacher).where(eq(teacher.account, name)))[0]!.id;
    const [sem] = await db.select({ id: semester.id }).from(semester).where(and(eq(semester.schoolId, schoolId), eq(semester.status, 1)));
    const [g1] = await db.select({ id: grade.id }).from(grade).where(and(eq(grade.schoolId, schoolId), eq(grade.name, '高一')));
    const [c1] = await db.select({ id: clazz.id }).from(clazz).where(and(eq(clazz.gradeId, g1!.id), eq(clazz.name, '高一(1)班')));
    const [st] = await db.select({ id: student.id }).from(student).where(eq(student.clazzId, c1!.id)).orderBy(asc(student.id)).limit(1);
    const [eg] = await db.select({ id: examGroup.id }).from(examGroup).where(and(eq(examGroup.schoolId, schoolId), eq(examGroup.name, '高一期中考试'), eq(examGroup.semesterId, sem!.id)));
    const [scored] = await db.select({ id: exam.id }).from(exam).where(and(eq(exam.examGroupId, eg!.id), eq(exam.subjectId, 3)));
    const [q] = await db.select({ id: examQuestion.id }).from(examQuestion).where(eq(examQuestion.examId, scored!.id)).orderBy(asc(examQuestion.id)).limit(1);
    const [meg] = await db.select({ id: examGroup.id }).from(examGroup).where(eq(examGroup.name, DEMO_MATHS_MARKING_EXAM));
    const [markingExam] = await db.select({ id: exam.id }).from(exam).where(eq(exam.examGroupId, meg!.id));
    const [mg] = await db.select({ id: markingGroup.id }).from(markingGroup).where(eq(markingGroup.examId, markingExam!.id)).orderBy(asc(markingGroup.id)).limit(1);
    const [slot] = await db.select({ id: markingSlot.id, answerId: markingSlot.answerId }).from(markingSlot).where(eq(markingSlot.groupId, mg!.id)).orderBy(asc(markingSlot.id)).limit(1);
    const maths1 = await account('maths1');
    const head11 = await account('head11');
    const english1 = await account('english1');
    const [rec] = await db.select({ id: paperRecord.id, examId: paperRecord.examId }).from(paperRecord).where(and(eq(paperRecord.teacherId, english1), sql`${paperRecord.examId} is not null`)).orderBy(asc(paperRecord.id)).limit(1);
    const [unsent] = await db.select({ id: paperRecord.id }).from(paperRecord).where(and(eq(paperRecord.teacherId, english1), eq(paperRecord.status, 0))).orderBy(asc(paperRecord.id)).limit(1);
    const [label] = await db.insert(markingLabel).values({ schoolId, teacherId: maths1, name: '典型错误' }).returning({ id: markingLabel.id });
    const [problem] = await db.insert(markingProblem).values({ answerId: slot!.answerId, groupId: mg!.id, slotId: slot!.id, reporterId: maths1, type: 1 }).returning({ id: markingProblem.id });
    const [review] = await db.insert(scoreReview).values({ examId: scored!.id, studentId: st!.id, questionId: q!.id, requesterId: head11, reason: '请复核' }).returning({ id: scoreReview.id });
    await db.insert(scoreImportProgress).values({ id: 'demo-import-progress-1', teacherId: head11, examId: scored!.id, stage: 'check', done: 1, total: 2 });
    const [n] = await db.select({ id: notice.id }).from(notice).where(eq(notice.schoolId, schoolId)).limit(1);
    // english1's word list, put to 高一(1)班.
    const [list] = await db.insert(vocabList).values({ schoolId, teacherId: english1, name: '必修一 Unit 1' }).returning({ id: vocabList.id });
    const words = await db.select({ id: englishWord.id }).from(englishWord).orderBy(asc(englishWord.id)).limit(5);
    await db.insert(vocabListWord).values(words.map((w, idx) => ({ listId: list!.id, wordId: w.id, idx })));
    const [put] = await db
      .insert(vocabPut)
      .values({ schoolId, teacherId: english1, listId: list!.id, title: '必修一 Unit 1', wordIds: words.map((w) => w.id), modes: [1, 3], rounds: 2, startAt: new Date(Date.now() - 3600_000), endAt: new Date(Date.now() + 7 * 86400_000) })
      .returning({ id: vocabPut.id });
    await db.insert(vocabPutClazz).values({ putId: put!.id, clazzId: c1!.id });
    // english1's writing task for 高一(1)班 with the first student's essay.
    const [task] = await db
      .insert(writeTask)
      .values({ schoolId, teacherId: english1, kind: 4, title: '我的周末', prompt: 'Write about your weekend.', minWords: 80, maxWords: 120, fullScore: 15, startAt: new Date(Date.now() - 3600_000), endAt: new Date(Date.now() + 7 * 86400_000) })
      .returning({ id: writeTask.id });
    await db.insert(writeTaskClazz).values({ taskId: task!.id, clazzId: c1!.id });
    const [essay] = await db.insert(writeSubmission).values({ taskId: task!.id, studentId: st!.id, clazzId: c1!.id, text: 'I had a good weekend.', wordCount: 5 }).returning({ id: writeSubmission.id });
    const finePaperOf = async (subjectId: number) => rowsOf<{ id: number }>(await db.execute(sql`select id from fine_paper where subject_id = ${subjectId} and grade = 1 order by id limit 1`))[0]!.id;
    v = {
      examGroupId: eg!.id,
      scoredExamId: scored!.id,
      markingExamId: markingExam!.id,
      recordExamId: rec!.examId!,
      clazzId: c1!.id,
      studentId: st!.id,
      semesterId: sem!.id,
      gradeId: g1!.id,
      reviewId: review!.id,
      groupId: mg!.id,
      slotId: slot!.id,
      problemId: problem!.id,
      labelId: label!.id,
      answerId: slot!.answerId,
      noticeId: n!.id,
      recordId: unsent?.id ?? rec!.id,
      teacherId: maths1,
      progressId: 'demo-import-progress-1',
      questionId: q!.id,
      mathsFinePaperId: await finePaperOf(3),
      englishFinePaperId: await finePaperOf(8),
      listId: list!.id,
      putId: put!.id,
      taskId: task!.id,
      submissionId: essay!.id,
      schoolPaperId: rowsOf<{ id: number }>(await db.execute(sql`select id from school_paper where school_id = ${schoolId} order by id limit 1`))[0]!.id,
      homeworkId: rowsOf<{ id: number }>(await db.execute(sql`select id from homework where school_id = ${schoolId} order by id limit 1`))[0]!.id,
      resourceId: rowsOf<{ id: number }>(await db.execute(sql`select id from school_resource where school_id = ${schoolId} order by id limit 1`))[0]!.id,
      printId: rowsOf<{ id: number }>(await db.execute(sql`select id from school_paper_print where school_id = ${schoolId} order by id limit 1`))[0]!.id,
      courseId: rowsOf<{ id: number }>(await db.execute(sql`select id from course where school_id = ${schoolId} order by id limit 1`))[0]!.id,
      videoId: rowsOf<{ id: number }>(await db.execute(sql`select v.id from course_video v join course c on c.id = v.course_id where c.school_id = ${schoolId} order by v.id limit 1`))[0]!.id,
      jointId: await victimJoint(db, schoolId, g1!.id),
    };
    // The intruder: the school master of another school, teaching maths and English there.
    other = await buildSchool(db, { name: '另一所中学' });
    const master = await buildTeacher(db, other, { posts: [{ post: 5 }], subjects: [3, 8, 9] });
    intruder = await ctx.login(master);
    maths1Token = await ctx.login({ teacherId: maths1, account: 'maths1', password: 'test-pass-123' });
    // A demo student with an account (seeded with the test password, already changed).
    const [code] = await db.select({ code: school.code }).from(school).where(eq(school.id, schoolId));
    const signedIn = await ctx.call<{ studentToken: string }>({ method: 'POST', url: '/student/auth/login', payload: { schoolCode: code!.code, studentNum: (await db.select({ num: student.studentNum }).from(student).where(eq(student.id, st!.id)))[0]!.num, password: 'test-pass-123' } });
    studentTok = signedIn.body.data.studentToken;
  }, 180_000);

  afterAll(async () => {
    await ctx?.close();
  });

  it('refuses every non-public route without a token (401)', async () => {
    const routes = allRoutes.filter((r) => !r.public);
    expect(routes.length).toBeGreaterThan(150);
    const wrong: string[] = [];
    for (const r of routes) {
      const url = r.url.replace(/:([A-Za-z]+)/g, '1');
      const res = await ctx.call({ method: r.method, url });
      if (res.status !== 401 || res.body.errCode !== ERR.TOKEN_INVALID) wrong.push(`${r.method} ${r.url}: ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  });

  it("answers 404 to another school's master for every route that takes a school-owned id, and changes nothing", async () => {
    const plans = TEACHER_ROUTES.map((r) => planCall(r, v));
    const problems = plans.filter((p) => p.problem).map((p) => `${p.route.method} ${p.route.url}: ${p.problem}`);
    expect(problems).toEqual([]);
    const targeted = plans.filter((p) => p.schoolFields.length > 0);
    expect(targeted.length).toBeGreaterThan(90);
    const before = await fingerprint(db);
    const wrong: string[] = [];
    for (const p of targeted) {
      const key = `${p.route.method} ${p.route.url}`;
      const upload = UPLOADS[key];
      const res = await ctx.call({
        method: p.route.method,
        url: urlOf(p),
        token: intruder,
        ...(upload ? multipart(upload) : p.body !== undefined ? { payload: p.body as object } : {}),
      });
      if (!refusedAsMissing(p, res)) wrong.push(`${key} [${p.schoolFields.join(',')}]: ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`);
    }
    expect(wrong).toEqual([]);
    expect(await fingerprint(db)).toEqual(before);
  });

  it("refuses a caller just outside a route's declared posts (403 with the route's message) and lets one inside past the check", async () => {
    const declared = allRoutes.filter((r) => r.posts);
    expect(declared.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
      'GET /academic/exam-group/:examGroupId/total',
      'GET /marking/supervise',
      'GET /teaching/options',
      'GET /teaching/quality',
      'GET /teaching/quality/download',
      'GET /teaching/study',
      'GET /teaching/teacher',
      'GET /teaching/teacher/:teacherId',
      'GET /teaching/teacher/download',
      'PUT /academic/report-setting',
    ]);
    for (const r of declared) {
      const outside = [1, 2, 3, 4, 5].filter((p) => !r.posts!.allowed.includes(p));
      const [inPost] = r.posts!.allowed;
      const outsider = await ctx.login(await buildTeacher(db, other, { posts: outside.map((post) => ({ post, grade: 1 })) }));
      const insider = await ctx.login(await buildTeacher(db, other, { posts: [{ post: inPost!, grade: 1 }] }));
      const plan = planCall(r, v);
      const call = (token: string) => ctx.call({ method: r.method, url: r.url, token, ...(plan.body !== undefined ? { payload: plan.body as object } : {}) });
      const refused = await call(outsider);
      expect({ route: r.url, status: refused.status, errCode: refused.body.errCode, errMsg: refused.body.errMsg }).toEqual({ route: r.url, status: 403, errCode: ERR.FORBIDDEN, errMsg: r.posts!.message });
      // A download answers a file, not the JSON envelope: only its status is read.
      const allowedStatus = r.download ? (await ctx.app.inject({ method: r.method, url: r.url, headers: { authorization: `Bearer ${insider}` } })).statusCode : (await call(insider)).status;
      expect({ route: r.url, status: allowedStatus }).not.toEqual({ route: r.url, status: 403 });
    }
  });

  it("refuses a subject teacher of the same school every route that names a class they do not teach (or its student)", async () => {
    // maths1 teaches maths in 高一(3)(4); the ids are 高一(1)班's, its student and its exams.
    const plans = TEACHER_ROUTES
      .map((r) => planCall(r, v))
      .filter((p) => p.schoolFields.some((f) => ['clazzId', 'clazzIds', 'studentId'].includes(f)))
      .filter((p) => !OWN_RECORDS_BY_CLASS.has(`${p.route.method} ${p.route.url}`));
    expect(plans.length).toBeGreaterThan(25);
    const before = await fingerprint(db);
    const allowedThrough: string[] = [];
    for (const p of plans) {
      const key = `${p.route.method} ${p.route.url}`;
      const res = await ctx.call({ method: p.route.method, url: urlOf(p), token: maths1Token, ...(p.body !== undefined ? { payload: p.body as object } : {}) });
      if (!(res.status === 403 && res.body.errCode === ERR.FORBIDDEN) && !(res.status === 404 && res.body.errCode === ERR.NOT_FOUND)) allowedThrough.push(`${key}: ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`);
    }
    expect(allowedThrough).toEqual([]);
    expect(await fingerprint(db)).toEqual(before);
  });

  it('refuses a valid student token on every teacher route (401) and changes nothing', async () => {
    expect(studentTok).toBeTruthy();
    expect((await ctx.call({ method: 'GET', url: '/student/me', token: studentTok })).status).toBe(200);
    expect(TEACHER_ROUTES.length).toBeGreaterThan(150);
    const before = await fingerprint(db);
    const wrong: string[] = [];
    for (const r of TEACHER_ROUTES) {
      const p = planCall(r, v);
      const key = `${r.method} ${r.url}`;
      const upload = UPLOADS[key];
      const res = await ctx.call({ method: r.method, url: urlOf(p), token: studentTok, ...(upload ? multipart(upload) : p.body !== undefined ? { payload: p.body as object } : {}) });
      if (res.status !== 401 || res.body.errCode !== ERR.TOKEN_INVALID) wrong.push(`${key}: ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
    expect(await fingerprint(db)).toEqual(before);
  });

  it('refuses a valid teacher token on every student route (401) and changes nothing', async () => {
    expect(STUDENT_ROUTES.length).toBeGreaterThanOrEqual(4);
    const before = await fingerprint(db);
    const wrong: string[] = [];
    for (const r of STUDENT_ROUTES) {
      const p = planCall(r, v);
      const res = await ctx.call({ method: r.method, url: urlOf(p), token: maths1Token, ...(p.body !== undefined ? { payload: p.body as object } : {}) });
      if (res.status !== 401 || res.body.errCode !== ERR.TOKEN_INVALID) wrong.push(`${r.method} ${r.url}: ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
    expect(await fingerprint(db)).toEqual(before);
  });
});
