import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TWriteScoreBody, TWriteSubmissionDetail } from '@app/contract/writing';
import { http } from '../../../lib/http';
import { WRITE_REPORT_KEY, WRITE_TASKS_KEY } from './keys';

/** GET /write/submission/:submissionId: one essay with its 智能批改 and the teacher's score. */
export const writeSubmissionQuery = (submissionId: number) =>
  queryOptions({ queryKey: [...WRITE_REPORT_KEY, 'submission', submissionId], queryFn: () => http.get<TWriteSubmissionDetail>(`/write/submission/${submissionId}`), staleTime: 0 });

export const useWriteSubmission = (submissionId: number | null) => useQuery({ ...writeSubmissionQuery(submissionId ?? 0), enabled: submissionId != null });

/** PUT /write/submission/:submissionId/score: the teacher's score (half points, within the full score) and comment. */
export function useScoreSubmission() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { submissionId: number; body: TWriteScoreBody }) => http.put<TWriteSubmissionDetail>(`/write/submission/${v.submissionId}/score`, v.body),
    onSuccess: (saved) => {
      qc.setQueryData(writeSubmissionQuery(saved.submissionId).queryKey, saved);
      // The task's 批改 count, the students' table and the reports change.
      void qc.invalidateQueries({ queryKey: WRITE_TASKS_KEY });
    },
  });
}
