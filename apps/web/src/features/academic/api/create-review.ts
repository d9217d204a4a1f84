import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZReviewCreate } from '@app/contract';
import { http } from '../../../lib/http';

export type TReviewCreate = z.input<typeof ZReviewCreate>;

/** Asks for a question's score to be re-checked (成绩复核); the exam's managers handle it. */
export function useCreateReview(examId: number | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TReviewCreate) => http.post<{ reviewId: number }>(`/academic/exam/${examId}/review`, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['academic', 'reviews'] }),
  });
}
