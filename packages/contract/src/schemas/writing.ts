/**
 * English writing (/write, docs/writing.md): task kinds with their gaokao rubrics, and the automatic
 * feedback on an essay (智能批改) — what a program can check in a student's text (spelling, some
 * grammar and style, length, vocabulary level) and a suggested score that a teacher confirms or
 * overrides. It never reads for content, task completion or coherence: the screens say so.
 */
import { z } from 'zod';
import { zId, zIntParam, zPage, zPageNo, zPageSize } from './common.js';

/** Writing kinds: 1 应用文写作, 2 读后续写, 3 概要写作 (专项写作), 4 自主命题 (the teacher's own prompt). */
export const WRITE_KIND = { APPLIED: 1, CONTINUATION: 2, SUMMARY: 3, ORIGINAL: 4 } as const;
export const WRITE_KIND_NAMES: Record<number, string> = { 1: '应用文写作', 2: '读后续写', 3: '概要写作', 4: '自主命题' };

/** Each kind's full score and word range as the college-entrance exam sets them (自主命题: the teacher's). */
export const WRITE_KIND_RULES: Record<number, { fullScore: number; minWords: number; maxWords: number }> = {
  1: { fullScore: 15, minWords: 80, maxWords: 100 },
  2: { fullScore: 25, minWords: 150, maxWords: 180 },
  3: { fullScore: 15, minWords: 50, maxWords: 70 },
  4: { fullScore: 15, minWords: 80, maxWords: 120 },
};

/** The longest essay a student may submit, in characters. */
export const ESSAY_MAX_CHARS = 5000;

/** One finding in the text: where (character offsets), what kind, and a Chinese explanation. */
export const ZEssayIssue = z.object({
  /** spelling, repeated (a word twice), article (a / an), readability (a hard sentence). */
  kind: z.enum(['spelling', 'repeated', 'article', 'readability']),
  start: z.number().int(),
  end: z.number().int(),
  excerpt: z.string(),
  message: z.string(),
  suggestions: z.array(z.string()),
});
export type TEssayIssue = z.infer<typeof ZEssayIssue>;

export const ZEssayFeedback = z.object({
  wordCount: z.number().int(),
  minWords: z.number().int(),
  maxWords: z.number().int(),
  /** -1 too short, 0 within the range, 1 too long. */
  lengthVerdict: z.number().int(),
  sentenceCount: z.number().int(),
  avgSentenceLength: z.number(),
  issues: z.array(ZEssayIssue),
  spellingCount: z.number().int(),
  grammarCount: z.number().int(),
  vocabulary: z.object({
    /** Distinct words (lower case) of the text. */
    distinct: z.number().int(),
    /** Of those, how many are 初中 words of the bank, senior-high additions, and words beyond the bank (spelled right). */
    junior: z.number().int(),
    senior: z.number().int(),
    beyond: z.number().int(),
    /** A few of the senior and beyond words, to praise. */
    highlights: z.array(z.string()),
    /** Distinct words / words (0-1). */
    diversity: z.number(),
  }),
  /** Linking words and structures found (because, which, although, not only ...). */
  linking: z.array(z.string()),
  suggestedScore: z.number(),
  fullScore: z.number(),
  /** The rubric band (档次) the suggestion falls in, 1 (lowest) to 5, and its Chinese name. */
  band: z.number().int(),
  bandName: z.string(),
  /** Short Chinese remarks for the student, strongest point first. */
  remarks: z.array(z.string()),
});
export type TEssayFeedback = z.infer<typeof ZEssayFeedback>;

// ---------------------------------------------------------------------------------------------
// Tasks (the teacher's side)
// ---------------------------------------------------------------------------------------------

/** A prompt of the question bank for 专项写作 (specialwrite). */
export const ZWritePrompt = z.object({
  topicId: z.number().int(),
  kind: z.number().int(),
  kindName: z.string(),
  /** The prompt's first words, for the list. */
  summary: z.string(),
  prompt: z.string(),
  hasSample: z.boolean(),
  source: z.string(),
  year: z.number().int().nullable(),
});
export type TWritePrompt = z.infer<typeof ZWritePrompt>;
export const ZWritePromptPage = zPage(ZWritePrompt);
export const ZWritePromptQuery = z.object({
  kind: zIntParam('写作类型', { min: 1, max: 3, minMessage: '专项写作类型只能是1、2、3', maxMessage: '专项写作类型只能是1、2、3' }).optional(),
  keyword: z.string().trim().max(40, { error: '关键词最长40个字符' }).optional(),
  pageNo: zPageNo(),
  pageSize: zPageSize(10),
});

