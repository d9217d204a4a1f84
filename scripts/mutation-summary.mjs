#!/usr/bin/env node
/**
 * Mutation score per folder of stryker.config.mjs, from the JSON reports of earlier runs: each
 * folder's figures come from the newest report under reports/mutation/ that mutated it
 * (reports/mutation/<scope>/mutation.json or reports/mutation/all/mutation.json).
 * Score = (killed + timeout) / (killed + timeout + survived + no coverage), as Stryker counts it.
 * A survivor with no completed test is a test file that failed while loading (see below), shown
 * apart; the bar (80 %) applies to the score that counts those as killed.
 *
 *   node scripts/mutation-summary.mjs [--survivors]
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { SCOPES } from '../stryker.config.mjs';

const listSurvivors = process.argv.includes('--survivors');
const ROOT = 'reports/mutation';
const BAR = 80;

const reports = (existsSync(ROOT) ? readdirSync(ROOT) : [])
  .map((dir) => path.join(ROOT, dir, 'mutation.json'))
  .filter((file) => existsSync(file))
  .map((file) => ({ file, time: statSync(file).mtimeMs, report: JSON.parse(readFileSync(file, 'utf8')) }))
  .sort((a, b) => b.time - a.time);

/** The globs of stryker.config.mjs use `*` (within a folder) and `**` (across folders) only. */
function globToRegExp(glob) {
  const body = glob
    .split('**')
    .map((part) => part.split('*').map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('[^/]*'))
    .join('.*');
  return new RegExp(`^${body}$`);
}
const matches = (file, glob) => globToRegExp(glob).test(file);

function inScope(fileName, patterns) {
  const rel = path.relative(process.cwd(), path.resolve(fileName)).split(path.sep).join('/');
  let hit = false;
  for (const p of patterns) {
    if (p.startsWith('!')) {
      if (matches(rel, p.slice(1))) hit = false;
    } else if (matches(rel, p)) hit = true;
  }
  return hit;
}

const rows = [];
let failed = false;
for (const [name, scope] of Object.entries(SCOPES)) {
  const counts = { Killed: 0, Timeout: 0, Survived: 0, NoCoverage: 0, CompileError: 0, RuntimeError: 0, Ignored: 0 };
  const survivors = [];
  let loadFailures = 0;
  const source = reports.find((r) => Object.keys(r.report.files).some((f) => inScope(f, scope.mutate)));
  for (const [fileName, result] of Object.entries(source?.report.files ?? {})) {
    if (!inScope(fileName, scope.mutate)) continue;
    for (const m of result.mutants) {
      counts[m.status] = (counts[m.status] ?? 0) + 1;
      // Stryker 9.6 with Vitest reports a mutant that makes a test file fail while it loads (a
      // throw in code a describe block runs) as survived with no test completed: the file crashed,
      // so the mutant was in fact detected. Counted apart so the two scores can be told apart.
      if (m.status === 'Survived' && m.testsCompleted === 0 && (m.coveredBy?.length ?? 0) > 0) loadFailures++;
      if (m.status === 'Survived' || m.status === 'NoCoverage') {
        const note = m.status === 'Survived' && m.testsCompleted === 0 ? ' (no test completed)' : '';
        survivors.push(`${fileName}:${m.location.start.line}:${m.location.start.column} ${m.status} ${m.mutatorName} ${JSON.stringify(m.replacement ?? '')}${note}`);
      }
    }
  }
  const detected = counts.Killed + counts.Timeout;
  const valid = detected + counts.Survived + counts.NoCoverage;
  const score = valid ? (100 * detected) / valid : null;
  const adjusted = valid ? (100 * (detected + loadFailures)) / valid : null;
  if (adjusted != null && adjusted < BAR) failed = true;
  rows.push({
    folder: name,
    score: score == null ? '—' : `${score.toFixed(1)} %`,
    'score, load failures as killed': adjusted == null ? '—' : `${adjusted.toFixed(1)} %`,
    killed: counts.Killed,
    timeout: counts.Timeout,
    survived: counts.Survived,
    'of which load failures': loadFailures,
    noCoverage: counts.NoCoverage,
    compileErrors: counts.CompileError,
    measured: source ? new Date(source.time).toISOString().slice(0, 16).replace('T', ' ') : '—',
  });
  if (listSurvivors && survivors.length) console.log(`\n${name}:\n  ${survivors.join('\n  ')}`);
}
console.log('');
console.table(rows);
if (failed) {
  console.error(`A folder is below ${BAR} %.`);
  process.exitCode = 1;
}
