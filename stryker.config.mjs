// @ts-check
/**
 * Mutation testing (StrykerJS) of the code where a wrong answer costs most. Not part of `npm test`
 * nor CI: a full run takes hours on two cores. See docs/testing.md.
 *
 *   npm run test:mutation                                   every folder below, incrementally
 *   MUTATION_SCOPE=stats npm run test:mutation              one folder (comma-separate several)
 *   MUTATION_SCOPE=throttle npm run test:mutation -- --mutate apps/api/src/modules/auth/throttle.ts
 *
 * Results go to reports/mutation/<scope>/ (reports/mutation/all/ without MUTATION_SCOPE):
 * index.html, mutation.json and incremental.json. The next run of the same scope re-tests only the
 * mutants whose code or covering tests changed. `node scripts/mutation-summary.mjs` prints the
 * score of every folder from the newest report that has it.
 */

/**
 * Each folder: the files mutated and the tests run against them. Pure logic is tested by unit
 * tests next to the code; code that talks to the database by the API tests (apps/api/test), which
 * run the real Fastify app on a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 *
 * `perTest` runs, for each mutant, only the tests that reached the mutated code: fast, and sound
 * when every test stands alone. academic-flow.test.ts and marking-core.test.ts are journeys whose
 * tests build on the earlier ones (create the exam, then import, then report), so a test run alone
 * would fail and "kill" a mutant for the wrong reason: a folder measured with them uses `all` (each
 * mutant runs the whole files, stopping at the first failure), which is slower. `access`,
 * `marking` and `score-import` have test files of their own whose tests stand alone
 * (access-rules.test.ts, marking-dispatch-rules.test.ts, rules-score-import.test.ts,
 * score-import-safety.test.ts) and run per test.
 * @type {Record<string, { mutate: string[]; testFiles: string[]; coverage: 'perTest' | 'all' }>}
 */
export const SCOPES = {
  stats: {
    mutate: ['apps/api/src/modules/academic/stats/*.ts', '!apps/api/src/modules/academic/stats/*.test.ts'],
    testFiles: ['apps/api/src/modules/academic/stats/*.test.ts'], // the perf test is excluded in vitest.stryker.config.ts
    coverage: 'perTest',
  },
  'paper-rules': {
    mutate: ['packages/contract/src/paper-rules.ts'],
    testFiles: ['packages/contract/src/paper-rules*.test.ts'],
    coverage: 'perTest',
  },
  throttle: {
    mutate: ['apps/api/src/modules/auth/throttle.ts', 'apps/api/src/modules/auth/login.ts'],
    testFiles: ['apps/api/src/modules/auth/*.test.ts', 'apps/api/test/auth.test.ts', 'apps/api/test/auth-login.mutation.test.ts', 'apps/api/test/auth-throttle.test.ts'],
    coverage: 'perTest',
  },
  /** Permission rules and class visibility: who sees which classes. */
  permissions: {
    mutate: ['packages/contract/src/permissions.ts', 'apps/api/src/modules/base/clazz-scope.ts'],
    testFiles: ['packages/contract/src/permissions*.test.ts', 'apps/api/test/clazz.test.ts'],
    coverage: 'perTest',
  },
  /**
   * Who may see and manage exams and marking groups. Its own test files, whose tests stand alone
   * (shared fixtures built in beforeAll and only read), so it runs per test.
   */
  access: {
    mutate: ['apps/api/src/modules/academic/access.ts', 'apps/api/src/modules/marking/access.ts'],
    testFiles: ['apps/api/test/access-rules.test.ts', 'apps/api/test/marking-dispatch-rules.test.ts'],
    coverage: 'perTest',
  },
  /**
   * Reading, checking and writing an imported workbook, the change summary and its confirmation,
   * the history and undo. Unit tests of the pure parts and two API files whose tests stand alone
   * (each test that writes scores makes its own exam), so it runs per test.
   */
  'score-import': {
    mutate: ['apps/api/src/modules/academic/score-import.ts', 'apps/api/src/modules/academic/score-rows.ts', 'apps/api/src/modules/academic/score-history.ts'],
    testFiles: ['apps/api/src/modules/academic/score-import*.test.ts', 'apps/api/test/score-import-safety.test.ts', 'apps/api/test/rules-score-import.test.ts'],
    coverage: 'perTest',
  },
  /** Dispatch, settling, resettling and quotas of marking; the same stand-alone test files as access. */
  marking: {
    mutate: ['apps/api/src/modules/marking/dispatch.ts', 'apps/api/src/modules/marking/settle.ts', 'apps/api/src/modules/marking/resettle.ts', 'apps/api/src/modules/marking/quota-plan.ts'],
    testFiles: ['apps/api/test/marking-dispatch-rules.test.ts', 'apps/api/test/access-rules.test.ts'],
    coverage: 'perTest',
  },
};

const requested = (process.env.MUTATION_SCOPE ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
for (const name of requested) {
  if (!(name in SCOPES)) throw new Error(`Unknown MUTATION_SCOPE ${name}; one of ${Object.keys(SCOPES).join(', ')}`);
}
/** The folders of this run (MUTATION_SCOPE, or all); vitest.stryker.config.ts runs their test files. */
export const scopes = requested.length ? requested.map((name) => SCOPES[/** @type {keyof typeof SCOPES} */ (name)]) : Object.values(SCOPES);

/** Each MUTATION_SCOPE keeps its own results, so folders can be run one at a time or side by side. */
const reportDir = `reports/mutation/${requested.length ? [...requested].sort().join('+') : 'all'}`;

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  packageManager: 'npm',
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.stryker.config.ts' },
  checkers: ['typescript'],
  tsconfigFile: 'tsconfig.stryker.json',
  typescriptChecker: { prioritizePerformanceOverAccuracy: true },
  mutate: scopes.flatMap((s) => s.mutate),
  // The folders' test files are chosen in vitest.stryker.config.ts, not with Stryker's `testFiles`:
  // with `testFiles`, Stryker 9.6 activates static mutants too late and reports them as survived
  // (stryker-js issue #6144).
  coverageAnalysis: scopes.every((s) => s.coverage === 'perTest') ? 'perTest' : 'all',
  incremental: true,
  incrementalFile: `${reportDir}/incremental.json`,
  // Two cores, shared with whoever else is testing.
  concurrency: 2,
  // Instrumented API tests on a busy machine are slow; a mutant that loops still times out.
  timeoutMS: 20_000,
  timeoutFactor: 2,
  ignorePatterns: ['apps/web', 'e2e', 'docs', '.ci', 'reports', 'dist', 'data', '.data', '.stryker-tmp'],
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
  reporters: ['html', 'clear-text', 'progress', 'json'],
  htmlReporter: { fileName: `${reportDir}/index.html` },
  jsonReporter: { fileName: `${reportDir}/mutation.json` },
  // Per folder the bar is 80 % (scripts/mutation-summary.mjs checks it); the run itself never fails.
  thresholds: { high: 90, low: 80, break: null },
};
