/**
 * Essays: the student writes (or rewrites) their essay for a task while it is open and gets the
 * automatic feedback at once; the teacher reads each class's essays (detailswrite), one essay with
 * its feedback (aiwrite), and confirms the suggested score or gives their own with a comment.
 * Once the teacher has scored an essay the student can no longer change it.
 */
import { and, eq, sql } from 'drizzle-orm';
import { type TStudentTask } from '@app/contract';
import { WRITE_STATUS_NAMES, type TEssayFeedback, type TStudentWriteTask, type TWriteResults, type TWriteStudentRow, type TWriteSubmissionDetail, type TWriteSubmissions } from '@app/contract/writing';
import type { Db } from '../../db/client.js';
import { writeSubmission, writeTask } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import type { AuthContext } from '../auth/authenticate.js';
import { rowsOf } from '../marking/present.js';
import type { StudentAuthContext } from '../student-auth/authenticate.js';
import { putState } from '../vocabulary/puts.js';
import { wordBank } from '../vocabulary/words.js';
import { bandOf, essayFeedback, type BankLevels } from './feedback.js';
import { requireOwnTask, taskItem, type WriteTaskRow } from './tasks.js';

const banks = new WeakMap<Db, Promise<BankLevels>>();
/** The word bank as the feedback reads it: lower-case headword → 初中. */
function bankLevels(db: Db): Promise<BankLevels> {
  let b = banks.get(db);
  if (!b) {
    b = wordBank(db).then((bank) => new Map(bank.all.map((w) => [w.word.toLowerCase(), w.junior])));
    banks.set(db, b);
  }
  return b;
}

/** Names the task gives (Li Hua, the addressee): not spelling mistakes. */
function namesIn(prompt: string): string[] {
  return [...prompt.replace(/<[^>]+>/g, ' ').matchAll(/\b[A-Z][a-z]+\b/g)].map((m) => m[0]);
}

type SubmissionRow = typeof writeSubmission.$inferSelect;
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const feedbackOf = (s: SubmissionRow) => (s.feedback as TEssayFeedback | null) ?? null;

// ---------------------------------------------------------------------------------------------
// The teacher's side
// ---------------------------------------------------------------------------------------------

type StudentRow = { id: number; student_num: string; name: string; clazz_id: number; clazz_name: string };

export async function taskSubmissions(db: Db, auth: AuthContext, taskId: number, clazzId: number | undefined): Promise<TWriteSubmissions> {
  await requireOwnTask(db, auth, taskId);
  const task = await taskItem(db, taskId);
  if (clazzId != null && !task.clazzes.some((c) => c.clazzId === clazzId)) throw errors.notFound('该写作任务没有这个班级');
  const students = rowsOf<StudentRow>(
    await db.execute(sql`
      select s.id, s.student_num, s.name, c.id as clazz_id, c.name as clazz_name
      from write_task_clazz tc join clazz c on c.id = tc.clazz_id join grade g on g.id = c.grade_id
      join student s on s.clazz_id = c.id and s.status = 1
      where tc.task_id = ${taskId} ${clazzId != null ? sql`and c.id = ${clazzId}` : sql``}
      order by g.section desc, g.grade_no, c.sort, c.id, s.student_num`),
  );
  const subs = await db.select().from(writeSubmission).where(eq(writeSubmission.taskId, taskId));
  const byStudent = new Map(subs.map((s) => [s.studentId, s]));
  const rows: TWriteStudentRow[] = students.map((st) => {
    const s = byStudent.get(st.id);
    const status = !s ? 1 : s.teacherScore == null ? 2 : 3;
    return {
      studentId: st.id,
      studentNum: st.student_num,
      name: st.name,
      clazzId: st.clazz_id,
      clazzName: st.clazz_name,
      submissionId: s?.id ?? null,
      status,
      statusName: WRITE_STATUS_NAMES[status]!,
      // A photo without typed text has no words to count.
      wordCount: s && (s.text.trim() || !s.photoKey) ? s.wordCount : null,
      hasPhoto: s?.photoKey != null,
      suggestedScore: s?.suggestedScore ?? null,
      teacherScore: s?.teacherScore ?? null,
      spellingCount: s ? (feedbackOf(s)?.spellingCount ?? null) : null,
      submittedAt: s ? s.submittedAt.toISOString() : null,
    };
  });
  return { task, students: rows };
}

