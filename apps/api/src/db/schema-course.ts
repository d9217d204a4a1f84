/**
 * 网课 (/course, docs/course.md): courses, their chapter videos (files in storage), the classes a
 * course is published to, each student's watching of each video, and short-lived play tickets.
 */
import { bigint, customType, index, integer, pgTable, primaryKey, real, serial, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { clazz, grade, school, student, subject, teacher } from './schema.js';

/** PostgreSQL's bit varying, read and written as a string of 0 and 1. */
const varbit = customType<{ data: string }>({ dataType: () => 'bit varying' });

export const course = pgTable('course', {
  id: serial('id').primaryKey(),
  schoolId: integer('school_id').notNull().references(() => school.id, { onDelete: 'cascade' }),
  teacherId: integer('teacher_id').notNull().references(() => teacher.id, { onDelete: 'cascade' }),
  name: varchar('name', { length: 50 }).notNull(),
  subjectId: integer('subject_id').notNull().references(() => subject.id),
  gradeId: integer('grade_id').notNull().references(() => grade.id),
  description: varchar('description', { length: 500 }).notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('course_teacher_idx').on(t.teacherId, t.createdAt), index('course_school_idx').on(t.schoolId)]);

/** A chapter: one video file (and its poster) in storage, never rewritten. */
export const courseVideo = pgTable('course_video', {
  id: serial('id').primaryKey(),
  courseId: integer('course_id').notNull().references(() => course.id, { onDelete: 'cascade' }),
  ord: smallint('ord').notNull(),
  title: varchar('title', { length: 100 }).notNull(),
  fileName: varchar('file_name', { length: 200 }).notNull(),
  /** mp4, mov or webm: from the file's bytes. */
  kind: varchar('kind', { length: 8 }).notNull(),
  fileSize: bigint('file_size', { mode: 'number' }).notNull(),
  durationS: real('duration_s').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  /** Storage keys: course-videos/<school>/<uuid>.<kind> and …/<uuid>.jpg. */
  fileKey: varchar('file_key', { length: 200 }).notNull(),
  posterKey: varchar('poster_key', { length: 200 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('course_video_course_idx').on(t.courseId, t.ord)]);

export const courseClazz = pgTable('course_clazz', {
  courseId: integer('course_id').notNull().references(() => course.id, { onDelete: 'cascade' }),
  clazzId: integer('clazz_id').notNull().references(() => clazz.id, { onDelete: 'cascade' }),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.courseId, t.clazzId] }), index('course_clazz_clazz_idx').on(t.clazzId)]);

/**
 * A student's watching of one video: where they stopped, the wall-clock seconds spent playing and
 * which COURSE_WATCH_BUCKET_S-second stretches of the video they have played (one bit each).
 */
export const courseWatch = pgTable('course_watch', {
  videoId: integer('video_id').notNull().references(() => courseVideo.id, { onDelete: 'cascade' }),
  studentId: integer('student_id').notNull().references(() => student.id, { onDelete: 'cascade' }),
  courseId: integer('course_id').notNull().references(() => course.id, { onDelete: 'cascade' }),
  clazzId: integer('clazz_id').notNull(),
  positionS: real('position_s').notNull(),
  watchedS: real('watched_s').notNull(),
  bits: varbit('bits').notNull(),
  /** How many bits are set (kept beside them so statistics need not count). */
  seen: smallint('seen').notNull(),
  firstAt: timestamp('first_at', { withTimezone: true }).notNull().defaultNow(),
  lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.videoId, t.studentId] }), index('course_watch_course_idx').on(t.courseId, t.studentId)]);

/** A play ticket: the hash of a random token a `<video>` element carries in its address, for a few hours. */
export const coursePlayTicket = pgTable('course_play_ticket', {
  tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
  videoId: integer('video_id').notNull().references(() => courseVideo.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
}, (t) => [index('course_play_ticket_expires_idx').on(t.expiresAt)]);
