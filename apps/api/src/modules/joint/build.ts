/**
 * Builds and stores a joint exam's union reports (docs/joint.md "Reports"), one per subject and one
 * for the 总分, from the included schools' own exams. Each is stored twice over: the union's
 * aggregates (no student of any school, except the union's top list by id, which only the
 * student's own school can name) and each school's part (its classes and students). A report
 * carries the stamp of the exams it was built from (their score versions): a school that
 * re-imports one subject makes that subject's and the total's stamps stale, and only those two are
 * rebuilt on the next read. The release builds every report in the background; the computation
 * itself is compute.ts.
 */
import { promisify } from 'node:util';
import { deflateRaw, inflateRawSync, constants as zlibConstants } from 'node:zlib';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { JOINT_RANK_BANDS, JOINT_SCHOOL_STATUS, JOINT_STATUS, JOINT_TOTAL, type TQuestionInput } from '@app/contract';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { clazz, exam, jointExam, jointExamSchool, jointExamSubject, jointGradingLine, jointReport, jointReportSchool, knowledgePoint, subject } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import { statsSettings } from '../academic/build-report.js';
import { StampedCache, deepFreeze } from '../academic/report-cache.js';
import { loadReportSettings } from '../academic/settings.js';
import type { TStatsSettings } from '../academic/stats/index.js';
import { computeReport, schoolDocOf, type ComputeTask, type SchoolDoc, type StoredSchoolDoc, type UnionDoc } from './compute.js';
import type { TGradingLine } from './grading-lines.js';
import type { PackedExam } from './packed-rows.js';

export { JOINT_TOP_SHARES, JOINT_TOP_STUDENTS, type SchoolDoc, type SchoolStudent, type UnionClass, type UnionDoc } from './compute.js';

type IncludedExam = { schoolId: number; examId: number; subjectId: number; scoreVersion: number };

/** The exams of the included schools, per subject. */
export async function includedExams(db: Db, jointId: number): Promise<IncludedExam[]> {
  return db
    .select({ schoolId: jointExamSchool.schoolId, examId: exam.id, subjectId: exam.subjectId, scoreVersion: exam.scoreVersion })
    .from(jointExamSchool)
    .innerJoin(exam, eq(exam.examGroupId, jointExamSchool.examGroupId))
    .where(and(eq(jointExamSchool.jointExamId, jointId), eq(jointExamSchool.included, true), eq(jointExamSchool.status, JOINT_SCHOOL_STATUS.ACCEPTED)))
    .orderBy(asc(exam.id));
}

/**
 * The shape of the stored documents: bumped when it changes, so that documents stored by an
 * earlier version are stale and rebuilt on their next read instead of misread.
 */
const DOC_FORMAT = 2;

/**
 * What a report of `subjectKey` depends on: the scores of that subject's exams (all of them for the
 * total), and the documents' format. Not the exams' tags: the report's questions and knowledge
 * points are the joint paper's, which cannot change once a school has scores in the subject
 * (setJointPaper), so a school tagging its own copy (考试标注) for its own reports changes nothing
 * here.
 */
export function stampOf(exams: readonly IncludedExam[], subjectKey: number): string {
  const of = subjectKey === JOINT_TOTAL ? exams : exams.filter((e) => e.subjectId === subjectKey);
  return `v${DOC_FORMAT}|${of.map((e) => `${e.examId}:${e.scoreVersion}`).join(',')}`;
}

type JointSubject = { subjectId: number; subjectName: string; fullScore: number; questions: TQuestionInput[] };

async function jointSubjects(db: Db, jointId: number): Promise<JointSubject[]> {
  return db
    .select({ subjectId: jointExamSubject.subjectId, subjectName: subject.name, fullScore: jointExamSubject.fullScore, questions: jointExamSubject.questions })
    .from(jointExamSubject)
    .innerJoin(subject, eq(subject.id, jointExamSubject.subjectId))
    .where(eq(jointExamSubject.jointExamId, jointId))
    .orderBy(asc(jointExamSubject.sort));
}

const idList = (ids: readonly number[]) => sql.join(ids.map((id) => sql`${id}`), sql`, `);

/**
 * The rows a report is built from, as one text per exam (packed-rows.ts): a subject's score rows
 * (`student;class;absent;scores;answers`), or for the 总分 each student's total in every exam
 * (`student;class;absent;total`). A union's 50,000 rows come back as a few long values instead of
 * 50,000 result rows, whose decoding was most of a read on PGlite (docs/performance.md "Joint
 * exams").
 */
