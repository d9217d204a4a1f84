/**
 * 学情概况 (study): per grade, subject and class, the exams of the period with average, score
 * rate, pass and excellent rates; their trend over the cycle's buckets; the knowledge points each
 * grade is weakest on over the tagged exams of the period (docs/teaching.md).
 */
import { inArray } from 'drizzle-orm';
import type { TTeachingStudy, TTeachingStudyRow, TTeachingTrendSeries } from '@app/contract';
import type { Db } from '../../db/client.js';
import { knowledgePoint } from '../../db/schema.js';
import { bucketIndex, cycleBuckets, weakestPoints, weightedRate, type TPointSitting } from './analysis.js';
import { clazzNames, periodExams, teacherAllows } from './exams.js';
import { presentScope, type Scope } from './scope.js';

/** Weakest points listed per grade and subject. */
const WEAK_POINTS_PER_SUBJECT = 10;

const scoreRateOf = (average: number | null, fullScore: number) => (average != null && fullScore > 0 ? average / fullScore : null);

export async function teachingStudy(db: Db, scope: Scope): Promise<TTeachingStudy> {
  const exams = await periodExams(db, scope);
  const gradeName = new Map(scope.grades.map((g) => [g.gradeId, g.gradeName]));
  const names = await clazzNames(db, exams.flatMap((e) => e.classes.map((c) => c.clazzId)));
  const buckets = cycleBuckets(scope.start, scope.end, scope.cycle, scope.semesterName);

  const rows: TTeachingStudyRow[] = [];
  type Acc = { series: Omit<TTeachingTrendSeries, 'points'>; parts: { weight: number; score: number | null; pass: number | null; excellent: number | null }[][]; counts: number[] };
  const series = new Map<string, Acc>();
  const add = (key: string, head: Omit<TTeachingTrendSeries, 'points'>, b: number, weight: number, score: number | null, pass: number | null, excellent: number | null) => {
    if (b < 0) return;
    let acc = series.get(key);
    if (!acc) {
      acc = { series: head, parts: buckets.map(() => []), counts: buckets.map(() => 0) };
      series.set(key, acc);
    }
    acc.parts[b]!.push({ weight, score, pass, excellent });
    acc.counts[b]!++;
  };
  const sittings: TPointSitting[] = [];
  const tagged = new Set<number>();
  let participants = 0;
  const summaryParts: { weight: number; score: number | null; pass: number | null; excellent: number | null }[] = [];

  for (const e of exams) {
    const classes = e.classes.filter((c) => teacherAllows(scope, c.clazzId, e.subjectId));
    // With a teacher chosen, only the exams of their subject and classes.
    if (scope.teacherPairs && !classes.length) continue;
    const gName = gradeName.get(e.gradeId) ?? '';
    const base = { examId: e.examId, examName: e.examName, examDate: e.examDate, gradeId: e.gradeId, gradeName: gName, subjectId: e.subjectId, subjectName: e.subjectName, fullScore: e.fullScore };
    const g = e.grade;
    const b = bucketIndex(buckets, e.examDate);
    rows.push({ ...base, clazzId: null, clazzName: '年级整体', participants: g.participants, average: g.average, scoreRate: scoreRateOf(g.average, e.fullScore), passRate: g.passRate, excellentRate: g.excellentRate });
    add(`${e.gradeId}:${e.subjectId}:g`, { gradeId: e.gradeId, gradeName: gName, subjectId: e.subjectId, subjectName: e.subjectName, clazzId: null, clazzName: '年级整体' }, b, g.participants, scoreRateOf(g.average, e.fullScore), g.passRate, g.excellentRate);
    for (const c of classes) {
      const clazzName = names.get(c.clazzId) ?? '';
      rows.push({ ...base, clazzId: c.clazzId, clazzName, participants: c.participants, average: c.average, scoreRate: scoreRateOf(c.average, e.fullScore), passRate: c.passRate, excellentRate: c.excellentRate });
      add(`${e.gradeId}:${e.subjectId}:${c.clazzId}`, { gradeId: e.gradeId, gradeName: gName, subjectId: e.subjectId, subjectName: e.subjectName, clazzId: c.clazzId, clazzName }, b, c.participants, scoreRateOf(c.average, e.fullScore), c.passRate, c.excellentRate);
    }
    participants += g.participants;
    summaryParts.push({ weight: g.participants, score: scoreRateOf(g.average, e.fullScore), pass: g.passRate, excellent: g.excellentRate });
    if (e.knowledgePoints.length) tagged.add(e.examId);
    for (const kp of e.knowledgePoints) sittings.push({ key: `${e.gradeId}:${e.subjectId}`, kpId: kp.kpId, mastery: kp.gradeMastery, fullScore: kp.fullScore, participants: g.participants });
  }

  const weak = weakestPoints(sittings, WEAK_POINTS_PER_SUBJECT);
  const kpIds = [...new Set(weak.map((w) => w.kpId))];
  const kpNames = new Map(kpIds.length ? (await db.select({ id: knowledgePoint.id, name: knowledgePoint.name }).from(knowledgePoint).where(inArray(knowledgePoint.id, kpIds))).map((k) => [k.id, k.name]) : []);
  const subjectName = new Map(exams.map((e) => [e.subjectId, e.subjectName]));

  const weighted = (parts: Acc['parts'][number], pick: 'score' | 'pass' | 'excellent') => weightedRate(parts.map((p) => ({ weight: p.weight, rate: p[pick] })));
  const seriesList: TTeachingTrendSeries[] = [...series.values()].map((acc) => ({
    ...acc.series,
    points: acc.parts.map((parts, i) => (acc.counts[i] ? { examCount: acc.counts[i]!, scoreRate: weighted(parts, 'score'), passRate: weighted(parts, 'pass'), excellentRate: weighted(parts, 'excellent') } : null)),
  }));
  seriesList.sort((a, b) => a.gradeId - b.gradeId || a.subjectId - b.subjectId || (a.clazzId ?? 0) - (b.clazzId ?? 0));

  return {
    scope: presentScope(scope),
    summary: {
      examCount: new Set(rows.map((r) => r.examId)).size,
      examGroupCount: new Set(exams.filter((e) => rows.some((r) => r.examId === e.examId)).map((e) => e.examGroupId)).size,
      taggedExamCount: tagged.size,
      participants,
      scoreRate: weighted(summaryParts, 'score'),
      passRate: weighted(summaryParts, 'pass'),
      excellentRate: weighted(summaryParts, 'excellent'),
    },
    rows,
    buckets,
    series: seriesList,
    weakPoints: weak.map((w) => {
      const [gradeId, subjectId] = w.key.split(':').map(Number) as [number, number];
      return { gradeId, gradeName: gradeName.get(gradeId) ?? '', subjectId, subjectName: subjectName.get(subjectId) ?? '', kpId: w.kpId, kpName: kpNames.get(w.kpId) ?? `知识点${w.kpId}`, examCount: w.examCount, scoreRate: w.scoreRate };
    }),
  };
}
