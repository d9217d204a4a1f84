import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZKnowledgePoint } from '@app/contract';
import { http } from '../../../lib/http';

export type TKnowledgePoint = z.infer<typeof ZKnowledgePoint>;

/** A subject's knowledge points (flat, with parentId). */
export const knowledgePointsQuery = (subjectId: number | null) =>
  queryOptions({
    queryKey: ['academic', 'knowledge-points', subjectId],
    queryFn: () => http.get<TKnowledgePoint[]>('/academic/knowledge-points', { subjectId }),
    enabled: subjectId != null,
    staleTime: 600_000,
  });
