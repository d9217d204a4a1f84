import { completionPercent } from '../lib/clock-text';

/** How far a course or chapter is watched: a thin bar and 已看 n% / 未开始, or the 已看完 tag at 100. */
export function CompletionBar({ completion, label }: { completion: number; label: string }) {
  const pct = completionPercent(completion);
  return (
    <span className="course-progress">
      <span className="course-progress-track" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={pct}>
        <span className={pct === 100 ? 'course-progress-bar is-done' : 'course-progress-bar'} style={{ width: `${pct}%` }} />
      </span>
      {pct === 100 ? <span className="student-tag is-done">已看完</span> : <span className="course-progress-text">{pct > 0 ? `已看${pct}%` : '未开始'}</span>}
    </span>
  );
}
