import { useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { HOMEWORK_MAX_PHOTOS, type TStudentHomework } from '@app/contract';
import { paths } from '../../../app/paths';
import { useObjectUrl } from '../../../lib/authed-blob';
import { saveBlob } from '../../../lib/file-transfer';
import { schoolTime } from '../../../lib/school-time';
import { homeworkFile, homeworkKey, homeworkPhotoQuery, markDone, removeHomeworkPhoto, uploadHomeworkPhoto, useHomework } from '../api/homework';
import { STUDENT_KEY } from '../api/me';
import { PHOTO_ACCEPT } from '../api/write';
import { PhotoProgress, usePhotoUpload } from '../components/photo-upload';
import './write-photo.css';
import '../write.css';
import { PageProblem } from '../components/page-problem';

/**
 * #/student/homework/:homeworkId: a homework (a school paper the teacher set). The student
 * downloads the paper, marks it done and may hand in up to six photos of the work until the due
 * time; the teacher's comment shows once written.
 */
export default function HomeworkPage() {
  const homeworkId = Number(useParams().homeworkId);
  const navigate = useNavigate();
  const page = useHomework(homeworkId);
  const back = () => navigate(paths.student);
  if (!(Number.isInteger(homeworkId) && homeworkId > 0) || page.isError)
    return <PageProblem title="作业" message={page.error?.message ?? '作业不存在'} onBack={back} />;
  if (!page.data)
    return (
      <section className="student-card">
        <p className="student-hint">正在加载作业…</p>
      </section>
    );
  return <Homework data={page.data} onBack={back} />;
}

function Homework({ data, onBack }: { data: TStudentHomework; onBack: () => void }) {
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const camera = useRef<HTMLInputElement>(null);
  const album = useRef<HTMLInputElement>(null);
  const id = data.homeworkId;
  const update = (next: TStudentHomework) => {
    qc.setQueryData(homeworkKey(id), next);
    void qc.invalidateQueries({ queryKey: [...STUDENT_KEY, 'tasks'] });
  };
  const run = async (work: () => Promise<TStudentHomework>) => {
    setBusy(true);
    setError(null);
    try {
      update(await work());
    } catch (e) {
      setError(e instanceof Error ? e.message : '操作失败，请重试');
    } finally {
      setBusy(false);
    }
  };
  const download = () =>
    void homeworkFile(id).then(
      (blob) => saveBlob(blob, data.fileName),
      (e: unknown) => setError(e instanceof Error ? e.message : '试卷下载失败'),
    );
  const { progress, error: photoError, choose } = usePhotoUpload(async (file, onProgress) => update(await uploadHomeworkPhoto(id, file, onProgress)));
  const full = data.photoCount >= HOMEWORK_MAX_PHOTOS;
  const handedIn = data.done === 1 || data.photoCount > 0;
  return (
    <>
      <section className="student-card vocab-head" aria-label="作业">
        <div className="vocab-head-row">
          <button type="button" className="vocab-back" aria-label="任务列表" title="返回任务列表" onClick={onBack}>
            ‹
          </button>
          <h1 className="vocab-title write-title">{data.title}</h1>
          <span className="vocab-round">{data.open ? (handedIn ? '已完成' : '未完成') : '已截止'}</span>
        </div>
        <p className="vocab-meta">
          <span>{data.teacherName}老师布置</span>
          <span>截止 {schoolTime(data.dueAt)}</span>
        </p>
      </section>
      <section className="student-card hw-paper" aria-label="试卷">
        <h2 className="student-subtitle">试卷</h2>
        <p className="student-hint">
          {data.paperName}（{data.fileType === 'pdf' ? 'PDF' : 'Word'}）
        </p>
        <button type="button" className="student-button is-secondary" onClick={download}>
          下载试卷
        </button>
      </section>
      {data.comment && (
        <section className="student-card" aria-label="老师评语">
          <h2 className="student-subtitle">老师评语</h2>
          <p className="write-done-text">{data.comment}</p>
        </section>
      )}
      <section className="student-card write-photo" aria-label="完成作业">
        <h2 className="student-subtitle">完成作业</h2>
        {data.open ? (
          <button type="button" className={data.done ? 'student-button is-secondary' : 'student-button'} disabled={busy} onClick={() => void run(() => markDone(id, !data.done))}>
            {data.done ? '已标记完成（点此取消）' : '标记为已完成'}
          </button>
        ) : (
          <p className="student-hint">作业已截止{handedIn ? '，你已完成' : '，没有提交'}。</p>
        )}
        <p className="student-hint">
          可以拍照上传写好的作业（JPG、PNG或WebP，10MB以内，最多{HOMEWORK_MAX_PHOTOS}张）；已上传 {data.photoCount} 张。
        </p>
        {data.photoCount > 0 && (
          <ul className="hw-photos">
            {Array.from({ length: data.photoCount }, (_, i) => (
              <HomeworkPhoto key={`${i}-${data.photoCount}`} homeworkId={id} photoNo={i + 1} version={data.photoCount} onRemove={data.open ? () => void run(() => removeHomeworkPhoto(id, i + 1)) : undefined} busy={busy} />
            ))}
          </ul>
        )}
        {data.open && !full && (
          <>
            <input ref={camera} type="file" accept={PHOTO_ACCEPT} capture="environment" className="write-photo-input" aria-label="拍摄作业照片" tabIndex={-1} onChange={(e) => void choose(e.target)} />
            <input ref={album} type="file" accept={PHOTO_ACCEPT} className="write-photo-input" aria-label="选择作业照片" tabIndex={-1} onChange={(e) => void choose(e.target)} />
            <div className="write-photo-buttons">
              <button type="button" className="student-button" disabled={progress != null} onClick={() => camera.current?.click()}>
                拍照上传
              </button>
              <button type="button" className="student-button is-secondary" disabled={progress != null} onClick={() => album.current?.click()}>
                从相册选择
              </button>
            </div>
          </>
        )}
        <PhotoProgress progress={progress} />
        {(photoError ?? error) && (
          <p className="student-error" role="alert">
            {photoError ?? error}
          </p>
        )}
      </section>
    </>
  );
}

function HomeworkPhoto({ homeworkId, photoNo, version, onRemove, busy }: { homeworkId: number; photoNo: number; version: number; onRemove?: () => void; busy: boolean }) {
  const photo = useQuery(homeworkPhotoQuery(homeworkId, photoNo, version));
  const src = useObjectUrl(photo.data);
  return (
    <li className="hw-photo">
      {src ? <img src={src} alt={`作业照片${photoNo}`} className="write-photo-thumb" /> : <div className="write-photo-thumb is-loading">{photo.isError ? '照片加载失败' : '正在加载…'}</div>}
      {onRemove && (
        <button type="button" className="student-link" disabled={busy} onClick={onRemove}>
          删除
        </button>
      )}
    </li>
  );
}
