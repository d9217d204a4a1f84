import { POST_NAMES, type TPost, type TTeacherInfo } from '@app/contract';
import type { Db } from '../../db/client.js';
import { getSchool, getTeacherRow, teacherPosts, teacherSubjects } from './queries.js';
import { presentSubject } from './presenters.js';

export async function loadTeacherInfo(db: Db, teacherId: number): Promise<TTeacherInfo> {
  const t = await getTeacherRow(db, teacherId);
  const [s, posts, subjects] = [await getSchool(db, t.schoolId), await teacherPosts(db, teacherId), await teacherSubjects(db, teacherId)];
  const postValues = [...new Set(posts.map((p) => p.post))].sort();
  return {
    teacherId: t.id,
    teacherName: t.name,
    account: t.account,
    phone: t.phone,
    gender: t.gender,
    posts: postValues,
    postsName: postValues.map((p) => POST_NAMES[p as TPost] ?? String(p)).join('、'),
    leadGrades: [...new Set(posts.filter((p) => p.gradeNo != null).map((p) => p.gradeNo!))].sort(),
    subjects: subjects.map(presentSubject),
    section: t.section,
    domain: s.domain,
    schoolId: s.id,
    schoolName: s.name,
    schoolLogo: s.logo,
    schoolBrand: s.brand,
    headImg: t.headImg,
    isSchoolCustomize: s.isSchoolCustomize ? 1 : 0,
    isExtendSubject: t.isExtendSubject ? 1 : 0,
    accountKind: t.accountKind,
    mustChangePassword: t.mustChangePassword ? 1 : 0,
  };
}
