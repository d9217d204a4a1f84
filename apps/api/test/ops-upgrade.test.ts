/**
 * Upgrades and the admin command on a PGlite folder.
 * - The previous release's schema (every migration but the newest, from a trimmed copy of the
 *   journal) holds a school with classes, students, an exam with scores and marking rows; the full
 *   migration then runs and the data is intact (counts, exact totals, marking counters), with the
 *   new columns at their defaults.
 * - An older baseline: the same data written at the schema after 0010 (before the issue-16
 *   migrations), an audit entry and a rollover written at 0013 (after 0011, before 0014 turned the
 *   audit fields from jsonb into json), then every later migration: counts, exact totals, the
 *   fields 0011 added at their documented defaults, the audit entry intact and readable, and a new
 *   entry keeps its field order.
 * - `npm run admin -- backup` and `restore` as a user runs them, against DATA_DIR / FILES_DIR
 *   folders: the restored folder has the same rows and files; restoring over it is refused with
 *   exit code 1; no or an unknown command prints the Chinese usage and exits with 2.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { API_ROOT } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { listAudit, writeAudit } from '../src/modules/admin/audit.js';
import { readJournal, trimmedMigrationsFolder } from '../src/ops/migrations.js';
import { rows } from '../src/ops/rows.js';
import { createLocalStorage } from '../src/storage/storage.js';
import { createBlankDatabase, databaseFingerprint, fileHashes } from './support/ops-fixtures.js';

const run = promisify(execFile);

/** The previous release's data, written with that release's columns only (raw SQL, not today's schema objects). */
async function fillPreviousRelease(db: Database['db']): Promise<void> {
  await db.execute(sql`insert into subject (id, name, is_basic) values (2, '数学', true) on conflict do nothing`);
  await db.execute(sql`insert into school (id, name, domain, section) values (900, '升级测试中学', 'upgrade.example', 2)`);
  await db.execute(sql`insert into semester (id, school_id, name, status, start_date, end_date) values (900, 900, '2025-2026学年第一学期', 1, '2025-09-01', '2026-01-31')`);
  await db.execute(sql`insert into grade (id, school_id, section, grade_no, name) values (900, 900, 2, 7, '七年级')`);
  await db.execute(sql`insert into clazz (id, school_id, grade_id, name) values (901, 900, 900, '1班'), (902, 900, 900, '2班')`);
  await db.execute(sql`insert into teacher (id, school_id, account, password_hash, name, section) values (900, 900, 'up_teacher', 'x', '王老师', 2), (901, 900, 'up_marker', 'x', '李老师', 2)`);
  await db.execute(sql`insert into student (id, school_id, clazz_id, name, student_num, gender)
    select 9000 + g, 900, case when g % 2 = 0 then 901 else 902 end, '学生' || g, 'S' || lpad(g::text, 4, '0'), 1 + g % 2 from generate_series(1, 40) g`);
  await db.execute(sql`insert into exam_group (id, school_id, semester_id, grade_id, name, type, exam_date, created_by) values (900, 900, 900, 900, '期中考试', 1, '2025-11-10', 900)`);
  await db.execute(sql`insert into exam (id, exam_group_id, school_id, subject_id, full_score) values (900, 900, 900, 2, 100)`);
  await db.execute(sql`insert into exam_question (id, exam_id, idx, question_no, objective, full_score) values (9001, 900, 0, '1', false, 50.5), (9002, 900, 1, '2', false, 49.5)`);
  // Half-point scores whose totals must stay exact (0009's exact totals).
  await db.execute(sql`insert into exam_student (exam_id, student_id, clazz_id, scores, answers, total)
    select 900, 9000 + g, case when g % 2 = 0 then 901 else 902 end, array[(g % 50) + 0.5, 10.1]::double precision[], array['', '']::text[], (g % 50) + 0.5 + 10.1
    from generate_series(1, 40) g`);
  await db.execute(sql`insert into marking_group (id, exam_id, school_id, name, question_ids, full_score) values (900, 900, 900, '第1题', array[9001], 50.5)`);
  await db.execute(sql`insert into marking_answer (id, group_id, exam_id, student_id, clazz_id, image_key) select 9000 + g, 900, 900, 9000 + g, case when g % 2 = 0 then 901 else 902 end, 'marking/up/' || g || '.png' from generate_series(1, 10) g`);
  await db.execute(sql`insert into marking_slot (answer_id, group_id, clazz_id, round, marker_id, scores, score, submitted_at)
    select 9000 + g, 900, case when g % 2 = 0 then 901 else 902 end, 1, 901, array[20.5]::double precision[], 20.5, '2025-11-12T08:00:00Z' from generate_series(1, 6) g`);
}

