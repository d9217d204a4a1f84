import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { TExamGroupView, TPage } from './types';

export type ExamGroupPageParams = { semesterId: number | null; type: number | null; keyword: string; pageNo: number; pageSize: number };

/** Exam groups the teacher can see in a semester, newest first. */
export const examGroupPageQuery = (p: ExamGroupPageParams) =>
  queryOptions({
    queryKey: ['academic', 'exam-groups', p],
    queryFn: () =>
      http.get<TPage<TExamGroupView>>('/academic/exam-group/page', {
        semesterId: p.semesterId,
        type: p.type,
        keyword: p.keyword || undefined,
        pageNo: p.pageNo,
        pageSize: p.pageSize,
      }),
    enabled: p.semesterId != null,
    placeholderData: keepPreviousData,
  });
