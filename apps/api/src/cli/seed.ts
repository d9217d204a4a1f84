/** `npm run seed`: adds the demo schools to the configured database (PostgreSQL or PGlite) and their answer images to the configured storage. */
import { loadConfig } from '../config.js';
import { openConfiguredDatabase } from '../db/open-configured.js';
import { seedDemo } from '../seed/demo-school.js';
import { buildDemoReports } from '../seed/demo-reports.js';
import { createConfiguredStorage } from '../storage/configured.js';

const config = loadConfig();
const database = await openConfiguredDatabase(config);
const result = await seedDemo(database.db, createConfiguredStorage(config));
console.log(result.created.length ? `已创建演示学校：${result.created.join('、')}` : '演示学校已存在，未做任何修改');
if (result.skipped.length) console.log(`已存在：${result.skipped.join('、')}`);
const built = await buildDemoReports(database.db);
if (built) console.log(`已生成${built}份成绩报告`);
await database.close();
