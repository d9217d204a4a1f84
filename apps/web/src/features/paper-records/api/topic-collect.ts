import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZCollectFlag } from '@app/contract';
import { paperDetailHttp } from '../../../lib/paper-detail-http';
import type { TFamily } from '../lib/family';
import { patchDetailTopic } from './paper-record-detail';

export type TCollectFlag = z.infer<typeof ZCollectFlag>;

/** Collect (isCollect 1) or un-collect (0) a question of a record detail. */
function collectCall(family: TFamily, subjectId: number, paperId: number, topicId: number, collect: boolean): Promise<TCollectFlag> {
  if (family === 'english') {
    return collect ? paperDetailHttp.post<TCollectFlag>(`/paper/english/collect-topic/${paperId}/${topicId}`) : paperDetailHttp.del<TCollectFlag>(`/paper/english/cancel-collect-topic/${topicId}`);
  }
  return collect ? paperDetailHttp.post<TCollectFlag>(`/paper/math/collect-topic/${subjectId}/${topicId}`) : paperDetailHttp.del<TCollectFlag>(`/paper/math/cancel/collect-topic/${subjectId}/${topicId}`);
}

export function useTopicCollect(family: TFamily, subjectId: number, paperId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { topicId: number; collect: boolean }) => collectCall(family, subjectId, paperId, v.topicId, v.collect),
    onSuccess: (r, v) => patchDetailTopic(qc, family, paperId, v.topicId, { isCollect: r.isCollect }),
  });
}
