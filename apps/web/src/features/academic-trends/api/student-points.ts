import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZStudentPoints } from '@app/contract';
import { http } from '../../../lib/http';

export type TStudentPoints = z.infer<typeof ZStudentPoints>;
export type TStudentPoint = TStudentPoints['points'][number];
export type TGuideItem = TStudentPoints['guide'][number];

/** A student's knowledge-point mastery this term, weakest first, with suggestions (guide). */
export const studentPointsQuery = (studentId: number | null, subjectId: number | null) =>
  queryOptions({
    queryKey: ['academic', 'student-points', studentId, subjectId],
    queryFn: () => http.get<TStudentPoints>('/academic/student/points', { studentId, subjectId }),
    enabled: studentId != null && subjectId != null,
    staleTime: 60_000,
  });
