import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZRecordBrief } from '@app/contract';
import { http } from '../../../lib/http';
import { basketKey } from './basket';

export type TRecordBrief = z.infer<typeof ZRecordBrief>;

/** Composes the basket into a new paper record (正在编辑); the basket is emptied. */
export function useBasketCompose(subjectId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { paperName: string; testType: number }) => http.post<TRecordBrief>('/paper/basket/compose', { subjectId, ...v }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: basketKey(subjectId) });
      void qc.invalidateQueries({ queryKey: ['paper-records'] });
    },
  });
}
