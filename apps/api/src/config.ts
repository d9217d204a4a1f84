/** Process configuration from environment variables. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = path.resolve(here, '../../..');

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | null;
  dataDir: string;
  /** Local folder of stored files when no object storage is configured. */
  filesDir: string;
  webDist: string;
  logLevel: string;
  trustProxy: boolean;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL?.trim() || null,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(REPO_ROOT, 'data', 'pglite')),
    filesDir: path.resolve(env.FILES_DIR ?? path.join(REPO_ROOT, 'data', 'files')),
    webDist: path.resolve(env.WEB_DIST ?? path.join(REPO_ROOT, 'apps', 'web', 'dist')),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
  };
}
