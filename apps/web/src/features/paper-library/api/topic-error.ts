import { useMutation } from '@tanstack/react-query';
import type { TTopicErrorBody } from '@app/contract';
import { http } from '../../../lib/http';
import { notify } from '../../../lib/notify';
import { LIBRARY_PREFIX, type TFamily } from '../lib/family';

/** 纠错: POST topic-error with errorInfo, errorType, paperId, topicId (no required fields). */
export function useTopicError(family: TFamily) {
  return useMutation({
    mutationFn: (body: TTopicErrorBody) => http.post<{ errorId: number }>(`${LIBRARY_PREFIX[family]}/topic-error`, body),
    onSuccess: () => notify.success('纠错已提交，感谢您的反馈'),
  });
}
