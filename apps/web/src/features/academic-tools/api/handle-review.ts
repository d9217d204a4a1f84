import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZReviewHandle } from '@app/contract';
import { http } from '../../../lib/http';

export type TReviewHandle = z.input<typeof ZReviewHandle>;

/** Accepts a review with a new score, or rejects it; the reports are rebuilt with the new score. */
export function useHandleReview() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, body }: { reviewId: number; body: TReviewHandle }) => http.put<null>(`/academic/review/${reviewId}`, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['academic'] }),
  });
}
