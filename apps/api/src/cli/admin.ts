/**
 * `npm run admin -- <command> [arguments]`: the commands IT staff run on a server, one table of
 * { name: { usage, run(args) } }. The operations commands (backup, restore) are here; the school
 * commands come from admin-school.ts. No or an unknown command prints the list and exits with 2;
 * a refusal (CommandError, RestoreRefused) prints its message and exits with 1.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { backup } from '../ops/backup.js';
import { restore, RestoreRefused } from '../ops/restore.js';
import { createConfiguredStorage } from '../storage/configured.js';
import { CommandError, SCHOOL_COMMANDS, type AdminCommand } from './admin-school.js';

/** The configured database as is: no migration, no reference data (restore needs it empty). */
async function openConfigured(): Promise<{ database: Database; config: ReturnType<typeof loadConfig> }> {
  const config = loadConfig();
  const database = config.databaseUrl ? await openDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: 2 }) : await openDatabase({ kind: 'pglite', dataDir: config.dataDir });
  return { database, config };
}

function oneFile(args: string[], usage: string): string {
  if (args.length !== 1 || args[0]!.startsWith('-')) throw new CommandError(`用法：npm run admin -- ${usage}`);
  return path.resolve(args[0]!);
}

const OPS_COMMANDS: Record<string, AdminCommand> = {
  backup: {
    usage: 'backup <文件.tar>   备份数据库与存储的文件到一个归档（PGlite 须先停止服务）',
    run: async (args) => {
      const file = oneFile(args, 'backup <文件.tar>');
      const settings = loadConfig();
      if (!settings.databaseUrl && !existsSync(settings.dataDir)) throw new CommandError(`找不到内置数据库目录：${settings.dataDir}（请设置 DATA_DIR 或 DATABASE_URL）`);
      const { database, config } = await openConfigured();
      try {
        const { manifest } = await backup(database.db, database.kind, createConfiguredStorage(config), file);
        const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
        console.log(`已备份到 ${file}：${manifest.tables.length} 张表共 ${rows} 行，${manifest.files.length} 个文件（数据库结构 ${manifest.migration.tag}）`);
      } finally {
        await database.close();
      }
    },
  },
  restore: {
    usage: 'restore <文件.tar>   把备份恢复到空的数据库与存储（恢复前不要启动服务）',
    run: async (args) => {
      const file = oneFile(args, 'restore <文件.tar>');
      if (!existsSync(file)) throw new CommandError(`找不到备份文件：${file}`);
      const { database, config } = await openConfigured();
      try {
        const r = await restore(database, createConfiguredStorage(config), file);
        console.log(`已恢复 ${file}：${r.manifest.tables.length} 张表共 ${r.rows} 行，${r.files} 个文件，行数与文件校验值均已核对`);
      } catch (err) {
        if (err instanceof RestoreRefused) throw new CommandError(err.message);
        throw err;
      } finally {
        await database.close();
      }
    },
  },
};

export const ADMIN_COMMANDS: Record<string, AdminCommand> = { ...OPS_COMMANDS, ...SCHOOL_COMMANDS };

function usage(): string {
  return ['用法：npm run admin -- <命令> [参数]', '', '命令：', ...Object.values(ADMIN_COMMANDS).map((c) => `  ${c.usage}`)].join('\n');
}

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  const command = name ? ADMIN_COMMANDS[name] : undefined;
  if (!command) {
    if (name) console.error(`未知命令：${name}\n`);
    console.error(usage());
    return 2;
  }
  try {
    await command.run(args);
    return 0;
  } catch (err) {
    if (err instanceof CommandError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error('命令失败：', err);
    process.exit(1);
  },
);
