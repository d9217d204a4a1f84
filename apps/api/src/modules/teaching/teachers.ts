/**
 * 教师工作 (teacher): what each teacher of the scope did in the period, counted from the records
 * the product keeps (docs/teaching.md says exactly what each figure counts): exams analysed,
 * exams tagged, online marking (answers, speed, arbitrations caused, agreement with the second
 * marker), papers made and sent to print, questions collected. Courses and homework have no
 * tables yet and are not shown.
 */
import { sql, type SQL } from 'drizzle-orm';
import { schoolTimeZone, type TTeachingTeacherDetail, type TTeachingTeacherRow, type TTeachingTeachers } from '@app/contract';
import type { Db } from '../../db/client.js';
import { errors } from '../../http/errors.js';
import { clazzNames, ensureReports, intArray, periodExams, scopeExamRows } from './exams.js';
import { presentScope, type Scope } from './scope.js';
import { rowsOf } from '../../db/rows.js';

/** The period as instants: from the first day's 00:00 to the day after the last, school time (Asia/Shanghai unless configured). */
const periodStart = (s: Scope) => sql`(${s.start}::date)::timestamp at time zone ${schoolTimeZone()}`;
const periodEnd = (s: Scope) => sql`(${s.end}::date + 1)::timestamp at time zone ${schoolTimeZone()}`;
const inPeriod = (column: SQL, s: Scope) => sql`${column} >= ${periodStart(s)} and ${column} < ${periodEnd(s)}`;

type TeacherHead = { teacherId: number; teacherName: string; subjectNames: string[]; clazzNames: string[] };

/** The teachers who teach a class of the scope (in a chosen subject) in the semester. */
async function scopeTeachers(db: Db, scope: Scope): Promise<TeacherHead[]> {
  const clazzes = scope.clazzIds ? sql`and c.id = any(${intArray(scope.clazzIds)}::int[])` : sql``;
  const subjects = scope.subjectIds ? sql`and tc.subject_id = any(${intArray(scope.subjectIds)}::int[])` : sql``;
  const one = scope.teacherId != null ? sql`and t.id = ${scope.teacherId}` : sql``;
  return rowsOf<TeacherHead>(
    await db.execute(sql`
      select t.id as "teacherId", t.name as "teacherName",
        array_agg(distinct s.name) as "subjectNames", array_agg(distinct c.name) as "clazzNames"
      from teacher_clazz tc
      join teacher t on t.id = tc.teacher_id
      join clazz c on c.id = tc.clazz_id
      join subject s on s.id = tc.subject_id
      where tc.semester_id = ${scope.semesterId} and tc.subject_id is not null and t.school_id = ${scope.schoolId}
        and c.grade_id = any(${intArray(scope.grades.map((g) => g.gradeId))}::int[]) ${clazzes} ${subjects} ${one}
      group by t.id, t.name
      order by t.name, t.id`),
  );
}

type Counts = Map<number, Record<string, number | null>>;

async function countBy(db: Db, query: SQL): Promise<Counts> {
  const rows = rowsOf<Record<string, number | string | null> & { teacherId: number }>(await db.execute(query));
  return new Map(rows.map((r) => [r.teacherId, Object.fromEntries(Object.entries(r).map(([k, v]) => [k, v == null ? null : Number(v)]))]));
}

