import { queryOptions } from '@tanstack/react-query';
import type { TExamGroupView } from '@app/contract';
import { http } from '../../../lib/http';

type Page = { list: TExamGroupView[]; total: number };

/** The newest exams of the current semester the teacher can see. */
export const recentExamsQuery = () =>
  queryOptions({
    queryKey: ['exam-group', 'recent'],
    queryFn: () => http.get<Page>('/academic/exam-group/page', { pageNo: 1, pageSize: 5 }),
  });
