/** The exam group's total over all subjects (总分) and its ranking list (rankinglist). */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { clazz, exam, examStudent, student, subject } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import type { AuthContext } from '../auth/authenticate.js';
import { teacherAssignments } from '../base/queries.js';
import { groupClazzIds, leadsGrade, requireExamGroup } from './access.js';
import { statsSettings } from './build-report.js';
import { inMarkingSql } from './in-marking.js';
import { loadReportSettings } from './settings.js';
import { computeTotalReport } from './stats/index.js';
import { TIER_NAMES } from './report-queries.js';
import type { TTier } from './stats/index.js';

export async function groupTotal(db: Db, auth: AuthContext, examGroupId: number, clazzId?: number) {
  const group = await requireExamGroup(db, auth, examGroupId);
  const all = await groupClazzIds(db, examGroupId);
  let allowed = all;
  if (!leadsGrade(auth, group.gradeId) && group.createdBy !== auth.teacherId) {
    // The total spans every subject: class teachers see their classes, subject teachers do not.
    const mine = await teacherAssignments(db, auth.teacherId, group.semesterId);
    allowed = all.filter((c) => mine.some((a) => a.clazzId === c && a.isAdmin));
    if (!allowed.length) throw errors.forbidden('总分排名仅对班主任、年级组长和校长开放');
  }
  if (clazzId != null && !allowed.includes(clazzId)) throw errors.forbidden('您没有查看该班级总分的权限');
  const exams = await db.select({ id: exam.id, subjectId: exam.subjectId, fullScore: exam.fullScore, subjectName: subject.name, inMarking: sql<boolean>`${inMarkingSql(exam.id)}` }).from(exam).innerJoin(subject, eq(subject.id, exam.subjectId)).where(eq(exam.examGroupId, examGroupId)).orderBy(asc(exam.subjectId));
  const marking = exams.filter((e) => e.inMarking);
  if (marking.length) throw errors.conflict(`${marking.map((e) => e.subjectName).join('、')}正在网上阅卷，阅卷全部完成后才能查看总分`);
  const rows = exams.length ? await db.select({ examId: examStudent.examId, studentId: examStudent.studentId, clazzId: examStudent.clazzId, absent: examStudent.absent, total: examStudent.total }).from(examStudent).where(inArray(examStudent.examId, exams.map((e) => e.id))) : [];
  const scored = exams.filter((e) => rows.some((r) => r.examId === e.id));
  if (!scored.length) throw errors.notFound('这次考试还没有成绩');
  const studentIds = [...new Set(rows.map((r) => r.studentId))];
  const clazzOf = new Map(rows.map((r) => [r.studentId, r.clazzId]));
  const k = scored.length;
  const totals = new Float64Array(studentIds.length * k);
  const absent = new Uint8Array(studentIds.length * k).fill(1);
  const index = new Map(studentIds.map((id, i) => [id, i]));
  const col = new Map(scored.map((e, j) => [e.id, j]));
  for (const r of rows) {
    const i = index.get(r.studentId)!;
    const j = col.get(r.examId)!;
    if (!r.absent && r.total != null) {
      totals[i * k + j] = Math.min(r.total, scored[j]!.fullScore);
      absent[i * k + j] = 0;
    }
  }
  const settings = await loadReportSettings(db, auth.schoolId);
  const report = computeTotalReport({
    subjects: scored.map((e) => ({ subjectId: e.subjectId, fullScore: e.fullScore })),
    students: studentIds.map((id) => ({ studentId: id, clazzId: clazzOf.get(id)! })),
    totals,
    absent,
    settings: { ...statsSettings(settings), bandWidth: settings.totalBandWidth },
  });
  const shown = report.students.filter((s) => allowed.includes(s.clazzId) && (clazzId == null || s.clazzId === clazzId));
  const names = new Map((shown.length ? await db.select({ id: student.id, name: student.name, num: student.studentNum }).from(student).where(inArray(student.id, shown.map((s) => s.studentId))) : []).map((n) => [n.id, n]));
  // A student is listed with the class they sat the exam in, not the class they are in today.
  const clazzNames = new Map((await db.select({ id: clazz.id, name: clazz.name }).from(clazz).where(inArray(clazz.id, all.concat(-1)))).map((c) => [c.id, c.name]));
  return {
    examGroupId,
    name: group.name,
    fullScore: report.fullScore,
    subjects: scored.map((e) => ({ subjectId: e.subjectId, subjectName: e.subjectName, fullScore: e.fullScore })),
    grade: report.grade,
    classes: report.classes.filter((c) => allowed.includes(c.clazzId)).map((c) => ({ ...c, clazzName: clazzNames.get(c.clazzId) ?? '' })),
    students: shown
      .map((s) => {
        const n = names.get(s.studentId);
        return {
          studentId: s.studentId,
          studentName: n?.name ?? '',
          studentNum: n?.num ?? '',
          clazzName: clazzNames.get(s.clazzId) ?? '',
          total: s.total,
          clazzRank: s.classRank,
          gradeRank: s.gradeRank,
          tierName: s.tier ? TIER_NAMES[s.tier as TTier] : null,
          subjectScores: s.subjectScores,
          missedSubjects: s.absentSubjectIds.length,
        };
      })
      .sort((a, b) => (a.gradeRank ?? 1e9) - (b.gradeRank ?? 1e9) || a.studentNum.localeCompare(b.studentNum)),
  };
}
