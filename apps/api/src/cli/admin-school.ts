/**
 * The school commands of `npm run admin -- <command>` (IT staff): create a school and its first
 * administrator, and the admin area's operations for those who prefer a terminal — semesters,
 * Excel imports (a preview unless --yes), the year rollover (a rehearsal unless --yes), student
 * changes (调班, 离校, 复学), teacher accounts (password reset, disable, enable) and the audit log.
 * Every change is in the school's audit log as made by 命令行.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { and, eq } from 'drizzle-orm';
import { ADMIN_ACTION_NAMES, ADMIN_IMPORT_KINDS, CLAZZ_STATUS, type TAdminImportKind, type TAdminImportResult, type TAdminRolloverResult } from '@app/contract';
import { loadConfig } from '../config.js';
import type { Db } from '../db/client.js';
import { openConfiguredDatabase } from '../db/open-configured.js';
import type { Database } from '../db/client.js';
import { clazz, student, teacher } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import type { Actor } from '../modules/admin/access.js';
import { runAdminImport } from '../modules/admin/imports.js';
import { rehearseRollover, runRollover } from '../modules/admin/rollover.js';
import { COMMAND_LINE_ACTOR, createSchool, createSchoolAdmin, findSchool } from '../modules/admin/schools.js';
import { createSemester, finishSemester, listSemesters, setCurrentSemester, setSemesterVisibility } from '../modules/admin/semesters.js';
import { leaveSchool, moveStudent, rejoinSchool } from '../modules/admin/roster.js';
import { resetPassword, setTeacherDisabled } from '../modules/admin/teachers.js';
import { auditWorkbook, listAudit } from '../modules/admin/audit.js';

/** Opens the database a command works on: the configured one, or the one a test hands in. */
export type OpenDatabase = () => Promise<Database>;
const openConfigured: OpenDatabase = () => openConfiguredDatabase(loadConfig());

export type AdminCommand = { usage: string; run: (args: string[], open?: OpenDatabase) => Promise<void> };

/** A refusal for the person at the terminal: printed, exit code 1. */
export class CommandError extends Error {}