const zWriteTime = (label: string) =>
  z
    .string({ error: `请选择${label}` })
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/, { error: `${label}格式不正确` })
    .refine((s) => !Number.isNaN(Date.parse(s)), { error: `${label}不是有效的时间` });

const writeFields = {
  title: z.string({ error: '请填写题目名称' }).trim().min(1, { error: '请填写题目名称' }).max(60, { error: '题目名称最长60个字符' }),
  minWords: zIntParam('最少词数', { min: 10, max: 1000, minMessage: '最少词数至少为10', maxMessage: '最少词数最多为1000' }),
  maxWords: zIntParam('最多词数', { min: 10, max: 1000, minMessage: '最多词数至少为10', maxMessage: '最多词数最多为1000' }),
  clazzIds: z.array(zId('班级ID'), { error: '请选择班级' }).min(1, { error: '请至少选择一个班级' }).max(50, { error: '一次最多布置给50个班级' }),
  startAt: zWriteTime('开始时间'),
  endAt: zWriteTime('结束时间'),
};
const writeChecks = <T extends { minWords: number; maxWords: number; startAt: string; endAt: string }>(b: T, ctx: z.RefinementCtx) => {
  if (b.maxWords < b.minWords) ctx.addIssue({ code: 'custom', message: '最多词数不能少于最少词数', path: ['maxWords'] });
  if (Date.parse(b.endAt) <= Date.parse(b.startAt)) ctx.addIssue({ code: 'custom', message: '结束时间须晚于开始时间', path: ['endAt'] });
};

/** A new task: 专项写作 from a bank prompt (kind 1-3 with topicId) or 自主命题 (kind 4 with the prompt text). */
export const ZWriteTaskBody = z
  .object({
    kind: zIntParam('写作类型', { min: 1, max: 4, minMessage: '写作类型只能是1-4', maxMessage: '写作类型只能是1-4' }),
    topicId: zId('题目ID').optional(),
    prompt: z.string({ error: '题目要求必须是文字' }).trim().max(2000, { error: '题目要求最长2000个字符' }).optional(),
    ...writeFields,
  })
  .superRefine((b, ctx) => {
    if (b.kind === 4 && !b.prompt) ctx.addIssue({ code: 'custom', message: '请填写题目要求', path: ['prompt'] });
    if (b.kind !== 4 && b.topicId == null) ctx.addIssue({ code: 'custom', message: '请从题库选择专项写作题目', path: ['topicId'] });
    writeChecks(b, ctx);
  });
export type TWriteTaskBody = z.input<typeof ZWriteTaskBody>;

/** Editing a task: everything but its kind and bank prompt (the teacher's own prompt text may change). */
export const ZWriteTaskEditBody = z
  .object({ prompt: z.string({ error: '题目要求必须是文字' }).trim().max(2000, { error: '题目要求最长2000个字符' }).optional(), ...writeFields })
  .superRefine((b, ctx) => writeChecks(b, ctx));
export type TWriteTaskEditBody = z.input<typeof ZWriteTaskEditBody>;

export const ZWriteTaskParams = z.object({ taskId: zId('写作任务ID') });
export const ZWriteTaskQuery = z.object({
  state: zIntParam('状态', { min: 0, max: 2, minMessage: '状态只能是0、1、2', maxMessage: '状态只能是0、1、2' }).optional(),
  pageNo: zPageNo(),
  pageSize: zPageSize(10),
});

export const ZWriteTaskItem = z.object({
  taskId: z.number().int(),
  kind: z.number().int(),
  kindName: z.string(),
  topicId: z.number().int().nullable(),
  title: z.string(),
  prompt: z.string(),
  /** The prompt is HTML (a bank prompt) rather than the teacher's plain text. */
  promptIsHtml: z.boolean(),
  minWords: z.number().int(),
  maxWords: z.number().int(),
  fullScore: z.number().int(),
  clazzes: z.array(z.object({ clazzId: z.number().int(), clazzName: z.string(), gradeName: z.string() })),
  startAt: z.string(),
  endAt: z.string(),
  state: z.number().int(),
  stateName: z.string(),
  studentCount: z.number().int(),
  submittedCount: z.number().int(),
  scoredCount: z.number().int(),
  createdAt: z.string(),
});
export type TWriteTaskItem = z.infer<typeof ZWriteTaskItem>;
export const ZWriteTaskPage = zPage(ZWriteTaskItem);

