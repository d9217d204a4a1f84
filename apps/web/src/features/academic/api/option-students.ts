import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export type TOptionStudent = { studentId: number; studentName: string; studentNum: string };

/** Students of a class who chose an option ('A'…, 'blank' or 'other') of an objective question. */
export const optionStudentsQuery = (examId: number, clazzId: number, questionId: number | null, option: string | null) =>
  queryOptions({
    queryKey: ['academic', 'option-students', examId, clazzId, questionId, option],
    queryFn: () => http.get<TOptionStudent[]>(`/academic/exam/${examId}/clazz/${clazzId}/option-students`, { questionId, option }),
    enabled: questionId != null && option != null,
  });
