/**
 * The student's side of vocabulary practice: the open tasks, a round's items and answering one.
 * Answers are checked here, never in the browser: a choice is right when the option chosen is the
 * word asked; a spelling when it equals the word but for letter case and the spaces around it.
 * Each item is answered once (a resent answer finds the stored one); round N opens when round
 * N-1 is complete; answers are taken only between the put's start and end.
 */
import { sql } from 'drizzle-orm';
import { type TStudentTask } from '@app/contract';
import { normaliseSpelling, VOCAB_MODE, type TVocabAnswerResult, type TVocabPractice } from '@app/contract/vocabulary';
import type { Db } from '../../db/client.js';
import { run, statement } from '../../db/prepared.js';
import { errors } from '../../http/errors.js';
import { rowsOf } from '../marking/present.js';
import type { StudentAuthContext } from '../student-auth/authenticate.js';
import { correctText, optionText, roundItems } from './items.js';
import { putState } from './puts.js';
import { wordBank } from './words.js';

type PutForStudent = {
  id: number;
  title: string;
  word_ids: number[];
  modes: number[];
  rounds: number;
  start_at: Date | string;
  end_at: Date | string;
  /** This student's answers per round ({"1": n, ...}), and in all. */
  per_round: Record<string, number> | null;
  correct: number;
};

/**
 * The put, if it is of the student's school and set for the student's class, with the student's
 * answer counts per round, in one round trip.
 */
const PUT_FOR_STUDENT = statement<PutForStudent>(`
  select p.id, p.title, p.word_ids, p.modes, p.rounds, p.start_at, p.end_at,
    (select json_object_agg(r.round, r.n) from (select a.round, count(*)::int as n from vocab_attempt a
       where a.put_id = p.id and a.student_id = $3 group by a.round) r) as per_round,
    (select count(*)::int from vocab_attempt a where a.put_id = p.id and a.student_id = $3 and a.correct) as correct
  from vocab_put p
  where p.id = $1 and p.school_id = $2
    and exists (select 1 from vocab_put_clazz pc where pc.put_id = p.id and pc.clazz_id = $4)`);

type Loaded = {
  id: number;
  title: string;
  wordIds: number[];
  modes: number[];
  rounds: number;
  startAt: Date;
  endAt: Date;
  perRound: Map<number, number>;
  correct: number;
};

async function loadPut(db: Db, auth: StudentAuthContext, putId: number): Promise<Loaded> {
  const r = (await run(db, PUT_FOR_STUDENT, [putId, auth.schoolId, auth.studentId, auth.clazzId]))[0];
  if (!r) throw errors.notFound('练习不存在');
  return {
    id: r.id,
    title: r.title,
    wordIds: r.word_ids.map(Number),
    modes: r.modes.map(Number),
    rounds: Number(r.rounds),
    startAt: new Date(r.start_at),
    endAt: new Date(r.end_at),
    perRound: new Map(Object.entries(r.per_round ?? {}).map(([k, v]) => [Number(k), Number(v)])),
    correct: Number(r.correct),
  };
}

const perRoundItems = (p: Loaded) => p.wordIds.length * p.modes.length;
/** The first round not complete (rounds + 1 when all are). */
const firstOpenRound = (p: Loaded) => {
  const per = perRoundItems(p);
  for (let r = 1; r <= p.rounds; r++) if ((p.perRound.get(r) ?? 0) < per) return r;
  return p.rounds + 1;
};
const answeredTotal = (p: Loaded) => [...p.perRound.values()].reduce((s, n) => s + n, 0);

