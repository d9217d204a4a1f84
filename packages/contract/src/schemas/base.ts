import { z } from 'zod';
import { zId, zIntParam } from './common.js';

export const ZSubject = z.object({
  subjectId: z.number().int(),
  subjectName: z.string(),
  id: z.number().int(),
  name: z.string(),
  isBasic: z.number().int(),
});
export type TSubject = z.infer<typeof ZSubject>;

export const ZTeacherInfo = z.object({
  teacherId: z.number().int(),
  teacherName: z.string(),
  account: z.string(),
  phone: z.string().nullable(),
  gender: z.number().int().nullable(),
  posts: z.array(z.number().int()),
  postsName: z.string(),
  /** Grades (1-3) the teacher leads as grade leader. */
  leadGrades: z.array(z.number().int()),
  subjects: z.array(ZSubject),
  section: z.number().int(),
  domain: z.string(),
  schoolId: z.number().int(),
  schoolName: z.string(),
  schoolLogo: z.string(),
  schoolBrand: z.string(),
  headImg: z.string(),
  isSchoolCustomize: z.number().int(),
  isExtendSubject: z.number().int(),
  /** 1 teacher, 2 school administrator (教务管理员: the admin area only). */
  accountKind: z.number().int(),
  /** 1: the password is an initial or reset one and must be changed before anything else. */
  mustChangePassword: z.number().int(),
});
export type TTeacherInfo = z.infer<typeof ZTeacherInfo>;

export const ZTeacherUpdateBody = z.object({
  teacherName: z.string({ error: '请输入姓名' }).trim().min(1, { error: '姓名不能为空' }).max(20, { error: '姓名最长20个字符' }),
  phone: z
    .string()
    .trim()
    .regex(/^(1\d{10})?$/, { error: '手机号格式不正确，应为11位数字' })
    .optional(),
  gender: z.union([z.literal(0), z.literal(1), z.literal(2)], { error: '性别只能是0（未填）、1（男）或2（女）' }).optional(),
});
export type TTeacherUpdateBody = z.infer<typeof ZTeacherUpdateBody>;

export const ZTeacherBrief = z.object({
  teacherId: z.number().int(),
  teacherName: z.string(),
  posts: z.array(z.number().int()),
  subjectIds: z.array(z.number().int()),
  subjectNames: z.string(),
});
export type TTeacherBrief = z.infer<typeof ZTeacherBrief>;

export const ZSemester = z.object({
  semesterId: z.number().int(),
  semesterName: z.string(),
  status: z.number().int(),
  semesterStatus: z.number().int(),
  isShow: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
});
export type TSemester = z.infer<typeof ZSemester>;

export const ZSemesterAllQuery = z.object({
  /** 'principal' from the principal client: a school master then sees hidden semesters too. */
  source: z.string().max(32).optional(),
});

export const ZGrade = z.object({ gradeId: z.number().int(), gradeName: z.string(), section: z.number().int(), grade: z.number().int() });
export type TGrade = z.infer<typeof ZGrade>;

export const ZSchoolGrade = ZGrade.extend({ clazzCount: z.number().int(), studentCount: z.number().int() });

export const ZClazz = z.object({
  clazzId: z.number().int(),
  clazzName: z.string(),
  grade: z.number().int(),
  gradeId: z.number().int(),
  gradeName: z.string(),
  section: z.number().int(),
  /** 1 when the teacher teaches a subject in this class. */
  teaching: z.number().int(),
  /** 1 when the teacher is this class's class teacher (班主任). */
  isAdmin: z.number().int(),
  studentCount: z.number().int(),
  teachingSubjectIds: z.array(z.number().int()),
});
export type TClazz = z.infer<typeof ZClazz>;

export const ZClazzBrief = z.object({ clazzId: z.number().int(), clazzName: z.string(), grade: z.number().int() });
export type TClazzBrief = z.infer<typeof ZClazzBrief>;

export const ZStudent = z.object({
  studentId: z.number().int(),
  studentName: z.string(),
  studentNum: z.string(),
  gender: z.number().int(),
  clazzId: z.number().int(),
});
export type TStudent = z.infer<typeof ZStudent>;

export const ZSemesterParams = z.object({ semesterId: zId('学期ID') });
export const ZClazzParams = z.object({ clazzId: zId('班级ID') });
export const ZGradeParams = z.object({
  grade: zIntParam('年级', { min: 1, max: 3, minMessage: '年级只能是1、2或3', maxMessage: '年级只能是1、2或3' }),
});
export const ZSubjectParams = z.object({ subjectId: zId('学科ID') });
export const ZClazzListParams = ZSemesterParams.extend(ZGradeParams.shape).extend(ZSubjectParams.shape);
export const ZSendPrintParams = ZGradeParams.extend(ZSubjectParams.shape);
export const ZSubjectQuery = z.object({ subjectId: zId('学科ID').optional() });

export const ZTeacherCounters = z.object({
  collectPaper: z.number().int(),
  collectTopic: z.number().int(),
  examLabel: z.number().int(),
  makePaper: z.number().int(),
  onlineCourse: z.number().int(),
  topicError: z.number().int(),
});
export type TTeacherCounters = z.infer<typeof ZTeacherCounters>;

export const ZSchoolDetail = z.object({
  schoolId: z.number().int(),
  schoolName: z.string(),
  schoolLogo: z.string(),
  schoolBrand: z.string(),
  section: z.number().int(),
  domain: z.string(),
  isSchoolCustomize: z.number().int(),
  headerVersion: z.number().int(),
  /** Teaching-improvement mode. */
  isTeaching: z.number().int(),
  isWholeSchool: z.number().int(),
  isVocational: z.number().int(),
  trialMath: z.number().int(),
  trialEnglish: z.number().int(),
  filingNumber: z.string(),
});
export type TSchoolDetail = z.infer<typeof ZSchoolDetail>;

export const ZSchoolInfo = z.object({
  schoolId: z.number().int(),
  schoolName: z.string(),
  section: z.number().int(),
  teacherCount: z.number().int(),
  clazzCount: z.number().int(),
  studentCount: z.number().int(),
  currentSemesterName: z.string().nullable(),
});

export const ZProvince = z.object({ provinceId: z.number().int(), provinceName: z.string() });
export const ZRegion = z.object({ regionId: z.number().int(), regionName: z.string(), provinceId: z.number().int() });
export const ZProvinceParams = z.object({ provinceId: zId('省份ID') });
