/**
 * Builds an exam's report with the statistics engine and stores it: the grade-level part in
 * exam_report, one row per class in exam_report_clazz, and each student's ranks and tier in
 * exam_rank. A report is rebuilt when the scores (exam.scoreVersion) or the school's report
 * settings change; pages read the stored report.
 */
import { constants as zlibConstants, deflateRaw, inflateRawSync } from 'node:zlib';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TReportSettings } from '@app/contract';
import type { Db } from '../../db/client.js';
import { exam, examQuestion, examRank, examReport, examReportClazz } from '../../db/schema.js';
import { rowsOf } from '../../db/rows.js';
import { errors } from '../../http/errors.js';
import { IN_MARKING_MSG, inMarkingSql } from './in-marking.js';
import { loadReportSettings } from './settings.js';
import { computeExamReport, type TExamReport, type TStatsSettings } from './stats/index.js';
import { deepFreeze, StampedCache } from './report-cache.js';
import { readScoreCells } from './score-cells.js';

/** Namespace of the advisory locks that serialise report writes (first key of the two-key form). */
const REPORT_LOCK_NAMESPACE = 7301;

export function statsSettings(s: TReportSettings): TStatsSettings {
  return { passRate: s.passRate, goodRate: s.goodRate, excellentRate: s.excellentRate, lowRate: s.lowRate, bandWidth: s.bandWidth, tierCutoffs: s.tierCutoffs };
}

export type GradeReportDoc = Omit<TExamReport, 'students' | 'questions' | 'knowledgePoints'> & {
  questions: { questionId: number; fullScore: number; objective: boolean; grade: TExamReport['questions'][number]['grade'] }[];
  knowledgePoints: { kpId: number; questionIds: number[]; fullScore: number; gradeMastery: number | null }[];
};

export type ClazzReportDoc = {
  stats: TExamReport['classes'][number];
  questions: { questionId: number; stats: TExamReport['questions'][number]['grade'] | null }[];
  knowledgePoints: { kpId: number; mastery: number | null }[];
  students: TExamReport['students'];
};

/**
 * A class's students as stored: one array per field, in the same order (the field names once, not
 * 50 times; the class id and the per-question detail, which the stored report leaves out, not at
 * all). About a third of the objects' JSON, which the build serialises and deflates 1,000 times.
 */
type StoredRoster = {
  id: number[];
  absent: (0 | 1)[];
  total: (number | null)[];
  classRank: (number | null)[];
  gradeRank: (number | null)[];
  z: (number | null)[];
  t: (number | null)[];
  tier: TExamReport['students'][number]['tier'][];
};
/**
 * A question's statistics as stored: the values in ITEM_FIELDS' order (the names once in the code,
 * not 30 times in each of 1,000 documents).
 */
const ITEM_FIELDS = ['participants', 'average', 'scoringRate', 'stdDev', 'discrimination', 'itemRestCorrelation', 'fullMarkCount', 'zeroCount', 'optionDistribution'] as const;
type QuestionStats = TExamReport['questions'][number]['grade'];
// Every field of the engine's question statistics is stored: a new field fails the type check here.
const everyItemField: Exclude<keyof QuestionStats, (typeof ITEM_FIELDS)[number]> extends never ? true : false = true;
void everyItemField;
type StoredItem = QuestionStats[(typeof ITEM_FIELDS)[number]][];
type StoredClazzDoc = Omit<ClazzReportDoc, 'students' | 'questions'> & { roster: StoredRoster; questionIds: number[]; items: (StoredItem | null)[] };

const storedItem = (stats: QuestionStats | null): StoredItem | null => (stats ? ITEM_FIELDS.map((f) => stats[f]) : null);
const itemOf = (stored: StoredItem | null): QuestionStats | null => (stored ? (Object.fromEntries(ITEM_FIELDS.map((f, i) => [f, stored[i]])) as QuestionStats) : null);

/** A class document as it is stored (clazzDocOf reads it back). */
export function storedClazzDoc(doc: ClazzReportDoc): StoredClazzDoc {
  const { students, questions, ...rest } = doc;
  return { ...rest, questionIds: questions.map((q) => q.questionId), items: questions.map((q) => storedItem(q.stats)), roster: storedRoster(students) };
}

function storedRoster(students: TExamReport['students']): StoredRoster {
  return {
    id: students.map((s) => s.studentId),
    absent: students.map((s) => (s.absent ? 1 : 0)),
    total: students.map((s) => s.total),
    classRank: students.map((s) => s.classRank),
    gradeRank: students.map((s) => s.gradeRank),
    z: students.map((s) => s.z),
    t: students.map((s) => s.t),
    tier: students.map((s) => s.tier),
  };
}

