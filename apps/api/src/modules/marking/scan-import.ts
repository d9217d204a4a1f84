/**
 * Importing scanned answers (docs/marking-scans.md). The upload is a ZIP read as it arrives;
 * each entry is one of
 *   {studentNum}_{questionNo}.png|jpg   one answer image: the student's answer to the marking
 *                                       group that holds that question;
 *   {studentNum}_p{page}.png|jpg        a whole page of the student's answer sheet, and
 *   {studentNum}.pdf                    the student's scanned sheet (one image per page),
 *                                       both cut into one image per group by the exam's template.
 * Entries that cannot be used (unknown student or question, not in the exam's classes, not an
 * image, already marked …) are listed in `skipped` with a reason; the others go on.
 *
 * Files first, database second: every image is normalised (greyscale PNG, ≤1600 px wide), its ink
 * measured and stored under a content key while the upload streams; then one transaction inserts
 * or replaces the answers and creates the marking work (syncSlots). If that transaction fails the
 * stored files stay behind unused (harmless: keys are content hashes and nothing points to them).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZScanImportResult } from '@app/contract';
import type { Db } from '../../db/client.js';
import { examGroupClazz, examQuestion, markingAnswer, markingGroup, student } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import type { Storage } from '../../storage/storage.js';
import type { AuthContext } from '../auth/authenticate.js';
import { assertExamManager, loadMarkingExam } from './access.js';
import type { Region } from './images/cut.js';
import { imageTypeOf, prepareAnswerImage, storePng, UnreadableImageError } from './images/normalise.js';
import { pdfPageImages, PdfScanError } from './images/pdf-pages.js';
import { readZipEntries, ZipError, type ZipEntry } from './images/zip-stream.js';
import { rowsOf } from './present.js';
import { loadTemplate, type ScanRegion } from './scan-template.js';
import { silentScanProgress, type ScanProgressReporter } from './scan-progress.js';
import { syncSlots } from './slots.js';
import { inTransaction } from './tx.js';

export type ScanImportResult = z.output<typeof ZScanImportResult>;
export { MAX_SCAN_ZIP_BYTES } from '../../http/upload-limits.js';
/** Images prepared at once while the upload streams (sharp works on the thread pool). */
const CONCURRENCY = 3;

type Group = { id: number; name: string; status: number };
type Existing = { id: number; marked: boolean };
type Pending = { name: string; groupId: number; studentId: number; clazzId: number; imageKey: string; inkRatio: number };

type ImportState = {
  examId: number;
  schoolId: number;
  groups: Map<number, Group>;
  groupByQuestion: Map<string, Group>;
  students: Map<string, { id: number; clazzId: number }>;
  existing: Map<string, Existing>;
  regions: ScanRegion[];
  pending: Pending[];
  claimed: Set<string>;
  skipped: { name: string; reason: string }[];
  /** Student numbers not found among the exam's students, with the entry names using them. */
  unknownStudents: Map<string, string[]>;
};

const pairKey = (groupId: number, studentId: number) => `${groupId}:${studentId}`;

/** '11（1）' and '11(1)' are the same question. */
function normaliseQuestionNo(q: string): string {
  return q.trim().replace(/（/g, '(').replace(/）/g, ')');
}