async function withDb<T>(work: (db: Db) => Promise<T>, open: OpenDatabase = openConfigured): Promise<T> {
  const database = await open();
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
    run: async (args, open) => {
      const o = options(args, { name: { type: 'string' }, code: { type: 'string' }, section: { type: 'string' }, domain: { type: 'string' }, brand: { type: 'string' }, 'admin-account': { type: 'string' }, 'admin-name': { type: 'string' } }, ['name', 'code', 'section', 'domain']);
      await withDb(async (db) => {
        const brand = (o.brand ?? 'platform') as 'platform' | 'school';
        const { schoolId } = await createSchool(db, { name: o.name!, code: o.code!, section: Number(o.section), domain: o.domain!, brand });
        console.log(`已创建学校：${o.name}（代码${o.code}，ID ${schoolId}）`);
        if (o['admin-account']) {
          const p = await createSchoolAdmin(db, schoolId, o['admin-account'], o['admin-name'] ?? '教务管理员');
          console.log(`教务管理员：账号 ${p.account}，初始密码 ${p.password}（只显示这一次；首次登录须修改）`);
        }
      }, open);
    },
  },
  'create-admin': {
    usage: 'create-admin --school 学校代码 --account 账号 --name 姓名   为学校创建教务管理员账号（打印初始密码）',
    run: async (args, open) => {
      const o = options(args, { school: { type: 'string' }, account: { type: 'string' }, name: { type: 'string' } }, ['school', 'account', 'name']);
      await withDb(async (db) => {
        const s = await findSchool(db, o.school!);
        const p = await createSchoolAdmin(db, s.id, o.account!, o.name!);
        console.log(`${s.name} 教务管理员：账号 ${p.account}，初始密码 ${p.password}（只显示这一次；首次登录须修改）`);
      }, open);
    },
  },
  semesters: {
    usage: 'semesters --school 学校代码   列出学期',
    run: async (args, open) => {
      const o = options(args, { school: { type: 'string' } }, ['school']);
      await withDb(async (db) => {
        const s = await findSchool(db, o.school!);
        const list = await listSemesters(db, s.id);
        if (!list.length) console.log(`${s.name}还没有学期：用 semester-create 新建，或在教务管理中新建`);
        for (const x of list) console.log(`  ${x.semesterId}\t${x.semesterName}\t${x.startDate}至${x.endDate}\t${['未开始', '当前学期', '已结束'][x.status] ?? x.status}${x.isShow ? '' : '（隐藏）'}`);
      }, open);
    },
  },
  'semester-create': {
    usage: 'semester-create --school 学校代码 --name 学期名称 --start yyyy-MM-dd --end yyyy-MM-dd [--current]   新建学期（--current 同时设为当前学期）',
    run: async (args, open) => {
      const o = options(args, { school: { type: 'string' }, name: { type: 'string' }, start: { type: 'string' }, end: { type: 'string' }, current: { type: 'boolean' } }, ['school', 'name', 'start', 'end']);
      await withDb(async (db) => {
        const actor = await actorFor(db, o.school!);
        if (!/^\d{4}-\d{2}-\d{2}$/.test(o.start!) || !/^\d{4}-\d{2}-\d{2}$/.test(o.end!) || o.end! <= o.start!) throw new CommandError('日期格式应为yyyy-MM-dd，且结束日期晚于开始日期');
        const created = await createSemester(db, actor, { semesterName: o.name!, startDate: o.start!, endDate: o.end! });
        if (o.current) await setCurrentSemester(db, actor, created.semesterId);
        console.log(`已创建学期：${created.semesterName}${o.current ? '（当前学期）' : ''}`);
      }, open);
    },
  },
  import: {
    usage: `import --school 学校代码 --kind ${ADMIN_IMPORT_KINDS.join('|')} --file 文件.xlsx [--yes]   导入班级、学生或教师（不加--yes只预览）`,
    run: async (args, open) => {
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
      }, open);
    },
  },
  rollover: {
    usage: 'rollover --school 学校代码 --name 新学期名称 --start yyyy-MM-dd --end yyyy-MM-dd [--no-carry] [--yes]   升年级（不加--yes只预演，不做修改）',
    run: async (args, open) => {
      const o = options(args, { school: { type: 'string' }, name: { type: 'string' }, start: { type: 'string' }, end: { type: 'string' }, 'no-carry': { type: 'boolean' }, yes: { type: 'boolean' } }, ['school', 'name', 'start', 'end']);
      await withDb(async (db) => {
        const actor = await actorFor(db, o.school!);
        const body = { semesterName: o.name!, startDate: o.start!, endDate: o.end!, carryTeachers: !o['no-carry'] };
        if (!/^\d{4}-\d{2}-\d{2}$/.test(body.startDate) || !/^\d{4}-\d{2}-\d{2}$/.test(body.endDate) || body.endDate <= body.startDate) throw new CommandError('日期格式应为yyyy-MM-dd，且结束日期晚于开始日期');
        const rehearsal = await rehearseRollover(db, actor, body);
        printRollover(o.yes ? await runRollover(db, actor, body, rehearsal.confirmToken!) : rehearsal);
      }, open);
    },
  },
  'reset-password': {
    usage: 'reset-password --school 学校代码 --account 账号   重置教师或教务管理员的密码（打印新的初始密码）',
    run: async (args, open) => {
      const o = options(args, { school: { type: 'string' }, account: { type: 'string' } }, ['school', 'account']);
      await withDb(async (db) => {
        const actor = await actorFor(db, o.school!);
        const [t] = await db.select({ id: teacher.id }).from(teacher).where(and(eq(teacher.schoolId, actor.schoolId), eq(teacher.account, o.account!))).limit(1);
        if (!t) throw new CommandError(`该校没有账号${o.account}`);
        const p = await resetPassword(db, actor, t.id);
        console.log(`${p.account} ${p.teacherName} 的新初始密码：${p.password}（只显示这一次；登录后须修改）`);
      }, open);
    },
  },
  'semester-set': {
    usage: 'semester-set --school 学校代码 --id 学期ID --current|--finish|--hide|--show   设为当前学期、结束、隐藏或显示学期（学期ID见 semesters）',
    run: async (args, open) => {
      const o = options(args, { school: { type: 'string' }, id: { type: 'string' }, current: { type: 'boolean' }, finish: { type: 'boolean' }, hide: { type: 'boolean' }, show: { type: 'boolean' } }, ['school', 'id']);
      const chosen = (['current', 'finish', 'hide', 'show'] as const).filter((k) => o[k]);
      if (chosen.length !== 1) throw new CommandError('请在 --current、--finish、--hide、--show 中选择一项');
      if (!/^[1-9]\d{0,9}$/.test(o.id!)) throw new CommandError('--id 应为学期ID（正整数，见 semesters 命令）');
      await withDb(async (db) => {
        const actor = await actorFor(db, o.school!);
        const id = Number(o.id);
        // Another school's semester is refused by the module as 学期不存在.
        const done = chosen[0] === 'current' ? await setCurrentSemester(db, actor, id) : chosen[0] === 'finish' ? await finishSemester(db, actor, id) : await setSemesterVisibility(db, actor, id, chosen[0] === 'show');
        const what = { current: '已设为当前学期', finish: '已结束', hide: '已隐藏', show: '已显示' }[chosen[0]!];
        console.log(`${done.semesterName}${what}`);
      }, open);
    },
  },
  student: {
    usage: 'student --school 学校代码 --num 学号 --move 班级名称|--leave|--rejoin 班级名称   调班（已有成绩仍属原班级）、离校或复学',
    run: async (args, open) => {
      const o = options(args, { school: { type: 'string' }, num: { type: 'string' }, move: { type: 'string' }, leave: { type: 'boolean' }, rejoin: { type: 'string' } }, ['school', 'num']);
      const chosen = [o.move !== undefined && 'move', o.leave && 'leave', o.rejoin !== undefined && 'rejoin'].filter(Boolean);
      if (chosen.length !== 1) throw new CommandError('请在 --move 班级名称、--leave、--rejoin 班级名称 中选择一项');
      await withDb(async (db) => {
        const actor = await actorFor(db, o.school!);
        const [st] = await db.select({ id: student.id, name: student.name }).from(student).where(and(eq(student.schoolId, actor.schoolId), eq(student.studentNum, o.num!))).limit(1);
        if (!st) throw new CommandError(`该校没有学号为${o.num}的学生`);
        if (o.leave) {
          await leaveSchool(db, actor, st.id);
          console.log(`${st.name}已办理离校（历史成绩保留）`);
          return;
        }
        const name = (o.move ?? o.rejoin)!;
        const classes = await db.select({ id: clazz.id }).from(clazz).where(and(eq(clazz.schoolId, actor.schoolId), eq(clazz.name, name), eq(clazz.status, CLAZZ_STATUS.ACTIVE)));
        if (classes.length !== 1) throw new CommandError(classes.length ? `有${classes.length}个班级名为${name}，请先在教务管理中改名区分` : `该校没有在读的班级${name}`);
        if (o.move !== undefined) await moveStudent(db, actor, st.id, classes[0]!.id);
        else await rejoinSchool(db, actor, st.id, classes[0]!.id);
        console.log(o.move !== undefined ? `${st.name}已调到${name}（已有成绩仍属原班级）` : `${st.name}已复学，进入${name}`);
      }, open);
    },
  },
  teacher: {
    usage: 'teacher --school 学校代码 --account 账号 --disable|--enable   停用（已登录的会话立即失效）或启用教师账号',
    run: async (args, open) => {
      const o = options(args, { school: { type: 'string' }, account: { type: 'string' }, disable: { type: 'boolean' }, enable: { type: 'boolean' } }, ['school', 'account']);
      if (Boolean(o.disable) === Boolean(o.enable)) throw new CommandError('请在 --disable、--enable 中选择一项');
      await withDb(async (db) => {
        const actor = await actorFor(db, o.school!);
        const [t] = await db.select({ id: teacher.id, name: teacher.name }).from(teacher).where(and(eq(teacher.schoolId, actor.schoolId), eq(teacher.account, o.account!))).limit(1);
        if (!t) throw new CommandError(`该校没有账号${o.account}`);
        await setTeacherDisabled(db, actor, t.id, Boolean(o.disable));
        console.log(`${o.account} ${t.name} 已${o.disable ? '停用' : '启用'}`);
      }, open);
    },
  },
  audit: {
    usage: `audit --school 学校代码 [--action 操作] [--keyword 关键词] [--limit 条数] [--out 文件.xlsx]   查看操作日志（最新在前，默认20条；--out 导出Excel）。操作：${Object.keys(ADMIN_ACTION_NAMES).join('|')}`,
    run: async (args, open) => {
      const o = options(args, { school: { type: 'string' }, action: { type: 'string' }, keyword: { type: 'string' }, limit: { type: 'string' }, out: { type: 'string' } }, ['school']);
      if (o.action && !(o.action in ADMIN_ACTION_NAMES)) throw new CommandError(`--action只能是${Object.keys(ADMIN_ACTION_NAMES).join('、')}`);
      if (o.limit !== undefined && !/^[1-9]\d{0,3}$/.test(o.limit)) throw new CommandError('--limit 应为1-9999的整数');
      await withDb(async (db) => {
        const actor = await actorFor(db, o.school!);
        const q = { action: o.action, keyword: o.keyword };
        if (o.out) {
          const { buffer } = await auditWorkbook(db, actor.schoolId, q);
          try {
            writeFileSync(o.out, buffer);
          } catch {
            throw new CommandError(`写不了文件：${o.out}`);
          }
          console.log(`操作日志已导出到 ${o.out}`);
          return;
        }
        const page = await listAudit(db, actor.schoolId, { ...q, pageNo: 1, pageSize: Number(o.limit ?? 20) });
        if (!page.total) console.log('没有符合条件的操作记录');
        for (const e of page.list) console.log(`${e.at}\t${e.actorName}\t${e.actionName}\t${e.target}${e.before || e.after ? `\t${e.before ?? '（无）'} → ${e.after ?? '（无）'}` : ''}`);
        if (page.total > page.list.length) console.log(`共${page.total}条，显示最新${page.list.length}条`);
      }, open);
    },
  },
};
