import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { MARKING_KEY } from './types';

/** Changes how the exam is marked: 3 班级混合阅卷 or 4 班级单独阅卷. */
export const setMarkType = (examId: number, markType: 3 | 4) => http.put<null>(`/marking/exam/${examId}/mark-type`, { markType });

export function useSetMarkType(examId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (markType: 3 | 4) => setMarkType(examId, markType),
    onSuccess: () => qc.invalidateQueries({ queryKey: [MARKING_KEY] }),
  });
}