describe('upgrade from the previous release', () => {
  it('keeps every row and value when the newest migrations run over the previous schema with data', async () => {
    const journal = readJournal();
    const database = await createBlankDatabase();
    const previous = trimmedMigrationsFolder(journal.length - 1);
    try {
      await database.migrate(previous.folder);
      await fillPreviousRelease(database.db);
      const before = await databaseFingerprint(database.db);
      const totals = async () => rows<{ id: number; total: string }>(database.db, sql`select student_id as id, total::text as total from exam_student where exam_id = 900 order by student_id`);
      const totalsBefore = await totals();

      await database.migrate();

      const after = await databaseFingerprint(database.db);
      for (const [table, n] of Object.entries(before.counts)) expect(after.counts[table], table).toBe(n);
      expect(await totals()).toEqual(totalsBefore);
      expect(totalsBefore.find((t) => t.id === 9001)!.total).toBe('11.6');
      const [counter] = await rows<{ marked: number }>(database.db, sql`select marked from marking_marker_count where group_id = 900 and teacher_id = 901`);
      expect(counter!.marked).toBe(6);
      const students = await rows<{ n: string; names: string }>(database.db, sql`select count(*)::text as n, string_agg(name, ',' order by id) as names from student where school_id = 900 and status = 1`);
      expect(students[0]!.n).toBe('40');
      expect(students[0]!.names.startsWith('学生1,学生2,')).toBe(true);
      const [t] = await rows<{ kind: number; must: boolean }>(database.db, sql`select account_kind as kind, must_change_password as must from teacher where id = 900`);
      expect(t).toEqual({ kind: 1, must: false });
      const [c] = await rows<{ n: string }>(database.db, sql`select count(*)::text as n from clazz where school_id = 900 and status = 1`);
      expect(c!.n).toBe('2');
    } finally {
      previous.remove();
      await database.close();
    }
  }, 240_000);
});

describe('upgrade from before the admin migrations (the schema after 0010)', () => {
  it('keeps the data of 0010 and of 0013 through every later migration, with 0011\'s defaults and 0014\'s json audit fields', async () => {
    const journal = readJournal();
    const upTo = (tag: string) => {
      const i = journal.findIndex((e) => e.tag.startsWith(tag));
      expect(i, tag).toBeGreaterThan(0);
      return trimmedMigrationsFolder(i);
    };
    const at0010 = upTo('0011_'); // 0000 … 0010
    const at0013 = upTo('0014_'); // 0000 … 0013
    const database = await createBlankDatabase();
    const db = database.db;
    try {
      await database.migrate(at0010.folder);
      expect(await rows(db, sql`select 1 from information_schema.columns where table_name = 'clazz' and column_name = 'status'`)).toEqual([]);
      await fillPreviousRelease(db);
      const before = await databaseFingerprint(db);
      const totals = async () => rows<{ id: number; total: string }>(db, sql`select student_id as id, total::text as total from exam_student where exam_id = 900 order by student_id`);
      const totalsBefore = await totals();
      expect(totalsBefore).toHaveLength(40);

      // 0011 … 0013: the admin columns appear with their defaults on the rows already there.
      await database.migrate(at0013.folder);
      expect(await rows(db, sql`select distinct status, graduated_at from clazz`)).toEqual([{ status: 1, graduated_at: null }]);
      expect(await rows(db, sql`select code from school where id = 900`)).toEqual([{ code: '' }]);
      // An audit entry, a graduate and a rollover written while the audit fields were jsonb.
      const auditBefore = { 学号: 'S0001', 姓名: '学生1', 班级: '2班', 状态: '在读' };
      const auditAfter = { 学号: 'S0001', 姓名: '学生1', 班级: '1班', 状态: '在读' };
      await db.execute(sql`insert into admin_audit (school_id, actor_id, actor_name, action, target, before, after, created_at)
        values (900, 900, '王老师', 'student.move', 'S0001 学生1', ${JSON.stringify(auditBefore)}::jsonb, ${JSON.stringify(auditAfter)}::jsonb, '2026-01-05T02:00:00Z')`);
      await db.execute(sql`update school set code = 'UP900' where id = 900`);
      await db.execute(sql`insert into semester (id, school_id, name, status, start_date, end_date) values (901, 900, '2026-2027学年第一学期', 0, '2026-09-01', '2027-01-20')`);
      await db.execute(sql`insert into school_rollover (school_id, from_semester_id, to_semester_id, to_school_year) values (900, 900, 901, 2026)`);
      await db.execute(sql`update student set status = 3 where id = 9040`);

      await database.migrate();

      const after = await databaseFingerprint(db);
      for (const [table, n] of Object.entries(before.counts)) {
        const added = { admin_audit: 1, school_rollover: 1, semester: 1 }[table] ?? 0;
        expect(after.counts[table], table).toBe(n + added);
      }
      expect(await totals()).toEqual(totalsBefore);
      expect(totalsBefore.find((t) => t.id === 9001)!.total).toBe('11.6');
      const [counter] = await rows<{ marked: number }>(db, sql`select marked from marking_marker_count where group_id = 900 and teacher_id = 901`);
      expect(counter!.marked).toBe(6);
      // 0011's documented defaults on the rows of 0010: every class and student 在读 (status 1), no
      // 身份证后六位, every account a teacher (kind 1) not asked to change its password.
      expect(await rows(db, sql`select status, count(*)::int as n from student where school_id = 900 group by status order by status`)).toEqual([
        { status: 1, n: 39 },
        { status: 3, n: 1 },
      ]);
      expect(await rows(db, sql`select count(*)::int as n from student where id_tail is not null`)).toEqual([{ n: 0 }]);
      expect(await rows(db, sql`select id, account_kind, must_change_password from teacher order by id`)).toEqual([
        { id: 900, account_kind: 1, must_change_password: false },
        { id: 901, account_kind: 1, must_change_password: false },
      ]);
      expect(await rows(db, sql`select id, status, graduated_at from clazz order by id`)).toEqual([
        { id: 901, status: 1, graduated_at: null },
        { id: 902, status: 1, graduated_at: null },
      ]);
      expect(await rows(db, sql`select code from school where id = 900`)).toEqual([{ code: 'UP900' }]);
      expect(await rows(db, sql`select to_school_year from school_rollover where school_id = 900`)).toEqual([{ to_school_year: 2026 }]);
      // 0014: the audit fields are json now; the entry written as jsonb reads the same.
      expect(await rows(db, sql`select column_name, data_type from information_schema.columns where table_name = 'admin_audit' and column_name in ('before', 'after') order by column_name`)).toEqual([
        { column_name: 'after', data_type: 'json' },
        { column_name: 'before', data_type: 'json' },
      ]);
      const page = await listAudit(db, 900, { pageNo: 1, pageSize: 10 });
      expect(page.total).toBe(1);
      expect(page.list[0]).toMatchObject({ actorName: '王老师', action: 'student.move', target: 'S0001 学生1' });
      for (const [k, v] of Object.entries(auditBefore)) expect(page.list[0]!.before).toContain(`${k}：${v}`);
      expect(page.list[0]!.after).toContain('班级：1班');
      // A new entry keeps its fields in the order written (why 0014 exists).
      await writeAudit(db, { schoolId: 900, teacherId: 900, name: '王老师' }, [{ action: 'student.move', target: 'S0002 学生2', before: auditAfter, after: auditBefore }]);
      expect((await listAudit(db, 900, { pageNo: 1, pageSize: 1 })).list[0]!.before).toBe('学号：S0001；姓名：学生1；班级：1班；状态：在读');
    } finally {
      at0010.remove();
      at0013.remove();
      await database.close();
    }
  }, 120_000);
});

