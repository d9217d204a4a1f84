/** The task list of /labelTask and the header's waiting count (spec section 7, header label calls). */
import { sql, type SQL } from 'drizzle-orm';
import { EXAM_TYPES, LABEL_STATUS, LABEL_STATUS_NAMES, type TLabelTab, type TLabelTaskPage } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../auth/authenticate.js';
import { leadsGrade } from '../academic/access.js';
import { scopeSql, taggedSql } from './scope.js';

const tabSql: Record<TLabelTab, SQL> = {
  whole: sql`true`,
  tomarked: sql`coalesce(l.status, 0) <> ${LABEL_STATUS.FINISHED}`,
  tocomplete: sql`coalesce(l.status, 0) = ${LABEL_STATUS.FINISHED}`,
  towithdraw: sql`coalesce(l.status, 0) = ${LABEL_STATUS.WITHDRAWN}`,
};

function baseWhere(auth: AuthContext, subjectId: number, containLed: boolean): SQL {
  return sql`g.school_id = ${auth.schoolId} and e.subject_id = ${subjectId}
             and exists (select 1 from exam_question q0 where q0.exam_id = e.id)
             and ${scopeSql(auth, containLed)}`;
}

/** Tasks of the subject in the teacher's scope not finished yet. */
export async function waitingCount(db: Db, auth: AuthContext, subjectId: number): Promise<{ waiting: number }> {
  const r = (await db.execute(sql`
    select count(*)::int as "n" from exam e join exam_group g on g.id = e.exam_group_id left join exam_label l on l.exam_id = e.id
     where ${baseWhere(auth, subjectId, true)} and ${tabSql.tomarked}`)) as unknown as { rows: { n: number }[] };
  return { waiting: Number(r.rows[0]?.n ?? 0) };
}

type Row = {
  examId: number;
  examGroupId: number;
  examName: string;
  examTime: string;
  type: number;
  gradeId: number;
  gradeName: string;
  createdBy: number;
  status: number;
  questionCount: number;
  taggedCount: number;
  taggers: string[] | null;
  lastTaggedAt: string | null;
  clazzNames: string[] | null;
  total: number;
};

/** A page of tasks, newest exam first. */
export async function taskPage(
  db: Db,
  auth: AuthContext,
  q: { subjectId: number; pageNo: number; pageSize: number; status: TLabelTab; containTeaching: number; searchKey?: string | undefined },
): Promise<TLabelTaskPage> {
  const search = q.searchKey ? sql`and strpos(lower(g.name), lower(${q.searchKey})) > 0` : sql``;
  const r = (await db.execute(sql`
    select e.id as "examId", g.id as "examGroupId", g.name as "examName", g.exam_date::text as "examTime", g.type, g.grade_id as "gradeId",
           gr.name as "gradeName", g.created_by as "createdBy", coalesce(l.status, 0)::int as "status",
           (select count(*)::int from exam_question q where q.exam_id = e.id) as "questionCount",
           (select count(*)::int from exam_question q where q.exam_id = e.id and ${taggedSql('q')}) as "taggedCount",
           (select array_agg(distinct t.name) from exam_question q join teacher t on t.id = q.tagged_by where q.exam_id = e.id) as "taggers",
           (select to_char(max(q.tagged_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') from exam_question q where q.exam_id = e.id) as "lastTaggedAt",
           (select array_agg(c.name order by c.sort, c.id) from exam_group_clazz gc join clazz c on c.id = gc.clazz_id where gc.exam_group_id = g.id) as "clazzNames",
           count(*) over ()::int as "total"
      from exam e
      join exam_group g on g.id = e.exam_group_id
      join grade gr on gr.id = g.grade_id
      left join exam_label l on l.exam_id = e.id
     where ${baseWhere(auth, q.subjectId, q.containTeaching === 1)} and ${tabSql[q.status]} ${search}
     order by g.exam_date desc, g.id desc, e.id desc
     limit ${q.pageSize} offset ${(q.pageNo - 1) * q.pageSize}`)) as unknown as { rows: Row[] };
  let total = Number(r.rows[0]?.total ?? 0);
  if (!r.rows.length && q.pageNo > 1) {
    // Past the last page: the count still tells the client how many there are.
    const c = (await db.execute(sql`
      select count(*)::int as "n" from exam e join exam_group g on g.id = e.exam_group_id left join exam_label l on l.exam_id = e.id
       where ${baseWhere(auth, q.subjectId, q.containTeaching === 1)} and ${tabSql[q.status]} ${search}`)) as unknown as { rows: { n: number }[] };
    total = Number(c.rows[0]?.n ?? 0);
  }
  return {
    list: r.rows.map((x) => ({
      examId: x.examId,
      examGroupId: x.examGroupId,
      examName: x.examName,
      examTime: x.examTime,
      type: x.type,
      typeName: EXAM_TYPES.find((t) => t.value === x.type)?.label ?? '',
      canChangeType: x.createdBy === auth.teacherId || leadsGrade(auth, x.gradeId),
      gradeName: x.gradeName,
      clazzNames: x.clazzNames ?? [],
      taggedCount: x.taggedCount,
      questionCount: x.questionCount,
      status: x.status,
      statusName: LABEL_STATUS_NAMES[x.status] ?? '',
      taggers: (x.taggers ?? []).sort((a, b) => a.localeCompare(b, 'zh')),
      lastTaggedAt: x.lastTaggedAt,
    })),
    total,
    pageNo: q.pageNo,
    pageSize: q.pageSize,
  };
}
