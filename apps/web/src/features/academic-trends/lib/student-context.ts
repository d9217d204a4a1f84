import { useOutletContext } from 'react-router';

/** What the 学生分析 layout hands to its tabs. */
export type StudentContext = {
  clazzId: number;
  clazzName: string;
  studentId: number;
  studentName: string;
  studentNum: string;
  subjectId: number;
  subjectName: string;
  /** The current query string (?clazzId=&studentId=), to keep it when moving between tabs. */
  search: string;
};

export function useStudentContext(): StudentContext {
  return useOutletContext<StudentContext>();
}
