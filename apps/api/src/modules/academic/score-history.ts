/**
 * Score history (docs/score-import.md, "History and undo"): each import, manual overwrite, 缺考
 * mark, accepted score review and online marking's final write keeps the previous exam_student rows of the students it writes, copied inside the database
 * with one insert … select (no per-row round trips). The newest import not undone yet can be
 * undone: its students get back exactly the rows they had (or no row), and what the undo
 * overwrote is kept too, under an 'undo' entry.
 */
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { TScoreHistory, TScoreUndoResult } from '@app/contract';
import type { Db } from '../../db/client.js';
import { exam, examReport, examReportClazz, examRank, examStudent, scoreAudit, teacher } from '../../db/schema.js';
import { scoreHistory, scoreHistoryRow } from '../../db/schema-score-history.js';
import { errors } from '../../http/errors.js';
import type { AuthContext } from '../auth/authenticate.js';
import { assertCanManage, requireExam } from './access.js';

export type HistoryKind = 'import' | 'edit' | 'miss' | 'review' | 'marking' | 'undo';

/** At most this many entries are listed (newest first). */
const LIST_LIMIT = 100;

/**
 * Opens a history entry and copies the current rows of `studentIds` (those without a row are kept
 * as existed = false). Call inside the change's transaction, before it writes.
 */
export async function keepPreviousRows(
  tx: Db,
  entry: { examId: number; teacherId: number; kind: HistoryKind; fileName?: string | null; added: number; changed: number; scoreVersion: number; undoOf?: number },
  studentIds: readonly number[],
): Promise<number> {
  const [h] = await tx
    .insert(scoreHistory)
    .values({ examId: entry.examId, teacherId: entry.teacherId, kind: entry.kind, fileName: entry.fileName ?? null, students: studentIds.length, added: entry.added, changed: entry.changed, scoreVersion: entry.scoreVersion, undoOf: entry.undoOf ?? null })
    .returning({ id: scoreHistory.id });
  const historyId = h!.id;
  if (studentIds.length) {
    await tx.execute(sql`
      insert into score_history_row (history_id, student_id, existed, clazz_id, absent, scores, answers, total)
      select ${historyId}, u.sid, es.student_id is not null, es.clazz_id, es.absent, es.scores, es.answers, es.total
      from unnest(${sql.param([...studentIds])}::int[]) as u(sid)
      left join exam_student es on es.exam_id = ${entry.examId} and es.student_id = u.sid`);
  }
  return historyId;
}

/** Locks the exam's row for the rest of the transaction and returns its score version. */
export async function lockScoreVersion(tx: Db, examId: number): Promise<number> {
  const rows = await tx.select({ v: exam.scoreVersion }).from(exam).where(eq(exam.id, examId)).for('update');
  if (!rows[0]) throw errors.notFound('考试不存在');
  return rows[0].v;
}

export async function listScoreHistory(db: Db, auth: AuthContext, examId: number): Promise<TScoreHistory> {
  const { exam: e, group } = await requireExam(db, auth, examId);
  assertCanManage(auth, group);
  const undoer = sql<string | null>`(select t.name from teacher t where t.id = ${scoreHistory.undoneBy})`;
  const rows = await db
    .select({ h: scoreHistory, teacherName: teacher.name, undoneByName: undoer })
    .from(scoreHistory)
    .innerJoin(teacher, eq(teacher.id, scoreHistory.teacherId))
    .where(eq(scoreHistory.examId, examId))
    .orderBy(desc(scoreHistory.id))
    .limit(LIST_LIMIT);
  const undoable = await newestUndoable(db, examId);
  return {
    scoreVersion: e.scoreVersion,
    undoableEntryNo: undoable?.id ?? null,
    editedSinceUndoable: undoable ? await editedSince(db, examId, undoable.id) : 0,
    list: rows.map(({ h, teacherName, undoneByName }) => ({
      entryNo: h.id,
      kind: h.kind as HistoryKind,
      teacherName,
      createdAt: h.createdAt.toISOString(),
      fileName: h.fileName,
      students: h.students,
      added: h.added,
      changed: h.changed,
      undone: h.undoneAt != null,
      undoneAt: h.undoneAt?.toISOString() ?? null,
      undoneBy: undoneByName,
    })),
  };
}

