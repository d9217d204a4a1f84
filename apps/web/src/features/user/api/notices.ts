import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TNotice } from '@app/contract';
import { http } from '../../../lib/http';

export type NoticePage = { list: TNotice[]; total: number; pageNo: number; pageSize: number };

export const noticePageQuery = (pageNo: number, pageSize: number) =>
  queryOptions({ queryKey: ['notices', pageNo, pageSize], queryFn: () => http.get<NoticePage>('/cms/api/notice/page', { pageNo, pageSize }) });

export const unreadCountQuery = () =>
  queryOptions({ queryKey: ['notices', 'unread'], queryFn: () => http.get<{ unread: number }>('/cms/api/notice/unread-count'), refetchInterval: 120_000 });

export function useMarkNoticeRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (noticeId: number) => http.put<null>(`/cms/api/notice/read/${noticeId}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['notices'] }),
  });
}
