/**
 * Fine-quality paper libraries (platform-wide content): lists with filters, categories, the
 * paper detail, use count, comments and votes.
 */
import { and, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { schoolDay, SENIOR_GRADE_NAMES, TEST_TYPES, TEXTBOOK_VERSIONS, type TFinePaperDetail, type TFinePaperItem, type TFinePaperQuery } from '@app/contract';
import type { Db } from '../../db/client.js';
import { PROVINCES } from '../../db/reference-data/regions.js';
import { finePaper, paperCollect, paperComment, paperRecord, paperVote, school, teacher } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import type { AuthContext } from '../auth/authenticate.js';
import { finePaperPlaced, topicTotalCount, typeGroups } from './paper-content.js';
import { listStatusText } from './records-present.js';

export type FinePaperRow = typeof finePaper.$inferSelect;

import { escapeLike } from '../../db/like.js';

export { escapeLike };
/** A stored instant as the school's day (Asia/Shanghai), e.g. a paper's creation date. */
const dateText = (d: Date) => schoolDay(d);

/** A fine paper of one of the given subjects, or 404 (a paper of the other library is missing here). */
export async function requireFinePaper(db: Db, paperId: number, subjectIds: readonly number[] | null): Promise<FinePaperRow> {
  const row = (await db.select().from(finePaper).where(eq(finePaper.id, paperId)).limit(1))[0];
  if (!row || (subjectIds && !subjectIds.includes(row.subjectId))) throw errors.notFound('试卷不存在');
  return row;
}

type ItemExtras = { voteUp: number; voteDown: number; commentCount: number; isCollect: number };

function presentItem(p: FinePaperRow, x: ItemExtras): TFinePaperItem {
  return {
    paperId: p.id,
    paperName: p.name,
    subjectId: p.subjectId,
    category: p.category,
    testType: p.testType,
    testTypeName: TEST_TYPES.find((t) => t.value === p.testType)?.label ?? '',
    grade: p.grade,
    gradeName: SENIOR_GRADE_NAMES[p.grade] ?? '',
    year: p.year,
    provinceId: p.provinceId,
    provinceName: p.provinceId == null ? '全国' : (PROVINCES.find((v) => v.id === p.provinceId)?.name ?? ''),
    textbookVersionId: p.textbookVersionId,
    textbookVersionName: TEXTBOOK_VERSIONS.find((v) => v.id === p.textbookVersionId)?.name ?? '',
    totalScore: p.totalScore,
    topicCount: p.topicCount,
    useCount: p.useCount,
    voteUp: Number(x.voteUp),
    voteDown: Number(x.voteDown),
    commentCount: Number(x.commentCount),
    isCollect: Number(x.isCollect) ? 1 : 0,
    createDate: dateText(p.createdAt),
  };
}

/** The outer paper's id, written out: drizzle leaves a lone column unqualified, which a subquery would bind to its own table. */
const PAPER_ID = sql.raw('"fine_paper"."id"');

function extras(teacherId: number) {
  return {
    voteUp: sql<number>`(select count(*)::int from ${paperVote} v where v.paper_id = ${PAPER_ID} and v.value = 1)`,
    voteDown: sql<number>`(select count(*)::int from ${paperVote} v where v.paper_id = ${PAPER_ID} and v.value = -1)`,
    commentCount: sql<number>`(select count(*)::int from ${paperComment} c where c.paper_id = ${PAPER_ID})`,
    isCollect: sql<number>`(select count(*)::int from ${paperCollect} pc where pc.paper_id = ${PAPER_ID} and pc.teacher_id = ${teacherId})`,
  };
}

export async function listFinePapers(db: Db, auth: AuthContext, subjectIds: readonly number[] | null, q: TFinePaperQuery, defaultCategories?: readonly string[]) {
  const conds: SQL[] = [];
  if (subjectIds) conds.push(inArray(finePaper.subjectId, [...subjectIds]));
  const categories = q.category ? [q.category] : q.categories?.length ? q.categories : defaultCategories;
  if (categories?.length) conds.push(inArray(finePaper.category, [...categories]));
  if (q.grade) conds.push(eq(finePaper.grade, q.grade));
  if (q.year) conds.push(eq(finePaper.year, q.year));
  if (q.testType != null) conds.push(eq(finePaper.testType, q.testType));
  // A province filter also finds the national papers (no province), which every province uses.
  if (q.provinceId) conds.push(or(eq(finePaper.provinceId, q.provinceId), isNull(finePaper.provinceId))!);
  if (q.textbookVersionId) conds.push(eq(finePaper.textbookVersionId, q.textbookVersionId));
  if (q.keyword) conds.push(ilike(finePaper.name, `%${escapeLike(q.keyword)}%`));
  if (q.onlyCollected) conds.push(sql`exists (select 1 from ${paperCollect} pc where pc.paper_id = ${PAPER_ID} and pc.teacher_id = ${auth.teacherId})`);
  const where = conds.length ? and(...conds) : undefined;
  // Two queries: a window count would make the per-row subqueries run for every matching paper.
  const [counted] = await db.select({ n: count() }).from(finePaper).where(where);
  const total = Number(counted?.n ?? 0);
  const rows = await db
    .select({ p: finePaper, ...extras(auth.teacherId) })
    .from(finePaper)
    .where(where)
    .orderBy(...(q.sort === 'used' ? [desc(finePaper.useCount)] : []), desc(finePaper.year), desc(finePaper.id))
    .limit(q.pageSize)
    .offset((q.pageIndex - 1) * q.pageSize);
  return { list: rows.map((r) => presentItem(r.p, r)), total, pageIndex: q.pageIndex, pageSize: q.pageSize };
}

export async function categoryCounts(db: Db, subjectIds: readonly number[] | null) {
  const rows = await db
    .select({ category: finePaper.category, n: count() })
    .from(finePaper)
    .where(subjectIds ? inArray(finePaper.subjectId, [...subjectIds]) : undefined)
    .groupBy(finePaper.category);
  return rows.map((r) => ({ category: r.category, count: Number(r.n) }));
}

export async function finePaperDetail(db: Db, auth: AuthContext, paperId: number, subjectIds: readonly number[] | null): Promise<TFinePaperDetail> {
  const row = (
    await db
      .select({ p: finePaper, ...extras(auth.teacherId), myVote: sql<number>`coalesce((select v.value from ${paperVote} v where v.paper_id = ${PAPER_ID} and v.teacher_id = ${auth.teacherId}), 0)` })
      .from(finePaper)
      .where(eq(finePaper.id, paperId))
  )[0];
  if (!row || (subjectIds && !subjectIds.includes(row.p.subjectId))) throw errors.notFound('试卷不存在');
  const placed = await finePaperPlaced(db, paperId, auth.schoolId);
  return { ...presentItem(row.p, row), myVote: Number(row.myVote), topicTotalCount: topicTotalCount(placed), topicTypes: await typeGroups(db, auth.teacherId, placed) };
}

/** Who used the paper (复用 or sent to print) in the teacher's school; the count is platform-wide. */
export async function usePage(db: Db, auth: AuthContext, paperId: number, pageIndex: number, subjectIds: readonly number[] | null) {
  const p = await requireFinePaper(db, paperId, subjectIds);
  const pageSize = 10;
  const where = and(eq(paperRecord.finePaperId, paperId), eq(paperRecord.schoolId, auth.schoolId));
  const [total] = await db.select({ n: count() }).from(paperRecord).where(where);
  const rows = await db
    .select({ teacherName: teacher.name, paperName: paperRecord.name, status: paperRecord.status, createdAt: paperRecord.createdAt })
    .from(paperRecord)
    .innerJoin(teacher, eq(teacher.id, paperRecord.teacherId))
    .where(where)
    .orderBy(desc(paperRecord.createdAt), desc(paperRecord.id))
    .limit(pageSize)
    .offset((pageIndex - 1) * pageSize);
  return {
    useCount: p.useCount,
    list: rows.map((r) => ({ teacherName: r.teacherName, paperName: r.paperName, status: r.status, statusText: listStatusText(r.status), useDate: dateText(r.createdAt) })),
    total: Number(total?.n ?? 0),
    pageIndex,
    pageSize,
  };
}

export async function commentPage(db: Db, auth: AuthContext, paperId: number, pageIndex: number, subjectIds: readonly number[] | null) {
  await requireFinePaper(db, paperId, subjectIds);
  const pageSize = 10;
  const [total] = await db.select({ n: count() }).from(paperComment).where(eq(paperComment.paperId, paperId));
  const rows = await db
    .select({ id: paperComment.id, content: paperComment.content, createdAt: paperComment.createdAt, teacherId: teacher.id, teacherName: teacher.name, schoolName: school.name })
    .from(paperComment)
    .innerJoin(teacher, eq(teacher.id, paperComment.teacherId))
    .innerJoin(school, eq(school.id, teacher.schoolId))
    .where(eq(paperComment.paperId, paperId))
    .orderBy(desc(paperComment.createdAt), desc(paperComment.id))
    .limit(pageSize)
    .offset((pageIndex - 1) * pageSize);
  return {
    list: rows.map((r) => ({
      commentId: r.id,
      // Comments are platform-wide: other schools' teachers are shown by surname only.
      teacherName: r.teacherId === auth.teacherId ? r.teacherName : `${r.teacherName.slice(0, 1)}老师`,
      schoolName: r.schoolName,
      content: r.content,
      createDate: r.createdAt.toISOString(),
      isMine: r.teacherId === auth.teacherId ? (1 as const) : (0 as const),
    })),
    total: Number(total?.n ?? 0),
    pageIndex,
    pageSize,
  };
}

export async function addComment(db: Db, auth: AuthContext, paperId: number, content: string, subjectIds: readonly number[] | null) {
  await requireFinePaper(db, paperId, subjectIds);
  const [c] = await db.insert(paperComment).values({ paperId, teacherId: auth.teacherId, content }).returning({ id: paperComment.id });
  return { commentId: c!.id };
}

/** One vote per teacher and paper; voting again replaces it. */
export async function vote(db: Db, auth: AuthContext, paperId: number, value: 1 | -1, subjectIds: readonly number[] | null) {
  await requireFinePaper(db, paperId, subjectIds);
  await db
    .insert(paperVote)
    .values({ paperId, teacherId: auth.teacherId, value })
    .onConflictDoUpdate({ target: [paperVote.paperId, paperVote.teacherId], set: { value, createdAt: new Date() } });
  const rows = await db.select({ value: paperVote.value, n: count() }).from(paperVote).where(eq(paperVote.paperId, paperId)).groupBy(paperVote.value);
  return { voteUp: Number(rows.find((r) => r.value === 1)?.n ?? 0), voteDown: Number(rows.find((r) => r.value === -1)?.n ?? 0), myVote: value };
}