/** The class document as the pages use it. Documents stored before the roster (a students list) are read as they are. */
export function clazzDocOf(stored: StoredClazzDoc | ClazzReportDoc): ClazzReportDoc {
  if (!('roster' in stored)) return stored;
  const { roster: r, questionIds, items, ...rest } = stored;
  const clazzId = stored.stats.clazzId;
  return {
    ...rest,
    questions: questionIds.map((questionId, j) => ({ questionId, stats: itemOf(items[j] ?? null) })),
    students: r.id.map((studentId, i) => ({
      studentId,
      clazzId,
      absent: r.absent[i] === 1,
      total: r.total[i] ?? null,
      classRank: r.classRank[i] ?? null,
      gradeRank: r.gradeRank[i] ?? null,
      z: r.z[i] ?? null,
      t: r.t[i] ?? null,
      tier: r.tier[i] ?? null,
      scores: null,
      knowledgeMastery: null,
    })),
  };
}

/** One exam_student row as the build reads it: scores and answers as comma-joined text. */
type ScoreTextRow = { studentId: number; clazzId: number; absent: boolean; scores: string; answers: string | null };

export async function computeStoredReport(db: Db, examId: number, settings: TReportSettings, phase?: (name: string) => void): Promise<TExamReport> {
  const questions = await db.select().from(examQuestion).where(eq(examQuestion.examId, examId)).orderBy(asc(examQuestion.idx));
  // A raw statement: the query builder's mapping of 50,000 rows cost more than the database's work.
  const rows = rowsOf<ScoreTextRow>(
    await db.execute(sql`
      select student_id as "studentId", clazz_id as "clazzId", absent,
             array_to_string(scores, ',') as scores, array_to_string(answers, ',', '') as answers
      from exam_student where exam_id = ${examId}
      -- The engine's row order (stats/canonical.ts) straight from the primary key: nothing to permute.
      order by student_id`),
  );
  phase?.('read scores');
  const k = questions.length;
  const scores = new Float64Array(rows.length * k);
  const fullScores = Float64Array.from(questions, (q) => q.fullScore);
  const objectiveAt = questions.flatMap((q, j) => (q.objective ? [j] : []));
  const answers: (string | null)[] | undefined = objectiveAt.length ? new Array(rows.length * k).fill(null) : undefined;
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i]!;
    if (r.absent) continue;
    readScoreCells(r.scores, k, fullScores, scores, i * k);
    if (answers && r.answers != null) {
      const given = r.answers.split(',');
      for (const j of objectiveAt) answers[i * k + j] = given[j] || null;
    }
  }
  const report = computeExamReport({
    questions: questions.map((q) => ({
      questionId: q.id,
      fullScore: q.fullScore,
      objective: q.objective,
      options: q.options ? [...q.options] : undefined,
      kind: q.choiceKind === 'multiple' ? 'multiple' : 'single',
      knowledgePointIds: q.knowledgePointIds,
    })),
    students: rows.map((r) => ({ studentId: r.studentId, clazzId: r.clazzId, absent: r.absent })),
    scores,
    answers,
    settings: statsSettings(settings),
    withoutStudentDetail: true,
  });
  phase?.('compute statistics');
  return report;
}

/** How many times rebuildExamReport calls `onPhase` (read, compute, send ranks, prepare documents, write, commit). */
export const REPORT_PHASES = 6;

/** A PostgreSQL array literal of numbers (`{1,2,3}`): far cheaper than the driver's per-element escaping at 50,000 values. */
function numberArray(values: readonly number[]): string {
  return `{${values.join(',')}}`;
}

/**
 * A class document as stored: its JSON deflated at the fastest level, in libuv's worker threads
 * (the main thread serialises the next document meanwhile). At most 4 at a time: each deflate
 * holds its own window.
 */
function encodeClazzDocs(docs: readonly ClazzReportDoc[]): Promise<Buffer[]> {
  const out: Buffer[] = new Array(docs.length);
  let next = 0;
  const worker = async () => {
    while (next < docs.length) {
      const i = next++;
      out[i] = await new Promise<Buffer>((resolve, reject) =>
        deflateRaw(JSON.stringify(storedClazzDoc(docs[i]!)), { level: zlibConstants.Z_BEST_SPEED }, (err, b) => (err ? reject(err) : resolve(b))),
      );
    }
  };
  return Promise.all(Array.from({ length: Math.min(4, docs.length) }, worker)).then(() => out);
}

/** One class's stored report document, or null when the exam's report has no row for the class. */
export async function readClazzDoc(db: Db, examId: number, clazzId: number): Promise<ClazzReportDoc | null> {
  const rows = await db.select({ doc: examReportClazz.doc }).from(examReportClazz).where(and(eq(examReportClazz.examId, examId), eq(examReportClazz.clazzId, clazzId))).limit(1);
  return rows[0] ? clazzDocOf(JSON.parse(inflateRawSync(rows[0].doc).toString('utf8')) as StoredClazzDoc | ClazzReportDoc) : null;
}

