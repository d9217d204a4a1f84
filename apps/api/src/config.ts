/** Process configuration from environment variables. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setSchoolTimeZone } from '@app/contract';

/**
 * The API package's folder (apps/api, the one holding drizzle/), found upwards from this module:
 * the same answer from src/ under tsx and from the compiled dist/bin/ (scripts/build.mjs).
 */
function findApiRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'drizzle', 'meta', '_journal.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`apps/api (its drizzle folder) not found above ${from}`);
  }
}

export const API_ROOT = findApiRoot(path.dirname(fileURLToPath(import.meta.url)));
export const REPO_ROOT = path.resolve(API_ROOT, '../..');

/** S3-compatible object storage (AWS S3, MinIO, Ceph, OSS/COS in S3 mode), used when S3_BUCKET is set. */
export type S3Config = {
  /** Service URL for S3-compatible servers, e.g. http://127.0.0.1:9000; null for AWS itself. */
  endpoint: string | null;
  region: string;
  bucket: string;
  /** Both null: the SDK's default credential chain (instance role, AWS_* variables, profiles). */
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** Address objects as {endpoint}/{bucket}/{key} (MinIO and most self-hosted servers need this). */
  forcePathStyle: boolean;
};

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | null;
  dataDir: string;
  /** Local folder of stored files when no object storage is configured. */
  filesDir: string;
  /** Local folder of lesson video uploads in progress (tus); on local disk even when files go to object storage. */
  uploadDir: string;
  webDist: string;
  logLevel: string;
  trustProxy: boolean;
  /** Object storage for files; null keeps them in filesDir. */
  s3: S3Config | null;
  /** How long a stopping server lets requests in flight finish before cutting them off. */
  shutdownTimeoutMs: number;
};

function flag(value: string | undefined): boolean {
  return value === '1' || value?.toLowerCase() === 'true';
}

function loadS3Config(env: NodeJS.ProcessEnv): S3Config | null {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return null;
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim() || null;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim() || null;
  if ((accessKeyId == null) !== (secretAccessKey == null)) throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  const endpoint = env.S3_ENDPOINT?.trim() || null;
  if (endpoint && !/^https?:\/\/[^\s/]+/.test(endpoint)) throw new Error(`S3_ENDPOINT must be an http(s) URL, got "${endpoint}"`);
  return { endpoint, region: env.S3_REGION?.trim() || 'us-east-1', bucket, accessKeyId, secretAccessKey, forcePathStyle: flag(env.S3_FORCE_PATH_STYLE) };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  // The schools' days (contract school-day.ts): refused at start when the name is not a time zone.
  if (env.SCHOOL_TIME_ZONE?.trim()) setSchoolTimeZone(env.SCHOOL_TIME_ZONE.trim());
  const shutdownTimeoutMs = Number(env.SHUTDOWN_TIMEOUT_MS ?? 10_000);
  if (!Number.isInteger(shutdownTimeoutMs) || shutdownTimeoutMs < 0) throw new Error(`SHUTDOWN_TIMEOUT_MS must be a number of milliseconds, got "${env.SHUTDOWN_TIMEOUT_MS}"`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL?.trim() || null,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(REPO_ROOT, 'data', 'pglite')),
    filesDir: path.resolve(env.FILES_DIR ?? path.join(REPO_ROOT, 'data', 'files')),
    uploadDir: path.resolve(env.UPLOAD_DIR ?? path.join(REPO_ROOT, 'data', 'uploads')),
    webDist: path.resolve(env.WEB_DIST ?? path.join(REPO_ROOT, 'apps', 'web', 'dist')),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    s3: loadS3Config(env),
    shutdownTimeoutMs,
  };
}
