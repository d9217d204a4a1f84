/**
 * The API process of the marking benchmark: serves the benchmark's database on a port it prints
 * as `LISTENING <port>`. Run by marking.bench.ts as a child process so the load generator and the
 * server do not share one event loop.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/client.js';
import { createLocalStorage } from '../src/storage/storage.js';
import { startTokenCache } from '../src/modules/auth/token-cache.js';

const url = process.env.BENCH_PG_URL;
const database = url ? await openDatabase({ kind: 'postgres', url, poolSize: Number(process.env.BENCH_POOL ?? 20) }) : await openDatabase({ kind: 'pglite', dataDir: process.env.BENCH_PGLITE_DIR! });
const app = await buildApp({ db: database.db, storage: createLocalStorage(mkdtempSync(path.join(os.tmpdir(), 'bench-files-'))), logLevel: process.env.BENCH_LOG ?? 'silent', checkResponses: false });
// As the product starts (main.ts): token lookups cached while the database's changes are heard.
const stopTokenCache = await startTokenCache(database);
await app.listen({ port: 0, host: '127.0.0.1' });
const addr = app.server.address();
console.log(`LISTENING ${typeof addr === 'object' && addr ? addr.port : 0}`);
const stop = async () => {
  await app.close();
  await stopTokenCache();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
