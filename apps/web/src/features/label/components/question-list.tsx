import { CheckCircleFilled, ClockCircleOutlined } from '@ant-design/icons';
import type { TLabelQuestion } from '@app/contract';

const fmt = (n: number) => String(Number(n.toFixed(2)));

/** The exam's questions: number, score, tagged ✓ / ○ and who tagged it last. */
export function QuestionList({ questions, selectedId, onSelect }: { questions: TLabelQuestion[]; selectedId: number | null; onSelect: (id: number) => void }) {
  return (
    <div role="listbox" aria-label="题目列表">
      {questions.map((q) => (
        <div
          key={q.questionId}
          role="option"
          aria-selected={q.questionId === selectedId}
          aria-label={`第${q.questionNo}题${q.tagged ? '已标注' : '未标注'}`}
          className={`relation-q${q.questionId === selectedId ? ' selected' : ''}`}
          onClick={() => onSelect(q.questionId)}
          ref={(el) => {
            if (el && q.questionId === selectedId) el.scrollIntoView({ block: 'nearest' });
          }}
        >
          {q.tagged ? <CheckCircleFilled className="mark-done" aria-hidden /> : <ClockCircleOutlined className="mark-open" aria-hidden />}
          <span className="no">第{q.questionNo}题</span>
          <span className="score">{fmt(q.fullScore)}分</span>
          <span className="who" title={q.taggedByName ?? undefined}>
            {q.taggedByName ?? ''}
          </span>
        </div>
      ))}
    </div>
  );
}
