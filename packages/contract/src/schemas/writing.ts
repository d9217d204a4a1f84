/**
 * English writing (/write, docs/writing.md): task kinds with their gaokao rubrics, and the automatic
 * feedback on an essay (智能批改) — what a program can check in a student's text (spelling, some
 * grammar and style, length, vocabulary level) and a suggested score that a teacher confirms or
 * overrides. It never reads for content, task completion or coherence: the screens say so.
 */
import { z } from 'zod';

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
