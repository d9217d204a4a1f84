import { useState } from 'react';
import { TopicActions, TopicErrorDialog, TopicView } from '../../../components/topic-view';
import { useTopicBasket } from '../api/topic-basket';
import { useTopicCollect } from '../api/topic-collect';
import { useTopicError } from '../api/topic-error';
import type { TTopicTypeGroup } from '../api/types';
import type { TFamily } from '../lib/family';
import { topicAnchorId } from './paper-outline';

type Props = {
  family: TFamily;
  paperId: number;
  groups: readonly TTopicTypeGroup[];
  answersShown: boolean;
};

const fmt = (n: number) => String(Number(n.toFixed(2)));

/** The paper's type groups with numbering and scores, each question with 收藏 / 纠错 / 试题篮. */
export function PaperTopics({ family, paperId, groups, answersShown }: Props) {
  const basket = useTopicBasket(family, paperId);
  const collect = useTopicCollect(family, paperId);
  const report = useTopicError(family);
  const [errorTopic, setErrorTopic] = useState<number | null>(null);

  return (
    <>
      {groups.map((g) => (
        <section key={`${g.typeNoCn}-${g.typeName}`} className="pl-group" aria-label={`${g.typeNoCn}、${g.typeName}`}>
          <h3 className="pl-group-title">
            {g.typeNoCn}、{g.typeName}
            <span className="pl-group-sub">
              （共{g.topicCount}小题，共{fmt(g.typeScore)}分）
            </span>
          </h3>
          {g.paperTopics.map((t) => (
            <TopicView
              key={t.topicId}
              id={topicAnchorId(t.topicId)}
              topic={t}
              answerShown={answersShown}
              analysisShown={false}
              actions={
                <TopicActions
                  isAddTopic={t.isAddTopic}
                  isCollect={t.isCollect}
                  basketPending={basket.isPending && basket.variables?.topicId === t.topicId}
                  collectPending={collect.isPending && collect.variables?.topicId === t.topicId}
                  onToggleBasket={() => basket.mutate({ topicId: t.topicId, add: t.isAddTopic !== 1 })}
                  onToggleCollect={() => collect.mutate({ topicId: t.topicId, collect: t.isCollect !== 1 })}
                  onReportError={() => setErrorTopic(t.topicId)}
                />
              }
            />
          ))}
        </section>
      ))}
      <TopicErrorDialog
        open={errorTopic != null}
        onClose={() => setErrorTopic(null)}
        onSubmit={(v) => report.mutateAsync({ topicId: errorTopic ?? 0, paperId, errorType: v.errorType, errorInfo: v.errorInfo })}
      />
    </>
  );
}
