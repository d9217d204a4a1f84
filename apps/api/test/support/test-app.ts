/** Builds the real Fastify app on a fresh test database, with helpers to call it over HTTP (inject). */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../../src/app.js';
import type { Database } from '../../src/db/client.js';
import { createTestDatabase } from './test-db.js';
import type { BuiltTeacher } from './factories.js';
import { createLocalStorage, type Storage } from '../../src/storage/storage.js';
import { startTokenCache } from '../../src/modules/auth/token-cache.js';

export type Envelope<T = unknown> = { errCode: string; errMsg: string; data: T };

export type TestContext = {
  app: FastifyInstance;
  database: Database;
  storage: Storage;
  close: () => Promise<void>;
  call: <T = unknown>(opts: InjectOptions & { token?: string }) => Promise<{ status: number; body: Envelope<T> }>;
  login: (t: BuiltTeacher) => Promise<string>;
};

export async function createTestApp(): Promise<TestContext> {
  const database = await createTestDatabase();
  const filesDir = mkdtempSync(path.join(os.tmpdir(), 'api-test-files-'));
  const storage = createLocalStorage(filesDir);
  const app = await buildApp({ db: database.db, storage, logLevel: process.env.TEST_LOG_LEVEL ?? 'silent', checkResponses: true });
  await app.ready();
  // As the product starts (main.ts): token lookups are cached while the database's changes are heard.
  const stopTokenCache = await startTokenCache(database);
  const call: TestContext['call'] = async ({ token, headers, ...rest }) => {
    const res = await app.inject({ ...rest, headers: { ...(headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) } });
    return { status: res.statusCode, body: res.json() };
  };
  return {
    app,
    database,
    storage,
    call,
    login: async (t) => {
      const res = await call<{ loginToken: string }>({ method: 'POST', url: '/auth/teacher/password/login', payload: { account: t.account, password: t.password } });
      if (res.body.errCode !== '00') throw new Error(`login failed: ${res.body.errMsg}`);
      return res.body.data.loginToken;
    },
    close: async () => {
      await app.close();
      await stopTokenCache();
      await database.close();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}