async function readPacked(db: Db, subjectKey: number, exams: readonly IncludedExam[]): Promise<PackedExam[]> {
  const ids = (subjectKey === JOINT_TOTAL ? exams : exams.filter((e) => e.subjectId === subjectKey)).map((e) => e.examId);
  if (!ids.length) return [];
  const row =
    subjectKey === JOINT_TOTAL
      ? sql`student_id || ';' || clazz_id || ';' || (case when absent then 1 else 0 end) || ';' || coalesce(total::text, '')`
      : sql`student_id || ';' || clazz_id || ';' || (case when absent then 1 else 0 end) || ';' || array_to_string(scores, ',') || ';' || coalesce(array_to_string(answers, ',', ''), '~')`;
  // Each exam's rows by student id, the exams by their first student: a school's students are
  // usually created together, so the rows mostly come in the engine's order and it has little to sort.
  return rowsOf<PackedExam>(
    await db.execute(sql`select exam_id as "examId", string_agg(${row}, '|' order by student_id) as packed from exam_student where exam_id in (${idList(ids)}) group by exam_id order by min(student_id), exam_id`),
  );
}

function linesFor(rows: (typeof jointGradingLine.$inferSelect)[], subjectKey: number): TGradingLine[] {
  return rows.filter((l) => (l.subjectId ?? JOINT_TOTAL) === subjectKey).map((l) => ({ name: l.name, kind: l.kind === 'share' ? 'top' : 'score', value: l.value }));
}

/** What every report of a joint exam is computed with besides its rows: read once per build. */
type BuildContext = {
  exams: IncludedExam[];
  subjects: JointSubject[];
  lineRows: (typeof jointGradingLine.$inferSelect)[];
  settings: { paper: TStatsSettings; total: TStatsSettings };
  clazzNames: [number, string][];
  kpNames: [number, string][];
};

async function buildContext(db: Db, joint: { id: number; organiserSchoolId: number }, exams: IncludedExam[], subjects: JointSubject[]): Promise<BuildContext> {
  const lineRows = await db.select().from(jointGradingLine).where(eq(jointGradingLine.jointExamId, joint.id)).orderBy(asc(jointGradingLine.sort));
  const stored = await loadReportSettings(db, joint.organiserSchoolId);
  const paper = statsSettings(stored);
  const schoolIds = [...new Set(exams.map((e) => e.schoolId))];
  const clazzNames = schoolIds.length ? await db.select({ id: clazz.id, name: clazz.name }).from(clazz).where(inArray(clazz.schoolId, schoolIds)) : [];
  const kpIds = [...new Set(subjects.flatMap((s) => s.questions.flatMap((q) => q.knowledgePointIds)))];
  const kpNames = kpIds.length ? await db.select({ id: knowledgePoint.id, name: knowledgePoint.name }).from(knowledgePoint).where(inArray(knowledgePoint.id, kpIds)) : [];
  return {
    exams,
    subjects,
    lineRows,
    settings: { paper, total: { ...paper, bandWidth: stored.totalBandWidth } },
    clazzNames: clazzNames.map((c) => [c.id, c.name]),
    kpNames: kpNames.map((k) => [k.id, k.name]),
  };
}

/** The computation's task for the report of `subjectKey` from its rows. */
function taskOf(ctx: BuildContext, subjectKey: number, packed: PackedExam[]): ComputeTask {
  const common = { packed, lines: linesFor(ctx.lineRows, subjectKey), clazzNames: ctx.clazzNames, kpNames: ctx.kpNames, rankBands: JOINT_RANK_BANDS, subjects: ctx.subjects.map((s) => ({ subjectId: s.subjectId, fullScore: s.fullScore })) };
  const exams = (subjectKey === JOINT_TOTAL ? ctx.exams : ctx.exams.filter((e) => e.subjectId === subjectKey)).map((e) => ({ examId: e.examId, schoolId: e.schoolId, subjectId: e.subjectId }));
  if (subjectKey === JOINT_TOTAL) return { ...common, subjectKey, subjectName: '总分', fullScore: ctx.subjects.reduce((sum, s) => sum + s.fullScore, 0), questions: null, exams, settings: ctx.settings.total };
  const s = ctx.subjects.find((x) => x.subjectId === subjectKey);
  if (!s) throw errors.notFound('联考没有该学科');
  return { ...common, subjectKey, subjectName: s.subjectName, fullScore: s.fullScore, questions: s.questions, exams, settings: ctx.settings.paper };
}

const deflate = promisify(deflateRaw);
const pack = (doc: unknown) => deflate(JSON.stringify(doc), { level: zlibConstants.Z_BEST_SPEED });
const unpack = <T>(b: Buffer): T => JSON.parse(inflateRawSync(b).toString('utf8')) as T;

type PackedDocs = { union: Buffer; schools: [number, Buffer][] };

