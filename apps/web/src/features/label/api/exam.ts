import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TLabelExam, TLabelFolder, TLabelFolderBody, TLabelOptions, TLabelSaveBody, TLabelSaveResult, TLabelSimilar, TLabelStateResult } from '@app/contract';
import { http } from '../../../lib/http';
import { LABEL_KEY } from './keys';

/** GET /label/exam/:examId: the questions, their tags and content. */
export const labelExamQuery = (examId: number | null) =>
  queryOptions({ queryKey: [...LABEL_KEY, 'exam', examId], queryFn: () => http.get<TLabelExam>(`/label/exam/${examId}`), enabled: examId != null });
export const useLabelExam = (examId: number | null) => useQuery(labelExamQuery(examId));

/** GET /label/exam/:examId/options: knowledge tree, methods, types, difficulties, folders. */
export const labelOptionsQuery = (examId: number | null) =>
  queryOptions({ queryKey: [...LABEL_KEY, 'options', examId], queryFn: () => http.get<TLabelOptions>(`/label/exam/${examId}/options`), enabled: examId != null, staleTime: 5 * 60_000 });
export const useLabelOptions = (examId: number | null) => useQuery(labelOptionsQuery(examId));

/** GET …/question/:questionId/similar: bank questions sharing the question's points. */
export const similarQuery = (examId: number, questionId: number | null, kpKey: string) =>
  queryOptions({
    queryKey: [...LABEL_KEY, 'similar', examId, questionId, kpKey],
    queryFn: () => http.get<TLabelSimilar>(`/label/exam/${examId}/question/${questionId}/similar`, undefined, { quiet: true }),
    enabled: questionId != null && kpKey !== '',
    staleTime: 60_000,
  });
export const useSimilar = (examId: number, questionId: number | null, kpKey: string) => useQuery(similarQuery(examId, questionId, kpKey));

/** PUT /label/exam/:examId/tags: the saved questions replace theirs in the page's data at once. */
export function useSaveTags(examId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TLabelSaveBody) => http.put<TLabelSaveResult>(`/label/exam/${examId}/tags`, body),
    onSuccess: (r) => {
      qc.setQueryData<TLabelExam>(labelExamQuery(examId).queryKey, (old) =>
        old ? { ...old, questions: old.questions.map((q) => { const s = r.questions.find((x) => x.questionId === q.questionId); return s ? { ...s, content: q.content } : q; }) } : old,
      );
      void qc.invalidateQueries({ queryKey: [...LABEL_KEY, 'page'] });
      void qc.invalidateQueries({ queryKey: [...LABEL_KEY, 'count'] });
    },
  });
}

function useStateChange(action: 'finish' | 'withdraw') {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (examId: number) => http.post<TLabelStateResult>(`/label/exam/${examId}/${action}`),
    onSettled: () => qc.invalidateQueries({ queryKey: LABEL_KEY }),
  });
}
/** POST /label/exam/:examId/finish (完成标注). */
export const useFinishLabel = () => useStateChange('finish');
/** POST /label/exam/:examId/withdraw (撤回). */
export const useWithdrawLabel = () => useStateChange('withdraw');

/** POST /label/folder (新建文件夹). */
export function useCreateFolder(examId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TLabelFolderBody) => http.post<TLabelFolder>('/label/folder', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: labelOptionsQuery(examId).queryKey }),
  });
}
