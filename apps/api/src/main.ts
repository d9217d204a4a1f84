/**
 * Starts the product: opens the database (PGlite by default, PostgreSQL with DATABASE_URL),
 * applies migrations, seeds the demo school on the embedded database's first run, and serves
 * the API and the built web client on one port.
 */
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openConfiguredDatabase } from './db/open-configured.js';
import { shutdownGracefully } from './ops/shutdown.js';
import { createConfiguredStorage } from './storage/configured.js';
import { startTokenCache } from './modules/auth/token-cache.js';
import { warmUpFeedback } from './modules/writing/feedback.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, hasAnySchool, hasDemoSchool, seedDemo } from './seed/demo-school.js';
import { buildDemoReports } from './seed/demo-reports.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  const storage = createConfiguredStorage(config);
  // The demo school only on an embedded database that holds no school yet: one made with
  // `npm run admin -- create-school` (or restored from a backup) is a real school's.
  if (database.kind === 'pglite' && !(await hasAnySchool(database.db))) {
    console.log('首次运行：正在创建演示学校数据…');
    const result = await seedDemo(database.db, storage);
    console.log(`已创建：${result.created.join('、')}`);
  }
  // The demo's reports are built before the first visitor (demo-reports.ts): on the first run, and
  // after an upgrade whose migration dropped stored reports (a real school's are built when opened).
  const demo = await hasDemoSchool(database.db);
  if (demo) {
    const built = await buildDemoReports(database.db);
    if (built) console.log(`已生成${built}份演示考试的成绩报告`);
  }
  const app = await buildApp({ db: database.db, storage, webDist: config.webDist, logLevel: config.logLevel, checkResponses: process.env.NODE_ENV !== 'production', trustProxy: config.trustProxy, uploadDir: config.uploadDir });
  // Token lookups are cached while the database's change notifications are heard (token-cache.ts).
  const stopTokenCache = await startTokenCache(database);
  // The spelling dictionaries of 智能批改 load here (under a second), not on a student's first essay.
  warmUpFeedback();
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`收到 ${signal}，正在停止（最多等待进行中的请求 ${config.shutdownTimeoutMs} 毫秒）…`);
    const { timedOut } = await shutdownGracefully(app, config.shutdownTimeoutMs, [stopTokenCache, database.close]);
    process.exit(timedOut ? 1 : 0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  console.log(`\n教师平台已启动：http://${shownHost}:${config.port}/`);
  console.log(`数据库：${database.kind === 'pglite' ? `内置 PGlite（${config.dataDir}）` : 'PostgreSQL（DATABASE_URL）'}`);
  console.log(`接口文档：http://${shownHost}:${config.port}/docs`);
  if (demo) {
    console.log(`演示账号（密码均为 ${DEMO_PASSWORD}）：`);
    for (const a of DEMO_ACCOUNTS) console.log(`  ${a.account.padEnd(10)} ${a.role}`);
  }
}

main().catch((err: unknown) => {
  console.error('启动失败：', err);
  process.exit(1);
});
