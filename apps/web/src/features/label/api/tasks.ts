import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TLabelCount, TLabelTab, TLabelTaskPage } from '@app/contract';
import { http } from '../../../lib/http';
import { LABEL_KEY } from './keys';

/** GET /label/count: the header's waiting count for the current subject. */
export const labelCountQuery = (subjectId: number | null) =>
  queryOptions({
    queryKey: [...LABEL_KEY, 'count', subjectId],
    queryFn: () => http.get<TLabelCount>('/label/count', { subjectId }, { quiet: true }),
    enabled: subjectId != null,
    staleTime: 30_000,
  });

export type LabelPageParams = { subjectId: number | null; status: TLabelTab; pageNo: number; searchKey: string };

/** GET /label/exam/page: a page of 10 tasks, newest first. */
export const labelPageQuery = (p: LabelPageParams) =>
  queryOptions({
    queryKey: [...LABEL_KEY, 'page', p],
    queryFn: () => http.get<TLabelTaskPage>('/label/exam/page', { subjectId: p.subjectId, status: p.status, pageNo: p.pageNo, pageSize: 10, searchKey: p.searchKey || undefined }),
    enabled: p.subjectId != null,
    placeholderData: keepPreviousData,
  });
export const useLabelPage = (p: LabelPageParams) => useQuery(labelPageQuery(p));

/** PUT /academic/exam-group/:id/type: the academic change of exam type (its creator, the grade's leaders, the master). */
export function useChangeExamType() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ examGroupId, type }: { examGroupId: number; type: number }) => http.put<null>(`/academic/exam-group/${examGroupId}/type`, { type }),
    onSettled: () => qc.invalidateQueries({ queryKey: LABEL_KEY }),
  });
}
