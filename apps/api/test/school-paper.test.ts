/**
 * 校本试卷 over HTTP (docs/school-paper.md): upload (by bytes, size cap), list, preview, edit,
 * share, download, print jobs and removal; every route's 401, 403/404 and bad input.
 */
import { Document, Packer, Paragraph, TextRun } from 'docx';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERR, schoolDay, type TSchoolPaper, type TSchoolPaperPage, type TSchoolPaperPreview, type TSchoolPrintClazz, type TSchoolPrintJob, type TSchoolPrintPage } from '@app/contract';
import { SCHOOL_FILE_LIMIT } from '../src/modules/school-paper/upload.js';
import { expectError, expectOk, expectTokenFailure, expectValidation } from './support/expect-envelope.js';
import { buildSchool, buildTeacher, type BuiltSchool } from './support/factories.js';
import { createTestApp, type TestContext } from './support/test-app.js';

type FormFile = { data: Buffer; filename: string; contentType?: string };

function form(file: FormFile | null, fields: Record<string, string | number> = {}) {
  const boundary = '----sp' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\nContent-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`));
    parts.push(file.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function samplePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([595, 842]).drawText('Unit test paper', { x: 60, y: 760, size: 24 });
  return Buffer.from(await doc.save());
}

async function sampleDocx(): Promise<Buffer> {
  const doc = new Document({ sections: [{ children: [new Paragraph({ children: [new TextRun({ text: '高一数学周测', bold: true })] }), new Paragraph('1. 计算 1+1 = ____')] }] });
  return Packer.toBuffer(doc);
}

describe('school papers', () => {
  let ctx: TestContext;
  let s: BuiltSchool;
  let maths: string;
  let maths2: string;
  let english: string;
  let outsider: string;
  let pdf: Buffer;
  let docx: Buffer;
  let g1: number;

  const upload = (token: string | undefined, file: FormFile | null, fields: Record<string, string | number> = {}) =>
    ctx.call<TSchoolPaper>({ method: 'POST', url: '/schoolpaper/paper', ...(token ? { token } : {}), ...form(file, fields) });
  const uploadPdf = async (token: string, name: string) => expectOk(await upload(token, { data: pdf, filename: `${name}.pdf` }, { subjectId: 3, gradeId: g1 }));
  const raw = (token: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    s = await buildSchool(db);
    const other = await buildSchool(db);
    g1 = s.gradeIds[1]!;
    maths = await ctx.login(await buildTeacher(db, s, { subjects: [3] }));
    maths2 = await ctx.login(await buildTeacher(db, s, { subjects: [3] }));
    english = await ctx.login(await buildTeacher(db, s, { subjects: [8] }));
    outsider = await ctx.login(await buildTeacher(db, other, { subjects: [3], posts: [{ post: 5 }] }));
    pdf = await samplePdf();
    docx = await sampleDocx();
  });
  afterAll(async () => {
    SCHOOL_FILE_LIMIT.maxBytes = 50 * 1024 * 1024;
    await ctx?.close();
  });

  it('refuses every route without a teacher token', async () => {
    const urls: [string, string][] = [
      ['GET', '/schoolpaper/paper'],
      ['POST', '/schoolpaper/paper'],
      ['GET', '/schoolpaper/paper/1'],
      ['PUT', '/schoolpaper/paper/1'],
      ['DELETE', '/schoolpaper/paper/1'],
      ['GET', '/schoolpaper/paper/1/file'],
      ['GET', '/schoolpaper/paper/1/preview'],
      ['GET', '/schoolpaper/paper/1/clazzes'],
      ['POST', '/schoolpaper/paper/1/print'],
      ['GET', '/schoolpaper/print'],
      ['PUT', '/schoolpaper/print/1/status'],
    ];
    for (const [method, url] of urls) expectTokenFailure(await ctx.call({ method: method as 'GET', url }));
  });

  it('uploads a PDF and a Word file, named after the file by default, and lists them newest first', async () => {
    const res = await upload(maths, { data: pdf, filename: '高一数学期中.pdf', contentType: 'application/pdf' }, { subjectId: 3, gradeId: g1 });
    expect(res.body.errMsg).toBe('试卷已上传');
    const p = expectOk(res);
    expect(p).toMatchObject({ name: '高一数学期中', fileType: 'pdf', fileName: '高一数学期中.pdf', fileSize: pdf.length, subjectId: 3, subjectName: '数学', gradeId: g1, gradeName: '高一', shared: 0, mine: 1 });
    const w = expectOk(await upload(maths, { data: docx, filename: 'week.docx' }, { name: '第3周周测', subjectId: 3, gradeId: s.gradeIds[2]! }));
    expect(w).toMatchObject({ name: '第3周周测', fileType: 'docx', gradeName: '高二' });
    const page = expectOk(await ctx.call<TSchoolPaperPage>({ method: 'GET', url: '/schoolpaper/paper', token: maths }));
    expect(page.list.map((x) => x.paperId)).toEqual([w.paperId, p.paperId]);
    expect(page).toMatchObject({ total: 2, pageNo: 1, pageSize: 10 });
    expect(expectOk(await ctx.call<TSchoolPaperPage>({ method: 'GET', url: `/schoolpaper/paper?name=${encodeURIComponent('期中')}`, token: maths })).list.map((x) => x.paperId)).toEqual([p.paperId]);
    expect(expectOk(await ctx.call<TSchoolPaperPage>({ method: 'GET', url: `/schoolpaper/paper?gradeId=${s.gradeIds[2]}`, token: maths })).list.map((x) => x.paperId)).toEqual([w.paperId]);
    expect(expectOk(await ctx.call<TSchoolPaperPage>({ method: 'GET', url: '/schoolpaper/paper?subjectId=8', token: maths })).total).toBe(0);
    // Another teacher's list does not show them.
    expect(expectOk(await ctx.call<TSchoolPaperPage>({ method: 'GET', url: '/schoolpaper/paper', token: maths2 })).total).toBe(0);
  });

  it('checks the file by its bytes, its size and the form', async () => {
    const before = await countFiles();
    expectError(await upload(maths, { data: Buffer.from('GIF89a not a paper at all'), filename: 'fake.pdf', contentType: 'application/pdf' }, { subjectId: 3, gradeId: g1 }), 400, ERR.VALIDATION, '只能上传Word（.docx）或PDF格式的试卷');
    // An .xlsx is a ZIP too, but not a Word document.
    const { zipSync } = await import('fflate');
    const xlsx = Buffer.from(zipSync({ 'xl/workbook.xml': new TextEncoder().encode('<workbook/>') }));
    expectError(await upload(maths, { data: xlsx, filename: 'paper.docx' }, { subjectId: 3, gradeId: g1 }), 400, ERR.VALIDATION, '只能上传Word（.docx）或PDF格式的试卷');
    expectValidation(await upload(maths, { data: pdf, filename: 'a.pdf' }, { gradeId: g1 }), 'subjectId');
    expectError(await upload(maths, { data: pdf, filename: 'a.pdf' }, { subjectId: 8, gradeId: g1 }), 400, ERR.VALIDATION, '只能选择自己任教的学科');
    const otherGrade = (await buildSchool(ctx.database.db)).gradeIds[1]!;
    expectError(await upload(maths, { data: pdf, filename: 'a.pdf' }, { subjectId: 3, gradeId: otherGrade }), 400, ERR.VALIDATION, '年级不存在，请重新选择');
    expectValidation(await upload(maths, { data: pdf, filename: 'a.pdf' }, { subjectId: 3, gradeId: g1, extra: 1 }), '', '未知字段');
    expectValidation(await upload(maths, null, { subjectId: 3, gradeId: g1 }), '', '请选择要上传的试卷文件');
    expectValidation(await ctx.call({ method: 'POST', url: '/schoolpaper/paper', token: maths, payload: { subjectId: 3 } }), '', 'multipart/form-data');
    // The cap as the route reads it, lowered so the test does not send 50 MB.
    SCHOOL_FILE_LIMIT.maxBytes = 1024 * 1024;
    try {
      expectError(await upload(maths, { data: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(1024 * 1024, 0x20)]), filename: 'big.pdf' }, { subjectId: 3, gradeId: g1 }), 413, ERR.TOO_LARGE, '试卷文件超过1MB，请压缩或拆分后再上传');
    } finally {
      SCHOOL_FILE_LIMIT.maxBytes = 50 * 1024 * 1024;
    }
    expect(await countFiles()).toBe(before);
  });

  it('leaves no file in storage when the row cannot be written', async () => {
    const before = await countFiles();
    // A database failure after every check passed and the file was stored: the file is removed again.
    const { sql } = await import('drizzle-orm');
    const db = ctx.database.db;
    await db.execute(sql.raw(`create function sp_fail() returns trigger language plpgsql as $$ begin raise exception 'disk full'; end $$`));
    await db.execute(sql.raw(`create trigger sp_fail before insert on school_paper for each row when (new.name = '写入失败') execute function sp_fail()`));
    try {
      expectError(await upload(maths, { data: pdf, filename: '写入失败.pdf' }, { subjectId: 3, gradeId: g1 }), 500, ERR.INTERNAL);
    } finally {
      await db.execute(sql.raw('drop trigger sp_fail on school_paper'));
      await db.execute(sql.raw('drop function sp_fail()'));
    }
    expect(await countFiles()).toBe(before);
  });

  it('previews Word as sanitised HTML and downloads the original with its Chinese name', async () => {
    const w = expectOk(await upload(maths, { data: docx, filename: '数学周测.docx' }, { subjectId: 3, gradeId: g1 }));
    const preview = expectOk(await ctx.call<TSchoolPaperPreview>({ method: 'GET', url: `/schoolpaper/paper/${w.paperId}/preview`, token: maths }));
    expect(preview.html).toContain('<strong>高一数学周测</strong>');
    expect(preview.html).toContain('1. 计算 1+1 = ____');
    const file = await raw(maths, `/schoolpaper/paper/${w.paperId}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''${encodeURIComponent('数学周测.docx')}`);
    expect(file.rawPayload.equals(docx)).toBe(true);
    const p = await uploadPdf(maths, '只看PDF');
    expectError(await ctx.call({ method: 'GET', url: `/schoolpaper/paper/${p.paperId}/preview`, token: maths }), 400, ERR.VALIDATION, 'PDF试卷请直接打开原文件预览');
    const pf = await raw(maths, `/schoolpaper/paper/${p.paperId}/file`);
    expect(pf.headers['content-type']).toBe('application/pdf');
    expect(pf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('does not convert a Word file whose parts really unpack to more than the preview allows, whatever its directory claims', async () => {
    const { zipSync } = await import('fflate');
    // 21 MB of XML that deflates to a few KB: over the 20 MB an XML part may unpack to.
    const big = Buffer.from(zipSync({ 'word/document.xml': new Uint8Array(21 * 1024 * 1024).fill(0x20) }));
    const p = expectOk(await upload(maths, { data: big, filename: 'bomb.docx' }, { subjectId: 3, gradeId: g1 }));
    expect(p.fileType).toBe('docx');
    expectError(await ctx.call({ method: 'GET', url: `/schoolpaper/paper/${p.paperId}/preview`, token: maths }), 400, ERR.VALIDATION, '文件中的word/document.xml解压后超过20MB，请检查文件，无法在线预览，请下载后查看');
    // The same part with a directory that claims a few bytes: the inflated bytes count, not the claim.
    const lying = Buffer.from(big);
    const central = lying.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    lying.writeUInt32LE(100, central + 24);
    const q = expectOk(await upload(maths, { data: lying, filename: 'lying.docx' }, { subjectId: 3, gradeId: g1 }));
    expectError(await ctx.call({ method: 'GET', url: `/schoolpaper/paper/${q.paperId}/preview`, token: maths }), 400, ERR.VALIDATION, '文件中的word/document.xml解压后超过20MB，请检查文件，无法在线预览，请下载后查看');
  });

  it('lets only the uploader edit and remove; shared papers are read by the school, never by another school', async () => {
    const p = await uploadPdf(maths, '共享试卷');
    // Not shared: another teacher of the school is forbidden, another school's teacher finds nothing.
    expectError(await ctx.call({ method: 'GET', url: `/schoolpaper/paper/${p.paperId}`, token: maths2 }), 403, ERR.FORBIDDEN, '这份校本试卷未加入校本资源库，只有上传的老师可以查看');
    for (const suffix of ['', '/file', '/preview', '/clazzes']) expectError(await ctx.call({ method: 'GET', url: `/schoolpaper/paper/${p.paperId}${suffix}`, token: outsider }), 404, ERR.NOT_FOUND, '校本试卷不存在');
    expectError(await ctx.call({ method: 'PUT', url: `/schoolpaper/paper/${p.paperId}`, token: outsider, payload: { name: 'x' } }), 404, ERR.NOT_FOUND);
    expectError(await ctx.call({ method: 'DELETE', url: `/schoolpaper/paper/${p.paperId}`, token: outsider }), 404, ERR.NOT_FOUND);
    // Share it: the school's list shows it, other teachers read it but cannot change it.
    const shared = expectOk(await ctx.call<TSchoolPaper>({ method: 'PUT', url: `/schoolpaper/paper/${p.paperId}`, token: maths, payload: { shared: 1 } }));
    expect(shared.shared).toBe(1);
    const school = expectOk(await ctx.call<TSchoolPaperPage>({ method: 'GET', url: '/schoolpaper/paper?scope=school', token: english }));
    expect(school.list.find((x) => x.paperId === p.paperId)).toMatchObject({ mine: 0, shared: 1, name: '共享试卷' });
    expect(expectOk(await ctx.call<TSchoolPaperPage>({ method: 'GET', url: '/schoolpaper/paper?scope=school', token: outsider })).total).toBe(0);
    expect((await raw(english, `/schoolpaper/paper/${p.paperId}/file`)).statusCode).toBe(200);
    expectError(await ctx.call({ method: 'PUT', url: `/schoolpaper/paper/${p.paperId}`, token: english, payload: { name: '改名' } }), 403, ERR.FORBIDDEN, '只有上传的老师可以修改或删除这份校本试卷');
    expectError(await ctx.call({ method: 'DELETE', url: `/schoolpaper/paper/${p.paperId}`, token: english }), 403, ERR.FORBIDDEN);
    // Rename and change subject: the subject must be the teacher's own.
    expectValidation(await ctx.call({ method: 'PUT', url: `/schoolpaper/paper/${p.paperId}`, token: maths, payload: {} }), '', '请至少修改一项');
    expectValidation(await ctx.call({ method: 'PUT', url: `/schoolpaper/paper/${p.paperId}`, token: maths, payload: { name: '  ' } }), 'name', '请填写试卷名称');
    expectError(await ctx.call({ method: 'PUT', url: `/schoolpaper/paper/${p.paperId}`, token: maths, payload: { subjectId: 8 } }), 400, ERR.VALIDATION, '只能选择自己任教的学科');
    expect(expectOk(await ctx.call<TSchoolPaper>({ method: 'PUT', url: `/schoolpaper/paper/${p.paperId}`, token: maths, payload: { name: '新名字' } })).name).toBe('新名字');
    // Remove: the row and the stored file go.
    const before = await countFiles();
    const del = await ctx.call({ method: 'DELETE', url: `/schoolpaper/paper/${p.paperId}`, token: maths });
    expect(del.body.errMsg).toBe('试卷已删除');
    expect(await countFiles()).toBe(before - 1);
    expectError(await ctx.call({ method: 'GET', url: `/schoolpaper/paper/${p.paperId}`, token: maths }), 404, ERR.NOT_FOUND);
    expectValidation(await ctx.call({ method: 'GET', url: '/schoolpaper/paper/abc', token: maths }), 'paperId');
    expectValidation(await ctx.call({ method: 'GET', url: '/schoolpaper/paper?scope=all', token: maths }), 'scope');
  });

  it('makes a print job for classes of the paper grade, with copies of students plus spare', async () => {
    const p = await uploadPdf(maths, '打印试卷');
    const clazzes = expectOk(await ctx.call<TSchoolPrintClazz[]>({ method: 'GET', url: `/schoolpaper/paper/${p.paperId}/clazzes`, token: maths }));
    expect(clazzes.map((c) => c.clazzId)).toEqual(s.clazzIds[1]);
    expect(clazzes[0]!.studentCount).toBe(3);
    const today = schoolDay(new Date());
    const [c1, c2] = s.clazzIds[1]! as [number, number];
    const body = { clazzIds: [c1, c2], paperSize: 2, spare: 2, printDate: today };
    const res = await ctx.call<TSchoolPrintJob>({ method: 'POST', url: `/schoolpaper/paper/${p.paperId}/print`, token: maths, payload: body });
    expect(res.body.errMsg).toBe('已发送打印');
    const job = expectOk(res);
    expect(job).toMatchObject({ paperId: p.paperId, paperName: '打印试卷', paperSize: 2, spare: 2, status: 1, statusName: '待打印', totalCopies: 10, printDate: today });
    expect(job.clazzes.map((c) => c.copies)).toEqual([5, 5]);
    const jobs = expectOk(await ctx.call<TSchoolPrintPage>({ method: 'GET', url: '/schoolpaper/print', token: maths }));
    expect(jobs.list[0]!.printId).toBe(job.printId);
    expect(expectOk(await ctx.call<TSchoolPrintPage>({ method: 'GET', url: '/schoolpaper/print', token: maths2 })).total).toBe(0);
    // Bad input: another grade's class, another school's class, a day in the past, no class, a size out of range.
    expectError(await ctx.call({ method: 'POST', url: `/schoolpaper/paper/${p.paperId}/print`, token: maths, payload: { ...body, clazzIds: [s.clazzIds[2]![0]] } }), 400, ERR.VALIDATION, '只能选择试卷所属年级的班级');
    const other = await buildSchool(ctx.database.db);
    expectError(await ctx.call({ method: 'POST', url: `/schoolpaper/paper/${p.paperId}/print`, token: maths, payload: { ...body, clazzIds: [other.clazzIds[1]![0]] } }), 404, ERR.NOT_FOUND, '班级不存在');
    expectError(await ctx.call({ method: 'POST', url: `/schoolpaper/paper/${p.paperId}/print`, token: maths, payload: { ...body, printDate: '2020-01-01' } }), 400, ERR.VALIDATION, '打印日期不能早于今天');
    expectValidation(await ctx.call({ method: 'POST', url: `/schoolpaper/paper/${p.paperId}/print`, token: maths, payload: { ...body, clazzIds: [] } }), 'clazzIds', '请选择班级');
    expectValidation(await ctx.call({ method: 'POST', url: `/schoolpaper/paper/${p.paperId}/print`, token: maths, payload: { ...body, paperSize: 4 } }), 'paperSize');
    expectValidation(await ctx.call({ method: 'POST', url: `/schoolpaper/paper/${p.paperId}/print`, token: maths, payload: { ...body, printDate: '2099-02-30' } }), '', '打印日期不是有效的日期');
    // Someone else's unshared paper: forbidden; another school's: missing.
    expectError(await ctx.call({ method: 'POST', url: `/schoolpaper/paper/${p.paperId}/print`, token: maths2, payload: body }), 403, ERR.FORBIDDEN);
    expectError(await ctx.call({ method: 'POST', url: `/schoolpaper/paper/${p.paperId}/print`, token: outsider, payload: body }), 404, ERR.NOT_FOUND);
    expect(expectOk(await ctx.call<TSchoolPrintPage>({ method: 'GET', url: '/schoolpaper/print', token: maths })).total).toBe(1);
    // The copies collected: the sender marks the job 已打印 (or back); nobody else may.
    const status = (token: string, payload: object, id = job.printId) => ctx.call<TSchoolPrintJob>({ method: 'PUT', url: `/schoolpaper/print/${id}/status`, token, payload });
    expect(expectOk(await status(maths, { status: 2 }))).toMatchObject({ printId: job.printId, status: 2, statusName: '已打印', totalCopies: 10 });
    expect(expectOk(await ctx.call<TSchoolPrintPage>({ method: 'GET', url: '/schoolpaper/print', token: maths })).list[0]!.statusName).toBe('已打印');
    expectError(await status(maths2, { status: 1 }), 403, ERR.FORBIDDEN, '只能修改自己发送的打印任务');
    expectError(await status(outsider, { status: 1 }), 404, ERR.NOT_FOUND, '打印任务不存在');
    expectValidation(await status(maths, { status: 3 }), 'status', '状态只能是1（待打印）或2（已打印）');
    expect(expectOk(await status(maths, { status: 1 })).statusName).toBe('待打印');
  });

  async function countFiles(): Promise<number> {
    let n = 0;
    for await (const key of ctx.storage.list()) if (key.startsWith('school-papers/')) n++;
    return n;
  }
});
