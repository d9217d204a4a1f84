import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { TEssayFeedback, TEssayIssue } from '@app/contract/writing';
import { essaySegments, ISSUE_KIND_NAMES } from './essay-words';

/** What the program cannot judge, said wherever its suggestion is shown (docs/writing.md). */
export const FEEDBACK_LIMITS = '智能批改只检查拼写、部分语法、篇幅和词汇，不判断内容是否切题、要点是否齐全、行文是否连贯，仅供参考，成绩以老师评分为准。';

const lengthText = (f: TEssayFeedback) =>
  f.lengthVerdict < 0 ? `少于要求 ${f.minWords - f.wordCount} 词` : f.lengthVerdict > 0 ? `超出要求 ${f.wordCount - f.maxWords} 词` : '符合要求';

type Props = {
  text: string;
  feedback: TEssayFeedback;
  /** The teacher has scored: the suggestion is shown smaller, after the teacher's score. */
  secondary?: boolean;
};

/** 智能批改: the suggested score and band, the counts, the remarks and the essay with its findings marked. */
export function EssayFeedback({ text, feedback: f, secondary = false }: Props) {
  return (
    <section className={`student-card write-feedback${secondary ? ' is-secondary' : ''}`} aria-label="智能批改">
      <h2 className="student-subtitle">
        智能批改<span className="write-ref">仅供参考</span>
      </h2>
      <div className="write-suggest">
        <p className="write-suggest-score">
          建议分 <strong>{f.suggestedScore}</strong> / {f.fullScore}
        </p>
        <span className="write-band">{f.bandName}</span>
      </div>
      <p className="student-hint write-limits">{FEEDBACK_LIMITS}</p>
      <dl className="write-stats">
        <div>
          <dt>词数</dt>
          <dd className={f.lengthVerdict === 0 ? 'is-ok' : 'is-warn'}>
            {f.wordCount}（要求 {f.minWords}-{f.maxWords}，{lengthText(f)}）
          </dd>
        </div>
        <div>
          <dt>句子</dt>
          <dd>
            {f.sentenceCount} 句，平均 {f.avgSentenceLength} 词
          </dd>
        </div>
        <div>
          <dt>拼写</dt>
          <dd className={f.spellingCount ? 'is-warn' : 'is-ok'}>{f.spellingCount} 处</dd>
        </div>
        <div>
          <dt>语法</dt>
          <dd className={f.grammarCount ? 'is-warn' : 'is-ok'}>{f.grammarCount} 处</dd>
        </div>
        <div>
          <dt>词汇</dt>
          <dd>
            不同单词 {f.vocabulary.distinct} 个：初中 {f.vocabulary.junior}，高中 {f.vocabulary.senior}，超出词库 {f.vocabulary.beyond}
          </dd>
        </div>
        {f.vocabulary.highlights.length > 0 && (
          <div>
            <dt>亮点词汇</dt>
            <dd lang="en">{f.vocabulary.highlights.join(', ')}</dd>
          </div>
        )}
        <div>
          <dt>连接词</dt>
          <dd lang="en">{f.linking.length ? f.linking.join(', ') : '无'}</dd>
        </div>
      </dl>
      {f.remarks.length > 0 && (
        <>
          <h3 className="vocab-list-title">评语</h3>
          <ul className="write-remarks" aria-label="智能批改评语">
            {f.remarks.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </>
      )}
      <MarkedEssay text={text} issues={f.issues} />
    </section>
  );
}

/** The essay with each finding marked; a tap on one shows its Chinese explanation and suggestions. */
export function MarkedEssay({ text, issues }: { text: string; issues: readonly TEssayIssue[] }) {
  const [selected, setSelected] = useState<number | null>(null);
  const segments = essaySegments(text, issues);
  const current = selected != null ? issues[selected] : undefined;
  // A tap picks the innermost finding under it (a misspelling inside a hard sentence).
  const pick = (covering: number[]) => {
    const inner = [...covering].sort((a, b) => issues[a]!.end - issues[a]!.start - (issues[b]!.end - issues[b]!.start))[0]!;
    setSelected(inner === selected ? null : inner);
  };
  const onKey = (e: KeyboardEvent, covering: number[]) => {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    pick(covering);
  };
  return (
    <>
      <h3 className="vocab-list-title">我的作文{issues.length > 0 && `（标出 ${issues.length} 处，点一下查看说明）`}</h3>
      <div className="write-essay" lang="en" aria-label="作文原文">
        {text.trim() ? (
          segments.map((s) =>
            s.issues.length === 0 ? (
              <span key={s.start}>{s.text}</span>
            ) : (
              <mark
                key={s.start}
                role="button"
                tabIndex={0}
                className={['write-mark', ...new Set(s.issues.map((n) => `is-${issues[n]!.kind}`)), selected != null && s.issues.includes(selected) ? 'is-selected' : '']
                  .filter(Boolean)
                  .join(' ')}
                title={s.issues.map((n) => ISSUE_KIND_NAMES[issues[n]!.kind]).join('、')}
                onClick={() => pick(s.issues)}
                onKeyDown={(e) => onKey(e, s.issues)}
              >
                {s.text}
              </mark>
            ),
          )
        ) : (
          <span className="student-hint">（没有文字）</span>
        )}
      </div>
      {current && <IssueDetail issue={current} onClose={() => setSelected(null)} />}
      {issues.length > 0 && (
        <details className="vocab-fold">
          <summary>全部问题（{issues.length}）</summary>
          <ul className="write-issues" aria-label="全部问题">
            {issues.map((i, n) => (
              <li key={`${i.start}-${i.end}-${i.kind}`}>
                <button type="button" className={`write-issue-link${n === selected ? ' is-selected' : ''}`} onClick={() => setSelected(n)}>
                  <span className={`write-kind is-${i.kind}`}>{ISSUE_KIND_NAMES[i.kind]}</span>
                  <span lang="en">{i.excerpt.length > 40 ? `${i.excerpt.slice(0, 40)}…` : i.excerpt}</span>
                </button>
              </li>
            ))}
          </ul>
        </details>
      )}
    </>
  );
}

function IssueDetail({ issue, onClose }: { issue: TEssayIssue; onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  // Below a long essay the explanation may be off screen: bring it into view.
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [issue]);
  // The engine's message often names the suggestions already; they are listed again only when it does not.
  const listed = issue.suggestions.length > 0 && !issue.suggestions.every((w) => issue.message.includes(w));
  return (
    <div ref={ref} className={`write-issue is-${issue.kind}`} role="status" aria-label="问题说明">
      <p className="write-issue-head">
        <span className={`write-kind is-${issue.kind}`}>{ISSUE_KIND_NAMES[issue.kind]}</span>
        <span className="write-issue-excerpt" lang="en">
          {issue.excerpt.length > 60 ? `${issue.excerpt.slice(0, 60)}…` : issue.excerpt}
        </span>
        <button type="button" className="write-issue-close" aria-label="关闭说明" onClick={onClose}>
          ×
        </button>
      </p>
      <p>{issue.message}</p>
      {listed && (
        <p>
          可以改为：
          <span lang="en" className="write-suggestions">
            {issue.suggestions.join(' / ')}
          </span>
        </p>
      )}
    </div>
  );
}
