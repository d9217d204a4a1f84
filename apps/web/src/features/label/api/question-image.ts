/**
 * A question's answer image (the marking module's image route) needs the bearer token, so it is
 * fetched as a blob and shown through an object URL.
 */
import { useEffect, useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiUrl } from '@app/contract';
import { cookies } from '../../../lib/cookies';
import { API_HOSTS } from '../../../lib/http';
import { LABEL_KEY } from './keys';

async function fetchImage(url: string): Promise<Blob> {
  const token = cookies.token();
  const res = await fetch(apiUrl(url, API_HOSTS), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!res.ok || (res.headers.get('content-type') ?? '').includes('application/json')) throw new Error('图片加载失败');
  return res.blob();
}

const imageQuery = (url: string | null) => queryOptions({ queryKey: [...LABEL_KEY, 'image', url], queryFn: () => fetchImage(url!), enabled: url != null, staleTime: Infinity, retry: false });

/** An object URL for the image, revoked when it changes or unmounts. */
export function useQuestionImage(url: string | null) {
  const q = useQuery(imageQuery(url));
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!q.data) {
      setObjectUrl(null);
      return;
    }
    const u = URL.createObjectURL(q.data);
    setObjectUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [q.data]);
  return { url: objectUrl, isPending: q.isPending && url != null, isError: q.isError };
}
