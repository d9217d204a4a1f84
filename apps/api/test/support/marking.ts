/**
 * Builds a marking exam for API tests: an exam group and paper over HTTP (as a teacher would),
 * then marking groups, one answer per student and group (a tiny stored PNG), markers and
 * arbiters written directly, and the groups started. Extra students can be added for
 * concurrency tests.
 */
import { expect } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import { examGroup, examQuestion, markingAnswer, markingGroup, markingMarker, student } from '../../src/db/schema.js';
import { syncSlots } from '../../src/modules/marking/slots.js';
import type { BuiltSchool } from './factories.js';
import { createGroup } from './academic.js';
import type { TestContext } from './test-app.js';

/** A 1×1 white PNG (made with sharp): answers need an image key; tests that look at pixels store their own. */
export const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWP4//8/AAX+Av5Y8msOAAAAAElFTkSuQmCC', 'base64');

export type MarkingGroupSpec = {
  name?: string;
  /** Question numbers of the block (subjective questions of the paper). */
  questionNos: string[];
  doubleMarking?: boolean;
  tolerance?: number;
  scoreStep?: number;
  markers: { teacherId: number; quota?: number | null; clazzIds?: number[] | null }[];
  arbiters?: number[];
  /** 1 阅卷中 by default. */
  status?: number;
};

export type MarkingExam = { examGroupId: number; examId: number; groupIds: number[]; answerIds: Map<number, number[]> };

export async function setupMarkingExam(
  ctx: TestContext,
  token: string,
  s: BuiltSchool,
  opts: {
    grade?: number;
    subjectId?: number;
    markType?: 3 | 4;
    /** Paper: objective questions come first as '1'.. then subjective ones. */
    questions: { no: string; full: number; objective?: boolean; answerKey?: string }[];
    groups: MarkingGroupSpec[];
    /** Add this many extra students to the first class (for concurrency tests). */
    extraStudents?: number;
  },
): Promise<MarkingExam> {
  const db = ctx.database.db;
  const grade = opts.grade ?? 1;
  const subjectId = opts.subjectId ?? 3;
  const clazzIds = s.clazzIds[grade]!;
  if (opts.extraStudents) {
    const rows = Array.from({ length: opts.extraStudents }, (_, i) => ({ schoolId: s.schoolId, clazzId: clazzIds[0]!, name: `加测${i}`, studentNum: `x${Date.now().toString(36)}${i}${Math.floor(Math.random() * 1e6)}`, gender: 1 }));
    for (let i = 0; i < rows.length; i += 500) await db.insert(student).values(rows.slice(i, i + 500));
  }
  const g = await createGroup(ctx, token, { name: '阅卷测试', type: 1, date: '2026-11-10', gradeId: s.gradeIds[grade]!, clazzIds, subjectIds: [subjectId] });
  const examId = g.examOf(subjectId);
  const paper = await ctx.call({
    method: 'PUT',
    url: `/academic/exam/${examId}/paper`,
    token,
    payload: {
      questions: opts.questions.map((q) =>
        q.objective
          ? { questionNo: q.no, objective: true, choiceKind: 'single', options: 'ABCD', answerKey: q.answerKey ?? 'A', fullScore: q.full, knowledgePointIds: [] }
          : { questionNo: q.no, objective: false, fullScore: q.full, knowledgePointIds: [] },
      ),
    },
  });
  expect(paper.body.errCode, paper.body.errMsg).toBe('00');
  await db.update(examGroup).set({ markType: opts.markType ?? 4, markStatus: 1 }).where(eq(examGroup.id, g.examGroupId));
  const qs = await db.select().from(examQuestion).where(eq(examQuestion.examId, examId));
  const qByNo = new Map(qs.map((q) => [q.questionNo, q]));
  const students = (await Promise.all(clazzIds.map((c) => db.select({ id: student.id, clazzId: student.clazzId }).from(student).where(eq(student.clazzId, c))))).flat();
  await ctx.storage.put('test/tiny.png', TINY_PNG, 'image/png');
  const groupIds: number[] = [];
  const answerIds = new Map<number, number[]>();
  for (const [i, spec] of opts.groups.entries()) {
    const questionIds = spec.questionNos.map((no) => qByNo.get(no)!.id);
    const fullScore = spec.questionNos.reduce((sum, no) => sum + qByNo.get(no)!.fullScore, 0);
    const [mg] = await db
      .insert(markingGroup)
      .values({ examId, schoolId: s.schoolId, name: spec.name ?? `第${spec.questionNos.join('-')}题`, questionIds, fullScore, scoreStep: spec.scoreStep ?? 1, doubleMarking: spec.doubleMarking ?? false, tolerance: spec.tolerance ?? 0, status: spec.status ?? 1, sort: i, rubric: '参考答案：略' })
      .returning();
    groupIds.push(mg!.id);
    await db.insert(markingMarker).values([
      ...spec.markers.map((m) => ({ groupId: mg!.id, teacherId: m.teacherId, role: 'marker', quota: m.quota ?? null, clazzIds: m.clazzIds ?? null })),
      ...(spec.arbiters ?? []).map((teacherId) => ({ groupId: mg!.id, teacherId, role: 'arbiter' })),
    ]);
    const ids: number[] = [];
    for (let k = 0; k < students.length; k += 500) {
      const inserted = await db
        .insert(markingAnswer)
        .values(students.slice(k, k + 500).map((st) => ({ groupId: mg!.id, examId, studentId: st.id, clazzId: st.clazzId, imageKey: 'test/tiny.png', inkRatio: 0.05 })))
        .returning({ id: markingAnswer.id });
      ids.push(...inserted.map((r) => r.id));
    }
    answerIds.set(mg!.id, ids);
    await syncSlots(db as Db, mg!.id);
  }
  return { examGroupId: g.examGroupId, examId, groupIds, answerIds };
}

/**
 * The stored counts of marks (marking_marker_count, kept by triggers) against a recount of the
 * slots, for every teacher and group of the database: equal after any mix of submits, re-marks,
 * rejections, problem decisions and arbitrations.
 */
export async function expectStoredCountsMatchSlots(db: Db): Promise<void> {
  const rows = (r: unknown) => (r as { rows: { group_id: number; teacher_id: number; marked: number; arbitrated: number }[] }).rows;
  const key = (r: { group_id: number; teacher_id: number }) => `${r.group_id}/${r.teacher_id}`;
  const recount = rows(
    await db.execute(sql`
      select group_id, marker_id as teacher_id, count(*) filter (where round < 3)::int as marked, count(*) filter (where round = 3)::int as arbitrated
      from marking_slot where marker_id is not null and submitted_at is not null group by group_id, marker_id`),
  );
  const stored = rows(await db.execute(sql`select group_id, teacher_id, marked, arbitrated from marking_marker_count where marked <> 0 or arbitrated <> 0`));
  expect(recount.length).toBeGreaterThan(0);
  const sort = (list: ReturnType<typeof rows>) => [...list].sort((a, b) => key(a).localeCompare(key(b)));
  expect(sort(stored)).toEqual(sort(recount));
}
