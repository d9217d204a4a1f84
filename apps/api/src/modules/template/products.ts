/**
 * The purchasable English writing resources (section 9's product ids 11, 32, 59, 60;
 * docs/template.md): the check page (does the school have it, what it holds, who asked for it),
 * a teacher's request to open it (订购申请; no payment is taken), and the school's setting that the
 * school master or an administrator turns on or off (recorded in the admin audit log).
 */
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import { ENGLISH_PRODUCTS, type TEnglishProduct, type TSchoolProduct } from '@app/contract/template';
import type { Db } from '../../db/client.js';
import { productOrder, schoolProduct, teacher, templateResource } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import type { AuthContext } from '../auth/authenticate.js';
import type { Actor } from '../admin/access.js';
import { writeAudit } from '../admin/audit.js';
import { assertTemplateUser } from './access.js';

type Product = (typeof ENGLISH_PRODUCTS)[number];

function requireProduct(productId: number): Product {
  const p = ENGLISH_PRODUCTS.find((x) => x.productId === productId);
  if (!p) throw errors.notFound('产品不存在');
  return p;
}

async function productsOf(db: Db, schoolId: number, viewerId: number | null): Promise<(TEnglishProduct & { pendingRows: { teacherName: string; note: string; createdAt: Date }[] })[]> {
  const kinds = ENGLISH_PRODUCTS.map((p) => p.kind);
  const resources = await db
    .select({ kind: templateResource.kind, title: templateResource.title })
    .from(templateResource)
    .where(inArray(templateResource.kind, kinds))
    .orderBy(asc(templateResource.sort));
  const opened = await db.select().from(schoolProduct).where(eq(schoolProduct.schoolId, schoolId));
  const pending = await db
    .select({ productId: productOrder.productId, teacherId: productOrder.teacherId, teacherName: teacher.name, note: productOrder.note, createdAt: productOrder.createdAt })
    .from(productOrder)
    .innerJoin(teacher, eq(teacher.id, productOrder.teacherId))
    .where(and(eq(productOrder.schoolId, schoolId), isNull(productOrder.handledAt)))
    .orderBy(asc(productOrder.createdAt), asc(productOrder.id));
  return ENGLISH_PRODUCTS.map((p) => {
    const items = resources.filter((r) => r.kind === p.kind);
    const open = opened.find((o) => o.productId === p.productId);
    const asks = pending.filter((o) => o.productId === p.productId);
    return {
      productId: p.productId,
      name: p.name,
      description: p.description,
      kind: p.kind,
      itemCount: items.length,
      samples: items.slice(0, 5).map((r) => r.title),
      hasOrder: Boolean(open),
      enabledAt: open ? open.enabledAt.toISOString() : null,
      requests: asks.length,
      requestedByMe: viewerId !== null && asks.some((a) => a.teacherId === viewerId),
      lastRequestAt: asks.at(-1)?.createdAt.toISOString() ?? null,
      pendingRows: asks.map((a) => ({ teacherName: a.teacherName, note: a.note, createdAt: a.createdAt })),
    };
  });
}

const strip = ({ pendingRows: _p, ...rest }: Awaited<ReturnType<typeof productsOf>>[number]): TEnglishProduct => rest;

export async function listProducts(db: Db, auth: AuthContext): Promise<TEnglishProduct[]> {
  await assertTemplateUser(db, auth);
  return (await productsOf(db, auth.schoolId, auth.teacherId)).map(strip);
}

export async function orderProduct(db: Db, auth: AuthContext, productId: number, note: string): Promise<TEnglishProduct> {
  await assertTemplateUser(db, auth);
  const p = requireProduct(productId);
  await db.transaction(async (tx) => {
    // One request at a time per teacher: a double click asks once.
    await tx.select({ id: teacher.id }).from(teacher).where(eq(teacher.id, auth.teacherId)).for('update');
    const open = await tx.select({ p: schoolProduct.productId }).from(schoolProduct).where(and(eq(schoolProduct.schoolId, auth.schoolId), eq(schoolProduct.productId, productId))).limit(1);
    if (open.length) throw errors.conflict(`本校已开通「${p.name}」，无需申请`);
    const [mine] = await tx
      .select({ n: count() })
      .from(productOrder)
      .where(and(eq(productOrder.schoolId, auth.schoolId), eq(productOrder.productId, productId), eq(productOrder.teacherId, auth.teacherId), isNull(productOrder.handledAt)));
    if (Number(mine?.n ?? 0) > 0) throw errors.conflict(`你已申请开通「${p.name}」，请等待学校开通`);
    await tx.insert(productOrder).values({ schoolId: auth.schoolId, teacherId: auth.teacherId, productId, note });
  });
  return (await listProducts(db, auth)).find((x) => x.productId === productId)!;
}

/** The school's side: every product with its state and the open requests. */
export async function schoolProducts(db: Db, schoolId: number): Promise<TSchoolProduct[]> {
  return (await productsOf(db, schoolId, null)).map((p) => ({
    ...strip(p),
    pending: p.pendingRows.map((r) => ({ teacherName: r.teacherName, note: r.note, createdAt: r.createdAt.toISOString() })),
  }));
}

/** Opens (closing the open requests as handled) or closes a product for the school. */
export async function setSchoolProduct(db: Db, actor: Actor, productId: number, enabled: boolean): Promise<TSchoolProduct[]> {
  const p = requireProduct(productId);
  await db.transaction(async (tx) => {
    const where = and(eq(schoolProduct.schoolId, actor.schoolId), eq(schoolProduct.productId, productId));
    const was = (await tx.select({ p: schoolProduct.productId }).from(schoolProduct).where(where).for('update')).length > 0;
    if (was === enabled) throw errors.conflict(enabled ? `「${p.name}」已开通` : `「${p.name}」尚未开通`);
    if (enabled) {
      await tx.insert(schoolProduct).values({ schoolId: actor.schoolId, productId, enabledBy: actor.teacherId }).onConflictDoNothing();
      await tx.update(productOrder).set({ handledAt: new Date() }).where(and(eq(productOrder.schoolId, actor.schoolId), eq(productOrder.productId, productId), isNull(productOrder.handledAt)));
    } else {
      await tx.delete(schoolProduct).where(where);
    }
    await writeAudit(tx, actor, [
      { action: enabled ? 'product.enable' : 'product.disable', target: p.name, before: { 状态: was ? '已开通' : '未开通' }, after: { 状态: enabled ? '已开通' : '未开通' } },
    ]);
  });
  return schoolProducts(db, actor.schoolId);
}