export async function requireOwnSubmission(db: Db, auth: AuthContext, submissionId: number): Promise<{ s: SubmissionRow; t: WriteTaskRow }> {
  const s = (await db.select().from(writeSubmission).where(eq(writeSubmission.id, submissionId)).limit(1))[0];
  if (!s) throw errors.notFound('作文不存在');
  const t = (await db.select().from(writeTask).where(eq(writeTask.id, s.taskId)).limit(1))[0]!;
  if (t.schoolId !== auth.schoolId) throw errors.notFound('作文不存在');
  if (t.teacherId !== auth.teacherId) throw errors.forbidden('只能批改自己布置的写作任务');
  return { s, t };
}

export const photoUrl = (submissionId: number) => `/write/submission/${submissionId}/photo`;

export async function submissionDetail(db: Db, auth: AuthContext, submissionId: number): Promise<TWriteSubmissionDetail> {
  const { s, t } = await requireOwnSubmission(db, auth, submissionId);
  const who = rowsOf<{ student_num: string; name: string; clazz_name: string }>(
    await db.execute(sql`select s.student_num, s.name, c.name as clazz_name from student s join clazz c on c.id = ${s.clazzId} where s.id = ${s.studentId}`),
  )[0]!;
  return {
    submissionId: s.id,
    task: await taskItem(db, t.id),
    studentId: s.studentId,
    studentNum: who.student_num,
    studentName: who.name,
    clazzName: who.clazz_name,
    text: s.text,
    photoUrl: s.photoKey ? photoUrl(s.id) : null,
    feedback: feedbackOf(s),
    suggestedScore: s.suggestedScore,
    teacherScore: s.teacherScore,
    teacherComment: s.teacherComment,
    scoredAt: iso(s.scoredAt),
    submittedAt: s.submittedAt.toISOString(),
  };
}

export async function scoreSubmission(db: Db, auth: AuthContext, submissionId: number, body: { score: number; comment: string }): Promise<TWriteSubmissionDetail> {
  const { t } = await requireOwnSubmission(db, auth, submissionId);
  if (body.score > t.fullScore) throw errors.validation(`分数不能超过满分${t.fullScore}分`);
  if (Math.round(body.score * 2) !== body.score * 2) throw errors.validation('分数须为0.5分的整数倍');
  await db.update(writeSubmission).set({ teacherScore: body.score, teacherComment: body.comment, scoredBy: auth.teacherId, scoredAt: new Date() }).where(eq(writeSubmission.id, submissionId));
  return submissionDetail(db, auth, submissionId);
}

export async function taskResults(db: Db, auth: AuthContext, taskId: number): Promise<TWriteResults> {
  const { task, students } = await taskSubmissions(db, auth, taskId, undefined);
  const subs = await db.select().from(writeSubmission).where(eq(writeSubmission.taskId, taskId));
  const byStudent = new Map(subs.map((s) => [s.studentId, s]));
  const avg = (xs: number[]) => (xs.length ? Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 100) / 100 : null);
  const clazzes = task.clazzes.map((c) => {
    const rows = students.filter((s) => s.clazzId === c.clazzId);
    const mine = rows.map((r) => byStudent.get(r.studentId)).filter((s): s is SubmissionRow => s != null);
    const bands = [0, 0, 0, 0, 0];
    for (const s of mine) {
      const final = s.teacherScore ?? s.suggestedScore;
      if (final != null) bands[bandOf(final, task.fullScore) - 1]! += 1;
    }
    return {
      clazzId: c.clazzId,
      clazzName: c.clazzName,
      studentCount: rows.length,
      submittedCount: mine.length,
      scoredCount: mine.filter((s) => s.teacherScore != null).length,
      avgScore: avg(mine.flatMap((s) => (s.teacherScore == null ? [] : [s.teacherScore]))),
      avgSuggested: avg(mine.flatMap((s) => (s.suggestedScore == null ? [] : [s.suggestedScore]))),
      avgWords: avg(mine.filter((s) => s.text.trim()).map((s) => s.wordCount)),
      bands,
    };
  });
  const misspelled = new Map<string, Set<number>>();
  for (const s of subs) {
    for (const i of feedbackOf(s)?.issues ?? []) {
      if (i.kind !== 'spelling') continue;
      const w = i.excerpt.toLowerCase();
      misspelled.set(w, (misspelled.get(w) ?? new Set()).add(s.studentId));
    }
  }
  const commonMisspellings = [...misspelled]
    .map(([word, who]) => ({ word, students: who.size }))
    .sort((a, b) => b.students - a.students || a.word.localeCompare(b.word))
    .slice(0, 15);
  return { task, clazzes, commonMisspellings };
}

