import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZRankRow } from '@app/contract';
import { http } from '../../../lib/http';

export type TRankRow = z.infer<typeof ZRankRow>;
export type RankWhich = 'top' | 'last';

/** The grade's top or last 100 students of an exam. */
export const rankDetailQuery = (examId: number, which: RankWhich) =>
  queryOptions({ queryKey: ['academic', 'rank', examId, which], queryFn: () => http.get<TRankRow[]>(`/academic/exam/${examId}/rank/${which}`) });
