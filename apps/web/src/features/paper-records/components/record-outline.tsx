import { useLayoutEffect, useRef } from 'react';
import { difficultyStars, stripHtml, type TPaperRecordDetail } from '@app/contract';
import { renderMath, topicNumberLabel } from '../../../components/topic-view';

export const topicAnchorId = (topicId: number) => `record-topic-${topicId}`;

/** Scrolls to a question of the detail and flashes it. */
export function scrollToTopic(topicId: number): void {
  const el = document.getElementById(topicAnchorId(topicId));
  if (!el) return;
  el.scrollIntoView({ behavior: 'smooth', block: 'start' });
  el.classList.remove('record-topic-flash');
  // Restart the animation on a second click.
  void el.offsetWidth;
  el.classList.add('record-topic-flash');
}

const fmt = (n: number) => String(Number(n.toFixed(2)));

/** The 250px right panel: status, total question count, full score, and the outline per type. */
export function RecordOutline({ detail }: { detail: TPaperRecordDetail | undefined }) {
  return (
    <aside className="record-detail-side" aria-label="试卷结构">
      <div className="record-side-stats">
        <div className="record-side-stat record-side-status">
          <span className="record-side-stat-label">试卷状态</span>
          <span className={`record-side-stat-value paper-status-text-${detail?.status ?? ''}`}>{detail?.statusText ?? '-'}</span>
        </div>
        <div className="record-side-stat">
          <span className="record-side-stat-label">总题数</span>
          <span className="record-side-stat-value">{detail ? `${detail.topicTotalCount}题` : '-'}</span>
        </div>
        <div className="record-side-stat">
          <span className="record-side-stat-label">满分</span>
          <span className="record-side-stat-value">{detail ? `${fmt(detail.totalScore)}分` : '-'}</span>
        </div>
      </div>
      <nav className="record-outline" aria-label="试卷大纲">
        {detail?.topicTypes.map((g) => (
          <div key={`${g.typeNoCn}-${g.typeName}`}>
            <div className="record-outline-group">
              {g.typeNoCn}、{g.typeName}
            </div>
            {g.paperTopics.map((t) => (
              <button key={t.topicId} type="button" className="record-outline-item" onClick={() => scrollToTopic(t.topicId)} aria-label={`大纲第${topicNumberLabel(t)}题`}>
                <span className="record-outline-line">
                  <span className="record-outline-no">{topicNumberLabel(t)}</span>
                  <span className="record-outline-meta">ID:{t.topicId}</span>
                  <span className="record-outline-meta">{difficultyStars(t.difficulty)}</span>
                </span>
                <OutlineText text={t.plainText || stripHtml(t.title)} />
              </button>
            ))}
          </div>
        ))}
      </nav>
    </aside>
  );
}

/** The stripped stem, set as text (never as HTML), with its formulas rendered by KaTeX. */
function OutlineText({ text }: { text: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.textContent = text;
    renderMath(el);
  }, [text]);
  return <span ref={ref} className="record-outline-text" />;
}
