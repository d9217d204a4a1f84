/**
 * 提分宝 (scoreuptreasure): for each student of a class in an exam, the knowledge points where the
 * most points were lost, and how far the student is from the next line (pass, good, excellent), so
 * a teacher sees who can gain most with little work and on what.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { examQuestion, examStudent, student } from '../../db/schema.js';
import type { AuthContext } from '../auth/authenticate.js';
import { assertCanViewClazz, requireExam } from './access.js';
import { knowledgePointNames } from './report-queries.js';
import { loadReportSettings } from './settings.js';

export async function scoreUp(db: Db, auth: AuthContext, examId: number, clazzId: number) {
  const { exam: e, group } = await requireExam(db, auth, examId);
  await assertCanViewClazz(db, auth, group, e.subjectId, clazzId);
  const settings = await loadReportSettings(db, auth.schoolId);
  const questions = await db.select().from(examQuestion).where(eq(examQuestion.examId, examId)).orderBy(asc(examQuestion.idx));
  const rows = await db
    .select({ studentId: examStudent.studentId, name: student.name, num: student.studentNum, scores: examStudent.scores, absent: examStudent.absent, total: examStudent.total })
    .from(examStudent)
    .innerJoin(student, eq(student.id, examStudent.studentId))
    .where(and(eq(examStudent.examId, examId), eq(examStudent.clazzId, clazzId)));
  const names = await knowledgePointNames(db, questions.flatMap((q) => q.knowledgePointIds));
  const lines = [
    { name: '及格线', score: settings.passRate * e.fullScore },
    { name: '良好线', score: settings.goodRate * e.fullScore },
    { name: '优秀线', score: settings.excellentRate * e.fullScore },
  ];
  return rows
    .filter((r) => !r.absent && r.total != null)
    .map((r) => {
      const lost = new Map<number, number>();
      questions.forEach((q) => {
        const miss = q.fullScore - (r.scores[q.idx] ?? 0);
        if (miss <= 0) return;
        // A question tagged with several points shares its lost points among them.
        for (const kp of q.knowledgePointIds) lost.set(kp, (lost.get(kp) ?? 0) + miss / q.knowledgePointIds.length);
      });
      const next = lines.find((l) => r.total! < l.score) ?? null;
      const top = [...lost.entries()].sort((a, b) => b[1] - a[1]).slice(0, 3);
      return {
        studentId: r.studentId,
        studentName: r.name,
        studentNum: r.num,
        score: r.total!,
        nextLine: next?.name ?? null,
        gapToNext: next ? next.score - r.total! : null,
        focus: top.map(([kpId, points]) => ({ kpId, name: names.get(kpId) ?? '', lostPoints: Math.round(points * 10) / 10 })),
      };
    })
    .sort((a, b) => (a.gapToNext ?? Infinity) - (b.gapToNext ?? Infinity));
}
