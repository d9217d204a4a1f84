/**
 * What a student has watched of a video (docs/course.md "Watching"): the video is cut into
 * COURSE_WATCH_BUCKET_S-second stretches, one bit each; a progress report sets the bits of the
 * stretches it played at least half of. Completion is the share of bits set, so seeking to the end
 * does not count as watching, and replaying a part does not count twice.
 */
import { COURSE_COMPLETE_SHARE, COURSE_WATCH_BUCKET_S } from '@app/contract';

/** How many buckets a video of this duration has (at least one). */
export const bucketCount = (durationS: number) => Math.max(1, Math.ceil(durationS / COURSE_WATCH_BUCKET_S));

/**
 * The bits (a string of 0 and 1, one per bucket) that playing fromS → toS sets: a bucket is set
 * when the stretch covers at least half of it (the last, shorter bucket: half of its own length).
 * `ended` sets the last bucket too (the player reached the end).
 */
export function stretchBits(durationS: number, fromS: number, toS: number, ended: boolean): string {
  const n = bucketCount(durationS);
  const from = Math.max(0, Math.min(fromS, durationS));
  const to = Math.max(from, Math.min(toS, durationS));
  const bits: string[] = [];
  for (let i = 0; i < n; i++) {
    const start = i * COURSE_WATCH_BUCKET_S;
    const end = Math.min(durationS, start + COURSE_WATCH_BUCKET_S);
    const covered = Math.max(0, Math.min(end, to) - Math.max(start, from));
    bits.push(end > start && covered >= (end - start) / 2 ? '1' : '0');
  }
  if (ended && to >= durationS - COURSE_WATCH_BUCKET_S) bits[n - 1] = '1';
  return bits.join('');
}

/** Share of a video watched, 0-100 with one decimal, from the count of set bits. */
export const completionOf = (seen: number, durationS: number) => Math.round((Math.min(seen, bucketCount(durationS)) / bucketCount(durationS)) * 1000) / 10;

/** Whether a video counts as watched (看完). */
export const isCompleted = (seen: number, durationS: number) => seen / bucketCount(durationS) >= COURSE_COMPLETE_SHARE - 1e-9;

/** Where to resume: the last position, or the start when the student was at (or near) the end. */
export const resumeAt = (positionS: number, durationS: number) => (positionS >= durationS - 3 ? 0 : Math.max(0, Math.round(positionS * 10) / 10));

/**
 * A course's completion for a student, 0-100 with one decimal: each video's watched share weighted
 * by its duration (a five-minute video counts five times a one-minute one).
 */
export function courseCompletion(videos: readonly { durationS: number; seen: number }[]): number {
  let total = 0;
  let watched = 0;
  for (const v of videos) {
    total += v.durationS;
    watched += v.durationS * (Math.min(v.seen, bucketCount(v.durationS)) / bucketCount(v.durationS));
  }
  return total > 0 ? Math.round((watched / total) * 1000) / 10 : 0;
}
