/**
 * 组卷中心 → 我的 (docs/paper-centre.md "Personal section"): the teacher's uploads across the
 * school-paper, teaching-aid and course tables, and the answer sheets of the papers they sent to
 * print. Both lists are the caller's own rows of the caller's school only (`school_id` and
 * `teacher_id` in every branch), so no check elsewhere can let another teacher's rows through.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  ENGLISH_SUBJECT_IDS,
  MATHS_SUBJECT_IDS,
  PAPER_STATUS,
  paperStatusText,
  type TPersonalAnswerSheetPage,
  type TPersonalAnswerSheetQuery,
  type TPersonalUpload,
  type TPersonalUploadPage,
  type TPersonalUploadQuery,
} from '@app/contract';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { rowsOf } from '../../db/rows.js';
import { teacherSubject } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import type { AuthContext } from '../auth/authenticate.js';

export const NOT_PAPER_TEACHER = '组卷中心供数学、英语教师使用';

/**
 * The paper centre's audience on the server: the header entry is for a current subject of maths or
 * English (MENU_ENTRIES 'paper'); the server, which has no current subject, asks for one of them
 * among the teacher's subjects.
 */
export async function assertPaperCentreTeacher(db: Db, auth: AuthContext): Promise<void> {
  const rows = await db
    .select({ s: teacherSubject.subjectId })
    .from(teacherSubject)
    .where(and(eq(teacherSubject.teacherId, auth.teacherId), inArray(teacherSubject.subjectId, [...MATHS_SUBJECT_IDS, ...ENGLISH_SUBJECT_IDS])))
    .limit(1);
  if (!rows.length) throw errors.forbidden(NOT_PAPER_TEACHER);
}

type UploadRow = {
  kind: TPersonalUpload['kind'];
  id: number;
  name: string;
  subject_id: number;
  subject_name: string | null;
  file_type: string;
  file_name: string;
  file_size: number | string;
  created_at: string;
  resource_kind: TPersonalUpload['resourceKind'];
  course_id: number | null;
  course_name: string | null;
};

const presentUpload = (r: UploadRow): TPersonalUpload => ({
  kind: r.kind,
  id: r.id,
  name: r.name,
  subjectId: r.subject_id,
  subjectName: r.subject_name ?? '',
  fileType: r.file_type,
  fileName: r.file_name,
  fileSize: Number(r.file_size),
  createdAt: new Date(r.created_at).toISOString(),
  resourceKind: r.resource_kind,
  courseId: r.course_id,
  courseName: r.course_name,
});

/**
 * One statement: the three tables' rows of the teacher as one `union all`, filtered, counted and
 * paged (newest first), so the total and the page always agree.
 */
export async function listPersonalUploads(db: Db, auth: AuthContext, q: TPersonalUploadQuery): Promise<TPersonalUploadPage> {
  const filters: SQL[] = [sql`true`];
  if (q.kind) filters.push(sql`u.kind = ${q.kind}`);
  if (q.name) filters.push(sql`(u.name ilike ${containsPattern(q.name)} or u.course_name ilike ${containsPattern(q.name)})`);
  const result = await db.execute(sql`
    with u as (
      select 'school_paper'::text as kind, p.id, p.name::text as name, p.subject_id, p.file_type::text as file_type, p.file_name::text as file_name,
        p.file_size::bigint as file_size, p.created_at, null::text as resource_kind, null::int as course_id, null::text as course_name
      from school_paper p
      where p.school_id = ${auth.schoolId} and p.teacher_id = ${auth.teacherId}
      union all
      select 'school_resource', r.id, r.title, r.subject_id, r.file_type, r.file_name, r.file_size, r.created_at, r.kind, null, null
      from school_resource r
      where r.school_id = ${auth.schoolId} and r.teacher_id = ${auth.teacherId}
      union all
      select 'course_video', v.id, v.title, c.subject_id, v.kind, v.file_name, v.file_size, v.created_at, null, c.id, c.name
      from course_video v
      join course c on c.id = v.course_id
      where c.school_id = ${auth.schoolId} and c.teacher_id = ${auth.teacherId}
    ),
    f as (select u.* from u where ${sql.join(filters, sql` and `)}),
    page as (
      select f.*, s.name as subject_name
      from f left join subject s on s.id = f.subject_id
      order by f.created_at desc, f.kind, f.id desc
      limit ${q.pageSize} offset ${(q.pageNo - 1) * q.pageSize}
    )
    select (select count(*)::int from f) as total,
      coalesce((select json_agg(page order by page.created_at desc, page.kind, page.id desc) from page), '[]'::json) as list`);
  const row = rowsOf<{ total: number; list: UploadRow[] }>(result)[0];
  return { list: (row?.list ?? []).map(presentUpload), total: row?.total ?? 0, pageNo: q.pageNo, pageSize: q.pageSize };
}

type SheetRow = {
  id: number;
  name: string;
  subject_id: number;
  subject_name: string | null;
  status: number;
  clazz_names: string[];
  exam_date: string | null;
  sent_at: Date | string | null;
};

/**
 * The teacher's composed papers that went to print (any status past 正在编辑: sent, scanned, sat,
 * marked), of both subjects and every semester, newest send first. Hidden records stay hidden
 * here as on 组卷记录.
 */
export async function listAnswerSheets(db: Db, auth: AuthContext, q: TPersonalAnswerSheetQuery): Promise<TPersonalAnswerSheetPage> {
  const where = sql`r.school_id = ${auth.schoolId} and r.teacher_id = ${auth.teacherId} and r.status <> ${PAPER_STATUS.EDITING} and not r.hidden`;
  const total = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from paper_record r where ${where}`))[0]?.n ?? 0;
  const rows = rowsOf<SheetRow>(
    await db.execute(sql`
      select r.id, r.name, r.subject_id, s.name as subject_name, r.status, r.exam_date::text as exam_date, r.sent_at,
        coalesce((select array_agg(c.name order by array_position(r.clazz_ids, c.id)) from clazz c where c.id = any(r.clazz_ids) and c.school_id = r.school_id), '{}') as clazz_names
      from paper_record r
      left join subject s on s.id = r.subject_id
      where ${where}
      order by r.sent_at desc nulls last, r.id desc
      limit ${q.pageSize} offset ${(q.pageNo - 1) * q.pageSize}`),
  );
  return {
    list: rows.map((r) => ({
      recordId: r.id,
      paperName: r.name,
      subjectId: r.subject_id,
      subjectName: r.subject_name ?? '',
      status: r.status,
      statusText: paperStatusText(r.status),
      clazzNames: r.clazz_names,
      examDate: r.exam_date,
      sentAt: r.sent_at ? new Date(r.sent_at).toISOString() : null,
    })),
    total,
    pageNo: q.pageNo,
    pageSize: q.pageSize,
  };
}
