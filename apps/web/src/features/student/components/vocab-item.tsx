import { useEffect, useRef, useState, type FormEvent } from 'react';
import { VOCAB_MODE, VOCAB_MODE_NAMES, type TVocabItem } from '@app/contract/vocabulary';

/** What the server said about an answer (a fresh one or the stored one of a resent answer). */
export type VocabFeedback = { correct: boolean; answer: string; correctAnswer: string; repeated: boolean };

const TASK_HINT: Record<number, string> = {
  [VOCAB_MODE.EN_ZH]: '选出这个单词的中文意思',
  [VOCAB_MODE.ZH_EN]: '选出对应的英文单词',
  [VOCAB_MODE.SPELL]: '根据中文意思拼写单词',
};

type Props = {
  item: TVocabItem;
  /** The feedback once answered (null while the item waits for an answer). */
  feedback: VocabFeedback | null;
  /** The option the student tapped (choice modes), to mark it before and after the answer. */
  chosen: number | null;
  pending: boolean;
  /** The label of the button after the feedback: 下一题, or 查看本轮结果 on the round's last item. */
  nextLabel: string;
  onChoose: (wordId: number) => void;
  onSpell: (spelling: string) => void;
  onNext: () => void;
};

/** One item of a round: the prompt, the options or the spelling box, then the server's verdict. */
export function VocabItemCard({ item, feedback, chosen, pending, nextLabel, onChoose, onSpell, onNext }: Props) {
  const spelling = item.mode === VOCAB_MODE.SPELL;
  const answered = feedback != null;
  const nextRef = useRef<HTMLButtonElement>(null);
  // After the verdict the thumb's next tap (or Enter) goes on: the button takes the focus.
  useEffect(() => {
    if (answered) nextRef.current?.focus();
  }, [answered]);

  const optionClass = (wordId: number, text: string) => {
    if (!feedback) return chosen === wordId ? 'vocab-option is-chosen' : 'vocab-option';
    if (text === feedback.correctAnswer) return 'vocab-option is-right';
    const mine = chosen != null ? chosen === wordId : text === feedback.answer;
    return mine ? 'vocab-option is-wrong' : 'vocab-option is-dim';
  };

  return (
    <section className="student-card vocab-item" aria-label="题目">
      <p className="vocab-mode">
        <span className="vocab-mode-tag">{VOCAB_MODE_NAMES[item.mode] ?? '练习'}</span>
        <span className="student-hint">{TASK_HINT[item.mode]}</span>
      </p>
      <div className="vocab-prompt">
        <p className={item.mode === VOCAB_MODE.EN_ZH ? 'vocab-word' : 'vocab-meaning'} lang={item.mode === VOCAB_MODE.EN_ZH ? 'en' : undefined}>
          {item.prompt}
        </p>
        {/* The phonetic would give the word away in 汉译英; 拼写 shows it as a help. */}
        {item.mode !== VOCAB_MODE.ZH_EN && item.phonetic && <p className="vocab-phonetic">{item.phonetic}</p>}
        {item.pos.length > 0 && <p className="vocab-pos">{item.pos.join(' ')}</p>}
      </div>

      {spelling ? (
        <SpellingBox key={`${item.round}:${item.mode}:${item.wordId}`} disabled={answered || pending} pending={pending} onSubmit={onSpell} />
      ) : (
        <div className="vocab-options" role="group" aria-label="选项">
          {item.options.map((o) => (
            <button
              key={o.wordId}
              type="button"
              className={optionClass(o.wordId, o.text)}
              lang={item.mode === VOCAB_MODE.ZH_EN ? 'en' : undefined}
              disabled={answered || pending}
              onClick={() => onChoose(o.wordId)}
            >
              {o.text}
            </button>
          ))}
        </div>
      )}

      {feedback && (
        <div className={feedback.correct ? 'vocab-feedback is-right' : 'vocab-feedback is-wrong'} role="status">
          <p className="vocab-verdict">{feedback.correct ? '回答正确' : '回答错误'}</p>
          {feedback.repeated && <p className="student-hint">这道题之前已经答过，以下是当时保存的结果。</p>}
          {!feedback.correct && (
            <>
              <p>
                正确答案：<strong>{feedback.correctAnswer}</strong>
              </p>
              <p>你的答案：{feedback.answer || '（空）'}</p>
            </>
          )}
          {feedback.correct && spelling && <p>{feedback.correctAnswer}</p>}
        </div>
      )}
      {feedback && (
        <button ref={nextRef} type="button" className="student-button vocab-next" onClick={onNext}>
          {nextLabel}
        </button>
      )}
    </section>
  );
}

/** The spelling box: no capitalising, correcting or spell-checking by the phone; Enter submits. */
function SpellingBox({ disabled, pending, onSubmit }: { disabled: boolean; pending: boolean; onSubmit: (spelling: string) => void }) {
  const [value, setValue] = useState('');
  const [hint, setHint] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    inputRef.current?.focus();
  }, []);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (disabled) return;
    if (!value.trim()) return setHint('请先输入单词');
    setHint(null);
    onSubmit(value);
  };
  return (
    <form className="vocab-spell" aria-label="拼写" onSubmit={submit} noValidate>
      <input
        ref={inputRef}
        className="vocab-spell-input"
        aria-label="拼写单词"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        autoCapitalize="off"
        autoCorrect="off"
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="done"
        maxLength={60}
        lang="en"
        readOnly={disabled}
        placeholder="输入英文单词"
      />
      {hint && (
        <p className="student-error" role="alert">
          {hint}
        </p>
      )}
      {/* Once answered the verdict and 下一题 take its place. */}
      {(!disabled || pending) && (
        <button type="submit" className="student-button" disabled={disabled}>
          {pending ? '正在提交…' : '提交'}
        </button>
      )}
    </form>
  );
}
