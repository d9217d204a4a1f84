/**
 * A teacher's word lists: list (own, searchable, paged), detail with the words in order, create,
 * edit (name, description, words) and delete. A list that has been put to classes cannot be
 * deleted (its puts and the students' answers hang on it); editing it changes later puts only.
 */
import { and, asc, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { TVocabListDetail, TVocabListItem } from '@app/contract/vocabulary';
import type { Db } from '../../db/client.js';
import { vocabList, vocabListWord, vocabPut } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import type { AuthContext } from '../auth/authenticate.js';
import { requireOwnList } from './access.js';
import { wordBank } from './words.js';
import { containsPattern } from '../../db/like.js';


export async function listLists(db: Db, auth: AuthContext, q: { keyword?: string; pageNo: number; pageSize: number }) {
  const conds = [eq(vocabList.teacherId, auth.teacherId), eq(vocabList.schoolId, auth.schoolId)];
  if (q.keyword) conds.push(ilike(vocabList.name, containsPattern(q.keyword)));
  const where = and(...conds);
  const total = Number((await db.select({ n: count() }).from(vocabList).where(where))[0]!.n);
  const rows = await db
    .select({
      listId: vocabList.id,
      name: vocabList.name,
      description: vocabList.description,
      updatedAt: vocabList.updatedAt,
      // Qualified by hand: drizzle writes a column of the outer table unqualified, which inside the
      // subquery would name the subquery's own id.
      wordCount: sql<number>`(select count(*)::int from vocab_list_word w where w.list_id = "vocab_list"."id")`,
      putCount: sql<number>`(select count(*)::int from vocab_put p where p.list_id = "vocab_list"."id")`,
    })
    .from(vocabList)
    .where(where)
    .orderBy(desc(vocabList.updatedAt), desc(vocabList.id))
    .limit(q.pageSize)
    .offset((q.pageNo - 1) * q.pageSize);
  const list: TVocabListItem[] = rows.map((r) => ({ ...r, wordCount: Number(r.wordCount), putCount: Number(r.putCount), updatedAt: r.updatedAt.toISOString() }));
  return { list, total, pageNo: q.pageNo, pageSize: q.pageSize };
}

export async function listDetail(db: Db, auth: AuthContext, listId: number): Promise<TVocabListDetail> {
  const l = await requireOwnList(db, auth, listId);
  const bank = await wordBank(db);
  const ids = await db.select({ wordId: vocabListWord.wordId }).from(vocabListWord).where(eq(vocabListWord.listId, listId)).orderBy(asc(vocabListWord.idx));
  const putCount = Number((await db.select({ n: count() }).from(vocabPut).where(eq(vocabPut.listId, listId)))[0]!.n);
  return {
    listId: l.id,
    name: l.name,
    description: l.description,
    words: ids.map((r) => bank.byId.get(r.wordId)).filter((w) => w != null).map((w) => ({ ...w, singleWordId: w.wordId })),
    putCount,
    createdAt: l.createdAt.toISOString(),
    updatedAt: l.updatedAt.toISOString(),
  };
}

/** The words, each once in the given order, all in the bank. */
async function checkWords(db: Db, wordIds: readonly number[]): Promise<number[]> {
  const bank = await wordBank(db);
  const unique = [...new Set(wordIds)];
  const missing = unique.filter((id) => !bank.byId.has(id));
  if (missing.length) throw errors.validation(`词库中没有这些单词ID：${missing.slice(0, 10).join('、')}${missing.length > 10 ? '等' : ''}`);
  return unique;
}

async function nameTaken(db: Db, auth: AuthContext, name: string, exceptId: number | null): Promise<boolean> {
  const rows = await db.select({ id: vocabList.id }).from(vocabList).where(and(eq(vocabList.teacherId, auth.teacherId), eq(vocabList.name, name)));
  return rows.some((r) => r.id !== exceptId);
}

export async function createList(db: Db, auth: AuthContext, body: { name: string; description: string; wordIds: number[] }): Promise<TVocabListDetail> {
  const wordIds = await checkWords(db, body.wordIds);
  if (await nameTaken(db, auth, body.name, null)) throw errors.conflict(`已有名为“${body.name}”的词表`);
  const listId = await db.transaction(async (tx) => {
    const [l] = await tx.insert(vocabList).values({ schoolId: auth.schoolId, teacherId: auth.teacherId, name: body.name, description: body.description }).returning({ id: vocabList.id });
    await tx.insert(vocabListWord).values(wordIds.map((wordId, idx) => ({ listId: l!.id, wordId, idx })));
    return l!.id;
  });
  return listDetail(db, auth, listId);
}

export async function editList(db: Db, auth: AuthContext, listId: number, body: { name: string; description: string; wordIds: number[] }): Promise<TVocabListDetail> {
  await requireOwnList(db, auth, listId);
  const wordIds = await checkWords(db, body.wordIds);
  if (await nameTaken(db, auth, body.name, listId)) throw errors.conflict(`已有名为“${body.name}”的词表`);
  await db.transaction(async (tx) => {
    await tx.update(vocabList).set({ name: body.name, description: body.description, updatedAt: new Date() }).where(eq(vocabList.id, listId));
    await tx.delete(vocabListWord).where(eq(vocabListWord.listId, listId));
    await tx.insert(vocabListWord).values(wordIds.map((wordId, idx) => ({ listId, wordId, idx })));
  });
  return listDetail(db, auth, listId);
}

export async function deleteList(db: Db, auth: AuthContext, listId: number): Promise<void> {
  await requireOwnList(db, auth, listId);
  await db.transaction(async (tx) => {
    const puts = await tx.select({ id: vocabPut.id }).from(vocabPut).where(eq(vocabPut.listId, listId)).limit(1);
    if (puts.length) throw errors.conflict('该词表已布置给班级，不能删除；请先删除它的布置');
    await tx.delete(vocabList).where(and(eq(vocabList.id, listId), inArray(vocabList.teacherId, [auth.teacherId])));
  });
}
