import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { LIBRARY_PREFIX, type TFamily } from '../lib/family';
import { patchDetail } from './paper-detail';
import type { TVoteResult } from './types';

/** 有用 (1) / 没用 (-1): POST voted {paperId, value}; voting again replaces the vote. */
export function usePaperVote(family: TFamily, paperId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (value: 1 | -1) => http.post<TVoteResult>(`${LIBRARY_PREFIX[family]}/voted`, { paperId, value }),
    onSuccess: (r) => patchDetail(qc, paperId, (d) => ({ ...d, voteUp: r.voteUp, voteDown: r.voteDown, myVote: r.myVote })),
  });
}
