/**
 * Starts the real product (API + built web client) on a free port, on a fresh copy of the seeded
 * template database, inside the test process so tests can also reach the database directly.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/api/src/app.js';
import type { Database } from '../../apps/api/src/db/client.js';
import { inject } from 'vitest';
import { createTestDatabase } from '../../apps/api/test/support/test-db.js';
import { createLocalStorage } from '../../apps/api/src/storage/storage.js';
import { startTokenCache } from '../../apps/api/src/modules/auth/token-cache.js';

const WEB_DIST = process.env.E2E_WEB_DIST ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');

export type RunningServer = { baseUrl: string; app: FastifyInstance; database: Database; close: () => Promise<void> };

/** Journey files run side by side: each server writes its uploads to its own copy of the template's files. */
function copyOfTemplateFiles(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'e2e-files-'));
  cpSync(inject('templateFilesDir'), dir, { recursive: true });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Starts the product. By default on a fresh copy of the seeded template with its files; a test
 * that prepared its own database passes it (and its files folder), and the server closes it.
 */
export async function startServer(own?: { database: Database; filesDir: string }): Promise<RunningServer> {
  const database = own?.database ?? (await createTestDatabase());
  const files = own ? { dir: own.filesDir, remove: () => {} } : copyOfTemplateFiles();
  const app = await buildApp({ db: database.db, storage: createLocalStorage(files.dir), webDist: WEB_DIST, logLevel: 'silent', checkResponses: true });
  // As the product starts (main.ts): token lookups are cached while the database's changes are heard.
  const stopTokenCache = await startTokenCache(database);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    app,
    database,
    close: async () => {
      await app.close();
      await stopTokenCache();
      await database.close();
      files.remove();
    },
  };
}
