/**
 * Database schema (drizzle pg-core). Migrations are generated from this file with
 * `npm run db:generate` and checked in under apps/api/drizzle.
 */
import { sql } from 'drizzle-orm';
import { bytea } from './bytea.js';
import { boolean, doublePrecision, index, integer, json, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, varchar, date } from 'drizzle-orm/pg-core';


export const school = pgTable('school', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  /** Host name the school-branded login page is served on. */
  domain: varchar('domain', { length: 255 }).notNull(),
  logo: varchar('logo', { length: 500 }).notNull().default(''),
  brand: varchar('brand', { length: 100 }).notNull().default(''),
  section: smallint('section').notNull(),
  isSchoolCustomize: boolean('is_school_customize').notNull().default(false),
  headerVersion: smallint('header_version').notNull().default(1),
  isTeaching: boolean('is_teaching').notNull().default(false),
  isWholeSchool: boolean('is_whole_school').notNull().default(false),
  isVocational: boolean('is_vocational').notNull().default(false),
  trialMath: boolean('trial_math').notNull().default(false),
  trialEnglish: boolean('trial_english').notNull().default(false),
  filingNumber: varchar('filing_number', { length: 100 }).notNull().default(''),
  /** The school's code (学校代码), given when it is created; '' for schools made before codes. */
  code: varchar('code', { length: 32 }).notNull().default(''),
  /** The district (区县) the school is in: joint exams invite schools of the same one. */
  regionId: integer('region_id').references(() => region.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('school_domain_uq').on(t.domain), uniqueIndex('school_code_uq').on(t.code).where(sql`${t.code} <> ''`), index('school_region_idx').on(t.regionId)]);

/** Platform subjects (ids from spec section 9) and school-defined ones (ids above 18). */
export const subject = pgTable('subject', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 50 }).notNull(),
  isBasic: boolean('is_basic').notNull().default(true),
  /** Null for platform subjects; the owning school for school-defined ones. */
  schoolId: integer('school_id').references(() => school.id),
});

/** Subjects a school offers. */
export const schoolSubject = pgTable('school_subject', {
  schoolId: integer('school_id').notNull().references(() => school.id),
  subjectId: integer('subject_id').notNull().references(() => subject.id),
  sort: smallint('sort').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.schoolId, t.subjectId] })]);

export const semester = pgTable('semester', {
  id: serial('id').primaryKey(),
  schoolId: integer('school_id').notNull().references(() => school.id),
  name: varchar('name', { length: 100 }).notNull(),
  /** 1 current, 2 finished, 0 created and not yet current. */
  status: smallint('status').notNull(),
  isShow: boolean('is_show').notNull().default(true),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }).notNull(),
}, (t) => [index('semester_school_idx').on(t.schoolId)]);

/** A grade of a school: section (1 junior, 2 senior) and number 1-3. */
export const grade = pgTable('grade', {
  id: serial('id').primaryKey(),
  schoolId: integer('school_id').notNull().references(() => school.id),
  section: smallint('section').notNull(),
  gradeNo: smallint('grade_no').notNull(),
  name: varchar('name', { length: 20 }).notNull(),
}, (t) => [uniqueIndex('grade_school_section_no_uq').on(t.schoolId, t.section, t.gradeNo)]);

export const clazz = pgTable('clazz', {
  id: serial('id').primaryKey(),
  schoolId: integer('school_id').notNull().references(() => school.id),
  gradeId: integer('grade_id').notNull().references(() => grade.id),
  name: varchar('name', { length: 50 }).notNull(),
  sort: smallint('sort').notNull().default(0),
  /** 1 在读, 2 已毕业 (graduated by a rollover: kept for its history, listed nowhere else). */
  status: smallint('status').notNull().default(1),
  graduatedAt: timestamp('graduated_at', { withTimezone: true }),
}, (t) => [index('clazz_school_idx').on(t.schoolId), index('clazz_grade_idx').on(t.gradeId)]);

