/**
 * Paper centre (组卷中心) tables: the question bank (topic), fine-quality paper libraries
 * (fine_paper and its topics), teachers' collections, the question basket, error reports,
 * comments and votes, and composed papers (paper_record, the 组卷记录 / test records) that can
 * be sent to print for classes.
 */
import { sql } from 'drizzle-orm';
import { boolean, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { exam, examGroup, school, semester, subject, teacher } from './schema.js';

/** A question (题目). Platform questions have no school; HTML is sanitised before it is stored. */
export const topic = pgTable('topic', {
  id: serial('id').primaryKey(),
  /** Stable key of seeded questions (e.g. 'en-cloze-012'); null for others. */
  bankKey: varchar('bank_key', { length: 40 }),
  schoolId: integer('school_id').references(() => school.id),
  subjectId: integer('subject_id').notNull().references(() => subject.id),
  /** Chinese type name (题型), e.g. 单项填空, 完形填空, 单选题. */
  type: varchar('type', { length: 20 }).notNull(),
  title: text('title').notNull(),
  /** [{ optionNo, content, isTrue }] */
  options: jsonb('options').notNull().default(sql`'[]'::jsonb`),
  /** Sub-questions of passage types: [{ title, options, answer, analysis }] */
  slaves: jsonb('slaves').notNull().default(sql`'[]'::jsonb`),
  answer: text('answer').notNull().default(''),
  analysis: text('analysis').notNull().default(''),
  /** 1-6 (超易 … 超难); 0 unknown. */
  difficulty: smallint('difficulty').notNull().default(0),
  knowledgePointIds: integer('knowledge_point_ids').array().notNull().default(sql`'{}'::integer[]`),
  grade: smallint('grade'),
  textbookVersionId: integer('textbook_version_id'),
  source: varchar('source', { length: 100 }).notNull().default(''),
  year: smallint('year'),
  provinceId: integer('province_id'),
  /** Text of the stem without tags, for keyword search and outlines. */
  plainText: text('plain_text').notNull().default(''),
  /**
   * Character bigrams of the lower-cased plain text (modules/paper/search-grams.ts), GIN-indexed:
   * a keyword search first finds the questions holding all of the keyword's bigrams, then checks
   * the text. Works for Chinese words of two characters, which trigram indexes cannot serve.
   */
  searchGrams: integer('search_grams').array().notNull().default(sql`'{}'::integer[]`),
  useCount: integer('use_count').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('topic_bank_key_uq').on(t.bankKey),
  index('topic_subject_type_idx').on(t.subjectId, t.type, t.difficulty),
  index('topic_kp_gin_idx').using('gin', t.knowledgePointIds),
  index('topic_search_grams_idx').using('gin', t.searchGrams),
]);

/**
 * A fine-quality paper of a library: 精品试卷, 周月卷, 创新套卷, 二轮专题训练卷, 高考真题,
 * 名师猜作文, 高考作文 (category).
 */
export const finePaper = pgTable('fine_paper', {
  id: serial('id').primaryKey(),
  bankKey: varchar('bank_key', { length: 40 }),
  subjectId: integer('subject_id').notNull().references(() => subject.id),
  name: varchar('name', { length: 120 }).notNull(),
  category: varchar('category', { length: 20 }).notNull(),
  /** Test type 0-7 (spec section 9). */
  testType: smallint('test_type').notNull().default(0),
  grade: smallint('grade').notNull(),
  year: smallint('year').notNull(),
  /** 1-31; null = no limit (全国). */
  provinceId: integer('province_id'),
  textbookVersionId: integer('textbook_version_id'),
  totalScore: doublePrecision('total_score').notNull(),
  topicCount: integer('topic_count').notNull(),
  useCount: integer('use_count').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('fine_paper_bank_key_uq').on(t.bankKey), index('fine_paper_list_idx').on(t.subjectId, t.category, t.grade, t.year)]);

/** The questions of a fine paper, in order, with their type group and score. */
export const finePaperTopic = pgTable('fine_paper_topic', {
  paperId: integer('paper_id').notNull().references(() => finePaper.id, { onDelete: 'cascade' }),
  sort: integer('sort').notNull(),
  topicId: integer('topic_id').notNull().references(() => topic.id),
  /** Position of the type group (0-based) and its printed number and name (一、 阅读理解). */
  groupIdx: smallint('group_idx').notNull(),
  typeNoCn: varchar('type_no_cn', { length: 8 }).notNull(),
  typeName: varchar('type_name', { length: 20 }).notNull(),
  /** Shown number of the question (first sub-question's number for passage types). */
  topicNo: varchar('topic_no', { length: 16 }).notNull(),
  /** Score of the whole question (all its sub-questions). */
  score: doublePrecision('score').notNull(),
}, (t) => [primaryKey({ columns: [t.paperId, t.sort] }), index('fine_paper_topic_topic_idx').on(t.topicId)]);

export const paperComment = pgTable('paper_comment', {
  id: serial('id').primaryKey(),
  paperId: integer('paper_id').notNull().references(() => finePaper.id, { onDelete: 'cascade' }),
  teacherId: integer('teacher_id').notNull().references(() => teacher.id),
  content: varchar('content', { length: 500 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('paper_comment_paper_idx').on(t.paperId, t.createdAt)]);

/** One vote per teacher and paper: 1 useful (赞), -1 not useful. */
export const paperVote = pgTable('paper_vote', {
  paperId: integer('paper_id').notNull().references(() => finePaper.id, { onDelete: 'cascade' }),
  teacherId: integer('teacher_id').notNull().references(() => teacher.id),
  value: smallint('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.paperId, t.teacherId] })]);

export const paperCollect = pgTable('paper_collect', {
  teacherId: integer('teacher_id').notNull().references(() => teacher.id, { onDelete: 'cascade' }),
  paperId: integer('paper_id').notNull().references(() => finePaper.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.teacherId, t.paperId] })]);

export const topicCollect = pgTable('topic_collect', {
  teacherId: integer('teacher_id').notNull().references(() => teacher.id, { onDelete: 'cascade' }),
  topicId: integer('topic_id').notNull().references(() => topic.id, { onDelete: 'cascade' }),
  /** The paper it was collected from, if any. */
  paperId: integer('paper_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.teacherId, t.topicId] })]);

/** The question basket (试题篮) of a teacher, per subject. */
export const basketTopic = pgTable('basket_topic', {
  teacherId: integer('teacher_id').notNull().references(() => teacher.id, { onDelete: 'cascade' }),
  topicId: integer('topic_id').notNull().references(() => topic.id, { onDelete: 'cascade' }),
  subjectId: integer('subject_id').notNull(),
  /** The teacher's score for it in the paper being composed; null = default of its type. */
  score: doublePrecision('score'),
  sort: integer('sort').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.teacherId, t.topicId] }), index('basket_topic_teacher_idx').on(t.teacherId, t.subjectId)]);

/** 纠错: a teacher reports an error in a question (types 1-4 and/or free text). */
export const topicError = pgTable('topic_error', {
  id: serial('id').primaryKey(),
  teacherId: integer('teacher_id').notNull().references(() => teacher.id, { onDelete: 'cascade' }),
  schoolId: integer('school_id').notNull().references(() => school.id),
  topicId: integer('topic_id').notNull().references(() => topic.id, { onDelete: 'cascade' }),
  paperId: integer('paper_id'),
  /** 1 题干有误, 2 答案有误, 3 解析有误, 4 考点标注有误. */
  errorTypes: smallint('error_types').array().notNull().default(sql`'{}'::smallint[]`),
  errorInfo: varchar('error_info', { length: 500 }).notNull().default(''),
  /** 0 submitted, 1 handled. */
  status: smallint('status').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('topic_error_teacher_idx').on(t.teacherId)]);

/**
 * A composed paper (组卷记录 / test record). status keeps the paper-status values of spec
 * section 4: 0 正在编辑, 1 完成阅卷, 2 考试结束, 3 发送打印, 4 扫描成功 (the test-records list
 * reads them differently; the presenter converts).
 */
export const paperRecord = pgTable('paper_record', {
  id: serial('id').primaryKey(),
  schoolId: integer('school_id').notNull().references(() => school.id),
  teacherId: integer('teacher_id').notNull().references(() => teacher.id),
  subjectId: integer('subject_id').notNull().references(() => subject.id),
  semesterId: integer('semester_id').notNull().references(() => semester.id),
  name: varchar('name', { length: 100 }).notNull(),
  status: smallint('status').notNull().default(0),
  testType: smallint('test_type').notNull().default(0),
  /** The fine paper it was made from (复用本卷), if any. */
  finePaperId: integer('fine_paper_id').references(() => finePaper.id),
  totalScore: doublePrecision('total_score').notNull().default(0),
  reviewer: varchar('reviewer', { length: 50 }).notNull().default(''),
  hidden: boolean('hidden').notNull().default(false),
  /** Print settings (spec section 3), set when sent to print. */
  examTime: integer('exam_time'),
  examDate: date('exam_date', { mode: 'string' }),
  answerType: smallint('answer_type'),
  paperSize: smallint('paper_size'),
  sheetSize: smallint('sheet_size'),
  markType: smallint('mark_type'),
  clazzIds: integer('clazz_ids').array().notNull().default(sql`'{}'::integer[]`),
  examGroupId: integer('exam_group_id').references(() => examGroup.id, { onDelete: 'set null' }),
  examId: integer('exam_id').references(() => exam.id, { onDelete: 'set null' }),
  /** Maths 双向细目表: rows of question × knowledge point × difficulty × score, built on request. */
  twoWayTable: jsonb('two_way_table'),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('paper_record_teacher_idx').on(t.teacherId, t.semesterId, t.status), index('paper_record_school_idx').on(t.schoolId)]);

export const paperRecordTopic = pgTable('paper_record_topic', {
  recordId: integer('record_id').notNull().references(() => paperRecord.id, { onDelete: 'cascade' }),
  sort: integer('sort').notNull(),
  topicId: integer('topic_id').notNull().references(() => topic.id),
  groupIdx: smallint('group_idx').notNull(),
  typeNoCn: varchar('type_no_cn', { length: 8 }).notNull(),
  typeName: varchar('type_name', { length: 20 }).notNull(),
  topicNo: varchar('topic_no', { length: 16 }).notNull(),
  score: doublePrecision('score').notNull(),
}, (t) => [primaryKey({ columns: [t.recordId, t.sort] }), index('paper_record_topic_topic_idx').on(t.topicId)]);
