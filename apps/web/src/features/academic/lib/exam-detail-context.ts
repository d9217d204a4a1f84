import { useOutletContext } from 'react-router';
import type { TExamListItem } from '../api/exam-list';

/** What the exam-detail layout hands to its tabs. */
export type ExamDetailContext = {
  clazzId: number;
  clazzName: string;
  examId: number;
  /** The exam's list entry when it is on the list page shown. */
  exam: TExamListItem | null;
  isGradeLeader: boolean;
  /** The current query string (?clazzId=&examId=…), to keep it when moving between tabs. */
  search: string;
};

export function useExamDetail(): ExamDetailContext {
  return useOutletContext<ExamDetailContext>();
}
