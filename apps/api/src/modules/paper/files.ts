/**
 * The Word downloads of a paper: 试卷 (paper), 试卷（含答案解析） (paper-answer) and 答题卡
 * (answer-sheet). A paper sent to print has its three files written to storage when it is sent;
 * other papers (and stored files that went missing) are generated on request.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { DEFAULTS, PAPER_TYPE, type TPaperFileKind } from '@app/contract';
import type { Db } from '../../db/client.js';
import { clazz, paperRecord, student, subject } from '../../db/schema.js';
import type { Storage } from '../../storage/storage.js';
import type { AuthContext } from '../auth/authenticate.js';
import { loadPaperSource, type PaperSource } from './analysis.js';
import { answerSheetDocx, paperDocx } from './documents.js';
import { examItems } from './exam-structure.js';

export const fileUrl = (paperType: number, paperId: number, kind: TPaperFileKind) => `/paper/file/${paperType}/${paperId}/${kind}`;
export const fileUrls = (paperType: number, paperId: number) => ({
  paperUrl: fileUrl(paperType, paperId, 'paper'),
  answerPaperUrl: fileUrl(paperType, paperId, 'paper-answer'),
  answerSheetUrl: fileUrl(paperType, paperId, 'answer-sheet'),
});

export const fileName = (name: string, kind: TPaperFileKind) => `${name}${kind === 'paper' ? '' : kind === 'paper-answer' ? '（含答案解析）' : '答题卡'}.docx`;
/**
 * Version of the Word files' format, in their storage key: files stored by an earlier format (before
 * Word equations, pictures and the new answer sheet: `paper/record/{id}/{kind}.docx`) are not served
 * but written again from the record on download.
 */
export const DOC_FORMAT = 2;
export const storageKey = (recordId: number, kind: TPaperFileKind) => `paper/record/${recordId}/${kind}.v${DOC_FORMAT}.docx`;

/** Print settings of the files; `storage` is where question pictures kept in the product's storage are read from. */
export type SheetSettings = { examTime: number; examDate: string | null; clazzIds: number[]; schoolId: number; storage?: Storage | null };

/** Digits of the admission-number grid: the longest student number of the school, at least 9 (at most 20). */
export async function studentNumberDigits(db: Db, schoolId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number | null>`max(char_length(${student.studentNum}))` }).from(student).where(eq(student.schoolId, schoolId));
  return Math.min(20, Math.max(9, Number(row?.n ?? 0)));
}

async function subjectName(db: Db, subjectId: number): Promise<string> {
  return (await db.select({ name: subject.name }).from(subject).where(eq(subject.id, subjectId)).limit(1))[0]?.name ?? '';
}

async function clazzNames(db: Db, ids: number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: clazz.id, name: clazz.name }).from(clazz).where(inArray(clazz.id, ids));
  return ids.map((id) => rows.find((r) => r.id === id)?.name ?? '').filter(Boolean);
}

/** One of the three files of a paper. */
export async function buildFile(db: Db, src: PaperSource, kind: TPaperFileKind, settings: SheetSettings): Promise<Buffer> {
  const base = { name: src.name, subjectName: await subjectName(db, src.subjectId), totalScore: src.placed.reduce((s, p) => s + p.score, 0), examTime: settings.examTime };
  if (kind === 'answer-sheet') {
    const numberDigits = await studentNumberDigits(db, settings.schoolId);
    return answerSheetDocx({ ...base, examDate: settings.examDate, clazzNames: await clazzNames(db, settings.clazzIds), numberDigits, items: examItems(src.placed) });
  }
  return paperDocx({ ...base, placed: src.placed }, kind === 'paper-answer', settings.storage);
}

export async function buildAllFiles(db: Db, src: PaperSource, settings: SheetSettings): Promise<Record<TPaperFileKind, Buffer>> {
  return { paper: await buildFile(db, src, 'paper', settings), 'paper-answer': await buildFile(db, src, 'paper-answer', settings), 'answer-sheet': await buildFile(db, src, 'answer-sheet', settings) };
}

/** The file for a download request: stored when the record was sent to print, else generated. */
export async function paperFile(db: Db, storage: Storage, auth: AuthContext, paperType: 1 | 2, paperId: number, kind: TPaperFileKind): Promise<{ buffer: Buffer; fileName: string }> {
  const src = await loadPaperSource(db, auth, paperType, paperId, null);
  let settings: SheetSettings = { examTime: DEFAULTS.EXAM_TIME_MINUTES, examDate: null, clazzIds: [], schoolId: auth.schoolId, storage };
  if (paperType === PAPER_TYPE.RECORD) {
    const r = (await db.select().from(paperRecord).where(eq(paperRecord.id, paperId)).limit(1))[0]!;
    if (r.sentAt) {
      const stored = await storage.get(storageKey(r.id, kind));
      if (stored) return { buffer: stored, fileName: fileName(src.name, kind) };
    }
    settings = { ...settings, examTime: r.examTime ?? DEFAULTS.EXAM_TIME_MINUTES, examDate: r.examDate, clazzIds: r.clazzIds };
  }
  return { buffer: await buildFile(db, src, kind, settings), fileName: fileName(src.name, kind) };
}