/** Lets queries just issued reach the database before the caller goes on computing. */
const dispatched = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Replaces the exam's ranks: the old ones deleted, the new ones inserted in one statement, the
 * columns passed as array literals. Returns once the delete is sent: the caller computes on while
 * the database works, and awaits the returned promise (the insert's completion) later.
 */
async function sendRanks(tx: Db, examId: number, students: TExamReport['students']): Promise<{ done: Promise<void> }> {
  const ranked = students.filter((s) => !s.absent && s.gradeRank != null);
  // Tiers are the engine's fixed words (top, excellent, middle, struggling), or null.
  const tiers = `{${ranked.map((s) => (s.tier == null ? 'NULL' : s.tier)).join(',')}}`;
  const insert = sql`
    insert into exam_rank (exam_id, student_id, clazz_id, total, clazz_rank, grade_rank, tier)
    select ${examId}, u.sid, u.cid, u.total, u.cr, u.gr, u.tier
    from unnest(${numberArray(ranked.map((s) => s.studentId))}::int[], ${numberArray(ranked.map((s) => s.clazzId))}::int[], ${numberArray(ranked.map((s) => s.total!))}::float8[],
                ${numberArray(ranked.map((s) => s.classRank!))}::int[], ${numberArray(ranked.map((s) => s.gradeRank!))}::int[], ${tiers}::text[])
      as u(sid, cid, total, cr, gr, tier)`;
  // The old ranks go first; the insert follows as soon as they are gone, without this process
  // waiting for either (drizzle's query runs on each then(): one then() starts it once).
  const done = tx
    .delete(examRank)
    .where(eq(examRank.examId, examId))
    .then(() => tx.execute(insert))
    .then(() => undefined);
  // Handled by the caller's await; this only keeps a failure from counting as unhandled meanwhile.
  done.catch(() => {});
  await dispatched();
  return { done };
}

/**
 * The key a report is stored with: the school's settings and, once the exam's questions have been
 * re-tagged (exam tagging, docs/label.md), the tag version, so a changed knowledge point makes the
 * stored report stale without touching the score version (which the import undo compares). Exams
 * never re-tagged keep the plain settings key.
 */
export function reportKey(settingsJson: string, tagVersion: number): string {
  return tagVersion ? `${settingsJson}#tags:${tagVersion}` : settingsJson;
}

/** Builds and stores the report; `onPhase` receives each phase's time (for the benchmark). */
export async function rebuildExamReport(db: Db, examId: number, onPhase?: (phase: string, ms: number) => void): Promise<void> {
  let mark = performance.now();
  const phase = (name: string) => {
    const now = performance.now();
    onPhase?.(name, now - mark);
    mark = now;
  };
  const e = (await db.select().from(exam).where(eq(exam.id, examId)).limit(1))[0];
  if (!e) throw errors.notFound('考试不存在');
  const settings = await loadReportSettings(db, e.schoolId);
  const settingsKey = reportKey(JSON.stringify(settings), e.tagVersion);
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    // Several requests may want the same exam's report at once (after an import, or a page that
    // asks for many exams): one builds it under a per-exam lock, the others wait and find it stored.
    await tx.execute(sql`select pg_advisory_xact_lock(${REPORT_LOCK_NAMESPACE}, ${examId})`);
    const stored = (await tx.select({ scoreVersion: examReport.scoreVersion, settingsKey: examReport.settingsKey }).from(examReport).where(eq(examReport.examId, examId)).limit(1))[0];
    if (stored && stored.scoreVersion === e.scoreVersion && stored.settingsKey === settingsKey) return;
    const report = await computeStoredReport(tx, examId, settings, phase);
    const { students, questions, knowledgePoints, ...rest } = report;
    // The ranks go first: the database inserts them while this process writes the documents' JSON.
    const ranks = await sendRanks(tx, examId, students);
    phase('send ranks');
    const gradeDoc: GradeReportDoc = {
      ...rest,
      questions: questions.map((q) => ({ questionId: q.questionId, fullScore: q.fullScore, objective: q.objective, grade: q.grade })),
      knowledgePoints: knowledgePoints.map((kp) => ({ kpId: kp.kpId, questionIds: kp.questionIds, fullScore: kp.fullScore, gradeMastery: kp.gradeMastery })),
    };
    // Per-question scores and mastery stay in exam_student (the engine leaves them null here); the
    // class document keeps the ranks.
    const byClazz = new Map<number, TExamReport['students']>();
    for (const st of students) {
      const list = byClazz.get(st.clazzId);
      if (list) list.push(st);
      else byClazz.set(st.clazzId, [st]);
    }
    const clazzDocs = report.classes.map(
      (c): ClazzReportDoc => ({
        stats: c,
        questions: questions.map((q) => ({ questionId: q.questionId, stats: q.classes[c.clazzId] ?? null })),
        knowledgePoints: knowledgePoints.map((kp) => ({ kpId: kp.kpId, mastery: kp.classMastery[c.clazzId] ?? null })),
        students: byClazz.get(c.clazzId) ?? [],
      }),
    );
    const encoded = await encodeClazzDocs(clazzDocs);
    phase('prepare class documents');
    try {
      // Queued behind the ranks on the transaction's connection.
      await tx.delete(examReportClazz).where(eq(examReportClazz.examId, examId));
      await tx
        .insert(examReport)
        .values({ examId, scoreVersion: e.scoreVersion, settingsKey, grade: gradeDoc })
        // excluded.grade: the document is serialised once, not again for the update.
        .onConflictDoUpdate({ target: examReport.examId, set: { scoreVersion: e.scoreVersion, settingsKey, grade: sql`excluded.grade`, builtAt: new Date() } });
      // In statements of 500 rows: a statement's parameters stay well under the protocol's 65,535.
      for (let i = 0; i < clazzDocs.length; i += 500) {
        await tx.insert(examReportClazz).values(clazzDocs.slice(i, i + 500).map((d, j) => ({ examId, clazzId: d.stats.clazzId, doc: encoded[i + j]! })));
      }
    } finally {
      // A failed rank insert aborts the transaction: its error, not the next statement's, is thrown.
      await ranks.done;
    }
    phase('write ranks and documents');
  });
  phase('commit');
}

