import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { RECORD_PREFIX, type TFamily } from '../lib/family';

/** Deletes a test record (only one being edited, list status 2). */
export function useDeleteRecord(family: TFamily) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (paperId: number) => http.del<null>(`${RECORD_PREFIX[family]}/delete/${paperId}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['paper-records', family, 'list'] }),
  });
}
