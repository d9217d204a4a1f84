/** Helpers to set up exams with scores over HTTP, as a teacher would. */
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import type { TestContext } from './test-app.js';

export async function xlsx(rows: ExcelJS.CellValue[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('成绩');
  rows.forEach((r) => ws.addRow(r));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export function multipart(file: Buffer, filename = 'scores.xlsx') {
  const boundary = '----test' + Math.random().toString(16).slice(2);
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, file, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

type Scores = Record<string, (number | '缺考')[] | '缺考'>;

/** Sets a paper of subjective questions on an exam and imports scores by student number. */
export async function fillExam(ctx: TestContext, token: string, examId: number, questions: { full: number; kps?: number[] }[], scores: Scores): Promise<void> {
  const p = await ctx.call({
    method: 'PUT',
    url: `/academic/exam/${examId}/paper`,
    token,
    payload: { questions: questions.map((q, i) => ({ questionNo: String(i + 1), objective: false, fullScore: q.full, knowledgePointIds: q.kps ?? [] })) },
  });
  expect(p.body.errCode, p.body.errMsg).toBe('00');
  const header = ['学号', '姓名', '班级', '缺考', ...questions.map((q, i) => `${i + 1}（${q.full}分）`)];
  const rows = Object.entries(scores).map(([num, s]) => (s === '缺考' ? [num, '', '', '是', ...questions.map(() => '')] : [num, '', '', '', ...s]));
  const res = await ctx.call<{ errors: unknown[]; pending: unknown }>({ method: 'POST', url: `/academic/exam/${examId}/score-import`, token, ...multipart(await xlsx([header, ...rows])) });
  expect(res.body.errCode, res.body.errMsg).toBe('00');
  expect(res.body.data.errors).toEqual([]);
  // A file that changes stored scores is only written once confirmed (docs/score-import.md).
  expect(res.body.data.pending, 'the import changes stored scores and waits for a confirmation').toBeNull();
}

/** Creates an exam group with the given subjects; returns the group id and exam id per subject. */
export async function createGroup(ctx: TestContext, token: string, opts: { name: string; type: number; date: string; gradeId: number; clazzIds: number[]; subjectIds: number[] }) {
  const g = await ctx.call<{ examGroupId: number; exams: { examId: number; subjectId: number }[] }>({
    method: 'POST',
    url: '/academic/exam-group',
    token,
    payload: { name: opts.name, type: opts.type, examDate: opts.date, gradeId: opts.gradeId, clazzIds: opts.clazzIds, subjects: opts.subjectIds.map((subjectId) => ({ subjectId, fullScore: 100 })) },
  });
  expect(g.body.errCode, g.body.errMsg).toBe('00');
  return { examGroupId: g.body.data.examGroupId, examOf: (subjectId: number) => g.body.data.exams.find((e) => e.subjectId === subjectId)!.examId };
}

/** Creates a one-subject exam with subjective questions and imports scores by student number. */
export async function examWithScores(
  ctx: TestContext,
  token: string,
  opts: { name: string; type: number; date: string; gradeId: number; clazzIds: number[]; subjectId: number; questions: { full: number; kps?: number[] }[]; scores: Scores },
): Promise<number> {
  const g = await createGroup(ctx, token, { ...opts, subjectIds: [opts.subjectId] });
  const examId = g.examOf(opts.subjectId);
  await fillExam(ctx, token, examId, opts.questions, opts.scores);
  return examId;
}
