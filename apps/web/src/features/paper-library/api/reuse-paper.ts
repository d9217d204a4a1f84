import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { LIBRARY_PREFIX, type TFamily } from '../lib/family';
import { refreshHomeCounters } from './home-counters';
import type { TRecordBrief } from './types';

/** 复用本卷: POST adaptation/{id} makes a paper record (正在编辑) from the fine paper. */
export function useReusePaper(family: TFamily) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (paperId: number) => http.post<TRecordBrief>(`${LIBRARY_PREFIX[family]}/adaptation/${paperId}`),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['paper-records'] });
      void qc.invalidateQueries({ queryKey: ['paper-library', 'uses'] });
      refreshHomeCounters(qc);
    },
  });
}
