/**
 * The compiled server for `npm start` and the container: esbuild bundles the API's TypeScript (and
 * @app/contract, which is TypeScript source) into dist/bin/, leaving the npm dependencies as
 * imports of node_modules. Three entries:
 * - main.js, the server (src/main.ts);
 * - admin.js, `npm run admin` without the TypeScript loader (src/cli/admin.ts);
 * - sheet-worker.mjs, the workbook worker process that read-sheet.ts forks by the path beside itself
 *   (in the sources sheet-worker.mjs loads sheet-parse.ts through tsx; here it is compiled in).
 * Paths the code finds at run time (the drizzle folder, the repository's data/ and apps/web/dist)
 * are found upwards from the module (config.ts), so dist/bin/ works as src/ does.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(path.join(apiRoot, 'package.json'), 'utf8'));
// Every dependency stays external except the workspace's TypeScript contract, which is compiled in.
const external = Object.keys(pkg.dependencies).filter((d) => d !== '@app/contract');
const outdir = path.join(apiRoot, 'dist', 'bin');

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
  // Bundled CommonJS helpers that call require() need one in an ES module.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
};

rmSync(path.join(apiRoot, 'dist'), { recursive: true, force: true });
await build({ ...common, entryPoints: { main: path.join(apiRoot, 'src/main.ts'), admin: path.join(apiRoot, 'src/cli/admin.ts') }, outdir });
await build({
  ...common,
  stdin: {
    contents: [
      "import { sheetWorkerReply } from './sheet-parse.ts';",
      'process.on("message", async ({ file, limits }) => { process.send(await sheetWorkerReply(file, limits)); });',
      'process.on("disconnect", () => process.exit(0));',
      'process.send({ ready: true });',
    ].join('\n'),
    resolveDir: path.join(apiRoot, 'src/modules/academic'),
    sourcefile: 'sheet-worker.ts',
    loader: 'ts',
  },
  outfile: path.join(outdir, 'sheet-worker.mjs'),
});
console.log(`API compiled to ${path.relative(process.cwd(), outdir) || outdir}`);
