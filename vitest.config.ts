import { defineConfig } from 'vitest/config';

// With TEST_REPORT_DIR set (CI), each run also writes a JSON report there; scripts/test-summary.mjs adds them up.
const reportDir = process.env.TEST_REPORT_DIR;
const projectArg = process.argv[process.argv.indexOf('--project') + 1] ?? 'all';
const reporters = reportDir ? ['default', ['json', { outputFile: `${reportDir}/${projectArg}-${process.pid}.json` }] as const] : ['default'];

export default defineConfig({
  test: {
    reporters: reporters as never,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/api/src/**/*.test.ts', 'apps/web/src/**/*.test.ts'],
          environment: 'node',
          // One module graph for all files (49.7 s -> 18.6 s wall on a loaded 2-core machine): the
          // files that change globals (time zone, stubbed globals, fake timers) restore them.
          isolate: false,
          // Vitest's default on 2 cores is one worker.
          maxWorkers: 2,
        },
      },
      {
        // Component tests of the web client: real components in happy-dom, only fetch is mocked.
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/test/setup.ts'],
          // The files share one module graph: importing antd once instead of per file halves the
          // run's CPU time. The setup resets what tests change (DOM, fetch, cookies, timers).
          isolate: false,
          maxWorkers: 2,
          // antd's first import is slow on a busy 2-core machine.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts'],
          globalSetup: ['apps/api/test/support/global-setup.ts'],
          pool: 'forks',
          isolate: false,
          // API_WORKERS=1 when the run shares the machine with the browser journeys (.ci/run).
          maxWorkers: Number(process.env.API_WORKERS ?? 2),
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/tests/**/*.test.ts'],
          // Pages wait on real API calls (the first view of an exam builds its report): give polled
          // assertions the same patience as Playwright's own waits instead of vitest's 1 s default.
          expect: { poll: { timeout: 15_000, interval: 100 } },
          globalSetup: ['e2e/support/global-setup.ts'],
          fileParallelism: Number(process.env.E2E_WORKERS ?? 1) > 1,
          maxWorkers: Number(process.env.E2E_WORKERS ?? 1),
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
