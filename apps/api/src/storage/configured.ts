/** The storage the configuration asks for: S3-compatible object storage when S3_BUCKET is set, else the local files folder. */
import type { Config } from '../config.js';
import { createS3Storage } from './s3.js';
import { createLocalStorage, type Storage } from './storage.js';

export function createConfiguredStorage(config: Config): Storage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(config.filesDir);
}
