/**
 * The demo question bank: English and maths questions, the papers assembled from them and the
 * gkyten writing prompts. Pure data, built deterministically at import time.
 */
import { ENGLISH_QUESTIONS } from './english.js';
import { MATHS_QUESTIONS } from './maths.js';
import type { TBankQuestion } from './types.js';

export type * from './types.js';
export { ENGLISH_QUESTIONS, ENGLISH_TYPES } from './english.js';
export { MATHS_QUESTIONS, MATHS_SOLUTION_CATEGORY } from './maths.js';
export { BANK_PAPERS, ENGLISH_PAPERS, MATHS_PAPERS, paperTotal, questionPoints } from './papers.js';
export { WRITING_PROMPTS } from './writing.js';

/** Every question of the bank (English first, then maths). */
export const QUESTION_BANK: TBankQuestion[] = [...ENGLISH_QUESTIONS, ...MATHS_QUESTIONS];
