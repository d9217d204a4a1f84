import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZClassReportView } from '@app/contract';
import { http } from '../../../lib/http';

/** The class report's automatically written summary. */
export type TClassReport = z.infer<typeof ZClassReportView>;

export const classReportQuery = (examId: number, clazzId: number) =>
  queryOptions({
    queryKey: ['academic', 'class-report', examId, clazzId],
    queryFn: () => http.get<TClassReport>(`/academic/exam/${examId}/clazz/${clazzId}/report`),
  });
