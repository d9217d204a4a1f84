/**
 * Helpers of the rule-by-rule API tests (rules-*.test.ts): snapshots of what a refused request
 * must leave untouched, a multipart body with any parts, and a paper set over HTTP.
 */
import { and, asc, count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client.js';
import { exam, examGroup, examGroupClazz, examQuestion, examStudent, finePaper, paperRecord, scoreAudit, student } from '../../src/db/schema.js';
import type { TestContext } from './test-app.js';

/** Everything an import may change on an exam: its score rows, version, paper and audit trail. */
export async function examState(db: Db, examId: number) {
  const rows = await db
    .select({ studentId: examStudent.studentId, clazzId: examStudent.clazzId, absent: examStudent.absent, scores: examStudent.scores, answers: examStudent.answers, total: examStudent.total })
    .from(examStudent)
    .where(eq(examStudent.examId, examId))
    .orderBy(asc(examStudent.studentId));
  const e = (await db.select({ scoreVersion: exam.scoreVersion, fullScore: exam.fullScore }).from(exam).where(eq(exam.id, examId)))[0] ?? null;
  const questions = await db.select({ no: examQuestion.questionNo, full: examQuestion.fullScore }).from(examQuestion).where(eq(examQuestion.examId, examId)).orderBy(asc(examQuestion.idx));
  const audits = await db.select({ action: scoreAudit.action, detail: scoreAudit.detail }).from(scoreAudit).where(eq(scoreAudit.examId, examId)).orderBy(asc(scoreAudit.id));
  return { exam: e, rows, questions, audits };
}

/** Everything an edit of an exam group may change: the group, its exams (with their score counts) and classes. */
export async function groupState(db: Db, examGroupId: number) {
  const g = (await db.select().from(examGroup).where(eq(examGroup.id, examGroupId)))[0] ?? null;
  const exams = await db.select({ id: exam.id, subjectId: exam.subjectId, fullScore: exam.fullScore, scoreVersion: exam.scoreVersion }).from(exam).where(eq(exam.examGroupId, examGroupId)).orderBy(asc(exam.subjectId));
  const withScores = [];
  for (const e of exams) {
    const [n] = await db.select({ n: count() }).from(examStudent).where(eq(examStudent.examId, e.id));
    withScores.push({ ...e, scoreRows: Number(n?.n ?? 0) });
  }
  const clazzIds = (await db.select({ id: examGroupClazz.clazzId }).from(examGroupClazz).where(eq(examGroupClazz.examGroupId, examGroupId))).map((r) => r.id).sort((a, b) => a - b);
  return { group: g, exams: withScores, clazzIds };
}

/** How many exam groups, exams, paper records a school has, and a fine paper's use count. */
export async function schoolCounts(db: Db, schoolId: number, finePaperId?: number) {
  const n = async (q: Promise<{ n: number }[]>) => Number((await q)[0]?.n ?? 0);
  return {
    groups: await n(db.select({ n: count() }).from(examGroup).where(eq(examGroup.schoolId, schoolId))),
    exams: await n(db.select({ n: count() }).from(exam).where(eq(exam.schoolId, schoolId))),
    records: await n(db.select({ n: count() }).from(paperRecord).where(eq(paperRecord.schoolId, schoolId))),
    sentRecords: await n(db.select({ n: count() }).from(paperRecord).where(and(eq(paperRecord.schoolId, schoolId), eq(paperRecord.status, 3)))),
    useCount: finePaperId ? ((await db.select({ u: finePaper.useCount }).from(finePaper).where(eq(finePaper.id, finePaperId)))[0]?.u ?? null) : null,
  };
}

/** Student ids and numbers of a class, in id order. */
export async function studentsOf(db: Db, clazzId: number): Promise<{ studentId: number; num: string }[]> {
  return db.select({ studentId: student.id, num: student.studentNum }).from(student).where(eq(student.clazzId, clazzId)).orderBy(asc(student.id));
}

export type Part = { name: string; filename?: string; content: Buffer | string };

/** A multipart/form-data body of the given parts (files when they have a filename). */
export function multipartBody(parts: Part[]) {
  const boundary = '----rules' + Math.random().toString(16).slice(2);
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename != null ? `; filename="${p.filename}"` : ''}`;
    const type = p.filename != null ? 'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n' : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`), Buffer.isBuffer(p.content) ? p.content : Buffer.from(p.content), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export type QuestionSpec = { questionNo: string; objective: boolean; choiceKind?: 'single' | 'multiple'; options?: string; answerKey?: string; fullScore: number; partialScore?: number; knowledgePointIds?: number[] };

/** Sets an exam's paper over HTTP (must succeed). */
export async function putPaper(ctx: TestContext, token: string, examId: number, questions: QuestionSpec[]): Promise<void> {
  const res = await ctx.call({ method: 'PUT', url: `/academic/exam/${examId}/paper`, token, payload: { questions } });
  expect(res.body.errCode, res.body.errMsg).toBe('00');
}
