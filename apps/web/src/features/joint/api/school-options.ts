import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TJointSchoolOption } from '@app/contract';
import { http } from '../../../lib/http';
import { SCHOOL_OPTIONS_KEY } from './keys';

/**
 * GET /joint/school-options: schools of the organiser's district (not its own) by name or code;
 * with a joint exam, the ones already in it are marked `invited`.
 */
export const schoolOptionsQuery = (keyword: string, jointId: number | null, enabled = true) =>
  queryOptions({
    queryKey: [...SCHOOL_OPTIONS_KEY, jointId, keyword],
    queryFn: () => http.get<TJointSchoolOption[]>('/joint/school-options', { keyword: keyword || undefined, jointId: jointId ?? undefined }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useSchoolOptions = (keyword: string, jointId: number | null, enabled = true) => useQuery(schoolOptionsQuery(keyword, jointId, enabled));
