/**
 * 学生导入: 学号, 姓名, 性别, 班级 (年级 optional), 身份证后六位 optional; keyed by 学号 within the
 * school. A student already there is updated where the file differs (a new class is a move; one who
 * had left is back 在读); the same file again changes nothing. A graduate's 学号 is refused.
 */
import { eq, sql } from 'drizzle-orm';
import { STUDENT_STATUS, STUDENT_STATUS_NAMES, type TAdminImportRow } from '@app/contract';
import type { Db } from '../../db/client.js';
import { student } from '../../db/schema.js';
import type { Actor } from './access.js';
import { writeAudit, type AuditEntry } from './audit.js';
import { readTable, type ColumnSpec, type ErrorList } from './import-sheet.js';
import { findClazzKey, loadSchoolRefs } from './import-school.js';

export const STUDENT_COLUMNS: readonly ColumnSpec[] = [
  { header: '学号', required: true, width: 16, note: '学生的学号，全校唯一（字母或数字，最长32位）' },
  { header: '姓名', required: true, width: 12, note: '学生姓名' },
  { header: '性别', required: true, width: 8, note: '男 或 女', list: ['男', '女'] },
  { header: '年级', required: false, width: 10, note: '可选：班级名称在多个年级重复时必填，如 高一' },
  { header: '班级', required: true, width: 16, note: '学校已有的班级，如 高一(1)班' },
  { header: '身份证后六位', required: false, width: 14, note: '可选：6位，最后一位可以是X' },
];

const NUM = /^[0-9A-Za-z-]{1,32}$/;
const ID_TAIL = /^[0-9]{5}[0-9Xx]$/;

type Upsert = { id: number | null; num: string; name: string; gender: number; clazzId: number; clazzName: string; idTail: string | null; before: Record<string, string> | null };
export type StudentPlan = { rows: TAdminImportRow[]; errors: ErrorList; upserts: Upsert[] };

