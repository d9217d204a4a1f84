import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZExamDetail, ZKnowledgePoint } from '@app/contract';
import { http } from '../../../lib/http';

export type TKnowledgePoint = z.infer<typeof ZKnowledgePoint>;
export type TExamDetail = z.infer<typeof ZExamDetail>;

/** A subject's knowledge points (flat, with parentId). */
export const knowledgePointsQuery = (subjectId: number | null) =>
  queryOptions({
    queryKey: ['academic', 'knowledge-points', subjectId],
    queryFn: () => http.get<TKnowledgePoint[]>('/academic/knowledge-points', { subjectId }),
    enabled: subjectId != null,
    staleTime: 600_000,
  });

/** A subject exam (its subject) with the classes the teacher may see. */
export const examDetailQuery = (examId: number | null) =>
  queryOptions({
    queryKey: ['academic', 'exam', examId],
    queryFn: () => http.get<TExamDetail>(`/academic/exam/${examId}`),
    enabled: examId != null,
  });
