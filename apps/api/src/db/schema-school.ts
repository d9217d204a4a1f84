/**
 * 校本资源 (/schoolpaper, docs/school-paper.md): the school's own papers (Word or PDF files in
 * storage, shared to the school's library or not) and the print jobs a teacher sends them to.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { clazz, grade, paperRecord, school, student, subject, teacher } from './schema.js';

export const schoolPaper = pgTable('school_paper', {
  id: serial('id').primaryKey(),
  schoolId: integer('school_id').notNull().references(() => school.id, { onDelete: 'cascade' }),
  teacherId: integer('teacher_id').notNull().references(() => teacher.id, { onDelete: 'cascade' }),
  name: varchar('name', { length: 100 }).notNull(),
  subjectId: integer('subject_id').notNull().references(() => subject.id),
  gradeId: integer('grade_id').notNull().references(() => grade.id),
  /** pdf or docx, from the file's bytes. */
  fileType: varchar('file_type', { length: 8 }).notNull(),
  /** The uploaded file's own name (downloads use it). */
  fileName: varchar('file_name', { length: 200 }).notNull(),
  fileSize: integer('file_size').notNull(),
  /** Storage key: school-papers/<school>/<random uuid>.<type> (one file per row, never rewritten). */
  fileKey: varchar('file_key', { length: 200 }).notNull(),
  shared: boolean('shared').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('school_paper_school_idx').on(t.schoolId, t.createdAt), index('school_paper_teacher_idx').on(t.teacherId, t.createdAt)]);

/** A print job: copies of a school paper for chosen classes (students + spare each), for a day. */
export const schoolPaperPrint = pgTable('school_paper_print', {
  id: serial('id').primaryKey(),
  schoolId: integer('school_id').notNull().references(() => school.id, { onDelete: 'cascade' }),
  paperId: integer('paper_id').notNull().references(() => schoolPaper.id, { onDelete: 'cascade' }),
  teacherId: integer('teacher_id').notNull().references(() => teacher.id, { onDelete: 'cascade' }),
  /** 1 A4, 2 A3, 3 B4. */
  paperSize: smallint('paper_size').notNull(),
  spare: smallint('spare').notNull(),
  printDate: varchar('print_date', { length: 10 }).notNull(),
  /** 1 待打印, 2 已打印. */
  status: smallint('status').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('school_paper_print_teacher_idx').on(t.teacherId, t.createdAt)]);

export const schoolPaperPrintClazz = pgTable('school_paper_print_clazz', {
  printId: integer('print_id').notNull().references(() => schoolPaperPrint.id, { onDelete: 'cascade' }),
  clazzId: integer('clazz_id').notNull().references(() => clazz.id, { onDelete: 'cascade' }),
  copies: integer('copies').notNull(),
}, (t) => [primaryKey({ columns: [t.printId, t.clazzId] })]);

/**
 * 作业: a school paper or a composed paper (组卷记录) set for classes until a due time
 * (docs/school-paper.md, "Homework"). Exactly one of paperId and fileKey (the composed paper's file).
 */
export const homework = pgTable('homework', {
  id: serial('id').primaryKey(),
  schoolId: integer('school_id').notNull().references(() => school.id, { onDelete: 'cascade' }),
  teacherId: integer('teacher_id').notNull().references(() => teacher.id, { onDelete: 'cascade' }),
  /** A paper with homework cannot be removed (restrict): remove the homework first. */
  paperId: integer('paper_id').references(() => schoolPaper.id, { onDelete: 'restrict' }),
  /**
   * Or a composed paper: its Word (without answers) as it was when the homework was set is stored
   * under `fileKey`, so the students keep their paper when the record is edited or deleted (then
   * recordId becomes null).
   */
  recordId: integer('record_id').references(() => paperRecord.id, { onDelete: 'set null' }),
  fileKey: varchar('file_key', { length: 200 }),
  fileName: varchar('file_name', { length: 200 }),
  title: varchar('title', { length: 100 }).notNull(),
  dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('homework_teacher_idx').on(t.teacherId, t.createdAt),
  check('homework_one_source', sql`(${t.paperId} is null) <> (${t.fileKey} is null)`),
]);

export const homeworkClazz = pgTable('homework_clazz', {
  homeworkId: integer('homework_id').notNull().references(() => homework.id, { onDelete: 'cascade' }),
  clazzId: integer('clazz_id').notNull().references(() => clazz.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.homeworkId, t.clazzId] }), index('homework_clazz_clazz_idx').on(t.clazzId)]);

/** A student's homework: marked done, photos of the work (storage keys, in order), the teacher's comment. */
export const homeworkSubmission = pgTable('homework_submission', {
  id: serial('id').primaryKey(),
  homeworkId: integer('homework_id').notNull().references(() => homework.id, { onDelete: 'cascade' }),
  studentId: integer('student_id').notNull().references(() => student.id, { onDelete: 'cascade' }),
  clazzId: integer('clazz_id').notNull(),
  done: boolean('done').notNull().default(false),
  photoKeys: varchar('photo_keys', { length: 200 }).array().notNull().default([]),
  comment: varchar('comment', { length: 200 }).notNull().default(''),
  commentedAt: timestamp('commented_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }),
}, (t) => [uniqueIndex('homework_submission_uq').on(t.homeworkId, t.studentId)]);

/** 教辅资料 (/schoolresources): the school's shared teaching aids, by kind, subject and grade. */
export const schoolResource = pgTable('school_resource', {
  id: serial('id').primaryKey(),
  schoolId: integer('school_id').notNull().references(() => school.id, { onDelete: 'cascade' }),
  teacherId: integer('teacher_id').notNull().references(() => teacher.id, { onDelete: 'cascade' }),
  /** booklist, knowledge, topic, paper. */
  kind: varchar('kind', { length: 12 }).notNull(),
  title: varchar('title', { length: 100 }).notNull(),
  subjectId: integer('subject_id').notNull().references(() => subject.id),
  gradeId: integer('grade_id').notNull().references(() => grade.id),
  description: varchar('description', { length: 500 }).notNull().default(''),
  /** pdf, docx, xlsx, pptx, jpg, png, webp: from the file's bytes. */
  fileType: varchar('file_type', { length: 8 }).notNull(),
  fileName: varchar('file_name', { length: 200 }).notNull(),
  fileSize: integer('file_size').notNull(),
  /** Storage key: school-resources/<school>/<uuid>.<type>. */
  fileKey: varchar('file_key', { length: 200 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('school_resource_school_kind_idx').on(t.schoolId, t.kind, t.createdAt)]);
