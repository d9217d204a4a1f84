import { useState } from 'react';
import { Card } from 'antd';
import { RichHtml, TopicActions, TopicErrorDialog } from '../../../components/topic-view';
import { useTopicBasket } from '../api/topic-basket';
import { useTopicCollect } from '../api/topic-collect';
import { useTopicError } from '../api/topic-error';
import type { TTopicTypeGroup } from '../api/types';
import type { TFamily } from '../lib/family';
import { topicAnchorId } from './paper-outline';

type Props = { family: TFamily; paperId: number; category: string; groups: readonly TTopicTypeGroup[] };

/**
 * 名师猜作文 / 高考作文: a writing prompt with its model essay (范文) and the teacher's comment
 * (名师点评 / 试题点评), with the same question actions as any paper.
 */
export function EssayTopics({ family, paperId, category, groups }: Props) {
  const basket = useTopicBasket(family, paperId);
  const collect = useTopicCollect(family, paperId);
  const report = useTopicError(family);
  const [errorTopic, setErrorTopic] = useState<number | null>(null);
  const topics = groups.flatMap((g) => g.paperTopics);
  return (
    <>
      {topics.map((t) => (
        <div key={t.topicId} id={topicAnchorId(t.topicId)} className="pl-essay">
          <Card
            size="small"
            title="写作题目"
            extra={
              <TopicActions
                isAddTopic={t.isAddTopic}
                isCollect={t.isCollect}
                basketPending={basket.isPending}
                collectPending={collect.isPending}
                onToggleBasket={() => basket.mutate({ topicId: t.topicId, add: t.isAddTopic !== 1 })}
                onToggleCollect={() => collect.mutate({ topicId: t.topicId, collect: t.isCollect !== 1 })}
                onReportError={() => setErrorTopic(t.topicId)}
              />
            }
          >
            <RichHtml className="pl-essay-prompt" html={t.title} />
          </Card>
          {t.answer.trim() && (
            <Card size="small" title="范文" className="pl-essay-card">
              <RichHtml className="pl-essay-text" html={t.answer} />
            </Card>
          )}
          {t.analysis.trim() && (
            <Card size="small" title={category === '高考作文' ? '试题点评' : '名师点评'} className="pl-essay-card">
              <RichHtml html={t.analysis} />
            </Card>
          )}
        </div>
      ))}
      <TopicErrorDialog
        open={errorTopic != null}
        onClose={() => setErrorTopic(null)}
        onSubmit={(v) => report.mutateAsync({ topicId: errorTopic ?? 0, paperId, errorType: v.errorType, errorInfo: v.errorInfo })}
      />
    </>
  );
}
