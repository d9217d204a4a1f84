/**
 * One question of a paper (spec section 3 "Paper topic") as teachers see it in the libraries and
 * in the paper-record detail: number, type, difficulty (一星 … 六星 or 未知), score, the stem,
 * options and sub-questions laid out by the English rendering groups of spec section 2 (the
 * fill / correction / writing group, the block group, and 完形填空, 阅读理解, 单词拼写 specially)
 * or as a maths question, answer and analysis toggles, and a slot for the action bar.
 */
import { useState, type ReactNode } from 'react';
import { Button, Tag, Tooltip } from 'antd';
import { difficultyName, difficultyStars, type TPaperTopic, type TTopicSlave } from '@app/contract';
import { RichHtml } from './rich-html';
import { TopicOptions } from './topic-options';
import { isBareNumber, topicNumberLabel } from './topic-number';
import './topic-view.css';

export type TopicViewProps = {
  topic: TPaperTopic;
  /** Answers (and correct options) shown at first; the teacher toggles per question. */
  answerShown?: boolean;
  analysisShown?: boolean;
  /** Show the question's score in the header. */
  showScore?: boolean;
  /** The action bar (basket, collect, 纠错 …), on the right of the footer. */
  actions?: ReactNode;
  /** DOM id, e.g. for an outline that scrolls to the question. */
  id?: string;
  className?: string;
};

const fmt = (n: number) => String(Number(n.toFixed(2)));

export function TopicView({ topic, answerShown = false, analysisShown = false, showScore = true, actions, id, className }: TopicViewProps) {
  const [answerToggle, setAnswerToggle] = useState<boolean | null>(null);
  const [analysisToggle, setAnalysisToggle] = useState<boolean | null>(null);
  const showAnswer = answerToggle ?? answerShown;
  const showAnalysis = analysisToggle ?? analysisShown;
  const label = topicNumberLabel(topic);
  const slavesWithAnalysis = topic.slaves.some((s) => s.analysis.trim() !== '');
  // Blanks of a passage (sub-questions titled 1, 2 …) read as the paper's numbers.
  const blankNumbers = topic.slaves.length > 0 && topic.slaves.every((s) => isBareNumber(s.title)) ? topic.slaveTopicNos : undefined;

  return (
    <article id={id} className={`tv-topic tv-group-${topic.renderGroup}${className ? ` ${className}` : ''}`} aria-label={`第${label}题`} data-topic-id={topic.topicId}>
      <header className="tv-head">
        <span className="tv-no">{label}</span>
        <Tag className="tv-type">{topic.listType}</Tag>
        <Tooltip title={difficultyName(topic.difficulty)}>
          <span className="tv-meta">难度：{difficultyStars(topic.difficulty)}</span>
        </Tooltip>
        {showScore && <span className="tv-meta">{fmt(topic.score)}分</span>}
        {topic.knowledgePoints.length > 0 && <span className="tv-meta tv-kps">考点：{topic.knowledgePoints.map((k) => k.kpName).join('、')}</span>}
        <span className="tv-id">ID：{topic.topicId}</span>
      </header>

      <div className="tv-body">
        <RichHtml className="tv-stem" html={topic.title} blankNumbers={blankNumbers} />
        <GroupBody topic={topic} showAnswer={showAnswer} showAnalysis={showAnalysis && slavesWithAnalysis} />
        {showAnswer && !(topic.slaves.length > 0 && topic.slaves.every((s) => s.answer.trim() !== '')) && topic.answer.trim() !== '' && (
          <div className="tv-answer">
            <span className="tv-label">【答案】</span>
            <RichHtml as="span" html={topic.answer} />
          </div>
        )}
        {showAnalysis && !slavesWithAnalysis && topic.analysis.trim() !== '' && (
          <div className="tv-analysis">
            <span className="tv-label">【解析】</span>
            <RichHtml html={topic.analysis} />
          </div>
        )}
      </div>

      <footer className="tv-foot">
        <span className="tv-source">{topic.source ? `来源：${topic.source}` : ''}</span>
        <span className="tv-toggles">
          <Button size="small" type={showAnswer ? 'primary' : 'default'} ghost={showAnswer} onClick={() => setAnswerToggle(!showAnswer)} aria-pressed={showAnswer}>
            {showAnswer ? '隐藏答案' : '显示答案'}
          </Button>
          <Button size="small" type={showAnalysis ? 'primary' : 'default'} ghost={showAnalysis} onClick={() => setAnalysisToggle(!showAnalysis)} aria-pressed={showAnalysis}>
            {showAnalysis ? '隐藏解析' : '显示解析'}
          </Button>
        </span>
        {actions && <span className="tv-actions">{actions}</span>}
      </footer>
    </article>
  );
}

type BodyProps = { topic: TPaperTopic; showAnswer: boolean; showAnalysis: boolean };

