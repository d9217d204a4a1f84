import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LABEL_PAGE_SIZE, type TLabelTab, type TLabelTaskPage } from '@app/contract';
import { http } from '../../../lib/http';
import { PERSONAL_KEY } from './keys';

export type LabelTasksParams = { subjectId: number | null; status: TLabelTab; pageNo: number };

/** GET /label/exam/page: the tagging tasks of the current subject, newest exam first (docs/label.md). */
export const labelTasksQuery = (p: LabelTasksParams) =>
  queryOptions({
    queryKey: [...PERSONAL_KEY, 'label-tasks', p],
    queryFn: () => http.get<TLabelTaskPage>('/label/exam/page', { subjectId: p.subjectId, status: p.status, pageNo: p.pageNo, pageSize: LABEL_PAGE_SIZE }),
    enabled: p.subjectId != null,
    placeholderData: keepPreviousData,
  });
export const useLabelTasks = (p: LabelTasksParams) => useQuery(labelTasksQuery(p));
