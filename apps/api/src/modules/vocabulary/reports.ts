/**
 * Reports of a put (report/results, report/student, report/word): by class, by student and by
 * word, from the stored answers. A class's students are its 在读 students now; rates are
 * fractions (null when there is nothing to divide by). Answers are aggregated in the database;
 * the largest report (50 students × 100 words × 3 rounds × 3 modes) reads a few thousand rows.
 */
import { sql } from 'drizzle-orm';
import { VOCAB_MODE_NAMES, type TVocabResults, type TVocabStudentReport, type TVocabWordReport } from '@app/contract/vocabulary';
import type { Db } from '../../db/client.js';
import { errors } from '../../http/errors.js';
import type { AuthContext } from '../auth/authenticate.js';
import { rowsOf } from '../marking/present.js';
import { requireOwnPut } from './access.js';
import { itemsPerStudent, putItem } from './puts.js';
import { wordBank } from './words.js';

const ratio = (a: number, b: number) => (b > 0 ? a / b : null);

type StudentRow = { id: number; student_num: string; name: string; clazz_id: number; clazz_name: string };

/** The put's classes' 在读 students (one class with clazzId), in class and 学号 order. */
async function putStudents(db: Db, putId: number, clazzId: number | undefined): Promise<StudentRow[]> {
  return rowsOf<StudentRow>(
    await db.execute(sql`
      select s.id, s.student_num, s.name, c.id as clazz_id, c.name as clazz_name
      from vocab_put_clazz pc join clazz c on c.id = pc.clazz_id join grade g on g.id = c.grade_id
      join student s on s.clazz_id = c.id and s.status = 1
      where pc.put_id = ${putId} ${clazzId != null ? sql`and c.id = ${clazzId}` : sql``}
      order by g.section desc, g.grade_no, c.sort, c.id, s.student_num`),
  );
}

async function loadOwn(db: Db, auth: AuthContext, putId: number, clazzId: number | undefined) {
  const p = await requireOwnPut(db, auth, putId);
  const put = await putItem(db, putId);
  if (clazzId != null && !put.clazzes.some((c) => c.clazzId === clazzId)) throw errors.notFound('该布置没有这个班级');
  return { p, put, perStudent: itemsPerStudent({ wordIds: p.wordIds, modes: p.modes, rounds: p.rounds }) };
}

export async function putResults(db: Db, auth: AuthContext, putId: number): Promise<TVocabResults> {
  const { p, put, perStudent } = await loadOwn(db, auth, putId, undefined);
  const students = await putStudents(db, putId, undefined);
  const agg = rowsOf<{ student_id: number; mode: number; n: number; c: number }>(
    await db.execute(sql`select student_id, mode, count(*)::int as n, (count(*) filter (where correct))::int as c from vocab_attempt where put_id = ${putId} group by student_id, mode`),
  );
  const byStudent = new Map<number, { n: number; c: number; modes: Map<number, { n: number; c: number }> }>();
  for (const r of agg) {
    const e = byStudent.get(r.student_id) ?? { n: 0, c: 0, modes: new Map() };
    e.n += Number(r.n);
    e.c += Number(r.c);
    e.modes.set(Number(r.mode), { n: Number(r.n), c: Number(r.c) });
    byStudent.set(r.student_id, e);
  }
  const summarise = (group: StudentRow[]) => {
    let started = 0;
    let finished = 0;
    let n = 0;
    let c = 0;
    const modes = new Map<number, { n: number; c: number }>();
    for (const s of group) {
      const e = byStudent.get(s.id);
      if (!e) continue;
      started += 1;
      if (e.n >= perStudent) finished += 1;
      n += e.n;
      c += e.c;
      for (const [m, v] of e.modes) {
        const t = modes.get(m) ?? { n: 0, c: 0 };
        t.n += v.n;
        t.c += v.c;
        modes.set(m, t);
      }
    }
    return {
      studentCount: group.length,
      startedCount: started,
      finishedCount: finished,
      completionRate: ratio(finished, group.length),
      answerCount: n,
      correctCount: c,
      accuracy: ratio(c, n),
      modeAccuracy: p.modes.map((m) => ({ mode: m, modeName: VOCAB_MODE_NAMES[m]!, accuracy: ratio(modes.get(m)?.c ?? 0, modes.get(m)?.n ?? 0) })),
    };
  };
  const clazzes = put.clazzes.map((cl) => ({ clazzId: cl.clazzId, clazzName: cl.clazzName, ...summarise(students.filter((s) => s.clazz_id === cl.clazzId)) }));
  return { put, itemsPerStudent: perStudent, clazzes, total: summarise(students) };
}

