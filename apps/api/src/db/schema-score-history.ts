/**
 * Score history: every change of an exam's scores that a teacher makes (an Excel import, a manual
 * overwrite, a 缺考 mark, the undo of an import) keeps the previous values of the students it
 * wrote, so an exam's imports can be listed and the newest one undone exactly
 * (docs/score-import.md).
 */
import { boolean, doublePrecision, index, integer, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { exam, student, teacher } from './schema.js';

export const scoreHistory = pgTable('score_history', {
  id: serial('id').primaryKey(),
  examId: integer('exam_id').notNull().references(() => exam.id, { onDelete: 'cascade' }),
  teacherId: integer('teacher_id').notNull().references(() => teacher.id),
  /** import, edit (PUT …/score), miss (PUT …/miss), undo (an import undone). */
  kind: varchar('kind', { length: 12 }).notNull(),
  fileName: varchar('file_name', { length: 255 }),
  /** Students written; of them, without a score row before (added) and with stored values changed. */
  students: integer('students').notNull().default(0),
  added: integer('added').notNull().default(0),
  changed: integer('changed').notNull().default(0),
  /** The exam's score version once this change was written. */
  scoreVersion: integer('score_version').notNull(),
  /** For an import: when and by whom it was undone. For an undo: the import it undid. */
  undoneAt: timestamp('undone_at', { withTimezone: true }),
  undoneBy: integer('undone_by').references(() => teacher.id),
  undoOf: integer('undo_of'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('score_history_exam_idx').on(t.examId, t.id)]);

/**
 * A student's row of exam_student as it was before a change; `existed` false means the student had
 * no row (undo removes the row again). Written in bulk with one insert … select per change.
 */
export const scoreHistoryRow = pgTable('score_history_row', {
  historyId: integer('history_id').notNull().references(() => scoreHistory.id, { onDelete: 'cascade' }),
  studentId: integer('student_id').notNull().references(() => student.id),
  existed: boolean('existed').notNull(),
  clazzId: integer('clazz_id'),
  absent: boolean('absent'),
  scores: doublePrecision('scores').array(),
  answers: text('answers').array(),
  total: doublePrecision('total'),
}, (t) => [primaryKey({ columns: [t.historyId, t.studentId] })]);
