/**
 * The exams of a /teaching scope and their figures, read from the built reports (exam_report's
 * grade document: grade and class statistics, knowledge-point mastery). A report missing or stale
 * (scores or report settings changed since it was built) is rebuilt first through the academic
 * module's one build function, as every report page does. Exams still being marked online, and
 * exams without a single score, have no report and are left out.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rebuildExamReport, reportKey } from '../academic/build-report.js';
import { inMarkingSql } from '../academic/in-marking.js';
import { loadReportSettings } from '../academic/settings.js';
import type { Scope } from './scope.js';
import { rowsOf } from '../../db/rows.js';

/** A PostgreSQL integer array literal. */
export const intArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

/** The figures of a group (the grade, or one class) the screens use. */
export type GroupFigures = { participants: number; average: number | null; stdDev: number | null; passRate: number | null; excellentRate: number | null };

/** What the screens read of one built report. */
type ReportFigures = {
  grade: GroupFigures;
  classes: (GroupFigures & { clazzId: number })[];
  knowledgePoints: { kpId: number; fullScore: number; gradeMastery: number | null }[];
};

export type PeriodExam = ReportFigures & {
  examId: number;
  examGroupId: number;
  examName: string;
  examDate: string;
  gradeId: number;
  subjectId: number;
  subjectName: string;
  fullScore: number;
};

type ExamRow = { examId: number; examGroupId: number; examName: string; examDate: string; gradeId: number; subjectId: number; subjectName: string; fullScore: number; scoreVersion: number; tagVersion: number; reportVersion: number | null; settingsKey: string | null; builtAt: string | null };


/** The exams of the scope's grades, semester, period and subjects that have scores and no marking under way, oldest first. */
export async function scopeExamRows(db: Db, scope: Scope): Promise<ExamRow[]> {
  const subjects = scope.subjectIds ? sql`and e.subject_id = any(${intArray(scope.subjectIds)}::int[])` : sql``;
  return rowsOf<ExamRow>(
    await db.execute(sql`
      select e.id as "examId", g.id as "examGroupId", g.name as "examName", g.exam_date::text as "examDate", g.grade_id as "gradeId",
        e.subject_id as "subjectId", s.name as "subjectName", e.full_score as "fullScore", e.score_version as "scoreVersion", e.tag_version as "tagVersion",
        r.score_version as "reportVersion", r.settings_key as "settingsKey", r.built_at::text as "builtAt"
      from exam_group g
      join exam e on e.exam_group_id = g.id
      join subject s on s.id = e.subject_id
      left join exam_report r on r.exam_id = e.id
      where g.school_id = ${scope.schoolId} and g.semester_id = ${scope.semesterId}
        and g.grade_id = any(${intArray(scope.grades.map((x) => x.gradeId))}::int[])
        and g.exam_date between ${scope.start}::date and ${scope.end}::date
        ${subjects}
        and exists (select 1 from exam_student es where es.exam_id = e.id and not es.absent)
        and not ${inMarkingSql(sql`e.id`)}
      order by g.exam_date, g.id, e.subject_id`),
  );
}

/**
 * Rebuilds the reports of the rows that have none or a stale one (scores, settings or, after a
 * re-tagging, the questions' knowledge points changed: the academic module's report key).
 * Returns whether any was rebuilt.
 */
export async function ensureReports(db: Db, schoolId: number, rows: readonly ExamRow[]): Promise<boolean> {
  if (!rows.length) return false;
  const settingsJson = JSON.stringify(await loadReportSettings(db, schoolId));
  let rebuilt = false;
  for (const r of rows) {
    if (r.reportVersion === r.scoreVersion && r.settingsKey === reportKey(settingsJson, r.tagVersion)) continue;
    await rebuildExamReport(db, r.examId);
    rebuilt = true;
  }
  return rebuilt;
}

/**
 * The figures of each report, per process, for the stamp of the build they were read from (score
 * version, build time, settings): a rebuilt report has another stamp and is read again. The grade
 * documents hold every question's statistics too (about 15 kB each); reading and parsing 200 of
 * them per request would cost more than the rest of the screen (docs/performance.md).
 */
const figuresCache = new Map<number, { stamp: string; figures: ReportFigures }>();
const FIGURES_CACHE_MAX = 20_000;

const stampOf = (r: ExamRow) => `${r.reportVersion}|${r.builtAt}|${r.settingsKey}`;

