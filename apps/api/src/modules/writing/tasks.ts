/**
 * Writing tasks (/write, docs/writing.md): 专项写作 from the question bank's writing prompts
 * (应用文写作, 读后续写, 概要写作) or 自主命题 with the teacher's own prompt, set for classes between
 * a start and an end. An English teacher's own tasks, to the classes they may set work for (the
 * vocabulary area's rule: classes they teach English in, the grades they lead).
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { VOCAB_PUT_STATE_NAMES } from '@app/contract/vocabulary';
import { WRITE_KIND_NAMES, WRITE_KIND_RULES, type TWriteTaskItem } from '@app/contract/writing';
import type { Db } from '../../db/client.js';
import { topic, writeTask, writeTaskClazz } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import type { AuthContext } from '../auth/authenticate.js';
import { rowsOf } from '../marking/present.js';
import { inTransaction } from '../marking/tx.js';
import { requirePuttableClazzes } from '../vocabulary/access.js';
import { putState } from '../vocabulary/puts.js';
import { containsPattern } from '../../db/like.js';

/** The bank's knowledge points of the three 专项写作 kinds (reference data, knowledge-points/senior-english). */
export const WRITE_KIND_KP: Record<number, number> = { 1: 8058, 2: 8059, 3: 8060 };

export type WriteTaskRow = typeof writeTask.$inferSelect;

export async function requireOwnTask(db: Db, auth: AuthContext, taskId: number): Promise<WriteTaskRow> {
  const t = (await db.select().from(writeTask).where(eq(writeTask.id, taskId)).limit(1))[0];
  if (!t || t.schoolId !== auth.schoolId) throw errors.notFound('写作任务不存在');
  if (t.teacherId !== auth.teacherId) throw errors.forbidden('只能查看和修改自己布置的写作任务');
  return t;
}

type Row = {
  id: number;
  kind: number;
  topic_id: number | null;
  title: string;
  prompt: string;
  min_words: number;
  max_words: number;
  full_score: number;
  start_at: Date | string;
  end_at: Date | string;
  created_at: Date | string;
  clazzes: { clazzId: number; clazzName: string; gradeName: string }[] | null;
  student_count: number;
  submitted_count: number;
  scored_count: number;
};

const asDate = (d: Date | string) => (d instanceof Date ? d : new Date(d));

export async function presentTasks(db: Db, where: SQL, limit: number, offset: number): Promise<TWriteTaskItem[]> {
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select t.id, t.kind, t.topic_id, t.title, t.prompt, t.min_words, t.max_words, t.full_score, t.start_at, t.end_at, t.created_at,
        (select json_agg(json_build_object('clazzId', c.id, 'clazzName', c.name, 'gradeName', g.name) order by g.section desc, g.grade_no, c.sort, c.id)
           from write_task_clazz tc join clazz c on c.id = tc.clazz_id join grade g on g.id = c.grade_id where tc.task_id = t.id) as clazzes,
        (select count(*)::int from write_task_clazz tc join student s on s.clazz_id = tc.clazz_id and s.status = 1 where tc.task_id = t.id) as student_count,
        (select count(*)::int from write_submission w where w.task_id = t.id) as submitted_count,
        (select count(*)::int from write_submission w where w.task_id = t.id and w.teacher_score is not null) as scored_count
      from write_task t
      where ${where}
      order by t.created_at desc, t.id desc
      limit ${limit} offset ${offset}`),
  );
  const now = new Date();
  return rows.map((r) => {
    const startAt = asDate(r.start_at);
    const endAt = asDate(r.end_at);
    const state = putState({ startAt, endAt }, now);
    return {
      taskId: r.id,
      kind: r.kind,
      kindName: WRITE_KIND_NAMES[r.kind] ?? '',
      topicId: r.topic_id,
      title: r.title,
      prompt: r.prompt,
      promptIsHtml: r.topic_id != null,
      minWords: r.min_words,
      maxWords: r.max_words,
      fullScore: r.full_score,
      clazzes: r.clazzes ?? [],
      startAt: startAt.toISOString(),
      endAt: endAt.toISOString(),
      state,
      stateName: VOCAB_PUT_STATE_NAMES[state]!,
      studentCount: Number(r.student_count),
      submittedCount: Number(r.submitted_count),
      scoredCount: Number(r.scored_count),
      createdAt: asDate(r.created_at).toISOString(),
    };
  });
}

export async function taskItem(db: Db, taskId: number): Promise<TWriteTaskItem> {
  const [t] = await presentTasks(db, sql`t.id = ${taskId}`, 1, 0);
  if (!t) throw errors.notFound('写作任务不存在');
  return t;
}

export async function listTasks(db: Db, auth: AuthContext, q: { state?: number; pageNo: number; pageSize: number }) {
  const conds: SQL[] = [sql`t.teacher_id = ${auth.teacherId}`, sql`t.school_id = ${auth.schoolId}`];
  if (q.state === 0) conds.push(sql`now() < t.start_at`);
  if (q.state === 1) conds.push(sql`now() >= t.start_at and now() <= t.end_at`);
  if (q.state === 2) conds.push(sql`now() > t.end_at`);
  const where = sql.join(conds, sql` and `);
  const total = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from write_task t where ${where}`))[0]!.n;
  return { list: await presentTasks(db, where, q.pageSize, (q.pageNo - 1) * q.pageSize), total: Number(total), pageNo: q.pageNo, pageSize: q.pageSize };
}

