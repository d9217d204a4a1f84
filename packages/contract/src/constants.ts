/**
 * Business constants of the product (spec sections 3, 4, 5 and 9).
 * Every constant lives here once and is imported by the server and the web client.
 */

/** Subject ids (spec section 9). 3 and 6 are both maths; ids above 18 are school-defined. */
export const SUBJECT = {
  CHINESE: 9,
  MATHS: 3,
  MATHS_ALT: 6,
  ENGLISH: 8,
  PHYSICS: 12,
  CHEMISTRY: 13,
  BIOLOGY: 14,
  POLITICS: 15,
  HISTORY: 16,
  GEOGRAPHY: 17,
  SCIENCE_COMBINED: 18,
  ARTS_COMBINED: 19,
  JUNIOR_CHINESE: 29,
  JUNIOR_MATHS: 23,
  JUNIOR_ENGLISH: 28,
} as const;

export type TSubjectOption = { subjectId: number; subjectName: string };

/** The subject selector's senior-high list, in the spec's order (section 6). */
export const SENIOR_SUBJECTS: readonly TSubjectOption[] = [
  { subjectId: 9, subjectName: '语文' },
  { subjectId: 3, subjectName: '数学' },
  { subjectId: 8, subjectName: '英语' },
  { subjectId: 12, subjectName: '物理' },
  { subjectId: 13, subjectName: '化学' },
  { subjectId: 14, subjectName: '生物' },
  { subjectId: 15, subjectName: '政治' },
  { subjectId: 16, subjectName: '历史' },
  { subjectId: 17, subjectName: '地理' },
];

/** The junior-high list (section 6). */
export const JUNIOR_SUBJECTS: readonly TSubjectOption[] = [
  { subjectId: 29, subjectName: '语文' },
  { subjectId: 23, subjectName: '数学' },
  { subjectId: 28, subjectName: '英语' },
];

/** Subjects that exist platform-wide besides the two lists (section 9). */
export const OTHER_PLATFORM_SUBJECTS: readonly TSubjectOption[] = [
  { subjectId: 6, subjectName: '数学' },
  { subjectId: 18, subjectName: '理综' },
  { subjectId: 19, subjectName: '文综' },
];

/** Subject ids above this are school-defined (section 6). */
export const SCHOOL_DEFINED_SUBJECT_MIN_EXCLUSIVE = 18;
/** Subject ids from this value on are "other" subjects (section 9). */
export const OTHER_SUBJECT_MIN = 40;

export const MATHS_SUBJECT_IDS: readonly number[] = [3, 6, 23];
export const ENGLISH_SUBJECT_IDS: readonly number[] = [8, 28];
/** Subjects whose menus offer resource jumps (section 6). */
export const RESOURCE_JUMP_SUBJECT_IDS: readonly number[] = [9, 12, 13, 14, 15, 16, 17];
/** Subjects with a trial all-subject question bank (section 6). */
export const TRIAL_SUBJECT_IDS: readonly number[] = [3, 8];

/** Posts (section 6). */
export const POST = {
  CLASS_TEACHER: 1,
  CLASS_TEACHER_GRADE_LEADER: 2,
  CLASS_TEACHER_GRADE_LEADER_SUPERVISION: 3,
  HEAD_TEACHER: 4,
  SCHOOL_MASTER: 5,
} as const;
export type TPost = (typeof POST)[keyof typeof POST];
export const POST_VALUES = [1, 2, 3, 4, 5] as const;
export const POST_NAMES: Record<TPost, string> = {
  1: '班主任',
  2: '年级组长',
  3: '年级组长（教学督导）',
  4: '任课教师',
  5: '校长',
};

/** Sections (section 3). */
export const SECTION = { ALL: 0, JUNIOR: 1, SENIOR: 2, MIXED: 3, VOCATIONAL: 4 } as const;
export type TSection = (typeof SECTION)[keyof typeof SECTION];
export const SECTION_VALUES = [0, 1, 2, 3, 4] as const;
export const SECTION_NAMES: Record<TSection, string> = {
  0: '全学段',
  1: '初中',
  2: '高中',
  3: '高完中',
  4: '中职',
};