/** The figures of the given teachers (all of the scope's when none is named). */
async function figures(db: Db, scope: Scope, heads: TeacherHead[]): Promise<TTeachingTeacherRow[]> {
  if (!heads.length) return [];
  const ids = intArray(heads.map((h) => h.teacherId));
  const exams = await scopeExamRows(db, scope);
  await ensureReports(db, scope.schoolId, exams);
  const examIds = intArray(exams.map((e) => e.examId));
  const clazzFilter = scope.clazzIds ? sql`and tc.clazz_id = any(${intArray(scope.clazzIds)}::int[])` : sql``;

  const analysed = await countBy(db, sql`
    select tc.teacher_id as "teacherId", count(distinct e.id) as n
    from teacher_clazz tc
    join exam_group_clazz gc on gc.clazz_id = tc.clazz_id
    join exam e on e.exam_group_id = gc.exam_group_id and e.subject_id = tc.subject_id
    join exam_report r on r.exam_id = e.id
    where tc.semester_id = ${scope.semesterId} and tc.teacher_id = any(${ids}::int[]) and e.id = any(${examIds}::int[]) ${clazzFilter}
    group by tc.teacher_id`);
  const tagged = await countBy(db, sql`
    select q.tagged_by as "teacherId", count(distinct q.exam_id) as n
    from exam_question q join exam e on e.id = q.exam_id
    where e.school_id = ${scope.schoolId} and q.tagged_by = any(${ids}::int[]) and ${inPeriod(sql`q.tagged_at`, scope)}
    group by q.tagged_by`);
  const marking = await countBy(db, sql`
    select s.marker_id as "teacherId",
      count(*) filter (where s.round < 3) as marked,
      count(*) filter (where s.round = 3) as arbitrations,
      avg(s.spent_ms) filter (where s.round < 3 and s.spent_ms is not null) as "avgMs",
      count(*) filter (where s.round < 3 and g.double_marking) as "doubleMarked",
      count(*) filter (where s.round < 3 and g.double_marking and exists (select 1 from marking_slot a where a.answer_id = s.answer_id and a.round = 3)) as "sentToArbitration",
      count(o.id) as paired,
      count(o.id) filter (where abs(o.score - s.score) <= g.tolerance + 1e-9) as agreed
    from marking_slot s
    join marking_group g on g.id = s.group_id
    left join marking_slot o on s.round < 3 and g.double_marking and o.answer_id = s.answer_id and o.round = 3 - s.round and o.submitted_at is not null and o.score is not null
    where g.school_id = ${scope.schoolId} and s.marker_id = any(${ids}::int[]) and s.submitted_at is not null and ${inPeriod(sql`s.submitted_at`, scope)}
    group by s.marker_id`);
  const papers = await countBy(db, sql`
    select teacher_id as "teacherId",
      count(*) filter (where ${inPeriod(sql`created_at`, scope)}) as made,
      count(*) filter (where sent_at is not null and ${inPeriod(sql`sent_at`, scope)}) as sent
    from paper_record where school_id = ${scope.schoolId} and teacher_id = any(${ids}::int[])
    group by teacher_id`);
  const collected = await countBy(db, sql`
    select teacher_id as "teacherId", count(*) as n from topic_collect
    where teacher_id = any(${ids}::int[]) and ${inPeriod(sql`created_at`, scope)}
    group by teacher_id`);

  return heads.map((h) => {
    const m = marking.get(h.teacherId);
    const n = (v: number | null | undefined) => v ?? 0;
    return {
      ...h,
      subjectNames: [...h.subjectNames].sort(),
      clazzNames: [...h.clazzNames].sort((a, b) => a.localeCompare(b, 'zh-CN', { numeric: true })),
      examsAnalysed: n(analysed.get(h.teacherId)?.n),
      examsTagged: n(tagged.get(h.teacherId)?.n),
      answersMarked: n(m?.marked),
      arbitrationsDone: n(m?.arbitrations),
      avgSecondsPerAnswer: m?.avgMs != null ? Math.round(m.avgMs / 100) / 10 : null,
      arbitrationShare: m && n(m.doubleMarked) > 0 ? n(m.sentToArbitration) / n(m.doubleMarked) : null,
      agreementRate: m && n(m.paired) > 0 ? n(m.agreed) / n(m.paired) : null,
      papersMade: n(papers.get(h.teacherId)?.made),
      papersSent: n(papers.get(h.teacherId)?.sent),
      questionsCollected: n(collected.get(h.teacherId)?.n),
    };
  });
}

export async function teachingTeachers(db: Db, scope: Scope): Promise<TTeachingTeachers> {
  return { scope: presentScope(scope), rows: await figures(db, scope, await scopeTeachers(db, scope)) };
}

