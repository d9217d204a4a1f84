/**
 * Paper records (组卷记录 / test records): creating them (compose, 复用本卷), access, the list of
 * the test-records screen in its status reading, the detail, hiding, deleting and scores.
 */
import { and, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import {
  canDeleteTestRecord,
  DEFAULTS,
  isSchoolMaster,
  paperStatusText,
  schoolDay,
  showsCompleteRatio,
  storedStatusOfListStatus,
  TEST_TYPES,
  testRecordListStatus,
  type TPaperRecordDetail,
  type TTestRecordItem,
  type TTestRecordQuery,
} from '@app/contract';
import type { Db } from '../../db/client.js';
import { clazz, examStudent, finePaper, grade, paperRecord, paperRecordTopic, student, teacher } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import type { AuthContext } from '../auth/authenticate.js';
import { listSemesters, requireCurrentSemester, requireSchoolClazz, requireSemester } from '../base/queries.js';
import { escapeLike, requireFinePaper } from './library.js';
import { finePaperEntries, placeTopics, recordEntries, topicTotalCount, typeGroups, type PaperEntry } from './paper-content.js';
import { listStatusClass, listStatusText } from './records-present.js';

export type RecordRow = typeof paperRecord.$inferSelect;

/** Inserts a record with its questions; run inside a transaction (db is the transaction). */
export async function createRecord(
  tx: Db,
  auth: AuthContext,
  r: { name: string; subjectId: number; finePaperId: number | null; testType: number; status: number; entries: PaperEntry[]; createdAt?: Date },
): Promise<number> {
  const sem = await requireCurrentSemester(tx, auth.schoolId);
  const totalScore = r.entries.reduce((s, e) => s + e.score, 0);
  const [row] = await tx
    .insert(paperRecord)
    .values({ schoolId: auth.schoolId, teacherId: auth.teacherId, subjectId: r.subjectId, semesterId: sem.id, name: r.name, status: r.status, testType: r.testType, finePaperId: r.finePaperId, totalScore, ...(r.createdAt ? { createdAt: r.createdAt, updatedAt: r.createdAt } : {}) })
    .returning({ id: paperRecord.id });
  if (r.entries.length) await tx.insert(paperRecordTopic).values(r.entries.map((e) => ({ recordId: row!.id, ...e })));
  return row!.id;
}

async function recordGradeIds(db: Db, r: RecordRow): Promise<number[]> {
  if (r.clazzIds.length === 0) return [];
  const rows = await db.selectDistinct({ gradeId: clazz.gradeId }).from(clazz).where(inArray(clazz.id, r.clazzIds));
  return rows.map((x) => x.gradeId);
}

/**
 * A record of the teacher's school. 'own': only its author; 'view': its author, or a leader of a
 * grade the record was printed for. Another school's record is missing (404).
 */
export async function requireRecord(db: Db, auth: AuthContext, recordId: number, mode: 'own' | 'view', subjectIds: readonly number[] | null = null): Promise<RecordRow> {
  const r = (await db.select().from(paperRecord).where(and(eq(paperRecord.id, recordId), eq(paperRecord.schoolId, auth.schoolId))).limit(1))[0];
  if (!r || (subjectIds && !subjectIds.includes(r.subjectId))) throw errors.notFound('组卷记录不存在');
  if (r.teacherId === auth.teacherId) return r;
  if (mode === 'view') {
    const grades = await recordGradeIds(db, r);
    if (auth.leadsWholeSchool || grades.some((g) => auth.leadGradeIds.includes(g))) return r;
  }
  throw errors.forbidden('只能操作自己的组卷记录');
}

/** A stored instant as the school's day (Asia/Shanghai), e.g. a paper's creation date. */
const dateText = (d: Date) => schoolDay(d);

export async function listRecords(db: Db, auth: AuthContext, subjectIds: readonly number[], q: TTestRecordQuery) {
  // Semesters with isShow 0 are listed only for a school master on the principal client (spec section 5).
  const sems = await listSemesters(db, auth.schoolId, q.source === 'principal' && isSchoolMaster(auth.posts));
  const semesterId = q.semesterId ? (await requireSemester(db, auth.schoolId, q.semesterId)).id : (await requireCurrentSemester(db, auth.schoolId)).id;
  if (q.clazzId) await requireSchoolClazz(db, auth.schoolId, q.clazzId);
  const conds: SQL[] = [eq(paperRecord.schoolId, auth.schoolId), eq(paperRecord.teacherId, auth.teacherId), inArray(paperRecord.subjectId, [...subjectIds]), eq(paperRecord.semesterId, semesterId), eq(paperRecord.hidden, q.isHide === 1)];
  if (q.paperStatus != null) conds.push(eq(paperRecord.status, storedStatusOfListStatus(q.paperStatus)));
  if (q.clazzId) conds.push(sql`${paperRecord.clazzIds} @> array[${q.clazzId}]::int[]`);
  if (q.paperName) conds.push(ilike(paperRecord.name, `%${escapeLike(q.paperName)}%`));
  const where = and(...conds);
  const [total] = await db.select({ n: count() }).from(paperRecord).where(where);
  const rows = await db
    .select({ r: paperRecord, author: teacher.name })
    .from(paperRecord)
    .innerJoin(teacher, eq(teacher.id, paperRecord.teacherId))
    .where(where)
    .orderBy(desc(paperRecord.createdAt), desc(paperRecord.id))
    .limit(q.pageSize)
    .offset((q.pageIndex - 1) * q.pageSize);
  const clazzIds = [...new Set(rows.flatMap((x) => x.r.clazzIds))];
  const clazzes = clazzIds.length ? await db.select({ id: clazz.id, name: clazz.name }).from(clazz).where(and(inArray(clazz.id, clazzIds), eq(clazz.schoolId, auth.schoolId))) : [];
  const ratios = await completeRatios(db, rows.map((x) => x.r).filter((r) => showsCompleteRatio(testRecordListStatus(r.status))));
  const list: TTestRecordItem[] = [];
  for (const { r, author } of rows) {
    const status = testRecordListStatus(r.status);
    const cs = r.clazzIds.flatMap((id) => clazzes.filter((c) => c.id === id).map((c) => ({ clazzId: c.id, clazzName: c.name })));
    list.push({
      paperId: r.id,
      paperName: r.name,
      subjectId: r.subjectId,
      createDate: dateText(r.createdAt),
      author,
      status,
      statusText: listStatusText(r.status),
      statusClass: listStatusClass(r.status),
      testType: r.testType,
      testTypeName: TEST_TYPES.find((t) => t.value === r.testType)?.label ?? '',
      examId: r.examId,
      examDate: r.examDate,
      clazzes: cs,
      clazzName: cs.map((c) => c.clazzName).join('、'),
      completeRatio: ratios.get(r.id) ?? null,
      totalScore: r.totalScore,
      finePaperId: r.finePaperId,
      isHide: r.hidden ? 1 : 0,
      canDelete: canDeleteTestRecord(status) ? 1 : 0,
    });
  }
  return {
    list,
    total: Number(total?.n ?? 0),
    pageIndex: q.pageIndex,
    pageSize: q.pageSize,
    semesters: {
      current: sems.filter((s) => s.status === 1).map((s) => ({ semesterId: s.id, semesterName: s.name })),
      finished: sems.filter((s) => s.status !== 1).map((s) => ({ semesterId: s.id, semesterName: s.name })),
    },
  };
}

/**
 * Submission rate of each record: the share of its classes' students who have a result in its
 * exam. For a whole page in two grouped counts (students per class, results per exam) instead of
 * two counts per row. Records without an exam or classes, or whose classes have no students, get none.
 */
async function completeRatios(db: Db, records: readonly RecordRow[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  const wanted = records.filter((r) => r.examId && r.clazzIds.length > 0);
  if (wanted.length === 0) return out;
  const clazzIds = [...new Set(wanted.flatMap((r) => r.clazzIds))];
  const examIds = [...new Set(wanted.map((r) => r.examId!))];
  // Sequential on purpose: PGlite runs one statement at a time anyway.
  const perClazz = await db.select({ clazzId: student.clazzId, n: count() }).from(student).where(and(inArray(student.clazzId, clazzIds), eq(student.status, 1))).groupBy(student.clazzId);
  const perExam = await db
    .select({ examId: examStudent.examId, n: count() })
    .from(examStudent)
    .where(and(inArray(examStudent.examId, examIds), eq(examStudent.absent, false)))
    .groupBy(examStudent.examId);
  const students = new Map(perClazz.map((x) => [x.clazzId, Number(x.n)]));
  const done = new Map(perExam.map((x) => [x.examId, Number(x.n)]));
  for (const r of wanted) {
    // A student sits in one class, so the classes' counts add up (each class once).
    const all = [...new Set(r.clazzIds)].reduce((n, id) => n + (students.get(id) ?? 0), 0);
    if (all) out.set(r.id, Math.min(1, (done.get(r.examId!) ?? 0) / all));
  }
  return out;
}

/** The grade of a record: its fine paper's, else the grade of the classes it was printed for. */
export async function recordGrade(db: Db, r: RecordRow): Promise<number | null> {
  if (r.finePaperId) {
    const p = (await db.select({ grade: finePaper.grade }).from(finePaper).where(eq(finePaper.id, r.finePaperId)).limit(1))[0];
    if (p) return p.grade;
  }
  if (r.clazzIds.length) {
    const g = (await db.select({ gradeNo: grade.gradeNo }).from(clazz).innerJoin(grade, eq(grade.id, clazz.gradeId)).where(eq(clazz.id, r.clazzIds[0]!)).limit(1))[0];
    if (g) return g.gradeNo;
  }
  return null;
}

export async function recordDetail(db: Db, auth: AuthContext, recordId: number, subjectIds: readonly number[] | null): Promise<TPaperRecordDetail> {
  const r = await requireRecord(db, auth, recordId, 'view', subjectIds);
  const author = (await db.select({ name: teacher.name }).from(teacher).where(eq(teacher.id, r.teacherId)).limit(1))[0]?.name ?? '';
  const placed = await placeTopics(db, await recordEntries(db, r.id), auth.schoolId);
  return {
    paperId: r.id,
    paperName: r.name,
    examTime: r.examTime ?? DEFAULTS.EXAM_TIME_MINUTES,
    totalScore: r.totalScore,
    author,
    reviewer: r.reviewer,
    examDate: r.examDate,
    status: r.status,
    statusText: paperStatusText(r.status),
    topicTotalCount: topicTotalCount(placed),
    subjectId: r.subjectId,
    finePaperId: r.finePaperId,
    testType: r.testType,
    grade: await recordGrade(db, r),
    examId: r.examId,
    examGroupId: r.examGroupId,
    markType: r.markType,
    clazzIds: r.clazzIds,
    isMine: r.teacherId === auth.teacherId ? 1 : 0,
    createDate: dateText(r.createdAt),
    topicTypes: await typeGroups(db, auth.teacherId, placed),
  };
}

export async function hideRecord(db: Db, auth: AuthContext, recordId: number, isHide: 0 | 1, subjectIds: readonly number[]) {
  await requireRecord(db, auth, recordId, 'own', subjectIds);
  await db.update(paperRecord).set({ hidden: isHide === 1, updatedAt: new Date() }).where(eq(paperRecord.id, recordId));
  return { isHide };
}

/** Only a record being edited (list status 2, stored 0) may be deleted; checked here, not only in the UI. */
export async function deleteRecord(db: Db, auth: AuthContext, recordId: number, subjectIds: readonly number[]) {
  const r = await requireRecord(db, auth, recordId, 'own', subjectIds);
  if (!canDeleteTestRecord(testRecordListStatus(r.status))) throw errors.conflict('只有正在编辑的试卷可以删除');
  await db.delete(paperRecord).where(eq(paperRecord.id, recordId));
  return null;
}

/** 复用本卷 of a fine paper: a new record (status 0 正在编辑) with its questions; counts as a use. */
export async function reuseFinePaper(db: Db, auth: AuthContext, paperId: number, subjectIds: readonly number[] | null) {
  const p = await requireFinePaper(db, paperId, subjectIds);
  const entries = await finePaperEntries(db, paperId);
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const id = await createRecord(tx, auth, { name: p.name, subjectId: p.subjectId, finePaperId: p.id, testType: p.testType, status: 0, entries });
    await tx.update(finePaper).set({ useCount: sql`${finePaper.useCount} + 1` }).where(eq(finePaper.id, p.id));
    return { paperId: id, paperName: p.name, status: 0, statusText: paperStatusText(0) };
  });
}

