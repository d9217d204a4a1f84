/**
 * 教务管理 (school administration): semesters, classes, students, teacher accounts, Excel imports,
 * the year rollover (升年级) and the audit log. For the school master (post 5) and the school
 * administrator account kind; see docs/admin.md.
 */
import { z } from 'zod';
import { ZFlag, zId, zIntParam, zPage, zPageNo, zPageSize } from './common.js';

// ACCOUNT_KIND is in constants.ts: the web shell reads it, and a constant here would bring zod
// and every schema of this module into the shell's first download (docs/performance.md).
export const ACCOUNT_KIND_NAMES: Record<number, string> = { 1: '教师', 2: '教务管理员' };

/** A student's status: 在读, 离校 (left during the year), 毕业 (graduated by a rollover). */
export const STUDENT_STATUS = { STUDYING: 1, LEFT: 2, GRADUATED: 3 } as const;
export const STUDENT_STATUS_NAMES: Record<number, string> = { 1: '在读', 2: '离校', 3: '毕业' };

/** A class's status: 在读, or 已毕业 (its history stays readable). */
export const CLAZZ_STATUS = { ACTIVE: 1, GRADUATED: 2 } as const;
export const CLAZZ_STATUS_NAMES: Record<number, string> = { 1: '在读', 2: '已毕业' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const zDay = (label: string) =>
  z
    .string({ error: `请填写${label}` })
    .regex(DAY, { error: `${label}格式应为yyyy-MM-dd` })
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), { error: `${label}不是有效日期` });

// ---------------------------------------------------------------------------------------------
// Overview and semesters
// ---------------------------------------------------------------------------------------------

export const ZAdminSemester = z.object({
  semesterId: z.number().int(),
  semesterName: z.string(),
  /** 1 current, 2 finished (0 not started yet: created, never current). */
  status: z.number().int(),
  isShow: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  /** The school year the semester belongs to, by its start (2025 for 2025-2026学年). */
  schoolYear: z.number().int(),
});
export type TAdminSemester = z.infer<typeof ZAdminSemester>;

export const ZAdminSemesterBody = z
  .object({
    semesterName: z.string({ error: '请填写学期名称' }).trim().min(1, { error: '请填写学期名称' }).max(50, { error: '学期名称最长50个字符' }),
    startDate: zDay('开始日期'),
    endDate: zDay('结束日期'),
  })
  .refine((v) => v.endDate > v.startDate, { error: '结束日期须晚于开始日期', path: ['endDate'] });
export type TAdminSemesterBody = z.infer<typeof ZAdminSemesterBody>;

export const ZAdminSemesterParams = z.object({ semesterId: zId('学期ID') });
export const ZAdminVisibilityBody = z.object({ isShow: ZFlag });

export const ZAdminGrade = z.object({ gradeId: z.number().int(), gradeName: z.string(), section: z.number().int(), gradeNo: z.number().int() });
export type TAdminGrade = z.infer<typeof ZAdminGrade>;

export const ZAdminOverview = z.object({
  schoolId: z.number().int(),
  schoolName: z.string(),
  schoolCode: z.string(),
  section: z.number().int(),
  currentSemester: ZAdminSemester.nullable(),
  grades: z.array(ZAdminGrade),
  clazzCount: z.number().int(),
  studentCount: z.number().int(),
  teacherCount: z.number().int(),
  /** The last rollover: into which school year, when. */
  lastRollover: z.object({ toSchoolYear: z.number().int(), at: z.string() }).nullable(),
});
export type TAdminOverview = z.infer<typeof ZAdminOverview>;

// ---------------------------------------------------------------------------------------------
// Classes and students
// ---------------------------------------------------------------------------------------------

export const ZAdminClazz = z.object({
  clazzId: z.number().int(),
  clazzName: z.string(),
  gradeId: z.number().int(),
  gradeName: z.string(),
  status: z.number().int(),
  studentCount: z.number().int(),
  /** The class teacher (班主任) of the current semester. */
  headTeacherName: z.string().nullable(),
  /** Exams the class sat (a class with results cannot be deleted). */
  examCount: z.number().int(),
});
export type TAdminClazz = z.infer<typeof ZAdminClazz>;

export const ZAdminClazzQuery = z.object({
  gradeId: zId('年级ID').optional(),
  status: zIntParam('班级状态', { min: 1, max: 2, maxMessage: '班级状态只能是1（在读）或2（已毕业）', minMessage: '班级状态只能是1（在读）或2（已毕业）' }).default(1),
});
export const ZAdminClazzParams = z.object({ clazzId: zId('班级ID') });
export const ZAdminClazzRenameBody = z.object({
  clazzName: z.string({ error: '请填写班级名称' }).trim().min(1, { error: '请填写班级名称' }).max(50, { error: '班级名称最长50个字符' }),
});

export const ZAdminStudent = z.object({
  studentId: z.number().int(),
  studentName: z.string(),
  studentNum: z.string(),
  gender: z.number().int(),
  clazzId: z.number().int(),
  clazzName: z.string(),
  gradeName: z.string(),
  status: z.number().int(),
  statusName: z.string(),
  /** 身份证后六位, when given. */
  idTail: z.string().nullable(),
});
export type TAdminStudent = z.infer<typeof ZAdminStudent>;

