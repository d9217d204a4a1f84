import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { schoolTime } from '../../../lib/school-time';
import { VOCAB_MODE_NAMES, type TVocabAnswerResult, type TVocabItem, type TVocabPractice } from '@app/contract/vocabulary';
import { paths } from '../../../app/paths';
import { STUDENT_KEY } from '../api/me';
import { useVocabAnswer, useVocabPractice, vocabPracticeKey } from '../api/vocabulary';
import { VocabItemCard, type VocabFeedback } from '../components/vocab-item';
import { AnsweredItems, RoundResult } from '../components/vocab-summary';
import { PageProblem } from '../components/page-problem';

/** How long a right answer stays on screen before the next item comes by itself. */
export const AUTO_NEXT_MS = 1200;

const itemKey = (it: { round: number; mode: number; wordId: number }) => `${it.round}:${it.mode}:${it.wordId}`;
const timeText = schoolTime;

/** The practice with one answer written in: the item's result and the counts. */
function withAnswer(p: TVocabPractice, key: string, r: TVocabAnswerResult): TVocabPractice {
  return {
    ...p,
    items: p.items.map((it) => (itemKey(it) === key ? { ...it, result: { correct: r.correct, answer: r.answer, correctAnswer: r.correctAnswer } } : it)),
    answeredCount: p.answeredCount + (r.repeated ? 0 : 1),
    correctCount: p.correctCount + (!r.repeated && r.correct ? 1 : 0),
    finished: r.finished,
  };
}

/**
 * #/student/vocabulary/:putId: a vocabulary task's practice, one item at a time. Every answer is
 * checked by the server and shown at once; a round ends with its result and the next round, the
 * last with the totals. A practice not open (not started, ended) explains why and shows the answers.
 */
export default function VocabularyPracticePage() {
  const putId = Number(useParams().putId);
  // Another task's address starts afresh (its first unfinished round, no verdict on screen).
  return <Practice key={putId} putId={putId} />;
}

