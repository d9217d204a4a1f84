/**
 * The school commands of `npm run admin -- <command>` (IT staff): create a school and its first
 * administrator, and the admin area's operations for those who prefer a terminal — semesters,
 * Excel imports (a preview unless --yes), the year rollover (a rehearsal unless --yes) and password
 * resets. Every change is in the school's audit log as made by 命令行.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { and, eq } from 'drizzle-orm';
import { ADMIN_IMPORT_KINDS, type TAdminImportKind, type TAdminImportResult, type TAdminRolloverResult } from '@app/contract';
import { loadConfig } from '../config.js';
import type { Db } from '../db/client.js';
import { openConfiguredDatabase } from '../db/open-configured.js';
import { teacher } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import type { Actor } from '../modules/admin/access.js';
import { runAdminImport } from '../modules/admin/imports.js';
import { rehearseRollover, runRollover } from '../modules/admin/rollover.js';
import { COMMAND_LINE_ACTOR, createSchool, createSchoolAdmin, findSchool } from '../modules/admin/schools.js';
import { createSemester, listSemesters, setCurrentSemester } from '../modules/admin/semesters.js';
import { resetPassword } from '../modules/admin/teachers.js';

export type AdminCommand = { usage: string; run: (args: string[]) => Promise<void> };

/** A refusal for the person at the terminal: printed, exit code 1. */
export class CommandError extends Error {}

async function withDb<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const database = await openConfiguredDatabase(loadConfig());
  try {
    return await work(database.db);
  } catch (err) {
    if (err instanceof AppError) throw new CommandError(err.errMsg + dataText(err.data));
    throw err;
  } finally {
    await database.close();
  }
}

function dataText(data: unknown): string {
  const list = (data as { errors?: { row: number; column: string; message: string }[] } | null)?.errors;
  return list?.length ? `\n${list.map((e) => `  第${e.row}行 ${e.column}：${e.message}`).join('\n')}` : '';
}

function options<T extends Record<string, { type: 'string' | 'boolean' }>>(args: string[], spec: T, required: (keyof T & string)[]) {
  let values: Record<string, string | boolean | undefined>;
  try {
    values = parseArgs({ args, options: spec, strict: true, allowPositionals: false }).values as Record<string, string | boolean | undefined>;
  } catch (err) {
    throw new CommandError(`参数有误：${(err as Error).message}`);
  }
  const missing = required.filter((k) => values[k] === undefined || values[k] === '');
  if (missing.length) throw new CommandError(`缺少参数：${missing.map((k) => `--${k}`).join('、')}`);
  return values as { [K in keyof T]: T[K]['type'] extends 'boolean' ? boolean | undefined : string | undefined };
}

async function actorFor(db: Db, code: string): Promise<Actor> {
  const s = await findSchool(db, code);
  return { schoolId: s.id, teacherId: null, name: COMMAND_LINE_ACTOR };
}

function printImport(r: TAdminImportResult): void {
  console.log(`${r.applied ? '已导入' : '预览（未写入）'}：新增${r.created}，修改${r.updated}，不变${r.unchanged}`);
  for (const row of r.rows.filter((x) => x.action !== 'unchanged')) console.log(`  第${row.row}行 ${row.key} ${row.name}：${row.action === 'create' ? '新增' : row.changes.join('；')}`);
  if (r.passwords.length) {
    console.log('新账号的初始密码（只显示这一次，请保存后发给教师；首次登录须修改）：');
    for (const p of r.passwords) console.log(`  ${p.account}\t${p.teacherName}\t${p.password}`);
  }
  if (!r.applied && r.confirmToken) console.log('确认无误后加 --yes 再运行一次以写入。');
}

function printRollover(r: TAdminRolloverResult): void {
  console.log(`${r.applied ? '升年级完成' : '升年级预演（未做任何修改）'}：${r.fromSemester.semesterName} → ${r.newSemester.semesterName}`);
  for (const m of r.moves) console.log(`  ${m.fromName} → ${m.toName}（${m.studentCount}人）`);
  for (const g of r.graduated) console.log(`  ${g.clazzName} 毕业（${g.studentCount}人）`);
  console.log(`毕业学生${r.graduatedStudents}人，沿用任课${r.carriedAssignments}条；待导入新班级的年级：${r.emptyGrades.join('、') || '无'}`);
  if (!r.applied) console.log('确认无误后加 --yes 再运行一次以执行。');
}

