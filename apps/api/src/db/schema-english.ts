/**
 * English vocabulary (/vocabulary, docs/vocabulary.md): the word bank (reference data, the same in
 * every installation), a teacher's word lists, lists put to classes, and every answer a student
 * gives in practice.
 */
import { bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, real, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { clazz, school, student, teacher } from './schema.js';

/** 课标词汇: one row per headword (reference-data/english-words), upserted at start-up by headword. */
export const englishWord = pgTable('english_word', {
  id: serial('id').primaryKey(),
  word: varchar('word', { length: 60 }).notNull(),
  phonetic: varchar('phonetic', { length: 120 }).notNull(),
  pos: varchar('pos', { length: 20 }).array().notNull(),
  meaning: varchar('meaning', { length: 200 }).notNull(),
  example: varchar('example', { length: 300 }).notNull(),
  exampleZh: varchar('example_zh', { length: 300 }).notNull(),
  /** On the compulsory-education (初中) list too. */
  junior: boolean('junior').notNull(),
}, (t) => [uniqueIndex('english_word_word_uq').on(t.word)]);

/** A teacher's word list. */
export const vocabList = pgTable('vocab_list', {
  id: serial('id').primaryKey(),
  schoolId: integer('school_id').notNull().references(() => school.id, { onDelete: 'cascade' }),
  teacherId: integer('teacher_id').notNull().references(() => teacher.id, { onDelete: 'cascade' }),
  name: varchar('name', { length: 40 }).notNull(),
  description: varchar('description', { length: 200 }).notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('vocab_list_teacher_idx').on(t.teacherId, t.updatedAt)]);

/** A list's words in the teacher's order (idx from 0). */
export const vocabListWord = pgTable('vocab_list_word', {
  listId: integer('list_id').notNull().references(() => vocabList.id, { onDelete: 'cascade' }),
  wordId: integer('word_id').notNull().references(() => englishWord.id),
  idx: integer('idx').notNull(),
}, (t) => [primaryKey({ columns: [t.listId, t.wordId] })]);

/**
 * A list put to classes (布置). The words are copied at putting time (`word_ids`, in order), so
 * editing the list later does not change practice already under way.
 */
export const vocabPut = pgTable('vocab_put', {
  id: serial('id').primaryKey(),
  schoolId: integer('school_id').notNull().references(() => school.id, { onDelete: 'cascade' }),
  teacherId: integer('teacher_id').notNull().references(() => teacher.id, { onDelete: 'cascade' }),
  listId: integer('list_id').notNull().references(() => vocabList.id),
  title: varchar('title', { length: 40 }).notNull(),
  wordIds: integer('word_ids').array().notNull(),
  /** 1 英译汉, 2 汉译英, 3 拼写, in the order practised. */
  modes: smallint('modes').array().notNull(),
  rounds: smallint('rounds').notNull(),
  startAt: timestamp('start_at', { withTimezone: true }).notNull(),
  endAt: timestamp('end_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('vocab_put_teacher_idx').on(t.teacherId, t.createdAt), index('vocab_put_list_idx').on(t.listId)]);

export const vocabPutClazz = pgTable('vocab_put_clazz', {
  putId: integer('put_id').notNull().references(() => vocabPut.id, { onDelete: 'cascade' }),
  clazzId: integer('clazz_id').notNull().references(() => clazz.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.putId, t.clazzId] }), index('vocab_put_clazz_clazz_idx').on(t.clazzId)]);

/**
 * Every answer of a student: one per item (put, round, mode, word); a resent answer finds the
 * stored one. `answer` is what the student gave as shown to them (the meaning or word chosen, the
 * spelling typed); `clazz_id` is the class the student practised in.
 */
export const vocabAttempt = pgTable('vocab_attempt', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  putId: integer('put_id').notNull().references(() => vocabPut.id, { onDelete: 'cascade' }),
  studentId: integer('student_id').notNull().references(() => student.id, { onDelete: 'cascade' }),
  clazzId: integer('clazz_id').notNull(),
  round: smallint('round').notNull(),
  mode: smallint('mode').notNull(),
  wordId: integer('word_id').notNull(),
  answer: text('answer').notNull(),
  correct: boolean('correct').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('vocab_attempt_item_uq').on(t.putId, t.studentId, t.round, t.mode, t.wordId)]);

/**
 * A writing task (写作任务, docs/writing.md): 专项写作 from a bank prompt (kind 1-3, `topic_id`) or
 * the teacher's own prompt (自主命题, kind 4), set for classes between a start and an end.
 */
export const writeTask = pgTable('write_task', {
  id: serial('id').primaryKey(),
  schoolId: integer('school_id').notNull().references(() => school.id, { onDelete: 'cascade' }),
  teacherId: integer('teacher_id').notNull().references(() => teacher.id, { onDelete: 'cascade' }),
  /** 1 应用文写作, 2 读后续写, 3 概要写作, 4 自主命题. */
  kind: smallint('kind').notNull(),
  /** The bank question the prompt was taken from (专项写作); null for the teacher's own. */
  topicId: integer('topic_id'),
  title: varchar('title', { length: 60 }).notNull(),
  /** The prompt as sanitised HTML (a bank prompt) or the teacher's plain text. */
  prompt: text('prompt').notNull(),
  /** The bank's model essay (HTML), shown to students after the end; null for the teacher's own prompt. */
  sampleEssay: text('sample_essay'),
  minWords: smallint('min_words').notNull(),
  maxWords: smallint('max_words').notNull(),
  fullScore: smallint('full_score').notNull(),
  startAt: timestamp('start_at', { withTimezone: true }).notNull(),
  endAt: timestamp('end_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('write_task_teacher_idx').on(t.teacherId, t.createdAt)]);

export const writeTaskClazz = pgTable('write_task_clazz', {
  taskId: integer('task_id').notNull().references(() => writeTask.id, { onDelete: 'cascade' }),
  clazzId: integer('clazz_id').notNull().references(() => clazz.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.taskId, t.clazzId] }), index('write_task_clazz_clazz_idx').on(t.clazzId)]);

/**
 * A student's essay for a task: typed text (with its automatic feedback) and/or a photo the
 * teacher reads; resubmitting replaces it until the end or the teacher's score. The teacher's
 * score and comment stand beside the suggestion.
 */
export const writeSubmission = pgTable('write_submission', {
  id: serial('id').primaryKey(),
  taskId: integer('task_id').notNull().references(() => writeTask.id, { onDelete: 'cascade' }),
  studentId: integer('student_id').notNull().references(() => student.id, { onDelete: 'cascade' }),
  clazzId: integer('clazz_id').notNull(),
  text: text('text').notNull().default(''),
  photoKey: varchar('photo_key', { length: 200 }),
  wordCount: integer('word_count').notNull().default(0),
  /** The automatic feedback (TEssayFeedback) of the text; null without text. */
  feedback: jsonb('feedback'),
  suggestedScore: real('suggested_score'),
  teacherScore: real('teacher_score'),
  teacherComment: varchar('teacher_comment', { length: 500 }).notNull().default(''),
  scoredBy: integer('scored_by').references(() => teacher.id, { onDelete: 'set null' }),
  scoredAt: timestamp('scored_at', { withTimezone: true }),
  submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('write_submission_task_student_uq').on(t.taskId, t.studentId)]);

/**
 * 英语资源 templates (/template, docs/template.md): the product's own resources (reference data from
 * reference-data/english-templates, upserted at start-up by kind and key), each teacher's basket per
 * kind in their order, and the purchasable products a school has opened or been asked to open.
 */
export const templateResource = pgTable('template_resource', {
  id: serial('id').primaryKey(),
  /** word, phrase, essay, write, journal, secondround. */
  kind: varchar('kind', { length: 20 }).notNull(),
  key: varchar('key', { length: 80 }).notNull(),
  title: varchar('title', { length: 200 }).notNull(),
  subtitle: varchar('subtitle', { length: 200 }).notNull(),
  topic: varchar('topic', { length: 10 }).notNull(),
  category: varchar('category', { length: 20 }).notNull(),
  size: varchar('size', { length: 20 }).notNull(),
  /** The data file's order within the kind. */
  sort: integer('sort').notNull(),
  /** The item as the data file has it (the contract's content schema of its kind). */
  content: jsonb('content').notNull(),
  /** Lower-cased text the keyword search looks in (titles and the item's English and Chinese text). */
  searchText: text('search_text').notNull(),
}, (t) => [uniqueIndex('template_resource_kind_key_uq').on(t.kind, t.key), index('template_resource_kind_sort_idx').on(t.kind, t.sort)]);

export const templateBasketItem = pgTable('template_basket_item', {
  teacherId: integer('teacher_id').notNull().references(() => teacher.id, { onDelete: 'cascade' }),
  resourceId: integer('resource_id').notNull().references(() => templateResource.id, { onDelete: 'cascade' }),
  kind: varchar('kind', { length: 20 }).notNull(),
  idx: integer('idx').notNull(),
  addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.teacherId, t.resourceId] }), index('template_basket_teacher_kind_idx').on(t.teacherId, t.kind, t.idx)]);

/** A product the school has opened (section 9's ids 11, 32, 59, 60); no row: not opened. */
export const schoolProduct = pgTable('school_product', {
  schoolId: integer('school_id').notNull().references(() => school.id, { onDelete: 'cascade' }),
  productId: smallint('product_id').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }).notNull().defaultNow(),
  enabledBy: integer('enabled_by').references(() => teacher.id, { onDelete: 'set null' }),
}, (t) => [primaryKey({ columns: [t.schoolId, t.productId] })]);

/** A teacher's request that the school open a product (订购申请; no payment); handled when it is opened. */
export const productOrder = pgTable('product_order', {
  id: serial('id').primaryKey(),
  schoolId: integer('school_id').notNull().references(() => school.id, { onDelete: 'cascade' }),
  teacherId: integer('teacher_id').notNull().references(() => teacher.id, { onDelete: 'cascade' }),
  productId: smallint('product_id').notNull(),
  note: varchar('note', { length: 200 }).notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  handledAt: timestamp('handled_at', { withTimezone: true }),
}, (t) => [index('product_order_school_idx').on(t.schoolId, t.productId)]);
