import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { TCourseProgress, TPlayTicket, TStudentCourseDetail, TStudentCourseVideo } from '@app/contract';
import { applyProgress, mediaUrl, progressRetryable, sendProgress, STUDENT_COURSE_PATH, usePlayTicket, useStudentCourse } from '../api/course';
import { CompletionBar } from '../components/completion-bar';
import { clockText } from '../lib/clock-text';
import { ProgressOutbox } from '../lib/progress-outbox';
import { WatchTracker, type ProgressReport } from '../lib/watch-tracker';
import '../course.css';
import { PageProblem } from '../components/page-problem';

/** How long the resume notice stays. */
export const TOAST_MS = 3000;
/** A resume point this close to the end starts the chapter again instead. */
const RESUME_TAIL_S = 3;

/**
 * #/student/course/:courseId: the player on top, the course's description and its chapters. The
 * chapter playing is in the address (?video=), so a reload comes back to it, where it stopped.
 */
export default function StudentCoursePage() {
  const courseId = Number(useParams().courseId);
  const navigate = useNavigate();
  const page = useStudentCourse(courseId);
  const back = () => navigate(STUDENT_COURSE_PATH);
  if (!(Number.isInteger(courseId) && courseId > 0) || page.isError)
    return <PageProblem title="网课" message={page.error?.message ?? '课程不存在'} onBack={back} backLabel="返回课程列表" />;
  if (!page.data)
    return (
      <section className="student-card">
        <p className="student-hint">正在加载课程…</p>
      </section>
    );
  return <Course data={page.data} onBack={back} />;
}

/** The chapter to open: the one in the address, else the first not yet watched, else the first. */
function chosenVideo(videos: TStudentCourseVideo[], wanted: number): TStudentCourseVideo | undefined {
  return videos.find((v) => v.videoId === wanted) ?? videos.find((v) => !v.completed) ?? videos[0];
}

type SaveState = 'saved' | 'offline' | 'refused' | null;

function Course({ data, onBack }: { data: TStudentCourseDetail; onBack: () => void }) {
  const qc = useQueryClient();
  const [params, setParams] = useSearchParams();
  // Chosen once (the address, else the first unfinished): finishing it does not move the page on.
  const [selectedId, setSelectedId] = useState(() => chosenVideo(data.videos, Number(params.get('video')))?.videoId ?? 0);
  const current = data.videos.find((v) => v.videoId === selectedId) ?? chosenVideo(data.videos, Number(params.get('video')));
  const [saveState, setSaveState] = useState<SaveState>(null);
  const [toast, setToast] = useState<string | null>(null);
  /** Whether the chapter was chosen by a tap (then it starts playing at once). */
  const [tapped, setTapped] = useState(false);
  const playerCard = useRef<HTMLElement>(null);
  const courseId = data.courseId;

  // One outbox for the page: a report of a chapter left behind still goes to that chapter.
  const outbox = useRef<ProgressOutbox<TCourseProgress> | null>(null);
  outbox.current ??= new ProgressOutbox<TCourseProgress>({
    send: sendProgress,
    isRetryable: progressRetryable,
    onSaved: (p) => {
      applyProgress(qc, courseId, p);
      setSaveState('saved');
    },
    onFailed: (_e, kept) => setSaveState(kept ? 'offline' : 'refused'),
  });
  const report = useCallback((videoId: number, r: ProgressReport) => void outbox.current!.push(videoId, r), []);
  const hide = useCallback((videoId: number, r: ProgressReport | null) => outbox.current!.hide(r ? { videoId, report: r } : undefined), []);
  const resumed = useCallback((positionS: number) => setToast(`已为你跳到上次看到的 ${clockText(positionS)}`), []);

  useEffect(() => {
    if (!toast) return undefined;
    const t = setTimeout(() => setToast(null), TOAST_MS);
    return () => clearTimeout(t);
  }, [toast]);

  const choose = (v: TStudentCourseVideo) => {
    if (v.videoId === current?.videoId) return;
    setTapped(true);
    setSaveState(null);
    setSelectedId(v.videoId);
    setParams({ video: String(v.videoId) }, { replace: true });
    playerCard.current?.scrollIntoView?.({ block: 'nearest' });
  };

  return (
    <>
      <section ref={playerCard} className="student-card course-player" aria-label="播放器">
        <div className="vocab-head-row course-player-head">
          <button type="button" className="vocab-back" aria-label="课程列表" title="返回课程列表" onClick={onBack}>
            ‹
          </button>
          <h1 className="vocab-title">{data.courseName}</h1>
        </div>
        {current ? (
          <ChapterPlayer key={current.videoId} video={current} autoPlay={tapped} onReport={report} onHide={hide} onResumed={resumed} />
        ) : (
          <div className="course-video is-empty">这门课程还没有视频</div>
        )}
        {current && (
          <div className="course-now">
            <span className="course-now-title">
              第{current.ord}节 {current.title}
            </span>
            <span className="course-save" aria-live="polite">
              {saveState === 'saved' ? '进度已保存' : saveState === 'offline' ? '网络不稳定，进度稍后保存' : saveState === 'refused' ? '进度未能保存' : ''}
            </span>
          </div>
        )}
      </section>
      <section className="student-card course-about" aria-label="课程简介">
        <p className="vocab-meta">
          <span>
            {data.subjectName} · {data.teacherName}老师
          </span>
          <span>
            {data.videoCount}个视频 · {clockText(data.durationS)}
          </span>
        </p>
        <CompletionBar completion={data.completion} label="课程观看进度" />
        {data.description && <p className="course-description">{data.description}</p>}
      </section>
      <section className="student-card" aria-label="章节">
        <h2 className="student-subtitle">章节</h2>
        <ol className="course-chapters">
          {data.videos.map((v) => {
            const playing = v.videoId === current?.videoId;
            return (
              <li key={v.videoId}>
                <button type="button" className={playing ? 'course-chapter is-current' : 'course-chapter'} aria-current={playing ? 'true' : undefined} onClick={() => choose(v)}>
                  <span className="course-chapter-head">
                    <span className="course-chapter-title">
                      {v.ord}. {v.title}
                    </span>
                    <span className="course-chapter-time">{playing ? '正在播放' : clockText(v.durationS)}</span>
                  </span>
                  <CompletionBar completion={v.completed ? 100 : v.completion} label={`${v.title}的观看进度`} />
                </button>
              </li>
            );
          })}
        </ol>
      </section>
      {toast && (
        <div className="student-toast" role="status">
          {toast}
        </div>
      )}
    </>
  );
}