async function loadState(db: Db, examId: number, examGroupId: number, schoolId: number): Promise<ImportState> {
  const groupRows = await db
    .select({ id: markingGroup.id, name: markingGroup.name, status: markingGroup.status, questionIds: markingGroup.questionIds })
    .from(markingGroup)
    .where(eq(markingGroup.examId, examId));
  if (!groupRows.length) throw errors.validation('该考试还没有设置阅卷题组，请先设置题组再上传扫描件');
  const questions = await db.select({ id: examQuestion.id, questionNo: examQuestion.questionNo }).from(examQuestion).where(eq(examQuestion.examId, examId));
  const noById = new Map(questions.map((q) => [q.id, normaliseQuestionNo(q.questionNo)]));
  const groups = new Map<number, Group>();
  const groupByQuestion = new Map<string, Group>();
  for (const g of groupRows) {
    const group = { id: g.id, name: g.name, status: g.status };
    groups.set(g.id, group);
    for (const qid of g.questionIds) {
      const no = noById.get(qid);
      if (no) groupByQuestion.set(no, group);
    }
  }
  const studentRows = await db
    .select({ id: student.id, clazzId: student.clazzId, num: student.studentNum })
    .from(student)
    .innerJoin(examGroupClazz, eq(examGroupClazz.clazzId, student.clazzId))
    .where(and(eq(examGroupClazz.examGroupId, examGroupId), eq(student.schoolId, schoolId)));
  return {
    examId,
    schoolId,
    groups,
    groupByQuestion,
    students: new Map(studentRows.map((s) => [s.num, { id: s.id, clazzId: s.clazzId }])),
    existing: await existingAnswers(db, examId),
    regions: (await loadTemplate(db, examId))?.regions ?? [],
    pending: [],
    claimed: new Set(),
    skipped: [],
    unknownStudents: new Map(),
  };
}

/** The exam's answers; marked = has a submitted mark or a final score (its image may no longer change). */
async function existingAnswers(db: Db, examId: number, lock = false): Promise<Map<string, Existing>> {
  const rows = rowsOf<{ id: number; group_id: number; student_id: number; marked: boolean }>(
    await db.execute(sql`
      select a.id, a.group_id, a.student_id,
        (a.final_score is not null or exists (select 1 from marking_slot s where s.answer_id = a.id and s.submitted_at is not null)) as marked
      from marking_answer a where a.exam_id = ${examId}
      ${lock ? sql`for update of a` : sql``}`),
  );
  return new Map(rows.map((r) => [pairKey(r.group_id, r.student_id), { id: r.id, marked: r.marked }]));
}

type Target = { name: string; group: Group; studentNum: string; region?: Region };

/** Whether an answer may be (re)written; records the reason when not. */
function claim(state: ImportState, t: Target): { studentId: number; clazzId: number } | null {
  const st = state.students.get(t.studentNum);
  if (!st) {
    state.unknownStudents.set(t.studentNum, [...(state.unknownStudents.get(t.studentNum) ?? []), t.name]);
    return null;
  }
  const key = pairKey(t.group.id, st.id);
  if (state.claimed.has(key)) {
    state.skipped.push({ name: t.name, reason: `与压缩包中另一份答卷重复（学号${t.studentNum}，${t.group.name}），已使用先读到的一份` });
    return null;
  }
  if (state.existing.get(key)?.marked) {
    state.skipped.push({ name: t.name, reason: `该答卷（${t.group.name}）已开始评分，不能替换` });
    return null;
  }
  state.claimed.add(key);
  return { studentId: st.id, clazzId: st.clazzId };
}

async function storeAnswer(state: ImportState, storage: Storage, t: Target, source: Buffer): Promise<void> {
  const who = claim(state, t);
  if (!who) return;
  try {
    const img = await prepareAnswerImage(source, t.region);
    const imageKey = await storePng(storage, 'answers', img.png);
    state.pending.push({ name: t.name, groupId: t.group.id, ...who, imageKey, inkRatio: img.inkRatio });
  } catch (err) {
    if (!(err instanceof UnreadableImageError)) throw err;
    state.claimed.delete(pairKey(t.group.id, who.studentId));
    state.skipped.push({ name: t.name, reason: '图片无法读取或已损坏' });
  }
}

/** Cuts one page of a student's sheet into the groups whose regions lie on it. */
async function cutPage(state: ImportState, storage: Storage, name: string, studentNum: string, page: number, data: Buffer): Promise<void> {
  const regions = state.regions.filter((r) => r.page === page);
  if (!regions.length) {
    state.skipped.push({ name, reason: `答题卡模板中没有第${page}页的题组区域` });
    return;
  }
  for (const r of regions) {
    const group = state.groups.get(r.groupId);
    if (group) await storeAnswer(state, storage, { name: `${name}（${group.name}）`, group, studentNum, region: r }, data);
  }
}

