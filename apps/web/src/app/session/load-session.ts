/**
 * Session start (spec section 4): verify the token by loading the teacher, then the extended
 * subjects, the school's subject list, the grade list and the school's header version, teaching
 * and trial flags.
 */
import type { TGrade, TSchoolDetail, TSubject, TTeacherInfo } from '@app/contract';
import { http } from '../../lib/http';

export type SessionData = {
  teacher: TTeacherInfo;
  extendSubjects: TSubject[];
  schoolSubjects: TSubject[];
  grades: TGrade[];
  school: TSchoolDetail;
};

export async function loadSession(): Promise<SessionData> {
  const teacher = await http.get<TTeacherInfo>('/base/teacher/info');
  const extendSubjects = await http.get<TSubject[]>('/base/subject/school/extend');
  const schoolSubjects = await http.get<TSubject[]>('/business/subject/school');
  const grades = await http.get<TGrade[]>('/base/grade/all');
  const school = await http.get<TSchoolDetail>('/business/school/detail');
  return { teacher, extendSubjects, schoolSubjects, grades, school };
}
