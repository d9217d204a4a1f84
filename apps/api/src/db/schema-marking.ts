/**
 * Online marking (网上阅卷) tables. A marking group is a block of an exam's subjective questions
 * marked together; every student's answer to it is one image (marking_answer). The work to do is
 * a set of slots per answer: one (single marking) or two (double marking) rounds, plus a third
 * round for the arbiter when the two scores differ by more than the tolerance. Markers take slots
 * from the pool with row locks (FOR UPDATE SKIP LOCKED), hold them under a lease and submit them;
 * everything lives in the database so that several API processes can serve markers at once.
 */
import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, real, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { clazz, exam, school, student, teacher } from './schema.js';

export const markingGroup = pgTable('marking_group', {
  id: serial('id').primaryKey(),
  examId: integer('exam_id').notNull().references(() => exam.id, { onDelete: 'cascade' }),
  schoolId: integer('school_id').notNull().references(() => school.id),
  /** Shown name, e.g. '第17题' or '第17-18题'. */
  name: varchar('name', { length: 50 }).notNull(),
  /** exam_question ids of the block, in paper order; the marker enters one score per question. */
  questionIds: integer('question_ids').array().notNull(),
  fullScore: doublePrecision('full_score').notNull(),
  /** Smallest score increment (0.5 or 1 …). */
  scoreStep: doublePrecision('score_step').notNull().default(1),
  /** Reference answer and marking rubric (评分细则), plain text. */
  rubric: text('rubric').notNull().default(''),
  /** Model essays / model answers: [{ title, content }]. */
  modelEssays: jsonb('model_essays').notNull().default(sql`'[]'::jsonb`),
  doubleMarking: boolean('double_marking').notNull().default(false),
  /** Double marking: the largest difference of the two scores that is averaged without arbitration. */
  tolerance: doublePrecision('tolerance').notNull().default(0),
  /** 'even' (quota = share of the work), 'quota' (set per marker) or 'free' (no quota). */
  assignMode: varchar('assign_mode', { length: 8 }).notNull().default('even'),
  /** Ink ratio below which an answer image is proposed as blank. */
  blankThreshold: real('blank_threshold').notNull().default(0.004),
  /** 0 未开始, 1 阅卷中, 2 已暂停, 3 已完成, 4 最终完成. */
  status: smallint('status').notNull().default(0),
  sort: smallint('sort').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('marking_group_exam_idx').on(t.examId)]);

/** Markers and arbiters of a group; quota null means no limit; clazzIds null means every class. */
export const markingMarker = pgTable('marking_marker', {
  groupId: integer('group_id').notNull().references(() => markingGroup.id, { onDelete: 'cascade' }),
  teacherId: integer('teacher_id').notNull().references(() => teacher.id),
  /** 'marker' or 'arbiter'. */
  role: varchar('role', { length: 8 }).notNull(),
  quota: integer('quota'),
  clazzIds: integer('clazz_ids').array(),
  /** The teacher hid this task from the task list. */
  hidden: boolean('hidden').notNull().default(false),
}, (t) => [primaryKey({ columns: [t.groupId, t.teacherId, t.role] }), index('marking_marker_teacher_idx').on(t.teacherId)]);

/**
 * A teacher's submitted marks in a group, kept by the database: triggers on marking_slot (migration
 * 0008) count every change of a slot's marker, submission or round, whatever path made it. The
 * marking screen's counters and the quota check read these instead of counting the slots.
 */
export const markingMarkerCount = pgTable('marking_marker_count', {
  groupId: integer('group_id').notNull().references(() => markingGroup.id, { onDelete: 'cascade' }),
  teacherId: integer('teacher_id').notNull(),
  /** Submitted first and second marks (rounds 1-2). */
  marked: integer('marked').notNull().default(0),
  /** Submitted arbitrations (round 3). */
  arbitrated: integer('arbitrated').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.groupId, t.teacherId] })]);

/** One student's answer to one marking group. */
export const markingAnswer = pgTable('marking_answer', {
  id: serial('id').primaryKey(),
  groupId: integer('group_id').notNull().references(() => markingGroup.id, { onDelete: 'cascade' }),
  examId: integer('exam_id').notNull().references(() => exam.id, { onDelete: 'cascade' }),
  studentId: integer('student_id').notNull().references(() => student.id),
  clazzId: integer('clazz_id').notNull().references(() => clazz.id),
  /** Storage key of the (possibly rotated) answer image. */
  imageKey: varchar('image_key', { length: 300 }).notNull(),
  /** Clockwise rotation applied to the original scan, 0/90/180/270. */
  rotation: smallint('rotation').notNull().default(0),
  /** Share of dark pixels inside the answer area after removing the printed frame. */
  inkRatio: real('ink_ratio'),
  /** 0 marking, 1 waiting for arbitration, 2 problem paper, 3 final. */
  status: smallint('status').notNull().default(0),
  finalScores: doublePrecision('final_scores').array(),
  finalScore: doublePrecision('final_score'),
  /** Blank-image auto marking: 0 none, 1 proposed as blank (zero), 2 confirmed, 3 rejected. */
  blankAudit: smallint('blank_audit').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('marking_answer_group_student_uq').on(t.groupId, t.studentId),
  index('marking_answer_group_status_idx').on(t.groupId, t.status),
  index('marking_answer_exam_idx').on(t.examId),
]);

