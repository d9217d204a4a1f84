import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZScoreUpRow } from '@app/contract';
import { http } from '../../../lib/http';

export type TScoreUpRow = z.infer<typeof ZScoreUpRow>;

/** 提分宝: each student's gap to the next line and the knowledge points that lost most points. */
export const scoreUpQuery = (examId: number | null, clazzId: number | null) =>
  queryOptions({
    queryKey: ['academic', 'score-up', examId, clazzId],
    queryFn: () => http.get<TScoreUpRow[]>(`/academic/exam/${examId}/clazz/${clazzId}/score-up`),
    enabled: examId != null && clazzId != null,
  });
