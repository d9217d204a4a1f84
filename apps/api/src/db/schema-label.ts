/**
 * Exam tagging (标注, spec sections 1, 2 /labelTask and /relation, docs/label.md): every exam with a
 * paper structure is a tagging task; its questions' tags live on exam_question (knowledge points,
 * methods, difficulty, question type, folder, who tagged it last). This file holds the task's own
 * state and the folders a school's subject teachers file questions in.
 */
import { index, integer, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { exam, school, subject, teacher } from './schema.js';

/** A tagging task's state; an exam without a row is open and untouched. */
export const examLabel = pgTable('exam_label', {
  examId: integer('exam_id').primaryKey().references(() => exam.id, { onDelete: 'cascade' }),
  /** 0 open (待标注), 1 finished (已完成), 2 withdrawn after finishing (已撤回, open again). */
  status: smallint('status').notNull().default(0),
  finishedBy: integer('finished_by').references(() => teacher.id),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  withdrawnBy: integer('withdrawn_by').references(() => teacher.id),
  withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('exam_label_status_idx').on(t.status)]);

/** A folder of one subject of a school (e.g. 易错题, 好题) that tagged questions are filed in. */
export const labelFolder = pgTable('label_folder', {
  id: serial('id').primaryKey(),
  schoolId: integer('school_id').notNull().references(() => school.id),
  subjectId: integer('subject_id').notNull().references(() => subject.id),
  name: varchar('name', { length: 30 }).notNull(),
  createdBy: integer('created_by').notNull().references(() => teacher.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('label_folder_name_uq').on(t.schoolId, t.subjectId, t.name)]);