/** A report's stored documents. */
async function computeDocs(task: ComputeTask): Promise<PackedDocs> {
  const built = computeReport(task);
  // Compressed on libuv's threads while this one goes on.
  return { union: await pack(built.union), schools: await Promise.all([...built.schools].map(async ([id, doc]): Promise<[number, Buffer]> => [id, await pack(doc)])) };
}

/** Stores a report and each school's part in one transaction, replacing what was there. */
async function storeJointReport(db: Db, jointId: number, subjectKey: number, stamp: string, docs: PackedDocs): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(jointReportSchool).where(and(eq(jointReportSchool.jointExamId, jointId), eq(jointReportSchool.subjectKey, subjectKey)));
    await tx
      .insert(jointReport)
      .values({ jointExamId: jointId, subjectKey, stamp, doc: docs.union, builtAt: new Date() })
      .onConflictDoUpdate({ target: [jointReport.jointExamId, jointReport.subjectKey], set: { stamp, doc: docs.union, builtAt: new Date() } });
    // Two processes may rebuild the same stale report at once: the later one's documents win, neither fails.
    if (docs.schools.length)
      await tx
        .insert(jointReportSchool)
        .values(docs.schools.map(([schoolId, doc]) => ({ jointExamId: jointId, subjectKey, schoolId, doc })))
        .onConflictDoUpdate({ target: [jointReportSchool.jointExamId, jointReportSchool.subjectKey, jointReportSchool.schoolId], set: { doc: sql`excluded.doc` } });
  });
}

/**
 * The builds under way in this process, by joint exam and report: a reader finding the report it
 * needs being built for the same stamp waits for that build instead of starting another.
 */
const inFlight = new Map<string, { stamp: string; done: Promise<void> }>();

function track(jointId: number, subjectKey: number, stamp: string, done: Promise<void>): Promise<void> {
  const key = `${jointId}:${subjectKey}`;
  inFlight.set(key, { stamp, done });
  const forget = () => {
    if (inFlight.get(key)?.done === done) inFlight.delete(key);
  };
  done.then(forget, forget);
  return done;
}

/** Builds and stores the report of `subjectKey` (a subject's id, or 0 for the total) with the given stamp, or waits for the build of it under way. */
export function buildJointReport(db: Db, joint: { id: number; organiserSchoolId: number }, subjectKey: number, exams: IncludedExam[], stamp: string): Promise<void> {
  const running = inFlight.get(`${joint.id}:${subjectKey}`);
  if (running && running.stamp === stamp) return running.done;
  const done = (async () => {
    const ctx = await buildContext(db, joint, exams, await jointSubjects(db, joint.id));
    const task = taskOf(ctx, subjectKey, await readPacked(db, subjectKey, exams));
    await storeJointReport(db, joint.id, subjectKey, stamp, await computeDocs(task));
  })();
  return track(joint.id, subjectKey, stamp, done);
}

export type UnionReadout = { union: UnionDoc; builtAt: string; stamp: string };

const unionCache = new StampedCache<UnionReadout>(64);
const schoolCache = new StampedCache<SchoolDoc | null>(256);

/**
 * The union part of a report, built first when the scores changed since (or never built). The
 * stored stamp is compared with the exams' current versions on every read: one small query.
 */
export async function ensureUnionDoc(db: Db, joint: { id: number; organiserSchoolId: number }, subjectKey: number): Promise<UnionReadout> {
  const exams = await includedExams(db, joint.id);
  const stamp = stampOf(exams, subjectKey);
  const key = `${joint.id}:${subjectKey}`;
  const [stored] = await db.select({ stamp: jointReport.stamp, builtAt: jointReport.builtAt }).from(jointReport).where(and(eq(jointReport.jointExamId, joint.id), eq(jointReport.subjectKey, subjectKey))).limit(1);
  if (stored && stored.stamp === stamp) {
    const fullStamp = `${stamp}@${stored.builtAt.toISOString()}`;
    const hit = unionCache.get(key, fullStamp);
    if (hit) return hit;
    const [row] = await db.select({ doc: jointReport.doc }).from(jointReport).where(and(eq(jointReport.jointExamId, joint.id), eq(jointReport.subjectKey, subjectKey))).limit(1);
    if (row) return unionCache.set(key, fullStamp, deepFreeze({ union: unpack<UnionDoc>(row.doc), builtAt: stored.builtAt.toISOString(), stamp: fullStamp }));
  }
  await buildJointReport(db, joint, subjectKey, exams, stamp);
  return ensureUnionDoc(db, joint, subjectKey);
}

