import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZWrongTopicRow } from '@app/contract';
import { http } from '../../../lib/http';

export type TWrongTopicRow = z.infer<typeof ZWrongTopicRow>;
export type WrongTopicParams = { clazzId: number | null; subjectId: number | null; maxRate: number; examId: number | null; kpId: number | null };

/** The class's questions below a scoring rate this term, weakest first. */
export const wrongTopicsQuery = (p: WrongTopicParams) =>
  queryOptions({
    queryKey: ['academic', 'wrongtopic', p],
    queryFn: () => http.get<TWrongTopicRow[]>('/academic/wrongtopic', { clazzId: p.clazzId, subjectId: p.subjectId, maxRate: p.maxRate, examId: p.examId, kpId: p.kpId }),
    enabled: p.clazzId != null && p.subjectId != null,
    placeholderData: keepPreviousData,
  });