export async function planStudentImport(db: Db, schoolId: number, file: Buffer): Promise<StudentPlan> {
  const { rows, errors } = await readTable(file, STUDENT_COLUMNS);
  const refs = await loadSchoolRefs(db, schoolId);
  const existing = new Map(
    (await db.select({ id: student.id, num: student.studentNum, name: student.name, gender: student.gender, clazzId: student.clazzId, status: student.status, idTail: student.idTail }).from(student).where(eq(student.schoolId, schoolId))).map((s) => [s.num, s]),
  );
  const clazzNameOf = new Map([...refs.clazzes.values()].map((c) => [c.id, c.name]));
  const out: TAdminImportRow[] = [];
  const upserts: Upsert[] = [];
  const seen = new Map<string, number>();
  for (const r of rows) {
    const num = r.cells['学号'] ?? '';
    const name = r.cells['姓名'] ?? '';
    const genderText = r.cells['性别'] ?? '';
    const gradeText = r.cells['年级'] ?? '';
    const clazzText = r.cells['班级'] ?? '';
    const idTailText = (r.cells['身份证后六位'] ?? '').toUpperCase();
    let ok = true;
    const bad = (col: string, msg: string) => {
      errors.add(r.row, col, msg);
      ok = false;
    };
    if (!num) bad('学号', '学号不能为空');
    else if (!NUM.test(num)) bad('学号', `学号“${num}”格式不正确：只能是字母、数字或“-”，最长32位`);
    else if (seen.has(num)) bad('学号', `学号${num}与第${seen.get(num)}行重复`);
    if (!name) bad('姓名', '姓名不能为空');
    else if (name.length > 50) bad('姓名', '姓名最长50个字符');
    const gender = genderText === '男' ? 1 : genderText === '女' ? 2 : 0;
    if (!gender) bad('性别', genderText ? `性别“${genderText}”不正确，只能填“男”或“女”` : '性别不能为空');
    let clazzRef: { id: number; name: string } | undefined;
    if (!clazzText) bad('班级', '班级不能为空');
    else {
      if (gradeText && !refs.grades.has(gradeText)) bad('年级', `年级“${gradeText}”不是本校的年级`);
      const found = gradeText ? { key: `${gradeText}/${clazzText}` } : findClazzKey(refs, clazzText);
      if ('error' in found) bad('班级', found.error);
      else {
        clazzRef = refs.clazzes.get(found.key);
        if (!clazzRef && (!gradeText || refs.grades.has(gradeText))) bad('班级', `班级“${gradeText ? `${gradeText}/` : ''}${clazzText}”不存在，请先导入班级`);
      }
    }
    if (idTailText && !ID_TAIL.test(idTailText)) bad('身份证后六位', `身份证后六位“${idTailText}”格式不正确：应为6位数字，最后一位可以是X`);
    const old = num ? existing.get(num) : undefined;
    if (old && old.status === STUDENT_STATUS.GRADUATED) bad('学号', `学号${num}属于已毕业的学生${old.name}，不能再导入`);
    if (num) seen.set(num, r.row);
    if (!ok || !clazzRef) continue;
    const idTail = idTailText || null;
    if (!old) {
      out.push({ row: r.row, key: num, name, action: 'create', changes: [] });
      upserts.push({ id: null, num, name, gender, clazzId: clazzRef.id, clazzName: clazzRef.name, idTail, before: null });
      continue;
    }
    const changes: string[] = [];
    if (old.name !== name) changes.push(`姓名：${old.name} → ${name}`);
    if (old.gender !== gender) changes.push(`性别：${old.gender === 1 ? '男' : '女'} → ${genderText}`);
    if (old.clazzId !== clazzRef.id) changes.push(`班级：${clazzNameOf.get(old.clazzId) ?? '（已毕业班级）'} → ${clazzRef.name}`);
    if (old.status !== STUDENT_STATUS.STUDYING) changes.push(`状态：${STUDENT_STATUS_NAMES[old.status]} → 在读`);
    // An empty 身份证后六位 keeps what is stored.
    if (idTail && old.idTail !== idTail) changes.push(`身份证后六位：${old.idTail ?? '（空）'} → ${idTail}`);
    out.push({ row: r.row, key: num, name, action: changes.length ? 'update' : 'unchanged', changes });
    if (changes.length) {
      upserts.push({
        id: old.id,
        num,
        name,
        gender,
        clazzId: clazzRef.id,
        clazzName: clazzRef.name,
        idTail: idTail ?? old.idTail,
        before: { 学号: num, 姓名: old.name, 性别: old.gender === 1 ? '男' : '女', 班级: clazzNameOf.get(old.clazzId) ?? '', 状态: STUDENT_STATUS_NAMES[old.status] ?? '' },
      });
    }
  }
  return { rows: out, errors, upserts };
}

/** Inserts the new students and updates the changed ones, a statement each. */
export async function applyStudentImport(tx: Db, actor: Actor, plan: StudentPlan): Promise<void> {
  const creates = plan.upserts.filter((u) => u.id == null);
  const updates = plan.upserts.filter((u) => u.id != null);
  for (let i = 0; i < creates.length; i += 2000) {
    await tx.insert(student).values(creates.slice(i, i + 2000).map((u) => ({ schoolId: actor.schoolId, clazzId: u.clazzId, name: u.name, studentNum: u.num, gender: u.gender, idTail: u.idTail, status: STUDENT_STATUS.STUDYING })));
  }
  for (let i = 0; i < updates.length; i += 2000) {
    const part = updates.slice(i, i + 2000);
    await tx.execute(sql`
      update student s set name = v.name, gender = v.gender, clazz_id = v.clazz_id, id_tail = v.id_tail, status = ${STUDENT_STATUS.STUDYING}
      from unnest(${sql.param(part.map((u) => u.id!))}::int[], ${sql.param(part.map((u) => u.name))}::text[], ${sql.param(part.map((u) => u.gender))}::int[],
                  ${sql.param(part.map((u) => u.clazzId))}::int[], ${sql.param(part.map((u) => u.idTail))}::text[]) as v(id, name, gender, clazz_id, id_tail)
      where s.id = v.id and s.school_id = ${actor.schoolId}`);
  }
  const gender = (g: number) => (g === 1 ? '男' : '女');
  const entries: AuditEntry[] = plan.upserts.map((u) => ({
    action: u.id == null ? 'student.create' : 'student.update',
    target: `${u.num} ${u.name}`,
    before: u.before,
    after: { 学号: u.num, 姓名: u.name, 性别: gender(u.gender), 班级: u.clazzName, 状态: '在读' },
  }));
  await writeAudit(tx, actor, entries);
}