/** Grades 1-3 and the grade tabs of class picking (section 4). */
export const GRADE_VALUES = [1, 2, 3] as const;
export const SENIOR_GRADE_NAMES: Record<number, string> = { 1: '高一', 2: '高二', 3: '高三' };
export const JUNIOR_GRADE_NAMES: Record<number, string> = { 1: '初一', 2: '初二', 3: '初三' };

/** Exam types (section 9). */
export const EXAM_TYPES = [
  { value: 1, label: '周考' },
  { value: 2, label: '单元考试' },
  { value: 3, label: '月考' },
  { value: 4, label: '联考' },
  { value: 5, label: '期中考试' },
  { value: 6, label: '期末考试' },
  { value: 7, label: '模拟考试' },
  { value: 8, label: '冲刺考试' },
  { value: 9, label: '测试' },
] as const;

/** Test types of test records (section 9). */
export const TEST_TYPES = [
  { value: 0, label: '冲刺考试' },
  { value: 1, label: '高考模拟' },
  { value: 2, label: '周考' },
  { value: 3, label: '单元考试' },
  { value: 4, label: '月考' },
  { value: 5, label: '联考' },
  { value: 6, label: '期中考试' },
  { value: 7, label: '期末考试' },
] as const;

/** Paper statuses in their stored reading (section 4). */
export const PAPER_STATUS = { EDITING: 0, MARKING_COMPLETE: 1, EXAM_ENDED: 2, SENT_TO_PRINT: 3, SCANNED: 4 } as const;
export const PAPER_STATUS_NAMES: Record<number, string> = {
  0: '正在编辑',
  1: '完成阅卷',
  2: '考试结束',
  3: '发送打印',
  4: '扫描成功',
};
/** The test-records list reads the values differently for 0 and 2 (section 4). */
export const TEST_RECORD_STATUS_NAMES: Record<number, string> = {
  1: '完成阅卷',
  2: '正在编辑',
  3: '发送打印',
  4: '扫描成功',
};

/** Semester statuses (section 3). */
export const SEMESTER_STATUS = { CURRENT: 1, FINISHED: 2 } as const;
export const SEMESTER_STATUS_NAMES: Record<number, string> = { 1: '当前学期', 2: '已结束' };

/** Difficulty levels 1-6 (sections 5 and 9). */
export const DIFFICULTY_NAMES: Record<number, string> = {
  1: '超易',
  2: '易',
  3: '中档偏易',
  4: '中档偏难',
  5: '难',
  6: '超难',
};
export const DIFFICULTY_STARS: Record<number, string> = {
  1: '一星',
  2: '二星',
  3: '三星',
  4: '四星',
  5: '五星',
  6: '六星',
};
export function difficultyStarText(level: number | null | undefined): string {
  return (level != null && DIFFICULTY_STARS[level]) || '未知';
}

/** Error-report types (section 5). */
export const ERROR_TYPES = [
  { value: 1, label: '题干有误' },
  { value: 2, label: '答案有误' },
  { value: 3, label: '解析有误' },
  { value: 4, label: '考点标注有误' },
] as const;
export const ERROR_OTHER_LABEL = '其他错误';

/**
 * Answer-sheet length limits per question type (section 5). The messages follow the spec's
 * pattern of 单项填空题量超过25道… and 阅读理解小题量超过40道…, with 篇 for the passage limits.
 */
