/**
 * 联考 downloads over HTTP (joint/downloads.ts): the union workbook (联考汇总), the school's workbook
 * (本校报告) and its Word report. Refused without a token, before the release and (the school's
 * two) without the school report's rights; the union workbook's figures are the overview port's;
 * in anonymous mode the other school's name is in no cell and nowhere in the Word text, and the
 * school's files carry its own students only (a class teacher's: their class).
 */
import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERR, type TJointDetail, type TJointOverview } from '@app/contract';
import { region, school, student } from '../src/db/schema.js';
import { cellText } from '../src/http/sheet-cells.js';
import { expectError, expectOk, expectTokenFailure } from './support/expect-envelope.js';
import { buildSchool, buildTeacher, type BuiltSchool } from './support/factories.js';
import { createTestApp, type TestContext } from './support/test-app.js';
import { writeJointScores } from './support/joint.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const JOINT_NAME = '高一期中联考';

describe('joint exam downloads', () => {
  let ctx: TestContext;
  let a: BuiltSchool;
  let b: BuiltSchool;
  let aMaster: string;
  let bMaster: string;
  let bClassTeacher: string;
  let bOtherGrade: string;
  let jointId: number;
  const names: Record<number, string> = {};

  const call = <T>(token: string | undefined, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => ctx.call<T>({ method, url, ...(token ? { token } : {}), ...(payload ? { payload } : {}) });
  const download = (token: string, path: string) => ctx.app.inject({ method: 'GET', url: `/joint/${jointId}/report/download/${path}`, headers: { authorization: `Bearer ${token}` } });

  async function workbook(token: string, path: string): Promise<ExcelJS.Workbook> {
    const res = await download(token, path);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    return wb;
  }

  /** Every cell's text of every sheet. */
  function cellTexts(wb: ExcelJS.Workbook): string[] {
    const out: string[] = [];
    wb.eachSheet((ws) => {
      out.push(ws.name);
      ws.eachRow((row) => row.eachCell((c) => void out.push(cellText(c.value))));
    });
    return out;
  }

  /** A sheet's rows as cell values (the header row found by its first cell). */
  function rowsOf(ws: ExcelJS.Worksheet, firstHeader: string): { header: string[]; rows: ExcelJS.CellValue[][] } {
    const all: ExcelJS.CellValue[][] = [];
    ws.eachRow((row) => void all.push((row.values as ExcelJS.CellValue[]).slice(1)));
    const at = all.findIndex((r) => cellText(r[0] ?? null) === firstHeader);
    expect(at, `${ws.name}: header ${firstHeader}`).toBeGreaterThanOrEqual(0);
    return { header: all[at]!.map((v) => cellText(v ?? null)), rows: all.slice(at + 1) };
  }

  /** The Word document's text (word/document.xml without its tags). */
  function wordText(buffer: Buffer): string {
    const files = unzipSync(new Uint8Array(buffer));
    return strFromU8(files['word/document.xml']!).replace(/<[^>]+>/g, '');
  }

  const writeScores = (s: BuiltSchool, subjectId: number, score: (i: number) => number[]) => writeJointScores(ctx.database.db, jointId, s, subjectId, score);

  const studentNums = async (s: BuiltSchool) => {
    const ids = s.clazzIds[1]!.flatMap((c) => s.studentIds[c]!);
    return (await ctx.database.db.select({ n: student.studentNum }).from(student).where(inArray(student.id, ids))).map((r) => r.n);
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    const [r1] = await db.select({ id: region.id }).from(region).limit(1);
    a = await buildSchool(db, { name: '城东中学' });
    b = await buildSchool(db, { name: '城西中学' });
    for (const s of [a, b]) {
      await db.update(school).set({ regionId: r1!.id }).where(eq(school.id, s.schoolId));
      names[s.schoolId] = (await db.select({ name: school.name }).from(school).where(eq(school.id, s.schoolId)))[0]!.name;
    }
    aMaster = await ctx.login(await buildTeacher(db, a, { posts: [{ post: 5 }] }));
    bMaster = await ctx.login(await buildTeacher(db, b, { posts: [{ post: 5 }] }));
    bClassTeacher = await ctx.login(await buildTeacher(db, b, { posts: [{ post: 1 }], adminOf: [b.clazzIds[1]![0]!] }));
    // Teaches in another grade only: reads the union's reports, not the school's.
    bOtherGrade = await ctx.login(await buildTeacher(db, b, { teaches: [{ clazzId: b.clazzIds[2]![0]!, subjectId: 3 }] }));

    const d = expectOk(
      await call<TJointDetail>(aMaster, 'POST', '/joint', { name: JOINT_NAME, gradeId: a.gradeIds[1], examDate: '2026-11-06', subjects: [{ subjectId: 3, fullScore: 10 }, { subjectId: 8, fullScore: 10 }], schoolIds: [b.schoolId] }),
    );
    jointId = d.jointId;
    expect(d.anonymous).toBe(true);
    expectOk(await call(aMaster, 'PUT', `/joint/${jointId}/paper/3`, { questions: [{ questionNo: '1', objective: true, choiceKind: 'single', options: 'ABCD', answerKey: 'A', fullScore: 4 }, { questionNo: '2', objective: false, fullScore: 6 }] }));
    expectOk(await call(aMaster, 'PUT', `/joint/${jointId}/paper/8`, { questions: [{ questionNo: '1', objective: false, fullScore: 10 }] }));
    expectOk(
      await call(aMaster, 'PUT', `/joint/${jointId}/lines`, {
        lines: [
          { subjectId: null, name: '特控线', kind: 'score', value: 16 },
          { subjectId: null, name: '本科线', kind: 'score', value: 12 },
          { subjectId: 3, name: '前30%', kind: 'share', value: 0.3 },
        ],
      }),
    );
    expectOk(await call(bMaster, 'POST', `/joint/${jointId}/accept`));
    await writeScores(a, 3, (i) => [i % 2 === 0 ? 4 : 0, 6 - (i % 4)]);
    await writeScores(a, 8, (i) => [10 - (i % 5)]);
    await writeScores(b, 3, (i) => [0, 5 - (i % 3)]);
    await writeScores(b, 8, (i) => [6 + (i % 3)]);
  }, 60_000);
  afterAll(async () => {
    await ctx?.close();
  });

  it('refuses every download without a valid token', async () => {
    for (const path of ['union', 'school', 'school-word']) expectTokenFailure(await call(undefined, 'GET', `/joint/${jointId}/report/download/${path}`));
  });

  it('refuses the downloads before the reports are released, then releases', async () => {
    for (const path of ['union', 'school', 'school-word']) expectError(await call(bMaster, 'GET', `/joint/${jointId}/report/download/${path}`), 409, ERR.CONFLICT, '联考报告尚未发布');
    expect(expectOk(await call<{ included: number }>(aMaster, 'POST', `/joint/${jointId}/release`)).included).toBe(2);
  });

  it("refuses the school's downloads to a teacher without the school report, not the union's", async () => {
    expectError(await call(bOtherGrade, 'GET', `/joint/${jointId}/report/download/school`), 403, ERR.FORBIDDEN, '没有可查看的本校班级');
    expectError(await call(bOtherGrade, 'GET', `/joint/${jointId}/report/download/school-word`), 403, ERR.FORBIDDEN, '没有可查看的本校班级');
    expect((await download(bOtherGrade, 'union')).statusCode).toBe(200);
    expectError(await call(bMaster, 'GET', `/joint/${jointId}/report/download/union?subjectId=12`), 404, ERR.NOT_FOUND, '联考没有该学科');
  });

  it("writes the union workbook with the overview's figures, the chosen subject's ranking first", async () => {
    const res = await download(aMaster, 'union');
    expect(res.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''${encodeURIComponent(`${JOINT_NAME}_联考汇总.xlsx`)}`);
    const wb = await workbook(aMaster, 'union');
    expect(wb.worksheets.map((w) => w.name)).toEqual(['成绩汇总', '学校排名-总分', '学校排名-数学', '学校排名-英语', '上线统计-总分', '上线统计-数学', '分数段-总分']);
    for (const subjectId of [0, 3]) {
      const o = expectOk(await call<TJointOverview>(aMaster, 'GET', `/joint/${jointId}/report/overview?subjectId=${subjectId}`));
      const { header, rows } = rowsOf(wb.getWorksheet(`学校排名-${o.subjectName}`)!, '学校名次');
      const avg = header.indexOf('平均分');
      for (const s of o.schools) {
        const row = rows.find((r) => cellText(r[1] ?? null).startsWith(s.schoolName))!;
        expect(row[0]).toBe(s.rank);
        expect(row[avg]).toBe(s.average);
      }
      const union = rows.find((r) => r[1] === '联考')!;
      expect(union[avg]).toBe(o.union.average);
      expect(wb.getWorksheet(`学校排名-${o.subjectName}`)!.getCell(3, avg + 1).numFmt).toBe('0.00');
    }
    const summary = rowsOf(wb.getWorksheet('成绩汇总')!, '学校');
    expect(summary.rows.map((r) => cellText(r[0] ?? null))).toEqual([`${names[a.schoolId]}（本校）`, names[b.schoolId], '联考']);
    const chosen = await workbook(aMaster, 'union?subjectId=3');
    expect(chosen.worksheets.map((w) => w.name).slice(0, 3)).toEqual(['学校排名-数学', '成绩汇总', '学校排名-总分']);
  });

  it("in anonymous mode a participant's files never name the other school nor carry its students", async () => {
    const aNums = await studentNums(a);
    const bNums = await studentNums(b);
    for (const path of ['union', 'school']) {
      const texts = cellTexts(await workbook(bMaster, path));
      expect(texts.filter((t) => t.includes(names[a.schoolId]!)), path).toEqual([]);
      expect(texts.filter((t) => aNums.includes(t)), path).toEqual([]);
      // The union's files name it by its letter; the school's name no other school at all.
      expect(texts.some((t) => /^学校[A-Z]+$/.test(t)), path).toBe(path === 'union');
    }
    const school = await workbook(bMaster, 'school');
    expect(school.worksheets.map((w) => w.name)).toEqual(['本校概况', '学生成绩']);
    const students = rowsOf(school.getWorksheet('学生成绩')!, '学号');
    expect(students.header.slice(0, 8)).toEqual(['学号', '姓名', '班级', '总分', '班级名次', '校内名次', '联考名次', '超过考生\n比例']);
    expect(students.header.slice(8)).toEqual(['数学', '数学\n联考名次', '英语', '英语\n联考名次']);
    expect(students.rows.map((r) => cellText(r[0] ?? null)).sort()).toEqual([...bNums].sort());

    const res = await download(bMaster, 'school-word');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(DOCX);
    expect(res.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''${encodeURIComponent(`${JOINT_NAME}_${names[b.schoolId]}_本校报告.docx`)}`);
    expect(res.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
    const text = wordText(res.rawPayload);
    expect(text).toContain(JOINT_NAME);
    expect(text).toContain(`${names[b.schoolId]} 本校联考报告`);
    // Not even as the organiser: with two schools that would tell which letter it is.
    expect(text).not.toContain(names[a.schoolId]);
    expect(text).toContain('在2所学校中排名第2');
  });

  it("gives a class teacher their own class's students only", async () => {
    const own = b.clazzIds[1]![0]!;
    const wb = await workbook(bClassTeacher, 'school');
    const { rows } = rowsOf(wb.getWorksheet('学生成绩')!, '学号');
    expect(new Set(rows.map((r) => r[2]))).toEqual(new Set(['高一(1)班']));
    expect(rows).toHaveLength(b.studentIds[own]!.length);
    const overview = rowsOf(wb.getWorksheet('本校概况')!, '学科');
    expect(new Set(overview.rows.map((r) => r[1]))).toEqual(new Set([names[b.schoolId], '联考', '高一(1)班']));
  });
});