export const SCHOOL_COMMANDS: Record<string, AdminCommand> = {
  'create-school': {
    usage: 'create-school --name 学校名称 --code 学校代码 --section 1|2|3 --domain 登录域名 [--brand platform|school] [--admin-account 账号 --admin-name 姓名]   创建学校（年级与学段学科随之创建），可同时创建教务管理员',
    run: async (args) => {
      const o = options(args, { name: { type: 'string' }, code: { type: 'string' }, section: { type: 'string' }, domain: { type: 'string' }, brand: { type: 'string' }, 'admin-account': { type: 'string' }, 'admin-name': { type: 'string' } }, ['name', 'code', 'section', 'domain']);
      await withDb(async (db) => {
        const brand = (o.brand ?? 'platform') as 'platform' | 'school';
        const { schoolId } = await createSchool(db, { name: o.name!, code: o.code!, section: Number(o.section), domain: o.domain!, brand });
        console.log(`已创建学校：${o.name}（代码${o.code}，ID ${schoolId}）`);
        if (o['admin-account']) {
          const p = await createSchoolAdmin(db, schoolId, o['admin-account'], o['admin-name'] ?? '教务管理员');
          console.log(`教务管理员：账号 ${p.account}，初始密码 ${p.password}（只显示这一次；首次登录须修改）`);
        }
      });
    },
  },
  'create-admin': {
    usage: 'create-admin --school 学校代码 --account 账号 --name 姓名   为学校创建教务管理员账号（打印初始密码）',
    run: async (args) => {
      const o = options(args, { school: { type: 'string' }, account: { type: 'string' }, name: { type: 'string' } }, ['school', 'account', 'name']);
      await withDb(async (db) => {
        const s = await findSchool(db, o.school!);
        const p = await createSchoolAdmin(db, s.id, o.account!, o.name!);
        console.log(`${s.name} 教务管理员：账号 ${p.account}，初始密码 ${p.password}（只显示这一次；首次登录须修改）`);
      });
    },
  },
  semesters: {
    usage: 'semesters --school 学校代码   列出学期',
    run: async (args) => {
      const o = options(args, { school: { type: 'string' } }, ['school']);
      await withDb(async (db) => {
        const s = await findSchool(db, o.school!);
        const list = await listSemesters(db, s.id);
        if (!list.length) console.log(`${s.name}还没有学期：用 semester-create 新建，或在教务管理中新建`);
        for (const x of list) console.log(`  ${x.semesterId}\t${x.semesterName}\t${x.startDate}至${x.endDate}\t${['未开始', '当前学期', '已结束'][x.status] ?? x.status}${x.isShow ? '' : '（隐藏）'}`);
      });
    },
  },
  'semester-create': {
    usage: 'semester-create --school 学校代码 --name 学期名称 --start yyyy-MM-dd --end yyyy-MM-dd [--current]   新建学期（--current 同时设为当前学期）',
    run: async (args) => {
      const o = options(args, { school: { type: 'string' }, name: { type: 'string' }, start: { type: 'string' }, end: { type: 'string' }, current: { type: 'boolean' } }, ['school', 'name', 'start', 'end']);
      await withDb(async (db) => {
        const actor = await actorFor(db, o.school!);
        if (!/^\d{4}-\d{2}-\d{2}$/.test(o.start!) || !/^\d{4}-\d{2}-\d{2}$/.test(o.end!) || o.end! <= o.start!) throw new CommandError('日期格式应为yyyy-MM-dd，且结束日期晚于开始日期');
        const created = await createSemester(db, actor, { semesterName: o.name!, startDate: o.start!, endDate: o.end! });
        if (o.current) await setCurrentSemester(db, actor, created.semesterId);
        console.log(`已创建学期：${created.semesterName}${o.current ? '（当前学期）' : ''}`);
      });
    },
  },
  import: {
    usage: `import --school 学校代码 --kind ${ADMIN_IMPORT_KINDS.join('|')} --file 文件.xlsx [--yes]   导入班级、学生或教师（不加--yes只预览）`,
    run: async (args) => {
      const o = options(args, { school: { type: 'string' }, kind: { type: 'string' }, file: { type: 'string' }, yes: { type: 'boolean' } }, ['school', 'kind', 'file']);
      if (!ADMIN_IMPORT_KINDS.includes(o.kind as TAdminImportKind)) throw new CommandError(`--kind只能是${ADMIN_IMPORT_KINDS.join('、')}`);
      let file: Buffer;
      try {
        file = readFileSync(o.file!);
      } catch {
        throw new CommandError(`读不到文件：${o.file}`);
      }
      await withDb(async (db) => {
        const actor = await actorFor(db, o.school!);
        const preview = await runAdminImport(db, actor, o.kind as TAdminImportKind, file, undefined);
        printImport(o.yes && preview.confirmToken ? await runAdminImport(db, actor, o.kind as TAdminImportKind, file, preview.confirmToken) : preview);
      });
    },
  },
  rollover: {
    usage: 'rollover --school 学校代码 --name 新学期名称 --start yyyy-MM-dd --end yyyy-MM-dd [--no-carry] [--yes]   升年级（不加--yes只预演，不做修改）',
    run: async (args) => {
      const o = options(args, { school: { type: 'string' }, name: { type: 'string' }, start: { type: 'string' }, end: { type: 'string' }, 'no-carry': { type: 'boolean' }, yes: { type: 'boolean' } }, ['school', 'name', 'start', 'end']);
      await withDb(async (db) => {
        const actor = await actorFor(db, o.school!);
        const body = { semesterName: o.name!, startDate: o.start!, endDate: o.end!, carryTeachers: !o['no-carry'] };
        if (!/^\d{4}-\d{2}-\d{2}$/.test(body.startDate) || !/^\d{4}-\d{2}-\d{2}$/.test(body.endDate) || body.endDate <= body.startDate) throw new CommandError('日期格式应为yyyy-MM-dd，且结束日期晚于开始日期');
        const rehearsal = await rehearseRollover(db, actor, body);
        printRollover(o.yes ? await runRollover(db, actor, body, rehearsal.confirmToken!) : rehearsal);
      });
    },
  },
  'reset-password': {
    usage: 'reset-password --school 学校代码 --account 账号   重置教师或教务管理员的密码（打印新的初始密码）',
    run: async (args) => {
      const o = options(args, { school: { type: 'string' }, account: { type: 'string' } }, ['school', 'account']);
      await withDb(async (db) => {
        const actor = await actorFor(db, o.school!);
        const [t] = await db.select({ id: teacher.id }).from(teacher).where(and(eq(teacher.schoolId, actor.schoolId), eq(teacher.account, o.account!))).limit(1);
        if (!t) throw new CommandError(`该校没有账号${o.account}`);
        const p = await resetPassword(db, actor, t.id);
        console.log(`${p.account} ${p.teacherName} 的新初始密码：${p.password}（只显示这一次；登录后须修改）`);
      });
    },
  },
};
