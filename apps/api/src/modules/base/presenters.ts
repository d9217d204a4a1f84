/** Maps database rows to the contract's response types. */
import type { TGrade, TSemester, TSubject } from '@app/contract';
import type { grade, semester } from '../../db/schema.js';

export function presentSubject(s: { id: number; name: string; isBasic: boolean }): TSubject {
  return { subjectId: s.id, subjectName: s.name, id: s.id, name: s.name, isBasic: s.isBasic ? 1 : 0 };
}

export function presentSemester(s: typeof semester.$inferSelect): TSemester {
  return {
    semesterId: s.id,
    semesterName: s.name,
    status: s.status,
    semesterStatus: s.status,
    isShow: s.isShow ? 1 : 0,
    startDate: s.startDate,
    endDate: s.endDate,
  };
}

export function presentGrade(g: typeof grade.$inferSelect): TGrade {
  return { gradeId: g.id, gradeName: g.name, section: g.section, grade: g.gradeNo };
}