describe('npm run admin on PGlite folders', () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'ops-admin-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));
  const admin = async (args: string[], env: Record<string, string>) => {
    try {
      const r = await run(process.execPath, ['--import', 'tsx', path.join(API_ROOT, 'src/cli/admin.ts'), ...args], { env: { ...process.env, DATABASE_URL: '', ...env }, cwd: API_ROOT });
      return { code: 0, out: r.stdout + r.stderr };
    } catch (err) {
      const e = err as { code: number; stdout: string; stderr: string };
      return { code: e.code, out: e.stdout + e.stderr };
    }
  };

  it('backs up a folder, restores it into empty folders, and refuses a used one', async () => {
    const a = { DATA_DIR: path.join(work, 'a-db'), FILES_DIR: path.join(work, 'a-files') };
    const b = { DATA_DIR: path.join(work, 'b-db'), FILES_DIR: path.join(work, 'b-files') };
    const source = await openDatabase({ kind: 'pglite', dataDir: a.DATA_DIR });
    await source.migrate();
    await fillPreviousRelease(source.db);
    const before = await databaseFingerprint(source.db);
    await source.close();
    const storageA = createLocalStorage(a.FILES_DIR);
    await storageA.put('marking/up/1.png', Buffer.from('png-bytes'), 'image/png');
    await storageA.put('paper/x/y.docx', Buffer.alloc(5000, 3), 'application/octet-stream');

    const archive = path.join(work, 'school.tar');
    const backedUp = await admin(['backup', archive], a);
    expect(backedUp.out).toMatch(/已备份到/);
    expect(backedUp.code).toBe(0);
    const restored = await admin(['restore', archive], b);
    expect(restored.out).toMatch(/已恢复/);
    expect(restored.code).toBe(0);

    const target = await openDatabase({ kind: 'pglite', dataDir: b.DATA_DIR });
    try {
      const after = await databaseFingerprint(target.db);
      expect(after.counts).toEqual(before.counts);
      expect(after.digests).toEqual(before.digests);
    } finally {
      await target.close();
    }
    expect(await fileHashes(createLocalStorage(b.FILES_DIR))).toEqual(await fileHashes(storageA));

    const again = await admin(['restore', archive], b);
    expect(again.code).toBe(1);
    expect(again.out).toMatch(/目标数据库不是空的/);
  }, 240_000);

  it('prints the commands in Chinese and exits with 2 on no or an unknown command', async () => {
    const none = await admin([], {});
    expect(none.code).toBe(2);
    expect(none.out).toMatch(/用法：npm run admin -- <命令>/);
    expect(none.out).toMatch(/backup <文件.tar>/);
    const unknown = await admin(['frobnicate'], {});
    expect(unknown.code).toBe(2);
    expect(unknown.out).toMatch(/未知命令：frobnicate/);
    const missing = await admin(['backup'], {});
    expect(missing.code).toBe(1);
    expect(missing.out).toMatch(/用法：npm run admin -- backup/);
  }, 120_000);
});
