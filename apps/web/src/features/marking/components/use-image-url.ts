import { useQuery } from '@tanstack/react-query';
import { useObjectUrl } from '../../../lib/authed-blob';
import { answerImageQuery } from '../api/answer-image';

/** An object URL for an answer image (fetched with the token), revoked when the image changes or unmounts. */
export function useAnswerImageUrl(imageUrl: string | null) {
  const q = useQuery(answerImageQuery(imageUrl));
  const url = useObjectUrl(q.data);
  return { url, isPending: q.isPending && !!imageUrl, isError: q.isError, error: q.error };
}
