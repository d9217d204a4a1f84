/**
 * Answer images need the bearer token, so an <img src> cannot load them: the image is fetched as a
 * blob (lib/authed-blob.ts) and shown through an object URL. Failures are not shown as notices (a
 * page of thumbnails would repeat them); the image shows its own placeholder, and a token failure
 * goes to login like every other call.
 */
import { queryOptions } from '@tanstack/react-query';
import { fetchAuthedBlob } from '../../../lib/authed-blob';

export const fetchAnswerImage = (imageUrl: string): Promise<Blob> => fetchAuthedBlob(imageUrl, '图片加载失败');

/** The image URL carries the rotation, so a rotated image is a new key and never an old blob. */
export const answerImageQuery = (imageUrl: string | null) =>
  queryOptions({
    // Outside the 'marking' key: refreshing the area after a change must not reload every image.
    queryKey: ['marking-image', imageUrl],
    queryFn: () => fetchAnswerImage(imageUrl!),
    enabled: !!imageUrl,
    staleTime: 5 * 60_000,
    gcTime: 2 * 60_000,
  });