export const student = pgTable('student', {
  id: serial('id').primaryKey(),
  schoolId: integer('school_id').notNull().references(() => school.id),
  clazzId: integer('clazz_id').notNull().references(() => clazz.id),
  name: varchar('name', { length: 50 }).notNull(),
  studentNum: varchar('student_num', { length: 32 }).notNull(),
  /** 1 male, 2 female. */
  gender: smallint('gender').notNull(),
  /** 1 在读, 2 离校, 3 毕业. Only students 在读 are in class lists, templates and new exams. */
  status: smallint('status').notNull().default(1),
  /** 身份证后六位 (optional, from the student import). */
  idTail: varchar('id_tail', { length: 6 }),
}, (t) => [uniqueIndex('student_school_num_uq').on(t.schoolId, t.studentNum), index('student_clazz_idx').on(t.clazzId)]);

export const teacher = pgTable('teacher', {
  id: serial('id').primaryKey(),
  schoolId: integer('school_id').notNull().references(() => school.id),
  account: varchar('account', { length: 64 }).notNull(),
  passwordHash: text('password_hash').notNull(),
  name: varchar('name', { length: 50 }).notNull(),
  phone: varchar('phone', { length: 20 }),
  /** 0 unknown, 1 male, 2 female. */
  gender: smallint('gender'),
  headImg: varchar('head_img', { length: 500 }).notNull().default(''),
  section: smallint('section').notNull(),
  isExtendSubject: boolean('is_extend_subject').notNull().default(false),
  disabled: boolean('disabled').notNull().default(false),
  /** 1 teacher, 2 school administrator (教务管理员: the admin area only). */
  accountKind: smallint('account_kind').notNull().default(1),
  /** An initial or reset password: the account must change it before anything else. */
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('teacher_account_uq').on(sql`lower(${t.account})`), index('teacher_school_idx').on(t.schoolId)]);

/** A teacher's posts (spec section 6); a grade leader's post names the grade led. */
export const teacherPost = pgTable('teacher_post', {
  id: serial('id').primaryKey(),
  teacherId: integer('teacher_id').notNull().references(() => teacher.id, { onDelete: 'cascade' }),
  post: smallint('post').notNull(),
  gradeId: integer('grade_id').references(() => grade.id),
}, (t) => [index('teacher_post_teacher_idx').on(t.teacherId)]);

export const teacherSubject = pgTable('teacher_subject', {
  teacherId: integer('teacher_id').notNull().references(() => teacher.id, { onDelete: 'cascade' }),
  subjectId: integer('subject_id').notNull().references(() => subject.id),
  sort: smallint('sort').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.teacherId, t.subjectId] })]);

/**
 * Who teaches or administers a class in a semester. subjectId null with isAdmin true is the
 * class teacher (班主任) role; a row with a subject is a teaching assignment.
 */
export const teacherClazz = pgTable('teacher_clazz', {
  id: serial('id').primaryKey(),
  teacherId: integer('teacher_id').notNull().references(() => teacher.id, { onDelete: 'cascade' }),
  clazzId: integer('clazz_id').notNull().references(() => clazz.id),
  semesterId: integer('semester_id').notNull().references(() => semester.id),
  subjectId: integer('subject_id').references(() => subject.id),
  isAdmin: boolean('is_admin').notNull().default(false),
}, (t) => [
  index('teacher_clazz_teacher_sem_idx').on(t.teacherId, t.semesterId),
  index('teacher_clazz_clazz_idx').on(t.clazzId, t.semesterId),
]);

/** Login sessions. Only a SHA-256 of the token is stored. */
export const authToken = pgTable('auth_token', {
  id: serial('id').primaryKey(),
  tokenHash: varchar('token_hash', { length: 64 }).notNull(),
  teacherId: integer('teacher_id').notNull().references(() => teacher.id, { onDelete: 'cascade' }),
  loginMode: smallint('login_mode').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  ip: varchar('ip', { length: 64 }),
  userAgent: varchar('user_agent', { length: 300 }),
}, (t) => [uniqueIndex('auth_token_hash_uq').on(t.tokenHash), index('auth_token_teacher_idx').on(t.teacherId)]);

/** Failed-login counters by key ('account:x' or 'ip:x'), shared by every API process. */
export const loginThrottle = pgTable('login_throttle', {
  key: varchar('key', { length: 200 }).primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});

/** School notices shown under 个人中心 / 消息. */
export const notice = pgTable('notice', {
  id: serial('id').primaryKey(),
  schoolId: integer('school_id').references(() => school.id),
  title: varchar('title', { length: 200 }).notNull(),
  content: text('content').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('notice_school_idx').on(t.schoolId)]);

