/** Academic data in the contract's shapes. */
import { z } from 'zod';
import { EXAM_TYPES, ZClazz, ZExamGroupView, ZSemester, type TClazz, type TExamGroupView, type TSemester } from '@app/contract';

export function clazzOf(clazzId: number, clazzName: string, grade: number, patch: Partial<TClazz> = {}): TClazz {
  return ZClazz.parse({ clazzId, clazzName, grade, gradeId: 10 + grade, gradeName: ['高一', '高二', '高三'][grade - 1], section: 2, teaching: 1, isAdmin: 0, studentCount: 45, teachingSubjectIds: [3], ...patch });
}

/** Classes of a grade leader of 高一 who also teaches one 高二 class. */
export const VISIBLE_CLAZZES = [clazzOf(31, '高一(1)班', 1), clazzOf(32, '高一(2)班', 1), clazzOf(33, '高一(3)班', 1), clazzOf(41, '高二(1)班', 2)];

export function semester(semesterId: number, semesterName: string, status: 1 | 2): TSemester {
  return ZSemester.parse({ semesterId, semesterName, status, semesterStatus: status, isShow: 1, startDate: '2026-02-20', endDate: '2026-07-10' });
}

export const CURRENT_SEMESTER = semester(12, '2025-2026学年第二学期', 1);
export const LAST_SEMESTER = semester(11, '2025-2026学年第一学期', 2);

export function examGroup(p: Partial<z.input<typeof ZExamGroupView>> = {}): TExamGroupView {
  const type = p.type ?? 3;
  return ZExamGroupView.parse({
    examGroupId: 7,
    name: '高一3月月考',
    type,
    typeName: EXAM_TYPES.find((t) => t.value === type)?.label ?? '',
    examDate: '2026-03-10',
    gradeId: 11,
    gradeName: '高一',
    semesterId: 12,
    markType: 3,
    markStatus: 0,
    canManage: true,
    clazzes: [
      { clazzId: 31, clazzName: '高一(1)班' },
      { clazzId: 32, clazzName: '高一(2)班' },
    ],
    exams: [
      { examId: 71, subjectId: 3, subjectName: '数学', fullScore: 150, studentCount: 90 },
      { examId: 72, subjectId: 12, subjectName: '物理', fullScore: 100, studentCount: 0 },
    ],
    ...p,
  });
}
