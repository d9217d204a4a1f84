import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminOverview } from '@app/contract';
import { http } from '../../../lib/http';
import { ADMIN_KEY } from './keys';

/** GET /admin/overview: the school, its current semester, grades, counts and the last rollover. */
export const overviewQuery = () => queryOptions({ queryKey: [...ADMIN_KEY, 'overview'], queryFn: () => http.get<TAdminOverview>('/admin/overview') });

export const useOverview = () => useQuery(overviewQuery());