/** The stamp of a stored report: it changes with every build (see report-cache.ts). */
function stampOf(r: { scoreVersion: number; settingsKey: string; builtAt: Date }): string {
  return `${r.scoreVersion}|${r.builtAt.toISOString()}|${r.settingsKey}`;
}

/** Parsed grade documents by exam, for the stamp they were read with. */
const gradeDocs = new StampedCache<GradeReportDoc>(64);

/**
 * Rebuilds the report if it is missing or stale; returns the grade-level document and the stamp of
 * the report it belongs to. The document is read (and parsed) once per build and process.
 */
export async function ensureReportStamped(db: Db, examId: number, schoolId: number): Promise<{ grade: GradeReportDoc; stamp: string }> {
  const e = (await db.select({ scoreVersion: exam.scoreVersion, tagVersion: exam.tagVersion, inMarking: sql<boolean>`${inMarkingSql(exam.id)}` }).from(exam).where(eq(exam.id, examId)).limit(1))[0];
  if (!e) throw errors.notFound('考试不存在');
  if (e.inMarking) throw errors.conflict(IN_MARKING_MSG);
  const settingsKey = reportKey(JSON.stringify(await loadReportSettings(db, schoolId)), e.tagVersion);
  const stampCols = { scoreVersion: examReport.scoreVersion, settingsKey: examReport.settingsKey, builtAt: examReport.builtAt };
  let current = (await db.select(stampCols).from(examReport).where(eq(examReport.examId, examId)).limit(1))[0];
  if (!current || current.scoreVersion !== e.scoreVersion || current.settingsKey !== settingsKey) {
    await rebuildExamReport(db, examId);
    current = undefined;
  }
  if (current) {
    const stamp = stampOf(current);
    const hit = gradeDocs.get(String(examId), stamp);
    if (hit) return { grade: hit, stamp };
  }
  // The document and its stamp in one read, so a build in between cannot pair one with the other.
  const row = (await db.select({ ...stampCols, grade: examReport.grade }).from(examReport).where(eq(examReport.examId, examId)).limit(1))[0]!;
  const stamp = stampOf(row);
  return { grade: gradeDocs.set(String(examId), stamp, deepFreeze(row.grade as GradeReportDoc)), stamp };
}

/** Rebuilds the report if it is missing or stale; returns the grade-level document (frozen: shared). */
export async function ensureReport(db: Db, examId: number, schoolId: number): Promise<GradeReportDoc> {
  return (await ensureReportStamped(db, examId, schoolId)).grade;
}

/** The stamps of exams' stored reports as they are now (an exam without one is absent), without rebuilding them. */
export async function storedReportStamps(db: Db, examIds: readonly number[]): Promise<Map<number, string>> {
  if (!examIds.length) return new Map();
  const rows = await db.select({ examId: examReport.examId, scoreVersion: examReport.scoreVersion, settingsKey: examReport.settingsKey, builtAt: examReport.builtAt }).from(examReport).where(inArray(examReport.examId, [...examIds]));
  return new Map(rows.map((r) => [r.examId, stampOf(r)]));
}

/** The stamp of an exam's stored report as it is now (null when it has none), without rebuilding it. */
export async function storedReportStamp(db: Db, examId: number): Promise<string | null> {
  return (await storedReportStamps(db, [examId])).get(examId) ?? null;
}
