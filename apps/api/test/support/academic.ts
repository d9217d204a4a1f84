/** Helpers to set up exams with scores over HTTP, as a teacher would. */
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import type { TestContext } from './test-app.js';

export async function xlsx(rows: (string | number | null)[][]): Promise<Buffer> {
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

/** Creates a one-subject exam with subjective questions and imports scores by student number. */
export async function examWithScores(
  ctx: TestContext,
  token: string,
  opts: { name: string; type: number; date: string; gradeId: number; clazzIds: number[]; subjectId: number; questions: { full: number; kps?: number[] }[]; scores: Record<string, (number | '缺考')[] | '缺考'> },
): Promise<number> {
  const g = await ctx.call<{ exams: { examId: number }[] }>({
    method: 'POST',
    url: '/academic/exam-group',
    token,
    payload: { name: opts.name, type: opts.type, examDate: opts.date, gradeId: opts.gradeId, clazzIds: opts.clazzIds, subjects: [{ subjectId: opts.subjectId, fullScore: 100 }] },
  });
  expect(g.body.errCode, g.body.errMsg).toBe('00');
  const examId = g.body.data.exams[0]!.examId;
  const p = await ctx.call({
    method: 'PUT',
    url: `/academic/exam/${examId}/paper`,
    token,
    payload: { questions: opts.questions.map((q, i) => ({ questionNo: String(i + 1), objective: false, fullScore: q.full, knowledgePointIds: q.kps ?? [] })) },
  });
  expect(p.body.errCode, p.body.errMsg).toBe('00');
  const header = ['学号', '姓名', '班级', '缺考', ...opts.questions.map((q, i) => `${i + 1}（${q.full}分）`)];
  const rows = Object.entries(opts.scores).map(([num, s]) => (s === '缺考' ? [num, '', '', '是', ...opts.questions.map(() => '')] : [num, '', '', '', ...s]));
  const res = await ctx.call<{ errors: unknown[] }>({ method: 'POST', url: `/academic/exam/${examId}/score-import`, token, ...multipart(await xlsx([header, ...rows])) });
  expect(res.body.errCode, res.body.errMsg).toBe('00');
  expect(res.body.data.errors).toEqual([]);
  return examId;
}
