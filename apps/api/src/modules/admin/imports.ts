/**
 * The three admin imports, one flow: the whole file is checked first (every bad row reported with
 * its row, column and reason; nothing written), then a preview of what would be created, changed
 * and left alone with a confirmation token (a hash of that plan), then — with the token — the
 * write, in one transaction under the school's admin lock, after planning again: if anything changed
 * since the preview, the token no longer matches and the fresh preview is returned instead (409).
 */
import { sql } from 'drizzle-orm';
import { ERR, type TAdminImportKind, type TAdminImportResult, type TAdminPassword } from '@app/contract';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import type { Actor } from './access.js';
import { applyClazzImport, CLAZZ_COLUMNS, planClazzImport } from './import-classes.js';
import { planToken, refuseWithErrors, templateWorkbook, type ColumnSpec } from './import-sheet.js';
import { applyStudentImport, planStudentImport, STUDENT_COLUMNS } from './import-students.js';
import { applyTeacherImport, passwordsFor, planTeacherImport, TEACHER_COLUMNS } from './import-teachers.js';

/** Serialises the school's administrative writes (imports, rollover) across processes. */
export async function lockSchoolAdmin(tx: Db, schoolId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${0x61646d}, ${schoolId})`);
}

type AnyPlan = { rows: TAdminImportResult['rows']; errors: { list: { row: number; column: string; message: string }[] }; write: unknown; apply: (tx: Db, actor: Actor) => Promise<TAdminPassword[]> };

async function plan(db: Db, schoolId: number, kind: TAdminImportKind, file: Buffer): Promise<AnyPlan> {
  if (kind === 'classes') {
    const p = await planClazzImport(db, schoolId, file);
    return { rows: p.rows, errors: p.errors, write: p.creates, apply: async (tx, actor) => (await applyClazzImport(tx, actor, p), []) };
  }
  if (kind === 'students') {
    const p = await planStudentImport(db, schoolId, file);
    return { rows: p.rows, errors: p.errors, write: p.upserts, apply: async (tx, actor) => (await applyStudentImport(tx, actor, p), []) };
  }
  const p = await planTeacherImport(db, schoolId, file);
  return {
    rows: p.rows,
    errors: p.errors,
    write: [p.writes.map(({ before: _b, ...w }) => w), p.semesterId],
    apply: async (tx, actor) => applyTeacherImport(tx, actor, p, await passwordsFor(p)),
  };
}

function summary(kind: TAdminImportKind, p: AnyPlan, applied: boolean, token: string | null, passwords: TAdminPassword[]): TAdminImportResult {
  const n = (a: string) => p.rows.filter((r) => r.action === a).length;
  return { kind, applied, created: n('create'), updated: n('update'), unchanged: n('unchanged'), rows: p.rows, confirmToken: token, passwords };
}

export async function runAdminImport(db: Db, actor: Actor, kind: TAdminImportKind, file: Buffer, confirmToken: string | undefined): Promise<TAdminImportResult> {
  const first = await plan(db, actor.schoolId, kind, file);
  if (first.errors.list.length) throw refuseWithErrors(first.errors.list);
  const token = planToken(kind, actor.schoolId, first.rows, first.write);
  const changes = first.rows.some((r) => r.action !== 'unchanged');
  if (!confirmToken) return summary(kind, first, false, changes ? token : null, []);
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await lockSchoolAdmin(tx, actor.schoolId);
    const again = await plan(tx, actor.schoolId, kind, file);
    if (again.errors.list.length) throw refuseWithErrors(again.errors.list);
    const fresh = planToken(kind, actor.schoolId, again.rows, again.write);
    if (fresh !== confirmToken) {
      const still = again.rows.some((r) => r.action !== 'unchanged');
      throw new AppError(ERR.CONFLICT, still ? '数据在预览后有变化，请核对新的预览后再确认' : '这份文件的内容已经全部导入，没有需要导入的变化', 409, summary(kind, again, false, still ? fresh : null, []));
    }
    const passwords = await again.apply(tx, actor);
    return summary(kind, again, true, null, passwords);
  });
}

const TEMPLATES: Record<TAdminImportKind, { title: string; columns: readonly ColumnSpec[]; notes: string[]; examples: string[][] }> = {
  classes: {
    title: '班级',
    columns: CLAZZ_COLUMNS,
    notes: ['1. 第一行是列名，请勿修改；从第二行起每行一个班级。', '2. 年级须是学校已有的年级（如 高一、初二）；同一年级内班级名称不能重复。', '3. 已存在的班级不会重复创建：同一份文件可以重复导入。'],
    examples: [['高一', '高一(1)班'], ['高一', '高一(2)班']],
  },
  students: {
    title: '学生',
    columns: STUDENT_COLUMNS,
    notes: [
      '1. 第一行是列名，请勿修改；从第二行起每行一名学生。带*的列必填。',
      '2. 学号全校唯一；已有的学号会按文件更新姓名、性别、班级（换班即调班），离校的学生会恢复在读。',
      '3. 班级须已存在（先导入班级）；班级名称在多个年级重复时请填写“年级”列。',
      '4. 同一份文件可以重复导入，不会产生重复的学生。',
    ],
    examples: [['20250101', '张三', '男', '高一', '高一(1)班', '12345X'], ['20250102', '李四', '女', '高一', '高一(1)班', '']],
  },
  teachers: {
    title: '教师',
    columns: TEACHER_COLUMNS,
    notes: [
      '1. 第一行是列名，请勿修改；从第二行起每行一位教师。带*的列必填。',
      '2. 账号全平台唯一，用于登录；新账号导入后会生成初始密码（只显示一次，请打印或保存），教师首次登录时须修改密码。',
      '3. 岗位：1 班主任，2 年级组长，3 年级组长（教学督导），4 任课教师，5 校长；多个岗位用“、”分隔。',
      '4. 任教班级：只有一个学科时直接写班级，如“高一(1)班、高一(2)班”；多个学科写成“数学:高一(1)班、高一(2)班；物理:高一(3)班”。',
      '5. 已有账号会按文件更新：岗位、学科、当前学期的任教班级和班主任班级以文件为准。同一份文件可以重复导入。',
    ],
    examples: [
      ['王老师', 'wanglaoshi', '13800000000', '数学', '1、4', '', '高一(1)班、高一(2)班', '高一(1)班'],
      ['赵老师', 'zhaolaoshi', '', '物理、化学', '2', '高一', '物理:高一(1)班；化学:高一(2)班', ''],
    ],
  },
};

export async function importTemplate(kind: TAdminImportKind): Promise<{ buffer: Buffer; fileName: string }> {
  const t = TEMPLATES[kind];
  return { buffer: await templateWorkbook(t.title, t.columns, t.notes, t.examples), fileName: `${t.title}导入模板.xlsx` };
}
