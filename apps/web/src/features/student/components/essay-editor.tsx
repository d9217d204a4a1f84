import { useState, type FormEvent } from 'react';
import { ESSAY_MAX_CHARS } from '@app/contract/writing';
import { countWords, readDraft, writeDraft } from './essay-words';

type Props = {
  /** Where the unsent draft is kept (localStorage), so a closed tab does not lose it. */
  storageKey: string;
  /** The essay already handed in ('' for none): where a rewrite starts. */
  submitted: string;
  minWords: number;
  maxWords: number;
  pending: boolean;
  onSubmit: (text: string) => void;
  /** Leaves a rewrite for the feedback (only when an essay was handed in). */
  onCancel?: () => void;
};

const wordState = (n: number, min: number, max: number) =>
  n === 0 ? { cls: '', text: `要求 ${min}-${max} 词` } : n < min ? { cls: 'is-warn', text: `还差 ${min - n} 词` } : n > max ? { cls: 'is-warn', text: `超出 ${n - max} 词` } : { cls: 'is-ok', text: '符合要求' };

/** The essay box: live word count against the range, the 5000-character limit, the draft kept on the device. */
export function EssayEditor({ storageKey, submitted, minWords, maxWords, pending, onSubmit, onCancel }: Props) {
  const [restored] = useState(() => {
    const d = readDraft(storageKey);
    return d != null && d !== submitted ? d : null;
  });
  const [text, setText] = useState(restored ?? submitted);
  const [hint, setHint] = useState<string | null>(null);
  const words = countWords(text);
  const ws = wordState(words, minWords, maxWords);
  const tooLong = text.length > ESSAY_MAX_CHARS;

  const change = (value: string) => {
    setText(value);
    setHint(null);
    // What equals the handed-in essay is no draft.
    writeDraft(storageKey, value === submitted || !value ? null : value);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    if (!text.trim()) return setHint('请先写作文再提交');
    if (tooLong) return setHint(`作文最长${ESSAY_MAX_CHARS}个字符，请删减后再提交`);
    setHint(null);
    onSubmit(text);
  };

  return (
    <form className="student-card write-editor" aria-label="写作文" onSubmit={submit} noValidate>
      <h2 className="student-subtitle">{submitted ? '修改作文' : '写作文'}</h2>
      {restored != null && (
        <p className="write-restored" role="status">
          已恢复上次未提交的草稿
        </p>
      )}
      <textarea
        className="write-textarea"
        aria-label="作文内容"
        value={text}
        onChange={(e) => change(e.target.value)}
        autoCapitalize="sentences"
        autoCorrect="off"
        autoComplete="off"
        spellCheck={false}
        lang="en"
        rows={10}
        readOnly={pending}
        placeholder="在这里用英文写作文…"
      />
      <p className="write-counts">
        <span className={`write-words ${ws.cls}`} aria-live="polite">
          词数 <strong>{words}</strong> · {ws.text}
        </span>
        <span className={tooLong ? 'write-chars is-over' : 'write-chars'}>
          {text.length} / {ESSAY_MAX_CHARS} 字符
        </span>
      </p>
      {tooLong && !hint && (
        <p className="student-error" role="alert">
          作文最长{ESSAY_MAX_CHARS}个字符，已超出 {text.length - ESSAY_MAX_CHARS} 个，请删减后再提交
        </p>
      )}
      {hint && (
        <p className="student-error" role="alert">
          {hint}
        </p>
      )}
      <p className="student-hint">草稿会自动保存在本机，提交后由智能批改给出建议（仅供参考），截止前可以修改。</p>
      <button type="submit" className="student-button" disabled={pending || tooLong}>
        {pending ? '正在提交…' : submitted ? '重新提交' : '提交作文'}
      </button>
      {onCancel && (
        <button type="button" className="student-link" onClick={() => {
            // Leaving the rewrite drops its draft: the handed-in essay stands.
            writeDraft(storageKey, null);
            onCancel();
          }}
          disabled={pending}
        >
          取消修改
        </button>
      )}
    </form>
  );
}
