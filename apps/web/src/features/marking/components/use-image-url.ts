import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { answerImageQuery } from '../api/answer-image';

/** An object URL for an answer image (fetched with the token), revoked when the image changes or unmounts. */
export function useAnswerImageUrl(imageUrl: string | null) {
  const q = useQuery(answerImageQuery(imageUrl));
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!q.data) {
      setUrl(null);
      return;
    }
    const u = URL.createObjectURL(q.data);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [q.data]);
  return { url, isPending: q.isPending && !!imageUrl, isError: q.isError, error: q.error };
}
