/**
 * No upload can take the server down (issue 15; caps in src/http/upload-limits.ts, documented in
 * docs/score-import.md and docs/marking-scans.md). Crafted files, built here in a second or two
 * (test/support/zip-craft.ts), go to the score import and the scan import over HTTP: each is
 * refused (or its bad entry skipped) with a message naming what is too large, and the process's
 * memory grows by less than 200 MB while it is handled. Before the caps, the 1.2 MB workbook of
 * three 400 MB shared strings grew the server by gigabytes (the issue's 4.9 MB file killed it).
 *
 * Memory: resident size sampled every 5 ms during the request, and the process's peak resident
 * size (getrusage maxRSS), which catches a peak between samples whenever it is a new one.
 */
import { deflateRawSync } from 'node:zlib';
import { inArray } from 'drizzle-orm';
import { PDFDocument, PDFName } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TImportResult } from '@app/contract';
import { student } from '../src/db/schema.js';
import { MAX_PDF_IMAGE_BYTES, XLSX_LIMITS } from '../src/http/upload-limits.js';
import { expectError, expectOk } from './support/expect-envelope.js';
import { buildSchool, buildTeacher, type BuiltSchool } from './support/factories.js';
import { setupMarkingExam, TINY_PNG, type MarkingExam } from './support/marking.js';
import { multipartBody, putPaper } from './support/rules.js';
import { createTestApp, type TestContext } from './support/test-app.js';
import { craftXlsx, craftZip, deflatedEntry, SHEET_HEAD, SHEET_TAIL, SST_HEAD, type Piece } from './support/zip-craft.js';

const MB = 1024 * 1024;
const A_MEGABYTE = Buffer.alloc(MB, 'A');
const HEADER = ['学号', '姓名', '班级', '缺考', '1（10分）'];

/** Runs `fn` and reports by how many MB the resident memory rose above what it was before. */
async function memoryGrowth<T>(fn: () => Promise<T>): Promise<{ result: T; grewMb: number }> {
  const before = process.memoryUsage().rss;
  const peakBefore = process.resourceUsage().maxRSS * 1024;
  let sampled = before;
  const timer = setInterval(() => (sampled = Math.max(sampled, process.memoryUsage().rss)), 5);
  try {
    const result = await fn();
    sampled = Math.max(sampled, process.memoryUsage().rss);
    const peakAfter = process.resourceUsage().maxRSS * 1024;
    const peak = Math.max(sampled, peakAfter > peakBefore ? peakAfter : 0);
    return { result, grewMb: (peak - before) / MB };
  } finally {
    clearInterval(timer);
  }
}

/** A shared-strings workbook whose sheet's first row is the header (strings 0..4). */
const sstOf = (...items: Piece[]): Piece[] => [{ data: SST_HEAD + HEADER.map((h) => `<si><t>${h}</t></si>`).join('') }, ...items, { data: '</sst>' }];
const HEADER_ROW = `<row r="1">${HEADER.map((_, i) => `<c r="${String.fromCharCode(65 + i)}1" t="s"><v>${i}</v></c>`).join('')}</row>`;

