import { Empty, Spin } from 'antd';
import { TopicView } from '../../../components/topic-view';
import { useSimilar } from '../api/exam';

/** Bank questions sharing the question's saved knowledge points (re-practice material). */
export function SimilarPanel({ examId, questionId, kpIds }: { examId: number; questionId: number; kpIds: number[] }) {
  const key = kpIds.join(',');
  const similar = useSimilar(examId, questionId, key);
  if (!key) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="保存知识点后显示题库中的相似题" />;
  if (similar.isPending) return <Spin />;
  if (!similar.data?.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="题库中暂无相同知识点的题目" />;
  return (
    <div aria-label="相似题">
      {similar.data.map((t) => (
        <TopicView key={t.topicId} topic={t} showScore={false} />
      ))}
    </div>
  );
}
