import { useState } from 'react';
import { photoRefusal } from '../api/write';

/**
 * A photo the student chose (camera or album), checked here first (type, size) and then uploaded
 * with its progress; the error to show, if any. `upload` sends it and keeps what the server
 * answers; the picker is cleared at once, so choosing the same file again is a change too.
 */
export function usePhotoUpload(upload: (file: File, onProgress: (percent: number) => void) => Promise<void>) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const choose = async (picker: HTMLInputElement) => {
    const file = picker.files?.[0];
    picker.value = '';
    if (!file) return;
    const refused = photoRefusal(file);
    setError(refused);
    if (refused) return;
    setProgress(0);
    try {
      await upload(file, setProgress);
    } catch (e) {
      setError(e instanceof Error ? e.message : '照片上传失败，请重试');
    } finally {
      setProgress(null);
    }
  };
  return { progress, error, choose };
}

/** The upload's bar: the percentage while bytes go, then 正在处理… while the server turns and re-encodes the photo. */
export function PhotoProgress({ progress }: { progress: number | null }) {
  if (progress == null) return null;
  return (
    <div className="write-photo-progress" role="progressbar" aria-label="上传进度" aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress}>
      <span style={{ width: `${progress}%` }} />
      <em>{progress < 100 ? `${progress}%` : '正在处理…'}</em>
    </div>
  );
}
