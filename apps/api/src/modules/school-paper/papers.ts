/**
 * 我的校本试卷 and 学校资源 (docs/school-paper.md): a teacher's uploaded papers and the papers the
 * school's teachers shared. Every query is scoped to the caller's school: another school's paper is
 * missing (404); a paper of one's own school that is neither one's own nor shared is forbidden
 * (403); only the uploader renames, shares or removes.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { SCHOOL_PAPER_NAME_MAX, ZSchoolPaperUploadFields, type TSchoolPaper, type TSchoolPaperEditBody, type TSchoolPaperPage, type TSchoolPaperQuery } from '@app/contract';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { rowsOf } from '../../db/rows.js';
import { grade, homework, schoolPaper, teacherSubject } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import { validationMessage } from '../../http/route.js';
import { unknownFieldsMessage } from '../../http/strict-body.js';
import type { Storage } from '../../storage/storage.js';
import type { AuthContext } from '../auth/authenticate.js';
import { inTransaction } from '../marking/tx.js';
import { FILE_CONTENT_TYPES, paperFileTypeOf } from './file-check.js';
import { cleanFileName, readSchoolUpload, titleOf } from './upload.js';
import type { FastifyRequest } from 'fastify';

export type SchoolPaperRow = typeof schoolPaper.$inferSelect;

const NOT_FOUND = '校本试卷不存在';
const WRONG_TYPE = '只能上传Word（.docx）或PDF格式的试卷';

/** A paper the caller may read: their own, or one shared in their school. */
export async function requireReadablePaper(db: Db, auth: AuthContext, paperId: number): Promise<SchoolPaperRow> {
  const p = (await db.select().from(schoolPaper).where(eq(schoolPaper.id, paperId)).limit(1))[0];
  if (!p || p.schoolId !== auth.schoolId) throw errors.notFound(NOT_FOUND);
  if (p.teacherId !== auth.teacherId && !p.shared) throw errors.forbidden('这份校本试卷未加入校本资源库，只有上传的老师可以查看');
  return p;
}

/** A paper the caller uploaded (rename, share, remove). */
export async function requireOwnPaper(db: Db, auth: AuthContext, paperId: number): Promise<SchoolPaperRow> {
  const p = await requireReadablePaper(db, auth, paperId);
  if (p.teacherId !== auth.teacherId) throw errors.forbidden('只有上传的老师可以修改或删除这份校本试卷');
  return p;
}

export async function assertTeacherSubject(db: Db, auth: AuthContext, subjectId: number): Promise<void> {
  const rows = await db.select({ s: teacherSubject.subjectId }).from(teacherSubject).where(and(eq(teacherSubject.teacherId, auth.teacherId), eq(teacherSubject.subjectId, subjectId))).limit(1);
  if (!rows.length) throw errors.validation('只能选择自己任教的学科');
}

export async function assertSchoolGrade(db: Db, auth: AuthContext, gradeId: number): Promise<void> {
  const rows = await db.select({ id: grade.id }).from(grade).where(and(eq(grade.id, gradeId), eq(grade.schoolId, auth.schoolId))).limit(1);
  if (!rows.length) throw errors.validation('年级不存在，请重新选择');
}

type Row = {
  id: number;
  name: string;
  subject_id: number;
  subject_name: string | null;
  grade_id: number;
  grade_name: string | null;
  file_type: string;
  file_name: string;
  file_size: number;
  shared: boolean;
  teacher_id: number;
  teacher_name: string | null;
  created_at: Date | string;
};

const present = (r: Row, auth: AuthContext): TSchoolPaper => ({
  paperId: r.id,
  name: r.name,
  subjectId: r.subject_id,
  subjectName: r.subject_name ?? '',
  gradeId: r.grade_id,
  gradeName: r.grade_name ?? '',
  fileType: r.file_type === 'pdf' ? 'pdf' : 'docx',
  fileName: r.file_name,
  fileSize: r.file_size,
  shared: r.shared ? 1 : 0,
  teacherId: r.teacher_id,
  teacherName: r.teacher_name ?? '',
  mine: r.teacher_id === auth.teacherId ? 1 : 0,
  createdAt: new Date(r.created_at).toISOString(),
});

const SELECT = sql`
  select p.id, p.name, p.subject_id, s.name as subject_name, p.grade_id, g.name as grade_name, p.file_type, p.file_name, p.file_size,
    p.shared, p.teacher_id, t.name as teacher_name, p.created_at
  from school_paper p
  left join subject s on s.id = p.subject_id
  left join grade g on g.id = p.grade_id
  left join teacher t on t.id = p.teacher_id`;