/** The bank's writing prompts of one kind (or the three), newest first. */
export async function listPrompts(db: Db, q: { kind?: number; keyword?: string; pageNo: number; pageSize: number }) {
  const kinds = q.kind ? [q.kind] : [1, 2, 3];
  const kps = kinds.map((k) => WRITE_KIND_KP[k]!);
  const conds: SQL[] = [sql`subject_id = 8`, sql`school_id is null`, sql`knowledge_point_ids && ${sql.param(kps)}::int[]`, sql`type in ('书面表达', '读后续写', '概要写作')`];
  if (q.keyword) conds.push(sql`plain_text ilike ${containsPattern(q.keyword)}`);
  const where = sql.join(conds, sql` and `);
  const total = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from topic where ${where}`))[0]!.n;
  const rows = rowsOf<{ id: number; title: string; plain_text: string; answer: string; source: string; year: number | null; kps: number[] }>(
    await db.execute(sql`select id, title, plain_text, answer, source, year, knowledge_point_ids as kps from topic where ${where} order by year desc nulls last, id limit ${q.pageSize} offset ${(q.pageNo - 1) * q.pageSize}`),
  );
  const kindOf = (kpIds: number[]) => Number(Object.entries(WRITE_KIND_KP).find(([, kp]) => kpIds.map(Number).includes(kp))?.[0] ?? 1);
  const list = rows.map((r) => {
    const kind = kindOf(r.kps);
    return { topicId: r.id, kind, kindName: WRITE_KIND_NAMES[kind]!, summary: r.plain_text.slice(0, 80), prompt: r.title, hasSample: r.answer.trim().length > 0, source: r.source, year: r.year == null ? null : Number(r.year) };
  });
  return { list, total: Number(total), pageNo: q.pageNo, pageSize: q.pageSize };
}

type TaskBody = { kind: number; topicId?: number; prompt?: string; title: string; minWords: number; maxWords: number; clazzIds: number[]; startAt: string; endAt: string };

export async function createTask(db: Db, auth: AuthContext, body: TaskBody): Promise<TWriteTaskItem> {
  const clazzIds = [...new Set(body.clazzIds)];
  await requirePuttableClazzes(db, auth, clazzIds);
  let prompt = body.prompt ?? '';
  let sample: string | null = null;
  if (body.kind !== 4) {
    const t = (await db.select().from(topic).where(and(eq(topic.id, body.topicId!), eq(topic.subjectId, 8))).limit(1))[0];
    if (!t || t.schoolId != null || !t.knowledgePointIds.includes(WRITE_KIND_KP[body.kind]!)) throw errors.validation(`题库中没有这道${WRITE_KIND_NAMES[body.kind]}题目`);
    prompt = t.title;
    sample = t.answer.trim() ? t.answer : null;
  }
  const id = await inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(writeTask)
      .values({
        schoolId: auth.schoolId,
        teacherId: auth.teacherId,
        kind: body.kind,
        topicId: body.kind === 4 ? null : body.topicId!,
        title: body.title,
        prompt,
        sampleEssay: sample,
        minWords: body.minWords,
        maxWords: body.maxWords,
        fullScore: WRITE_KIND_RULES[body.kind]!.fullScore,
        startAt: new Date(body.startAt),
        endAt: new Date(body.endAt),
      })
      .returning({ id: writeTask.id });
    await tx.insert(writeTaskClazz).values(clazzIds.map((clazzId) => ({ taskId: row!.id, clazzId })));
    return row!.id;
  });
  return taskItem(db, id);
}

export async function editTask(db: Db, auth: AuthContext, taskId: number, body: Omit<TaskBody, 'kind' | 'topicId'>): Promise<TWriteTaskItem> {
  const t = await requireOwnTask(db, auth, taskId);
  const clazzIds = [...new Set(body.clazzIds)];
  await inTransaction(db, async (tx) => {
    await tx.select({ id: writeTask.id }).from(writeTask).where(eq(writeTask.id, taskId)).for('update');
    const current = (await tx.select({ clazzId: writeTaskClazz.clazzId }).from(writeTaskClazz).where(eq(writeTaskClazz.taskId, taskId))).map((r) => r.clazzId);
    const added = clazzIds.filter((id) => !current.includes(id));
    if (added.length) await requirePuttableClazzes(tx, auth, added);
    const removed = current.filter((id) => !clazzIds.includes(id));
    if (removed.length) {
      const withEssays = rowsOf<{ name: string }>(
        await tx.execute(sql`select distinct c.name, c.sort, c.id from write_submission w join clazz c on c.id = w.clazz_id where w.task_id = ${taskId} and w.clazz_id in (${sql.join(removed.map((id) => sql`${id}`), sql`, `)}) order by c.sort, c.id`),
      );
      if (withEssays.length) throw errors.conflict(`${withEssays.map((c) => c.name).join('、')}已有学生提交作文，不能取消布置`);
      await tx.delete(writeTaskClazz).where(and(eq(writeTaskClazz.taskId, taskId), inArray(writeTaskClazz.clazzId, removed)));
    }
    if (added.length) await tx.insert(writeTaskClazz).values(added.map((clazzId) => ({ taskId, clazzId })));
    await tx
      .update(writeTask)
      .set({ title: body.title, ...(t.kind === 4 && body.prompt ? { prompt: body.prompt } : {}), minWords: body.minWords, maxWords: body.maxWords, startAt: new Date(body.startAt), endAt: new Date(body.endAt), updatedAt: new Date() })
      .where(eq(writeTask.id, taskId));
  });
  return taskItem(db, taskId);
}

/** Deletes the task with its essays (the screen asks first). */
export async function deleteTask(db: Db, auth: AuthContext, taskId: number): Promise<void> {
  await requireOwnTask(db, auth, taskId);
  await db.delete(writeTask).where(eq(writeTask.id, taskId));
}
