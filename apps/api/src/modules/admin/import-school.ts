/** The school's reference data every admin import checks against: grades, active classes, subjects. */
import { and, eq } from 'drizzle-orm';
import { JUNIOR_SUBJECTS, SENIOR_SUBJECTS } from '@app/contract';
import type { Db } from '../../db/client.js';
import { clazz, grade, schoolSubject, subject } from '../../db/schema.js';

export type SchoolRefs = {
  grades: Map<string, { id: number; name: string; section: number; gradeNo: number }>;
  /** Active classes by `${gradeName}/${className}`. */
  clazzes: Map<string, { id: number; name: string; gradeId: number; gradeName: string; sort: number }>;
  /** Active class names → their keys (a name used in two grades is ambiguous alone). */
  clazzByName: Map<string, string[]>;
  /**
   * Subjects the school offers, by name. A name two subjects share (数学 of 初中 and of 高中 in a
   * 高完中) maps to both; each is also found by its name with the section (数学（初中）).
   */
  subjects: Map<string, number[]>;
  /** The section (1 初中, 2 高中) of a subject that belongs to one section's list. */
  subjectSection: Map<number, number>;
  subjectNames: Map<number, string>;
};

export async function loadSchoolRefs(db: Db, schoolId: number): Promise<SchoolRefs> {
  const gradeRows = await db.select().from(grade).where(eq(grade.schoolId, schoolId));
  const grades = new Map(gradeRows.map((g) => [g.name, { id: g.id, name: g.name, section: g.section, gradeNo: g.gradeNo }]));
  const gradeName = new Map(gradeRows.map((g) => [g.id, g.name]));
  const clazzRows = await db.select().from(clazz).where(and(eq(clazz.schoolId, schoolId), eq(clazz.status, 1)));
  const clazzes = new Map<string, { id: number; name: string; gradeId: number; gradeName: string; sort: number }>();
  const clazzByName = new Map<string, string[]>();
  for (const c of clazzRows) {
    const g = gradeName.get(c.gradeId) ?? '';
    const key = `${g}/${c.name}`;
    clazzes.set(key, { id: c.id, name: c.name, gradeId: c.gradeId, gradeName: g, sort: c.sort });
    clazzByName.set(c.name, [...(clazzByName.get(c.name) ?? []), key]);
  }
  const subjectRows = await db.select({ id: subject.id, name: subject.name }).from(schoolSubject).innerJoin(subject, eq(subject.id, schoolSubject.subjectId)).where(eq(schoolSubject.schoolId, schoolId));
  const subjectSection = new Map<number, number>([...JUNIOR_SUBJECTS.map((x) => [x.subjectId, 1] as const), ...SENIOR_SUBJECTS.map((x) => [x.subjectId, 2] as const)]);
  const subjects = new Map<string, number[]>();
  const add = (name: string, id: number) => subjects.set(name, [...(subjects.get(name) ?? []), id]);
  for (const x of subjectRows) {
    add(x.name, x.id);
    const sec = subjectSection.get(x.id);
    if (sec) add(`${x.name}（${sec === 1 ? '初中' : '高中'}）`, x.id);
  }
  return { grades, clazzes, clazzByName, subjects, subjectSection, subjectNames: new Map(subjectRows.map((x) => [x.id, x.name])) };
}

/**
 * A class named in a cell: '高一/1班', '高一 1班', or a name unique in the school ('高一(1)班').
 * Returns the class key, or the reason it cannot be found.
 */
/**
 * The subject a name means for a teacher of these sections (of the classes the row names): a name
 * two sections share is decided by the classes, or by a name with the section, e.g. 数学（高中）.
 */
export function findSubject(refs: SchoolRefs, name: string, sections: ReadonlySet<number>): { id: number } | { error: string } {
  const ids = refs.subjects.get(name) ?? [];
  if (ids.length === 1) return { id: ids[0]! };
  if (ids.length === 0) return { error: `学科“${name}”不是本校开设的学科（本校学科：${[...new Set(refs.subjectNames.values())].join('、')}）` };
  const bySection = ids.filter((id) => sections.size === 1 && sections.has(refs.subjectSection.get(id) ?? -1));
  if (bySection.length === 1) return { id: bySection[0]! };
  return { error: `学科“${name}”在初中和高中都有，请写成“${name}（高中）”或“${name}（初中）”` };
}

export function findClazzKey(refs: SchoolRefs, text: string, extra?: Map<string, string[]>): { key: string } | { error: string } {
  const t = text.trim();
  const slash = /^(.+?)\s*[/／\s]\s*(.+)$/.exec(t);
  if (slash && refs.grades.has(slash[1]!)) {
    const key = `${slash[1]}/${slash[2]}`;
    if (refs.clazzes.has(key) || extra?.has(slash[2]!)) return { key };
    return { error: `班级“${t}”不存在，请先导入班级` };
  }
  const keys = [...new Set([...(refs.clazzByName.get(t) ?? []), ...(extra?.get(t) ?? [])])];
  if (keys.length === 1) return { key: keys[0]! };
  if (keys.length > 1) return { error: `班级名称“${t}”在多个年级都有，请写成“年级/班级”，如“${keys[0]}”` };
  return { error: `班级“${t}”不存在，请先导入班级` };
}
