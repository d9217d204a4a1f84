/**
 * Send a school paper to print (docs/school-paper.md, "Print jobs"): the print flow's class rule
 * (classes of the teacher's school and of the paper's grade, as paper/print.ts checks them) and
 * the day (not before the school's today). A school paper has no question structure, so no exam is
 * made: the job records the classes, the copies (each class's students plus the spare), the paper
 * size and the day, for the print room; the teacher sees it with its state.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { SCHOOL_PRINT_STATUS_NAMES, schoolDay, type TSchoolPrintBody, type TSchoolPrintClazz, type TSchoolPrintJob, type TSchoolPrintPage } from '@app/contract';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { clazz, schoolPaperPrint, schoolPaperPrintClazz } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import type { AuthContext } from '../auth/authenticate.js';
import { studentCounts } from '../base/queries.js';
import { inTransaction } from '../marking/tx.js';
import { requireReadablePaper } from './papers.js';

/** The classes (在读) of the paper's grade in the caller's school, with their students. */
export async function printClazzes(db: Db, auth: AuthContext, paperId: number): Promise<TSchoolPrintClazz[]> {
  const p = await requireReadablePaper(db, auth, paperId);
  const rows = await db
    .select({ id: clazz.id, name: clazz.name })
    .from(clazz)
    .where(and(eq(clazz.schoolId, auth.schoolId), eq(clazz.gradeId, p.gradeId), eq(clazz.status, 1)))
    .orderBy(clazz.sort, clazz.id);
  const counts = await studentCounts(db, rows.map((r) => r.id));
  return rows.map((r) => ({ clazzId: r.id, clazzName: r.name, studentCount: counts.get(r.id) ?? 0 }));
}

export async function createPrintJob(db: Db, auth: AuthContext, paperId: number, body: TSchoolPrintBody, now = new Date()): Promise<TSchoolPrintJob> {
  const p = await requireReadablePaper(db, auth, paperId);
  if (body.printDate < schoolDay(now)) throw errors.validation('打印日期不能早于今天');
  if (Number.isNaN(Date.parse(`${body.printDate}T00:00:00Z`)) || new Date(`${body.printDate}T00:00:00Z`).toISOString().slice(0, 10) !== body.printDate) throw errors.validation('打印日期不是有效的日期');
  const clazzIds = [...new Set(body.clazzIds)];
  const rows = await db.select({ id: clazz.id, gradeId: clazz.gradeId, status: clazz.status }).from(clazz).where(and(inArray(clazz.id, clazzIds), eq(clazz.schoolId, auth.schoolId)));
  if (rows.length !== clazzIds.length) throw errors.notFound('班级不存在');
  if (rows.some((r) => r.gradeId !== p.gradeId || r.status !== 1)) throw errors.validation('只能选择试卷所属年级的班级');
  const counts = await studentCounts(db, clazzIds);
  const printId = await inTransaction(db, async (tx) => {
    const [job] = await tx
      .insert(schoolPaperPrint)
      .values({ schoolId: auth.schoolId, paperId, teacherId: auth.teacherId, paperSize: body.paperSize, spare: body.spare, printDate: body.printDate })
      .returning({ id: schoolPaperPrint.id });
    await tx.insert(schoolPaperPrintClazz).values(clazzIds.map((clazzId) => ({ printId: job!.id, clazzId, copies: (counts.get(clazzId) ?? 0) + body.spare })));
    return job!.id;
  });
  const job = (await jobs(db, auth, sql`j.id = ${printId}`, 1, 0))[0];
  if (!job) throw errors.internal();
  return job;
}

type JobRow = {
  id: number;
  paper_id: number;
  paper_name: string;
  paper_size: number;
  print_date: string;
  spare: number;
  status: number;
  created_at: Date | string;
  clazzes: { clazzId: number; clazzName: string; copies: number }[] | null;
};

async function jobs(db: Db, auth: AuthContext, extra: ReturnType<typeof sql>, limit: number, offset: number): Promise<TSchoolPrintJob[]> {
  const rows = rowsOf<JobRow>(
    await db.execute(sql`
      select j.id, j.paper_id, p.name as paper_name, j.paper_size, j.print_date, j.spare, j.status, j.created_at,
        (select json_agg(json_build_object('clazzId', c.id, 'clazzName', c.name, 'copies', jc.copies) order by c.sort, c.id)
           from school_paper_print_clazz jc join clazz c on c.id = jc.clazz_id where jc.print_id = j.id) as clazzes
      from school_paper_print j join school_paper p on p.id = j.paper_id
      where j.school_id = ${auth.schoolId} and j.teacher_id = ${auth.teacherId} and ${extra}
      order by j.created_at desc, j.id desc limit ${limit} offset ${offset}`),
  );
  return rows.map((r) => {
    const clazzes = r.clazzes ?? [];
    return {
      printId: r.id,
      paperId: r.paper_id,
      paperName: r.paper_name,
      paperSize: r.paper_size,
      printDate: r.print_date,
      spare: r.spare,
      status: r.status,
      statusName: SCHOOL_PRINT_STATUS_NAMES[r.status] ?? '',
      clazzes,
      totalCopies: clazzes.reduce((s, c) => s + c.copies, 0),
      createdAt: new Date(r.created_at).toISOString(),
    };
  });
}

/**
 * Marks the caller's job 已打印 (the copies were collected) or back to 待打印. Another school's job
 * is missing, another teacher's forbidden.
 */
export async function setPrintStatus(db: Db, auth: AuthContext, printId: number, status: 1 | 2): Promise<TSchoolPrintJob> {
  const job = (await db.select({ schoolId: schoolPaperPrint.schoolId, teacherId: schoolPaperPrint.teacherId }).from(schoolPaperPrint).where(eq(schoolPaperPrint.id, printId)).limit(1))[0];
  if (!job || job.schoolId !== auth.schoolId) throw errors.notFound('打印任务不存在');
  if (job.teacherId !== auth.teacherId) throw errors.forbidden('只能修改自己发送的打印任务');
  await db.update(schoolPaperPrint).set({ status }).where(eq(schoolPaperPrint.id, printId));
  return (await jobs(db, auth, sql`j.id = ${printId}`, 1, 0))[0]!;
}

/** The caller's print jobs, newest first. */
export async function listPrintJobs(db: Db, auth: AuthContext, pageNo: number, pageSize: number): Promise<TSchoolPrintPage> {
  const total = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from school_paper_print where school_id = ${auth.schoolId} and teacher_id = ${auth.teacherId}`))[0]?.n ?? 0;
  return { list: await jobs(db, auth, sql`true`, pageSize, (pageNo - 1) * pageSize), total, pageNo, pageSize };
}
