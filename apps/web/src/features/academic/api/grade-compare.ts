import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZGradeCompare } from '@app/contract';
import { http } from '../../../lib/http';

export type TGradeCompare = z.infer<typeof ZGradeCompare>;
export type TCompareClazz = TGradeCompare['classes'][number];

/** Class comparison across the grade (grade leaders and the school master). */
export const gradeCompareQuery = (examId: number) =>
  queryOptions({ queryKey: ['academic', 'grade-compare', examId], queryFn: () => http.get<TGradeCompare>(`/academic/exam/${examId}/grade-compare`) });
