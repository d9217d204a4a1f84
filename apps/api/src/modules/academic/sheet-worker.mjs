/**
 * Entry of the sheet workers of read-sheet.ts: each message is one uploaded workbook, each reply
 * its rows or why it was refused. Plain JavaScript so that Node starts it as it is; tsx (a
 * dependency of the API, which runs from its TypeScript source) loads the parser, under
 * `npm start` and under Vitest alike.
 */
import { parentPort } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const { sheetWorkerReply } = await tsImport('./sheet-parse.ts', import.meta.url);
parentPort.on('message', async ({ file, limits }) => {
  parentPort.postMessage(await sheetWorkerReply(file, limits));
});