export const ZAdminStudentQuery = z.object({
  clazzId: zId('班级ID').optional(),
  keyword: z.string().trim().max(50, { error: '关键词最长50个字符' }).optional(),
  status: zIntParam('学生状态', { min: 1, max: 3, minMessage: '学生状态只能是1、2或3', maxMessage: '学生状态只能是1、2或3' }).optional(),
  pageNo: zPageNo(),
  pageSize: zPageSize(20),
});
export const ZAdminStudentPage = zPage(ZAdminStudent);
export const ZAdminStudentParams = z.object({ studentId: zId('学生ID') });
/** Move to another class, or rejoin (复学) into a class. */
export const ZAdminStudentClazzBody = z.object({ clazzId: zId('班级ID') });

// ---------------------------------------------------------------------------------------------
// Teacher accounts
// ---------------------------------------------------------------------------------------------

export const ZAdminPostGrade = z.object({
  post: zIntParam('岗位', { min: 1, max: 5, minMessage: '岗位只能是1-5', maxMessage: '岗位只能是1-5' }),
  /** The grade led (posts 2 and 3); null: every grade. */
  gradeId: zId('年级ID').nullable().optional(),
});

export const ZAdminTeacher = z.object({
  teacherId: z.number().int(),
  teacherName: z.string(),
  account: z.string(),
  phone: z.string().nullable(),
  accountKind: z.number().int(),
  disabled: z.number().int(),
  mustChangePassword: z.number().int(),
  posts: z.array(z.number().int()),
  postsName: z.string(),
  subjectIds: z.array(z.number().int()),
  subjectNames: z.string(),
  /** Classes taught or administered in the current semester. */
  clazzCount: z.number().int(),
});
export type TAdminTeacher = z.infer<typeof ZAdminTeacher>;

export const ZAdminTeacherQuery = z.object({
  keyword: z.string().trim().max(50, { error: '关键词最长50个字符' }).optional(),
  /** 1 enabled, 2 disabled; absent: both. */
  status: zIntParam('账号状态', { min: 1, max: 2, minMessage: '账号状态只能是1（启用）或2（停用）', maxMessage: '账号状态只能是1（启用）或2（停用）' }).optional(),
  pageNo: zPageNo(),
  pageSize: zPageSize(20),
});
export const ZAdminTeacherPage = zPage(ZAdminTeacher);
export const ZAdminTeacherParams = z.object({ teacherId: zId('教师ID') });

export const ZAdminAssignment = z.object({ clazzId: zId('班级ID'), subjectId: zId('学科ID') });

export const ZAdminTeacherDetail = ZAdminTeacher.extend({
  postGrades: z.array(z.object({ post: z.number().int(), gradeId: z.number().int().nullable() })),
  /** Current semester: classes taught per subject, and classes whose class teacher this is. */
  semesterId: z.number().int().nullable(),
  assignments: z.array(z.object({ clazzId: z.number().int(), subjectId: z.number().int() })),
  adminClazzIds: z.array(z.number().int()),
});
export type TAdminTeacherDetail = z.infer<typeof ZAdminTeacherDetail>;

export const ZAdminTeacherUpdateBody = z.object({
  teacherName: z.string({ error: '请填写姓名' }).trim().min(1, { error: '请填写姓名' }).max(20, { error: '姓名最长20个字符' }),
  phone: z.string().trim().regex(/^(1\d{10})?$/, { error: '手机号格式不正确，应为11位数字' }).optional(),
  posts: z.array(ZAdminPostGrade).max(10, { error: '岗位最多10个' }),
  subjectIds: z.array(zId('学科ID')).max(20, { error: '学科最多20个' }),
  assignments: z.array(ZAdminAssignment).max(200, { error: '任教班级最多200个' }),
  adminClazzIds: z.array(zId('班级ID')).max(20, { error: '班主任班级最多20个' }),
});
export type TAdminTeacherUpdateBody = z.infer<typeof ZAdminTeacherUpdateBody>;

/** A password shown once (after an import or a reset): the teacher must change it at first sign-in. */
export const ZAdminPassword = z.object({ teacherId: z.number().int(), account: z.string(), teacherName: z.string(), password: z.string() });
export type TAdminPassword = z.infer<typeof ZAdminPassword>;

// ---------------------------------------------------------------------------------------------
// Excel imports
// ---------------------------------------------------------------------------------------------

export const ADMIN_IMPORT_KINDS = ['classes', 'students', 'teachers'] as const;
export type TAdminImportKind = (typeof ADMIN_IMPORT_KINDS)[number];
export const ADMIN_IMPORT_NAMES: Record<TAdminImportKind, string> = { classes: '班级', students: '学生', teachers: '教师' };

