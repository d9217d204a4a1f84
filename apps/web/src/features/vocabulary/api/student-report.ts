import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TVocabStudentReport } from '@app/contract/vocabulary';
import { http } from '../../../lib/http';
import { VOCAB_REPORT_KEY } from './keys';

/** GET /vocabulary/put/:putId/students?clazzId: each student's progress, accuracy and wrong words. */
export const vocabStudentReportQuery = (putId: number, clazzId: number | undefined) =>
  queryOptions({
    queryKey: [...VOCAB_REPORT_KEY, 'students', putId, clazzId ?? null],
    queryFn: () => http.get<TVocabStudentReport>(`/vocabulary/put/${putId}/students`, { clazzId }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useVocabStudentReport = (putId: number | null, clazzId: number | undefined) => useQuery({ ...vocabStudentReportQuery(putId ?? 0, clazzId), enabled: putId != null });