export async function practice(db: Db, auth: StudentAuthContext, putId: number, askedRound: number | undefined): Promise<TVocabPractice> {
  const p = await loadPut(db, auth, putId);
  const open = firstOpenRound(p);
  const finished = open > p.rounds;
  const current = Math.min(open, p.rounds);
  if (askedRound != null && askedRound > current) throw errors.conflict(askedRound > p.rounds ? `本练习共${p.rounds}轮` : `请先完成第${askedRound - 1}轮`);
  const round = askedRound ?? current;
  const bank = await wordBank(db);
  const answers = rowsOf<{ mode: number; word_id: number; answer: string; correct: boolean }>(
    await db.execute(sql`select mode, word_id, answer, correct from vocab_attempt where put_id = ${putId} and student_id = ${auth.studentId} and round = ${round}`),
  );
  const byItem = new Map(answers.map((a) => [`${a.mode}:${a.word_id}`, a]));
  const items = roundItems(bank, p, auth.studentId, round).map((it) => {
    const a = byItem.get(`${it.mode}:${it.word.wordId}`);
    return {
      round,
      mode: it.mode,
      wordId: it.word.wordId,
      prompt: it.mode === VOCAB_MODE.EN_ZH ? it.word.word : it.word.meaning,
      phonetic: it.word.phonetic,
      pos: it.word.pos,
      options: it.options,
      result: a ? { correct: a.correct, answer: a.answer, correctAnswer: correctText(it.word, it.mode) } : null,
    };
  });
  const state = putState(p);
  return {
    putId: p.id,
    title: p.title,
    startAt: p.startAt.toISOString(),
    endAt: p.endAt.toISOString(),
    open: state === 1,
    modes: p.modes,
    rounds: p.rounds,
    round,
    itemsPerRound: perRoundItems(p),
    answeredCount: answeredTotal(p),
    correctCount: p.correct,
    finished,
    items,
  };
}

type AnswerRow = {
  word_ids: number[];
  modes: number[];
  rounds: number;
  start_at: Date | string;
  end_at: Date | string;
  /** The student's answers before this one: in the round before, in this round, in all. */
  prev_round: number;
  this_round: number;
  total: number;
  /** The answer stored now, or the one stored before for the same item (a resent answer). */
  inserted_answer: string | null;
  inserted_correct: boolean | null;
  stored_answer: string | null;
  stored_correct: boolean | null;
};

/**
 * The answer path in one round trip: the put (of the student's school, set for their class) with
 * the student's counts; the insert only when every check passes (open, round and mode and word of
 * the put, the round before complete) and the item has no answer yet; otherwise the stored answer.
 * $1 put, $2 school, $3 student, $4 class, $5 round, $6 mode, $7 word, $8 answer text, $9 correct.
 * No row: not the student's put. A row without inserted or stored answer: a check refused it.
 */
const ANSWER = statement<AnswerRow>(`
  with p as (
    select p.id, p.word_ids, p.modes, p.rounds, p.start_at, p.end_at, c.prev_round, c.this_round, c.total
    from vocab_put p
    cross join lateral (
      select (count(*) filter (where a.round = $5 - 1))::int as prev_round, (count(*) filter (where a.round = $5))::int as this_round, count(*)::int as total
      from vocab_attempt a where a.put_id = p.id and a.student_id = $3) c
    where p.id = $1 and p.school_id = $2
      and exists (select 1 from vocab_put_clazz pc where pc.put_id = p.id and pc.clazz_id = $4)),
  ok as (
    select p.id from p
    where now() >= p.start_at and now() <= p.end_at and $5 <= p.rounds and $6 = any(p.modes) and $7 = any(p.word_ids)
      and ($5 = 1 or p.prev_round >= cardinality(p.word_ids) * cardinality(p.modes))),
  ins as (
    insert into vocab_attempt (put_id, student_id, clazz_id, round, mode, word_id, answer, correct)
    select ok.id, $3, $4, $5, $6, $7, $8, $9 from ok
    on conflict (put_id, student_id, round, mode, word_id) do nothing
    returning answer, correct),
  old as (
    select a.answer, a.correct from vocab_attempt a
    where a.put_id = $1 and a.student_id = $3 and a.round = $5 and a.mode = $6 and a.word_id = $7)
  select p.word_ids, p.modes, p.rounds, p.start_at, p.end_at, p.prev_round, p.this_round, p.total,
    (select answer from ins) as inserted_answer, (select correct from ins) as inserted_correct,
    (select answer from old) as stored_answer, (select correct from old) as stored_correct
  from p`);

/** The stored answer of an item, read after a concurrent insert of the same item won. */
const STORED = statement<{ answer: string; correct: boolean }>(`select answer, correct from vocab_attempt where put_id = $1 and student_id = $2 and round = $3 and mode = $4 and word_id = $5`);

