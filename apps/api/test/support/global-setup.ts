/**
 * Prepares one migrated template database for a test run; every test file then starts from its
 * own copy (PGlite: a dump of the data dir; PostgreSQL: CREATE DATABASE ... TEMPLATE).
 */
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { dumpPglite, openDatabase, type Database } from '../../src/db/client.js';
import { applyReferenceData } from '../../src/db/reference-data/apply.js';
import { withDatabase } from './db-url.js';
import { createLocalStorage, type Storage } from '../../src/storage/storage.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgTemplateDb: string;
    /** Files written while filling the template (e.g. the demo school's answer images). */
    templateFilesDir: string;
  }
}

/** Builds the template (optionally with more data, e.g. the demo school) and provides it to test files. */
export async function prepareTemplate(project: TestProject, fill?: (database: Database, storage: Storage) => Promise<void>): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  const filesDir = mkdtempSync(path.join(os.tmpdir(), 'template-files-'));
  const storage = createLocalStorage(filesDir);
  project.provide('templateFilesDir', filesDir);
  const removeFiles = () => rmSync(filesDir, { recursive: true, force: true });
  if (url) {
    const name = `tpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const database = await openDatabase({ kind: 'postgres', url: withDatabase(url, name), poolSize: 2 });
    await database.migrate();
    await applyReferenceData(database.db);
    if (fill) await fill(database, storage);
    await database.close();
    project.provide('pgTemplateDb', name);
    project.provide('pgliteTemplate', '');
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
      removeFiles();
    };
  }
  const database = await openDatabase({ kind: 'pglite' });
  await database.migrate();
  await applyReferenceData(database.db);
  if (fill) await fill(database, storage);
  const blob = await dumpPglite(database);
  await database.close();
  const file = path.join(os.tmpdir(), `pglite-template-${process.pid}-${Date.now()}.tar`);
  writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('pgTemplateDb', '');
  return async () => {
    rmSync(file, { force: true });
    removeFiles();
  };
}

export default function setup(project: TestProject) {
  return prepareTemplate(project);
}
