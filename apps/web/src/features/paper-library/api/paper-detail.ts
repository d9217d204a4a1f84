import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { LIBRARY_PREFIX, type TFamily } from '../lib/family';
import type { TFinePaperDetail, TPaperTopic } from './types';

/** Where a paper's detail comes from: a family's library, or the 周月卷库 (either subject). */
export type TDetailSource = TFamily | 'time';

function detailPath(source: TDetailSource, paperId: number): string {
  if (source === 'time') return `/qxk/topic/paper-resource/paper/itemId/week-month-test/${paperId}`;
  return source === 'maths' ? `${LIBRARY_PREFIX.maths}/topic/${paperId}` : `${LIBRARY_PREFIX.english}/detail/${paperId}`;
}

const detailKey = (paperId: number) => ['paper-library', 'detail', paperId] as const;

/**
 * A fine paper with its type groups and questions: maths GET topic/{paperId}, English GET
 * detail/{paperId}, 周月卷 GET /qxk/topic/paper-resource/paper/itemId/week-month-test/{id}.
 */
export const paperDetailQuery = (source: TDetailSource, paperId: number) =>
  queryOptions({
    queryKey: [...detailKey(paperId), source],
    queryFn: () => http.get<TFinePaperDetail>(detailPath(source, paperId)),
  });

/** Applies a change to every cached detail of the paper. */
export function patchDetail(qc: QueryClient, paperId: number, fn: (d: TFinePaperDetail) => TFinePaperDetail): void {
  qc.setQueriesData<TFinePaperDetail>({ queryKey: detailKey(paperId) }, (d) => (d ? fn(d) : d));
}

/** Sets a question's flags (isAddTopic, isCollect) in the cached detail. */
export function patchDetailTopic(qc: QueryClient, paperId: number, topicId: number, patch: Partial<Pick<TPaperTopic, 'isAddTopic' | 'isCollect'>>): void {
  patchDetail(qc, paperId, (d) => ({
    ...d,
    topicTypes: d.topicTypes.map((g) => ({ ...g, paperTopics: g.paperTopics.map((t) => (t.topicId === topicId ? { ...t, ...patch } : t)) })),
  }));
}