export async function studentReport(db: Db, auth: AuthContext, putId: number, clazzId: number | undefined): Promise<TVocabStudentReport> {
  const { p, put, perStudent } = await loadOwn(db, auth, putId, clazzId);
  const students = await putStudents(db, putId, clazzId);
  const perRound = p.wordIds.length * p.modes.length;
  const bank = await wordBank(db);
  const agg = rowsOf<{ student_id: number; round: number; n: number; c: number; last: Date | string }>(
    await db.execute(sql`select student_id, round, count(*)::int as n, (count(*) filter (where correct))::int as c, max(created_at) as last from vocab_attempt where put_id = ${putId} group by student_id, round`),
  );
  const wrong = rowsOf<{ student_id: number; word_id: number; n: number }>(
    await db.execute(sql`select student_id, word_id, count(*)::int as n from vocab_attempt where put_id = ${putId} and not correct group by student_id, word_id`),
  );
  const rows = students.map((s) => {
    const rounds = agg.filter((r) => r.student_id === s.id);
    const n = rounds.reduce((t, r) => t + Number(r.n), 0);
    const c = rounds.reduce((t, r) => t + Number(r.c), 0);
    const last = rounds.reduce<Date | null>((t, r) => (t == null || new Date(r.last) > t ? new Date(r.last) : t), null);
    const wrongWords = wrong
      .filter((w) => w.student_id === s.id)
      .map((w) => ({ wordId: w.word_id, word: bank.byId.get(w.word_id)?.word ?? '', meaning: bank.byId.get(w.word_id)?.meaning ?? '', wrongCount: Number(w.n) }))
      .sort((a, b) => b.wrongCount - a.wrongCount || a.word.localeCompare(b.word));
    return {
      studentId: s.id,
      studentNum: s.student_num,
      name: s.name,
      clazzId: s.clazz_id,
      clazzName: s.clazz_name,
      answerCount: n,
      correctCount: c,
      accuracy: ratio(c, n),
      progress: perStudent > 0 ? Math.min(1, n / perStudent) : 0,
      roundsDone: rounds.filter((r) => Number(r.n) >= perRound).length,
      finished: n >= perStudent,
      lastAnsweredAt: last ? last.toISOString() : null,
      wrongWords,
    };
  });
  return { put, itemsPerStudent: perStudent, students: rows };
}

export async function wordReport(db: Db, auth: AuthContext, putId: number, clazzId: number | undefined): Promise<TVocabWordReport> {
  const { p, put } = await loadOwn(db, auth, putId, clazzId);
  const bank = await wordBank(db);
  const inClazz = clazzId != null ? sql`and a.student_id in (select s.id from student s where s.clazz_id = ${clazzId})` : sql``;
  const agg = rowsOf<{ word_id: number; n: number; wrong: number; students_wrong: number }>(
    await db.execute(sql`
      select a.word_id, count(*)::int as n, (count(*) filter (where not a.correct))::int as wrong,
        (count(distinct a.student_id) filter (where not a.correct))::int as students_wrong
      from vocab_attempt a where a.put_id = ${putId} ${inClazz} group by a.word_id`),
  );
  const answers = rowsOf<{ word_id: number; mode: number; answer: string; n: number }>(
    await db.execute(sql`
      select a.word_id, a.mode, a.answer, count(*)::int as n
      from vocab_attempt a where a.put_id = ${putId} and not a.correct ${inClazz}
      group by a.word_id, a.mode, a.answer`),
  );
  const byWord = new Map(agg.map((r) => [r.word_id, r]));
  const words = p.wordIds
    .map((id) => bank.byId.get(id))
    .filter((w) => w != null)
    .map((w) => {
      const r = byWord.get(w.wordId);
      const n = Number(r?.n ?? 0);
      const wrongCount = Number(r?.wrong ?? 0);
      return {
        wordId: w.wordId,
        word: w.word,
        phonetic: w.phonetic,
        meaning: w.meaning,
        answerCount: n,
        wrongCount,
        errorRate: ratio(wrongCount, n),
        studentsWrong: Number(r?.students_wrong ?? 0),
        wrongAnswers: answers
          .filter((a) => a.word_id === w.wordId)
          .map((a) => ({ mode: Number(a.mode), modeName: VOCAB_MODE_NAMES[Number(a.mode)]!, answer: a.answer, count: Number(a.n) }))
          .sort((a, b) => b.count - a.count || a.answer.localeCompare(b.answer))
          .slice(0, 5),
      };
    })
    // Most-missed first: by wrong answers, then error rate, then the word.
    .sort((a, b) => b.wrongCount - a.wrongCount || (b.errorRate ?? -1) - (a.errorRate ?? -1) || a.word.localeCompare(b.word));
  return { put, words };
}
