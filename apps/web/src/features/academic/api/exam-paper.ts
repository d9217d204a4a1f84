import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPaperInput } from '@app/contract';
import { http } from '../../../lib/http';
import type { TQuestionView } from './types';

/** The paper structure of a subject exam. */
export const examPaperQuery = (examId: number | null) =>
  queryOptions({
    queryKey: ['academic', 'paper', examId],
    queryFn: () => http.get<TQuestionView[]>(`/academic/exam/${examId}/paper`),
    enabled: examId != null,
    staleTime: 0,
  });

/** Saves the paper structure (only before scores are imported). The caller shows the API's message. */
export function useSaveExamPaper(examId: number | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TPaperInput) => http.put<TQuestionView[]>(`/academic/exam/${examId}/paper`, body, { quiet: true }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['academic'] }),
  });
}
