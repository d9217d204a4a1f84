import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TTeachingQuality } from '@app/contract';
import { downloadFile } from '../../../lib/file-transfer';
import { http } from '../../../lib/http';
import { filterParams, filterSearch, type TeachingFilter } from '../lib/filters';
import { TEACHING_KEY } from './keys';

/** GET /teaching/quality: value added, rate changes and warnings per class, and the class × exam matrices. */
export const teachingQualityQuery = (f: TeachingFilter) =>
  queryOptions({ queryKey: [...TEACHING_KEY, 'quality', filterParams(f)], queryFn: () => http.get<TTeachingQuality>('/teaching/quality', filterParams(f)), placeholderData: keepPreviousData });

export const useTeachingQuality = (f: TeachingFilter) => useQuery(teachingQualityQuery(f));

/** GET /teaching/quality/download: the table and the matrices as .xlsx. */
export function downloadQuality(f: TeachingFilter): Promise<string> {
  const qs = filterSearch(f);
  return downloadFile(`/teaching/quality/download${qs ? `?${qs}` : ''}`, '教学质量.xlsx');
}
