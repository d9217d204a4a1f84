import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { MARKING_KEY, type TSuperviseRow } from './types';

/** Grade leaders: marking of every exam of their grades (groups, progress, problems, arbitrations). */
export const fetchSupervise = () => http.get<TSuperviseRow[]>('/marking/supervise');

export const superviseQuery = () => queryOptions({ queryKey: [MARKING_KEY, 'supervise'], queryFn: fetchSupervise, staleTime: 0 });
