/**
 * Who may use the templates (docs/template.md): English teachers (section 6), each over their own
 * baskets. A kind that belongs to a product (section 9's ids 11, 32, 59, 60) opens only when the
 * teacher's school has the product; its list stays readable so the teacher sees what it holds.
 */
import { and, eq } from 'drizzle-orm';
import { productOfKind, type TTemplateKind } from '@app/contract/template';
import type { Db } from '../../db/client.js';
import { schoolProduct } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import type { AuthContext } from '../auth/authenticate.js';
import { assertEnglishTeacher } from '../vocabulary/access.js';

export const NOT_ENGLISH_TEMPLATE = '英语资源供英语教师使用';

export const assertTemplateUser = (db: Db, auth: AuthContext) => assertEnglishTeacher(db, auth, NOT_ENGLISH_TEMPLATE);

export async function schoolHasProduct(db: Db, schoolId: number, productId: number): Promise<boolean> {
  const rows = await db
    .select({ p: schoolProduct.productId })
    .from(schoolProduct)
    .where(and(eq(schoolProduct.schoolId, schoolId), eq(schoolProduct.productId, productId)))
    .limit(1);
  return rows.length > 0;
}

/** Whether the teacher's school may open the kind's items (free kinds: always); null product for a free kind. */
export async function kindAccess(db: Db, auth: AuthContext, kind: TTemplateKind): Promise<{ productId: number | null; hasOrder: boolean }> {
  const product = productOfKind(kind);
  if (!product) return { productId: null, hasOrder: true };
  return { productId: product.productId, hasOrder: await schoolHasProduct(db, auth.schoolId, product.productId) };
}

/** An English teacher of a school that has the kind's product (refused naming the product otherwise). */
export async function assertKindOpen(db: Db, auth: AuthContext, kind: TTemplateKind): Promise<void> {
  await assertTemplateUser(db, auth);
  const product = productOfKind(kind);
  if (product && !(await schoolHasProduct(db, auth.schoolId, product.productId))) {
    throw errors.forbidden(`本校尚未开通「${product.name}」，请先申请开通`);
  }
}