type StoredGroup = { participants: number; average: number | null; stdDev: number | null; pass: { rate: number | null }; excellent: { rate: number | null } };
const slim = (g: StoredGroup): GroupFigures => ({ participants: g.participants, average: g.average, stdDev: g.stdDev, passRate: g.pass.rate, excellentRate: g.excellent.rate });

async function reportFigures(db: Db, rows: readonly ExamRow[]): Promise<Map<number, ReportFigures>> {
  const out = new Map<number, ReportFigures>();
  const missing: ExamRow[] = [];
  for (const r of rows) {
    const hit = figuresCache.get(r.examId);
    if (hit && hit.stamp === stampOf(r)) out.set(r.examId, hit.figures);
    else missing.push(r);
  }
  if (!missing.length) return out;
  // The documents as text, parsed here: PostgreSQL's json operators re-parse each document per use.
  const docs = rowsOf<{ examId: number; doc: string; stamp: string }>(
    await db.execute(sql`
      select exam_id as "examId", grade::text as doc, concat(score_version, '|', built_at::text, '|', settings_key) as stamp
      from exam_report where exam_id = any(${intArray(missing.map((r) => r.examId))}::int[])`),
  );
  for (const d of docs) {
    const g = JSON.parse(d.doc) as { grade: StoredGroup; classes: (StoredGroup & { clazzId: number })[]; knowledgePoints: ReportFigures['knowledgePoints'] };
    const figures: ReportFigures = {
      grade: slim(g.grade),
      classes: g.classes.map((c) => ({ clazzId: c.clazzId, ...slim(c) })),
      knowledgePoints: g.knowledgePoints.map((k) => ({ kpId: k.kpId, fullScore: k.fullScore, gradeMastery: k.gradeMastery })),
    };
    out.set(d.examId, figures);
    figuresCache.delete(d.examId);
    figuresCache.set(d.examId, { stamp: d.stamp, figures });
  }
  while (figuresCache.size > FIGURES_CACHE_MAX) figuresCache.delete(figuresCache.keys().next().value!);
  return out;
}

/** The period's exams with their report figures (reports missing or stale are built first). */
export async function periodExams(db: Db, scope: Scope): Promise<PeriodExam[]> {
  let rows = await scopeExamRows(db, scope);
  if (!rows.length) return [];
  if (await ensureReports(db, scope.schoolId, rows)) rows = await scopeExamRows(db, scope);
  const figures = await reportFigures(db, rows);
  const out: PeriodExam[] = [];
  for (const r of rows) {
    const f = figures.get(r.examId);
    if (!f) continue;
    out.push({
      examId: r.examId,
      examGroupId: r.examGroupId,
      examName: r.examName,
      examDate: r.examDate,
      gradeId: r.gradeId,
      subjectId: r.subjectId,
      subjectName: r.subjectName,
      fullScore: r.fullScore,
      grade: f.grade,
      classes: scope.clazzIds ? f.classes.filter((c) => scope.clazzIds!.includes(c.clazzId)) : f.classes,
      knowledgePoints: f.knowledgePoints,
    });
  }
  return out;
}

/** Whether a class's figures in a subject belong to the scope's teacher filter (true when none). */
export const teacherAllows = (scope: Scope, clazzId: number, subjectId: number) => !scope.teacherPairs || scope.teacherPairs.has(`${clazzId}:${subjectId}`);

/** Class names by id. */
export async function clazzNames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = rowsOf<{ id: number; name: string }>(await db.execute(sql`select id, name from clazz where id = any(${intArray([...new Set(ids)])}::int[])`));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The teachers of each class and subject in the semester ("clazzId:subjectId" → names). */
export async function teachersOfClazzes(db: Db, semesterId: number, clazzIds: readonly number[]): Promise<Map<string, string[]>> {
  if (!clazzIds.length) return new Map();
  const rows = rowsOf<{ clazzId: number; subjectId: number; name: string }>(
    await db.execute(sql`
      select tc.clazz_id as "clazzId", tc.subject_id as "subjectId", t.name
      from teacher_clazz tc join teacher t on t.id = tc.teacher_id
      where tc.semester_id = ${semesterId} and tc.subject_id is not null and tc.clazz_id = any(${intArray([...new Set(clazzIds)])}::int[])
      order by t.name, t.id`),
  );
  const out = new Map<string, string[]>();
  for (const r of rows) {
    const k = `${r.clazzId}:${r.subjectId}`;
    const list = out.get(k) ?? [];
    if (!list.includes(r.name)) list.push(r.name);
    out.set(k, list);
  }
  return out;
}