/** 1 未提交, 2 待批改 (submitted, no teacher score), 3 已批改. */
export const WRITE_STATUS_NAMES: Record<number, string> = { 1: '未提交', 2: '待批改', 3: '已批改' };

/** detailswrite and report/student: each student of the task's classes. */
export const ZWriteStudentRow = z.object({
  studentId: z.number().int(),
  studentNum: z.string(),
  name: z.string(),
  clazzId: z.number().int(),
  clazzName: z.string(),
  submissionId: z.number().int().nullable(),
  status: z.number().int(),
  statusName: z.string(),
  wordCount: z.number().int().nullable(),
  hasPhoto: z.boolean(),
  suggestedScore: z.number().nullable(),
  teacherScore: z.number().nullable(),
  spellingCount: z.number().int().nullable(),
  submittedAt: z.string().nullable(),
});
export type TWriteStudentRow = z.infer<typeof ZWriteStudentRow>;
export const ZWriteSubmissions = z.object({ task: ZWriteTaskItem, students: z.array(ZWriteStudentRow) });
export type TWriteSubmissions = z.infer<typeof ZWriteSubmissions>;
export const ZWriteSubmissionsQuery = z.object({ clazzId: zId('班级ID').optional() });

/** aiwrite: one submission with its feedback. */
export const ZWriteSubmissionParams = z.object({ submissionId: zId('作文ID') });
export const ZWriteSubmissionDetail = z.object({
  submissionId: z.number().int(),
  task: ZWriteTaskItem,
  studentId: z.number().int(),
  studentNum: z.string(),
  studentName: z.string(),
  clazzName: z.string(),
  text: z.string(),
  photoUrl: z.string().nullable(),
  feedback: ZEssayFeedback.nullable(),
  suggestedScore: z.number().nullable(),
  teacherScore: z.number().nullable(),
  teacherComment: z.string(),
  scoredAt: z.string().nullable(),
  submittedAt: z.string(),
});
export type TWriteSubmissionDetail = z.infer<typeof ZWriteSubmissionDetail>;

export const ZWriteScoreBody = z.object({
  score: z.number({ error: '请填写分数' }).min(0, { error: '分数不能小于0' }).max(25, { error: '分数不能超过25' }),
  comment: z.string({ error: '评语必须是文字' }).trim().max(500, { error: '评语最长500个字符' }).default(''),
});
export type TWriteScoreBody = z.input<typeof ZWriteScoreBody>;

/** report/results: each class of the task. */
export const ZWriteClazzResult = z.object({
  clazzId: z.number().int(),
  clazzName: z.string(),
  studentCount: z.number().int(),
  submittedCount: z.number().int(),
  scoredCount: z.number().int(),
  /** Averages of the teacher's scores (scored essays) and of the suggestions (typed essays). */
  avgScore: z.number().nullable(),
  avgSuggested: z.number().nullable(),
  avgWords: z.number().nullable(),
  /** Essays per band 1-5 by the final score (the teacher's, else the suggestion). */
  bands: z.array(z.number().int()),
});
export const ZWriteResults = z.object({
  task: ZWriteTaskItem,
  clazzes: z.array(ZWriteClazzResult),
  /** The misspellings most frequent over the task, with how many students made each. */
  commonMisspellings: z.array(z.object({ word: z.string(), students: z.number().int() })),
});
export type TWriteResults = z.infer<typeof ZWriteResults>;

// ---------------------------------------------------------------------------------------------
// The student's side
// ---------------------------------------------------------------------------------------------

export const ZStudentWriteTask = z.object({
  task: ZWriteTaskItem.omit({ clazzes: true, studentCount: true, submittedCount: true, scoredCount: true }),
  open: z.boolean(),
  /** The bank's model essay, after the end. */
  sampleEssay: z.string().nullable(),
  submission: ZWriteSubmissionDetail.omit({ task: true, studentId: true, studentNum: true, studentName: true, clazzName: true }).nullable(),
});
export type TStudentWriteTask = z.infer<typeof ZStudentWriteTask>;

export const ZStudentWriteBody = z.object({
  text: z
    .string({ error: '请输入作文' })
    .max(ESSAY_MAX_CHARS, { error: `作文最长${ESSAY_MAX_CHARS}个字符` })
    .refine((t) => t.trim().length > 0, { error: '请输入作文' }),
});
export type TStudentWriteBody = z.input<typeof ZStudentWriteBody>;
