/**
 * Delivery of the web client (issue 15): builds it, serves it with the real server on a fresh
 * demo-seeded PGlite database, and loads in Debian's Chromium
 *   1. the login page, with an empty cache;
 *   2. /home after signing in as a demo teacher (what the sign-in adds to the login page's downloads);
 *   3. /home opened directly with the session cookie and an empty cache (all the first screen needs);
 *   4. /home opened again with a warm cache (what a returning teacher downloads).
 * For each it prints the number of requests, the bytes of all responses and of the JavaScript alone,
 * on the wire (compressed) and decoded, the encodings the server used and the largest scripts.
 *
 *   npm run bench:web
 *   WEB_BENCH_BUILD=0 npm run bench:web        use the existing apps/web/dist
 *   WEB_BENCH_ACCOUNT=master npm run bench:web  another demo teacher
 *   WEB_BENCH_ALL=1 npm run bench:web           every script, not only the five largest
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../apps/api/src/app.js';
import { openDatabase } from '../../apps/api/src/db/client.js';
import { applyReferenceData } from '../../apps/api/src/db/reference-data/apply.js';
import { createLocalStorage } from '../../apps/api/src/storage/storage.js';
import { hashPassword } from '../../apps/api/src/modules/auth/password.js';
import { DEMO_PASSWORD, seedDemo } from '../../apps/api/src/seed/demo-school.js';
import { launch } from '../support/browser.js';
import { recordTransfers, scriptsOf, summarise, type Transfer } from '../support/transfer.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const webDist = path.join(root, 'apps/web/dist');
const account = process.env.WEB_BENCH_ACCOUNT ?? 'maths1';

if (process.env.WEB_BENCH_BUILD !== '0') {
  console.log('building the web client…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@app/web'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) throw new Error('web build failed');
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'bench-web-'));
const database = await openDatabase({ kind: 'pglite', dataDir: path.join(tmp, 'db') });
await database.migrate();
await applyReferenceData(database.db);
const storage = createLocalStorage(path.join(tmp, 'files'));
// One hash for every demo account, as the e2e template does: the bench measures the web client, not argon2.
const hash = await hashPassword(DEMO_PASSWORD);
await seedDemo(database.db, storage, async () => hash);
const app = await buildApp({ db: database.db, storage, webDist, logLevel: 'silent', checkResponses: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const browser = await launch();

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
const fileOf = (url: string) => new URL(url).pathname.replace(/^\//, '') || 'index.html';
/** The size of the build's gzip copy of a file (what a browser without brotli receives), else its own. */
function gzipBytes(t: Transfer): number {
  const file = path.join(webDist, fileOf(t.url));
  if (existsSync(`${file}.gz`)) return statSync(`${file}.gz`).size;
  return existsSync(file) ? statSync(file).size : 0;
}

function report(label: string, transfers: Transfer[]): void {
  const all = summarise(transfers);
  const scripts = scriptsOf(transfers);
  const js = summarise(scripts);
  const encodings = [...new Set(scripts.map((t) => (t.fromCache ? 'cache' : t.encoding || 'none')))].join(', ');
  const gzipJs = scripts.filter((t) => !t.fromCache).reduce((s, t) => s + gzipBytes(t), 0);
  console.log(`\n${label}`);
  console.log(`  requests ${all.requests} (JavaScript ${js.requests}; from the browser's cache ${transfers.filter((t) => t.fromCache).length}; 304 ${transfers.filter((t) => t.status === 304).length})`);
  console.log(`  all responses  ${kb(all.wireBytes)} on the wire, ${kb(all.decodedBytes)} decoded`);
  console.log(`  JavaScript     ${kb(js.encodedBodyBytes)} received (${encodings || '-'}), ${kb(gzipJs)} as gzip, ${kb(js.decodedBytes)} decoded`);
  const largest = [...scripts].sort((a, b) => b.decodedBytes - a.decodedBytes).slice(0, process.env.WEB_BENCH_ALL === '1' ? undefined : 5);
  for (const t of largest) {
    const how = t.fromCache ? 'cache' : t.encoding || 'none';
    console.log(`    ${fileOf(t.url).padEnd(44)} ${kb(t.decodedBytes).padStart(9)} → ${kb(t.encodedBodyBytes).padStart(8)} ${how.padEnd(5)} (gzip ${kb(gzipBytes(t))})`);
  }
}

try {
  const page = await browser.context.newPage();
  const recorder = await recordTransfers(page);
  /** Runs a step and records what the page downloads until the network is idle. */
  const measure = async (step: () => Promise<void>) => {
    recorder.start();
    await step();
    await page.waitForLoadState('networkidle');
    return recorder.stop();
  };

  report('login page (empty cache)', await measure(async () => {
    await page.goto(`${base}/#/teacher_login`);
    await page.getByLabel('账号').waitFor();
  }));

  report(`/home after signing in as ${account} (added to the login page's)`, await measure(async () => {
    await page.getByLabel('账号').fill(account);
    await page.getByLabel('密码').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.waitForURL(/#\/home$/);
    await page.getByText('老师，您好').waitFor();
  }));

  const cdp = await browser.context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  await page.goto('about:blank');
  report('/home opened directly (signed in, empty cache)', await measure(async () => {
    await page.goto(`${base}/#/home`);
    await page.getByText('老师，您好').waitFor();
  }));

  await page.goto('about:blank');
  report('/home opened again (warm cache)', await measure(async () => {
    await page.goto(`${base}/#/home`);
    await page.getByText('老师，您好').waitFor();
  }));
} finally {
  await browser.close();
  await app.close();
  await database.close();
  rmSync(tmp, { recursive: true, force: true });
}