type PlayerProps = {
  video: TStudentCourseVideo;
  autoPlay: boolean;
  onReport: (videoId: number, r: ProgressReport) => void;
  /** The page is being hidden: the stretch so far (if any) and whatever waits must go now. */
  onHide: (videoId: number, r: ProgressReport | null) => void;
  onResumed: (positionS: number) => void;
};

/** A chapter's play ticket, then its player. */
function ChapterPlayer(props: PlayerProps) {
  const ticket = usePlayTicket(props.video.videoId);
  if (ticket.isError)
    return (
      <div className="course-video is-empty" role="alert">
        {ticket.error.message}
      </div>
    );
  if (!ticket.data) return <div className="course-video is-empty">正在加载视频…</div>;
  return <Player {...props} ticket={ticket.data} />;
}

/**
 * The <video> element and its progress: every event goes through the chapter's WatchTracker and
 * each report it makes to the page's outbox. Where to resume and the address are read once, when
 * the chapter opens: a report's answer changes the chapter's data, not the playing element.
 */
function Player({ video, ticket, autoPlay, onReport, onHide, onResumed }: PlayerProps & { ticket: TPlayTicket }) {
  const ref = useRef<HTMLVideoElement>(null);
  const [start] = useState(() => ({ src: mediaUrl(ticket.url), poster: ticket.posterUrl ? mediaUrl(ticket.posterUrl) : undefined, positionS: video.positionS, autoPlay }));
  const handlers = useRef({ onReport, onHide, onResumed });
  handlers.current = { onReport, onHide, onResumed };
  const videoId = video.videoId;

  useEffect(() => {
    const v = ref.current;
    if (!v) return undefined;
    const tracker = new WatchTracker({ now: () => performance.now() });
    const send = (r: ProgressReport | null) => {
      if (r) handlers.current.onReport(videoId, r);
    };
    const events: [string, () => void][] = [
      [
        'loadedmetadata',
        () => {
          const at = start.positionS;
          if (at > 0 && Number.isFinite(v.duration) && at < v.duration - RESUME_TAIL_S) {
            v.currentTime = at;
            handlers.current.onResumed(at);
          }
          if (start.autoPlay) v.play()?.catch(() => undefined);
        },
      ],
      ['playing', () => send(tracker.play(v.currentTime))],
      ['timeupdate', () => send(tracker.timeUpdate(v.currentTime))],
      // A browser pauses before it ends, with `ended` already true: that report carries the end.
      ['pause', () => send(tracker.pause(v.currentTime, v.ended))],
      ['ended', () => send(tracker.ended(v.currentTime))],
      ['seeking', () => send(tracker.seekStart())],
      ['seeked', () => tracker.seekEnd(v.currentTime)],
    ];
    for (const [name, fn] of events) v.addEventListener(name, fn);
    const pageHide = () => handlers.current.onHide(videoId, tracker.pageHide(v.currentTime));
    const hidden = () => {
      if (document.visibilityState === 'hidden') pageHide();
    };
    document.addEventListener('visibilitychange', hidden);
    window.addEventListener('pagehide', pageHide);
    return () => {
      for (const [name, fn] of events) v.removeEventListener(name, fn);
      document.removeEventListener('visibilitychange', hidden);
      window.removeEventListener('pagehide', pageHide);
      // Another chapter or another page: the stretch played so far, then nothing from this element.
      send(tracker.stop(v.currentTime));
      v.pause();
    };
  }, [videoId, start]);

  return (
    <video
      ref={ref}
      className="course-video"
      src={start.src}
      poster={start.poster}
      controls
      playsInline
      preload="metadata"
      controlsList="nodownload"
      aria-label={`视频：${video.title}`}
    />
  );
}
