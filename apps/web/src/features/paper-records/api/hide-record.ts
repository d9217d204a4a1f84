import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { RECORD_PREFIX, type TFamily } from '../lib/family';

/** Hides (isHide 1) or shows again (0) a test record. */
export function useHideRecord(family: TFamily) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { paperId: number; isHide: 0 | 1 }) => http.put<{ isHide: 0 | 1 }>(`${RECORD_PREFIX[family]}/hide/${v.paperId}`, { isHide: v.isHide }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['paper-records', family, 'list'] }),
  });
}
