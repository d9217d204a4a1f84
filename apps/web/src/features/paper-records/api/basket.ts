import { queryOptions } from '@tanstack/react-query';
import type { TBasket } from '@app/contract';
import { http } from '../../../lib/http';

export type { TBasket };
export type TBasketGroup = TBasket['groups'][number];
export type TBasketTopic = TBasketGroup['topics'][number];

export const basketKey = (subjectId: number) => ['paper-records', 'basket', subjectId] as const;

/** 试题篮 of a subject, grouped by type with default scores. */
export const basketQuery = (subjectId: number) =>
  queryOptions({
    queryKey: basketKey(subjectId),
    queryFn: () => http.get<TBasket>('/paper/basket', { subjectId }),
  });
