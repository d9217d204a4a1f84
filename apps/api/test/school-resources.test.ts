/**
 * 教辅资料 over HTTP (docs/school-paper.md "Teaching aids"): upload by bytes and size, list with
 * search and filters, edit and remove by the uploader, the grade's leaders and the master only,
 * download by any teacher of the school; another school finds nothing.
 */
import { zipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERR, type TSchoolResource, type TSchoolResourcePage } from '@app/contract';
import { SCHOOL_FILE_LIMIT } from '../src/modules/school-paper/upload.js';
import { expectError, expectOk, expectTokenFailure, expectValidation } from './support/expect-envelope.js';
import { buildSchool, buildTeacher, type BuiltSchool } from './support/factories.js';
import { createTestApp, type TestContext } from './support/test-app.js';

function form(data: Buffer | null, filename: string, fields: Record<string, string | number> = {}) {
  const boundary = '----res' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (data) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`), data, Buffer.from('\r\n'));
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const zip = (name: string) => Buffer.from(zipSync({ [name]: new TextEncoder().encode('<x/>'), '[Content_Types].xml': new TextEncoder().encode('<Types/>') }));

describe('school resources', () => {
  let ctx: TestContext;
  let s: BuiltSchool;
  let owner: string;
  let colleague: string;
  let leader1: string;
  let leader2: string;
  let master: string;
  let outsider: string;
  let pdf: Buffer;

  const upload = (token: string | undefined, kind: string, data: Buffer | null, filename: string, fields: Record<string, string | number> = {}) =>
    ctx.call<TSchoolResource>({ method: 'POST', url: `/schoolresources/${kind}`, ...(token ? { token } : {}), ...form(data, filename, fields) });
  const call = <T>(token: string | undefined, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) => ctx.call<T>({ method, url, ...(token ? { token } : {}), ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    s = await buildSchool(db);
    const other = await buildSchool(db);
    owner = await ctx.login(await buildTeacher(db, s, { subjects: [3] }));
    colleague = await ctx.login(await buildTeacher(db, s, { subjects: [8] }));
    leader1 = await ctx.login(await buildTeacher(db, s, { subjects: [9], posts: [{ post: 2, grade: 1 }] }));
    leader2 = await ctx.login(await buildTeacher(db, s, { subjects: [9], posts: [{ post: 3, grade: 2 }] }));
    master = await ctx.login(await buildTeacher(db, s, { subjects: [3], posts: [{ post: 5 }] }));
    outsider = await ctx.login(await buildTeacher(db, other, { subjects: [3], posts: [{ post: 5 }] }));
    const doc = await PDFDocument.create();
    doc.addPage();
    pdf = Buffer.from(await doc.save());
  });
  afterAll(async () => {
    SCHOOL_FILE_LIMIT.maxBytes = 50 * 1024 * 1024;
    await ctx?.close();
  });

  it('refuses every route without a teacher token', async () => {
    for (const [m, u] of [['GET', '/schoolresources/booklist'], ['PUT', '/schoolresource/1'], ['DELETE', '/schoolresource/1'], ['GET', '/schoolresource/1/file']] as const) expectTokenFailure(await call(undefined, m, u));
    expectTokenFailure(await upload(undefined, 'booklist', pdf, 'a.pdf', { subjectId: 3, gradeId: s.gradeIds[1]! }));
  });

  it('takes PDF, Word, Excel, PowerPoint and images by their bytes, and nothing else', async () => {
    const g1 = s.gradeIds[1]!;
    const kinds: [Buffer, string, string][] = [
      [pdf, '书单.pdf', 'pdf'],
      [zip('word/document.xml'), '清单.docx', 'docx'],
      [zip('xl/workbook.xml'), '成绩册.xlsx', 'xlsx'],
      [zip('ppt/presentation.xml'), '课件.pptx', 'pptx'],
      [await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } }).png().toBuffer(), '思维导图.png', 'png'],
    ];
    for (const [data, name, type] of kinds) expect(expectOk(await upload(owner, 'knowledge', data, name, { subjectId: 3, gradeId: g1 })).fileType).toBe(type);
    expectError(await upload(owner, 'knowledge', Buffer.from('just text'), 'fake.pdf', { subjectId: 3, gradeId: g1 }), 400, ERR.VALIDATION, /^只能上传PDF、Word/);
    expectError(await upload(owner, 'knowledge', zip('content.xml'), 'odt.docx', { subjectId: 3, gradeId: g1 }), 400, ERR.VALIDATION, /^只能上传PDF、Word/);
    expectError(await upload(owner, 'knowledge', pdf, 'a.pdf', { subjectId: 17, gradeId: g1 }), 400, ERR.VALIDATION, '学校没有开设这个学科');
    expectError(await upload(owner, 'knowledge', pdf, 'a.pdf', { subjectId: 3, gradeId: (await buildSchool(ctx.database.db)).gradeIds[1]! }), 400, ERR.VALIDATION, '年级不存在，请重新选择');
    expectValidation(await upload(owner, 'novels', pdf, 'a.pdf', { subjectId: 3, gradeId: g1 }), 'kind');
    expectValidation(await upload(owner, 'knowledge', null, 'a.pdf', { subjectId: 3, gradeId: g1 }), '', '请选择要上传的资料文件');
    SCHOOL_FILE_LIMIT.maxBytes = 1024 * 1024;
    try {
      expectError(await upload(owner, 'knowledge', Buffer.concat([pdf, Buffer.alloc(1024 * 1024)]), 'big.pdf', { subjectId: 3, gradeId: g1 }), 413, ERR.TOO_LARGE, '资料文件超过1MB，请压缩或拆分后再上传');
    } finally {
      SCHOOL_FILE_LIMIT.maxBytes = 50 * 1024 * 1024;
    }
  });

  it('lists a kind for every teacher of the school with search and filters; another school sees none', async () => {
    const a = expectOk(await upload(owner, 'booklist', pdf, '高一寒假书单.pdf', { subjectId: 9, gradeId: s.gradeIds[1]!, description: '寒假阅读' }));
    expect(a).toMatchObject({ kind: 'booklist', title: '高一寒假书单', subjectName: '语文', gradeName: '高一', description: '寒假阅读', editable: 1 });
    const b = expectOk(await upload(owner, 'booklist', pdf, 'b.pdf', { title: '高二暑假书单', subjectId: 9, gradeId: s.gradeIds[2]! }));
    const page = expectOk(await call<TSchoolResourcePage>(colleague, 'GET', '/schoolresources/booklist'));
    expect(page.list.map((r) => r.resourceId)).toEqual([b.resourceId, a.resourceId]);
    expect(page.list.every((r) => r.editable === 0)).toBe(true);
    expect(expectOk(await call<TSchoolResourcePage>(colleague, 'GET', `/schoolresources/booklist?title=${encodeURIComponent('寒假')}`)).list.map((r) => r.resourceId)).toEqual([a.resourceId]);
    expect(expectOk(await call<TSchoolResourcePage>(colleague, 'GET', `/schoolresources/booklist?gradeId=${s.gradeIds[2]}`)).list.map((r) => r.resourceId)).toEqual([b.resourceId]);
    expect(expectOk(await call<TSchoolResourcePage>(colleague, 'GET', '/schoolresources/topic')).total).toBe(0);
    expect(expectOk(await call<TSchoolResourcePage>(outsider, 'GET', '/schoolresources/booklist')).total).toBe(0);
    expectError(await call(outsider, 'GET', `/schoolresources/booklist?gradeId=${s.gradeIds[1]}`), 404, ERR.NOT_FOUND);
    const file = await ctx.app.inject({ method: 'GET', url: `/schoolresource/${a.resourceId}/file`, headers: { authorization: `Bearer ${colleague}` } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''${encodeURIComponent('高一寒假书单.pdf')}`);
    expectError(await call(outsider, 'GET', `/schoolresource/${a.resourceId}/file`), 404, ERR.NOT_FOUND, '资料不存在');
  });

  it('lets the uploader, the grade’s leaders and the master edit and remove; nobody else', async () => {
    const r = expectOk(await upload(owner, 'topic', pdf, '函数专题.pdf', { subjectId: 3, gradeId: s.gradeIds[1]! }));
    expectError(await call(colleague, 'PUT', `/schoolresource/${r.resourceId}`, { title: 'x' }), 403, ERR.FORBIDDEN, '只有上传的老师、本年级组长和校长可以修改或删除这份资料');
    expectError(await call(leader2, 'DELETE', `/schoolresource/${r.resourceId}`), 403, ERR.FORBIDDEN);
    expectError(await call(outsider, 'PUT', `/schoolresource/${r.resourceId}`, { title: 'x' }), 404, ERR.NOT_FOUND);
    expectError(await call(outsider, 'DELETE', `/schoolresource/${r.resourceId}`), 404, ERR.NOT_FOUND);
    expect(expectOk(await call<TSchoolResource>(leader1, 'PUT', `/schoolresource/${r.resourceId}`, { title: '函数专题（组长改）', description: '必修一' }))).toMatchObject({ title: '函数专题（组长改）', description: '必修一', editable: 1 });
    expect(expectOk(await call<TSchoolResource>(master, 'PUT', `/schoolresource/${r.resourceId}`, { subjectId: 8 })).subjectName).toBe('英语');
    expectValidation(await call(owner, 'PUT', `/schoolresource/${r.resourceId}`, {}), '', '请至少修改一项');
    expectError(await call(owner, 'PUT', `/schoolresource/${r.resourceId}`, { gradeId: (await buildSchool(ctx.database.db)).gradeIds[1]! }), 400, ERR.VALIDATION, '年级不存在，请重新选择');
    const before = await countFiles();
    expectOk(await call(leader1, 'DELETE', `/schoolresource/${r.resourceId}`));
    expect(await countFiles()).toBe(before - 1);
    expectError(await call(owner, 'GET', `/schoolresource/${r.resourceId}/file`), 404, ERR.NOT_FOUND);
  });

  async function countFiles(): Promise<number> {
    let n = 0;
    for await (const key of ctx.storage.list()) if (key.startsWith('school-resources/')) n++;
    return n;
  }
});
