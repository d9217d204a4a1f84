import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PERSONAL_PAGE_SIZE, type TPersonalUploadKind, type TPersonalUploadPage } from '@app/contract';
import { http } from '../../../lib/http';
import { PERSONAL_KEY } from './keys';

export type UploadsParams = { pageNo: number; kind: TPersonalUploadKind | null; name: string };

/** GET /paper/personal/uploads: the teacher's school papers, teaching aids and lesson videos, newest first. */
export const uploadsQuery = (p: UploadsParams) =>
  queryOptions({
    queryKey: [...PERSONAL_KEY, 'uploads', p],
    queryFn: () => http.get<TPersonalUploadPage>('/paper/personal/uploads', { pageNo: p.pageNo, pageSize: PERSONAL_PAGE_SIZE, kind: p.kind ?? undefined, name: p.name || undefined }),
    placeholderData: keepPreviousData,
  });
export const useUploads = (p: UploadsParams) => useQuery(uploadsQuery(p));