/** The SQLSTATE of a database error (drizzle may wrap the driver's error in `cause`). */
function pgCode(e: unknown): string | undefined {
  for (let x: unknown = e, i = 0; x && i < 4; x = (x as { cause?: unknown }).cause, i++) {
    const code = (x as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

export async function answer(
  db: Db,
  auth: StudentAuthContext,
  putId: number,
  body: { round: number; mode: number; wordId: number; choiceWordId?: number; spelling?: string },
): Promise<TVocabAnswerResult> {
  // The verdict first, from the bank in memory; the database then stores it if the put allows.
  const bank = await wordBank(db);
  const word = bank.byId.get(body.wordId);
  if (!word) throw errors.validation('该单词不在本练习中');
  let given: string;
  let correct: boolean;
  if (body.mode === VOCAB_MODE.SPELL) {
    given = (body.spelling ?? '').trim().replace(/\s+/g, ' ');
    correct = normaliseSpelling(given) === normaliseSpelling(word.word);
  } else {
    const chosen = bank.byId.get(body.choiceWordId!);
    if (!chosen) throw errors.validation('所选项不存在');
    given = optionText(chosen, body.mode);
    correct = chosen.wordId === word.wordId || given.toLowerCase() === optionText(word, body.mode).toLowerCase();
  }
  const r = (
    await run(db, ANSWER, [putId, auth.schoolId, auth.studentId, auth.clazzId, body.round, body.mode, body.wordId, given, correct]).catch((e: unknown) => {
      // The put deleted by its teacher a moment ago (the answer's foreign key).
      if (pgCode(e) === '23503') throw errors.notFound('练习不存在');
      throw e;
    })
  )[0];
  if (!r) throw errors.notFound('练习不存在');
  const modes = r.modes.map(Number);
  const wordIds = r.word_ids.map(Number);
  const per = wordIds.length * modes.length;
  const inserted = r.inserted_answer != null;
  let stored = inserted ? { answer: r.inserted_answer!, correct: Boolean(r.inserted_correct) } : r.stored_answer != null ? { answer: r.stored_answer, correct: Boolean(r.stored_correct) } : null;
  if (!stored) {
    // Nothing stored: say which check refused it (in the order a student meets them).
    const state = putState({ startAt: new Date(r.start_at), endAt: new Date(r.end_at) });
    if (state === 0) throw errors.conflict('练习尚未开始');
    if (state === 2) throw errors.conflict('练习已结束，不能再作答');
    if (body.round > Number(r.rounds)) throw errors.validation(`本练习共${r.rounds}轮`);
    if (!modes.includes(body.mode)) throw errors.validation('本练习没有这种练习方式');
    if (!wordIds.includes(body.wordId)) throw errors.validation('该单词不在本练习中');
    if (body.round > 1 && Number(r.prev_round) < per) throw errors.conflict(`请先完成第${body.round - 1}轮`);
    // Every check passed: the same item was answered at this very moment by another request.
    const again = (await run(db, STORED, [putId, auth.studentId, body.round, body.mode, body.wordId]))[0];
    if (!again) throw errors.conflict('提交未成功，请重试');
    stored = { answer: again.answer, correct: Boolean(again.correct) };
  }
  const inRound = Number(r.this_round) + (inserted ? 1 : 0);
  const total = Number(r.total) + (inserted ? 1 : 0);
  return {
    correct: stored.correct,
    answer: stored.answer,
    correctAnswer: correctText(word, body.mode),
    repeated: !inserted,
    answeredCount: inRound,
    itemsPerRound: per,
    roundDone: inRound >= per,
    finished: total >= per * Number(r.rounds),
  };
}

/** The student's vocabulary tasks on the student page: puts of their class that have started and not ended. */
export async function vocabularyTasks(db: Db, auth: StudentAuthContext): Promise<TStudentTask[]> {
  const rows = rowsOf<{ id: number; title: string; end_at: Date | string; total: number; answered: number }>(
    await db.execute(sql`
      select p.id, p.title, p.end_at, cardinality(p.word_ids) * cardinality(p.modes) * p.rounds as total,
        (select count(*)::int from vocab_attempt a where a.put_id = p.id and a.student_id = ${auth.studentId}) as answered
      from vocab_put p join vocab_put_clazz pc on pc.put_id = p.id and pc.clazz_id = ${auth.clazzId}
      where p.school_id = ${auth.schoolId} and p.start_at <= now() and p.end_at >= now()
      order by p.end_at, p.id`),
  );
  return rows.map((r) => ({
    kind: 'vocabulary',
    id: r.id,
    title: `词汇练习：${r.title}`,
    dueAt: new Date(r.end_at).toISOString(),
    status: Number(r.answered) >= Number(r.total) ? 'done' : Number(r.answered) > 0 ? 'doing' : 'todo',
  }));
}
