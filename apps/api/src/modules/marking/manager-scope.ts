/**
 * SQL pieces for "exams the teacher manages" (the same rule as access.ts's isExamManager: the exam's
 * manager, the exam group's creator, the grade's leaders and the school master), for list queries
 * that cannot load exams one by one. They expect the aliases `e` (exam) and `eg` (exam_group).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AuthContext } from '../auth/authenticate.js';

export function leadsGradeSql(auth: AuthContext): SQL {
  if (auth.leadsWholeSchool) return sql`true`;
  if (!auth.leadGradeIds.length) return sql`false`;
  return sql`eg.grade_id = any(${sql.param(auth.leadGradeIds)}::int[])`;
}

export function managesExamSql(auth: AuthContext): SQL {
  return sql`(coalesce(e.manager_id = ${auth.teacherId}, false) or eg.created_by = ${auth.teacherId} or ${leadsGradeSql(auth)})`;
}

export const num = (x: number | string | null): number | null => (x == null ? null : Number(x));
