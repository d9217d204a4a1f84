import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Input, type InputRef, Typography } from 'antd';
import { fmtScore } from '../lib/format';
import { acceptsScoreKey, checkScore, checkScores, quickScores, round2, type TScoreQuestion } from '../lib/score-rules';

type Props = {
  questions: readonly TScoreQuestion[];
  step: number;
  /** Changing it clears the board (a new answer); the initial scores fill it (re-mark). */
  resetKey: string | number;
  initialScores?: readonly number[] | null;
  submitText: string;
  submitting?: boolean;
  disabled?: boolean;
  /** Keys typed anywhere on the screen (not in another field) go to the board. */
  globalKeys?: boolean;
  onSubmit: (scores: number[]) => void;
};

const FULL_KEYS = ['f', 'F', '+'];
const ZERO_KEYS = ['z', 'Z'];

function isTypingTarget(t: EventTarget | null): boolean {
  if (!(t instanceof HTMLElement)) return false;
  return t.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(t.tagName);
}

/**
 * 打分板: one box per question with quick-score buttons. Keyboard first: digits and "." type into
 * the focused box, Enter goes to the next box and submits on the last, F or + gives full marks,
 * Z gives zero. A score out of range or off the step is refused here with the server's wording.
 */
export function ScoreBoard({ questions, step, resetKey, initialScores, submitText, submitting, disabled, globalKeys = false, onSubmit }: Props) {
  const [values, setValues] = useState<string[]>(() => questions.map((_q, i) => (initialScores?.[i] != null ? String(initialScores[i]) : '')));
  const [active, setActive] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const boxes = useRef<(InputRef | null)[]>([]);
  const valuesRef = useRef(values);
  valuesRef.current = values;

  const focusBox = useCallback((i: number) => {
    setActive(i);
    const el = boxes.current[i];
    el?.focus();
    el?.select();
  }, []);

  // A new answer (or re-mark): fill the board again and put the cursor in the first box.
  useEffect(() => {
    const next = questions.map((_q, i) => (initialScores?.[i] != null ? String(initialScores[i]) : ''));
    setValues(next);
    setError(null);
    if (!disabled) setTimeout(() => focusBox(0), 0);
    // Only a new answer resets the board (not a re-render with new initial scores).
  }, [resetKey, questions.length]);

  const setValue = (i: number, v: string) => {
    setError(null);
    setValues((prev) => prev.map((x, j) => (j === i ? v : x)));
  };

  const submit = useCallback(() => {
    if (disabled || submitting) return;
    const r = checkScores(valuesRef.current, questions, step);
    if (!r.ok) {
      setError(r.message);
      focusBox(r.index);
      return;
    }
    setError(null);
    onSubmit(r.scores);
  }, [disabled, submitting, questions, step, onSubmit, focusBox]);

  /** Enter on box i: check it, then the next box or (on the last) submit. */
  const enter = useCallback(
    (i: number) => {
      const q = questions[i];
      if (!q) return;
      const r = checkScore(valuesRef.current[i] ?? '', q, step);
      if (!r.ok) {
        setError(r.message);
        focusBox(i);
        return;
      }
      const firstEmpty = valuesRef.current.findIndex((v, j) => j > i && v.trim() === '');
      if (firstEmpty >= 0) focusBox(firstEmpty);
      else submit();
    },
    [questions, step, focusBox, submit],
  );

  /** Quick score (button, F/+/Z): fill the box and move on to the next one, if any. */
  const give = useCallback(
    (i: number, score: number) => {
      setError(null);
      const next = valuesRef.current.map((x, j) => (j === i ? String(score) : x));
      valuesRef.current = next;
      setValues(next);
      if (i < questions.length - 1) focusBox(i + 1);
      else focusBox(i);
    },
    [questions.length, focusBox],
  );

  const onBoxKey = (i: number, e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    if (e.key === 'Enter') {
      e.preventDefault();
      enter(i);
    } else if (FULL_KEYS.includes(e.key)) {
      e.preventDefault();
      give(i, questions[i]!.fullScore);
    } else if (ZERO_KEYS.includes(e.key)) {
      e.preventDefault();
      give(i, 0);
    } else if (e.key === 'ArrowDown' && i < questions.length - 1) {
      e.preventDefault();
      focusBox(i + 1);
    } else if (e.key === 'ArrowUp' && i > 0) {
      e.preventDefault();
      focusBox(i - 1);
    } else if (e.key.length === 1 && !acceptsScoreKey(e.currentTarget.value.slice(0, e.currentTarget.selectionStart ?? 0) + e.currentTarget.value.slice(e.currentTarget.selectionEnd ?? 0), e.key)) {
      e.preventDefault();
    }
  };

  // Keys typed while nothing else has focus (after clicking the image, say) go to the active box.
  useEffect(() => {
    if (!globalKeys || disabled) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || isTypingTarget(e.target)) return;
      if (document.querySelector('.ant-modal-wrap:not([style*="display: none"]) .ant-modal, .ant-drawer-open')) return;
      const t = e.target instanceof HTMLElement ? e.target : null;
      if (t && t.tagName === 'BUTTON' && e.key === 'Enter') return;
      const i = Math.min(active, questions.length - 1);
      if (/^\d$/.test(e.key) || e.key === '.') {
        e.preventDefault();
        focusBox(i);
        const cur = valuesRef.current[i] ?? '';
        if (acceptsScoreKey(cur, e.key)) setValue(i, cur + e.key);
      } else if (e.key === 'Enter') {
        e.preventDefault();
        enter(i);
      } else if (FULL_KEYS.includes(e.key)) {
        e.preventDefault();
        give(i, questions[i]!.fullScore);
      } else if (ZERO_KEYS.includes(e.key)) {
        e.preventDefault();
        give(i, 0);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [globalKeys, disabled, active, questions, enter, give, focusBox]);

  const total = round2(values.reduce((s, v) => s + (Number.isFinite(Number(v)) && v.trim() !== '' ? Number(v) : 0), 0));
  const fullTotal = round2(questions.reduce((s, q) => s + q.fullScore, 0));

  return (
    <div className="mk-board" aria-label="打分板" role="group">
      {questions.map((q, i) => (
        <div key={q.questionNo + i} className={`mk-board-row${i === active ? ' mk-board-row-active' : ''}`}>
          <div className="mk-board-head">
            <span className="mk-board-no">第{q.questionNo}题</span>
            <span className="mk-board-full">满分 {fmtScore(q.fullScore)}</span>
            <Input
              ref={(el) => {
                boxes.current[i] = el;
              }}
              className="mk-board-input"
              aria-label={`第${q.questionNo}题得分`}
              value={values[i] ?? ''}
              inputMode="decimal"
              autoComplete="off"
              disabled={disabled}
              status={error && error.includes(`第${q.questionNo}题`) ? 'error' : undefined}
              onFocus={() => setActive(i)}
              onChange={(e) => {
                const v = e.target.value;
                if (/^\d*\.?\d*$/.test(v)) setValue(i, v);
              }}
              onKeyDown={(e) => onBoxKey(i, e)}
              suffix="分"
            />
          </div>
          <div className="mk-quick" role="group" aria-label={`第${q.questionNo}题快捷给分`}>
            {quickScores(q.fullScore, step).map((s) => (
              <button
                type="button"
                key={s}
                tabIndex={-1}
                disabled={disabled}
                className={`mk-quick-btn${values[i] !== '' && Number(values[i]) === s ? ' mk-quick-btn-on' : ''}`}
                onClick={() => give(i, s)}
              >
                {fmtScore(s)}
              </button>
            ))}
          </div>
        </div>
      ))}
      <div className="mk-board-total">
        <span>
          合计 <b className="mk-board-sum">{fmtScore(total)}</b> / {fmtScore(fullTotal)} 分
        </span>
        <Button type="primary" onClick={submit} loading={submitting} disabled={disabled}>
          {submitText}
        </Button>
      </div>
      {error && (
        <Typography.Text type="danger" role="alert" className="mk-board-error">
          {error}
        </Typography.Text>
      )}
      <div className="mk-keys" aria-label="快捷键">
        <span>
          <kbd>0</kbd>–<kbd>9</kbd> <kbd>.</kbd> 输入分数
        </span>
        <span>
          <kbd>Enter</kbd> {questions.length > 1 ? '下一小题 / 提交' : '提交'}
        </span>
        <span>
          <kbd>F</kbd> 或 <kbd>+</kbd> 满分
        </span>
        <span>
          <kbd>Z</kbd> 零分
        </span>
        {questions.length > 1 && (
          <span>
            <kbd>↑</kbd> <kbd>↓</kbd> 切换小题
          </span>
        )}
      </div>
    </div>
  );
}