/** Every administrative change (教务管理 and the admin command line): who, when, what, before and after. */
export const adminAudit = pgTable('admin_audit', {
  id: serial('id').primaryKey(),
  schoolId: integer('school_id').notNull().references(() => school.id),
  /** Null when made from the command line. */
  actorId: integer('actor_id').references(() => teacher.id, { onDelete: 'set null' }),
  actorName: varchar('actor_name', { length: 50 }).notNull(),
  action: varchar('action', { length: 40 }).notNull(),
  target: varchar('target', { length: 200 }).notNull(),
  before: json('before'),
  after: json('after'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('admin_audit_school_idx').on(t.schoolId, t.id)]);

/** A school's year rollovers (升年级), one per school year reached. */
export const schoolRollover = pgTable('school_rollover', {
  id: serial('id').primaryKey(),
  schoolId: integer('school_id').notNull().references(() => school.id),
  fromSemesterId: integer('from_semester_id').notNull().references(() => semester.id),
  toSemesterId: integer('to_semester_id').notNull().references(() => semester.id),
  toSchoolYear: integer('to_school_year').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('school_rollover_year_uq').on(t.schoolId, t.toSchoolYear)]);

export const noticeRead = pgTable('notice_read', {
  noticeId: integer('notice_id').notNull().references(() => notice.id, { onDelete: 'cascade' }),
  teacherId: integer('teacher_id').notNull().references(() => teacher.id, { onDelete: 'cascade' }),
  readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.noticeId, t.teacherId] })]);

export const province = pgTable('province', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 50 }).notNull(),
});

export const region = pgTable('region', {
  id: integer('id').primaryKey(),
  provinceId: integer('province_id').notNull().references(() => province.id),
  name: varchar('name', { length: 50 }).notNull(),
}, (t) => [index('region_province_idx').on(t.provinceId)]);

// ---------------------------------------------------------------------------------------------
// Academic reports (学情分析)
// ---------------------------------------------------------------------------------------------

/** Knowledge points per subject, a tree (shared with the question bank). */
export const knowledgePoint = pgTable('knowledge_point', {
  id: serial('id').primaryKey(),
  subjectId: integer('subject_id').notNull().references(() => subject.id),
  parentId: integer('parent_id'),
  name: varchar('name', { length: 100 }).notNull(),
  sort: integer('sort').notNull().default(0),
}, (t) => [index('knowledge_point_subject_idx').on(t.subjectId)]);

