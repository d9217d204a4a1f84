/**
 * 英语资源 templates over HTTP (docs/template.md): lists and search, details, the product check and
 * requests, the school's product setting, baskets in the teacher's order and their Word handouts,
 * and 二轮复习 downloads.
 */
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERR } from '@app/contract';
import { TEMPLATE_BASKET_MAX, type TEnglishProduct, type TSchoolProduct, type TTemplateBasket, type TTemplateDetail, type TTemplatePage } from '@app/contract/template';
import { expectError, expectOk, expectTokenFailure, expectValidation } from './support/expect-envelope.js';
import { buildSchool, buildTeacher, type BuiltSchool } from './support/factories.js';
import { createTestApp, type TestContext } from './support/test-app.js';

const ENGLISH = 8;
const MATHS = 3;

/** The text of a .docx's body, paragraphs joined by newlines. */
function docxText(buffer: Buffer): string {
  const xml = strFromU8(unzipSync(new Uint8Array(buffer))['word/document.xml']!);
  return xml
    .split('</w:p>')
    .map((p) => [...p.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join(''))
    .join('\n')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'");
}

describe('english templates', () => {
  let ctx: TestContext;
  let s: BuiltSchool;
  let english: string;
  let english2: string;
  let maths: string;
  let master: string;
  let otherEnglish: string;

  const call = <T>(token: string | undefined, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => ctx.call<T>({ method, url, ...(token ? { token } : {}), ...(payload ? { payload } : {}) });
  const page = async (token: string, kind: string, query = '') => expectOk(await call<TTemplatePage>(token, 'GET', `/template/${kind}${query}`));
  const download = (token: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    s = await buildSchool(db);
    const other = await buildSchool(db);
    english = await ctx.login(await buildTeacher(db, s, { subjects: [ENGLISH] }));
    english2 = await ctx.login(await buildTeacher(db, s, { subjects: [ENGLISH] }));
    maths = await ctx.login(await buildTeacher(db, s, { subjects: [MATHS] }));
    master = await ctx.login(await buildTeacher(db, s, { posts: [{ post: 5 }], subjects: [MATHS] }));
    otherEnglish = await ctx.login(await buildTeacher(db, other, { subjects: [ENGLISH] }));
  }, 60_000);

  afterAll(async () => {
    await ctx?.close();
  });

  describe('who may use them', () => {
    it('asks for a token, and keeps them to English teachers', async () => {
      expectTokenFailure(await call(undefined, 'GET', '/template/word'));
      expectTokenFailure(await call(undefined, 'GET', '/template/products'));
      expectTokenFailure(await call(undefined, 'POST', '/template/basket/word', { id: 1 }));
      for (const url of ['/template/word', '/template/phrase/1', '/template/basket/word', '/template/products']) {
        expectError(await call(maths, 'GET', url), 403, ERR.FORBIDDEN, '英语资源供英语教师使用');
      }
      expectError(await call(maths, 'POST', '/template/basket/word', { id: 1 }), 403, ERR.FORBIDDEN, '英语资源供英语教师使用');
    });

    it('names what is wrong in a bad address or query', async () => {
      expectValidation(await call(english, 'GET', '/template/poems'), 'kind', '资源类型只能是');
      expectValidation(await call(english, 'GET', '/template/word/0'), 'id', '资源ID必须大于0');
      expectValidation(await call(english, 'GET', '/template/word/1x'), 'id', '资源ID');
      expectValidation(await call(english, 'GET', '/template/word?topic=人与宇宙'), 'topic', '主题语境只能是');
      expectValidation(await call(english, 'GET', '/template/word?pageSize=500'), 'pageSize', '每页条数最多为100');
      expectValidation(await call(english, 'POST', '/template/basket/secondround', { id: 1 }), 'kind', '资源篮类型只能是');
      expectValidation(await call(english, 'POST', '/template/basket/word', {}), 'id', '资源ID');
    });
  });

  describe('lists and details', () => {
    it('lists every kind with at least 30 original items, paged, with its categories', async () => {
      for (const kind of ['word', 'phrase', 'essay', 'write', 'journal']) {
        const p = await page(english, kind);
        expect(p.total, kind).toBeGreaterThanOrEqual(30);
        expect(p.list).toHaveLength(10);
        expect(p.categories.length, kind).toBeGreaterThan(0);
        expect(new Set(p.list.map((i) => i.id)).size).toBe(10);
      }
      const second = await page(english, 'secondround');
      expect(second.total).toBeGreaterThanOrEqual(12);
      const p2 = await page(english, 'word', '?pageNo=2&pageSize=5');
      const p1 = await page(english, 'word', '?pageSize=10');
      expect(p2.list.map((i) => i.id)).toEqual(p1.list.slice(5, 10).map((i) => i.id));
    });

    it('finds by keyword (English or Chinese, any case), theme and category', async () => {
      const volunteer = await page(english, 'phrase', '?keyword=VOLUNTEER');
      expect(volunteer.total).toBeGreaterThan(0);
      const essays = await page(english, 'essay', `?category=${encodeURIComponent('读后续写')}&pageSize=100`);
      expect(essays.total).toBeGreaterThanOrEqual(8);
      expect(essays.list.every((e) => e.category === '读后续写')).toBe(true);
      const nature = await page(english, 'journal', `?topic=${encodeURIComponent('人与自然')}&pageSize=100`);
      expect(nature.list.length).toBeGreaterThan(0);
      expect(nature.list.every((e) => e.topic === '人与自然')).toBe(true);
      const none = await page(english, 'word', '?keyword=%25_zzq');
      expect(none).toMatchObject({ total: 0, list: [] });
    });

    it('gives a topic group with the bank’s phonetics and meanings, in the group’s order', async () => {
      const first = (await page(english, 'word')).list[0]!;
      const d = expectOk(await call<TTemplateDetail>(english, 'GET', `/template/word/${first.id}`));
      if (d.kind !== 'word') throw new Error('not a word group');
      expect(d.words.map((w) => w.word)).toEqual(d.content.words);
      expect(d.words.every((w) => w.phonetic.startsWith('/') && w.meaning.length > 0)).toBe(true);
      // An id of another kind is not found under this one.
      expectError(await call(english, 'GET', `/template/phrase/${first.id}`), 404, ERR.NOT_FOUND, '资源不存在');
    });
  });

  describe('products: check page, requests and the school setting', () => {
    it('shows a product the school has not opened as such, and refuses its items naming it', async () => {
      const essays = await page(english, 'essay');
      expect(essays).toMatchObject({ productId: 11, hasOrder: false });
      expect((await page(english, 'word')).hasOrder).toBe(true);
      expectError(await call(english, 'GET', `/template/essay/${essays.list[0]!.id}`), 403, ERR.FORBIDDEN, '本校尚未开通「高考英语范文精讲」，请先申请开通');
      expectError(await call(english, 'POST', '/template/basket/essay', { id: essays.list[0]!.id }), 403, ERR.FORBIDDEN, '本校尚未开通「高考英语范文精讲」，请先申请开通');
      const products = expectOk(await call<TEnglishProduct[]>(english, 'GET', '/template/products'));
      expect(products.map((p) => p.productId)).toEqual([11, 32, 59, 60]);
      expect(products.every((p) => !p.hasOrder && p.itemCount > 0 && p.samples.length > 0)).toBe(true);
    });

    it('takes one request per teacher; the school master opens it, the requests are handled and the audit log has it', async () => {
      expectError(await call(english, 'POST', '/template/products/12/order', {}), 404, ERR.NOT_FOUND, '产品不存在');
      expectValidation(await call(english, 'POST', '/template/products/11/order', { note: 'x'.repeat(201) }), 'note', '申请说明最长200个字符');
      const asked = await call<TEnglishProduct>(english, 'POST', '/template/products/11/order', { note: '高三写作复习要用' });
      expect(asked.body.errMsg).toBe('已提交开通申请，请等待学校开通');
      expect(expectOk(asked)).toMatchObject({ productId: 11, hasOrder: false, requests: 1, requestedByMe: true });
      expectError(await call(english, 'POST', '/template/products/11/order', {}), 409, ERR.CONFLICT, '你已申请开通「高考英语范文精讲」，请等待学校开通');
      expect(expectOk(await call<TEnglishProduct>(english2, 'POST', '/template/products/11/order', {}))).toMatchObject({ requests: 2, requestedByMe: true });
      // Another school does not see this school's requests.
      expect(expectOk(await call<TEnglishProduct[]>(otherEnglish, 'GET', '/template/products')).find((p) => p.productId === 11)).toMatchObject({ requests: 0, hasOrder: false });

      expectError(await call(english, 'GET', '/admin/products'), 403, ERR.FORBIDDEN);
      expectError(await call(english, 'PUT', '/admin/products/11', { enabled: true }), 403, ERR.FORBIDDEN);
      expectValidation(await call(master, 'PUT', '/admin/products/11', {}), 'enabled', '请说明开通还是关闭');
      const before = expectOk(await call<TSchoolProduct[]>(master, 'GET', '/admin/products')).find((p) => p.productId === 11)!;
      expect(before.pending.map((r) => r.note)).toEqual(['高三写作复习要用', '']);
      const after = expectOk(await call<TSchoolProduct[]>(master, 'PUT', '/admin/products/11', { enabled: true })).find((p) => p.productId === 11)!;
      expect(after).toMatchObject({ hasOrder: true, requests: 0, pending: [] });
      expectError(await call(master, 'PUT', '/admin/products/11', { enabled: true }), 409, ERR.CONFLICT, '「高考英语范文精讲」已开通');
      expectError(await call(english, 'POST', '/template/products/11/order', {}), 409, ERR.CONFLICT, '本校已开通「高考英语范文精讲」，无需申请');
      const audit = expectOk(await call<{ list: { action: string; target: string }[] }>(master, 'GET', '/admin/audit?pageSize=5'));
      expect(audit.list[0]).toMatchObject({ action: 'product.enable', target: '高考英语范文精讲' });

      // Opened for this school only.
      const essays = await page(english, 'essay');
      expect(essays.hasOrder).toBe(true);
      const d = expectOk(await call<TTemplateDetail>(english, 'GET', `/template/essay/${essays.list[0]!.id}`));
      if (d.kind !== 'essay') throw new Error('not an essay');
      expect(d.wordCount).toBeGreaterThan(50);
      expect(d.content.highlights.every((h) => d.content.essay.includes(h.text))).toBe(true);
      expectError(await call(otherEnglish, 'GET', `/template/essay/${essays.list[0]!.id}`), 403, ERR.FORBIDDEN, '本校尚未开通「高考英语范文精讲」，请先申请开通');
    });
  });

  describe('baskets and handouts', () => {
    it('keeps a basket per teacher in the order set, and downloads it as Word in that order', async () => {
      const groups = (await page(english, 'phrase')).list.slice(0, 3);
      for (const g of groups) expectOk(await call<TTemplateBasket>(english, 'POST', '/template/basket/phrase', { id: g.id }));
      expectError(await call(english, 'POST', '/template/basket/phrase', { id: groups[0]!.id }), 409, ERR.CONFLICT, '该资源已在资源篮中');
      const wordId = (await page(english, 'word')).list[0]!.id;
      expectError(await call(english, 'POST', '/template/basket/phrase', { id: wordId }), 404, ERR.NOT_FOUND, '资源不存在');
      expect((await page(english, 'phrase')).basketCount).toBe(3);
      expect((await page(english, 'phrase')).list.slice(0, 3).every((i) => i.inBasket)).toBe(true);
      // Another teacher's basket is their own.
      expect(expectOk(await call<TTemplateBasket>(english2, 'GET', '/template/basket/phrase')).items).toEqual([]);

      const reversed = [...groups].reverse().map((g) => g.id);
      expectError(await call(english, 'PUT', '/template/basket/phrase/order', { ids: reversed.slice(0, 2) }), 400, ERR.VALIDATION, '顺序须恰好包含资源篮中的全部资源，请刷新后重试');
      expectValidation(await call(english, 'PUT', '/template/basket/phrase/order', { ids: [reversed[0], reversed[0], reversed[1]] }), 'ids', '顺序中有重复的资源');
      const ordered = expectOk(await call<TTemplateBasket>(english, 'PUT', '/template/basket/phrase/order', { ids: reversed }));
      expect(ordered.items.map((i) => i.id)).toEqual(reversed);

      const file = await download(english, `/template/basket/phrase/download?title=${encodeURIComponent('高一短语讲义')}`);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toContain('wordprocessingml');
      expect(String(file.headers['content-disposition'])).toContain(encodeURIComponent('高一短语讲义.docx'));
      const text = docxText(file.rawPayload);
      expect(text.startsWith('高一短语讲义')).toBe(true);
      const at = [...groups].reverse().map((g) => text.indexOf(g.title));
      expect(at.every((i) => i > 0)).toBe(true);
      expect([...at].sort((a, b) => a - b)).toEqual(at);

      const removed = expectOk(await call<TTemplateBasket>(english, 'DELETE', `/template/basket/phrase/${reversed[1]}`));
      expect(removed.items.map((i) => i.id)).toEqual([reversed[0], reversed[2]]);
      expectError(await call(english, 'DELETE', `/template/basket/phrase/${reversed[1]}`), 404, ERR.NOT_FOUND, '资源篮中没有该资源');
      expect(expectOk(await call<TTemplateBasket>(english, 'DELETE', '/template/basket/phrase')).items).toEqual([]);
      const empty = await download(english, '/template/basket/phrase/download');
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({ errMsg: '资源篮是空的，请先加入资源' });
    });

    it(`holds at most ${TEMPLATE_BASKET_MAX} items`, async () => {
      const all = (await page(english2, 'phrase', '?pageSize=100')).list;
      expect(all.length).toBeGreaterThan(TEMPLATE_BASKET_MAX);
      for (const g of all.slice(0, TEMPLATE_BASKET_MAX)) expectOk(await call(english2, 'POST', '/template/basket/phrase', { id: g.id }));
      expectError(await call(english2, 'POST', '/template/basket/phrase', { id: all[TEMPLATE_BASKET_MAX]!.id }), 400, ERR.VALIDATION, `资源篮最多放${TEMPLATE_BASKET_MAX}项，请先下载或移出一些`);
      expect(expectOk(await call<TTemplateBasket>(english2, 'GET', '/template/basket/phrase')).items).toHaveLength(TEMPLATE_BASKET_MAX);
    });

    it('prints word groups with the bank’s entries, and essays with or without the teacher’s notes', async () => {
      const group = (await page(english, 'word')).list[0]!;
      expectOk(await call(english, 'POST', '/template/basket/word', { id: group.id }));
      const d = expectOk(await call<TTemplateDetail>(english, 'GET', `/template/word/${group.id}`));
      if (d.kind !== 'word') throw new Error('not a word group');
      const words = docxText((await download(english, '/template/basket/word/download')).rawPayload);
      expect(words).toContain('话题词汇讲义');
      expect(words).toContain(d.words[0]!.phonetic);
      expect(words).toContain(d.words[0]!.meaning);

      const essay = (await page(english, 'essay')).list[0]!;
      expectOk(await call(english, 'POST', '/template/basket/essay', { id: essay.id }));
      const teacherCopy = docxText((await download(english, '/template/basket/essay/download')).rawPayload);
      const studentCopy = docxText((await download(english, '/template/basket/essay/download?withNotes=0')).rawPayload);
      expect(teacherCopy).toContain('【点评】');
      expect(studentCopy).toContain('【范文】');
      expect(studentCopy).not.toContain('【点评】');
      expectValidation(await call(english, 'GET', '/template/basket/essay/download?withNotes=2'), 'withNotes', '是否含批注只能是0或1');
    });

    it('downloads a 二轮复习 topic once the school has it, answers in the teacher’s copy only', async () => {
      const topic = (await page(english, 'secondround')).list[0]!;
      expectError(await call(english, 'GET', `/template/secondround/${topic.id}/download`), 403, ERR.FORBIDDEN, '本校尚未开通「二轮复习资料」，请先申请开通');
      expectOk(await call(master, 'PUT', '/admin/products/60', { enabled: true }));
      const file = await download(english, `/template/secondround/${topic.id}/download`);
      expect(file.statusCode).toBe(200);
      const text = docxText(file.rawPayload);
      expect(text.startsWith(topic.title)).toBe(true);
      expect(text).toContain('【参考答案与解析】');
      expect(docxText((await download(english, `/template/secondround/${topic.id}/download?withNotes=0`)).rawPayload)).not.toContain('【参考答案与解析】');
      expectError(await call(english, 'GET', '/template/secondround/999999/download'), 404, ERR.NOT_FOUND, '资源不存在');
      // Closing it again takes it away.
      expectOk(await call(master, 'PUT', '/admin/products/60', { enabled: false }));
      expectError(await call(english, 'GET', `/template/secondround/${topic.id}/download`), 403, ERR.FORBIDDEN);
    });
  });
});
