import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchAuthedBlob } from '../../../lib/authed-blob';

/**
 * GET /write/submission/:submissionId/photo: the student's photo of a handwritten essay, as a blob.
 * The key names the essay's hand-in time: a new photo from the student is fetched afresh.
 */
export const submissionPhotoQuery = (photoUrl: string | null, submittedAt: string) =>
  queryOptions({
    // Outside the write keys: refreshing the lists after a score must not reload the photo.
    queryKey: ['write-photo', photoUrl, submittedAt],
    queryFn: () => fetchAuthedBlob(photoUrl!, '照片加载失败'),
    enabled: photoUrl != null,
    staleTime: 5 * 60_000,
    gcTime: 2 * 60_000,
  });

export const useSubmissionPhoto = (photoUrl: string | null, submittedAt: string) => useQuery(submissionPhotoQuery(photoUrl, submittedAt));
