import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { LIBRARY_PREFIX, type TFamily } from '../lib/family';
import { libraryKeys } from './library-page';
import type { TCommentPage } from './types';

/** Comments of a paper, 10 a page, newest first: GET comment/{paperId}/{pageNum}. */
export const paperCommentsQuery = (family: TFamily, paperId: number, pageNum: number) =>
  queryOptions({
    queryKey: ['paper-library', 'comments', paperId, pageNum],
    queryFn: () => http.get<TCommentPage>(`${LIBRARY_PREFIX[family]}/comment/${paperId}/${pageNum}`),
    placeholderData: keepPreviousData,
  });

/** 发表评论: POST comment {paperId, content}. */
export function useAddComment(family: TFamily, paperId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => http.post<{ commentId: number }>(`${LIBRARY_PREFIX[family]}/comment`, { paperId, content }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ['paper-library', 'comments', paperId] });
      void qc.invalidateQueries({ queryKey: libraryKeys.lists });
    },
  });
}
