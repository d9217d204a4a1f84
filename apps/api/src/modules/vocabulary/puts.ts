/**
 * Putting a list to classes (布置): classes, start and end, practice modes and rounds. The list's
 * words are copied into the put, so a later edit of the list leaves practice under way alone.
 * Once a student has answered, the modes and rounds stay as they are and a class with answers
 * stays in the put (its answers would lose their meaning); times can always change.
 */
import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { VOCAB_MODE_NAMES, VOCAB_PUT_STATE_NAMES, type TVocabPutItem } from '@app/contract/vocabulary';
import type { Db } from '../../db/client.js';
import { vocabAttempt, vocabList, vocabListWord, vocabPut, vocabPutClazz } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import type { AuthContext } from '../auth/authenticate.js';
import { rowsOf } from '../marking/present.js';
import { inTransaction } from '../marking/tx.js';
import { requireOwnList, requireOwnPut, requirePuttableClazzes } from './access.js';

type PutBody = { clazzIds: number[]; startAt: string; endAt: string; modes: number[]; rounds: number };

/** 0 未开始, 1 进行中, 2 已结束 at `now`. */
export function putState(p: { startAt: Date; endAt: Date }, now = new Date()): number {
  return now < p.startAt ? 0 : now <= p.endAt ? 1 : 2;
}

/** Items one student answers to finish the put. */
export const itemsPerStudent = (p: { wordIds: readonly number[]; modes: readonly number[]; rounds: number }) => p.wordIds.length * p.modes.length * p.rounds;

type PutRow = {
  id: number;
  list_id: number;
  title: string;
  word_count: number;
  modes: number[];
  rounds: number;
  start_at: Date | string;
  end_at: Date | string;
  created_at: Date | string;
  teacher_name: string;
  clazzes: { clazzId: number; clazzName: string; gradeName: string }[] | null;
  student_count: number;
  finished_count: number;
  answered: boolean;
};

const asDate = (d: Date | string) => (d instanceof Date ? d : new Date(d));

/** The puts matching `where` (over vocab_put p), presented with their classes and counts. */
async function presentPuts(db: Db, where: SQL, order: SQL, limit: number, offset: number): Promise<TVocabPutItem[]> {
  const rows = rowsOf<PutRow>(
    await db.execute(sql`
      select p.id, p.list_id, p.title, cardinality(p.word_ids) as word_count, p.modes, p.rounds, p.start_at, p.end_at, p.created_at, t.name as teacher_name,
        (select json_agg(json_build_object('clazzId', c.id, 'clazzName', c.name, 'gradeName', g.name) order by g.section desc, g.grade_no, c.sort, c.id)
           from vocab_put_clazz pc join clazz c on c.id = pc.clazz_id join grade g on g.id = c.grade_id where pc.put_id = p.id) as clazzes,
        (select count(*)::int from vocab_put_clazz pc join student s on s.clazz_id = pc.clazz_id and s.status = 1 where pc.put_id = p.id) as student_count,
        (select count(*)::int from (select a.student_id from vocab_attempt a where a.put_id = p.id group by a.student_id
           having count(*) >= cardinality(p.word_ids) * cardinality(p.modes) * p.rounds) f) as finished_count,
        exists (select 1 from vocab_attempt a where a.put_id = p.id) as answered
      from vocab_put p join teacher t on t.id = p.teacher_id
      where ${where}
      order by ${order}
      limit ${limit} offset ${offset}`),
  );
  const now = new Date();
  return rows.map((r) => {
    const startAt = asDate(r.start_at);
    const endAt = asDate(r.end_at);
    const state = putState({ startAt, endAt }, now);
    const modes = r.modes.map(Number);
    return {
      putId: r.id,
      listId: r.list_id,
      listName: r.title,
      wordCount: Number(r.word_count),
      clazzes: r.clazzes ?? [],
      startAt: startAt.toISOString(),
      endAt: endAt.toISOString(),
      modes,
      modeNames: modes.map((m) => VOCAB_MODE_NAMES[m] ?? String(m)),
      rounds: Number(r.rounds),
      state,
      stateName: VOCAB_PUT_STATE_NAMES[state]!,
      studentCount: Number(r.student_count),
      finishedCount: Number(r.finished_count),
      answered: Boolean(r.answered),
      teacherName: r.teacher_name,
      createdAt: asDate(r.created_at).toISOString(),
    };
  });
}

export async function putItem(db: Db, putId: number): Promise<TVocabPutItem> {
  const [item] = await presentPuts(db, sql`p.id = ${putId}`, sql`p.id`, 1, 0);
  if (!item) throw errors.notFound('布置不存在');
  return item;
}

