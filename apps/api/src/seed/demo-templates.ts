/**
 * Demo 英语资源 templates (docs/template.md): the demo school has opened 范文精讲, 写作模板 and 外刊阅读
 * (products 11, 32, 59) a month before DEMO_NOW, not 二轮复习资料 (60), which the 高一 grade leader
 * has asked for; english1 has two model essays and a phrase group in the baskets.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { productOrder, schoolProduct, teacher, templateBasketItem, templateResource } from '../db/schema.js';
import { demoDaysAgo } from './clock.js';

export async function seedDemoTemplates(db: Db, schoolId: number): Promise<void> {
  const staff = await db.select({ id: teacher.id, account: teacher.account }).from(teacher).where(and(eq(teacher.schoolId, schoolId), inArray(teacher.account, ['master', 'leader1', 'english1'])));
  const id = (account: string) => staff.find((t) => t.account === account)?.id;
  const master = id('master');
  const leader = id('leader1');
  const english = id('english1');
  if (!master || !leader || !english) return;
  await db.insert(schoolProduct).values([11, 32, 59].map((productId) => ({ schoolId, productId, enabledAt: demoDaysAgo(30), enabledBy: master })));
  await db.insert(productOrder).values({ schoolId, teacherId: leader, productId: 60, note: '高三二轮复习想用，请学校开通', createdAt: demoDaysAgo(2) });
  const pick = async (kind: string, n: number) =>
    (await db.select({ id: templateResource.id }).from(templateResource).where(eq(templateResource.kind, kind)).orderBy(asc(templateResource.sort)).limit(n)).map((r) => r.id);
  const essays = await pick('essay', 2);
  const phrases = await pick('phrase', 1);
  const rows = [
    ...essays.map((resourceId, idx) => ({ teacherId: english, resourceId, kind: 'essay', idx, addedAt: demoDaysAgo(3) })),
    ...phrases.map((resourceId, idx) => ({ teacherId: english, resourceId, kind: 'phrase', idx, addedAt: demoDaysAgo(3) })),
  ];
  if (rows.length) await db.insert(templateBasketItem).values(rows);
}
