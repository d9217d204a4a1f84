// Adds up the JSON reports of a CI run and prints the closing line 'N passed, N failed'.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? process.env.TEST_REPORT_DIR;
if (!dir) throw new Error('usage: test-summary.mjs <report dir>');
let passed = 0;
let failed = 0;
let skipped = 0;
for (const f of readdirSync(dir).filter((x) => x.endsWith('.json'))) {
  const r = JSON.parse(readFileSync(path.join(dir, f), 'utf8'));
  passed += r.numPassedTests ?? 0;
  // A file that failed to load has no failed test of its own: count it as one failure.
  failed += Math.max(r.numFailedTests ?? 0, r.numFailedTestSuites ?? 0);
  skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
