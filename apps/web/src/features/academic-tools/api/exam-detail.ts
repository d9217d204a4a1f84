import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZExamDetail } from '@app/contract';
import { http } from '../../../lib/http';

export type TExamDetail = z.infer<typeof ZExamDetail>;

/** A subject exam with the classes the teacher may see in it. */
export const examDetailQuery = (examId: number | null) =>
  queryOptions({
    queryKey: ['academic', 'exam', examId],
    queryFn: () => http.get<TExamDetail>(`/academic/exam/${examId}`),
    enabled: examId != null,
  });
