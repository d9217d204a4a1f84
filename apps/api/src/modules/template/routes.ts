/**
 * 英语资源 templates (/template, docs/template.md): lists, details, baskets and their Word handouts,
 * 二轮复习 downloads, and the products' check page and requests (teacher routes, English teachers
 * only); the school's product setting (admin routes, school master or administrator).
 */
import { z } from 'zod';
import {
  TEMPLATE_KIND_NAMES,
  ZEnglishProduct,
  ZEnglishProductList,
  ZProductOrderBody,
  ZProductParams,
  ZSchoolProductBody,
  ZSchoolProductList,
  ZTemplateBasket,
  ZTemplateBasketAddBody,
  ZTemplateBasketItemParams,
  ZTemplateBasketKindParams,
  ZTemplateBasketOrderBody,
  ZTemplateDetail,
  ZTemplateDownloadQuery,
  ZTemplateItemParams,
  ZTemplateKindParams,
  ZTemplatePage,
  ZTemplateQuery,
  type TTemplateDetail,
} from '@app/contract/template';
import { eq } from 'drizzle-orm';
import { teacher } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import { defineRoute, type AnyRouteDef } from '../../http/route.js';
import { DOCX_TYPE, sendFile } from '../../http/send-file.js';
import { requireAdmin } from '../admin/access.js';
import { assertKindOpen } from './access.js';
import { addToBasket, basketRows, clearBasket, getBasket, orderBasket, removeFromBasket } from './basket.js';
import { handoutDocx, type HandoutItem } from './handout.js';
import { listProducts, orderProduct, schoolProducts, setSchoolProduct } from './products.js';
import { detailOf, listResources, requireResource, resourceDetail } from './resources.js';

const TAG = 'template';

const handoutItem = (d: TTemplateDetail): HandoutItem => {
  const { id: _id, inBasket: _in, ...item } = d;
  return item as HandoutItem;
};

