/** Test data in the contract's shapes (parsed by its schemas, so a drifting fixture fails loudly). */
import { z } from 'zod';
import { ZGrade, ZSchoolDetail, ZSubject, ZTeacherInfo, type TTeacherInfo } from '@app/contract';
import type { SessionData } from '../src/app/session/load-session';

const subject = (subjectId: number, subjectName: string) => ZSubject.parse({ subjectId, subjectName, id: subjectId, name: subjectName, isBasic: 1 });

/** The subjects a senior-high school offers, plus a school-defined one (id above 18). */
export const SCHOOL_SUBJECTS = [
  subject(9, '语文'),
  subject(3, '数学'),
  subject(8, '英语'),
  subject(12, '物理'),
  subject(13, '化学'),
  subject(14, '生物'),
  subject(15, '政治'),
  subject(16, '历史'),
  subject(17, '地理'),
  subject(41, '心理健康'),
];

type TeacherPatch = Partial<Omit<TTeacherInfo, 'subjects'>> & { subjectIds?: number[] };
type SchoolPatch = Partial<z.input<typeof ZSchoolDetail>>;

/** A senior-high maths teacher (post 4) at a standard-brand school, unless patched. */
export function sessionOf(teacher: TeacherPatch = {}, school: SchoolPatch = {}): SessionData {
  const { subjectIds = [3], ...rest } = teacher;
  const posts = rest.posts ?? [4];
  return {
    teacher: ZTeacherInfo.parse({
      teacherId: 101,
      teacherName: '王老师',
      account: 'wanglaoshi',
      phone: '13800000000',
      gender: 2,
      posts,
      postsName: '任课老师',
      leadGrades: [],
      subjects: subjectIds.map((id) => SCHOOL_SUBJECTS.find((s) => s.subjectId === id) ?? subject(id, `学科${id}`)),
      section: 2,
      domain: 'demo',
      schoolId: 1,
      schoolName: '示范高级中学',
      schoolLogo: '',
      schoolBrand: '',
      headImg: '',
      isSchoolCustomize: 0,
      isExtendSubject: 0,
      accountKind: 1,
      mustChangePassword: 0,
      ...rest,
    }),
    extendSubjects: [],
    schoolSubjects: SCHOOL_SUBJECTS,
    grades: [1, 2, 3].map((g) => ZGrade.parse({ gradeId: 10 + g, gradeName: ['高一', '高二', '高三'][g - 1], section: 2, grade: g })),
    school: ZSchoolDetail.parse({
      schoolId: 1,
      schoolName: '示范高级中学',
      schoolLogo: '',
      schoolBrand: '',
      section: 2,
      domain: 'demo',
      isSchoolCustomize: 0,
      headerVersion: 1,
      isTeaching: 0,
      isWholeSchool: 0,
      isVocational: 0,
      trialMath: 0,
      trialEnglish: 0,
      filingNumber: '',
      ...school,
    }),
  };
}
