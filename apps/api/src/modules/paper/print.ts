/**
 * Send to print (spec sections 4 and 5): the eight checks in order with their exact messages, the
 * options the form disables, the exam date (not before yesterday), the answer-sheet length checks,
 * and the classes (of the teacher's school and the paper's grade). Then, in one transaction, the
 * paper record becomes 发送打印 with its print settings, and an exam group with one exam for the
 * chosen classes is created with the paper's structure (objective keys, scores, knowledge points)
 * and marking mode, so marking and the academic reports can use it. The paper, the paper with
 * answers and the answer sheet are written to storage as .docx.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  DEFAULTS,
  firstPrintError,
  firstPrintLengthError,
  isExamDateSelectable,
  isValidDate,
  PAPER_STATUS,
  PAPER_TYPE,
  paperStatusText,
  schoolDay,
  PRINT_MESSAGES,
  type TPaperFileKind,
  type TPrintResult,
  type TPrintSettings,
} from '@app/contract';
import type { Db } from '../../db/client.js';
import { clazz, exam, examGroup, examGroupClazz, examQuestion, finePaper, grade, paperRecord, paperRecordTopic } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import type { Storage } from '../../storage/storage.js';
import type { AuthContext } from '../auth/authenticate.js';
import { requireCurrentSemester } from '../base/queries.js';
import { loadPaperSource, type PaperSource } from './analysis.js';
import { examItems } from './exam-structure.js';
import { buildAllFiles, fileUrls, storageKey } from './files.js';
import { recordGrade, requireRecord, type RecordRow } from './records.js';
import { slavesOf } from './topics.js';
import { DOCX_TYPE } from '../../http/send-file.js';

/** The checks that need no database, in order; throws the first failure's message. */
export function checkPrintSettings(body: TPrintSettings, today: string): void {
  const first = firstPrintError(body);
  if (first) throw errors.validation(first);
  const date = body.examDate!.trim();
  if (!isValidDate(date)) throw errors.validation(PRINT_MESSAGES.DATE_FORMAT);
  if (!isExamDateSelectable(date, today)) throw errors.validation(PRINT_MESSAGES.DATE_TOO_EARLY);
  if (body.answerType !== 1) throw errors.validation(PRINT_MESSAGES.ANSWER_TYPE_DISABLED);
  if (body.paperSize !== 1 || body.sheetSize !== 1) throw errors.validation(PRINT_MESSAGES.SIZE_DISABLED);
  if (!['3', '4'].includes(String(body.markType))) throw errors.validation(PRINT_MESSAGES.MARK_TYPE_INVALID);
  if (body.examTime! < 1 || body.examTime! > 600) throw errors.validation(PRINT_MESSAGES.EXAM_TIME_RANGE);
}

export async function sendToPrint(db: Db, storage: Storage, auth: AuthContext, body: TPrintSettings, subjectIds: readonly number[], now = new Date()): Promise<TPrintResult> {
  // "Today" is the school's day (Asia/Shanghai), not the server's.
  checkPrintSettings(body, schoolDay(now));
  const paperType = body.paperType === PAPER_TYPE.RECORD ? 2 : 1;
  const src = await loadPaperSource(db, auth, paperType, body.paperId, subjectIds);
  let record: RecordRow | null = null;
  let paperGrade = src.grade;
  if (paperType === PAPER_TYPE.RECORD) {
    record = await requireRecord(db, auth, body.paperId, 'own', subjectIds);
    paperGrade = await recordGradeOfPaper(db, record);
  }
  if (src.placed.length === 0) throw errors.validation(PRINT_MESSAGES.EMPTY_PAPER);
  const lengthError = firstPrintLengthError(src.placed.map((p) => ({ type: p.topic.type, slaveCount: slavesOf(p.topic).length })));
  if (lengthError) throw errors.validation(lengthError);

  const clazzIds = [...new Set(body.clazzIds!)];
  const rows = await db
    .select({ id: clazz.id, gradeId: clazz.gradeId, gradeNo: grade.gradeNo })
    .from(clazz)
    .innerJoin(grade, eq(grade.id, clazz.gradeId))
    .where(and(inArray(clazz.id, clazzIds), eq(clazz.schoolId, auth.schoolId)));
  if (rows.length !== clazzIds.length) throw errors.validation(PRINT_MESSAGES.CLAZZ_NOT_FOUND);
  const gradeIds = [...new Set(rows.map((r) => r.gradeId))];
  if (gradeIds.length > 1) throw errors.validation(PRINT_MESSAGES.CLAZZ_ONE_GRADE);
  if (paperGrade != null && rows[0]!.gradeNo !== paperGrade) throw errors.validation(PRINT_MESSAGES.CLAZZ_GRADE);

  const paperName = body.paperName!.trim().slice(0, 100);
  const examDate = body.examDate!.trim();
  const examTime = body.examTime ?? DEFAULTS.EXAM_TIME_MINUTES;
  const markType = Number(body.markType);
  const settings = { examTime, examDate, clazzIds, schoolId: auth.schoolId, storage };
  // Build the files first: a failure here leaves nothing half done.
  const files = await buildAllFiles(db, { ...src, name: paperName }, settings);
  const sem = await requireCurrentSemester(db, auth.schoolId);

  const result = await db.transaction(async (txRaw) =>
    writePrint(txRaw as unknown as Db, auth, {
      src,
      record,
      semesterId: sem.id,
      gradeId: gradeIds[0]!,
      paperName,
      examDate,
      examTime,
      examType: body.examType ?? DEFAULTS.PRINT_EXAM_TYPE,
      markType,
      answerType: body.answerType!,
      paperSize: body.paperSize!,
      sheetSize: body.sheetSize!,
      clazzIds,
      now,
    }),
  );
  for (const kind of Object.keys(files) as TPaperFileKind[]) {
    // After the commit: a file that fails to store is generated again when it is downloaded.
    await storage.put(storageKey(result.recordId, kind), files[kind], DOCX_TYPE).catch(() => undefined);
  }
  return {
    paperId: result.recordId,
    status: PAPER_STATUS.SENT_TO_PRINT,
    statusText: paperStatusText(PAPER_STATUS.SENT_TO_PRINT),
    examGroupId: result.examGroupId,
    examId: result.examId,
    ...fileUrls(PAPER_TYPE.RECORD, result.recordId),
  };
}

