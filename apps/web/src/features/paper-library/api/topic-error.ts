import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTopicErrorBody } from '@app/contract';
import { http } from '../../../lib/http';
import { notify } from '../../../lib/notify';
import { LIBRARY_PREFIX, type TFamily } from '../lib/family';
import { refreshHomeCounters } from './home-counters';

/** 纠错: POST topic-error with errorInfo, errorType, paperId, topicId (no required fields). */
export function useTopicError(family: TFamily) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TTopicErrorBody) => http.post<{ errorId: number }>(`${LIBRARY_PREFIX[family]}/topic-error`, body),
    onSuccess: () => {
      notify.success('纠错已提交，感谢您的反馈');
      refreshHomeCounters(qc);
    },
  });
}