export const templateRoutes: readonly AnyRouteDef[] = [
  defineRoute({
    method: 'GET',
    url: '/template/products',
    summary: '英语写作资源产品（11、32、59、60）：本校是否开通（hasOrder）、内容与申请情况',
    tag: TAG,
    response: ZEnglishProductList,
    handler: ({ db, auth }) => listProducts(db, auth),
  }),
  defineRoute({
    method: 'POST',
    url: '/template/products/:productId/order',
    summary: '申请开通产品（不收费：学校开通后本校教师均可使用）',
    tag: TAG,
    params: ZProductParams,
    body: ZProductOrderBody,
    response: ZEnglishProduct,
    okMsg: '已提交开通申请，请等待学校开通',
    conflict: true,
    handler: ({ db, auth, params, body }) => orderProduct(db, auth, params.productId, body.note ?? ''),
  }),
  defineRoute({
    method: 'GET',
    url: '/template/basket/:kind',
    summary: '资源篮：按教师排定的顺序',
    tag: TAG,
    params: ZTemplateBasketKindParams,
    response: ZTemplateBasket,
    handler: ({ db, auth, params }) => getBasket(db, auth, params.kind),
  }),
  defineRoute({
    method: 'POST',
    url: '/template/basket/:kind',
    summary: '加入资源篮（每类最多30项）',
    tag: TAG,
    params: ZTemplateBasketKindParams,
    body: ZTemplateBasketAddBody,
    response: ZTemplateBasket,
    okMsg: '已加入资源篮',
    conflict: true,
    handler: ({ db, auth, params, body }) => addToBasket(db, auth, params.kind, body.id),
  }),
  defineRoute({
    method: 'PUT',
    url: '/template/basket/:kind/order',
    summary: '调整资源篮顺序（讲义按此顺序）',
    tag: TAG,
    params: ZTemplateBasketKindParams,
    body: ZTemplateBasketOrderBody,
    response: ZTemplateBasket,
    okMsg: '顺序已保存',
    handler: ({ db, auth, params, body }) => orderBasket(db, auth, params.kind, body.ids),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/template/basket/:kind/:id',
    summary: '从资源篮移出',
    tag: TAG,
    params: ZTemplateBasketItemParams,
    response: ZTemplateBasket,
    okMsg: '已移出资源篮',
    handler: ({ db, auth, params }) => removeFromBasket(db, auth, params.kind, params.id),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/template/basket/:kind',
    summary: '清空资源篮',
    tag: TAG,
    params: ZTemplateBasketKindParams,
    response: ZTemplateBasket,
    okMsg: '资源篮已清空',
    handler: ({ db, auth, params }) => clearBasket(db, auth, params.kind),
  }),
  defineRoute({
    method: 'GET',
    url: '/template/basket/:kind/download',
    summary: '下载资源篮讲义（Word，按资源篮顺序；withNotes=0 为学生版）',
    tag: TAG,
    params: ZTemplateBasketKindParams,
    query: ZTemplateDownloadQuery,
    response: z.null(),
    download: { contentType: DOCX_TYPE },
    handler: async ({ db, auth, params, query, reply }) => {
      await assertKindOpen(db, auth, params.kind);
      const rows = await basketRows(db, auth, params.kind);
      if (!rows.length) throw errors.validation('资源篮是空的，请先加入资源');
      const items: HandoutItem[] = [];
      for (const r of rows) items.push(handoutItem(await detailOf(db, r, true)));
      const title = query.title || `${TEMPLATE_KIND_NAMES[params.kind]}讲义`;
      return sendFile(reply, await handoutDocx(title, items, query.withNotes === 1), DOCX_TYPE);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/template/secondround/:id/download',
    summary: '下载二轮复习专题讲义（Word；withNotes=0 为学生版，不含答案）',
    tag: TAG,
    params: ZTemplateItemParams.pick({ id: true }),
    query: ZTemplateDownloadQuery,
    response: z.null(),
    download: { contentType: DOCX_TYPE },
    handler: async ({ db, auth, params, query, reply }) => {
      await assertKindOpen(db, auth, 'secondround');
      const row = await requireResource(db, 'secondround', params.id);
      const item = handoutItem(await detailOf(db, row, false));
      return sendFile(reply, await handoutDocx(query.title || row.title, [item], query.withNotes === 1), DOCX_TYPE);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/template/:kind',
    summary: '资源列表：按关键词、主题语境与分类查找，分页（未开通的产品也可浏览标题）',
    tag: TAG,
    params: ZTemplateKindParams,
    query: ZTemplateQuery,
    response: ZTemplatePage,
    handler: ({ db, auth, params, query }) => listResources(db, auth, params.kind, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/template/:kind/:id',
    summary: '资源详情（范文 essay/{essayId} 等）',
    tag: TAG,
    params: ZTemplateItemParams,
    response: ZTemplateDetail,
    handler: ({ db, auth, params }) => resourceDetail(db, auth, params.kind, params.id),
  }),

  // The school's side.
  defineRoute({
    method: 'GET',
    url: '/admin/products',
    summary: '教务管理：英语资源产品的开通状态与教师申请',
    tag: 'admin',
    response: ZSchoolProductList,
    handler: ({ db, auth }) => (requireAdmin(auth), schoolProducts(db, auth.schoolId)),
  }),
  defineRoute({
    method: 'PUT',
    url: '/admin/products/:productId',
    summary: '教务管理：为本校开通或关闭英语资源产品（记入操作日志）',
    tag: 'admin',
    params: ZProductParams,
    body: ZSchoolProductBody,
    response: ZSchoolProductList,
    okMsg: '设置已保存',
    conflict: true,
    handler: async ({ db, auth, params, body }) => {
      requireAdmin(auth);
      const [t] = await db.select({ name: teacher.name }).from(teacher).where(eq(teacher.id, auth.teacherId)).limit(1);
      return setSchoolProduct(db, { schoolId: auth.schoolId, teacherId: auth.teacherId, name: t?.name ?? '' }, params.productId, body.enabled);
    },
  }),
];