/** What follows the stem, by rendering group. */
function GroupBody({ topic, showAnswer, showAnalysis }: BodyProps) {
  const { slaves } = topic;
  switch (topic.renderGroup) {
    case 'cloze':
      // 完形填空: the passage, then each blank's options in one line.
      return (
        <>
          <TopicOptions options={topic.topicOptions} showAnswer={showAnswer} />
          <ol className="tv-cloze" aria-label="小题">
            {slaves.map((s) => (
              <li key={s.topicNo} className="tv-cloze-row">
                <span className="tv-slave-no">{s.topicNo}.</span>
                <TopicOptions options={s.topicOptions} showAnswer={showAnswer} inline />
                <SlaveAnalysis slave={s} showAnalysis={showAnalysis} />
              </li>
            ))}
          </ol>
        </>
      );
    case 'reading':
      // 阅读理解: the passage, then each question with its own stem and options.
      return (
        <>
          <TopicOptions options={topic.topicOptions} showAnswer={showAnswer} />
          <ol className="tv-slaves" aria-label="小题">
            {slaves.map((s) => (
              <SlaveItem key={s.topicNo} slave={s} showAnswer={showAnswer} showAnalysis={showAnalysis} />
            ))}
          </ol>
        </>
      );
    case 'spelling':
      // 单词拼写: sentences with the first letter and a Chinese hint; the answer follows each.
      return slaves.length > 0 ? (
        <ol className="tv-spelling" aria-label="小题">
          {slaves.map((s) => (
            <SlaveItem key={s.topicNo} slave={s} showAnswer={showAnswer} showAnalysis={showAnalysis} inlineAnswer />
          ))}
        </ol>
      ) : null;
    case 'block':
      // Block group: the passage (with its word box or option list) is the stem; blanks answer in a
      // grid, questions of their own (listening) are listed with their options.
      return (
        <>
          <TopicOptions options={topic.topicOptions} showAnswer={showAnswer} />
          <SlaveList slaves={slaves} showAnswer={showAnswer} showAnalysis={showAnalysis} />
        </>
      );
    case 'fill':
    case 'choice':
    case 'text':
    default:
      // Fill / correction / writing group and maths: options, then any sub-questions one per line.
      return (
        <>
          <TopicOptions options={topic.topicOptions} showAnswer={showAnswer} />
          <SlaveList slaves={slaves} showAnswer={showAnswer} showAnalysis={showAnalysis} />
        </>
      );
  }
}

/** Sub-questions with a stem or options of their own one per line; blanks of the stem as a grid. */
function SlaveList({ slaves, showAnswer, showAnalysis }: { slaves: readonly TTopicSlave[]; showAnswer: boolean; showAnalysis: boolean }) {
  if (slaves.some((s) => !isBareNumber(s.title) || s.topicOptions.length > 0)) {
    return (
      <ol className="tv-slaves" aria-label="小题">
        {slaves.map((s) => (
          <SlaveItem key={s.topicNo} slave={s} showAnswer={showAnswer} showAnalysis={showAnalysis} />
        ))}
      </ol>
    );
  }
  return <BlockSlaves slaves={slaves} showAnswer={showAnswer} showAnalysis={showAnalysis} />;
}

type SlaveProps = { slave: TTopicSlave; showAnswer: boolean; showAnalysis: boolean; inlineAnswer?: boolean };

function SlaveItem({ slave, showAnswer, showAnalysis, inlineAnswer }: SlaveProps) {
  const hasOptions = slave.topicOptions.length > 0;
  return (
    <li className="tv-slave">
      <div className="tv-slave-stem">
        <span className="tv-slave-no">{slave.topicNo}.</span>
        {!isBareNumber(slave.title) && <RichHtml as="span" html={slave.title} />}
        {showAnswer && inlineAnswer && slave.answer && (
          <span className="tv-inline-answer">
            【答案】<RichHtml as="span" html={slave.answer} />
          </span>
        )}
      </div>
      <TopicOptions options={slave.topicOptions} showAnswer={showAnswer} />
      {showAnswer && !inlineAnswer && !hasOptions && slave.answer && (
        <div className="tv-answer">
          <span className="tv-label">【答案】</span>
          <RichHtml as="span" html={slave.answer} />
        </div>
      )}
      <SlaveAnalysis slave={slave} showAnalysis={showAnalysis} />
    </li>
  );
}

function SlaveAnalysis({ slave, showAnalysis }: { slave: TTopicSlave; showAnalysis: boolean }) {
  if (!showAnalysis || !slave.analysis.trim()) return null;
  return (
    <div className="tv-analysis tv-analysis-slave">
      <span className="tv-label">【解析】</span>
      <RichHtml as="span" html={slave.analysis} />
    </div>
  );
}

/** Sub-questions that are blanks of the stem: only their answers (and analyses) are shown. */
function BlockSlaves({ slaves, showAnswer, showAnalysis }: { slaves: readonly TTopicSlave[]; showAnswer: boolean; showAnalysis: boolean }) {
  if (slaves.length === 0) return null;
  if (!showAnswer && !showAnalysis) {
    return <div className="tv-block-count">共{slaves.length}小题（{slaves.map((s) => s.topicNo).join('、')}）</div>;
  }
  return (
    <ol className="tv-block-answers" aria-label="小题答案">
      {slaves.map((s) => (
        <li key={s.topicNo} className={showAnalysis ? 'tv-block-answer tv-block-answer-wide' : 'tv-block-answer'}>
          <span className="tv-slave-no">{s.topicNo}.</span>
          {showAnswer && <RichHtml as="span" className="tv-block-answer-text" html={s.answer} />}
          <SlaveAnalysis slave={s} showAnalysis={showAnalysis} />
        </li>
      ))}
    </ol>
  );
}
