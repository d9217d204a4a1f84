import { VOCAB_MODE, VOCAB_MODE_NAMES, type TVocabItem } from '@app/contract/vocabulary';

/** The word and its meaning of an answered item, whichever way round the mode asked it. */
export function wordOf(item: TVocabItem): { word: string; meaning: string } {
  const right = item.result?.correctAnswer ?? '';
  return item.mode === VOCAB_MODE.EN_ZH ? { word: item.prompt, meaning: right } : { word: right, meaning: item.prompt };
}

/** The words answered wrong in these items, each once, in the round's order. */
export function wrongWords(items: readonly TVocabItem[]): { wordId: number; word: string; meaning: string; phonetic: string }[] {
  const seen = new Set<number>();
  const out = [];
  for (const it of items) {
    if (!it.result || it.result.correct || seen.has(it.wordId)) continue;
    seen.add(it.wordId);
    out.push({ wordId: it.wordId, phonetic: it.phonetic, ...wordOf(it) });
  }
  return out;
}

/** 本轮正确 x / y and the words to go over again. */
export function RoundResult({ items }: { items: readonly TVocabItem[] }) {
  const correct = items.filter((it) => it.result?.correct).length;
  const wrong = wrongWords(items);
  return (
    <>
      <p className="vocab-score">
        本轮正确 <strong>{correct}</strong> / {items.length}
      </p>
      {wrong.length === 0 ? (
        <p className="student-hint">本轮全部答对，太棒了！</p>
      ) : (
        <>
          <h3 className="vocab-list-title">需要再记一记的单词（{wrong.length}）</h3>
          <ul className="vocab-words" aria-label="答错的单词">
            {wrong.map((w) => (
              <li key={w.wordId}>
                <span className="vocab-words-en" lang="en">
                  {w.word}
                </span>
                {w.phonetic && <span className="vocab-words-ph">{w.phonetic}</span>}
                <span className="vocab-words-zh">{w.meaning}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

/** A round's items as they were answered, read only (a closed practice). */
export function AnsweredItems({ items }: { items: readonly TVocabItem[] }) {
  return (
    <ul className="vocab-answers" aria-label="作答记录">
      {items.map((it) => (
        <li key={`${it.mode}:${it.wordId}`} className={it.result ? (it.result.correct ? 'is-right' : 'is-wrong') : 'is-none'}>
          <span className="vocab-answers-q">
            <span className="vocab-mode-tag">{VOCAB_MODE_NAMES[it.mode]}</span> {it.prompt}
          </span>
          {it.result ? (
            <span className="vocab-answers-a">
              {it.result.correct ? '✓ ' : '✗ '}
              {it.result.answer || '（空）'}
              {!it.result.correct && <span className="student-hint">（正确答案：{it.result.correctAnswer}）</span>}
            </span>
          ) : (
            <span className="vocab-answers-a student-hint">未作答</span>
          )}
        </li>
      ))}
    </ul>
  );
}
