/**
 * The API process of the marking benchmark: serves the benchmark's database on a port it reports
 * to marking.bench.ts over IPC. Run as a child process so the load generator and the server do not
 * share one event loop. It logs as the product does (LOG_LEVEL, default info) to its standard
 * output, which the benchmark sends to a file.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/client.js';
import { createLocalStorage } from '../src/storage/storage.js';
import { startTokenCache } from '../src/modules/auth/token-cache.js';
import { warmUpFeedback } from '../src/modules/writing/feedback.js';

const url = process.env.BENCH_PG_URL;
const database = url ? await openDatabase({ kind: 'postgres', url, poolSize: Number(process.env.BENCH_POOL ?? 20) }) : await openDatabase({ kind: 'pglite', dataDir: process.env.BENCH_PGLITE_DIR! });
const app = await buildApp({ db: database.db, storage: createLocalStorage(mkdtempSync(path.join(os.tmpdir(), 'bench-files-'))), logLevel: process.env.LOG_LEVEL ?? 'info', checkResponses: false });
// As the product starts (main.ts): token lookups cached while the database's changes are heard.
const stopTokenCache = await startTokenCache(database);
// As main.ts: the essay feedback's dictionaries load before the first request.
warmUpFeedback();
await app.listen({ port: 0, host: '127.0.0.1' });
const addr = app.server.address();
process.send?.({ port: typeof addr === 'object' && addr ? addr.port : 0 });
const stop = async () => {
  await app.close();
  await stopTokenCache();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
