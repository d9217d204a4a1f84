import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { notify } from '../../../lib/notify';
import { FAMILY_SUBJECT, LIBRARY_PREFIX, type TFamily } from '../lib/family';
import { basketCountKey } from './basket-count';
import { patchDetailTopic } from './paper-detail';
import type { TBasketFlag } from './types';

/** 加入试题篮: POST topic/{paperId}/{topicId}; 移出试题篮: DELETE cancel-topic/{topicId} (both families). */
function basketCall(family: TFamily, paperId: number, topicId: number, add: boolean): Promise<TBasketFlag> {
  const p = LIBRARY_PREFIX[family];
  return add ? http.post<TBasketFlag>(`${p}/topic/${paperId}/${topicId}`) : http.del<TBasketFlag>(`${p}/cancel-topic/${topicId}`);
}

/** Adds or removes a question; isAddTopic and the header's basket count change at once. */
export function useTopicBasket(family: TFamily, paperId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { topicId: number; add: boolean }) => basketCall(family, paperId, v.topicId, v.add),
    onSuccess: (r, v) => {
      patchDetailTopic(qc, paperId, v.topicId, { isAddTopic: r.isAddTopic });
      notify.success(r.isAddTopic ? '已加入试题篮' : '已移出试题篮');
      const subjectId = FAMILY_SUBJECT[family];
      qc.setQueryData(basketCountKey(subjectId), r.basketCount);
      // The basket screen reloads when next shown; the count above is already right.
      void qc.invalidateQueries({ queryKey: ['paper-records', 'basket', subjectId], predicate: (q) => q.queryKey[3] !== 'count' });
    },
  });
}
