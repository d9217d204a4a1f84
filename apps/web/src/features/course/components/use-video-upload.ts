import { useEffect, useRef, useState } from 'react';
import type { TCourseVideo } from '@app/contract';
import { createVideoUpload, type VideoUpload } from '../api/upload-video';
import { useAttachVideo } from '../api/videos';

/**
 * uploading -> (paused <-> uploading) -> processing (the server checks the video and makes its
 * poster) -> done; failed (the bytes stopped: 重试 resumes where they stopped) and attachFailed (the
 * server refused the finished file) on the way.
 */
export type UploadPhase = 'idle' | 'uploading' | 'paused' | 'failed' | 'processing' | 'attachFailed' | 'done';

/** How far back the speed looks, in milliseconds. */
const SPEED_WINDOW_MS = 4000;

/** One video's upload and its attachment to the course as a chapter, for the upload dialog. */
export function useVideoUpload(courseId: number, onDone: (video: TCourseVideo) => void) {
  const attach = useAttachVideo(courseId);
  const [phase, setPhase] = useState<UploadPhase>('idle');
  const [sent, setSent] = useState(0);
  const [total, setTotal] = useState(0);
  const [speed, setSpeed] = useState(0);
  const [resumed, setResumed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const upload = useRef<VideoUpload | null>(null);
  const uploadId = useRef<string | null>(null);
  const title = useRef('');
  const samples = useRef<{ t: number; bytes: number }[]>([]);
  // The latest callbacks, for events that arrive after a re-render.
  const latest = useRef({ attach: attach.mutateAsync, onDone });
  latest.current = { attach: attach.mutateAsync, onDone };

  // Leaving the dialog stops the bytes; the same file resumes where it stopped next time.
  useEffect(
    () => () => {
      void upload.current?.pause();
    },
    [],
  );

  const runAttach = async () => {
    setPhase('processing');
    setError(null);
    try {
      const video = await latest.current.attach({ uploadId: uploadId.current ?? '', title: title.current });
      setPhase('done');
      latest.current.onDone(video);
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : '视频处理失败，请重试');
      setPhase('attachFailed');
    }
  };

  const progress = (bytes: number, of: number) => {
    const now = performance.now();
    const s = samples.current;
    s.push({ t: now, bytes });
    while (s.length > 2 && now - s[0]!.t > SPEED_WINDOW_MS) s.shift();
    const first = s[0]!;
    if (s.length > 1 && now > first.t) setSpeed(((bytes - first.bytes) * 1000) / (now - first.t));
    setSent(bytes);
    setTotal(of);
  };

  const start = async (file: File, chapterTitle: string) => {
    title.current = chapterTitle;
    uploadId.current = null;
    samples.current = [];
    setError(null);
    setResumed(false);
    setSent(0);
    setSpeed(0);
    setTotal(file.size);
    const u = createVideoUpload(file, courseId, {
      onProgress: progress,
      onSuccess: (id) => {
        uploadId.current = id;
        setSent(file.size);
        setTotal(file.size);
        void runAttach();
      },
      onError: (message) => {
        setError(message);
        setSpeed(0);
        setPhase('failed');
      },
    });
    upload.current = u;
    setPhase('uploading');
    const { resumed: wasResumed } = await u.start();
    setResumed(wasResumed);
  };

  return {
    phase,
    sent,
    total,
    speed,
    resumed,
    error,
    /** Whole per cent sent; 100 only once the server has every byte. */
    percent: phase === 'processing' || phase === 'attachFailed' || phase === 'done' ? 100 : total > 0 ? Math.min(99, Math.floor((sent / total) * 100)) : 0,
    start,
    pause: async () => {
      setPhase('paused');
      setSpeed(0);
      samples.current = [];
      await upload.current?.pause();
    },
    resume: () => {
      setError(null);
      samples.current = [];
      setPhase('uploading');
      upload.current?.resume();
    },
    retryAttach: () => void runAttach(),
    /** Stops the bytes (kept on the server for a later resume) and forgets this upload. */
    stop: async () => {
      const u = upload.current;
      upload.current = null;
      setPhase('idle');
      await u?.pause();
    },
  };
}
