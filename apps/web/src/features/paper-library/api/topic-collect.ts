import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { notify } from '../../../lib/notify';
import { LIBRARY_PREFIX, type TFamily } from '../lib/family';
import { refreshHomeCounters } from './home-counters';
import { patchDetailTopic } from './paper-detail';
import type { TCollectFlag } from './types';

/**
 * 收藏 / 取消收藏 a question of a paper: maths POST collect/topic/{topicId}/{paperId} and DELETE
 * cancel-collect/topic/{topicId}; English POST collect-topic/{paperId}/{topicId} and DELETE
 * cancel-collect-topic/{topicId}.
 */
function collectCall(family: TFamily, paperId: number, topicId: number, collect: boolean): Promise<TCollectFlag> {
  const p = LIBRARY_PREFIX[family];
  if (family === 'maths') return collect ? http.post<TCollectFlag>(`${p}/collect/topic/${topicId}/${paperId}`) : http.del<TCollectFlag>(`${p}/cancel-collect/topic/${topicId}`);
  return collect ? http.post<TCollectFlag>(`${p}/collect-topic/${paperId}/${topicId}`) : http.del<TCollectFlag>(`${p}/cancel-collect-topic/${topicId}`);
}

export function useTopicCollect(family: TFamily, paperId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { topicId: number; collect: boolean }) => collectCall(family, paperId, v.topicId, v.collect),
    onSuccess: (r, v) => {
      patchDetailTopic(qc, paperId, v.topicId, { isCollect: r.isCollect });
      notify.success(r.isCollect ? '收藏成功' : '已取消收藏');
      refreshHomeCounters(qc);
    },
  });
}