/** 复用本卷 of a record (one the teacher may view): a new record of the teacher's, status 0. */
export async function reuseRecord(db: Db, auth: AuthContext, recordId: number, subjectIds: readonly number[]) {
  const r = await requireRecord(db, auth, recordId, 'view', subjectIds);
  const entries = await recordEntries(db, r.id);
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const id = await createRecord(tx, auth, { name: r.name, subjectId: r.subjectId, finePaperId: r.finePaperId, testType: r.testType, status: 0, entries });
    return { paperId: id, paperName: r.name, status: 0, statusText: paperStatusText(0) };
  });
}

/** paper/score: question scores of a record being edited; the total follows. */
export async function setRecordScores(db: Db, auth: AuthContext, recordId: number, scores: { topicId: number; score: number }[]) {
  const r = await requireRecord(db, auth, recordId, 'own');
  if (r.status !== 0) throw errors.conflict('只有正在编辑的试卷可以修改');
  const entries = await recordEntries(db, r.id);
  const missing = scores.filter((s) => !entries.some((e) => e.topicId === s.topicId)).map((s) => s.topicId);
  if (missing.length) throw errors.validation(`试题${missing.join('、')}不在该试卷中`);
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    for (const s of scores) await tx.update(paperRecordTopic).set({ score: s.score }).where(and(eq(paperRecordTopic.recordId, r.id), eq(paperRecordTopic.topicId, s.topicId)));
    const [t] = await tx.select({ total: sql<number>`coalesce(sum(${paperRecordTopic.score}), 0)::float8` }).from(paperRecordTopic).where(eq(paperRecordTopic.recordId, r.id));
    const totalScore = Number(t?.total ?? 0);
    await tx.update(paperRecord).set({ totalScore, updatedAt: new Date() }).where(eq(paperRecord.id, r.id));
    return { paperId: r.id, totalScore };
  });
}
