import { queryOptions } from '@tanstack/react-query';
import type { TPlayTicket } from '@app/contract';
import { fetchAuthedBlob } from '../../../lib/authed-blob';
import { http } from '../../../lib/http';
import { COURSE_MEDIA_KEY } from './keys';

/** GET /course/video/:videoId/poster: a chapter's poster frame, as a blob (an <img> cannot send the bearer token). */
export const posterQuery = (videoId: number) =>
  queryOptions({ queryKey: [...COURSE_MEDIA_KEY, 'poster', videoId], queryFn: () => fetchAuthedBlob(`/course/video/${videoId}/poster`, '封面加载失败'), staleTime: Infinity, gcTime: 5 * 60_000, retry: false });

/**
 * POST /course/video/:videoId/ticket: an address a <video> element can play without the bearer
 * header. It stays valid for hours: one ticket serves every preview of the chapter for half an hour.
 */
export const playTicketQuery = (videoId: number) =>
  queryOptions({ queryKey: [...COURSE_MEDIA_KEY, 'ticket', videoId], queryFn: () => http.post<TPlayTicket>(`/course/video/${videoId}/ticket`), staleTime: 30 * 60_000, gcTime: 30 * 60_000 });
