import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZProvince } from '@app/contract';
import { http } from '../../../lib/http';

export type TProvince = z.infer<typeof ZProvince>;

/** Provinces 1-31 for the library's province filter. */
export const provincesQuery = () =>
  queryOptions({
    queryKey: ['base', 'provinces'],
    queryFn: () => http.get<TProvince[]>('/base/region/provinces'),
    staleTime: Infinity,
  });
