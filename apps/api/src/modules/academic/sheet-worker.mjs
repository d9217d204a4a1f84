/**
 * Entry of the sheet workers of read-sheet.ts, each a child process: each message is one uploaded
 * workbook, each reply its rows or why it was refused. Plain JavaScript so that Node starts it as
 * it is; tsx (a dependency of the API, which runs from its TypeScript source) loads the parser,
 * under `npm start` and under Vitest alike. The compiled server has its own copy (scripts/build.mjs).
 */
import { tsImport } from 'tsx/esm/api';

const { sheetWorkerReply } = await tsImport('./sheet-parse.ts', import.meta.url);
process.on('message', async ({ file, limits }) => {
  process.send(await sheetWorkerReply(file, limits));
});
// A message sent before the listener would be lost: the server sends the first file after this.
process.send({ ready: true });
// The server went away: so does its worker.
process.on('disconnect', () => process.exit(0));
