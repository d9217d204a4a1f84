/**
 * 教辅资料 (/schoolresources, docs/school-paper.md "Teaching aids"): the school's shared teaching
 * aids in four kinds (书单, 知识清单, 专题资料, 试卷资源). Every teacher of the school reads and
 * downloads them; the uploader, the leaders of the resource's grade and the master edit and remove.
 * Another school's resource (or grade) is missing (404).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { SCHOOL_RESOURCE_TITLE_MAX, ZSchoolResourceUploadFields, type TSchoolResource, type TSchoolResourceEditBody, type TSchoolResourceKind, type TSchoolResourcePage, type TSchoolResourceQuery } from '@app/contract';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { rowsOf } from '../../db/rows.js';
import { grade, schoolResource, schoolSubject } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import { validationMessage } from '../../http/route.js';
import { unknownFieldsMessage } from '../../http/strict-body.js';
import type { Storage } from '../../storage/storage.js';
import type { AuthContext } from '../auth/authenticate.js';
import { RESOURCE_CONTENT_TYPES, resourceFileTypeOf } from './file-check.js';
import { cleanFileName, readSchoolUpload, titleOf } from './upload.js';

type ResourceRow = typeof schoolResource.$inferSelect;
const NOT_FOUND = '资料不存在';

/** The uploader, a leader of the resource's grade, or the master (a leader post without a grade leads the school). */
const mayEdit = (auth: AuthContext, r: { teacherId: number; gradeId: number }) => r.teacherId === auth.teacherId || auth.posts.includes(5) || auth.leadsWholeSchool || auth.leadGradeIds.includes(r.gradeId);

async function requireResource(db: Db, auth: AuthContext, resourceId: number): Promise<ResourceRow> {
  const r = (await db.select().from(schoolResource).where(eq(schoolResource.id, resourceId)).limit(1))[0];
  if (!r || r.schoolId !== auth.schoolId) throw errors.notFound(NOT_FOUND);
  return r;
}

async function requireEditable(db: Db, auth: AuthContext, resourceId: number): Promise<ResourceRow> {
  const r = await requireResource(db, auth, resourceId);
  if (!mayEdit(auth, r)) throw errors.forbidden('只有上传的老师、本年级组长和校长可以修改或删除这份资料');
  return r;
}

async function assertSchoolGrade(db: Db, auth: AuthContext, gradeId: number, notFound: boolean): Promise<void> {
  const rows = await db.select({ id: grade.id }).from(grade).where(and(eq(grade.id, gradeId), eq(grade.schoolId, auth.schoolId))).limit(1);
  if (!rows.length) throw notFound ? errors.notFound('年级不存在') : errors.validation('年级不存在，请重新选择');
}

async function assertSchoolSubject(db: Db, auth: AuthContext, subjectId: number): Promise<void> {
  const rows = await db.select({ s: schoolSubject.subjectId }).from(schoolSubject).where(and(eq(schoolSubject.schoolId, auth.schoolId), eq(schoolSubject.subjectId, subjectId))).limit(1);
  if (!rows.length) throw errors.validation('学校没有开设这个学科');
}

type Row = {
  id: number;
  kind: string;
  title: string;
  subject_id: number;
  subject_name: string | null;
  grade_id: number;
  grade_name: string | null;
  description: string;
  file_type: string;
  file_name: string;
  file_size: number;
  teacher_id: number;
  teacher_name: string | null;
  created_at: Date | string;
};

const SELECT = sql`
  select r.id, r.kind, r.title, r.subject_id, s.name as subject_name, r.grade_id, g.name as grade_name, r.description, r.file_type, r.file_name, r.file_size,
    r.teacher_id, t.name as teacher_name, r.created_at
  from school_resource r left join subject s on s.id = r.subject_id left join grade g on g.id = r.grade_id left join teacher t on t.id = r.teacher_id`;

const present = (r: Row, auth: AuthContext): TSchoolResource => ({
  resourceId: r.id,
  kind: r.kind as TSchoolResourceKind,
  title: r.title,
  subjectId: r.subject_id,
  subjectName: r.subject_name ?? '',
  gradeId: r.grade_id,
  gradeName: r.grade_name ?? '',
  description: r.description,
  fileType: r.file_type as TSchoolResource['fileType'],
  fileName: r.file_name,
  fileSize: r.file_size,
  teacherId: r.teacher_id,
  teacherName: r.teacher_name ?? '',
  editable: mayEdit(auth, { teacherId: r.teacher_id, gradeId: r.grade_id }) ? 1 : 0,
  createdAt: new Date(r.created_at).toISOString(),
});

