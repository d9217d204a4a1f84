import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZStudentAnswers } from '@app/contract';
import { http } from '../../../lib/http';

export type TStudentAnswers = z.infer<typeof ZStudentAnswers>;
export type TAnswerRow = TStudentAnswers['questions'][number];

/** A student's answers question by question. */
export const studentAnswersQuery = (examId: number | null, studentId: number | null) =>
  queryOptions({
    queryKey: ['academic', 'answers', examId, studentId],
    queryFn: () => http.get<TStudentAnswers>(`/academic/exam/${examId}/student/${studentId}/answer`),
    enabled: examId != null && studentId != null,
  });
