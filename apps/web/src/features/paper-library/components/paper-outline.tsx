import { Tooltip } from 'antd';
import { stripHtml } from '@app/contract';
import { topicNumberLabel } from '../../../components/topic-view';
import type { TTopicTypeGroup } from '../api/types';

export const topicAnchorId = (topicId: number) => `paper-topic-${topicId}`;

/** Scrolls the page to a question of the paper. */
export function scrollToTopic(topicId: number): void {
  document.getElementById(topicAnchorId(topicId))?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

/** 试卷结构: each type group with its questions' numbers; clicking a number scrolls to the question. */
export function PaperOutline({ groups }: { groups: readonly TTopicTypeGroup[] }) {
  return (
    <nav className="pl-outline" aria-label="试卷结构">
      {groups.map((g) => (
        <div key={`${g.typeNoCn}-${g.typeName}`} className="pl-outline-group">
          <div className="pl-outline-title">
            {g.typeNoCn}、{g.typeName}
            <span className="pl-outline-sub">
              {g.topicCount}题 / {Number(g.typeScore.toFixed(2))}分
            </span>
          </div>
          <div className="pl-outline-nos">
            {g.paperTopics.map((t) => (
              <Tooltip key={t.topicId} title={stripHtml(t.plainText || t.title).slice(0, 60)} placement="left">
                <button type="button" className="pl-outline-no" onClick={() => scrollToTopic(t.topicId)} aria-label={`跳到第${topicNumberLabel(t)}题`}>
                  {topicNumberLabel(t)}
                </button>
              </Tooltip>
            ))}
          </div>
        </div>
      ))}
    </nav>
  );
}
