/**
 * Types of the demo question bank: questions (题目) with options and sub-questions, and papers
 * (试卷) assembled from them. Pure data, no database code; the seeder maps them onto the schema.
 */

/** Subjects the bank covers: 数学 (3) and 英语 (8). */
export type TBankSubjectId = 3 | 8;

/** Difficulty 1-6: 超易, 易, 中档偏易, 中档偏难, 难, 超难. */
export type TBankDifficulty = 1 | 2 | 3 | 4 | 5 | 6;

export type TBankGrade = 1 | 2 | 3;

export type TBankOption = {
  /** 'A', 'B', … */
  optionNo: string;
  /** HTML */
  content: string;
  /** 1 when this option is (one of) the correct answer(s) */
  isTrue: 0 | 1;
};

/** A sub-question (小题) of a passage question: a blank of a cloze, a question on a reading text, … */
export type TBankSubQuestion = {
  /** HTML; for blanks of a passage the blank's number within the passage */
  title: string;
  options: TBankOption[];
  /** the option letter(s) for option items, otherwise the expected text */
  answer: string;
  /** 解析 (HTML) */
  analysis: string;
};

export type TBankQuestion = {
  /** stable unique key, e.g. 'en-cloze-012' */
  key: string;
  subjectId: TBankSubjectId;
  /** Chinese type name (题型), e.g. 单项填空, 完形填空, 单选题 */
  type: string;
  /** stem HTML; passage types carry the passage here */
  title: string;
  options: TBankOption[];
  /** sub-questions of passage types (empty otherwise) */
  slaves: TBankSubQuestion[];
  /** HTML; option letters for option items, a summary of the sub-answers for passage types */
  answer: string;
  /** 解析 (HTML) */
  analysis: string;
  difficulty: TBankDifficulty;
  /** leaf knowledge points of the question's subject (see db/reference-data/knowledge-points.ts) */
  knowledgePointIds: number[];
  grade: TBankGrade;
  textbookVersionId: number;
  /** 来源, e.g. '2025年浙江省杭州市高三二模' or '原创' */
  source: string;
  year: number;
  provinceId: number | null;
};

export type TBankPaperGroup = {
  /** type name as printed on the paper, e.g. 听力, 阅读理解, 单选题 */
  typeName: string;
  /** 一, 二, 三, … */
  typeNoCn: string;
  /**
   * Score of one scored item of the group: per sub-question when the group's questions have
   * sub-questions (slaves: 听力, 阅读理解, 完形填空, …), otherwise per question.
   */
  score: number;
  /** Per-question scores overriding `score` (same length as questionKeys), e.g. 解答题 13/15/15/17/17. */
  scores?: number[];
  questionKeys: string[];
};

export type TBankPaper = {
  key: string;
  subjectId: TBankSubjectId;
  name: string;
  /** 精品试卷 / 周月卷 / 创新套卷 / 二轮专题训练卷 / 高考真题 */
  category: string;
  /** test type 0..7: 0 sprint, 1 college-entrance mock, 2 weekly, 3 unit, 4 monthly, 5 joint, 6 midterm, 7 final */
  testType: number;
  grade: TBankGrade;
  year: number;
  provinceId: number | null;
  textbookVersionId: number;
  /** 满分: the sum of the group scores */
  fullScore: number;
  /** 考试时长 (minutes) */
  examMinutes: number;
  groups: TBankPaperGroup[];
};

/** A writing prompt for 名师猜作文 / 高考作文 (gkyten). */
export type TBankWritingPrompt = {
  key: string;
  /** 名师猜作文 or 高考作文 */
  category: '名师猜作文' | '高考作文';
  /** 应用文写作 / 读后续写 / 概要写作 … */
  kind: string;
  title: string;
  /** HTML */
  prompt: string;
  /** HTML, English */
  sampleEssay: string;
  /** HTML, Chinese 名师点评 */
  comment: string;
  year: number;
  provinceId: number | null;
};