export const ZAdminImportParams = z.object({
  kind: z.enum(ADMIN_IMPORT_KINDS, { error: '导入类型只能是classes、students或teachers' }),
});
export const ZAdminImportQuery = z.object({
  /** From the preview: write what it showed (the same file, unchanged data since). */
  confirmToken: z.string().trim().regex(/^[0-9a-f]{64}$/, { error: 'confirmToken格式不正确' }).optional(),
});

export const ZAdminImportError = z.object({ row: z.number().int(), column: z.string(), message: z.string() });
export type TAdminImportError = z.infer<typeof ZAdminImportError>;
/** data of a refused file (errCode 40000, 文件中有N处错误，没有导入任何数据). */
export const ZAdminImportErrors = z.object({ errors: z.array(ZAdminImportError) });

export const ZAdminImportRow = z.object({
  row: z.number().int(),
  /** 学号, account, or the class's grade and name. */
  key: z.string(),
  name: z.string(),
  action: z.enum(['create', 'update', 'unchanged']),
  /** For updates: each changed field, '字段：旧 → 新'. */
  changes: z.array(z.string()),
});
export type TAdminImportRow = z.infer<typeof ZAdminImportRow>;

export const ZAdminImportResult = z.object({
  kind: z.enum(ADMIN_IMPORT_KINDS),
  /** false: a preview (nothing written; confirm with confirmToken); true: written. */
  applied: z.boolean(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  rows: z.array(ZAdminImportRow),
  confirmToken: z.string().nullable(),
  /** New teacher accounts' initial passwords, shown once (applied teacher imports only). */
  passwords: z.array(ZAdminPassword),
});
export type TAdminImportResult = z.infer<typeof ZAdminImportResult>;

// ---------------------------------------------------------------------------------------------
// Year rollover (升年级)
// ---------------------------------------------------------------------------------------------

export const ZAdminRolloverBody = z
  .object({
    semesterName: z.string({ error: '请填写新学期名称' }).trim().min(1, { error: '请填写新学期名称' }).max(50, { error: '学期名称最长50个字符' }),
    startDate: zDay('新学期开始日期'),
    endDate: zDay('新学期结束日期'),
    /** Keep each moved class's teachers (class teacher and subject teachers) in the new semester. */
    carryTeachers: z.boolean().default(true),
  })
  .refine((v) => v.endDate > v.startDate, { error: '结束日期须晚于开始日期', path: ['endDate'] });
export type TAdminRolloverBody = z.infer<typeof ZAdminRolloverBody>;
export const ZAdminRolloverQuery = z.object({
  /** From the rehearsal: carry out what it showed. */
  confirmToken: z.string().trim().regex(/^[0-9a-f]{64}$/, { error: 'confirmToken格式不正确' }),
});

export const ZAdminRolloverResult = z.object({
  applied: z.boolean(),
  fromSemester: ZAdminSemester,
  newSemester: z.object({ semesterName: z.string(), startDate: z.string(), endDate: z.string(), schoolYear: z.number().int() }),
  moves: z.array(z.object({ clazzId: z.number().int(), fromName: z.string(), toName: z.string(), fromGrade: z.string(), toGrade: z.string(), studentCount: z.number().int() })),
  graduated: z.array(z.object({ clazzId: z.number().int(), clazzName: z.string(), gradeName: z.string(), studentCount: z.number().int() })),
  graduatedStudents: z.number().int(),
  carriedAssignments: z.number().int(),
  /** Grades left without classes, whose new classes are imported next (e.g. 高一、初一). */
  emptyGrades: z.array(z.string()),
  confirmToken: z.string().nullable(),
});
export type TAdminRolloverResult = z.infer<typeof ZAdminRolloverResult>;

// ---------------------------------------------------------------------------------------------
// Audit log
// ---------------------------------------------------------------------------------------------

export const ADMIN_ACTION_NAMES: Record<string, string> = {
  'school.create': '创建学校',
  'admin.create': '创建教务管理员',
  'semester.create': '新建学期',
  'semester.update': '修改学期',
  'semester.current': '设为当前学期',
  'semester.finish': '结束学期',
  'semester.visibility': '显示/隐藏学期',
  'clazz.create': '新建班级',
  'clazz.rename': '修改班级',
  'clazz.delete': '删除班级',
  'student.create': '新增学生',
  'student.update': '修改学生',
  'student.move': '调班',
  'student.leave': '离校',
  'student.rejoin': '复学',
  'teacher.create': '新增教师',
  'teacher.update': '修改教师',
  'teacher.reset-password': '重置密码',
  'teacher.disable': '停用账号',
  'teacher.enable': '启用账号',
  rollover: '升年级',
  'product.enable': '开通资源',
  'product.disable': '关闭资源',
};

export const ZAdminAuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actorName: z.string(),
  action: z.string(),
  actionName: z.string(),
  target: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type TAdminAuditEntry = z.infer<typeof ZAdminAuditEntry>;
export const ZAdminAuditQuery = z.object({
  action: z.string().trim().max(40).optional(),
  keyword: z.string().trim().max(50, { error: '关键词最长50个字符' }).optional(),
  pageNo: zPageNo(),
  pageSize: zPageSize(20),
});
export const ZAdminAuditPage = zPage(ZAdminAuditEntry);
