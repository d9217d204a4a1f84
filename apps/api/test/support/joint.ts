/** Helpers of the joint exam (联考) API tests. */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import { exam, examStudent, jointExamSchool } from '../../src/db/schema.js';
import type { BuiltSchool } from './factories.js';

/**
 * Writes every grade-1 student's scores into the school's own exam of the subject of the joint
 * exam, as an import does (rows replaced, score version bumped): a student's scores are `score(i)`
 * (i: the student's place). 数学 (3) gets answers to its first question: A for 4 points, else B.
 */
export async function writeJointScores(db: Db, jointId: number, s: BuiltSchool, subjectId: number, score: (i: number) => number[]): Promise<void> {
  const [row] = await db.select({ groupId: jointExamSchool.examGroupId }).from(jointExamSchool).where(and(eq(jointExamSchool.jointExamId, jointId), eq(jointExamSchool.schoolId, s.schoolId)));
  const [e] = await db.select({ id: exam.id }).from(exam).where(and(eq(exam.examGroupId, row!.groupId!), eq(exam.subjectId, subjectId)));
  const students = s.clazzIds[1]!.flatMap((clazzId) => s.studentIds[clazzId]!.map((studentId) => ({ studentId, clazzId })));
  await db.delete(examStudent).where(eq(examStudent.examId, e!.id));
  await db.insert(examStudent).values(
    students.map((st, i) => {
      const scores = score(i);
      return { examId: e!.id, studentId: st.studentId, clazzId: st.clazzId, absent: false, scores, answers: subjectId === 3 ? [scores[0] === 4 ? 'A' : 'B', ''] : null, total: scores.reduce((x, y) => x + y, 0) };
    }),
  );
  await db.update(exam).set({ scoreVersion: sql`${exam.scoreVersion} + 1` }).where(eq(exam.id, e!.id));
}
