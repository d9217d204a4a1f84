/**
 * The tests Stryker runs (stryker.config.mjs): the unit and API projects of vitest.config.ts,
 * limited to the test files of the folders being mutated (MUTATION_SCOPE, or all of them).
 *
 * Two other differences. `@app/contract` is resolved to this directory's copy of the package:
 * Stryker runs in a sandbox copy of the repository whose node_modules is a link to the real one,
 * so the workspace link would load the unmutated contract. The 50,000-student performance test is
 * left out: it asserts nothing the other statistics tests do not, and running it once per mutant
 * would take hours.
 */
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { scopes } from './stryker.config.mjs';

const alias = { '@app/contract': path.join(import.meta.dirname, 'packages/contract/src/index.ts') };
const testFiles = [...new Set(scopes.flatMap((s) => s.testFiles))];
const apiTests = testFiles.filter((f) => f.startsWith('apps/api/test/'));
const unitTests = testFiles.filter((f) => !f.startsWith('apps/api/test/'));

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: unitTests,
          exclude: ['**/node_modules/**', '**/*.perf.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          // A project must include something; a pattern that matches no file keeps it empty.
          include: apiTests.length ? apiTests : ['apps/api/test/__none__.test.ts'],
          globalSetup: ['apps/api/test/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
