import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { TPaperRecordDetail, TPaperTopic } from '@app/contract';
import { paperDetailHttp } from '../../../lib/paper-detail-http';
import { RECORD_PREFIX, type TFamily } from '../lib/family';

export type { TPaperRecordDetail, TPaperTopic };

/** Paper record detail through the paper-detail client (8 s timeout, the 10000 rule; spec section 8). */
export const paperRecordDetailQuery = (family: TFamily, paperId: number) =>
  queryOptions({
    queryKey: ['paper-records', family, 'detail', paperId],
    queryFn: () => paperDetailHttp.get<TPaperRecordDetail>(`${RECORD_PREFIX[family]}/detail/${paperId}`),
  });

/** Sets a question's flags in the cached detail after a basket or collect call succeeded. */
export function patchDetailTopic(qc: QueryClient, family: TFamily, paperId: number, topicId: number, patch: Partial<Pick<TPaperTopic, 'isAddTopic' | 'isCollect'>>): void {
  qc.setQueryData<TPaperRecordDetail>(paperRecordDetailQuery(family, paperId).queryKey, (d) =>
    d
      ? {
          ...d,
          topicTypes: d.topicTypes.map((g) => ({ ...g, paperTopics: g.paperTopics.map((t) => (t.topicId === topicId ? { ...t, ...patch } : t)) })),
        }
      : d,
  );
}
