/**
 * `npm run docs:sample -w @app/api [-- OUT_DIR]`: writes the Word files a teacher downloads, from
 * the demo data, for checking them by eye (docs/paper-centre.md, "Checking the Word files").
 * Seeds the demo school into a throw-away in-memory PGlite database, then downloads over the real
 * routes (app.inject): a maths bank paper and its answer version, maths1's paper sent to print with
 * its answer sheet and a 错题重练单 of its exam (questions printed), head11's 错题重练单 of 高一(1)班's
 * wrong questions (exams entered without questions) and 变式训练 sheet, and a one-question paper with
 * pictures (the demo bank has none). Render them with scripts/render-docx.sh.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq, like } from 'drizzle-orm';
import { buildApp } from '../app.js';
import { openDatabase } from '../db/client.js';
import { applyReferenceData } from '../db/reference-data/apply.js';
import { clazz, examQuestion, finePaper, finePaperTopic, paperRecord, teacher, topic } from '../db/schema.js';
import sharp from 'sharp';
import { hashPassword } from '../modules/auth/password.js';
import { paperDocx } from '../modules/paper/documents.js';
import type { PlacedTopic } from '../modules/paper/paper-content.js';
import { DEMO_PASSWORD, seedDemo } from '../seed/demo-school.js';
import { createLocalStorage } from '../storage/storage.js';

const out = path.resolve(process.argv[2] ?? path.join(os.tmpdir(), 'sample-documents'));
mkdirSync(out, { recursive: true });
const filesDir = mkdtempSync(path.join(os.tmpdir(), 'sample-documents-files-'));
const storage = createLocalStorage(filesDir);
const database = await openDatabase({ kind: 'pglite' });
await database.migrate();
await applyReferenceData(database.db);
const hash = await hashPassword(DEMO_PASSWORD);
console.log('seeding the demo school …');
await seedDemo(database.db, storage, async () => hash);
const db = database.db;
const app = await buildApp({ db, storage, logLevel: 'silent', checkResponses: false });
await app.ready();

async function login(account: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/auth/teacher/password/login', payload: { account, password: DEMO_PASSWORD } });
  return (res.json() as { data: { loginToken: string } }).data.loginToken;
}
async function save(name: string, res: { statusCode: number; rawPayload: Buffer; body: string }) {
  if (res.statusCode !== 200) throw new Error(`${name}: HTTP ${res.statusCode} ${res.body.slice(0, 300)}`);
  writeFileSync(path.join(out, name), res.rawPayload);
  console.log(`wrote ${path.join(out, name)}`);
}
const get = (url: string, token: string) => app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
const post = (url: string, token: string, payload: unknown) => app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, payload: payload as object });

const maths1 = await login('maths1');
const head11 = await login('head11');

// The maths bank paper with the most formulas, and its answer version.
const papers = await db.select({ id: finePaper.id, name: finePaper.name, title: topic.title }).from(finePaper).innerJoin(finePaperTopic, eq(finePaperTopic.paperId, finePaper.id)).innerJoin(topic, eq(topic.id, finePaperTopic.topicId)).where(eq(finePaper.subjectId, 3));
const formulas = new Map<number, number>();
for (const p of papers) formulas.set(p.id, (formulas.get(p.id) ?? 0) + (p.title.match(/\\\(|\\\[/g)?.length ?? 0));
const bankPaper = [...formulas.entries()].sort((a, b) => b[1] - a[1])[0]![0];
await save('1-maths-paper.docx', await get(`/paper/file/1/${bankPaper}/paper`, maths1));
await save('2-maths-paper-answer.docx', await get(`/paper/file/1/${bankPaper}/paper-answer`, maths1));

// maths1's paper sent to print (status 3) and its answer sheet.
const [m1] = await db.select({ id: teacher.id, schoolId: teacher.schoolId }).from(teacher).where(eq(teacher.account, 'maths1'));
const [sent] = await db.select().from(paperRecord).where(and(eq(paperRecord.teacherId, m1!.id), eq(paperRecord.status, 3))).orderBy(asc(paperRecord.id)).limit(1);
await save('3-answer-sheet.docx', await get(`/paper/file/2/${sent!.id}/answer-sheet`, maths1));
await save('3-printed-paper.docx', await get(`/paper/file/2/${sent!.id}/paper`, maths1));

// head11: wrong questions of 高一(1)班 in maths, the 错题重练单 and a 变式训练 sheet.
const [c1] = await db.select({ id: clazz.id }).from(clazz).where(and(eq(clazz.schoolId, m1!.schoolId), like(clazz.name, '高一(1)%'))).limit(1);
const wrong = (await get(`/academic/wrongtopic?clazzId=${c1!.id}&subjectId=3&maxRate=0.7`, head11)).json() as { data: { examId: number; questionId: number }[] };
const items = wrong.data.slice(0, 3).map((w) => ({ examId: w.examId, questionId: w.questionId }));
console.log(`错题重练单 items: ${JSON.stringify(items)}`);
await save('4-practice-sheet.docx', await post('/academic/wrongtopic/practice-sheet', head11, { clazzId: c1!.id, items }));
// maths1's printed exam came from a composed paper: its 错题重练单 prints the questions.
if (sent?.examId) {
  const qs = await db.select({ id: examQuestion.id }).from(examQuestion).where(eq(examQuestion.examId, sent.examId)).orderBy(asc(examQuestion.idx));
  const picked = [qs[0], qs[Math.floor(qs.length / 2)], qs.at(-1)].filter((q) => q !== undefined).map((q) => ({ examId: sent.examId!, questionId: q.id }));
  await save('4-practice-sheet-printed-exam.docx', await post('/academic/wrongtopic/practice-sheet', maths1, { clazzId: sent.clazzIds[0], items: picked }));
}
const wrongItems = wrong.data.slice(0, 6).map((w) => ({ examId: w.examId, questionId: w.questionId }));
const variants = (await post('/academic/wrongtopic/variants', head11, { clazzId: c1!.id, items: wrongItems, perQuestion: 2 })).json() as { data: { examId: number; questionId: number; topics: { topicId: number }[] }[] };
const groups = variants.data.filter((g) => g.topics.length).map((g) => ({ examId: g.examId, questionId: g.questionId, topicIds: g.topics.map((t) => t.topicId) }));
await save('5-variant-training.docx', await post('/academic/wrongtopic/variant-sheet', head11, { clazzId: c1!.id, groups }));

// Pictures (the demo bank has none): an SVG diagram as a data: URI (converted to PNG), a wide
// photo-like PNG from the storage by key (shrunk to the column), and a picture that cannot be read.
const diagram = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="220"><rect width="320" height="220" fill="white"/><polygon points="40,190 280,190 120,30" fill="none" stroke="black" stroke-width="3"/><text x="28" y="210" font-size="20">B</text><text x="282" y="210" font-size="20">C</text><text x="112" y="24" font-size="20">A</text></svg>`;
await storage.put('topic/sample/wide.png', await sharp({ create: { width: 2400, height: 600, channels: 3, background: { r: 120, g: 170, b: 220 } } }).png().toBuffer(), 'image/png');
const pictureTopic = {
  id: 1,
  type: '解答题',
  title: `<p>如图，在 \\(\\triangle ABC\\) 中，\\(\\angle A=90^\\circ\\)，求 \\(\\sin B\\)。</p><p><img src="data:image/svg+xml;base64,${Buffer.from(diagram).toString('base64')}" alt="三角形"></p><p>宽图：<img src="/topic/sample/wide.png"></p><p>读不到的图：<img src="https://invalid.example/none.png"></p>`,
  options: [],
  slaves: [],
  answer: '\\(\\frac{3}{5}\\)',
  analysis: '<p>略</p>',
  knowledgePointIds: [],
} as unknown as PlacedTopic['topic'];
writeFileSync(
  path.join(out, '6-pictures.docx'),
  await paperDocx({ name: '图片检查', subjectName: '数学', totalScore: 12, examTime: 120, placed: [{ sort: 0, topicId: 1, groupIdx: 0, typeNoCn: '一', typeName: '解答题', topicNo: '1', score: 12, topic: pictureTopic }] }, true, storage),
);
console.log(`wrote ${path.join(out, '6-pictures.docx')}`);

await app.close();
await database.close();
rmSync(filesDir, { recursive: true, force: true });
