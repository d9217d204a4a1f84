import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TExamGroupView } from '@app/contract';
import { http } from '../../../lib/http';

/** One exam group (to know whether the teacher manages it). */
export const examGroupQuery = (examGroupId: number | null) =>
  queryOptions({
    queryKey: ['academic', 'exam-group', examGroupId],
    queryFn: () => http.get<TExamGroupView>(`/academic/exam-group/${examGroupId}`),
    enabled: examGroupId != null,
  });

export function useSetMissExam(examId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { studentId: number; missExam: boolean }) => http.put<null>(`/academic/exam/${examId}/miss`, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['academic'] }),
  });
}

export function useOverwriteScores(examId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { studentId: number; scores: number[]; answers: (string | null)[]; reason: string }) => http.put<null>(`/academic/exam/${examId}/score`, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['academic'] }),
  });
}