export async function listPuts(db: Db, auth: AuthContext, q: { listId?: number; state?: number; pageNo: number; pageSize: number }) {
  const conds: SQL[] = [sql`p.teacher_id = ${auth.teacherId}`, sql`p.school_id = ${auth.schoolId}`];
  if (q.listId != null) {
    await requireOwnList(db, auth, q.listId);
    conds.push(sql`p.list_id = ${q.listId}`);
  }
  if (q.state === 0) conds.push(sql`now() < p.start_at`);
  if (q.state === 1) conds.push(sql`now() >= p.start_at and now() <= p.end_at`);
  if (q.state === 2) conds.push(sql`now() > p.end_at`);
  const where = sql.join(conds, sql` and `);
  const total = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from vocab_put p where ${where}`))[0]!.n;
  const list = await presentPuts(db, where, sql`p.created_at desc, p.id desc`, q.pageSize, (q.pageNo - 1) * q.pageSize);
  return { list, total: Number(total), pageNo: q.pageNo, pageSize: q.pageSize };
}

export async function getPut(db: Db, auth: AuthContext, putId: number): Promise<TVocabPutItem> {
  await requireOwnPut(db, auth, putId);
  return putItem(db, putId);
}

export async function createPut(db: Db, auth: AuthContext, body: PutBody & { listId: number }): Promise<TVocabPutItem> {
  await requireOwnList(db, auth, body.listId);
  const clazzIds = [...new Set(body.clazzIds)];
  await requirePuttableClazzes(db, auth, clazzIds);
  const modes = [...new Set(body.modes)].sort();
  const putId = await inTransaction(db, async (tx) => {
    // The list row is held until the put is in, so a delete of the list cannot slip between.
    const list = (await tx.select().from(vocabList).where(eq(vocabList.id, body.listId)).for('share'))[0];
    if (!list) throw errors.notFound('词表不存在');
    const words = await tx.select({ wordId: vocabListWord.wordId }).from(vocabListWord).where(eq(vocabListWord.listId, body.listId)).orderBy(vocabListWord.idx);
    if (!words.length) throw errors.conflict('词表中没有单词，不能布置');
    const [p] = await tx
      .insert(vocabPut)
      .values({ schoolId: auth.schoolId, teacherId: auth.teacherId, listId: list.id, title: list.name, wordIds: words.map((w) => w.wordId), modes, rounds: body.rounds, startAt: new Date(body.startAt), endAt: new Date(body.endAt) })
      .returning({ id: vocabPut.id });
    await tx.insert(vocabPutClazz).values(clazzIds.map((clazzId) => ({ putId: p!.id, clazzId })));
    return p!.id;
  });
  return putItem(db, putId);
}

export async function editPut(db: Db, auth: AuthContext, putId: number, body: PutBody): Promise<TVocabPutItem> {
  await requireOwnPut(db, auth, putId);
  const clazzIds = [...new Set(body.clazzIds)];
  const modes = [...new Set(body.modes)].sort();
  await inTransaction(db, async (tx) => {
    // One edit of a put at a time.
    const p = (await tx.select().from(vocabPut).where(eq(vocabPut.id, putId)).for('update'))[0];
    if (!p) throw errors.notFound('布置不存在');
    const current = (await tx.select({ clazzId: vocabPutClazz.clazzId }).from(vocabPutClazz).where(eq(vocabPutClazz.putId, putId))).map((r) => r.clazzId);
    // Classes already in the put may stay even if the teacher no longer teaches them; new ones are checked.
    const added = clazzIds.filter((id) => !current.includes(id));
    if (added.length) await requirePuttableClazzes(tx, auth, added);
    const answeredIn = (await tx.select({ clazzId: vocabAttempt.clazzId, n: count() }).from(vocabAttempt).where(eq(vocabAttempt.putId, putId)).groupBy(vocabAttempt.clazzId)).map((r) => r.clazzId);
    if (answeredIn.length) {
      const sameModes = modes.length === p.modes.length && modes.every((m, i) => m === p.modes[i]);
      if (!sameModes || body.rounds !== p.rounds) throw errors.conflict('已有学生作答，不能修改练习方式和轮数');
      const removedAnswered = answeredIn.filter((id) => !clazzIds.includes(id));
      if (removedAnswered.length) {
        const names = rowsOf<{ name: string }>(await tx.execute(sql`select name from clazz where id in (${sql.join(removedAnswered.map((id) => sql`${id}`), sql`, `)}) order by sort, id`));
        throw errors.conflict(`${names.map((n) => n.name).join('、')}已有学生作答，不能取消布置`);
      }
    }
    await tx.update(vocabPut).set({ modes, rounds: body.rounds, startAt: new Date(body.startAt), endAt: new Date(body.endAt), updatedAt: new Date() }).where(eq(vocabPut.id, putId));
    const removed = current.filter((id) => !clazzIds.includes(id));
    if (removed.length) await tx.delete(vocabPutClazz).where(and(eq(vocabPutClazz.putId, putId), inArray(vocabPutClazz.clazzId, removed)));
    if (added.length) await tx.insert(vocabPutClazz).values(added.map((clazzId) => ({ putId, clazzId })));
  });
  return putItem(db, putId);
}

/** Deletes the put and every answer to it (the screen asks first). */
export async function deletePut(db: Db, auth: AuthContext, putId: number): Promise<void> {
  await requireOwnPut(db, auth, putId);
  await db.delete(vocabPut).where(eq(vocabPut.id, putId));
}