/** A school's part of a report (call ensureUnionDoc first: its stamp keys the cache). */
export async function schoolDoc(db: Db, jointId: number, subjectKey: number, schoolId: number, stamp: string): Promise<SchoolDoc | null> {
  const key = `${jointId}:${subjectKey}:${schoolId}`;
  const hit = schoolCache.get(key, stamp);
  if (hit !== undefined) return hit;
  const [row] = await db.select({ doc: jointReportSchool.doc }).from(jointReportSchool).where(and(eq(jointReportSchool.jointExamId, jointId), eq(jointReportSchool.subjectKey, subjectKey), eq(jointReportSchool.schoolId, schoolId))).limit(1);
  return schoolCache.set(key, stamp, row ? deepFreeze(schoolDocOf(unpack<StoredSchoolDoc>(row.doc))) : null);
}

/**
 * Builds every report of the joint exam whose stamp is stale (all of them the first time): the
 * release (in the background), the demo and the bench use it. Each report's rows are read while the one before is computed, and each
 * is stored while the next is computed: on PostgreSQL reading and storing are the server's work,
 * done meanwhile on the other core (docs/performance.md "Joint exams"). Not inside a transaction:
 * its overlapping queries need the pool's connections, not one transaction's.
 */
export async function buildAllJointReports(db: Db, joint: { id: number; organiserSchoolId: number }): Promise<number> {
  const exams = await includedExams(db, joint.id);
  const subjects = await jointSubjects(db, joint.id);
  const stored = await db.select({ key: jointReport.subjectKey, stamp: jointReport.stamp }).from(jointReport).where(eq(jointReport.jointExamId, joint.id));
  const keys = [...subjects.map((s) => s.subjectId), JOINT_TOTAL].filter((key) => stored.find((s) => s.key === key)?.stamp !== stampOf(exams, key));
  // Reports a reader is already building for these scores are waited for, not built again.
  const running = keys.flatMap((key) => {
    const r = inFlight.get(`${joint.id}:${key}`);
    return r && r.stamp === stampOf(exams, key) ? [r.done] : [];
  });
  const stale = keys.filter((key) => inFlight.get(`${joint.id}:${key}`)?.stamp !== stampOf(exams, key));
  // The 总分 second: its read (every exam's totals, the longest) then runs while the first subject is computed.
  if (stale.length > 2 && stale.at(-1) === JOINT_TOTAL) stale.splice(1, 0, stale.pop()!);
  // Every report to build is in flight from now on: a reader needing one waits for it.
  const noop = () => undefined;
  const jobs = stale.map((key) => {
    let resolve!: () => void;
    let reject!: (err: unknown) => void;
    const done = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
    done.catch(noop); // awaited below, or by a reader
    track(joint.id, key, stampOf(exams, key), done);
    return { key, stamp: stampOf(exams, key), done, resolve, reject };
  });
  let at = 0;
  try {
    const ctx = jobs.length ? await buildContext(db, joint, exams, subjects) : null;
    const readAhead = (i: number) => {
      if (i >= jobs.length) return undefined;
      const p = readPacked(db, jobs[i]!.key, exams);
      p.catch(noop); // awaited in its turn; a build failing first must not leave it unhandled
      return p;
    };
    let next = readAhead(0);
    let storing = Promise.resolve();
    for (; at < jobs.length; at++) {
      const job = jobs[at]!;
      const rows = next!;
      next = readAhead(at + 1);
      const docs = await computeDocs(taskOf(ctx!, job.key, await rows));
      storing = storing.then(() => storeJointReport(db, joint.id, job.key, job.stamp, docs));
      storing.then(job.resolve, job.reject);
    }
  } catch (err) {
    // The reports not computed fail with it; those computed before are still being stored.
    for (const job of jobs.slice(at)) job.reject(err);
  }
  await Promise.all([...jobs.map((j) => j.done), ...running]);
  return jobs.length;
}

/**
 * After a release: every report is built in the background, so that the first teacher to open one
 * does not wait for it (a reader meanwhile waits for the report it needs, not for all of them).
 * Nothing happens when the joint exam was reopened or deleted since; a failure is reported to
 * `onError` (the next reader builds the report again).
 */
export function buildReleasedReports(db: Db, jointId: number, onError: (err: unknown) => void): void {
  const task = (async () => {
    const [joint] = await db.select({ id: jointExam.id, organiserSchoolId: jointExam.organiserSchoolId, status: jointExam.status }).from(jointExam).where(eq(jointExam.id, jointId));
    if (joint?.status === JOINT_STATUS.RELEASED) await buildAllJointReports(db, joint);
  })().catch(onError);
  background.add(task);
  void task.finally(() => background.delete(task));
}

const background = new Set<Promise<void>>();

/** Settles when the background builds started so far have (tests wait for them before timing rebuilds). */
export async function backgroundJointBuilds(): Promise<void> {
  await Promise.all(background);
}
