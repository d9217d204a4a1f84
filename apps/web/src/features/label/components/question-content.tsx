import { Empty, Spin, Typography } from 'antd';
import type { TLabelQuestion } from '@app/contract';
import { TopicView } from '../../../components/topic-view';
import { useQuestionImage } from '../api/question-image';

function AnswerImage({ url, questionNo }: { url: string; questionNo: string }) {
  const img = useQuestionImage(url);
  if (img.isPending) return <Spin />;
  if (!img.url) return <Typography.Text type="secondary">答卷图片加载失败</Typography.Text>;
  return (
    <figure style={{ margin: 0 }}>
      <img src={img.url} alt={`第${questionNo}题答卷图片`} />
      <figcaption className="relation-keys">学生答卷（网上阅卷切图）</figcaption>
    </figure>
  );
}

/** What the product has of the question: the printed paper's question, an answer image, or the number only. */
export function QuestionContent({ question }: { question: TLabelQuestion }) {
  const c = question.content;
  if (c?.kind === 'topic') return <TopicView topic={c.topic} showScore={false} />;
  if (c?.kind === 'image') return <AnswerImage url={c.url} questionNo={question.questionNo} />;
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`第${question.questionNo}题（${question.objective ? '客观题' : '主观题'}）没有题目内容，请对照试卷标注`} />;
}
