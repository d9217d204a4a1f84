import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZStudentTrend } from '@app/contract';
import { http } from '../../../lib/http';

export type TStudentTrend = z.infer<typeof ZStudentTrend>;
export type TStudentExam = TStudentTrend['exams'][number];

/** A student's exams this term in a subject, oldest first: score, ranks, tier, averages. */
export const studentTrendQuery = (studentId: number | null, subjectId: number | null) =>
  queryOptions({
    queryKey: ['academic', 'student-trend', studentId, subjectId],
    queryFn: () => http.get<TStudentTrend>('/academic/student/trend', { studentId, subjectId }),
    enabled: studentId != null && subjectId != null,
    staleTime: 60_000,
  });
