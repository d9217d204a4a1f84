import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { FAMILY_SUBJECT, LIBRARY_PREFIX, type TFamily } from '../lib/family';
import type { TLibrarySource } from '../lib/screens';
import type { TLibraryPage, TLibraryQuery } from './types';

export type LibraryPageParams = { source: TLibrarySource; family: TFamily; query: TLibraryQuery };

/**
 * One page of a library: maths POST /paper/math/fine-quality/v2/list, English POST
 * /paper/english/fine-quality/page, 周月卷库 POST /qxk/topic/paper-resource/paper/week-month-test/page.
 */
export function fetchLibraryPage({ source, family, query }: LibraryPageParams): Promise<TLibraryPage> {
  if (source === 'time') return http.post<TLibraryPage>('/qxk/topic/paper-resource/paper/week-month-test/page', { ...query, subjectId: FAMILY_SUBJECT[family] });
  if (family === 'maths') return http.post<TLibraryPage>(`${LIBRARY_PREFIX.maths}/v2/list`, query);
  return http.post<TLibraryPage>(`${LIBRARY_PREFIX.english}/page`, query);
}

export const libraryKeys = {
  all: ['paper-library'] as const,
  lists: ['paper-library', 'list'] as const,
};

export const libraryPageQuery = (p: LibraryPageParams) =>
  queryOptions({
    queryKey: [...libraryKeys.lists, p.source, p.family, p.query],
    queryFn: () => fetchLibraryPage(p),
    placeholderData: keepPreviousData,
  });

/** How many papers of the screen the teacher has collected (the total of the collected-only list). */
export const collectedCountQuery = (p: Omit<LibraryPageParams, 'query'> & { categories: readonly string[] | null }) =>
  queryOptions({
    queryKey: [...libraryKeys.lists, 'collected-count', p.source, p.family, p.categories],
    queryFn: async () => (await fetchLibraryPage({ ...p, query: { pageIndex: 1, pageSize: 1, onlyCollected: 1, categories: p.categories as TLibraryQuery['categories'] } })).total,
  });
