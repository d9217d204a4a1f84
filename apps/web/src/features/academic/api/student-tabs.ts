import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZStudentTabs } from '@app/contract';
import { http } from '../../../lib/http';

export type TStudentTabs = z.infer<typeof ZStudentTabs>;
export type TStudentTabRow = TStudentTabs['improved'][number];

/** The student tabbed list: 大幅进步, 大幅退步, 临界生, 波动生, 前10, 后10. */
export const studentTabsQuery = (examId: number, clazzId: number) =>
  queryOptions({
    queryKey: ['academic', 'student-tabs', examId, clazzId],
    queryFn: () => http.get<TStudentTabs>(`/academic/exam/${examId}/clazz/${clazzId}/student-tabs`),
  });