function Practice({ putId }: { putId: number }) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const valid = Number.isInteger(putId) && putId > 0;
  /** The round asked for; undefined: the server's (the first unfinished one). */
  const [round, setRound] = useState<number | undefined>(undefined);
  const practice = useVocabPractice(putId, round);
  const answer = useVocabAnswer(putId);
  /** The item on screen with its verdict, until 下一题. */
  const [shown, setShown] = useState<{ key: string; feedback: VocabFeedback; roundDone: boolean } | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const [answerError, setAnswerError] = useState<string | null>(null);

  const backToList = () => navigate(paths.student);
  const next = useCallback(() => {
    setShown(null);
    setChosen(null);
  }, []);

  // A right answer goes on by itself after a moment; a wrong one waits for 下一题.
  const autoNext = shown?.feedback.correct === true;
  useEffect(() => {
    if (!autoNext) return;
    const t = window.setTimeout(next, AUTO_NEXT_MS);
    return () => window.clearTimeout(t);
  }, [autoNext, shown?.key, next]);

  if (!valid) return <Problem message="练习不存在" onBack={backToList} />;
  if (practice.isError) return <Problem message={practice.error.message} onBack={backToList} onRetry={() => void practice.refetch()} />;
  const data = practice.data;
  if (!data)
    return (
      <section className="student-card">
        <p className="student-hint">正在加载练习…</p>
      </section>
    );

  const items = data.items;
  const done = items.filter((it) => it.result).length;
  const roundCorrect = items.filter((it) => it.result?.correct).length;
  const current: TVocabItem | undefined = shown ? items.find((it) => itemKey(it) === shown.key) : items.find((it) => !it.result);

  const submit = (item: TVocabItem, extra: { choiceWordId: number } | { spelling: string }) => {
    if (answer.isPending || shown) return;
    setAnswerError(null);
    answer.mutate(
      { round: item.round, mode: item.mode as 1 | 2 | 3, wordId: item.wordId, ...extra },
      {
        onSuccess: (r) => {
          const key = itemKey(item);
          qc.setQueryData<TVocabPractice>(vocabPracticeKey(putId, round), (p) => (p ? withAnswer(p, key, r) : p));
          // The home list's status (未开始 / 进行中 / 已完成) is read afresh when the student goes back.
          void qc.invalidateQueries({ queryKey: [...STUDENT_KEY, 'tasks'] });
          setShown({ key, roundDone: r.roundDone, feedback: { correct: r.correct, answer: r.answer, correctAnswer: r.correctAnswer, repeated: r.repeated } });
        },
        onError: (e) => {
          setChosen(null);
          setAnswerError(e.message);
        },
      },
    );
  };

  const header = <PracticeHeader data={data} done={done} correct={roundCorrect} onBack={backToList} />;

  // Not started yet, or over: why, and what was answered.
  if (!data.open) {
    const notYet = Date.now() < Date.parse(data.startAt);
    return (
      <>
        {header}
        <section className="student-card vocab-closed" aria-label="练习状态">
          <h2 className="student-subtitle">{notYet ? '练习未开始' : '练习已结束'}</h2>
          <p className="student-hint" role="status">
            {notYet ? `开始时间：${timeText(data.startAt)}，到时再来吧。` : `练习已于 ${timeText(data.endAt)} 结束，不能再作答。`}
          </p>
          {!notYet && (
            <>
              <p className="vocab-score">
                共答 <strong>{data.answeredCount}</strong> / {data.itemsPerRound * data.rounds} 题，答对 <strong>{data.correctCount}</strong> 题
              </p>
              {done > 0 && (
                <>
                  <h3 className="vocab-list-title">第{data.round}轮</h3>
                  <RoundResult items={items} />
                  <details className="vocab-fold">
                    <summary>第{data.round}轮全部作答记录</summary>
                    <AnsweredItems items={items} />
                  </details>
                </>
              )}
            </>
          )}
          <button type="button" className="student-button" onClick={backToList}>
            返回任务列表
          </button>
        </section>
      </>
    );
  }

  const errorBox = answerError && (
    <section className="student-card vocab-problem" role="alert">
      <p className="student-error">{answerError}</p>
      <div className="vocab-buttons">
        <button type="button" className="student-button" onClick={backToList}>
          返回任务列表
        </button>
        <button
          type="button"
          className="student-button is-secondary"
          onClick={() => {
            setAnswerError(null);
            void practice.refetch();
          }}
        >
          刷新
        </button>
      </div>
    </section>
  );

  if (current) {
    const last = shown?.roundDone ?? false;
    return (
      <>
        {header}
        {errorBox}
        <VocabItemCard
          item={current}
          feedback={shown?.feedback ?? null}
          chosen={chosen}
          pending={answer.isPending}
          nextLabel={last ? (data.finished ? '查看练习结果' : '查看本轮结果') : '下一题'}
          onChoose={(wordId) => {
            setChosen(wordId);
            submit(current, { choiceWordId: wordId });
          }}
          onSpell={(spelling) => submit(current, { spelling })}
          onNext={next}
        />
      </>
    );
  }

  // Every item of the round answered: the round's result, then the next round or the totals.
  if (data.finished) {
    const total = data.itemsPerRound * data.rounds;
    return (
      <>
        {header}
        <section className="student-card vocab-summary" aria-label="练习结果">
          <h2 className="student-subtitle vocab-done">已完成</h2>
          <p className="vocab-score">
            {data.rounds}轮共 {total} 题，答对 <strong>{data.correctCount}</strong> 题{total > 0 && `，正确率 ${Math.round((data.correctCount / total) * 100)}%`}
          </p>
          {data.rounds > 1 && <h3 className="vocab-list-title">第{data.round}轮</h3>}
          <RoundResult items={items} />
          <button type="button" className="student-button" onClick={backToList}>
            返回任务列表
          </button>
        </section>
      </>
    );
  }
  return (
    <>
      {header}
      {errorBox}
      <section className="student-card vocab-summary" aria-label="本轮结果">
        <h2 className="student-subtitle">第{data.round}轮完成</h2>
        <RoundResult items={items} />
        {data.round < data.rounds ? (
          <button
            type="button"
            className="student-button"
            onClick={() => {
              next();
              setRound(data.round + 1);
            }}
          >
            开始第{data.round + 1}轮
          </button>
        ) : null}
        <button type="button" className="student-link" onClick={backToList}>
          返回任务列表
        </button>
      </section>
    </>
  );
}

function PracticeHeader({ data, done, correct, onBack }: { data: TVocabPractice; done: number; correct: number; onBack: () => void }) {
  const per = data.itemsPerRound || data.items.length;
  const pct = per > 0 ? Math.round((done / per) * 100) : 0;
  return (
    <section className="student-card vocab-head" aria-label="练习进度">
      <div className="vocab-head-row">
        <button type="button" className="vocab-back" aria-label="任务列表" title="返回任务列表" onClick={onBack}>
          ‹
        </button>
        <h1 className="vocab-title">{data.title}</h1>
        <span className="vocab-round">
          第{data.round}轮 / 共{data.rounds}轮
        </span>
      </div>
      <div className="vocab-head-row">
        <div className="vocab-progress" role="progressbar" aria-label="本轮进度" aria-valuemin={0} aria-valuemax={per} aria-valuenow={done}>
          <div className="vocab-progress-bar" style={{ width: `${pct}%` }} />
        </div>
        <span className="vocab-count">
          已答 {done} / {per}
        </span>
      </div>
      <p className="vocab-meta">
        <span className="vocab-correct">答对 {correct}</span>
        <span>
          {data.modes.map((m) => VOCAB_MODE_NAMES[m]).join('·')} · 截止 {timeText(data.endAt)}
        </span>
      </p>
    </section>
  );
}

const Problem = (props: { message: string; onBack: () => void; onRetry?: () => void }) => <PageProblem title="词汇练习" {...props} />;
