/** Template lists and details (docs/template.md). */
import { and, asc, count, eq, ilike, inArray, min, sql, type SQL } from 'drizzle-orm';
import type { TTemplateDetail, TTemplateKind, TTemplatePage, TTemplateSummary, TTemplateWord } from '@app/contract/template';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { englishWordCount } from '../../db/reference-data/english-templates.js';
import { englishWord, templateBasketItem, templateResource } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import type { AuthContext } from '../auth/authenticate.js';
import { assertKindOpen, assertTemplateUser, kindAccess } from './access.js';

export type ResourceRow = typeof templateResource.$inferSelect;

export const summaryOf = (r: Pick<ResourceRow, 'id' | 'kind' | 'title' | 'subtitle' | 'topic' | 'category' | 'size'>, inBasket: boolean): TTemplateSummary => ({
  id: r.id,
  kind: r.kind as TTemplateKind,
  title: r.title,
  subtitle: r.subtitle,
  topic: r.topic,
  category: r.category,
  size: r.size,
  inBasket,
});

export async function listResources(
  db: Db,
  auth: AuthContext,
  kind: TTemplateKind,
  q: { keyword?: string; topic?: string; category?: string; pageNo: number; pageSize: number },
): Promise<TTemplatePage> {
  await assertTemplateUser(db, auth);
  const conds: SQL[] = [eq(templateResource.kind, kind)];
  // The search text is lower-cased when stored; ILIKE makes the keyword's case not matter either.
  if (q.keyword) conds.push(ilike(templateResource.searchText, containsPattern(q.keyword)));
  if (q.topic) conds.push(eq(templateResource.topic, q.topic));
  if (q.category) conds.push(eq(templateResource.category, q.category));
  const where = and(...conds);
  const [totalRow, rows, categories, basket, access] = [
    (await db.select({ n: count() }).from(templateResource).where(where))[0],
    await db
      .select({
        id: templateResource.id,
        kind: templateResource.kind,
        title: templateResource.title,
        subtitle: templateResource.subtitle,
        topic: templateResource.topic,
        category: templateResource.category,
        size: templateResource.size,
        inBasket: sql<boolean>`exists (select 1 from template_basket_item b where b.teacher_id = ${auth.teacherId} and b.resource_id = "template_resource"."id")`,
      })
      .from(templateResource)
      .where(where)
      .orderBy(asc(templateResource.sort))
      .limit(q.pageSize)
      .offset((q.pageNo - 1) * q.pageSize),
    await db
      .select({ category: templateResource.category, first: min(templateResource.sort) })
      .from(templateResource)
      .where(eq(templateResource.kind, kind))
      .groupBy(templateResource.category)
      .orderBy(min(templateResource.sort)),
    (await db.select({ n: count() }).from(templateBasketItem).where(and(eq(templateBasketItem.teacherId, auth.teacherId), eq(templateBasketItem.kind, kind))))[0],
    await kindAccess(db, auth, kind),
  ];
  return {
    list: rows.map((r) => summaryOf(r, Boolean(r.inBasket))),
    total: Number(totalRow?.n ?? 0),
    pageNo: q.pageNo,
    pageSize: q.pageSize,
    categories: categories.map((c) => c.category),
    basketCount: Number(basket?.n ?? 0),
    ...access,
  };
}

/** One item of the kind (missing when the id is another kind's). */
export async function requireResource(db: Db, kind: TTemplateKind, id: number): Promise<ResourceRow> {
  const row = (await db.select().from(templateResource).where(and(eq(templateResource.id, id), eq(templateResource.kind, kind))).limit(1))[0];
  if (!row) throw errors.notFound('资源不存在');
  return row;
}

/** The bank's entries of a topic group's words, in the group's order. */
export async function bankWords(db: Db, words: readonly string[]): Promise<TTemplateWord[]> {
  if (!words.length) return [];
  const rows = await db
    .select({ word: englishWord.word, phonetic: englishWord.phonetic, pos: englishWord.pos, meaning: englishWord.meaning, junior: englishWord.junior })
    .from(englishWord)
    .where(inArray(englishWord.word, [...words]));
  const byWord = new Map(rows.map((r) => [r.word, r]));
  return words.flatMap((w) => byWord.get(w) ?? []);
}

/** An item with its whole content (word groups with the bank's phonetics and meanings). */
export async function detailOf(db: Db, row: ResourceRow, inBasket: boolean): Promise<TTemplateDetail> {
  const base = { id: row.id, inBasket };
  const c = row.content as never;
  switch (row.kind as TTemplateKind) {
    case 'word':
      return { ...base, kind: 'word', content: c, words: await bankWords(db, (c as { words: string[] }).words) };
    case 'phrase':
      return { ...base, kind: 'phrase', content: c };
    case 'essay':
      return { ...base, kind: 'essay', content: c, wordCount: englishWordCount((c as { essay: string }).essay) };
    case 'write':
      return { ...base, kind: 'write', content: c };
    case 'journal':
      return { ...base, kind: 'journal', content: c, wordCount: englishWordCount((c as { text: string }).text) };
    case 'secondround':
      return { ...base, kind: 'secondround', content: c };
  }
}

export async function resourceDetail(db: Db, auth: AuthContext, kind: TTemplateKind, id: number): Promise<TTemplateDetail> {
  await assertKindOpen(db, auth, kind);
  const row = await requireResource(db, kind, id);
  const inBasket = (await db.select({ r: templateBasketItem.resourceId }).from(templateBasketItem).where(and(eq(templateBasketItem.teacherId, auth.teacherId), eq(templateBasketItem.resourceId, id))).limit(1)).length > 0;
  return detailOf(db, row, inBasket);
}
