/**
 * A teacher's basket of one kind (docs/template.md): items in the teacher's order, at most
 * TEMPLATE_BASKET_MAX. Changes to one teacher's baskets are serialised on their teacher row, so two
 * quick clicks cannot pass the cap or give two items one place.
 */
import { and, asc, count, eq, max, sql } from 'drizzle-orm';
import { TEMPLATE_BASKET_MAX, type TTemplateBasket, type TTemplateBasketKind } from '@app/contract/template';
import type { Db } from '../../db/client.js';
import { teacher, templateBasketItem, templateResource } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import type { AuthContext } from '../auth/authenticate.js';
import { assertKindOpen } from './access.js';
import { requireResource, summaryOf, type ResourceRow } from './resources.js';

const mine = (auth: AuthContext, kind: TTemplateBasketKind) => and(eq(templateBasketItem.teacherId, auth.teacherId), eq(templateBasketItem.kind, kind));

/** The basket's items (whole rows) in the teacher's order. */
export async function basketRows(db: Db, auth: AuthContext, kind: TTemplateBasketKind): Promise<ResourceRow[]> {
  const rows = await db
    .select({ r: templateResource })
    .from(templateBasketItem)
    .innerJoin(templateResource, eq(templateResource.id, templateBasketItem.resourceId))
    .where(mine(auth, kind))
    .orderBy(asc(templateBasketItem.idx), asc(templateBasketItem.addedAt));
  return rows.map((x) => x.r);
}

export async function getBasket(db: Db, auth: AuthContext, kind: TTemplateBasketKind): Promise<TTemplateBasket> {
  await assertKindOpen(db, auth, kind);
  return { kind, items: (await basketRows(db, auth, kind)).map((r) => summaryOf(r, true)) };
}

async function lockTeacher(db: Db, auth: AuthContext): Promise<void> {
  await db.select({ id: teacher.id }).from(teacher).where(eq(teacher.id, auth.teacherId)).for('update');
}

export async function addToBasket(db: Db, auth: AuthContext, kind: TTemplateBasketKind, id: number): Promise<TTemplateBasket> {
  await assertKindOpen(db, auth, kind);
  await requireResource(db, kind, id);
  await db.transaction(async (tx) => {
    await lockTeacher(tx, auth);
    const there = await tx.select({ r: templateBasketItem.resourceId }).from(templateBasketItem).where(and(eq(templateBasketItem.teacherId, auth.teacherId), eq(templateBasketItem.resourceId, id))).limit(1);
    if (there.length) throw errors.conflict('该资源已在资源篮中');
    const [stat] = await tx.select({ n: count(), last: max(templateBasketItem.idx) }).from(templateBasketItem).where(mine(auth, kind));
    if (Number(stat?.n ?? 0) >= TEMPLATE_BASKET_MAX) throw errors.validation(`资源篮最多放${TEMPLATE_BASKET_MAX}项，请先下载或移出一些`);
    await tx.insert(templateBasketItem).values({ teacherId: auth.teacherId, resourceId: id, kind, idx: (stat?.last ?? -1) + 1 });
  });
  return getBasket(db, auth, kind);
}

export async function removeFromBasket(db: Db, auth: AuthContext, kind: TTemplateBasketKind, id: number): Promise<TTemplateBasket> {
  await assertKindOpen(db, auth, kind);
  const gone = await db.delete(templateBasketItem).where(and(mine(auth, kind), eq(templateBasketItem.resourceId, id))).returning({ r: templateBasketItem.resourceId });
  if (!gone.length) throw errors.notFound('资源篮中没有该资源');
  return getBasket(db, auth, kind);
}

export async function clearBasket(db: Db, auth: AuthContext, kind: TTemplateBasketKind): Promise<TTemplateBasket> {
  await assertKindOpen(db, auth, kind);
  await db.delete(templateBasketItem).where(mine(auth, kind));
  return { kind, items: [] };
}

/** The handout's order: `ids` must be exactly the basket's items. */
export async function orderBasket(db: Db, auth: AuthContext, kind: TTemplateBasketKind, ids: readonly number[]): Promise<TTemplateBasket> {
  await assertKindOpen(db, auth, kind);
  await db.transaction(async (tx) => {
    await lockTeacher(tx, auth);
    const held = (await tx.select({ r: templateBasketItem.resourceId }).from(templateBasketItem).where(mine(auth, kind))).map((x) => x.r);
    const same = held.length === ids.length && ids.every((id) => held.includes(id));
    if (!same) throw errors.validation('顺序须恰好包含资源篮中的全部资源，请刷新后重试');
    if (!ids.length) return;
    await tx.execute(sql`
      update template_basket_item b set idx = o.idx - 1
      from unnest(${sql.raw(`array[${ids.map(Number).join(',')}]::int[]`)}) with ordinality as o(resource_id, idx)
      where b.teacher_id = ${auth.teacherId} and b.resource_id = o.resource_id`);
  });
  return getBasket(db, auth, kind);
}