/** One sitting of a grade (e.g. 期中考试 of 高一), with its classes; each subject is an exam. */
export const examGroup = pgTable('exam_group', {
  id: serial('id').primaryKey(),
  schoolId: integer('school_id').notNull().references(() => school.id),
  semesterId: integer('semester_id').notNull().references(() => semester.id),
  gradeId: integer('grade_id').notNull().references(() => grade.id),
  name: varchar('name', { length: 100 }).notNull(),
  /** Exam type 1-9 (spec section 9). */
  type: smallint('type').notNull(),
  examDate: date('exam_date', { mode: 'string' }).notNull(),
  markType: smallint('mark_type').notNull().default(4),
  markStatus: smallint('mark_status').notNull().default(0),
  createdBy: integer('created_by').notNull().references(() => teacher.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('exam_group_school_sem_idx').on(t.schoolId, t.semesterId), index('exam_group_grade_idx').on(t.gradeId, t.examDate)]);

export const examGroupClazz = pgTable('exam_group_clazz', {
  examGroupId: integer('exam_group_id').notNull().references(() => examGroup.id, { onDelete: 'cascade' }),
  clazzId: integer('clazz_id').notNull().references(() => clazz.id),
}, (t) => [primaryKey({ columns: [t.examGroupId, t.clazzId] }), index('exam_group_clazz_clazz_idx').on(t.clazzId)]);

/** One subject of an exam group, with its paper structure and scores. */
export const exam = pgTable('exam', {
  id: serial('id').primaryKey(),
  examGroupId: integer('exam_group_id').notNull().references(() => examGroup.id, { onDelete: 'cascade' }),
  schoolId: integer('school_id').notNull().references(() => school.id),
  subjectId: integer('subject_id').notNull().references(() => subject.id),
  fullScore: doublePrecision('full_score').notNull(),
  /** The teacher who manages the exam (accepts score reviews); null means the group's creator. */
  managerId: integer('manager_id').references(() => teacher.id),
  /** Bumped on every score change; the report records the version it was built from. */
  scoreVersion: integer('score_version').notNull().default(0),
  /** Bumped on every change of the questions' knowledge points (exam tagging): the report is rebuilt. */
  tagVersion: integer('tag_version').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('exam_group_subject_uq').on(t.examGroupId, t.subjectId), index('exam_school_idx').on(t.schoolId)]);

export const examQuestion = pgTable('exam_question', {
  id: serial('id').primaryKey(),
  examId: integer('exam_id').notNull().references(() => exam.id, { onDelete: 'cascade' }),
  /** Position of the question's score in exam_student.scores (0-based). */
  idx: smallint('idx').notNull(),
  /** Shown number, e.g. '17' or '17(1)'. */
  questionNo: varchar('question_no', { length: 16 }).notNull(),
  objective: boolean('objective').notNull(),
  /** 'single' or 'multiple' for objective questions. */
  choiceKind: varchar('choice_kind', { length: 8 }),
  /** Option letters, e.g. 'ABCD'. */
  options: varchar('options', { length: 8 }),
  answerKey: varchar('answer_key', { length: 8 }),
  fullScore: doublePrecision('full_score').notNull(),
  /** Multiple choice: score for a correct subset with no wrong letter. */
  partialScore: doublePrecision('partial_score').notNull().default(0),
  knowledgePointIds: integer('knowledge_point_ids').array().notNull().default(sql`'{}'::integer[]`),
  /** Exam tagging (/relation, docs/label.md): methods/abilities (ids of the subject's list in @app/contract). */
  methodIds: integer('method_ids').array().notNull().default(sql`'{}'::integer[]`),
  /** 1-6 (超易 … 超难), null until tagged. */
  difficulty: smallint('difficulty'),
  /** The question type's name from the subject's list in @app/contract (e.g. 单选题). */
  questionType: varchar('question_type', { length: 20 }),
  /** A folder of the school's subject (label_folder) the question is filed in; its key (ON DELETE SET NULL) is written in migration 0013. */
  folderId: integer('folder_id'),
  /** Who tagged the question last, and when. */
  taggedBy: integer('tagged_by').references(() => teacher.id),
  taggedAt: timestamp('tagged_at', { withTimezone: true }),
}, (t) => [uniqueIndex('exam_question_exam_idx_uq').on(t.examId, t.idx), uniqueIndex('exam_question_exam_no_uq').on(t.examId, t.questionNo)]);

/** One student's sitting of an exam: scores and objective answers as arrays in question order (exam_question.idx). */
export const examStudent = pgTable('exam_student', {
  examId: integer('exam_id').notNull().references(() => exam.id, { onDelete: 'cascade' }),
  studentId: integer('student_id').notNull().references(() => student.id),
  clazzId: integer('clazz_id').notNull().references(() => clazz.id),
  absent: boolean('absent').notNull().default(false),
  scores: doublePrecision('scores').array().notNull(),
  answers: text('answers').array(),
  total: doublePrecision('total'),
}, (t) => [primaryKey({ columns: [t.examId, t.studentId] }), index('exam_student_clazz_idx').on(t.examId, t.clazzId), index('exam_student_student_idx').on(t.studentId)]);

/**
 * Ranks and tiers written by each report build. A narrow table of its own, replaced wholesale on a
 * rebuild, which is far cheaper than rewriting the wide exam_student rows.
 */
export const examRank = pgTable('exam_rank', {
  // No foreign key to exam either: checking it cost about 0.4 s of a 50,000-student build. The rows
  // of a deleted exam are removed by the trigger exam_rank_on_exam_delete (migration 0012).
  examId: integer('exam_id').notNull(),
  // No foreign key to student: rows are derived from exam_student and replaced on every build.
  studentId: integer('student_id').notNull(),
  clazzId: integer('clazz_id').notNull(),
  total: doublePrecision('total').notNull(),
  clazzRank: integer('clazz_rank').notNull(),
  gradeRank: integer('grade_rank').notNull(),
  tier: varchar('tier', { length: 12 }),
}, (t) => [primaryKey({ columns: [t.examId, t.studentId] }), index('exam_rank_grade_idx').on(t.examId, t.gradeRank)]);

/** The built report of an exam: grade-level part, one row per class, built from scoreVersion. */
export const examReport = pgTable('exam_report', {
  examId: integer('exam_id').primaryKey().references(() => exam.id, { onDelete: 'cascade' }),
  scoreVersion: integer('score_version').notNull(),
  /** The report settings it was built with (JSON text); a change of settings rebuilds it. */
  settingsKey: text('settings_key').notNull(),
  builtAt: timestamp('built_at', { withTimezone: true }).notNull().defaultNow(),
  // json, not jsonb: the documents are written whole and read whole, never queried inside.
  grade: json('grade').notNull(),
});

export const examReportClazz = pgTable('exam_report_clazz', {
  examId: integer('exam_id').notNull().references(() => exam.id, { onDelete: 'cascade' }),
  clazzId: integer('clazz_id').notNull().references(() => clazz.id),
  /**
   * The class's report document (ClazzReportDoc) as deflated JSON (build-report.ts): a 50,000-student
   * exam's 1,000 documents are ~20 MB of JSON, which the database would parse and compress again;
   * deflated in the product's worker threads they are ~3 MB of bytes stored as they are.
   */
  doc: bytea('doc').notNull(),
}, (t) => [primaryKey({ columns: [t.examId, t.clazzId] })]);

/** Who changed which scores, when and why (manual miss, overwrite, accepted review, import). */
export const scoreAudit = pgTable('score_audit', {
  id: serial('id').primaryKey(),
  examId: integer('exam_id').notNull().references(() => exam.id, { onDelete: 'cascade' }),
  studentId: integer('student_id').references(() => student.id),
  teacherId: integer('teacher_id').notNull().references(() => teacher.id),
  action: varchar('action', { length: 20 }).notNull(),
  detail: jsonb('detail').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('score_audit_exam_idx').on(t.examId, t.createdAt)]);

/**
 * Progress of a score import while its request runs, keyed by an id the client chose, so the
 * import dialog can poll it (from any API process). Rows older than an hour are removed.
 */
export const scoreImportProgress = pgTable('score_import_progress', {
  id: varchar('id', { length: 64 }).primaryKey(),
  teacherId: integer('teacher_id').notNull().references(() => teacher.id, { onDelete: 'cascade' }),
  examId: integer('exam_id').notNull().references(() => exam.id, { onDelete: 'cascade' }),
  /** read, check, write, report, done, failed */
  stage: varchar('stage', { length: 16 }).notNull(),
  done: integer('done').notNull().default(0),
  total: integer('total').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('score_import_progress_updated_idx').on(t.updatedAt)]);

/** Score review requests (applylist): a teacher asks for a question's score to be re-checked. */
export const scoreReview = pgTable('score_review', {
  id: serial('id').primaryKey(),
  examId: integer('exam_id').notNull().references(() => exam.id, { onDelete: 'cascade' }),
  studentId: integer('student_id').notNull().references(() => student.id),
  questionId: integer('question_id').notNull().references(() => examQuestion.id, { onDelete: 'cascade' }),
  requesterId: integer('requester_id').notNull().references(() => teacher.id),
  reason: varchar('reason', { length: 500 }).notNull(),
  proposedScore: doublePrecision('proposed_score'),
  /** 0 pending, 1 accepted, 2 rejected. */
  status: smallint('status').notNull().default(0),
  handledBy: integer('handled_by').references(() => teacher.id),
  handledAt: timestamp('handled_at', { withTimezone: true }),
  reply: varchar('reply', { length: 500 }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('score_review_exam_idx').on(t.examId, t.status)]);

/** Report settings of a school (lines, band width, tiers, tab thresholds); defaults when absent. */
export const reportSetting = pgTable('report_setting', {
  schoolId: integer('school_id').primaryKey().references(() => school.id),
  settings: jsonb('settings').notNull(),
  updatedBy: integer('updated_by').references(() => teacher.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export * from './schema-marking.js';
export * from './schema-paper.js';
export * from './schema-score-history.js';
export * from './schema-label.js';
export * from './schema-student.js';
export * from './schema-english.js';
export * from './schema-school.js';
export * from './schema-course.js';
export * from './schema-joint.js';
