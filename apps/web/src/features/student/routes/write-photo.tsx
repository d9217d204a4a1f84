import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TStudentWriteTask } from '@app/contract/writing';
import { useObjectUrl } from '../../../lib/authed-blob';
import { STUDENT_KEY } from '../api/me';
import { PHOTO_ACCEPT, uploadWritePhoto, writePhotoQuery, writeTaskKey } from '../api/write';
import { PhotoProgress, usePhotoUpload } from '../components/photo-upload';
import './write-photo.css';

type Submission = NonNullable<TStudentWriteTask['submission']>;

/**
 * The photo of a handwritten essay (part of the write-task route): the student may hand in a photo
 * instead of, or as well as, the typed essay, while the task is open and not scored. The photo is
 * fetched with the student token (an <img src> cannot send it) and tapped to see it large.
 */
export function WritePhoto({ taskId, submission, editable }: { taskId: number; submission: Submission | null; editable: boolean }) {
  const qc = useQueryClient();
  const camera = useRef<HTMLInputElement>(null);
  const album = useRef<HTMLInputElement>(null);
  const { progress, error, choose } = usePhotoUpload(async (file, onProgress) => {
    const next = await uploadWritePhoto(taskId, file, onProgress);
    qc.setQueryData<TStudentWriteTask>(writeTaskKey(taskId), next);
    void qc.invalidateQueries({ queryKey: [...STUDENT_KEY, 'tasks'] });
  });
  const photoUrl = submission?.photoUrl ?? null;
  const photo = useQuery(writePhotoQuery(photoUrl, submission?.submittedAt ?? ''));
  const src = useObjectUrl(photo.data);
  const [large, setLarge] = useState(false);

  if (!editable && !photoUrl) return null;


  const uploading = progress != null;
  return (
    <section className="student-card write-photo" aria-label="作文照片">
      <h2 className="student-subtitle">作文照片</h2>
      {editable && !photoUrl && <p className="student-hint">在纸上写好后可以拍照上传（JPG、PNG或WebP，10MB以内），可以只交照片，也可以和文字一起交。</p>}
      {photoUrl && (
        <div className="write-photo-view">
          {src ? (
            <button type="button" className="write-photo-open" aria-label="查看大图" onClick={() => setLarge(true)}>
              <img src={src} alt="我上传的作文照片" className="write-photo-thumb" />
            </button>
          ) : (
            <div className="write-photo-thumb is-loading">{photo.isError ? '照片加载失败' : '正在加载照片…'}</div>
          )}
          <p className="student-hint">
            已上传 · 点按照片查看大图{!editable ? '' : '；可以重新拍照替换'}
          </p>
        </div>
      )}
      {editable && (
        <>
          {/* The camera straight away, or a photo already taken (the album). */}
          <input ref={camera} type="file" accept={PHOTO_ACCEPT} capture="environment" className="write-photo-input" aria-label="拍摄作文照片" tabIndex={-1} onChange={(e) => void choose(e.target)} />
          <input ref={album} type="file" accept={PHOTO_ACCEPT} className="write-photo-input" aria-label="选择作文照片" tabIndex={-1} onChange={(e) => void choose(e.target)} />
          <div className="write-photo-buttons">
            <button type="button" className="student-button" disabled={uploading} onClick={() => camera.current?.click()}>
              {photoUrl ? '重新拍照上传' : '拍照上传'}
            </button>
            <button type="button" className="student-button is-secondary" disabled={uploading} onClick={() => album.current?.click()}>
              从相册选择
            </button>
          </div>
        </>
      )}
      <PhotoProgress progress={progress} />
      {large && src && <PhotoViewer src={src} onClose={() => setLarge(false)} />}
      {error && (
        <p className="student-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

/** The photo at the screen's size over the page (the student page carries no UI library); a tap, 关闭 or Esc closes it. */
function PhotoViewer({ src, onClose }: { src: string; onClose: () => void }) {
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    close.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="write-photo-viewer" role="dialog" aria-modal="true" aria-label="作文照片大图" onClick={onClose}>
      <img src={src} alt="我上传的作文照片（大图）" />
      <button ref={close} type="button" className="write-photo-close" onClick={onClose}>
        关闭
      </button>
    </div>
  );
}