export const PRINT_LIMITS = [
  { type: '单项填空', limit: 25, unit: 'questions', message: '单项填空题量超过25道，请去改编试卷，以满足打印要求' },
  { type: '阅读理解', limit: 40, unit: 'subQuestions', message: '阅读理解小题量超过40道，请去改编试卷，以满足打印要求' },
  { type: '七选五', limit: 3, unit: 'passages', message: '七选五题量超过3篇，请去改编试卷，以满足打印要求' },
  { type: '完形填空', limit: 40, unit: 'subQuestions', message: '完形填空小题量超过40道，请去改编试卷，以满足打印要求' },
  { type: '任务型阅读', limit: 2, unit: 'passages', message: '任务型阅读题量超过2篇，请去改编试卷，以满足打印要求' },
  { type: '语法填空', limit: 2, unit: 'passages', message: '语法填空题量超过2篇，请去改编试卷，以满足打印要求' },
  { type: '短文改错', limit: 2, unit: 'passages', message: '短文改错题量超过2篇，请去改编试卷，以满足打印要求' },
  { type: '书面表达', limit: 2, unit: 'passages', message: '书面表达题量超过2篇，请去改编试卷，以满足打印要求' },
] as const;

/** Page sizes (section 9). */
export const PAGE_SIZE = {
  MARKING_STUDENTS: 10,
  SCHOOL_PAPERS: 10,
  TAGGING: 10,
  TEST_RECORDS: 10,
  LABELS: 10,
  DEFAULT: 10,
} as const;

/** Defaults (section 9). */
export const DEFAULTS = {
  SUBJECT_ID: 3,
  GRADE: 1,
  EXAM_TYPE: 0,
  EXAM_TIME_MINUTES: 100,
  PRINT_EXAM_TYPE: 1,
} as const;

/** Cookie life and timeouts (section 9). */
export const COOKIE_LIFE_DAYS = 15;
export const TOKEN_LIFE_MS = COOKIE_LIFE_DAYS * 24 * 60 * 60 * 1000;
export const REQUEST_TIMEOUT_MS = 300_000;
export const PAPER_DETAIL_TIMEOUT_MS = 8_000;
export const TIMING = {
  MESSAGE_DIALOG_CLOSE_MS: 1_000,
  SETTINGS_DIALOG_CLOSE_MS: 2_000,
  ERROR_10000_REDIRECT_MS: 1_500,
} as const;
export const DIALOG_WIDTH = { ANALYSIS: 880, EXAM_SETTINGS: 600 } as const;
export const SIDEBAR_WIDTH = 250;

/** Cookie names used by the web client. */
export const COOKIE = {
  TOKEN: 'loginToken',
  SUBJECT: 'subjectId',
  LOGIN_MODE: 'loginMode',
  HANDOFF_TOKEN: 'schoolToken',
} as const;

/** How a teacher signed in; decides where a token failure sends them (section 8). */
export const LOGIN_MODE = { TEACHER: 1, SCHOOL: 2, ALL_SUBJECT: 3 } as const;
export type TLoginMode = (typeof LOGIN_MODE)[keyof typeof LOGIN_MODE];

/** Brand primary colours (section 1). */
export const BRAND_COLOR = { STANDARD: '#13a89e', SCHOOL: '#1677ff' } as const;

/** The session loading text (section 2). */
export const LOADING_TEXT = '正在加载，请稍后...';

/**
 * Login throttling (docs/ARCHITECTURE.md, "Login throttling"): an account is locked after
 * MAX_FAILURES_PER_ACCOUNT failures in WINDOW_MS, for BLOCK_MS. An address with
 * MAX_FAILURES_PER_ADDRESS failures in the window is only slowed for BLOCK_MS: each of its
 * attempts waits ADDRESS_SLOW_MS before it is checked, and a right password still signs in.
 */
export const LOGIN_THROTTLE = {
  MAX_FAILURES_PER_ACCOUNT: 5,
  MAX_FAILURES_PER_ADDRESS: 300,
  WINDOW_MS: 15 * 60 * 1000,
  BLOCK_MS: 15 * 60 * 1000,
  ADDRESS_SLOW_MS: 2000,
} as const;

/** Account kinds: a teacher (posts 1-5), or a school administrator (教务管理员, the admin area only). */
export const ACCOUNT_KIND = { TEACHER: 1, SCHOOL_ADMIN: 2 } as const;
