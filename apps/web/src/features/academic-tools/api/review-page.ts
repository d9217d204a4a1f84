import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZReviewRow } from '@app/contract';
import { http } from '../../../lib/http';
import type { TPage } from './types';

export type TReviewRow = z.infer<typeof ZReviewRow>;
export const REVIEW_PAGE_SIZE = 10;

/** Review requests the teacher made or may handle; status 0 待处理, 1 已通过, 2 已驳回. */
export const reviewPageQuery = (status: number | null, pageNo: number) =>
  queryOptions({
    queryKey: ['academic', 'reviews', status, pageNo],
    queryFn: () => http.get<TPage<TReviewRow>>('/academic/review/page', { status, pageNo, pageSize: REVIEW_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
