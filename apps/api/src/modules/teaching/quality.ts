/**
 * 教学质量 (quality): per class and subject over the exams of the period, the class's mean
 * standardised score at each exam, value added (last − first), the changes of the pass and
 * excellent rates, the classes falling behind, and the class (teacher) × exam matrix of mean
 * z-scores (docs/teaching.md).
 */
import type { TTeachingQuality, TTeachingQualityMatrix, TTeachingQualityRow } from '@app/contract';
import type { Db } from '../../db/client.js';
import { classMeanZ, classQuality, type TClassExamPoint } from './analysis.js';
import { clazzNames, periodExams, teacherAllows, teachersOfClazzes } from './exams.js';
import { presentScope, type Scope } from './scope.js';

export async function teachingQuality(db: Db, scope: Scope): Promise<TTeachingQuality> {
  const exams = await periodExams(db, scope);
  const gradeName = new Map(scope.grades.map((g) => [g.gradeId, g.gradeName]));
  const clazzIds = exams.flatMap((e) => e.classes.map((c) => c.clazzId));
  const names = await clazzNames(db, clazzIds);
  const teachers = await teachersOfClazzes(db, scope.semesterId, clazzIds);

  // One matrix per grade and subject; exams are already in date order.
  const groups = new Map<string, { gradeId: number; subjectId: number; subjectName: string; exams: typeof exams }>();
  for (const e of exams) {
    const key = `${e.gradeId}:${e.subjectId}`;
    const g = groups.get(key) ?? { gradeId: e.gradeId, subjectId: e.subjectId, subjectName: e.subjectName, exams: [] };
    g.exams.push(e);
    groups.set(key, g);
  }

  const rows: TTeachingQualityRow[] = [];
  const matrices: TTeachingQualityMatrix[] = [];
  for (const g of [...groups.values()].sort((a, b) => a.gradeId - b.gradeId || a.subjectId - b.subjectId)) {
    const classIds = [...new Set(g.exams.flatMap((e) => e.classes.map((c) => c.clazzId)))].filter((id) => teacherAllows(scope, id, g.subjectId)).sort((a, b) => (names.get(a) ?? '').localeCompare(names.get(b) ?? '', 'zh-CN', { numeric: true }) || a - b);
    if (!classIds.length) continue;
    const gName = gradeName.get(g.gradeId) ?? '';
    const matrixRows: TTeachingQualityMatrix['rows'] = [];
    for (const clazzId of classIds) {
      const points: TClassExamPoint[] = [];
      const zs: (number | null)[] = [];
      for (const e of g.exams) {
        const c = e.classes.find((x) => x.clazzId === clazzId);
        const z = c ? classMeanZ(c.average, e.grade.average, e.grade.stdDev) : null;
        zs.push(z);
        if (c && c.participants > 0) points.push({ z, passRate: c.passRate, excellentRate: c.excellentRate });
      }
      const teacherNames = teachers.get(`${clazzId}:${g.subjectId}`) ?? [];
      const clazzName = names.get(clazzId) ?? '';
      matrixRows.push({ clazzId, clazzName, teacherNames, z: zs });
      rows.push({ gradeId: g.gradeId, gradeName: gName, subjectId: g.subjectId, subjectName: g.subjectName, clazzId, clazzName, teacherNames, ...classQuality(points) });
    }
    matrices.push({
      gradeId: g.gradeId,
      gradeName: gName,
      subjectId: g.subjectId,
      subjectName: g.subjectName,
      exams: g.exams.map((e) => ({ examId: e.examId, examName: e.examName, examDate: e.examDate })),
      rows: matrixRows,
    });
  }
  return { scope: presentScope(scope), rows, matrices };
}