export type PrintWrite = {
  src: PaperSource;
  /** The record being sent (paperType 2), or null for a fine paper. */
  record: RecordRow | null;
  semesterId: number;
  gradeId: number;
  paperName: string;
  examDate: string;
  examTime: number;
  examType: number;
  markType: number;
  answerType: number;
  paperSize: number;
  sheetSize: number;
  clazzIds: number[];
  now: Date;
};

/**
 * The writes of a send, inside the caller's transaction: the record (the one being edited, or a
 * new one for a fine paper or a record already sent) becomes 发送打印 with its print settings;
 * an exam group with one exam and its questions is created for the classes.
 */
export async function writePrint(tx: Db, auth: Pick<AuthContext, 'teacherId' | 'schoolId'>, w: PrintWrite): Promise<{ recordId: number; examGroupId: number; examId: number }> {
  const { src, record } = w;
  const items = examItems(src.placed);
  const totalScore = src.placed.reduce((s, p) => s + p.score, 0);
  let recordId: number;
  if (record && record.status === PAPER_STATUS.EDITING) {
    recordId = record.id;
  } else {
    const [r] = await tx
      .insert(paperRecord)
      .values({
        schoolId: auth.schoolId,
        teacherId: auth.teacherId,
        subjectId: src.subjectId,
        semesterId: w.semesterId,
        name: w.paperName,
        testType: record?.testType ?? (await fineTestType(tx, src.paperId, src.paperType)),
        finePaperId: record ? record.finePaperId : src.paperId,
        totalScore,
        createdAt: w.now,
      })
      .returning({ id: paperRecord.id });
    recordId = r!.id;
    await tx.insert(paperRecordTopic).values(src.placed.map((p) => ({ recordId, sort: p.sort, topicId: p.topicId, groupIdx: p.groupIdx, typeNoCn: p.typeNoCn, typeName: p.typeName, topicNo: p.topicNo, score: p.score })));
    if (!record) await tx.update(finePaper).set({ useCount: sql`${finePaper.useCount} + 1` }).where(eq(finePaper.id, src.paperId));
  }
  const [g] = await tx
    .insert(examGroup)
    .values({ schoolId: auth.schoolId, semesterId: w.semesterId, gradeId: w.gradeId, name: w.paperName, type: w.examType, examDate: w.examDate, markType: w.markType, createdBy: auth.teacherId })
    .returning({ id: examGroup.id });
  await tx.insert(examGroupClazz).values(w.clazzIds.map((clazzId) => ({ examGroupId: g!.id, clazzId })));
  const [e] = await tx.insert(exam).values({ examGroupId: g!.id, schoolId: auth.schoolId, subjectId: src.subjectId, fullScore: totalScore }).returning({ id: exam.id });
  await tx.insert(examQuestion).values(
    items.map((q, idx) => ({
      examId: e!.id,
      idx,
      questionNo: q.questionNo,
      objective: q.objective,
      choiceKind: q.choiceKind,
      options: q.options,
      answerKey: q.answerKey,
      fullScore: q.fullScore,
      partialScore: q.choiceKind === 'multiple' ? q.fullScore / 2 : 0,
      knowledgePointIds: q.knowledgePointIds,
    })),
  );
  await tx
    .update(paperRecord)
    .set({
      name: w.paperName,
      status: PAPER_STATUS.SENT_TO_PRINT,
      totalScore,
      examTime: w.examTime,
      examDate: w.examDate,
      answerType: w.answerType,
      paperSize: w.paperSize,
      sheetSize: w.sheetSize,
      markType: w.markType,
      clazzIds: w.clazzIds,
      examGroupId: g!.id,
      examId: e!.id,
      sentAt: w.now,
      updatedAt: w.now,
    })
    .where(eq(paperRecord.id, recordId));
  return { recordId, examGroupId: g!.id, examId: e!.id };
}

async function recordGradeOfPaper(db: Db, r: RecordRow): Promise<number | null> {
  // A record made from a fine paper keeps that paper's grade; a composed one takes its classes'.
  return r.finePaperId ? recordGrade(db, { ...r, clazzIds: [] }) : null;
}

async function fineTestType(tx: Db, paperId: number, paperType: number): Promise<number> {
  if (paperType !== PAPER_TYPE.FINE) return 0;
  return (await tx.select({ t: finePaper.testType }).from(finePaper).where(eq(finePaper.id, paperId)).limit(1))[0]?.t ?? 0;
}
