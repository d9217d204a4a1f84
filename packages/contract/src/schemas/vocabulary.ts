/**
 * English vocabulary (/vocabulary, docs/vocabulary.md): the word bank (课标词汇), a teacher's word
 * lists, lists put to classes as practice (布置: classes, start and end, modes, rounds), the
 * students' practice on the student page and the reports by class, student and word.
 */
import { z } from 'zod';
import { zId, zIntParam, zPage, zPageNo, zPageSize } from './common.js';

// ---------------------------------------------------------------------------------------------
// Constants
// ---------------------------------------------------------------------------------------------

/** Practice modes: 1 英译汉 (choose the meaning), 2 汉译英 (choose the word), 3 拼写 (type the word). */
export const VOCAB_MODE = { EN_ZH: 1, ZH_EN: 2, SPELL: 3 } as const;
export const VOCAB_MODE_NAMES: Record<number, string> = { 1: '英译汉', 2: '汉译英', 3: '拼写' };
export const VOCAB_MODES = [1, 2, 3] as const;

/** The most words a list may have, and the most rounds a put may ask for. */
export const VOCAB_LIST_MAX_WORDS = 500;
export const VOCAB_MAX_ROUNDS = 5;
/** Options offered in a choice item (the right one and three others). */
export const VOCAB_CHOICE_OPTIONS = 4;

/** A put's state by its times: 0 未开始, 1 进行中, 2 已结束. */
export const VOCAB_PUT_STATE_NAMES: Record<number, string> = { 0: '未开始', 1: '进行中', 2: '已结束' };

/** Word levels in the bank: 初中 words are on the compulsory-education list too; 高中 are the senior-high additions. */
export const VOCAB_LEVEL_NAMES: Record<string, string> = { junior: '初中', senior: '高中' };

