/**
 * The English half of the bank, gathered from the per-type files: every English type named by the
 * paper-record screen (单项填空 … 单词拼写), authored passages with Chinese 解析 and short items
 * built from authored sentence lists.
 */
import { ENGLISH_EXPRESSION_READING, ENGLISH_TASK_READING, ENGLISH_TEXT_FILL, ENGLISH_WORD_CHOICE } from './english-blocks.js';
import { ENGLISH_CLOZE } from './english-cloze.js';
import { ENGLISH_LISTENING } from './english-listening.js';
import { ENGLISH_ERROR_CORRECTION, ENGLISH_GRAMMAR_FILL, ENGLISH_SEVEN_FIVE } from './english-passages.js';
import { ENGLISH_READING } from './english-reading.js';
import { ENGLISH_COMPLETION, ENGLISH_SENTENCE_CORRECTION, ENGLISH_SENTENCE_FILL, ENGLISH_SENTENCE_TRANSLATION, ENGLISH_SINGLE_CHOICE, ENGLISH_SINGLE_TRANSLATION, ENGLISH_SPELLING } from './english-short.js';
import { ENGLISH_COMPOSITION, ENGLISH_CONTINUATION, ENGLISH_SUMMARY } from './english-writing.js';
import type { TBankQuestion } from './types.js';

export {
  ENGLISH_EXPRESSION_READING,
  ENGLISH_TASK_READING,
  ENGLISH_TEXT_FILL,
  ENGLISH_WORD_CHOICE,
  ENGLISH_CLOZE,
  ENGLISH_LISTENING,
  ENGLISH_ERROR_CORRECTION,
  ENGLISH_GRAMMAR_FILL,
  ENGLISH_SEVEN_FIVE,
  ENGLISH_READING,
  ENGLISH_COMPLETION,
  ENGLISH_SENTENCE_CORRECTION,
  ENGLISH_SENTENCE_FILL,
  ENGLISH_SENTENCE_TRANSLATION,
  ENGLISH_SINGLE_CHOICE,
  ENGLISH_SINGLE_TRANSLATION,
  ENGLISH_SPELLING,
  ENGLISH_COMPOSITION,
  ENGLISH_CONTINUATION,
  ENGLISH_SUMMARY,
};

/** The English types the paper-record screen renders, in the spec's order. */
export const ENGLISH_TYPES = [
  '单项填空',
  '短文改错',
  '书面表达',
  '单句改错',
  '单句语法填空',
  '单句翻译',
  '概要写作',
  '读后续写',
  '任务型阅读',
  '七选五',
  '语法填空',
  '课文填空',
  '选词填空',
  '句子翻译',
  '完成句子',
  '阅读表达',
  '考试听力',
  '完形填空',
  '阅读理解',
  '单词拼写',
] as const;

export const ENGLISH_QUESTIONS: TBankQuestion[] = [
  ...ENGLISH_LISTENING,
  ...ENGLISH_READING,
  ...ENGLISH_SEVEN_FIVE,
  ...ENGLISH_CLOZE,
  ...ENGLISH_GRAMMAR_FILL,
  ...ENGLISH_ERROR_CORRECTION,
  ...ENGLISH_COMPOSITION,
  ...ENGLISH_CONTINUATION,
  ...ENGLISH_SUMMARY,
  ...ENGLISH_TASK_READING,
  ...ENGLISH_EXPRESSION_READING,
  ...ENGLISH_TEXT_FILL,
  ...ENGLISH_WORD_CHOICE,
  ...ENGLISH_SINGLE_CHOICE,
  ...ENGLISH_SPELLING,
  ...ENGLISH_SENTENCE_FILL,
  ...ENGLISH_SENTENCE_CORRECTION,
  ...ENGLISH_SINGLE_TRANSLATION,
  ...ENGLISH_SENTENCE_TRANSLATION,
  ...ENGLISH_COMPLETION,
];
