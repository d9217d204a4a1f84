/**
 * Score import (docs/score-import.md), one API test per rule: the upload (multipart, .xlsx, size,
 * a readable workbook), who may import, the paper first, the header, every cell rule, the error
 * limit and the empty file. A refused file answers 40000 with 文件中有N处错误，没有导入任何成绩
 * and its error list in data, and writes nothing: the exam's score rows, score version and audit
 * trail stay as they were. Next to them the clean imports (objective answers scored against the
 * key, absent students, half points, only the students in the file written; a file that changes
 * stored scores is confirmed first, see score-import-safety.test.ts).
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TImportResult } from '@app/contract';
import { examStudent } from '../src/db/schema.js';
import { xlsx } from './support/academic.js';
import { expectError, expectOk } from './support/expect-envelope.js';
import { buildSchool, buildTeacher, type BuiltSchool } from './support/factories.js';
import { examState, multipartBody, putPaper, studentsOf } from './support/rules.js';
import { createTestApp, type TestContext } from './support/test-app.js';

type Cell = ExcelJS.CellValue;
type ImportError = { row: number; column: string; message: string };
type ImportResult = TImportResult;

const HEADER = ['学号', '姓名', '班级', '缺考', '1（单选，ABCD）', '2（多选，ABCD）', '3（10分）', '4(1)（4分）'];
const NOT_MANAGER = '只有考试创建人、年级组长或校长可以管理该考试';

describe('score import rules', () => {
  let ctx: TestContext;
  let s: BuiltSchool;
  let leader: string;
  let outsider: string; // teaches maths in 高一(1): sees the exam, may not import
  let otherLeader: string;
  let examId: number; // 数学 with the paper above
  let noPaperExamId: number; // 英语 without a paper
  let c1: number;
  let c2: number;
  let n1: string[]; // 高一(1) student numbers
  let n2: string[]; // 高一(2)
  let n3: string[]; // 高一(3), not in the exam

  const upload = (file: Buffer, filename = 'scores.xlsx', opts: { token?: string; exam?: number; progressId?: string; confirmToken?: string } = {}) =>
    ctx.call<ImportResult>({
      method: 'POST',
      url: `/academic/exam/${opts.exam ?? examId}/score-import?${new URLSearchParams({ ...(opts.progressId ? { progressId: opts.progressId } : {}), ...(opts.confirmToken ? { confirmToken: opts.confirmToken } : {}) }).toString()}`,
      token: opts.token ?? leader,
      ...multipartBody([{ name: 'file', filename, content: file }]),
    });
  const importRows = async (rows: Cell[][], header: Cell[] = HEADER, exam = examId) => upload(await xlsx([header, ...rows]), 'scores.xlsx', { exam });
  /** Imports a file, confirming it when it changes stored scores (the confirmation's own rules: score-import-safety.test.ts). */
  const importConfirmed = async (file: Buffer, filename = 'scores.xlsx', exam = examId) => {
    const first = expectOk(await upload(file, filename, { exam }));
    return first.pending ? expectOk(await upload(file, filename, { exam, confirmToken: first.pending.confirmToken })) : first;
  };
  const result = (r: Partial<ImportResult>): ImportResult => ({ imported: 0, absent: 0, added: 0, changed: 0, unchanged: 0, skipped: 0, errors: [], pending: null, ...r });
  /** A file with bad content: 40000 with the count, every error listed in data, nothing imported, nothing written. */
  const refusedRows = async (rows: Cell[][], errors: ImportError[], header: Cell[] = HEADER) => {
    const before = await examState(ctx.database.db, examId);
    const res = await importRows(rows, header);
    expect([res.status, res.body.errCode, res.body.errMsg]).toEqual([400, '40000', `文件中有${errors.length}处错误，没有导入任何成绩`]);
    expect(res.body.data).toEqual(result({ errors }));
    expect(await examState(ctx.database.db, examId)).toEqual(before);
  };
  /** A refused upload: the status, code and exact message, nothing written. */
  const refusedUpload = async (send: () => ReturnType<typeof upload>, status: number, errCode: string, msg: string, exam = examId) => {
    const before = await examState(ctx.database.db, exam);
    expectError(await send(), status, errCode, msg);
    expect(await examState(ctx.database.db, exam)).toEqual(before);
  };
  const good = (num: string): Cell[] => [num, '', '', '', 'B', 'ACD', 10, 4];
  const PAPER = [
    { questionNo: '1', objective: true, choiceKind: 'single' as const, options: 'ABCD', answerKey: 'B', fullScore: 5 },
    { questionNo: '2', objective: true, choiceKind: 'multiple' as const, options: 'ABCD', answerKey: 'ACD', fullScore: 6, partialScore: 3 },
    { questionNo: '3', objective: false, fullScore: 10 },
    { questionNo: '4(1)', objective: false, fullScore: 4 },
  ];
  let examsMade = 0;
  /**
   * A 数学 exam of its own for a test that writes scores (so it stands alone): the paper above,
   * 高一(2) already imported with full marks, and `seed` (rows of 高一(1)) imported after it.
   */
  const ownExam = async (seed: Cell[][] = []) => {
    const g = expectOk(
      await ctx.call<{ exams: { examId: number }[] }>({
        method: 'POST',
        url: '/academic/exam-group',
        token: leader,
        payload: { name: `导入规则周测${++examsMade}`, type: 3, examDate: '2026-10-16', gradeId: s.gradeIds[1], clazzIds: [c1, c2], subjects: [{ subjectId: 3, fullScore: 100 }] },
      }),
    );
    const id = g.exams[0]!.examId;
    await putPaper(ctx, leader, id, PAPER);
    expect(expectOk(await importRows(n2.map(good), HEADER, id))).toMatchObject({ imported: 3, added: 3 });
    if (seed.length) expect(expectOk(await importRows(seed, HEADER, id))).toMatchObject({ added: seed.length, pending: null });
    return id;
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    s = await buildSchool(db);
    const other = await buildSchool(db);
    [c1, c2] = [s.clazzIds[1]![0]!, s.clazzIds[1]![1]!];
    leader = await ctx.login(await buildTeacher(db, s, { posts: [{ post: 2, grade: 1 }], subjects: [3] }));
    outsider = await ctx.login(await buildTeacher(db, s, { subjects: [3], teaches: [{ clazzId: c1, subjectId: 3 }] }));
    otherLeader = await ctx.login(await buildTeacher(db, other, { posts: [{ post: 5 }], subjects: [3] }));
    n1 = (await studentsOf(db, c1)).map((x) => x.num);
    n2 = (await studentsOf(db, c2)).map((x) => x.num);
    n3 = (await studentsOf(db, s.clazzIds[1]![2]!)).map((x) => x.num);
    const g = expectOk(
      await ctx.call<{ exams: { examId: number; subjectId: number }[] }>({
        method: 'POST',
        url: '/academic/exam-group',
        token: leader,
        payload: { name: '导入规则月考', type: 3, examDate: '2026-10-15', gradeId: s.gradeIds[1], clazzIds: [c1, c2], subjects: [{ subjectId: 3, fullScore: 100 }, { subjectId: 8, fullScore: 100 }] },
      }),
    );
    examId = g.exams.find((e) => e.subjectId === 3)!.examId;
    noPaperExamId = g.exams.find((e) => e.subjectId === 8)!.examId;
    await putPaper(ctx, leader, examId, PAPER);
    // 高一(2) already has scores: every refused file below must leave them (and the version) alone.
    // Only this beforeAll writes scores of this exam; the tests that write use an exam of their own.
    // Written directly, not imported: code run in beforeAll belongs to no test, and Stryker would
    // run every test against each mutant of it.
    await db.insert(examStudent).values((await studentsOf(db, c2)).map((x) => ({ examId, studentId: x.studentId, clazzId: c2, absent: false, scores: [5, 6, 10, 4], answers: ['B', 'ACD', null, null] as unknown as string[] /* the column holds nulls for subjective questions */, total: 25 })));
  });
  afterAll(() => ctx.close());

  describe('clean files', () => {
    it('imports a class: objective answers scored against the key, absent students, half points; the other class untouched', async () => {
      const db = ctx.database.db;
      const exam = await ownExam();
      const before = await examState(db, exam);
      const res = await importRows([
        [n1[0]!, '张三', '高一(1)班', '', 'b', 'D C A', 10, 4],
        [n1[1]!, '李四', '', '否', 'C', 'a，c', 7.5, ''],
        [n1[2]!, '', '', '是', '', '', '', ''],
      ], HEADER, exam);
      expect(expectOk(res)).toEqual(result({ imported: 3, absent: 1, added: 3 }));
      const after = await examState(db, exam);
      const ids = await studentsOf(db, c1);
      const row = (i: number) => after.rows.find((r) => r.studentId === ids[i]!.studentId);
      // 单选 B right: 5; 多选 ACD in any order: 6; 10 + 4 = 25.
      expect(row(0)).toEqual({ studentId: ids[0]!.studentId, clazzId: c1, absent: false, scores: [5, 6, 10, 4], answers: ['B', 'DCA', null, null], total: 25 });
      // 单选 wrong: 0; 多选 a correct subset: the partial 3; 7.5; empty subjective: 0.
      expect(row(1)).toEqual({ studentId: ids[1]!.studentId, clazzId: c1, absent: false, scores: [0, 3, 7.5, 0], answers: ['C', 'AC', null, null], total: 10.5 });
      expect(row(2)).toEqual({ studentId: ids[2]!.studentId, clazzId: c1, absent: true, scores: [0, 0, 0, 0], answers: [null, null, null, null], total: null });
      // 高一(2)'s rows are as they were; the version went up by one; the import is audited.
      const others = (st: typeof after) => st.rows.filter((r) => r.clazzId === c2);
      expect(others(after)).toEqual(others(before));
      expect(after.exam!.scoreVersion).toBe(before.exam!.scoreVersion + 1);
      expect(after.audits.slice(before.audits.length)).toEqual([{ action: 'import', detail: { rows: 3, absent: 1 } }]);
    });

    it('scores a wrong letter in a multiple choice 0 and an unanswered objective question 0', async () => {
      const exam = await ownExam([good(n1[0]!)]);
      expect(await importConfirmed(await xlsx([HEADER, [n1[0]!, '', '', '', '', 'AB', 1, 1]]), 'scores.xlsx', exam)).toEqual(result({ imported: 1, changed: 1 }));
      const ids = await studentsOf(ctx.database.db, c1);
      const r = (await examState(ctx.database.db, exam)).rows.find((x) => x.studentId === ids[0]!.studentId)!;
      expect([r.scores, r.answers, r.total]).toEqual([[0, 0, 1, 1], [null, 'AB', null, null], 2]);
    });

    it('accepts question headers shortened to the question number and a .XLSX name; writes only the students in the file', async () => {
      const db = ctx.database.db;
      const exam = await ownExam([good(n1[0]!), good(n1[1]!)]);
      const before = await examState(db, exam);
      const file = await xlsx([['学号', '姓名', '班级', '缺考', '1', '2', '3', '4(1)'], [n1[1]!, '', '', '', 'B', 'AD', 9, 3.5]]);
      expect(await importConfirmed(file, 'SCORES.XLSX', exam)).toEqual(result({ imported: 1, changed: 1 }));
      const after = await examState(db, exam);
      const id = (await studentsOf(db, c1))[1]!.studentId;
      expect(after.rows.find((r) => r.studentId === id)).toMatchObject({ absent: false, scores: [5, 3, 9, 3.5], total: 20.5 });
      expect(after.rows.filter((r) => r.studentId !== id)).toEqual(before.rows.filter((r) => r.studentId !== id));
    });

    it('reads what Excel stores in a cell: a formula’s result, rich text, a hyperlink’s text; ASCII commas between letters', async () => {
      const db = ctx.database.db;
      const exam = await ownExam();
      const wb = new ExcelJS.Workbook();
      const ws = wb.addWorksheet('成绩');
      ws.addRow(HEADER);
      ws.addRow([{ richText: [{ text: n1[0]!.slice(0, 4) }, { text: `${n1[0]!.slice(4)} ` }] }, '', '', '', { text: ' b', hyperlink: 'https://example.com' }, 'A,C', { formula: '4+4', result: 8 }, 2]);
      ws.addRow([n1[1]!, '', '', '', 'B', 'ACD', { formula: 'A1', result: 9.5 }, '']);
      const res = expectOk(await upload(Buffer.from(await wb.xlsx.writeBuffer()), 'scores.xlsx', { exam }));
      expect(res).toEqual(result({ imported: 2, added: 2 }));
      const ids = await studentsOf(db, c1);
      const rows = (await examState(db, exam)).rows;
      expect(rows.find((r) => r.studentId === ids[0]!.studentId)).toMatchObject({ scores: [5, 3, 8, 2], answers: ['B', 'AC', null, null], total: 18 });
      expect(rows.find((r) => r.studentId === ids[1]!.studentId)).toMatchObject({ scores: [5, 6, 9.5, 0], total: 20.5 });
    });

    it('writes nothing for a file that changes nothing: no new score version, no history entry', async () => {
      const db = ctx.database.db;
      const exam = await ownExam([good(n1[0]!)]);
      const before = await examState(db, exam);
      const history = async () => expectOk(await ctx.call<{ list: unknown[] }>({ method: 'GET', url: `/academic/exam/${exam}/score-import/history`, token: leader })).list.length;
      const entries = await history();
      expect(expectOk(await importRows([good(n1[0]!), ...n2.map(good)], HEADER, exam))).toEqual(result({ imported: 4, unchanged: 4 }));
      expect(await examState(db, exam)).toEqual(before);
      expect(await history()).toBe(entries);
    });

    it('skips empty rows between students', async () => {
      const exam = await ownExam([n1[0]!, n1[1]!].map((n) => [n, '', '', '', 'C', 'A', 1, 1]));
      expect(await importConfirmed(await xlsx([HEADER, good(n1[0]!), ['', '', '', '', '', '', '', ''], [], good(n1[1]!)]), 'scores.xlsx', exam)).toEqual(result({ imported: 2, changed: 2 }));
    });

    it('skips the row of a student whose 缺考 and question cells are all empty: their stored scores stay', async () => {
      const db = ctx.database.db;
      const exam = await ownExam([good(n1[0]!)]);
      const before = await examState(db, exam);
      // 高一(2) is listed with names and classes but nothing filled in (a space typed in 缺考 or the last
      // question is nothing too); 高一(1)'s first student changes.
      const rows = [[n1[0]!, '张三', '高一(1)班', '', 'B', 'ACD', 9, 4], ...n2.map((n, i) => (i === 0 ? [n, '某某', '高一(2)班', ' ', '', '', '', ' '] : [n, '某某', '高一(2)班', '', '', '', '', '']))];
      expect(await importConfirmed(await xlsx([HEADER, ...rows]), 'scores.xlsx', exam)).toEqual(result({ imported: 1, changed: 1, skipped: 3 }));
      const after = await examState(db, exam);
      expect(after.rows.filter((r) => r.clazzId === c2)).toEqual(before.rows.filter((r) => r.clazzId === c2));
    });
  });

  describe('the upload', () => {
    it('refuses a request that is not multipart', async () => {
      await refusedUpload(() => ctx.call({ method: 'POST', url: `/academic/exam/${examId}/score-import`, token: leader, payload: { file: 'x' } }), 400, '40000', '请以multipart/form-data上传文件，字段名为file');
    });

    it('refuses a multipart request without a file', async () => {
      await refusedUpload(() => ctx.call({ method: 'POST', url: `/academic/exam/${examId}/score-import`, token: leader, ...multipartBody([{ name: 'note', content: 'no file here' }]) }), 400, '40000', '请选择要上传的Excel文件');
    });

    it('refuses a file whose name does not end in .xlsx', async () => {
      const file = await xlsx([HEADER, good(n1[0]!)]);
      for (const name of ['scores.xls', 'scores.csv', 'scores.xlsx.txt', 'scores']) {
        await refusedUpload(() => upload(file, name), 400, '40000', '只支持.xlsx格式的Excel文件');
      }
    });

    it('refuses a file over 10 MB with 413; 10 MB itself passes the size check', async () => {
      await refusedUpload(() => upload(Buffer.alloc(10 * 1024 * 1024 + 1, 0x41)), 413, '41300', '文件超过10MB，请拆分后上传');
      await refusedUpload(() => upload(Buffer.alloc(10 * 1024 * 1024, 0x41)), 400, '40000', '文件不是有效的Excel（.xlsx）文件');
    });

    it('refuses a file that is not a real workbook', async () => {
      await refusedUpload(() => upload(Buffer.from('学号,姓名\n1,2\n')), 400, '40000', '文件不是有效的Excel（.xlsx）文件');
      // A ZIP's signature but no workbook inside.
      await refusedUpload(() => upload(Buffer.from('PK\u0003\u0004not really a file')), 400, '40000', '文件不是有效的Excel（.xlsx）文件');
    });

    it('refuses an empty file at once (exceljs’s streaming reader waited for ever on it)', async () => {
      await refusedUpload(() => upload(Buffer.alloc(0)), 400, '40000', '文件是空的（0字节），请选择填好成绩的Excel文件');
    }, 10_000);

    it('refuses a workbook whose first sheet is empty', async () => {
      await refusedUpload(async () => upload(await xlsx([])), 400, '40000', 'Excel文件中没有工作表或内容');
    });
  });

  describe('who may import, and the paper first', () => {
    it('refuses a teacher who may see the exam but not manage it, before any progress is recorded', async () => {
      await refusedUpload(async () => upload(await xlsx([HEADER, good(n1[0]!)]), 'scores.xlsx', { token: outsider, progressId: 'rules-not-mine-01' }), 403, '40300', NOT_MANAGER);
      expectError(await ctx.call({ method: 'GET', url: '/academic/score-import/progress/rules-not-mine-01', token: outsider }), 404, '40400', '没有找到该导入的进度');
    });

    it('answers 404 for an exam of another school or one that does not exist', async () => {
      await refusedUpload(async () => upload(await xlsx([HEADER, good(n1[0]!)]), 'scores.xlsx', { token: otherLeader }), 404, '40400', '考试不存在');
      expectError(await upload(await xlsx([HEADER, good(n1[0]!)]), 'scores.xlsx', { exam: 99999999 }), 404, '40400', '考试不存在');
    });

    it('offers no template before the paper structure is set', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: `/academic/exam/${noPaperExamId}/score-template`, headers: { authorization: `Bearer ${leader}` } });
      expect([res.statusCode, res.json().errCode, res.json().errMsg]).toEqual([409, '40900', '请先设置试卷结构，再下载成绩模板']);
    });

    it('refuses an import before the paper structure is set', async () => {
      const file = await xlsx([['学号', '姓名', '班级', '缺考', '1（10分）'], [n1[0]!, '', '', '', 5]]);
      await refusedUpload(() => upload(file, 'scores.xlsx', { exam: noPaperExamId }), 409, '40900', '请先设置试卷结构，再导入成绩', noPaperExamId);
    });
  });

  describe('the header', () => {
    it('refuses a wrong fixed column', async () => {
      await refusedRows([good(n1[0]!)], [{ row: 1, column: 'B', message: '表头应为“姓名”，实际为“名字”' }], ['学号', '名字', ...HEADER.slice(2)]);
    });

    it('refuses a wrong question column', async () => {
      await refusedRows([good(n1[0]!)], [{ row: 1, column: 'G', message: '表头应为“3（10分）”，实际为“3（12分）”' }], [...HEADER.slice(0, 6), '3（12分）', HEADER[7]!]);
    });

    it('refuses a missing question column', async () => {
      await refusedRows([good(n1[0]!).slice(0, 7)], [{ row: 1, column: 'H', message: '表头应为“4(1)（4分）”，实际为“空”' }], HEADER.slice(0, 7));
    });

    it('reports every wrong header cell and checks no row until the header is right', async () => {
      await refusedRows(
        [['999999', '', '', '', 'E', 'X', 'abc', 99]],
        [
          { row: 1, column: 'A', message: '表头应为“学号”，实际为“姓名”' },
          { row: 1, column: 'B', message: '表头应为“姓名”，实际为“学号”' },
        ],
        ['姓名', '学号', ...HEADER.slice(2)],
      );
    });
  });

  describe('the rows', () => {
    it('refuses an empty 学号', async () => {
      await refusedRows([good(n1[0]!), ['', '张三', '高一(1)班', '', 'B', 'ACD', 10, 4]], [{ row: 3, column: 'A', message: '学号为空' }]);
    });

    it('refuses a 学号 that is not a student of the exam’s classes (unknown, or of a class not in the exam)', async () => {
      await refusedRows(
        [['999999', '', '', '', 'B', 'ACD', 10, 4], good(n1[0]!), good(n3[0]!)],
        [
          { row: 2, column: 'A', message: '学号999999不是本次考试班级中的学生' },
          { row: 4, column: 'A', message: `学号${n3[0]}不是本次考试班级中的学生` },
        ],
      );
    });

    it('refuses a student listed twice, naming the first row', async () => {
      await refusedRows([good(n1[0]!), good(n1[1]!), good(n1[0]!)], [{ row: 4, column: 'A', message: `学号${n1[0]}与第2行重复` }]);
    });

    it('refuses a 缺考 value other than 是, 否 or empty, and still checks the row’s cells', async () => {
      await refusedRows(
        [[n1[0]!, '', '', '缺', 'B', 'ACD', 10, 4], [n1[1]!, '', '', '1', 'E', 'ACD', 10, 4]],
        [
          { row: 2, column: 'D', message: '缺考列只能填“是”或留空，实际为“缺”' },
          { row: 3, column: 'D', message: '缺考列只能填“是”或留空，实际为“1”' },
          { row: 3, column: 'E', message: '第1题选项“E”不在ABCD范围内' },
        ],
      );
    });

    it('refuses a score or answer for an absent student', async () => {
      await refusedRows(
        [[n1[0]!, '', '', '是', 'B', '', '', ''], [n1[1]!, '', '', '是', '', '', 0, '']],
        [
          { row: 2, column: 'E', message: '缺考学生的题目应留空' },
          { row: 3, column: 'G', message: '缺考学生的题目应留空' },
        ],
      );
    });

    it('refuses an objective answer outside the question’s options', async () => {
      await refusedRows(
        [[n1[0]!, '', '', '', 'E', 'ACD', 10, 4], [n1[1]!, '', '', '', 'B', 'AXC', 10, 4]],
        [
          { row: 2, column: 'E', message: '第1题选项“E”不在ABCD范围内' },
          { row: 3, column: 'F', message: '第2题选项“X”不在ABCD范围内' },
        ],
      );
    });

    it('refuses two letters for a single-choice question', async () => {
      await refusedRows([[n1[0]!, '', '', '', 'AB', 'ACD', 10, 4]], [{ row: 2, column: 'E', message: '第1题是单选题，只能填一个选项' }]);
    });

    it('refuses a subjective score that is not a number', async () => {
      await refusedRows([[n1[0]!, '', '', '', 'B', 'ACD', 'abc', 4]], [{ row: 2, column: 'G', message: '第3题分数“abc”不是数字' }]);
    });

    it('names a formula saved without its result and an Excel error value instead of reading them as numbers or empty', async () => {
      await refusedRows(
        [[n1[0]!, '', '', '', 'B', 'ACD', { formula: 'B2*2' }, { error: '#DIV/0!' }]],
        [
          { row: 2, column: 'G', message: '第3题分数“=B2*2”不是数字' },
          { row: 2, column: 'H', message: '第4(1)题分数“#DIV/0!”不是数字' },
        ],
      );
    });

    it('refuses a negative score', async () => {
      await refusedRows(
        [[n1[0]!, '', '', '', 'B', 'ACD', -1, 4], [n1[1]!, '', '', '', 'B', 'ACD', 10, '-0.5']],
        [
          { row: 2, column: 'G', message: '第3题分数-1不能小于0' },
          { row: 3, column: 'H', message: '第4(1)题分数-0.5不能小于0' },
        ],
      );
    });

    it('refuses a score that is not a multiple of 0.5; halves are fine', async () => {
      await refusedRows(
        [[n1[0]!, '', '', '', 'B', 'ACD', 2.3, 4], [n1[1]!, '', '', '', 'B', 'ACD', 9.5, '0.75']],
        [
          { row: 2, column: 'G', message: '第3题分数2.3须为0.5的整数倍' },
          { row: 3, column: 'H', message: '第4(1)题分数0.75须为0.5的整数倍' },
        ],
      );
    });

    it('refuses a column after the last question, naming it', async () => {
      await refusedRows([[...good(n1[0]!), '']], [{ row: 1, column: 'I', message: '第I列“备注”不是本次考试的题目，请删除该列' }], [...HEADER, '备注']);
      await refusedRows([[...good(n1[0]!), '请假']], [{ row: 2, column: 'I', message: '第I列不是本次考试的题目，请删除该单元格的内容' }]);
    });

    it('takes a score of 0, and an empty cell after the last question in the header or a row as no column', async () => {
      const exam = await ownExam();
      const r = expectOk(await importRows([[n1[0]!, '', '', '', 'B', 'ACD', 0, 0, ''], [...good(n1[1]!), '']], [...HEADER, ''], exam));
      expect(r).toMatchObject({ imported: 2, added: 2, errors: [] });
      const rows = (await examState(ctx.database.db, exam)).rows.filter((x) => x.clazzId === c1);
      expect(rows).toHaveLength(2);
      // The same objective answers; 0 and 0 instead of the full 10 and 4.
      const ids = await studentsOf(ctx.database.db, c1);
      const totalOf = (i: number) => rows.find((x) => x.studentId === ids[i]!.studentId)!.total!;
      expect(totalOf(1) - totalOf(0)).toBe(14);
    });

    it('refuses a score over the question’s full score; the full score itself is fine', async () => {
      await refusedRows(
        [good(n1[0]!), [n1[1]!, '', '', '', 'B', 'ACD', 10.5, 4], [n1[2]!, '', '', '', 'B', 'ACD', 10, 5]],
        [
          { row: 3, column: 'G', message: '第3题分数10.5超过满分10' },
          { row: 4, column: 'H', message: '第4(1)题分数5超过满分4' },
        ],
      );
    });

    it('refuses a file with no students', async () => {
      await refusedRows([], [{ row: 2, column: 'A', message: '文件中没有学生成绩' }]);
      await refusedRows([['', '', '', '', '', '', '', ''], []], [{ row: 2, column: 'A', message: '文件中没有学生成绩' }]);
    });

    it('lists at most 200 errors; the message counts them all', async () => {
      const rows = Array.from({ length: 205 }, (_, i) => [`9${String(i).padStart(5, '0')}`, '', '', '', 'B', 'ACD', 10, 4]);
      const before = await examState(ctx.database.db, examId);
      const res = await importRows(rows);
      expect([res.status, res.body.errCode, res.body.errMsg]).toEqual([400, '40000', '文件中有205处错误，没有导入任何成绩']);
      const data = res.body.data;
      expect(data.imported).toBe(0);
      expect(data.errors).toHaveLength(200);
      expect(data.errors[199]).toEqual({ row: 201, column: 'A', message: '学号900199不是本次考试班级中的学生' });
      expect(await examState(ctx.database.db, examId)).toEqual(before);
    });
  });
});
