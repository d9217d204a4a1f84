/**
 * Score import must never destroy data (docs/score-import.md): a template filled in for one class
 * leaves the other classes alone; an import that would change stored scores asks first (per class,
 * how many) and a stale confirmation does not apply; every import, overwrite and 缺考 mark keeps
 * the previous values and the newest import can be undone exactly; a file that is not an .xlsx
 * (an empty one too) is refused at once; a file with errors answers a non-'00' code with its error
 * list; an unknown column or a score finer than halves is refused; the template carries Excel data
 * validation.
 */
import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TImportResult, TScoreHistory } from '@app/contract';
import { examReport, examStudent, scoreHistoryRow } from '../src/db/schema.js';
import { scoreHistory } from '../src/db/schema-score-history.js';
import { xlsx } from './support/academic.js';
import { expectError, expectOk } from './support/expect-envelope.js';
import { buildSchool, buildTeacher, type BuiltSchool } from './support/factories.js';
import { examState, multipartBody, putPaper, studentsOf } from './support/rules.js';
import { createTestApp, type TestContext } from './support/test-app.js';

type Cell = string | number | null;
const HEADER = ['学号', '姓名', '班级', '缺考', '1（单选，ABCD）', '2（多选，ABCD）', '3（10分）'];

describe('score import never destroys data', () => {
  let ctx: TestContext;
  let s: BuiltSchool;
  let leader: string;
  let subjectTeacher: string; // teaches maths in c1: sees the exam, may not import
  let examId: number;
  let c1: number;
  let c2: number;
  let c3: number; // in the grade, not in the exam
  let n1: { studentId: number; num: string }[];
  let n2: { studentId: number; num: string }[];

  const upload = (file: Buffer, opts: { token?: string; confirmToken?: string; filename?: string; exam?: number } = {}) =>
    ctx.call<TImportResult>({
      method: 'POST',
      url: `/academic/exam/${opts.exam ?? examId}/score-import${opts.confirmToken ? `?confirmToken=${opts.confirmToken}` : ''}`,
      token: opts.token ?? leader,
      ...multipartBody([{ name: 'file', filename: opts.filename ?? 'scores.xlsx', content: file }]),
    });
  const rowsFile = (rows: Cell[][], header: Cell[] = HEADER) => xlsx([header, ...rows]);
  const history = async (exam: number, token = leader) => expectOk(await ctx.call<TScoreHistory>({ method: 'GET', url: `/academic/exam/${exam}/score-import/history`, token }));
  const undo = (exam: number, scoreVersion: number, token = leader) => ctx.call<{ restored: number; removed: number }>({ method: 'POST', url: `/academic/exam/${exam}/score-import/undo`, token, payload: { scoreVersion } });
  const template = async (query = '', token = leader, exam = examId) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/academic/exam/${exam}/score-template${query}`, headers: { authorization: `Bearer ${token}` } });
    return res;
  };
  const sheetOf = async (buffer: Buffer) => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(buffer as unknown as ArrayBuffer);
    return wb.worksheets[0]!;
  };

  const PAPER = [
    { questionNo: '1', objective: true, choiceKind: 'single' as const, options: 'ABCD', answerKey: 'B', fullScore: 5 },
    { questionNo: '2', objective: true, choiceKind: 'multiple' as const, options: 'ABCD', answerKey: 'ACD', fullScore: 6, partialScore: 3 },
    { questionNo: '3', objective: false, fullScore: 10 },
  ];
  let examsMade = 0;
  /**
   * A 数学 exam of 高一(1) and (2) with the paper above, for one test (so each test stands alone):
   * with `seeded`, one import has given 高一(1) B / - / 6 (11 points) and 高一(2) B / ACD / 8 (19).
   */
  const ownExam = async (seeded = true) => {
    const g = expectOk(
      await ctx.call<{ exams: { examId: number }[] }>({
        method: 'POST',
        url: '/academic/exam-group',
        token: leader,
        payload: { name: `导入安全周测${++examsMade}`, type: 3, examDate: '2026-10-16', gradeId: s.gradeIds[1], clazzIds: [c1, c2], subjects: [{ subjectId: 3, fullScore: 100 }] },
      }),
    );
    const id = g.exams[0]!.examId;
    await putPaper(ctx, leader, id, PAPER);
    if (seeded) {
      const seed = await rowsFile([...n1.map((x) => [x.num, '', '', '', 'B', '', 6]), ...n2.map((x) => [x.num, '', '', '', 'B', 'ACD', 8])]);
      expect(expectOk(await upload(seed, { exam: id, filename: '初次.xlsx' }))).toMatchObject({ added: n1.length + n2.length, pending: null });
    }
    return id;
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    s = await buildSchool(db);
    [c1, c2, c3] = [s.clazzIds[1]![0]!, s.clazzIds[1]![1]!, s.clazzIds[1]![2]!];
    leader = await ctx.login(await buildTeacher(db, s, { posts: [{ post: 2, grade: 1 }], subjects: [3] }));
    subjectTeacher = await ctx.login(await buildTeacher(db, s, { subjects: [3], teaches: [{ clazzId: c1, subjectId: 3 }] }));
    n1 = await studentsOf(db, c1);
    n2 = await studentsOf(db, c2);
    const g = expectOk(
      await ctx.call<{ exams: { examId: number; subjectId: number }[] }>({
        method: 'POST',
        url: '/academic/exam-group',
        token: leader,
        payload: { name: '导入安全月考', type: 3, examDate: '2026-10-16', gradeId: s.gradeIds[1], clazzIds: [c1, c2], subjects: [{ subjectId: 3, fullScore: 100 }] },
      }),
    );
    // Read by the template tests and the refused files (which write nothing); the tests that write
    // scores use an exam of their own (ownExam).
    examId = g.exams[0]!.examId;
    await putPaper(ctx, leader, examId, PAPER);
  });
  afterAll(() => ctx.close());

  describe('the template and a file filled in for one class', () => {
    it('a whole-exam template filled in for one class leaves the other class’s stored scores alone', async () => {
      const db = ctx.database.db;
      const exam = await ownExam(false);
      // 高一(2) has scores already.
      expectOk(await upload(await rowsFile(n2.map((x) => [x.num, '', '', '', 'B', 'ACD', 8])), { exam }));
      const before = await examState(db, exam);
      // The template lists both classes; the teacher fills in 高一(1) only and uploads it.
      const ws = await sheetOf((await template('', leader, exam)).rawPayload);
      expect(ws.rowCount).toBe(1 + n1.length + n2.length);
      for (let r = 2; r <= ws.rowCount; r++) {
        if (ws.getRow(r).getCell(3).value !== '高一(1)班') continue;
        ws.getRow(r).getCell(5).value = 'B';
        ws.getRow(r).getCell(7).value = 6;
      }
      const filled = Buffer.from(await ws.workbook.xlsx.writeBuffer());
      const res = expectOk(await upload(filled, { exam }));
      expect(res).toMatchObject({ imported: 3, added: 3, changed: 0, skipped: 3, pending: null });
      const after = await examState(db, exam);
      const ofC2 = (st: typeof after) => st.rows.filter((r) => r.clazzId === c2);
      expect(ofC2(after)).toEqual(ofC2(before));
      expect(after.rows.filter((r) => r.clazzId === c1).map((r) => r.total)).toEqual([11, 11, 11]);
    });

    it('offers a template of one class of the exam; refuses a class outside the exam and a teacher who may not import', async () => {
      const res = await template(`?clazzId=${c2}`);
      expect(res.statusCode).toBe(200);
      expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain('高一(2)班');
      const ws = await sheetOf(res.rawPayload);
      const nums: string[] = [];
      for (let r = 2; r <= ws.rowCount; r++) nums.push(String(ws.getRow(r).getCell(1).value));
      expect(nums.sort()).toEqual(n2.map((x) => x.num).sort());
      const outside = await template(`?clazzId=${c3}`);
      expect([outside.statusCode, outside.json().errCode, outside.json().errMsg]).toEqual([404, '40400', '该班级没有参加这次考试']);
      const otherSchool = await buildSchool(ctx.database.db);
      const foreign = await template(`?clazzId=${otherSchool.clazzIds[1]![0]}`);
      expect(foreign.statusCode).toBe(404);
      const refused = await template(`?clazzId=${c1}`, subjectTeacher);
      expect([refused.statusCode, refused.json().errCode]).toEqual([403, '40300']);
    });

    it('names the template after the exam and subject, freezes a bold header over the names, keeps 学号 as text and explains the rules on a second sheet', async () => {
      const res = await template();
      expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain('导入安全月考-数学-成绩导入模板.xlsx');
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const [ws, help] = wb.worksheets;
      expect(ws!.name).toBe('成绩');
      expect(ws!.getRow(1).values).toEqual([undefined, '学号', '姓名', '班级', '缺考', '1（单选，ABCD）', '2（多选，ABCD）', '3（10分）']);
      expect(ws!.getRow(1).font).toMatchObject({ bold: true });
      expect(ws!.views[0]).toMatchObject({ state: 'frozen', xSplit: 3, ySplit: 1 });
      expect(ws!.getColumn(1).numFmt).toBe('@');
      expect([1, 2, 3, 4, 5].map((c) => ws!.getColumn(c).width)).toEqual([14, 10, 12, 6, 12]);
      expect(ws!.getRow(2).values).toEqual([undefined, n1[0]!.num, expect.any(String), '高一(1)班', '']);
      expect(help!.name).toBe('填写说明');
      const lines: string[] = [];
      help!.eachRow((r) => lines.push(String(r.getCell(1).value)));
      expect(lines).toEqual([
        '填写说明',
        '1. 每行一名学生，学号必须是本次考试班级中的学生，不能重复。',
        '2. 缺考的学生在“缺考”列填“是”，其余题目留空。',
        '3. 客观题填写学生所选选项字母（如 A 或 ACD），系统按答案自动判分；未作答留空。',
        '4. 主观题填写得分，不能小于0或超过该题满分，须为0.5的整数倍（如 7 或 7.5）。',
        '5. 缺考列和所有题目都留空的行不导入，该学生已有的成绩保持不变；文件中没有的学生也不变。',
        '6. 不要在最后一题之后添加列（如备注），否则文件会被拒绝。',
        '7. 如果导入会改动已经保存的成绩，系统会先列出各班要改动的人数，确认后才导入；导入后可在“导入记录”中撤销最近一次导入。',
        '试卷满分：21分，共3题。' // the paper's questions: 5 + 6 + 10,
      ]);
    });

    it('puts Excel data validation on the template’s 缺考 and question columns', async () => {
      const ws = await sheetOf((await template()).rawPayload);
      const last = ws.rowCount;
      const dv = (addr: string) => (ws as unknown as { dataValidations: { find(a: string): ExcelJS.DataValidation | undefined } }).dataValidations.find(addr);
      for (const row of [2, last]) {
        expect(dv(`D${row}`)).toMatchObject({ type: 'list', formulae: ['"是,否"'], showErrorMessage: true, errorTitle: '缺考填写有误' });
        expect(dv(`E${row}`)).toMatchObject({ type: 'list', formulae: ['"A,B,C,D"'], showErrorMessage: true, error: '第1题是单选题，只能填A、B、C、D中的一个字母' });
        expect(dv(`F${row}`)).toMatchObject({ type: 'textLength', operator: 'between', formulae: [1, 4], showErrorMessage: true });
        expect(dv(`G${row}`)).toMatchObject({ type: 'decimal', operator: 'between', formulae: [0, 10], showErrorMessage: true, errorTitle: '分数超出范围' });
      }
      expect(dv('A2')).toBeUndefined();
      expect(dv('C2')).toBeUndefined();
      expect(dv('H2')).toBeUndefined();
    });
  });

  describe('an import that changes stored scores asks first', () => {
    it('answers the change summary per class and writes nothing; the confirmation applies exactly that file', async () => {
      const db = ctx.database.db;
      const exam = await ownExam();
      const before = await examState(db, exam);
      // 高一(1): one student changed, one the same; 高一(2): two changed (one now absent).
      const file = await rowsFile([
        [n1[0]!.num, '', '', '', 'B', '', 9],
        [n1[1]!.num, '', '', '', 'B', '', 6],
        [n2[0]!.num, '', '', '', 'A', 'AC', 8],
        [n2[1]!.num, '', '', '是', '', '', ''],
      ]);
      const asked = expectOk(await upload(file, { exam }));
      expect(asked).toMatchObject({ imported: 4, added: 0, changed: 3, unchanged: 1 });
      expect(asked.pending).toMatchObject({
        changed: 3,
        added: 0,
        classes: [
          { clazzId: c1, clazzName: '高一(1)班', changed: 1 },
          { clazzId: c2, clazzName: '高一(2)班', changed: 2 },
        ],
      });
      expect(await examState(db, exam)).toEqual(before);
      // Confirmed: written, one version up.
      const done = expectOk(await upload(file, { exam, confirmToken: asked.pending!.confirmToken }));
      expect(done).toMatchObject({ imported: 4, changed: 3, pending: null });
      const after = await examState(db, exam);
      expect(after.exam!.scoreVersion).toBe(before.exam!.scoreVersion + 1);
      expect(after.rows.find((r) => r.studentId === n2[1]!.studentId)).toMatchObject({ absent: true, total: null });
      expect(after.rows.find((r) => r.studentId === n1[0]!.studentId)).toMatchObject({ total: 14 });
    });

    it('does not apply a confirmation once someone else changed the scores, nor for another file', async () => {
      const db = ctx.database.db;
      const exam = await ownExam();
      const file = await rowsFile([[n1[2]!.num, '', '', '', 'C', '', 1]]);
      const asked = expectOk(await upload(file, { exam }));
      expect(asked.pending).toMatchObject({ changed: 1, classes: [{ clazzId: c1, changed: 1 }] });
      // Someone overwrites a score meanwhile.
      expectOk(await ctx.call({ method: 'PUT', url: `/academic/exam/${exam}/score`, token: leader, payload: { studentId: n1[0]!.studentId, scores: [5, 0, 10], answers: ['B', null, null], reason: '复核' } }));
      const before = await examState(db, exam);
      const stale = await upload(file, { exam, confirmToken: asked.pending!.confirmToken });
      expect([stale.status, stale.body.errCode, stale.body.errMsg]).toEqual([409, '40900', '确认之后本考试的成绩又有变动（或文件不同），请重新确认']);
      expect(stale.body.data.pending).toMatchObject({ changed: 1 });
      expect(stale.body.data.pending!.confirmToken).not.toBe(asked.pending!.confirmToken);
      expect(await examState(db, exam)).toEqual(before);
      // A token for another file is no confirmation of this one.
      const other = await rowsFile([[n1[2]!.num, '', '', '', 'D', '', 2]]);
      const wrongFile = await upload(other, { exam, confirmToken: stale.body.data.pending!.confirmToken });
      expect(wrongFile.status).toBe(409);
      expect(await examState(db, exam)).toEqual(before);
    });

    it('writes at once when the file only adds students without scores', async () => {
      const db = ctx.database.db;
      const exam = await ownExam();
      await db.delete(examStudent).where(and(eq(examStudent.examId, exam), eq(examStudent.studentId, n1[2]!.studentId)));
      const res = expectOk(await upload(await rowsFile([[n1[2]!.num, '', '', '', 'C', '', 1]]), { exam }));
      expect(res).toMatchObject({ imported: 1, added: 1, changed: 0, pending: null });
    });
  });

  describe('history and undo', () => {
    it('lists imports and manual edits with who, when, file and counts; only a teacher who may import sees them', async () => {
      const exam = await ownExam();
      // A manual overwrite, then an import that adds a student whose row was removed.
      expectOk(await ctx.call({ method: 'PUT', url: `/academic/exam/${exam}/score`, token: leader, payload: { studentId: n1[0]!.studentId, scores: [5, 0, 10], answers: ['B', null, null], reason: '复核' } }));
      await ctx.database.db.delete(examStudent).where(and(eq(examStudent.examId, exam), eq(examStudent.studentId, n1[2]!.studentId)));
      expectOk(await upload(await rowsFile([[n1[2]!.num, '', '', '', 'C', '', 1]]), { exam }));
      const h = await history(exam);
      expect(h.list.map((x) => [x.kind, x.fileName, x.students, x.added, x.changed, x.undone])).toEqual([
        ['import', 'scores.xlsx', 1, 1, 0, false],
        ['edit', null, 1, 0, 1, false],
        ['import', '初次.xlsx', n1.length + n2.length, n1.length + n2.length, 0, false],
      ]);
      expect(h.list[0]!.teacherName).toMatch(/^教师/);
      expect(h.undoableEntryNo).toBe(h.list[0]!.entryNo);
      expectError(await ctx.call({ method: 'GET', url: `/academic/exam/${exam}/score-import/history`, token: subjectTeacher }), 403, '40300', '只有考试创建人、年级组长或校长可以管理该考试');
    });

    it('keeps the previous row of a manual overwrite and of a 缺考 mark; the list says when they touched the import 撤销 would undo', async () => {
      const db = ctx.database.db;
      const exam = await ownExam();
      const id = n1[2]!.studentId;
      // n1[2] is added by the newest import.
      await db.delete(examStudent).where(and(eq(examStudent.examId, exam), eq(examStudent.studentId, id)));
      expectOk(await upload(await rowsFile([[n1[2]!.num, '', '', '', 'C', '', 1]]), { exam }));
      expect((await history(exam)).editedSinceUndoable).toBe(0);
      const before = (await examState(db, exam)).rows.find((r) => r.studentId === id)!;
      expectOk(await ctx.call({ method: 'PUT', url: `/academic/exam/${exam}/miss`, token: leader, payload: { studentId: id, missExam: true } }));
      expectOk(await ctx.call({ method: 'PUT', url: `/academic/exam/${exam}/score`, token: leader, payload: { studentId: id, scores: [0, 0, 6], answers: ['B', null, null], reason: '复核' } }));
      const h = await history(exam);
      const [edit, miss] = h.list;
      expect([edit!.kind, miss!.kind]).toEqual(['edit', 'miss']);
      expect(h.editedSinceUndoable).toBe(1);
      const kept = async (entryNo: number) => (await db.select().from(scoreHistoryRow).where(eq(scoreHistoryRow.historyId, entryNo)))[0];
      expect(await kept(miss!.entryNo)).toMatchObject({ studentId: id, existed: true, absent: before.absent, scores: before.scores, answers: before.answers, total: before.total });
      expect(await kept(edit!.entryNo)).toMatchObject({ studentId: id, existed: true, absent: true });
    });

    it('counts, for 撤销’s warning, the students of the import it would undo whom an overwrite or a 缺考 mark changed since, and only those', async () => {
      const exam = await ownExam();
      const edit = async (studentId: number) => expectOk(await ctx.call({ method: 'PUT', url: `/academic/exam/${exam}/score`, token: leader, payload: { studentId, scores: [5, 0, 1], answers: ['B', null, null], reason: '复核' } }));
      const miss = async (studentId: number) => expectOk(await ctx.call({ method: 'PUT', url: `/academic/exam/${exam}/miss`, token: leader, payload: { studentId, missExam: true } }));
      expect((await history(exam)).editedSinceUndoable).toBe(0);
      await edit(n1[0]!.studentId);
      expect((await history(exam)).editedSinceUndoable).toBe(1);
      await miss(n2[0]!.studentId);
      expect((await history(exam)).editedSinceUndoable).toBe(2);
      await edit(n2[0]!.studentId); // the same student again
      expect((await history(exam)).editedSinceUndoable).toBe(2);
      // A newer import of n1[2] alone: changes made before it, or to students not in it, do not count.
      const file = await rowsFile([[n1[2]!.num, '', '', '', 'C', '', 1]]);
      const asked = expectOk(await upload(file, { exam }));
      expectOk(await upload(file, { exam, confirmToken: asked.pending!.confirmToken }));
      expect((await history(exam)).editedSinceUndoable).toBe(0);
      await edit(n1[0]!.studentId);
      expect((await history(exam)).editedSinceUndoable).toBe(0);
      await miss(n1[2]!.studentId);
      expect((await history(exam)).editedSinceUndoable).toBe(1);
    });

    it('undoes the newest import exactly: changed students get their rows back (absent and answers too), added ones lose theirs; the report follows', async () => {
      const db = ctx.database.db;
      const exam = await ownExam();
      const snapshot = await examState(db, exam);
      // An import that adds nobody new, changes three students (one absent → present, one answer changed).
      const file = await rowsFile([
        [n2[1]!.num, '', '', '', 'D', 'AD', 3.5],
        [n2[0]!.num, '', '', '', 'C', 'ACD', 8],
        [n1[1]!.num, '', '', '是', '', '', ''],
      ]);
      const asked = expectOk(await upload(file, { exam, filename: '第二次.xlsx' }));
      expectOk(await upload(file, { exam, confirmToken: asked.pending!.confirmToken, filename: '第二次.xlsx' }));
      // and one that adds a student who had no row.
      await db.delete(examStudent).where(and(eq(examStudent.examId, exam), eq(examStudent.studentId, n2[2]!.studentId)));
      const beforeAdd = await examState(db, exam);
      expectOk(await upload(await rowsFile([[n2[2]!.num, '', '', '', 'B', 'ACD', 10]]), { exam, filename: '补录.xlsx' }));

      // Undo the newest (补录): the added student has no row again.
      let h = await history(exam);
      expect(h.list[0]).toMatchObject({ kind: 'import', fileName: '补录.xlsx', undone: false });
      expectError(await undo(exam, h.scoreVersion, subjectTeacher), 403, '40300');
      expect(expectOk(await undo(exam, h.scoreVersion))).toEqual({ restored: 0, removed: 1 });
      let now = await examState(db, exam);
      expect(now.rows).toEqual(beforeAdd.rows);
      expect(now.exam!.scoreVersion).toBe(beforeAdd.exam!.scoreVersion + 2);
      const report = (await db.select({ v: examReport.scoreVersion }).from(examReport).where(eq(examReport.examId, exam)))[0];
      expect(report?.v).toBe(now.exam!.scoreVersion);

      // Then the one before (第二次): back to the snapshot, absent flag and answers included.
      h = await history(exam);
      expect(h.list[0]).toMatchObject({ kind: 'undo', fileName: '补录.xlsx', students: 1, added: 0, changed: 1, undone: false, undoneAt: null, undoneBy: null });
      const undoneImport = h.list.find((x) => x.fileName === '补录.xlsx' && x.kind === 'import')!;
      expect(undoneImport).toMatchObject({ undone: true, undoneBy: h.list[0]!.teacherName });
      expect(Date.parse(undoneImport.undoneAt!)).toBeGreaterThanOrEqual(Date.parse(undoneImport.createdAt));
      expect(now.audits.at(-1)).toEqual({ action: 'undo-import', detail: { entry: undoneImport.entryNo, restored: 0, removed: 1 } });
      // The undo entry records which import it undid and the score version it produced.
      expect(await db.select({ undoOf: scoreHistory.undoOf, scoreVersion: scoreHistory.scoreVersion }).from(scoreHistory).where(eq(scoreHistory.id, h.list[0]!.entryNo))).toEqual([{ undoOf: undoneImport.entryNo, scoreVersion: now.exam!.scoreVersion }]);
      expect(h.undoableEntryNo).toBe(h.list.find((x) => x.fileName === '第二次.xlsx' && x.kind === 'import')!.entryNo);
      expect(expectOk(await undo(exam, h.scoreVersion))).toEqual({ restored: 3, removed: 0 });
      now = await examState(db, exam);
      // n2[2] had a row in the snapshot that was deleted by hand above (outside any import).
      expect(now.rows).toEqual(snapshot.rows.filter((r) => r.studentId !== n2[2]!.studentId));
    });

    it('refuses an undo against a stale score version and writes nothing', async () => {
      const db = ctx.database.db;
      const exam = await ownExam();
      expectOk(await ctx.call({ method: 'PUT', url: `/academic/exam/${exam}/miss`, token: leader, payload: { studentId: n2[2]!.studentId, missExam: true } }));
      const h = await history(exam);
      const before = await examState(db, exam);
      expectError(await undo(exam, h.scoreVersion - 1), 409, '40900', '导入记录显示之后，本考试的成绩又有变动，请刷新导入记录后再撤销');
      expect(await examState(db, exam)).toEqual(before);
    });

    it('undoes an import of an exam that had no scores before, leaving it without scores', async () => {
      const db = ctx.database.db;
      const g = expectOk(
        await ctx.call<{ exams: { examId: number }[] }>({
          method: 'POST',
          url: '/academic/exam-group',
          token: leader,
          payload: { name: '撤销到空', type: 3, examDate: '2026-10-17', gradeId: s.gradeIds[1], clazzIds: [c1], subjects: [{ subjectId: 3, fullScore: 10 }] },
        }),
      );
      const id = g.exams[0]!.examId;
      await putPaper(ctx, leader, id, [{ questionNo: '1', objective: false, fullScore: 10 }]);
      const file = await xlsx([['学号', '姓名', '班级', '缺考', '1（10分）'], ...n1.map((x) => [x.num, '', '', '', 5])]);
      const send = async () => expectOk(await ctx.call<TImportResult>({ method: 'POST', url: `/academic/exam/${id}/score-import`, token: leader, ...multipartBody([{ name: 'file', filename: 'a.xlsx', content: file }]) }));
      expect(await send()).toMatchObject({ imported: 3, added: 3 });
      // A paper without objective questions stores no answers; the same file again changes nothing.
      expect((await examState(db, id)).rows.map((r) => [r.answers, r.total])).toEqual([[null, 5], [null, 5], [null, 5]]);
      expect(await send()).toMatchObject({ imported: 3, added: 0, changed: 0, unchanged: 3, pending: null });
      const reportOf = async () => db.select({ v: examReport.scoreVersion }).from(examReport).where(eq(examReport.examId, id));
      expect(await reportOf()).toHaveLength(1);
      const h = expectOk(await ctx.call<TScoreHistory>({ method: 'GET', url: `/academic/exam/${id}/score-import/history`, token: leader }));
      expect(expectOk(await ctx.call({ method: 'POST', url: `/academic/exam/${id}/score-import/undo`, token: leader, payload: { scoreVersion: h.scoreVersion } }))).toEqual({ restored: 0, removed: 3 });
      expect((await examState(db, id)).rows).toEqual([]);
      expect(await reportOf()).toEqual([]);
      expectError(await ctx.call({ method: 'POST', url: `/academic/exam/${id}/score-import/undo`, token: leader, payload: { scoreVersion: h.scoreVersion + 1 } }), 409, '40900', '没有可以撤销的导入');
    });
  });

  describe('files refused at once', () => {
    it('refuses an empty file (0 bytes) at once instead of hanging', async () => {
      const before = await examState(ctx.database.db, examId);
      expectError(await upload(Buffer.alloc(0)), 400, '40000', '文件是空的（0字节），请选择填好成绩的Excel文件');
      expect(await examState(ctx.database.db, examId)).toEqual(before);
    }, 10_000);

    it('answers a file with errors with a non-00 code, the count in the message and the error list in data', async () => {
      const res = await upload(await rowsFile([[n1[0]!.num, '', '', '', 'E', '', 11]]));
      expect([res.status, res.body.errCode, res.body.errMsg]).toEqual([400, '40000', '文件中有2处错误，没有导入任何成绩']);
      expect(res.body.data.errors).toEqual([
        { row: 2, column: 'E', message: '第1题选项“E”不在ABCD范围内' },
        { row: 2, column: 'G', message: '第3题分数11超过满分10' },
      ]);
    });

    it('refuses an unknown column after the last question, naming it', async () => {
      const res = await upload(await rowsFile([[n1[0]!.num, '', '', '', 'B', '', 5, '请假补考']], [...HEADER, '备注']));
      expect(res.body.errCode).toBe('40000');
      expect(res.body.data.errors).toEqual([{ row: 1, column: 'H', message: '第H列“备注”不是本次考试的题目，请删除该列' }]);
      const noHeader = await upload(await rowsFile([[n1[0]!.num, '', '', '', 'B', '', 5, '请假补考']]));
      expect(noHeader.body.data.errors).toEqual([{ row: 2, column: 'H', message: '第H列不是本次考试的题目，请删除该单元格的内容' }]);
    });

    it('refuses a subjective score that is not a multiple of 0.5', async () => {
      const res = await upload(await rowsFile([[n1[0]!.num, '', '', '', 'B', '', 2.3], [n1[1]!.num, '', '', '', 'B', '', '7.25']]));
      expect(res.body.data.errors).toEqual([
        { row: 2, column: 'G', message: '第3题分数2.3须为0.5的整数倍' },
        { row: 3, column: 'G', message: '第3题分数7.25须为0.5的整数倍' },
      ]);
      expectError(
        await ctx.call({ method: 'PUT', url: `/academic/exam/${examId}/score`, token: leader, payload: { studentId: n1[0]!.studentId, scores: [0, 0, 2.3], reason: '复核' } }),
        400,
        '40000',
        '第3题分数2.3须为0.5的整数倍',
      );
    });
  });
});
