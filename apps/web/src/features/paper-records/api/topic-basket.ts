import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZBasketFlag } from '@app/contract';
import { paperDetailHttp } from '../../../lib/paper-detail-http';
import type { TFamily } from '../lib/family';
import { patchDetailTopic } from './paper-record-detail';

export type TBasketFlag = z.infer<typeof ZBasketFlag>;

/** Add to (isAddTopic 1) or remove from (0) the question basket, from a record detail. */
function basketCall(family: TFamily, paperId: number, topicId: number, add: boolean): Promise<TBasketFlag> {
  if (family === 'english') {
    return add ? paperDetailHttp.post<TBasketFlag>(`/paper/english/topic/${paperId}/${topicId}`) : paperDetailHttp.del<TBasketFlag>(`/paper/english/cancel-topic/${topicId}`);
  }
  return add ? paperDetailHttp.post<TBasketFlag>(`/paper/math/nemt-topic/topic/${topicId}`) : paperDetailHttp.del<TBasketFlag>(`/paper/math/fine-quality/cancel-topic/${topicId}`);
}

export function useTopicBasket(family: TFamily, paperId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { topicId: number; add: boolean }) => basketCall(family, paperId, v.topicId, v.add),
    onSuccess: (r, v) => {
      patchDetailTopic(qc, family, paperId, v.topicId, { isAddTopic: r.isAddTopic });
      void qc.invalidateQueries({ queryKey: ['paper-records', 'basket'] });
    },
  });
}