export async function listResources(db: Db, auth: AuthContext, kind: TSchoolResourceKind, q: TSchoolResourceQuery): Promise<TSchoolResourcePage> {
  const conds: SQL[] = [sql`r.school_id = ${auth.schoolId}`, sql`r.kind = ${kind}`];
  if (q.title) conds.push(sql`r.title ilike ${containsPattern(q.title)}`);
  if (q.subjectId) conds.push(sql`r.subject_id = ${q.subjectId}`);
  if (q.gradeId) {
    await assertSchoolGrade(db, auth, q.gradeId, true);
    conds.push(sql`r.grade_id = ${q.gradeId}`);
  }
  const where = sql.join(conds, sql` and `);
  const total = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from school_resource r where ${where}`))[0]?.n ?? 0;
  const rows = rowsOf<Row>(await db.execute(sql`${SELECT} where ${where} order by r.created_at desc, r.id desc limit ${q.pageSize} offset ${(q.pageNo - 1) * q.pageSize}`));
  return { list: rows.map((r) => present(r, auth)), total, pageNo: q.pageNo, pageSize: q.pageSize };
}

async function resourceItem(db: Db, auth: AuthContext, resourceId: number): Promise<TSchoolResource> {
  const row = rowsOf<Row>(await db.execute(sql`${SELECT} where r.id = ${resourceId} and r.school_id = ${auth.schoolId}`))[0];
  if (!row) throw errors.notFound(NOT_FOUND);
  return present(row, auth);
}

/** Stores the file, then its row; a failed insert removes the file again (no orphan). */
export async function uploadResource(db: Db, storage: Storage, auth: AuthContext, kind: TSchoolResourceKind, req: FastifyRequest): Promise<TSchoolResource> {
  const upload = await readSchoolUpload(req, '资料文件');
  const checked = ZSchoolResourceUploadFields.strict().safeParse(upload.fields);
  if (!checked.success) throw errors.validation(unknownFieldsMessage(checked.error) || validationMessage(checked.error, 'body'));
  const fileType = resourceFileTypeOf(upload.data);
  if (!fileType) throw errors.validation('只能上传PDF、Word（.docx）、Excel（.xlsx）、PowerPoint（.pptx）或图片（JPG、PNG、WebP）');
  await assertSchoolSubject(db, auth, checked.data.subjectId);
  await assertSchoolGrade(db, auth, checked.data.gradeId, false);
  const fileName = cleanFileName(upload.fileName, `资料.${fileType}`);
  const title = checked.data.title ?? (titleOf(fileName, SCHOOL_RESOURCE_TITLE_MAX) || '资料');
  const key = `school-resources/${auth.schoolId}/${randomUUID()}.${fileType}`;
  await storage.put(key, upload.data, RESOURCE_CONTENT_TYPES[fileType]);
  let id: number;
  try {
    const [row] = await db
      .insert(schoolResource)
      .values({ schoolId: auth.schoolId, teacherId: auth.teacherId, kind, title, subjectId: checked.data.subjectId, gradeId: checked.data.gradeId, description: checked.data.description ?? '', fileType, fileName, fileSize: upload.data.length, fileKey: key })
      .returning({ id: schoolResource.id });
    id = row!.id;
  } catch (err) {
    await storage.remove(key).catch(() => undefined);
    throw err;
  }
  return resourceItem(db, auth, id);
}

export async function editResource(db: Db, auth: AuthContext, resourceId: number, body: TSchoolResourceEditBody): Promise<TSchoolResource> {
  await requireEditable(db, auth, resourceId);
  if (body.subjectId !== undefined) await assertSchoolSubject(db, auth, body.subjectId);
  if (body.gradeId !== undefined) await assertSchoolGrade(db, auth, body.gradeId, false);
  await db
    .update(schoolResource)
    .set({
      ...(body.title !== undefined ? { title: body.title } : {}),
      ...(body.subjectId !== undefined ? { subjectId: body.subjectId } : {}),
      ...(body.gradeId !== undefined ? { gradeId: body.gradeId } : {}),
      ...(body.description !== undefined ? { description: body.description } : {}),
      updatedAt: new Date(),
    })
    .where(eq(schoolResource.id, resourceId));
  return resourceItem(db, auth, resourceId);
}

/** Removes the row and then the stored file. */
export async function removeResource(db: Db, storage: Storage, auth: AuthContext, resourceId: number): Promise<void> {
  const r = await requireEditable(db, auth, resourceId);
  await db.delete(schoolResource).where(eq(schoolResource.id, resourceId));
  await storage.remove(r.fileKey).catch(() => undefined);
}

export async function resourceFile(db: Db, storage: Storage, auth: AuthContext, resourceId: number): Promise<{ buffer: Buffer; fileName: string; contentType: string }> {
  const r = await requireResource(db, auth, resourceId);
  const buffer = await storage.get(r.fileKey);
  if (!buffer) throw errors.notFound('资料文件不存在');
  return { buffer, fileName: r.fileName, contentType: RESOURCE_CONTENT_TYPES[r.fileType as TSchoolResource['fileType']] ?? 'application/octet-stream' };
}
