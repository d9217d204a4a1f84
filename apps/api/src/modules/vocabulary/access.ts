/**
 * Who may use the vocabulary area (docs/vocabulary.md): English teachers (section 6), each over
 * their own lists and puts. A list or put of another school is missing (404); another teacher's
 * of the same school is forbidden (403). A put goes to the classes the teacher teaches English in
 * this semester, or to any class of the grades they lead (the master: the whole school).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { ENGLISH_SUBJECT_IDS } from '@app/contract';
import type { Db } from '../../db/client.js';
import { teacherClazz, teacherSubject, vocabList, vocabPut } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import type { AuthContext } from '../auth/authenticate.js';
import { currentSemester, schoolClazzes, type ClazzRow } from '../base/queries.js';

export const NOT_ENGLISH_TEACHER = '词汇训练供英语教师使用';

/** Refuses a teacher without an English subject (the message names the area). */
export async function assertEnglishTeacher(db: Db, auth: AuthContext, message = NOT_ENGLISH_TEACHER): Promise<void> {
  const rows = await db
    .select({ s: teacherSubject.subjectId })
    .from(teacherSubject)
    .where(and(eq(teacherSubject.teacherId, auth.teacherId), inArray(teacherSubject.subjectId, [...ENGLISH_SUBJECT_IDS])))
    .limit(1);
  if (!rows.length) throw errors.forbidden(message);
}

export type VocabListRow = typeof vocabList.$inferSelect;
export type VocabPutRow = typeof vocabPut.$inferSelect;

/** The teacher's own list. */
export async function requireOwnList(db: Db, auth: AuthContext, listId: number): Promise<VocabListRow> {
  const l = (await db.select().from(vocabList).where(eq(vocabList.id, listId)).limit(1))[0];
  if (!l || l.schoolId !== auth.schoolId) throw errors.notFound('词表不存在');
  if (l.teacherId !== auth.teacherId) throw errors.forbidden('只能使用自己的词表');
  return l;
}

/** The teacher's own put. */
export async function requireOwnPut(db: Db, auth: AuthContext, putId: number): Promise<VocabPutRow> {
  const p = (await db.select().from(vocabPut).where(eq(vocabPut.id, putId)).limit(1))[0];
  if (!p || p.schoolId !== auth.schoolId) throw errors.notFound('布置不存在');
  if (p.teacherId !== auth.teacherId) throw errors.forbidden('只能查看和修改自己的布置');
  return p;
}

/** The classes (在读) the teacher may put a list to, in the school's order. */
export async function puttableClazzes(db: Db, auth: AuthContext): Promise<ClazzRow[]> {
  const all = await schoolClazzes(db, auth.schoolId);
  const sem = await currentSemester(db, auth.schoolId);
  const own = new Set<number>();
  if (sem) {
    const rows = await db
      .select({ clazzId: teacherClazz.clazzId })
      .from(teacherClazz)
      .where(and(eq(teacherClazz.teacherId, auth.teacherId), eq(teacherClazz.semesterId, sem.id), inArray(teacherClazz.subjectId, [...ENGLISH_SUBJECT_IDS])));
    for (const r of rows) own.add(r.clazzId);
  }
  return all.filter((c) => own.has(c.clazzId) || auth.leadsWholeSchool || auth.leadGradeIds.includes(c.gradeId));
}

/** Checks every class: another school's (or a graduated one) is missing, one the teacher may not put to is forbidden. */
export async function requirePuttableClazzes(db: Db, auth: AuthContext, clazzIds: readonly number[]): Promise<ClazzRow[]> {
  const allowed = new Map((await puttableClazzes(db, auth)).map((c) => [c.clazzId, c]));
  const schoolOnes = new Map((await schoolClazzes(db, auth.schoolId)).map((c) => [c.clazzId, c]));
  const missing = clazzIds.filter((id) => !schoolOnes.has(id));
  if (missing.length) throw errors.notFound(`班级${missing.join('、')}不存在`);
  const refused = clazzIds.filter((id) => !allowed.has(id)).map((id) => schoolOnes.get(id)!);
  if (refused.length) throw errors.forbidden(`不能布置给${refused.map((c) => c.clazzName).join('、')}：只能布置给自己任教英语的班级或所管理年级的班级`);
  return clazzIds.map((id) => allowed.get(id)!);
}
