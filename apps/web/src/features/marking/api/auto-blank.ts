import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { MARKING_KEY, type TAutoBlankRow } from './types';

/** Groups the teacher manages with their blank-image candidates and audit counts (/marking/autojdt). */
export const fetchAutoBlank = () => http.get<TAutoBlankRow[]>('/marking/autojdt');

export const autoBlankQuery = () => queryOptions({ queryKey: [MARKING_KEY, 'autojdt'], queryFn: fetchAutoBlank, staleTime: 0 });
