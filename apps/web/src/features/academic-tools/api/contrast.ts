import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZContrastBody, ZContrastResult } from '@app/contract';
import { http } from '../../../lib/http';

export type TContrastItem = z.infer<typeof ZContrastBody>['items'][number];
export type TContrastResult = z.infer<typeof ZContrastResult>;

/** 2-4 (exam, class) pairs side by side (a read, though sent as a POST). */
export const contrastQuery = (items: TContrastItem[]) =>
  queryOptions({
    queryKey: ['academic', 'contrast', items],
    queryFn: () => http.post<TContrastResult>('/academic/contrast', { items }),
    enabled: items.length >= 2 && items.length <= 4,
  });