const NAME_HELP = '文件名不符合要求，应为“学号_题号.png/jpg”、“学号_p页码.png/jpg”或“学号.pdf”';

async function handleEntry(state: ImportState, storage: Storage, entry: ZipEntry): Promise<void> {
  const name = entry.name;
  const base = name.split(/[\\/]/).pop() ?? '';
  // Folders' own files added by archivers (macOS resource forks, .DS_Store, Thumbs.db) are not entries of the upload.
  if (!base || base.startsWith('.') || /(^|\/)__MACOSX\//.test(name) || /^thumbs\.db$/i.test(base)) return;
  if (entry.error !== undefined) {
    state.skipped.push({ name, reason: entry.error });
    return;
  }
  const data = entry.data;
  const page = /^([^_\s]+)_p(\d{1,2})\.(png|jpe?g)$/i.exec(base);
  const pdf = /^([^_\s]+)\.pdf$/i.exec(base);
  const single = /^([^_\s]+)_(.+)\.(png|jpe?g)$/i.exec(base);
  if (page || pdf) {
    const studentNum = (page ?? pdf)![1]!;
    if (!state.regions.length) {
      state.skipped.push({ name, reason: '本考试尚未设置答题卡模板，无法切割整页扫描件' });
      return;
    }
    if (!state.students.has(studentNum)) {
      state.unknownStudents.set(studentNum, [...(state.unknownStudents.get(studentNum) ?? []), name]);
      return;
    }
    if (page) {
      if (!imageTypeOf(data)) {
        state.skipped.push({ name, reason: '不是有效的PNG或JPG图片' });
        return;
      }
      await cutPage(state, storage, name, studentNum, Number(page[2]), data);
      return;
    }
    if (data.subarray(0, 5).toString('latin1') !== '%PDF-') {
      state.skipped.push({ name, reason: '不是有效的PDF文件' });
      return;
    }
    let pages: Buffer[];
    try {
      pages = await pdfPageImages(data);
    } catch (err) {
      if (!(err instanceof PdfScanError)) throw err;
      state.skipped.push({ name, reason: err.message });
      return;
    }
    for (const r of state.regions) {
      const group = state.groups.get(r.groupId);
      if (group && r.page > pages.length) state.skipped.push({ name: `${name}（${group.name}）`, reason: `PDF只有${pages.length}页，没有模板中的第${r.page}页` });
    }
    for (const [i, p] of pages.entries()) if (state.regions.some((r) => r.page === i + 1)) await cutPage(state, storage, `${name}第${i + 1}页`, studentNum, i + 1, p);
    return;
  }
  if (!single) {
    state.skipped.push({ name, reason: NAME_HELP });
    return;
  }
  const [, studentNum, rawQuestion] = single;
  const questionNo = normaliseQuestionNo(rawQuestion!);
  const group = state.groupByQuestion.get(questionNo);
  if (!group) {
    state.skipped.push({ name, reason: `题号${questionNo}不属于本考试的任何阅卷题组` });
    return;
  }
  if (!imageTypeOf(data)) {
    state.skipped.push({ name, reason: '不是有效的PNG或JPG图片' });
    return;
  }
  await storeAnswer(state, storage, { name, group, studentNum: studentNum! }, data);
}

/** Runs the entries through handleEntry, a few at a time, reading on while they work. */
async function processEntries(state: ImportState, storage: Storage, source: AsyncIterable<Uint8Array>, progress: ScanProgressReporter): Promise<void> {
  const running = new Set<Promise<void>>();
  let failure: unknown = null;
  let read = 0;
  let handled = 0;
  try {
    for await (const entry of readZipEntries(source)) {
      read++;
      const job: Promise<void> = handleEntry(state, storage, entry)
        .catch((err: unknown) => {
          failure ??= err;
        })
        .finally(() => {
          running.delete(job);
          progress.set('read', ++handled, read);
        });
      running.add(job);
      if (running.size >= CONCURRENCY) await Promise.race(running);
      if (failure) break;
    }
  } finally {
    await Promise.all(running);
  }
  if (failure) throw failure;
}

/** Why the unknown student numbers were skipped: another grade's student, or no such student. */
async function explainUnknownStudents(db: Db, state: ImportState): Promise<void> {
  const nums = [...state.unknownStudents.keys()];
  if (!nums.length) return;
  const known = new Set(
    (await db.select({ num: student.studentNum }).from(student).where(and(eq(student.schoolId, state.schoolId), inArray(student.studentNum, nums)))).map((r) => r.num),
  );
  for (const [num, names] of state.unknownStudents) {
    const reason = known.has(num) ? `学号${num}的学生不在本次考试的班级中` : `学号${num}不存在`;
    for (const name of names) state.skipped.push({ name, reason });
  }
}

/** The database part, in one transaction: insert new answers, replace unmarked ones, create the marking work. */
async function saveAnswers(db: Db, state: ImportState): Promise<{ imported: number; replaced: number; perGroup: Map<number, number> }> {
  return inTransaction(db, async (tx) => {
    const groupIds = [...new Set(state.pending.map((p) => p.groupId))].sort((a, b) => a - b);
    // Group rows first (the order every marking transaction locks in), then the answers.
    if (groupIds.length) await tx.execute(sql`select id from marking_group where id = any(${sql.param(groupIds)}::int[]) order by id for update`);
    const existing = await existingAnswers(tx, state.examId, true);
    let imported = 0;
    let replaced = 0;
    const perGroup = new Map<number, number>();
    const inserts: (typeof markingAnswer.$inferInsert)[] = [];
    for (const p of state.pending) {
      const old = existing.get(pairKey(p.groupId, p.studentId));
      if (old?.marked) {
        // Marked while the upload was being read.
        state.skipped.push({ name: p.name, reason: '该答卷已开始评分，不能替换' });
        continue;
      }
      if (old) {
        await tx
          .update(markingAnswer)
          .set({ imageKey: p.imageKey, rotation: 0, inkRatio: p.inkRatio, blankAudit: 0, updatedAt: new Date() })
          .where(eq(markingAnswer.id, old.id));
        replaced++;
      } else {
        inserts.push({ groupId: p.groupId, examId: state.examId, studentId: p.studentId, clazzId: p.clazzId, imageKey: p.imageKey, inkRatio: p.inkRatio });
        imported++;
      }
      perGroup.set(p.groupId, (perGroup.get(p.groupId) ?? 0) + 1);
    }
    for (let i = 0; i < inserts.length; i += 500) await tx.insert(markingAnswer).values(inserts.slice(i, i + 500));
    for (const id of groupIds) await syncSlots(tx, id);
    return { imported, replaced, perGroup };
  });
}

/** Manager only. `source` is the uploaded ZIP's byte stream. */
export async function importScans(db: Db, storage: Storage, auth: AuthContext, examId: number, source: AsyncIterable<Uint8Array>, progress: ScanProgressReporter = silentScanProgress): Promise<ScanImportResult> {
  const ctx = await loadMarkingExam(db, auth, examId);
  assertExamManager(ctx);
  const state = await loadState(db, examId, ctx.exam.examGroupId, auth.schoolId);
  try {
    await processEntries(state, storage, source, progress);
  } catch (err) {
    if (err instanceof ZipError) throw errors.validation(err.message);
    throw err;
  }
  await explainUnknownStudents(db, state);
  progress.set('save', 0, state.pending.length);
  const saved = state.pending.length ? await saveAnswers(db, state) : { imported: 0, replaced: 0, perGroup: new Map<number, number>() };
  const collator = new Intl.Collator('zh-CN', { numeric: true });
  return {
    imported: saved.imported,
    replaced: saved.replaced,
    skipped: state.skipped.sort((a, b) => collator.compare(a.name, b.name)),
    groups: [...state.groups.values()].map((g) => ({ groupId: g.id, name: g.name, count: saved.perGroup.get(g.id) ?? 0 })),
  };
}

/** For callers that check the manager before reading an upload (avoid reading 200 MB to answer 403). */
export async function assertCanImportScans(db: Db, auth: AuthContext, examId: number): Promise<void> {
  assertExamManager(await loadMarkingExam(db, auth, examId));
}