// ---------------------------------------------------------------------------------------------
// The student's side
// ---------------------------------------------------------------------------------------------

export async function studentTask(db: Db, auth: StudentAuthContext, taskId: number): Promise<WriteTaskRow> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`select t.id from write_task t where t.id = ${taskId} and t.school_id = ${auth.schoolId}
      and exists (select 1 from write_task_clazz tc where tc.task_id = t.id and tc.clazz_id = ${auth.clazzId})`),
  );
  if (!rows.length) throw errors.notFound('写作任务不存在');
  return (await db.select().from(writeTask).where(eq(writeTask.id, taskId)).limit(1))[0]!;
}

export async function studentWriteTask(db: Db, auth: StudentAuthContext, taskId: number): Promise<TStudentWriteTask> {
  const t = await studentTask(db, auth, taskId);
  const item = await taskItem(db, taskId);
  const s = (await db.select().from(writeSubmission).where(and(eq(writeSubmission.taskId, taskId), eq(writeSubmission.studentId, auth.studentId))).limit(1))[0];
  const state = putState(t);
  const { clazzes: _c, studentCount: _n, submittedCount: _s, scoredCount: _sc, ...task } = item;
  return {
    task,
    open: state === 1 && (s?.teacherScore ?? null) == null,
    sampleEssay: state === 2 ? t.sampleEssay : null,
    submission: s
      ? {
          submissionId: s.id,
          text: s.text,
          photoUrl: s.photoKey ? `/student/write/${taskId}/photo` : null,
          feedback: feedbackOf(s),
          suggestedScore: s.suggestedScore,
          teacherScore: s.teacherScore,
          teacherComment: s.teacherComment,
          scoredAt: iso(s.scoredAt),
          submittedAt: s.submittedAt.toISOString(),
        }
      : null,
  };
}

/** Saves the student's typed essay (a new one, or a rewrite) with its feedback. */
export async function submitEssay(db: Db, auth: StudentAuthContext, taskId: number, text: string): Promise<TStudentWriteTask> {
  const t = await studentTask(db, auth, taskId);
  const state = putState(t);
  if (state === 0) throw errors.conflict('写作任务尚未开始');
  if (state === 2) throw errors.conflict('写作任务已结束，不能再提交');
  const feedback = await essayFeedback(text, { fullScore: t.fullScore, minWords: t.minWords, maxWords: t.maxWords }, await bankLevels(db), ['Li', 'Hua', ...namesIn(t.prompt)]);
  const values = { text, wordCount: feedback.wordCount, feedback, suggestedScore: feedback.suggestedScore, submittedAt: new Date() };
  const saved = await db
    .insert(writeSubmission)
    .values({ taskId, studentId: auth.studentId, clazzId: auth.clazzId, ...values })
    .onConflictDoUpdate({ target: [writeSubmission.taskId, writeSubmission.studentId], set: values, setWhere: sql`${writeSubmission.teacherScore} is null` })
    .returning({ id: writeSubmission.id });
  if (!saved.length) throw errors.conflict('老师已批改这篇作文，不能再修改');
  return studentWriteTask(db, auth, taskId);
}

/** The student's writing tasks on the student page: started and not ended. */
export async function writingTasks(db: Db, auth: StudentAuthContext): Promise<TStudentTask[]> {
  const rows = rowsOf<{ id: number; title: string; end_at: Date | string; submitted: boolean }>(
    await db.execute(sql`
      select t.id, t.title, t.end_at,
        exists (select 1 from write_submission w where w.task_id = t.id and w.student_id = ${auth.studentId}) as submitted
      from write_task t join write_task_clazz tc on tc.task_id = t.id and tc.clazz_id = ${auth.clazzId}
      where t.school_id = ${auth.schoolId} and t.start_at <= now() and t.end_at >= now()
      order by t.end_at, t.id`),
  );
  // Handed in is done for the student (they may still rewrite it until the end).
  return rows.map((r) => ({ kind: 'write', id: r.id, title: `写作：${r.title}`, dueAt: new Date(r.end_at).toISOString(), status: r.submitted ? 'done' : 'todo' }));
}