/** The answer check of 拼写: only letter case and the spaces around the word are forgiven (inner spaces collapse to one). */
export function normaliseSpelling(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

// ---------------------------------------------------------------------------------------------
// The word bank
// ---------------------------------------------------------------------------------------------

export const ZEnglishWord = z.object({
  wordId: z.number().int(),
  word: z.string(),
  phonetic: z.string(),
  pos: z.array(z.string()),
  meaning: z.string(),
  example: z.string(),
  exampleZh: z.string(),
  junior: z.boolean(),
});
export type TEnglishWord = z.infer<typeof ZEnglishWord>;

export const ZWordSearchQuery = z.object({
  keyword: z.string().trim().max(50, { error: '关键词最长50个字符' }).optional(),
  /** junior: 初中 words, senior: the senior-high additions; all when absent. */
  level: z.enum(['junior', 'senior'], { error: '词汇级别只能是junior或senior' }).optional(),
  /** Words beginning with this letter. */
  letter: z.string().regex(/^[a-zA-Z]$/, { error: '首字母须是一个英文字母' }).optional(),
  pageNo: zPageNo(),
  pageSize: zPageSize(20),
});
export type TWordSearchQuery = z.input<typeof ZWordSearchQuery>;
export const ZWordPage = zPage(ZEnglishWord);

/** Pasted text: one word or phrase per line, or separated by commas / semicolons. */
export const ZWordResolveBody = z.object({
  text: z.string({ error: '请粘贴单词' }).max(20_000, { error: '粘贴的内容最长20000个字符' }),
});
export const ZWordResolveResult = z.object({
  found: z.array(ZEnglishWord),
  /** What the bank does not have, as pasted (each once, in order). */
  unknown: z.array(z.string()),
});
export type TWordResolveResult = z.infer<typeof ZWordResolveResult>;

// ---------------------------------------------------------------------------------------------
// Word lists
// ---------------------------------------------------------------------------------------------

const zListName = z
  .string({ error: '请填写词表名称' })
  .trim()
  .min(1, { error: '请填写词表名称' })
  .max(40, { error: '词表名称最长40个字符' });

export const ZVocabListBody = z.object({
  name: zListName,
  description: z.string({ error: '说明必须是文字' }).trim().max(200, { error: '说明最长200个字符' }).default(''),
  wordIds: z
    .array(zId('单词ID'), { error: 'wordIds必须是单词ID的数组' })
    .min(1, { error: '词表中至少要有一个单词' })
    .max(VOCAB_LIST_MAX_WORDS, { error: `一个词表最多${VOCAB_LIST_MAX_WORDS}个单词` }),
});
export type TVocabListBody = z.input<typeof ZVocabListBody>;

export const ZVocabListQuery = z.object({
  keyword: z.string().trim().max(40, { error: '关键词最长40个字符' }).optional(),
  pageNo: zPageNo(),
  pageSize: zPageSize(10),
});

export const ZVocabListItem = z.object({
  listId: z.number().int(),
  name: z.string(),
  description: z.string(),
  wordCount: z.number().int(),
  putCount: z.number().int(),
  updatedAt: z.string(),
});
export type TVocabListItem = z.infer<typeof ZVocabListItem>;
export const ZVocabListPage = zPage(ZVocabListItem);

export const ZVocabListParams = z.object({ listId: zId('词表ID') });

/** A list with its words (singleWordId is the word's id, spec section 3) in the teacher's order. */
export const ZVocabListDetail = z.object({
  listId: z.number().int(),
  name: z.string(),
  description: z.string(),
  words: z.array(ZEnglishWord.extend({ singleWordId: z.number().int() })),
  putCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TVocabListDetail = z.infer<typeof ZVocabListDetail>;

// ---------------------------------------------------------------------------------------------
// Puts (布置)
// ---------------------------------------------------------------------------------------------

/** An ISO 8601 time with its offset (the browser's toISOString()). */
const zTime = (label: string) =>
  z
    .string({ error: `请选择${label}` })
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/, { error: `${label}格式不正确` })
    .refine((s) => !Number.isNaN(Date.parse(s)), { error: `${label}不是有效的时间` });

const putFields = {
  clazzIds: z.array(zId('班级ID'), { error: '请选择班级' }).min(1, { error: '请至少选择一个班级' }).max(50, { error: '一次最多布置给50个班级' }),
  startAt: zTime('开始时间'),
  endAt: zTime('结束时间'),
  modes: z
    .array(z.union([z.literal(1), z.literal(2), z.literal(3)], { error: '练习方式只能是1（英译汉）、2（汉译英）、3（拼写）' }), { error: '请选择练习方式' })
    .min(1, { error: '请至少选择一种练习方式' })
    .max(3, { error: '练习方式最多三种' }),
  rounds: zIntParam('轮数', { min: 1, max: VOCAB_MAX_ROUNDS, minMessage: '轮数至少为1', maxMessage: `轮数最多为${VOCAB_MAX_ROUNDS}` }),
};
const endAfterStart = (b: { startAt: string; endAt: string }) => Date.parse(b.endAt) > Date.parse(b.startAt);

export const ZVocabPutBody = z.object({ listId: zId('词表ID'), ...putFields }).refine(endAfterStart, { error: '结束时间须晚于开始时间', path: ['endAt'] });
export type TVocabPutBody = z.input<typeof ZVocabPutBody>;

/** Editing a put: everything but its list. */
export const ZVocabPutEditBody = z.object(putFields).refine(endAfterStart, { error: '结束时间须晚于开始时间', path: ['endAt'] });
export type TVocabPutEditBody = z.input<typeof ZVocabPutEditBody>;

export const ZVocabPutParams = z.object({ putId: zId('布置ID') });

export const ZVocabPutQuery = z.object({
  listId: zId('词表ID').optional(),
  /** 0 未开始, 1 进行中, 2 已结束. */
  state: zIntParam('状态', { min: 0, max: 2, minMessage: '状态只能是0、1、2', maxMessage: '状态只能是0、1、2' }).optional(),
  pageNo: zPageNo(),
  pageSize: zPageSize(10),
});

export const ZVocabPutClazz = z.object({ clazzId: z.number().int(), clazzName: z.string(), gradeName: z.string() });

export const ZVocabPutItem = z.object({
  putId: z.number().int(),
  listId: z.number().int(),
  listName: z.string(),
  wordCount: z.number().int(),
  clazzes: z.array(ZVocabPutClazz),
  startAt: z.string(),
  endAt: z.string(),
  modes: z.array(z.number().int()),
  modeNames: z.array(z.string()),
  rounds: z.number().int(),
  state: z.number().int(),
  stateName: z.string(),
  /** Students of the classes, and those who finished every round. */
  studentCount: z.number().int(),
  finishedCount: z.number().int(),
  /** Whether any student has answered: modes, rounds and classes with answers can no longer change. */
  answered: z.boolean(),
  teacherName: z.string(),
  createdAt: z.string(),
});
export type TVocabPutItem = z.infer<typeof ZVocabPutItem>;
export const ZVocabPutPage = zPage(ZVocabPutItem);

/** The classes a teacher may put a list to. */
export const ZVocabClazzOptions = z.array(ZVocabPutClazz);

// ---------------------------------------------------------------------------------------------
// Reports
// ---------------------------------------------------------------------------------------------

const rate = z.number().nullable();

/** report/results: each class of the put. Rates are fractions 0-1 (null when nothing to divide). */
export const ZVocabClazzResult = z.object({
  clazzId: z.number().int(),
  clazzName: z.string(),
  studentCount: z.number().int(),
  startedCount: z.number().int(),
  finishedCount: z.number().int(),
  completionRate: rate,
  answerCount: z.number().int(),
  correctCount: z.number().int(),
  accuracy: rate,
  /** Accuracy per mode of the put, in its order. */
  modeAccuracy: z.array(z.object({ mode: z.number().int(), modeName: z.string(), accuracy: rate })),
});
export const ZVocabResults = z.object({
  put: ZVocabPutItem,
  /** Items a student answers to finish: words × modes × rounds. */
  itemsPerStudent: z.number().int(),
  clazzes: z.array(ZVocabClazzResult),
  total: ZVocabClazzResult.omit({ clazzId: true, clazzName: true }),
});
export type TVocabResults = z.infer<typeof ZVocabResults>;

export const ZVocabReportQuery = z.object({ clazzId: zId('班级ID').optional() });

/** report/student: each student of the class(es). */
export const ZVocabStudentRow = z.object({
  studentId: z.number().int(),
  studentNum: z.string(),
  name: z.string(),
  clazzId: z.number().int(),
  clazzName: z.string(),
  answerCount: z.number().int(),
  correctCount: z.number().int(),
  accuracy: rate,
  progress: z.number(),
  roundsDone: z.number().int(),
  finished: z.boolean(),
  lastAnsweredAt: z.string().nullable(),
  /** The student's words answered wrong at least once, most-missed first. */
  wrongWords: z.array(z.object({ wordId: z.number().int(), word: z.string(), meaning: z.string(), wrongCount: z.number().int() })),
});
export type TVocabStudentRow = z.infer<typeof ZVocabStudentRow>;
export const ZVocabStudentReport = z.object({ put: ZVocabPutItem, itemsPerStudent: z.number().int(), students: z.array(ZVocabStudentRow) });
export type TVocabStudentReport = z.infer<typeof ZVocabStudentReport>;

/** report/word: each word of the put, most-missed first, with the wrong answers students gave. */
export const ZVocabWordRow = z.object({
  wordId: z.number().int(),
  word: z.string(),
  phonetic: z.string(),
  meaning: z.string(),
  answerCount: z.number().int(),
  wrongCount: z.number().int(),
  errorRate: rate,
  studentsWrong: z.number().int(),
  wrongAnswers: z.array(z.object({ mode: z.number().int(), modeName: z.string(), answer: z.string(), count: z.number().int() })),
});
export type TVocabWordRow = z.infer<typeof ZVocabWordRow>;
export const ZVocabWordReport = z.object({ put: ZVocabPutItem, words: z.array(ZVocabWordRow) });
export type TVocabWordReport = z.infer<typeof ZVocabWordReport>;

// ---------------------------------------------------------------------------------------------
// The student's side
// ---------------------------------------------------------------------------------------------

/** One item to answer: a word in a mode and round; choice modes carry four options. */
export const ZVocabItem = z.object({
  round: z.number().int(),
  mode: z.number().int(),
  wordId: z.number().int(),
  /** What the student sees: the word (英译汉) or its meaning (汉译英, 拼写). */
  prompt: z.string(),
  phonetic: z.string(),
  pos: z.array(z.string()),
  /** Choice modes: the options (wordId and the text shown); empty for 拼写. */
  options: z.array(z.object({ wordId: z.number().int(), text: z.string() })),
  /** Filled when the item has been answered. */
  result: z.object({ correct: z.boolean(), answer: z.string(), correctAnswer: z.string() }).nullable(),
});
export type TVocabItem = z.infer<typeof ZVocabItem>;

/** The student's practice of a put: where they are and the items of their current round. */
export const ZVocabPractice = z.object({
  putId: z.number().int(),
  title: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  open: z.boolean(),
  modes: z.array(z.number().int()),
  rounds: z.number().int(),
  /** The round shown (the first one not finished; the last when all are). */
  round: z.number().int(),
  itemsPerRound: z.number().int(),
  answeredCount: z.number().int(),
  correctCount: z.number().int(),
  finished: z.boolean(),
  items: z.array(ZVocabItem),
});
export type TVocabPractice = z.infer<typeof ZVocabPractice>;

export const ZVocabPracticeQuery = z.object({ round: zIntParam('轮次', { min: 1, max: VOCAB_MAX_ROUNDS, minMessage: '轮次最小为1', maxMessage: `轮次最多为${VOCAB_MAX_ROUNDS}` }).optional() });

export const ZVocabAnswerBody = z
  .object({
    round: zIntParam('轮次', { min: 1, max: VOCAB_MAX_ROUNDS, minMessage: '轮次最小为1', maxMessage: `轮次最多为${VOCAB_MAX_ROUNDS}` }),
    mode: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: '练习方式只能是1、2、3' }),
    wordId: zId('单词ID'),
    /** 英译汉 / 汉译英: the option chosen. */
    choiceWordId: zId('所选项').optional(),
    /** 拼写: the word typed. */
    spelling: z.string({ error: '拼写必须是文字' }).max(60, { error: '拼写最长60个字符' }).optional(),
  })
  .refine((b) => (b.mode === 3 ? b.spelling !== undefined && b.spelling.trim() !== '' : b.choiceWordId !== undefined), {
    error: (iss) => ((iss.input as { mode?: number }).mode === 3 ? '请填写拼写' : '请选择一个选项'),
    path: ['answer'],
  });
export type TVocabAnswerBody = z.input<typeof ZVocabAnswerBody>;

export const ZVocabAnswerResult = z.object({
  correct: z.boolean(),
  answer: z.string(),
  correctAnswer: z.string(),
  /** Whether the same item had been answered before (a resent request): the stored answer stands. */
  repeated: z.boolean(),
  answeredCount: z.number().int(),
  itemsPerRound: z.number().int(),
  roundDone: z.boolean(),
  finished: z.boolean(),
});
export type TVocabAnswerResult = z.infer<typeof ZVocabAnswerResult>;
