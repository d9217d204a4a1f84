/**
 * 联考 (/jointcontainer, docs/joint.md): a joint exam organised by one school's master for schools of
 * its district. The joint exam holds the subjects and their paper structures, the invited schools
 * (with the letter they are known by in anonymous mode), the grading lines and the built union
 * reports. Each school that accepts gets an exam group of its own (type 4 联考) with the same
 * papers, filled by its usual score import or online marking; the union reports read those.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bytea } from './bytea.js';
import { examGroup, school, subject, teacher } from './schema.js';
import type { TQuestionInput } from '@app/contract';

export const jointExam = pgTable('joint_exam', {
  id: serial('id').primaryKey(),
  organiserSchoolId: integer('organiser_school_id').notNull().references(() => school.id),
  createdBy: integer('created_by').notNull().references(() => teacher.id),
  name: varchar('name', { length: 100 }).notNull(),
  /** The grade as a level every school has: section (1 junior, 2 senior) and number 1-3. */
  section: smallint('section').notNull(),
  gradeNo: smallint('grade_no').notNull(),
  examDate: date('exam_date', { mode: 'string' }).notNull(),
  /** Other schools' names are replaced by 学校A, 学校B … for participants (the default). */
  anonymous: boolean('anonymous').notNull().default(true),
  /** 1 收集成绩中 (open), 2 已发布 (released: reports visible, scores frozen for the union). */
  status: smallint('status').notNull().default(1),
  releasedAt: timestamp('released_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('joint_exam_organiser_idx').on(t.organiserSchoolId)]);

/** A subject of a joint exam with its paper structure (the exam-group editor's questions). */
export const jointExamSubject = pgTable('joint_exam_subject', {
  jointExamId: integer('joint_exam_id').notNull().references(() => jointExam.id, { onDelete: 'cascade' }),
  subjectId: integer('subject_id').notNull().references(() => subject.id),
  fullScore: doublePrecision('full_score').notNull(),
  /** The paper's questions in order ([] until the organiser sets the paper). */
  questions: jsonb('questions').$type<TQuestionInput[]>().notNull().default(sql`'[]'::jsonb`),
  sort: smallint('sort').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.jointExamId, t.subjectId] })]);

/** An invited school: its letter, its answer, and its own exam group once it accepted. */
export const jointExamSchool = pgTable('joint_exam_school', {
  jointExamId: integer('joint_exam_id').notNull().references(() => jointExam.id, { onDelete: 'cascade' }),
  schoolId: integer('school_id').notNull().references(() => school.id),
  /** 0 → 学校A, 1 → 学校B … in invitation order (the organiser is A). */
  letter: smallint('letter').notNull(),
  /** 0 邀请中, 1 已参加, 2 已谢绝. */
  status: smallint('status').notNull().default(0),
  examGroupId: integer('exam_group_id').references(() => examGroup.id, { onDelete: 'set null' }),
  /** In the released reports (a school whose scores were not in at release is left out). */
  included: boolean('included').notNull().default(false),
  respondedBy: integer('responded_by').references(() => teacher.id),
  respondedAt: timestamp('responded_at', { withTimezone: true }),
  invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.jointExamId, t.schoolId] }),
  uniqueIndex('joint_exam_school_letter_uq').on(t.jointExamId, t.letter),
  index('joint_exam_school_school_idx').on(t.schoolId),
  uniqueIndex('joint_exam_school_group_uq').on(t.examGroupId),
]);

/** 分数线: a score line (特控线 at 520) or a top-share line (前10%), for a subject or the total (subject_id null). */
export const jointGradingLine = pgTable('joint_grading_line', {
  id: serial('id').primaryKey(),
  jointExamId: integer('joint_exam_id').notNull().references(() => jointExam.id, { onDelete: 'cascade' }),
  subjectId: integer('subject_id').references(() => subject.id),
  name: varchar('name', { length: 20 }).notNull(),
  /** 'score' or 'share'. */
  kind: varchar('kind', { length: 8 }).notNull(),
  value: doublePrecision('value').notNull(),
  sort: smallint('sort').notNull(),
}, (t) => [index('joint_grading_line_exam_idx').on(t.jointExamId), check('joint_grading_line_kind', sql`${t.kind} in ('score', 'share')`)]);

/**
 * A built union report of a subject (subject_key = its id) or of the total (0): the union's
 * aggregates (no student of any school), deflated JSON, with the stamp of the scores it was built from.
 */
export const jointReport = pgTable('joint_report', {
  jointExamId: integer('joint_exam_id').notNull().references(() => jointExam.id, { onDelete: 'cascade' }),
  subjectKey: integer('subject_key').notNull(),
  stamp: text('stamp').notNull(),
  builtAt: timestamp('built_at', { withTimezone: true }).notNull().defaultNow(),
  doc: bytea('doc').notNull(),
}, (t) => [primaryKey({ columns: [t.jointExamId, t.subjectKey] })]);

/** One school's part of a built union report: its classes and students (only that school reads it). */
export const jointReportSchool = pgTable('joint_report_school', {
  jointExamId: integer('joint_exam_id').notNull().references(() => jointExam.id, { onDelete: 'cascade' }),
  subjectKey: integer('subject_key').notNull(),
  schoolId: integer('school_id').notNull().references(() => school.id),
  doc: bytea('doc').notNull(),
}, (t) => [primaryKey({ columns: [t.jointExamId, t.subjectKey, t.schoolId] })]);
