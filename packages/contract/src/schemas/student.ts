/**
 * Student accounts and the student page (docs/student.md): a student's sign-in (school code, 学号,
 * password), their own data and open tasks, and the teacher side that issues first-time passwords
 * for a class and shows each student's account state.
 */
import { z } from 'zod';
import { zId } from './common.js';
import { ZChangePasswordBody } from './auth.js';

// ---------------------------------------------------------------------------------------------
// The student's side
// ---------------------------------------------------------------------------------------------

export const ZStudentLoginBody = z.object({
  schoolCode: z.string({ error: '请输入学校代码' }).trim().min(1, { error: '请输入学校代码' }).max(32, { error: '学校代码最长32个字符' }),
  studentNum: z.string({ error: '请输入学号' }).trim().min(1, { error: '请输入学号' }).max(32, { error: '学号最长32个字符' }),
  password: z.string({ error: '请输入密码' }).min(1, { error: '请输入密码' }).max(128, { error: '密码最长128个字符' }),
});
export type TStudentLoginBody = z.infer<typeof ZStudentLoginBody>;

export const ZStudentLoginResult = z.object({
  studentToken: z.string(),
  expiresAt: z.string(),
  /** 1: the password is an issued one and must be changed before anything else. */
  mustChangePassword: z.number().int(),
});
export type TStudentLoginResult = z.infer<typeof ZStudentLoginResult>;

/** The signed-in student: who they are and where. */
export const ZStudentMe = z.object({
  studentId: z.number().int(),
  name: z.string(),
  studentNum: z.string(),
  clazzId: z.number().int(),
  clazzName: z.string(),
  gradeName: z.string(),
  schoolName: z.string(),
  mustChangePassword: z.number().int(),
});
export type TStudentMe = z.infer<typeof ZStudentMe>;

/** The same rules as a teacher's password change (8-64 characters, letters and digits). */
export const ZStudentChangePasswordBody = ZChangePasswordBody;
export type TStudentChangePasswordBody = z.infer<typeof ZStudentChangePasswordBody>;

/**
 * What a task on the student page is: kind 'vocabulary' (词汇练习, id the put's) so far; later
 * features add theirs (writing, homework, class contests) and their rows to GET /student/tasks.
 */
export const STUDENT_TASK_STATUS = ['todo', 'doing', 'done'] as const;
export const STUDENT_TASK_STATUS_NAMES: Record<(typeof STUDENT_TASK_STATUS)[number], string> = { todo: '未开始', doing: '进行中', done: '已完成' };

/** One open task of the student: its kind (the feature it comes from), its id within that kind, title and due time. */
export const ZStudentTask = z.object({
  kind: z.string(),
  id: z.number().int(),
  title: z.string(),
  /** ISO time the task closes, null when it has no end. */
  dueAt: z.string().nullable(),
  status: z.enum(STUDENT_TASK_STATUS),
});
export type TStudentTask = z.infer<typeof ZStudentTask>;
export const ZStudentTaskList = z.array(ZStudentTask);

// ---------------------------------------------------------------------------------------------
// The teacher's side (学生账号)
// ---------------------------------------------------------------------------------------------

/** A student's account state: 0 未开通 (no credential), 1 待首次登录 (issued, not yet changed), 2 已启用. */
export const STUDENT_ACCOUNT_STATE = { NONE: 0, ISSUED: 1, ACTIVE: 2 } as const;
export const STUDENT_ACCOUNT_STATE_NAMES: Record<number, string> = { 0: '未开通', 1: '待首次登录', 2: '已启用' };

/** A class the teacher may issue passwords for. */
export const ZStudentAccountClazz = z.object({ clazzId: z.number().int(), clazzName: z.string(), gradeName: z.string() });
export type TStudentAccountClazz = z.infer<typeof ZStudentAccountClazz>;

export const ZStudentAccountClazzParams = z.object({ clazzId: zId('班级ID') });

export const ZStudentAccountRow = z.object({
  studentId: z.number().int(),
  studentNum: z.string(),
  name: z.string(),
  state: z.number().int(),
  stateName: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type TStudentAccountRow = z.infer<typeof ZStudentAccountRow>;

/** A class's 在读 students with their account state, and what the password sheet needs. */
export const ZStudentAccountList = z.object({
  clazzId: z.number().int(),
  clazzName: z.string(),
  gradeName: z.string(),
  schoolName: z.string(),
  schoolCode: z.string(),
  students: z.array(ZStudentAccountRow),
});
export type TStudentAccountList = z.infer<typeof ZStudentAccountList>;

/** Issue first-time passwords: every 在读 student of the class without an account, or (a reset) the students named. */
export const ZIssuePasswordsBody = z.object({
  studentIds: z.array(zId('学生ID'), { error: 'studentIds必须是学生ID的数组' }).min(1, { error: '请至少选择一名学生' }).max(200, { error: '一次最多200名学生' }).optional(),
});
export type TIssuePasswordsBody = z.infer<typeof ZIssuePasswordsBody>;

export const ZIssuedPassword = z.object({ studentId: z.number().int(), studentNum: z.string(), name: z.string(), password: z.string() });
export type TIssuedPassword = z.infer<typeof ZIssuedPassword>;

/** The plain passwords, returned once: only their hashes are kept. */
export const ZIssuedPasswords = z.object({
  clazzName: z.string(),
  gradeName: z.string(),
  schoolName: z.string(),
  schoolCode: z.string(),
  issued: z.array(ZIssuedPassword),
});
export type TIssuedPasswords = z.infer<typeof ZIssuedPasswords>;
