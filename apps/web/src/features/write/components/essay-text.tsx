import { Popover } from 'antd';
import type { TEssayIssue } from '@app/contract/writing';
import { essayPieces, markClass } from '../lib/highlight';

function IssueNotes({ issues }: { issues: TEssayIssue[] }) {
  return (
    <div className="write-issue-notes">
      {issues.map((i, k) => {
        // The message names its kind (拼写：…) and usually the fix; the suggestions are added when it does not.
        const extra = i.suggestions.filter((s) => !i.message.includes(s));
        return (
          <div key={k} className={`write-issue-note write-issue-note-${i.kind}`}>
            {i.message}
            {extra.length > 0 && <div className="write-issue-suggest">建议：{i.suggestions.join('、')}</div>}
          </div>
        );
      })}
    </div>
  );
}

/**
 * The student's essay with every finding of 智能批改 marked at its offsets: misspellings red,
 * repeated words and a / an orange, hard sentences (长难句) underlined; hovering over or focusing (clicking, tabbing to) a mark
 * shows the message and suggestions.
 */
export function EssayText({ text, issues }: { text: string; issues: readonly TEssayIssue[] }) {
  const pieces = essayPieces(text, issues);
  return (
    <div className="write-essay" aria-label="作文正文">
      {pieces.map((p) => {
        const cls = markClass(p);
        if (!cls) return <span key={p.start}>{p.text}</span>;
        return (
          <Popover key={p.start} content={<IssueNotes issues={p.issues} />} trigger={['hover', 'focus']} mouseEnterDelay={0.15}>
            <mark className={cls} tabIndex={0} data-issues={p.issues.map((i) => i.kind).join(' ')}>
              {p.text}
            </mark>
          </Popover>
        );
      })}
    </div>
  );
}
