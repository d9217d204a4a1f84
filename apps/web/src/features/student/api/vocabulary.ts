import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { TVocabAnswerBody, TVocabAnswerResult, TVocabPractice } from '@app/contract/vocabulary';
import { studentRequest } from './client';
import { STUDENT_KEY } from './me';

/** The cache key of a put's practice; `round` undefined is the server's choice (the first unfinished round). */
export const vocabPracticeKey = (putId: number, round?: number) => [...STUDENT_KEY, 'vocabulary', putId, round ?? 'current'] as const;

/** GET /student/vocabulary/:putId[?round=N]: the round's items with the answers already given. */
export const vocabPracticeQuery = (putId: number, round?: number) =>
  queryOptions({
    queryKey: vocabPracticeKey(putId, round),
    queryFn: () => studentRequest<TVocabPractice>('GET', `/student/vocabulary/${putId}${round ? `?round=${round}` : ''}`),
    // Answers change the practice: always read it afresh when the screen opens.
    staleTime: 0,
  });
export const useVocabPractice = (putId: number, round?: number) => useQuery({ ...vocabPracticeQuery(putId, round), enabled: Number.isInteger(putId) && putId > 0 });

/** POST /student/vocabulary/:putId/answer: checked on the server; a resent answer gets the stored result. */
export const useVocabAnswer = (putId: number) =>
  useMutation({ mutationFn: (body: TVocabAnswerBody) => studentRequest<TVocabAnswerResult>('POST', `/student/vocabulary/${putId}/answer`, body) });
