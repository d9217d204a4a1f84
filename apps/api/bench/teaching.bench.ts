/**
 * Benchmark of 教学督导 (issue 17): a school of 24 classes (3 grades × 8) and 1,200 students, 9
 * subjects, a year of exams (14 sittings per grade over two semesters = 42 exam groups, 378 subject
 * exams of 20 questions, each tagged with a knowledge point), every report built, 108 subject
 * teachers, online marking of one subject per sitting of the current semester (double marking),
 * tagging and papers. Then each /teaching screen's data call over HTTP, for the school master
 * (every grade) and a grade leader (one grade), with the default filters (the current semester):
 * p50 and p95 of 20 calls after 3 warm-ups, and the first call (the process has read no report yet).
 * Target: ≤ 300 ms p50 on PostgreSQL.
 *
 * PostgreSQL: DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_teaching (an empty database);
 * otherwise a fresh PGlite in a temp folder.
 *
 *   npm run bench:teaching
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { openDatabase, type Db } from '../src/db/client.js';
import { applyReferenceData } from '../src/db/reference-data/apply.js';
import { KNOWLEDGE_POINTS } from '../src/db/reference-data/knowledge-points.js';
import { authToken, clazz, exam, examGroup, examGroupClazz, examQuestion, grade, markingAnswer, markingGroup, markingSlot, paperRecord, school, schoolSubject, semester, student, teacher, teacherClazz, teacherPost } from '../src/db/schema.js';
import { rebuildExamReport } from '../src/modules/academic/build-report.js';
import { upsertScoreRows } from '../src/modules/academic/score-rows.js';
import { tokenHash } from '../src/modules/auth/tokens.js';
import { createLocalStorage } from '../src/storage/storage.js';
import { createRng } from '../src/seed/random.js';
import { labelQuestionTypesFor } from '@app/contract';

const CLASSES_PER_GRADE = 8;
const STUDENTS_PER_CLASS = 50;
const SUBJECTS = [9, 3, 8, 12, 13, 14, 15, 16, 17];
const QUESTIONS = 20;
const RUNS = 20;
const WARMUPS = 3;
const SITTINGS = [
  ['2026-03-06', '2026-03-20', '2026-04-03', '2026-04-22', '2026-05-15', '2026-05-29', '2026-07-03'],
  ['2026-09-12', '2026-09-28', '2026-10-10', '2026-10-27', '2026-11-11', '2026-11-25', '2026-12-18'],
];

const url = process.env.DATABASE_URL;
const database = url ? await openDatabase({ kind: 'postgres', url }) : await openDatabase({ kind: 'pglite', dataDir: mkdtempSync(path.join(os.tmpdir(), 'bench-teaching-')) });
await database.migrate();
await applyReferenceData(database.db);
const db: Db = database.db;
const rng = createRng(20261126);
const stamp = Date.now().toString(36);
const t0 = performance.now();

const [s] = await db.insert(school).values({ name: `督导基准中学${stamp}`, domain: `t${stamp}.bench.local`, section: 2 }).returning();
const schoolId = s!.id;
await db.insert(schoolSubject).values(SUBJECTS.map((subjectId, i) => ({ schoolId, subjectId, sort: i })));
const sems = await db
  .insert(semester)
  .values([
    { schoolId, name: '2025-2026学年第二学期', status: 2, startDate: '2026-02-20', endDate: '2026-07-10' },
    { schoolId, name: '2026-2027学年第一学期', status: 1, startDate: '2026-09-01', endDate: '2027-01-20' },
  ])
  .returning();
const semIds = sems.map((x) => x.id);

const grades: { id: number; clazzIds: number[]; students: { id: number; clazzId: number; ability: number }[] }[] = [];
for (const no of [1, 2, 3]) {
  const [g] = await db.insert(grade).values({ schoolId, section: 2, gradeNo: no, name: ['高一', '高二', '高三'][no - 1]! }).returning();
  const clazzIds: number[] = [];
  const students: { id: number; clazzId: number; ability: number }[] = [];
  for (let c = 1; c <= CLASSES_PER_GRADE; c++) {
    const [cl] = await db.insert(clazz).values({ schoolId, gradeId: g!.id, name: `${['高一', '高二', '高三'][no - 1]}(${c})班`, sort: c }).returning();
    clazzIds.push(cl!.id);
    const rows = await db
      .insert(student)
      .values(Array.from({ length: STUDENTS_PER_CLASS }, (_, i) => ({ schoolId, clazzId: cl!.id, name: `学生${no}${c}${i}`, studentNum: `${stamp}${no}${String(c).padStart(2, '0')}${String(i).padStart(3, '0')}`, gender: (i % 2) + 1 })))
      .returning({ id: student.id });
    // Classes differ a little in level, so value added and warnings have something to show.
    const level = (c - 4.5) * 0.08;
    for (const r of rows) students.push({ id: r.id, clazzId: cl!.id, ability: level + (rng.next() - 0.5) * 1.6 });
  }
  grades.push({ id: g!.id, clazzIds, students });
}

const hash = 'bench-not-a-password';
async function addTeacher(name: string, post: number, gradeId: number | null): Promise<number> {
  const [t] = await db.insert(teacher).values({ schoolId, account: `b${stamp}${randomBytes(4).toString('hex')}`, passwordHash: hash, name, section: 2 }).returning();
  await db.insert(teacherPost).values({ teacherId: t!.id, post, gradeId });
  return t!.id;
}
async function tokenFor(teacherId: number): Promise<string> {
  const token = randomBytes(24).toString('hex');
  await db.insert(authToken).values({ tokenHash: tokenHash(token), teacherId, expiresAt: new Date(Date.now() + 86_400_000) });
  return token;
}
const masterId = await addTeacher('校长', 5, null);
const leaderId = await addTeacher('高一年级组长', 3, grades[0]!.id);

// 9 subjects × 3 grades × 4 teachers, each teaching 2 classes, in both semesters.
const teacherOf = new Map<string, number>();
let n = 0;
for (const g of grades) {
  for (const subjectId of SUBJECTS) {
    for (let k = 0; k < CLASSES_PER_GRADE / 2; k++) {
      const id = await addTeacher(`教师${++n}`, 4, null);
      const mine = g.clazzIds.slice(k * 2, k * 2 + 2);
      for (const clazzId of mine) teacherOf.set(`${clazzId}:${subjectId}`, id);
      await db.insert(teacherClazz).values(semIds.flatMap((semesterId) => mine.map((clazzId) => ({ teacherId: id, clazzId, semesterId, subjectId }))));
    }
  }
}

const kpsOf = (subjectId: number) => KNOWLEDGE_POINTS.filter((k) => k.subjectId === subjectId).map((k) => k.id);
const examIds: number[] = [];
let exams = 0;
for (const [si, dates] of SITTINGS.entries()) {
  for (const g of grades) {
    for (const [di, date] of dates.entries()) {
      const [eg] = await db.insert(examGroup).values({ schoolId, semesterId: semIds[si]!, gradeId: g.id, name: `第${di + 1}次考试`, type: 3, examDate: date, createdBy: masterId }).returning();
      await db.insert(examGroupClazz).values(g.clazzIds.map((clazzId) => ({ examGroupId: eg!.id, clazzId })));
      for (const subjectId of SUBJECTS) {
        const [e] = await db.insert(exam).values({ examGroupId: eg!.id, schoolId, subjectId, fullScore: 100 }).returning();
        const kps = kpsOf(subjectId);
        const tagger = teacherOf.get(`${g.clazzIds[0]}:${subjectId}`)!;
        const tagged = di % 2 === 0;
        const questions = await db
          .insert(examQuestion)
          .values(
            Array.from({ length: QUESTIONS }, (_, idx) => ({
              examId: e!.id,
              idx,
              questionNo: String(idx + 1),
              objective: false,
              fullScore: 5,
              knowledgePointIds: kps.length ? [kps[(idx + di) % kps.length]!] : [],
              taggedBy: tagged ? tagger : null,
              taggedAt: tagged ? new Date(`${date}T08:00:00Z`) : null,
              difficulty: tagged ? 3 : null,
            })),
          )
          .returning({ id: examQuestion.id });
        const difficulty = Array.from({ length: QUESTIONS }, () => (rng.next() - 0.5) * 2);
        await upsertScoreRows(
          db,
          e!.id,
          g.students.map((st) => ({
            studentId: st.id,
            clazzId: st.clazzId,
            absent: rng.next() < 0.01,
            scores: difficulty.map((d) => {
              const p = 1 / (1 + Math.exp(-(st.ability + (rng.next() - 0.5) * 0.6 - d) * 2));
              return Math.round(p * 5 * 2) / 2;
            }),
            answers: null,
          })),
        );
        await db.execute(sql`update exam_student set total = (select sum(x) from unnest(scores) x) where exam_id = ${e!.id}`);
        // Online marking (double, tolerance 1) of question 20 of maths in the current semester.
        if (si === 1 && subjectId === 3) {
          const [mg] = await db.insert(markingGroup).values({ examId: e!.id, schoolId, name: '第20题', questionIds: [questions[QUESTIONS - 1]!.id], fullScore: 5, doubleMarking: true, tolerance: 1, status: 4 }).returning();
          const answers = await db
            .insert(markingAnswer)
            .values(g.students.map((st) => ({ groupId: mg!.id, examId: e!.id, studentId: st.id, clazzId: st.clazzId, imageKey: 'bench.png', status: 3 })))
            .returning({ id: markingAnswer.id, clazzId: markingAnswer.clazzId });
          const when = new Date(`${date}T10:00:00Z`);
          const slots = answers.flatMap((a, i) => {
            const first = teacherOf.get(`${a.clazzId}:3`)!;
            const second = teacherOf.get(`${g.clazzIds[(g.clazzIds.indexOf(a.clazzId) + 2) % CLASSES_PER_GRADE]}:3`)!;
            const score = i % 5;
            const other = i % 17 === 0 ? Math.min(5, score + 2) : score;
            return [
              { answerId: a.id, groupId: mg!.id, clazzId: a.clazzId, round: 1, markerId: first, score, scores: [score], submittedAt: when, spentMs: 8000 + (i % 7) * 1000 },
              { answerId: a.id, groupId: mg!.id, clazzId: a.clazzId, round: 2, markerId: second, score: other, scores: [other], submittedAt: when, spentMs: 9000 + (i % 5) * 1000 },
              ...(other !== score ? [{ answerId: a.id, groupId: mg!.id, clazzId: a.clazzId, round: 3, markerId: leaderId, score, scores: [score], submittedAt: when, spentMs: 15000 }] : []),
            ];
          });
          await db.insert(markingSlot).values(slots);
        }
        examIds.push(e!.id);
        exams++;
      }
    }
  }
}
for (const [key, teacherId] of teacherOf) {
  if (!key.endsWith(':3') && !key.endsWith(':8')) continue;
  await db.insert(paperRecord).values({ schoolId, teacherId, subjectId: Number(key.split(':')[1]), semesterId: semIds[1]!, name: '单元卷', status: 3, createdAt: new Date('2026-10-08T02:00:00Z'), sentAt: new Date('2026-10-09T02:00:00Z') });
}
const seeded = performance.now();
console.log(`school: 24 classes, ${grades.reduce((a, g) => a + g.students.length, 0)} students, ${exams} subject exams in ${SITTINGS.length * 7 * 3} exam groups; seeded in ${((seeded - t0) / 1000).toFixed(1)} s`);
for (const id of examIds) await rebuildExamReport(db, id);
console.log(`reports built: ${examIds.length} in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);

const app = await buildApp({ db, storage: createLocalStorage(mkdtempSync(path.join(os.tmpdir(), 'bench-teaching-files-'))), logLevel: 'silent', checkResponses: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const addr = app.server.address();
const base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
const who = { master: await tokenFor(masterId), leader: await tokenFor(leaderId) };
const someTeacher = teacherOf.get(`${grades[0]!.clazzIds[0]}:3`)!;

async function timed(p: string, token: string): Promise<{ first: number; p50: number; p95: number; bytes: number }> {
  const times: number[] = [];
  let first = 0;
  let bytes = 0;
  for (let i = 0; i < WARMUPS + RUNS; i++) {
    const start = performance.now();
    const res = await fetch(base + p, { headers: { authorization: `Bearer ${token}` } });
    const body = Buffer.from(await res.arrayBuffer());
    const ms = performance.now() - start;
    if (res.status !== 200) throw new Error(`${p}: ${res.status} ${body.toString().slice(0, 300)}`);
    if (i === 0) first = ms;
    if (i >= WARMUPS) times.push(ms);
    bytes = body.length;
  }
  times.sort((a, b) => a - b);
  return { first, p50: times[Math.floor(times.length / 2)]!, p95: times[Math.min(times.length - 1, Math.ceil(times.length * 0.95) - 1)]!, bytes };
}

console.log(`\n${url ? 'PostgreSQL' : 'PGlite'}: p50 / p95 of ${RUNS} calls (after ${WARMUPS} warm-ups), default filters (current semester)`);
const calls: [string, string, keyof typeof who][] = [
  ['study (school master, 3 grades)', '/teaching/study', 'master'],
  ['study (grade leader, 1 grade)', '/teaching/study', 'leader'],
  ['study, by week', '/teaching/study?cycleType=week', 'master'],
  ['teacher (school master)', '/teaching/teacher', 'master'],
  ['teacher (grade leader)', '/teaching/teacher', 'leader'],
  ['teacher drill-down', `/teaching/teacher/${someTeacher}`, 'leader'],
  ['quality (school master)', '/teaching/quality', 'master'],
  ['quality (grade leader)', '/teaching/quality', 'leader'],
  ['teacher Excel (school master)', '/teaching/teacher/download', 'master'],
  ['quality Excel (school master)', '/teaching/quality/download', 'master'],
];
for (const [name, p, as] of calls) {
  const r = await timed(p, who[as]);
  console.log(`${name.padEnd(34)} p50 ${r.p50.toFixed(0).padStart(5)} ms   p95 ${r.p95.toFixed(0).padStart(5)} ms   first ${r.first.toFixed(0).padStart(5)} ms   ${(r.bytes / 1024).toFixed(0)} kB`);
}

// Exam tagging: saving one question's tags (alternating its knowledge point, so every save changes
// the report's input), and how long a change takes to show in the class's knowledge-point report
// (the save, then reads of /point until the new point is there: the rebuild is in that time).
const clazz0 = grades[0]!.clazzIds[0]!;
const tagged = (
  (await db.execute(sql`select e.id from exam e join exam_group g on g.id = e.exam_group_id join exam_group_clazz gc on gc.exam_group_id = g.id
                        where e.subject_id = 3 and gc.clazz_id = ${clazz0} order by g.exam_date desc limit 1`)) as unknown as { rows: { id: number }[] }
).rows[0]!.id;
const [firstQuestion] = await db.select({ id: examQuestion.id }).from(examQuestion).where(sql`${examQuestion.examId} = ${tagged}`).orderBy(examQuestion.idx).limit(1);
const tagger = await tokenFor(someTeacher);
const points = KNOWLEDGE_POINTS.filter((k) => k.subjectId === 3 && !KNOWLEDGE_POINTS.some((c) => c.parentId === k.id)).slice(0, 40).map((k) => k.id);
let turn = 0;
async function saveTag(): Promise<{ ms: number; kp: number }> {
  const kp = points[turn++ % points.length]!;
  const start = performance.now();
  const res = await fetch(`${base}/label/exam/${tagged}/tags`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${tagger}`, 'content-type': 'application/json' },
    body: JSON.stringify({ items: [{ questionId: firstQuestion!.id, knowledgePointIds: [kp], methodIds: [], difficulty: 3, questionType: labelQuestionTypesFor(3)[0] }] }),
  });
  const body = (await res.json()) as { errCode: string; errMsg: string };
  if (body.errCode !== '00') throw new Error(`save tags: ${body.errCode} ${body.errMsg}`);
  return { ms: performance.now() - start, kp };
}
const saves: number[] = [];
for (let i = 0; i < WARMUPS + RUNS; i++) {
  const { ms } = await saveTag();
  if (i >= WARMUPS) saves.push(ms);
}
saves.sort((a, b) => a - b);
console.log(`${'save one question’s tags'.padEnd(34)} p50 ${saves[Math.floor(saves.length / 2)]!.toFixed(0).padStart(5)} ms   p95 ${saves[Math.ceil(saves.length * 0.95) - 1]!.toFixed(0).padStart(5)} ms`);
const shown: number[] = [];
for (let i = 0; i < 5; i++) {
  const start = performance.now();
  const { kp } = await saveTag();
  for (;;) {
    const res = await fetch(`${base}/academic/exam/${tagged}/clazz/${clazz0}/point`, { headers: { authorization: `Bearer ${tagger}` } });
    const body = (await res.json()) as { errCode: string; data: { kpId: number }[] | null };
    if (body.errCode === '00' && body.data?.some((r) => r.kpId === kp)) break;
    if (performance.now() - start > 30_000) throw new Error('the tag change did not show in 30 s');
  }
  shown.push(performance.now() - start);
}
shown.sort((a, b) => a - b);
console.log(`${'tag change in the class report'.padEnd(34)} p50 ${shown[2]!.toFixed(0).padStart(5)} ms   max ${shown[4]!.toFixed(0).padStart(5)} ms   (save, rebuild, read; 5 changes)`);

await app.close();
await database.close();