/** One teacher's figures and the records behind them (the drill-down drawer). */
export async function teachingTeacherDetail(db: Db, scope: Scope, teacherId: number): Promise<TTeachingTeacherDetail> {
  const known = rowsOf<{ id: number }>(await db.execute(sql`select id from teacher where id = ${teacherId} and school_id = ${scope.schoolId}`));
  if (!known.length) throw errors.notFound('教师不存在');
  const head = (await scopeTeachers(db, { ...scope, teacherId }))[0];
  if (!head) throw errors.forbidden('该教师不在您所管理年级的任课教师中');
  const [teacherRow] = await figures(db, scope, [head]);

  const pairs = rowsOf<{ clazzId: number; subjectId: number }>(
    await db.execute(sql`select clazz_id as "clazzId", subject_id as "subjectId" from teacher_clazz where teacher_id = ${teacherId} and semester_id = ${scope.semesterId} and subject_id is not null`),
  );
  const own = new Set(pairs.map((p) => `${p.clazzId}:${p.subjectId}`));
  const exams = await periodExams(db, scope);
  const names = await clazzNames(db, exams.flatMap((e) => e.classes.map((c) => c.clazzId)));
  const examList: TTeachingTeacherDetail['exams'] = [];
  for (const e of exams) {
    for (const c of e.classes) {
      if (!own.has(`${c.clazzId}:${e.subjectId}`)) continue;
      examList.push({ examId: e.examId, examName: e.examName, examDate: e.examDate, subjectName: e.subjectName, clazzName: names.get(c.clazzId) ?? '', average: c.average, gradeAverage: e.grade.average, passRate: c.passRate });
    }
  }

  const tagged = rowsOf<{ examId: number; examName: string; examDate: string; subjectName: string; questions: number | string; lastTaggedAt: Date | string }>(
    await db.execute(sql`
      select e.id as "examId", g.name as "examName", g.exam_date::text as "examDate", s.name as "subjectName", count(*) as questions, max(q.tagged_at) as "lastTaggedAt"
      from exam_question q join exam e on e.id = q.exam_id join exam_group g on g.id = e.exam_group_id join subject s on s.id = e.subject_id
      where e.school_id = ${scope.schoolId} and q.tagged_by = ${teacherId} and ${inPeriod(sql`q.tagged_at`, scope)}
      group by e.id, g.name, g.exam_date, s.name
      order by max(q.tagged_at) desc`),
  );
  const marking = rowsOf<{ groupId: number; examName: string; groupName: string; marked: number | string; arbitrations: number | string; avgMs: number | string | null; paired: number | string; agreed: number | string }>(
    await db.execute(sql`
      select g.id as "groupId", concat(eg.name, ' ', sj.name) as "examName", g.name as "groupName",
        count(*) filter (where s.round < 3) as marked, count(*) filter (where s.round = 3) as arbitrations,
        avg(s.spent_ms) filter (where s.round < 3 and s.spent_ms is not null) as "avgMs",
        count(o.id) as paired, count(o.id) filter (where abs(o.score - s.score) <= g.tolerance + 1e-9) as agreed
      from marking_slot s
      join marking_group g on g.id = s.group_id
      join exam e on e.id = g.exam_id join exam_group eg on eg.id = e.exam_group_id join subject sj on sj.id = e.subject_id
      left join marking_slot o on s.round < 3 and g.double_marking and o.answer_id = s.answer_id and o.round = 3 - s.round and o.submitted_at is not null and o.score is not null
      where g.school_id = ${scope.schoolId} and s.marker_id = ${teacherId} and s.submitted_at is not null and ${inPeriod(sql`s.submitted_at`, scope)}
      group by g.id, eg.name, sj.name, g.name
      order by min(s.submitted_at) desc`),
  );
  const papers = rowsOf<{ recordId: number; name: string; subjectName: string; createdAt: Date | string; sentAt: Date | string | null }>(
    await db.execute(sql`
      select p.id as "recordId", p.name, s.name as "subjectName", p.created_at as "createdAt", p.sent_at as "sentAt"
      from paper_record p join subject s on s.id = p.subject_id
      where p.school_id = ${scope.schoolId} and p.teacher_id = ${teacherId}
        and ((${inPeriod(sql`p.created_at`, scope)}) or (p.sent_at is not null and ${inPeriod(sql`p.sent_at`, scope)}))
      order by p.created_at desc`),
  );
  const iso = (v: Date | string) => new Date(v).toISOString();
  return {
    teacher: teacherRow!,
    exams: examList,
    tagged: tagged.map((t) => ({ ...t, questions: Number(t.questions), lastTaggedAt: iso(t.lastTaggedAt) })),
    marking: marking.map((m) => ({
      groupId: m.groupId,
      examName: m.examName,
      groupName: m.groupName,
      marked: Number(m.marked),
      arbitrations: Number(m.arbitrations),
      avgSeconds: m.avgMs != null ? Math.round(Number(m.avgMs) / 100) / 10 : null,
      agreementRate: Number(m.paired) > 0 ? Number(m.agreed) / Number(m.paired) : null,
    })),
    papers: papers.map((p) => ({ recordId: p.recordId, name: p.name, subjectName: p.subjectName, createdAt: iso(p.createdAt), sentAt: p.sentAt ? iso(p.sentAt) : null })),
  };
}