/**
 * A unit of marking work: round 1 and (double marking) round 2 of an answer, round 3 for the
 * arbiter. holderId/leaseUntil mark a slot handed out; markerId/scores/submittedAt a submitted one.
 */
export const markingSlot = pgTable('marking_slot', {
  id: serial('id').primaryKey(),
  answerId: integer('answer_id').notNull().references(() => markingAnswer.id, { onDelete: 'cascade' }),
  groupId: integer('group_id').notNull().references(() => markingGroup.id, { onDelete: 'cascade' }),
  clazzId: integer('clazz_id').notNull(),
  round: smallint('round').notNull(),
  /** Held out of the pool while its answer is a problem paper, an audited blank or already final. */
  blocked: boolean('blocked').notNull().default(false),
  holderId: integer('holder_id'),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  handedAt: timestamp('handed_at', { withTimezone: true }),
  markerId: integer('marker_id'),
  scores: doublePrecision('scores').array(),
  score: doublePrecision('score'),
  submittedAt: timestamp('submitted_at', { withTimezone: true }),
  /** Time between hand-out and first submit, for the markers' speed. */
  spentMs: integer('spent_ms'),
}, (t) => [
  uniqueIndex('marking_slot_answer_round_uq').on(t.answerId, t.round),
  // The open work, first and second marks apart from arbitrations: a marker's claim never walks
  // past the arbitrations waiting in the group, nor an arbiter's past the open marks.
  index('marking_slot_pool_idx').on(t.groupId, t.id).where(sql`${t.submittedAt} is null and not ${t.blocked} and ${t.round} < 3`),
  index('marking_slot_arbitration_pool_idx').on(t.groupId, t.id).where(sql`${t.submittedAt} is null and not ${t.blocked} and ${t.round} = 3`),
  index('marking_slot_holder_idx').on(t.holderId, t.groupId).where(sql`${t.submittedAt} is null`),
  index('marking_slot_marker_idx').on(t.groupId, t.markerId, t.submittedAt),
]);

/** Every score change of a marking answer: who, when, old and new value. */
export const markingScoreLog = pgTable('marking_score_log', {
  id: serial('id').primaryKey(),
  answerId: integer('answer_id').notNull().references(() => markingAnswer.id, { onDelete: 'cascade' }),
  slotId: integer('slot_id'),
  teacherId: integer('teacher_id').notNull().references(() => teacher.id),
  /** submit, remark, arbitrate, final, resolve, reject, blank, reset. */
  action: varchar('action', { length: 16 }).notNull(),
  oldScores: doublePrecision('old_scores').array(),
  newScores: doublePrecision('new_scores').array(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('marking_score_log_answer_idx').on(t.answerId, t.createdAt)]);

/** Problem papers reported by markers. */
export const markingProblem = pgTable('marking_problem', {
  id: serial('id').primaryKey(),
  answerId: integer('answer_id').notNull().references(() => markingAnswer.id, { onDelete: 'cascade' }),
  groupId: integer('group_id').notNull().references(() => markingGroup.id, { onDelete: 'cascade' }),
  slotId: integer('slot_id'),
  reporterId: integer('reporter_id').notNull().references(() => teacher.id),
  /** 1 图像不清, 2 非本题答案, 3 空白卷, 4 其他. */
  type: smallint('type').notNull(),
  note: varchar('note', { length: 200 }).notNull().default(''),
  /** 0 待处理, 1 已处理, 2 已驳回. */
  status: smallint('status').notNull().default(0),
  /** score, zero, remark, pool (how it was resolved). */
  resolution: varchar('resolution', { length: 8 }),
  handledBy: integer('handled_by').references(() => teacher.id),
  handledAt: timestamp('handled_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('marking_problem_group_idx').on(t.groupId, t.status)]);

/** Marking labels: system ones (teacherId null: 优秀卷, 典型错误) and a teacher's own. */
export const markingLabel = pgTable('marking_label', {
  id: serial('id').primaryKey(),
  schoolId: integer('school_id').notNull().references(() => school.id),
  teacherId: integer('teacher_id').references(() => teacher.id),
  name: varchar('name', { length: 20 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('marking_label_school_idx').on(t.schoolId, t.teacherId)]);

/** Answers a teacher labelled (special answers for the class discussion). */
export const markingAnswerLabel = pgTable('marking_answer_label', {
  answerId: integer('answer_id').notNull().references(() => markingAnswer.id, { onDelete: 'cascade' }),
  labelId: integer('label_id').notNull().references(() => markingLabel.id, { onDelete: 'cascade' }),
  teacherId: integer('teacher_id').notNull().references(() => teacher.id),
  note: varchar('note', { length: 200 }).notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.answerId, t.labelId] }), index('marking_answer_label_label_idx').on(t.labelId)]);

/**
 * Scan template of an exam: the page images' size and the region of each marking group, used to cut
 * per-student scans into answer images. Regions are fractions of the page (0..1).
 */
export const markingTemplate = pgTable('marking_template', {
  examId: integer('exam_id').primaryKey().references(() => exam.id, { onDelete: 'cascade' }),
  imageKey: varchar('image_key', { length: 300 }),
  /** [{ groupId, page, x, y, w, h }] */
  regions: jsonb('regions').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
