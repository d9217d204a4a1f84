import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZStudentAnswers } from '@app/contract';
import { http } from '../../../lib/http';

export type TStudentAnswers = z.infer<typeof ZStudentAnswers>;

/** A student's answers in one exam, question by question. */
export const studentAnswersQuery = (examId: number, studentId: number) =>
  queryOptions({
    queryKey: ['academic', 'answers', examId, studentId],
    queryFn: () => http.get<TStudentAnswers>(`/academic/exam/${examId}/student/${studentId}/answer`),
    staleTime: 60_000,
  });