describe('no upload can take the server down', () => {
  let ctx: TestContext;
  let s: BuiltSchool;
  let leader: string;
  let examId: number;
  let nums: string[];
  let scans: MarkingExam;

  beforeAll(async () => {
    ctx = await createTestApp();
    s = await buildSchool(ctx.database.db);
    leader = await ctx.login(await buildTeacher(ctx.database.db, s, { posts: [{ post: 2, grade: 1 }], subjects: [3] }));
    const marker = await buildTeacher(ctx.database.db, s, { subjects: [3], teaches: [{ clazzId: s.clazzIds[1]![0]!, subjectId: 3 }] });
    const clazzIds = s.clazzIds[1]!;
    const g = expectOk(
      await ctx.call<{ exams: { examId: number }[] }>({
        method: 'POST',
        url: '/academic/exam-group',
        token: leader,
        payload: { name: '上传防护周测', type: 3, examDate: '2026-10-16', gradeId: s.gradeIds[1], clazzIds: [clazzIds[0]], subjects: [{ subjectId: 3, fullScore: 100 }] },
      }),
    );
    examId = g.exams[0]!.examId;
    await putPaper(ctx, leader, examId, [{ questionNo: '1', objective: false, fullScore: 10 }]);
    nums = (await ctx.database.db.select({ num: student.studentNum }).from(student).where(inArray(student.clazzId, [clazzIds[0]!]))).map((r) => r.num).sort();
    scans = await setupMarkingExam(ctx, leader, s, { questions: [{ no: '13', full: 10 }], groups: [{ questionNos: ['13'], markers: [{ teacherId: marker.teacherId }] }] });
  }, 180_000);
  afterAll(() => ctx.close());

  const importScores = (file: Buffer) =>
    ctx.call<TImportResult>({ method: 'POST', url: `/academic/exam/${examId}/score-import`, token: leader, ...multipartBody([{ name: 'file', filename: 'scores.xlsx', content: file }]) });
  const importScans = (zip: Buffer) =>
    ctx.call<{ imported: number; replaced: number; skipped: { name: string; reason: string }[] }>({
      method: 'POST',
      url: `/marking/exam/${scans.examId}/scans`,
      token: leader,
      ...multipartBody([{ name: 'file', filename: 'scans.zip', content: zip }]),
    });

  describe('score import (.xlsx)', () => {
    it('imports a normal file through the parsing worker', async () => {
      const rows = nums.map((n, i) => `<row r="${i + 2}"><c r="A${i + 2}" t="inlineStr"><is><t>${n}</t></is></c><c r="E${i + 2}"><v>7.5</v></c></row>`).join('');
      const file = craftXlsx([{ data: SHEET_HEAD + HEADER_ROW + rows + SHEET_TAIL }], sstOf());
      expect(expectOk(await importScores(file))).toMatchObject({ imported: nums.length, added: nums.length, errors: [] });
    });

    it('refuses a 1.2 MB file of three 400 MB shared strings (its headers saying 1 KB) at the first long string, the server growing < 200 MB', async () => {
      // The headers state 1 KB for the shared strings: only the bytes inflated count.
      const file = craftXlsx(
        [{ data: SHEET_HEAD + HEADER_ROW + SHEET_TAIL }],
        sstOf(...[0, 1, 2].flatMap((): Piece[] => [{ data: '<si><t>' }, { data: A_MEGABYTE, times: 400 }, { data: '</t></si>' }])),
        (entries) => {
          entries[4]!.statedSize = entries[4]!.directorySize = 1024;
        },
      );
      expect(file.length).toBeLessThan(2 * MB);
      const { result, grewMb } = await memoryGrowth(() => importScores(file));
      expectError(result, 400, '40000', `单元格内容超过${XLSX_LIMITS.maxCellChars}个字符（Excel单元格最多${XLSX_LIMITS.maxCellChars}个字符），请检查文件`);
      expect(grewMb).toBeLessThan(200);
    });

    it('refuses a file of a million rows once the row cap is passed, the server growing < 200 MB', async () => {
      const file = craftXlsx([{ data: SHEET_HEAD + HEADER_ROW }, { data: '<row><c><v>1</v></c></row>'.repeat(1000), times: 1000 }, { data: SHEET_TAIL }], sstOf());
      const { result, grewMb } = await memoryGrowth(() => importScores(file));
      expectError(result, 400, '40000', `行数超过${XLSX_LIMITS.maxRows}行，请拆分后上传`);
      expect(grewMb).toBeLessThan(200);
    });

    it('refuses cells beyond the column cap before building rows of 16,384 slots (20,000 such rows took 1.6 GB)', async () => {
      const rows = Array.from({ length: 20_000 }, (_, i) => `<row r="${i + 2}"><c r="XFD${i + 2}"><v>1</v></c></row>`).join('');
      const file = craftXlsx([{ data: SHEET_HEAD + HEADER_ROW + rows + SHEET_TAIL }], sstOf());
      const { result, grewMb } = await memoryGrowth(() => importScores(file));
      expectError(result, 400, '40000', `第2行有第${XLSX_LIMITS.maxColumns}列以后的内容，成绩表最多${XLSX_LIMITS.maxColumns}列，请删除多余的列`);
      expect(grewMb).toBeLessThan(200);
    });

    it('refuses a workbook whose central directory states other sizes than its parts have', async () => {
      const rows = `<row r="2"><c r="A2" t="inlineStr"><is><t>${nums[0]}</t></is></c><c r="E2"><v>5</v></c></row>`;
      const file = craftXlsx([{ data: SHEET_HEAD + HEADER_ROW + rows + SHEET_TAIL }], sstOf(), (entries) => {
        entries[5]!.directorySize = 100;
      });
      expectError(await importScores(file), 400, '40000', '文件不是有效的Excel（.xlsx）文件（压缩包的目录与内容不一致）');
    });
  });

  describe('scan import (.zip)', () => {
    it('stops unpacking an entry of gigabytes at 50 MB, skips it and imports the rest, the server growing < 200 MB', async () => {
      const zip = craftZip([deflatedEntry(`${nums[0]}_13.png`, [{ data: A_MEGABYTE, times: 3000 }]), deflatedEntry(`${nums[1]}_13.png`, [{ data: TINY_PNG }])]);
      const { result, grewMb } = await memoryGrowth(() => importScans(zip));
      const res = expectOk(result);
      expect(res.skipped).toEqual([{ name: `${nums[0]}_13.png`, reason: '文件解压后超过50MB' }]);
      expect(res.imported + res.replaced).toBe(1);
      expect(grewMb).toBeLessThan(200);
    }, 60_000);

    it('refuses an archive whose entries unpack beyond 600 MB, whatever sizes its headers state, the server growing < 300 MB', async () => {
      const entries = Array.from({ length: 14 }, (_, i) => deflatedEntry(`${nums[i % nums.length]}_13.png`, [{ data: A_MEGABYTE, times: 1024 }]));
      for (const e of entries) e.statedSize = e.directorySize = 1000;
      const { result, grewMb } = await memoryGrowth(() => importScans(craftZip(entries)));
      expectError(result, 400, '40000', '压缩包解压后超过600MB，请分批上传');
      // One entry may hold up to 50 MB before it is dropped, and the 600 MB inflated on the way
      // are garbage the collector frees on its own schedule: the peak is 140-230 MB (the process's
      // own high-water mark, not only 5 ms samples). Keeping the entries would be over 600 MB.
      expect(grewMb).toBeLessThan(300);
      // Inflating 600 MB takes a few seconds of CPU, many more on a busy machine.
    }, 120_000);

    it('skips a PDF whose page image would inflate to 448 MB before inflating it, the server growing < 200 MB', async () => {
      const put = await ctx.call({ method: 'PUT', url: `/marking/exam/${scans.examId}/template`, token: leader, payload: { regions: [{ groupId: scans.groupIds[0], page: 1, x: 0, y: 0, w: 1, h: 1 }] } });
      expect(put.body.errCode, put.body.errMsg).toBe('00');
      // 7,000 × 8,000 pixels (under the 60-million-pixel cap), CMYK at 16 bits: 448 MB of zeros in a
      // 450 KB zlib stream (header, repeated full-flush segments, final block, no checksum needed).
      const segment = deflateRawSync(Buffer.alloc(MB), { finishFlush: 3 /* Z_FULL_FLUSH */ });
      const pixels = Buffer.concat([Buffer.from([0x78, 0x01]), ...Array.from({ length: 448 }, () => segment), Buffer.from([0x03, 0x00, 0, 0, 0, 0])]);
      const doc = await PDFDocument.create();
      const image = doc.context.stream(pixels, { Type: 'XObject', Subtype: 'Image', Width: 7000, Height: 8000, ColorSpace: 'DeviceCMYK', BitsPerComponent: 16, Filter: 'FlateDecode' });
      doc.addPage([700, 800]).node.setXObject(PDFName.of('Im0'), doc.context.register(image));
      const zip = craftZip([deflatedEntry(`${nums[0]}.pdf`, [{ data: Buffer.from(await doc.save()) }])]);
      const { result, grewMb } = await memoryGrowth(() => importScans(zip));
      expect(expectOk(result).skipped).toEqual([{ name: `${nums[0]}.pdf`, reason: `PDF中的扫描图像过大（解压后超过${MAX_PDF_IMAGE_BYTES / MB}MB），请以300dpi扫描` }]);
      expect(grewMb).toBeLessThan(200);
    }, 60_000);
  });
});
