import { useMutation } from '@tanstack/react-query';
import type { TTopicErrorBody } from '@app/contract';
import { paperDetailHttp } from '../../../lib/paper-detail-http';
import type { TFamily } from '../lib/family';

/** 纠错 of a record's question: errorInfo, errorType (1-4), paperId, topicId; nothing is required. */
export function useTopicError(family: TFamily) {
  return useMutation({
    mutationFn: (body: TTopicErrorBody) => paperDetailHttp.post<{ errorId: number }>(family === 'english' ? '/paper/english/topic-error' : '/paper/math/fine-quality/topic-error', body),
  });
}