export async function listPapers(db: Db, auth: AuthContext, q: TSchoolPaperQuery): Promise<TSchoolPaperPage> {
  const conds: SQL[] = [sql`p.school_id = ${auth.schoolId}`];
  conds.push(q.scope === 'my' ? sql`p.teacher_id = ${auth.teacherId}` : sql`p.shared`);
  if (q.name) conds.push(sql`p.name ilike ${containsPattern(q.name)}`);
  if (q.subjectId) conds.push(sql`p.subject_id = ${q.subjectId}`);
  if (q.gradeId) {
    // Another school's grade is missing, as every school-owned id is.
    const own = await db.select({ id: grade.id }).from(grade).where(and(eq(grade.id, q.gradeId), eq(grade.schoolId, auth.schoolId))).limit(1);
    if (!own.length) throw errors.notFound('年级不存在');
    conds.push(sql`p.grade_id = ${q.gradeId}`);
  }
  const where = sql.join(conds, sql` and `);
  const total = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from school_paper p where ${where}`))[0]?.n ?? 0;
  const rows = rowsOf<Row>(await db.execute(sql`${SELECT} where ${where} order by p.created_at desc, p.id desc limit ${q.pageSize} offset ${(q.pageNo - 1) * q.pageSize}`));
  return { list: rows.map((r) => present(r, auth)), total, pageNo: q.pageNo, pageSize: q.pageSize };
}

export async function paperItem(db: Db, auth: AuthContext, paperId: number): Promise<TSchoolPaper> {
  await requireReadablePaper(db, auth, paperId);
  const row = rowsOf<Row>(await db.execute(sql`${SELECT} where p.id = ${paperId}`))[0];
  if (!row) throw errors.notFound(NOT_FOUND);
  return present(row, auth);
}

/**
 * Stores the upload and then writes its row: a failed check stores nothing, and a failed insert
 * removes the file it had just stored, so no orphan stays in storage.
 */
export async function uploadPaper(db: Db, storage: Storage, auth: AuthContext, req: FastifyRequest): Promise<TSchoolPaper> {
  const upload = await readSchoolUpload(req, '试卷文件');
  const checked = ZSchoolPaperUploadFields.strict().safeParse(upload.fields);
  if (!checked.success) throw errors.validation(unknownFieldsMessage(checked.error) || validationMessage(checked.error, 'body'));
  const fileType = paperFileTypeOf(upload.data);
  if (!fileType) throw errors.validation(WRONG_TYPE);
  const { subjectId, gradeId } = checked.data;
  await assertTeacherSubject(db, auth, subjectId);
  await assertSchoolGrade(db, auth, gradeId);
  const fileName = cleanFileName(upload.fileName, `校本试卷.${fileType}`);
  const name = checked.data.name ?? (titleOf(fileName, SCHOOL_PAPER_NAME_MAX) || '校本试卷');
  const key = `school-papers/${auth.schoolId}/${randomUUID()}.${fileType}`;
  await storage.put(key, upload.data, FILE_CONTENT_TYPES[fileType]);
  let id: number;
  try {
    const [row] = await db
      .insert(schoolPaper)
      .values({ schoolId: auth.schoolId, teacherId: auth.teacherId, name, subjectId, gradeId, fileType, fileName, fileSize: upload.data.length, fileKey: key })
      .returning({ id: schoolPaper.id });
    id = row!.id;
  } catch (err) {
    await storage.remove(key).catch(() => undefined);
    throw err;
  }
  return paperItem(db, auth, id);
}

export async function editPaper(db: Db, auth: AuthContext, paperId: number, body: TSchoolPaperEditBody): Promise<TSchoolPaper> {
  await requireOwnPaper(db, auth, paperId);
  if (body.subjectId !== undefined) await assertTeacherSubject(db, auth, body.subjectId);
  await db
    .update(schoolPaper)
    .set({
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.subjectId !== undefined ? { subjectId: body.subjectId } : {}),
      ...(body.shared !== undefined ? { shared: body.shared === 1 } : {}),
      updatedAt: new Date(),
    })
    .where(eq(schoolPaper.id, paperId));
  return paperItem(db, auth, paperId);
}

/** Removes the row (its print jobs go with it) and then the stored file: a failed delete keeps both; a paper set as homework stays. */
export async function removePaper(db: Db, storage: Storage, auth: AuthContext, paperId: number): Promise<void> {
  const p = await requireOwnPaper(db, auth, paperId);
  await inTransaction(db, async (tx) => {
    const set = await tx.select({ id: homework.id }).from(homework).where(eq(homework.paperId, paperId)).limit(1);
    if (set.length) throw errors.conflict('这份试卷已布置为作业，请先删除相关作业');
    await tx.delete(schoolPaper).where(eq(schoolPaper.id, paperId));
  });
  await storage.remove(p.fileKey).catch(() => undefined);
}

/** The original file with its own name. */
export async function paperFile(db: Db, storage: Storage, auth: AuthContext, paperId: number): Promise<{ buffer: Buffer; fileName: string; contentType: string; fileType: string }> {
  const p = await requireReadablePaper(db, auth, paperId);
  const buffer = await storage.get(p.fileKey);
  if (!buffer) throw errors.notFound('试卷文件不存在');
  const fileType = p.fileType === 'pdf' ? 'pdf' : 'docx';
  return { buffer, fileName: p.fileName, contentType: FILE_CONTENT_TYPES[fileType], fileType };
}
