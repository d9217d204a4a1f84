import { useOutletContext } from 'react-router';

/** The part of the exam-detail layout's outlet context the report tab uses (kept in step with features/academic/lib/exam-detail-context.ts). */
export type ExamDetailOutlet = {
  clazzId: number;
  clazzName: string;
  examId: number;
  exam: { name: string; subjectName: string } | null;
  search: string;
};

export function useExamDetailOutlet(): ExamDetailOutlet {
  return useOutletContext<ExamDetailOutlet>();
}