/** Students of import `historyId` whose scores a later manual change (edit, miss) wrote. */
async function editedSince(db: Db, examId: number, historyId: number): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(distinct ${scoreHistoryRow.studentId})::int` })
    .from(scoreHistoryRow)
    .innerJoin(scoreHistory, eq(scoreHistory.id, scoreHistoryRow.historyId))
    .where(
      and(
        eq(scoreHistory.examId, examId),
        gt(scoreHistory.id, historyId),
        inArray(scoreHistory.kind, ['edit', 'miss']),
        sql`exists (select 1 from score_history_row mine where mine.history_id = ${historyId} and mine.student_id = ${scoreHistoryRow.studentId})`,
      ),
    );
  return Number(rows[0]?.n ?? 0);
}

async function newestUndoable(db: Db, examId: number) {
  const rows = await db
    .select({ id: scoreHistory.id, fileName: scoreHistory.fileName })
    .from(scoreHistory)
    .where(and(eq(scoreHistory.examId, examId), eq(scoreHistory.kind, 'import'), isNull(scoreHistory.undoneAt)))
    .orderBy(desc(scoreHistory.id))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Undoes the newest import not undone yet, if the exam's scores are still at `scoreVersion` (the
 * version the teacher's list showed): otherwise someone changed them since, and nothing is done.
 * Returns what was restored; the caller rebuilds the report.
 */
export async function undoLastImport(db: Db, auth: AuthContext, examId: number, scoreVersion: number): Promise<TScoreUndoResult> {
  const { group } = await requireExam(db, auth, examId);
  assertCanManage(auth, group);
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const version = await lockScoreVersion(tx, examId);
    if (version !== scoreVersion) throw errors.conflict('导入记录显示之后，本考试的成绩又有变动，请刷新导入记录后再撤销');
    const target = await newestUndoable(tx, examId);
    if (!target) throw errors.conflict('没有可以撤销的导入');
    const prev = await tx.select({ studentId: scoreHistoryRow.studentId, existed: scoreHistoryRow.existed }).from(scoreHistoryRow).where(eq(scoreHistoryRow.historyId, target.id));
    const restored = prev.filter((r) => r.existed).length;
    const removed = prev.length - restored;
    // What the undo overwrites is kept as well, under its own entry.
    await keepPreviousRows(tx, { examId, teacherId: auth.teacherId, kind: 'undo', fileName: target.fileName, added: 0, changed: prev.length, scoreVersion: version + 1, undoOf: target.id }, prev.map((r) => r.studentId));
    await tx.execute(sql`
      delete from exam_student es using score_history_row h
      where h.history_id = ${target.id} and not h.existed and es.exam_id = ${examId} and es.student_id = h.student_id`);
    await tx.execute(sql`
      insert into exam_student (exam_id, student_id, clazz_id, absent, scores, answers, total)
      select ${examId}, h.student_id, h.clazz_id, h.absent, h.scores, h.answers, h.total
      from score_history_row h where h.history_id = ${target.id} and h.existed
      on conflict (exam_id, student_id) do update set
        clazz_id = excluded.clazz_id, absent = excluded.absent, scores = excluded.scores, answers = excluded.answers, total = excluded.total`);
    await tx.update(scoreHistory).set({ undoneAt: sql`now()`, undoneBy: auth.teacherId }).where(eq(scoreHistory.id, target.id));
    await tx.update(exam).set({ scoreVersion: version + 1 }).where(eq(exam.id, examId));
    await tx.insert(scoreAudit).values({ examId, teacherId: auth.teacherId, action: 'undo-import', detail: { entry: target.id, restored, removed } });
    return { restored, removed };
  });
}

/** After an undo left the exam without any score row there is nothing to report: drop the stored report. */
export async function dropReportIfNoScores(db: Db, examId: number): Promise<boolean> {
  const any = await db.select({ one: sql<number>`1` }).from(examStudent).where(eq(examStudent.examId, examId)).limit(1);
  if (any.length) return false;
  await db.transaction(async (tx) => {
    await tx.delete(examRank).where(eq(examRank.examId, examId));
    await tx.delete(examReportClazz).where(eq(examReportClazz.examId, examId));
    await tx.delete(examReport).where(eq(examReport.examId, examId));
  });
  return true;
}
