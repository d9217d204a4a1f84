import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** The automatically written summary (the contract has no schema for it: shape of routes-report.ts). */
export type TClassReport = { clazzName: string; paragraphs: string[] };

export const classReportQuery = (examId: number, clazzId: number) =>
  queryOptions({
    queryKey: ['academic', 'class-report', examId, clazzId],
    queryFn: () => http.get<TClassReport>(`/academic/exam/${examId}/clazz/${clazzId}/report`),
  });
