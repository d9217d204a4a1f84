import { Alert, Descriptions, Divider, Empty, Space, Tag, Typography } from 'antd';
import type { TEssayFeedback } from '@app/contract/writing';
import { fmtPct } from '@app/contract';
import { score } from '../lib/format';

const VERDICT: Record<number, { text: string; color: string }> = { [-1]: { text: '偏少', color: 'orange' }, 0: { text: '符合要求', color: 'green' }, 1: { text: '偏多', color: 'orange' } };

/** What the program cannot judge (docs/writing.md, "Known limits"): said wherever its suggestion is shown. */
export const FEEDBACK_LIMITS =
  '智能批改只看语言，不读内容：不能判断是否切题、要点是否齐全、行文是否连贯，也不检查时态、主谓一致、介词等语法。建议分仅供参考，请以您的阅读为准。';

/** 智能批改（仅供参考）: the suggestion with its band, length, findings, vocabulary, linking words and remarks. */
export function FeedbackPanel({ feedback }: { feedback: TEssayFeedback | null }) {
  if (!feedback) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="这篇作文没有智能批改结果，请直接阅读评分" />;
  const f = feedback;
  const verdict = VERDICT[f.lengthVerdict] ?? VERDICT[0]!;
  const hard = f.issues.filter((i) => i.kind === 'readability').length;
  return (
    <div className="write-feedback" aria-label="智能批改">
      <div className="write-suggest">
        <div>
          <div className="write-suggest-label">建议分</div>
          <div className="write-suggest-score">
            <strong>{score(f.suggestedScore)}</strong>
            <span>/{score(f.fullScore)}</span>
          </div>
        </div>
        <Tag color="blue" className="write-band">
          {f.bandName}
        </Tag>
      </div>
      <Descriptions
        size="small"
        column={1}
        className="write-feedback-facts"
        items={[
          {
            key: 'words',
            label: '词数',
            children: (
              <Space size={4}>
                {`${f.wordCount}（要求${f.minWords}-${f.maxWords}）`}
                <Tag color={verdict.color}>{verdict.text}</Tag>
              </Space>
            ),
          },
          { key: 'sentences', label: '句子', children: `${f.sentenceCount}句，平均每句${score(f.avgSentenceLength)}词` },
          { key: 'spelling', label: '拼写错误', children: <span className={f.spellingCount ? 'write-count-bad' : ''}>{f.spellingCount}处</span> },
          { key: 'grammar', label: '语法提示', children: `${f.grammarCount}处（重复词、a/an）` },
          { key: 'hard', label: '长难句', children: `${hard}句` },
        ]}
      />
      <Divider size="small" titlePlacement="start" plain>
        词汇
      </Divider>
      <Descriptions
        size="small"
        column={2}
        items={[
          { key: 'distinct', label: '不同词', children: f.vocabulary.distinct },
          { key: 'diversity', label: '多样性', children: fmtPct(f.vocabulary.diversity) },
          { key: 'junior', label: '初中', children: f.vocabulary.junior },
          { key: 'senior', label: '高中', children: f.vocabulary.senior },
          { key: 'beyond', label: '超纲', children: f.vocabulary.beyond },
        ]}
      />
      {f.vocabulary.highlights.length > 0 && (
        <div className="write-tags">
          <span className="vocab-muted">亮点词汇：</span>
          {f.vocabulary.highlights.map((w) => (
            <Tag key={w} color="green">
              {w}
            </Tag>
          ))}
        </div>
      )}
      <Divider size="small" titlePlacement="start" plain>
        连接词
      </Divider>
      <div className="write-tags">
        {f.linking.length ? f.linking.map((w) => <Tag key={w}>{w}</Tag>) : <span className="vocab-muted">没有找到连接词和从句标志</span>}
      </div>
      {f.remarks.length > 0 && (
        <>
          <Divider size="small" titlePlacement="start" plain>
            评语建议
          </Divider>
          <ul className="write-remarks">
            {f.remarks.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </>
      )}
      <Alert type="warning" showIcon className="write-limits" title="智能批改不能判断的" description={FEEDBACK_LIMITS} />
      <Typography.Text type="secondary" className="write-note">
        建议分由篇幅、准确、词汇、结构四项按权重折算，不代表阅卷结果。
      </Typography.Text>
    </div>
  );
}
