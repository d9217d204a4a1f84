/** Presents marking groups for the setup and assignment screens: settings, answers, markers with their marked counts, arbiters. */
import { asc, eq, sql } from 'drizzle-orm';
import type { TMarkingGroupSetup, TModelEssay } from '@app/contract';
import type { Db } from '../../db/client.js';
import { markingGroup } from '../../db/schema.js';
import type { MarkingGroupRow } from './access.js';
import { groupStatusText, rowsOf } from './present.js';

type MarkerRow = { group_id: number; teacher_id: number; name: string; role: string; quota: number | null; clazz_ids: number[] | null; marked: number };

export async function presentGroupSetups(db: Db, groups: readonly MarkingGroupRow[]): Promise<TMarkingGroupSetup[]> {
  if (!groups.length) return [];
  const ids = groups.map((g) => g.id);
  const idList = sql.param(ids);
  const answers = rowsOf<{ group_id: number; n: number }>(
    await db.execute(sql`select group_id, count(*)::int as n from marking_answer where group_id = any(${idList}::int[]) group by group_id`),
  );
  const total = new Map(answers.map((a) => [a.group_id, a.n]));
  const markers = rowsOf<MarkerRow>(
    await db.execute(sql`
      select m.group_id, m.teacher_id, t.name, m.role, m.quota, m.clazz_ids,
        coalesce((select c.marked from marking_marker_count c where c.group_id = m.group_id and c.teacher_id = m.teacher_id), 0) as marked
      from marking_marker m join teacher t on t.id = m.teacher_id
      where m.group_id = any(${idList}::int[])
      order by m.teacher_id`),
  );
  return groups.map((g) => {
    const mine = markers.filter((m) => m.group_id === g.id);
    return {
      groupId: g.id,
      name: g.name,
      questionIds: g.questionIds,
      fullScore: g.fullScore,
      scoreStep: g.scoreStep,
      rubric: g.rubric,
      modelEssays: g.modelEssays as TModelEssay[],
      doubleMarking: g.doubleMarking,
      tolerance: g.tolerance,
      assignMode: g.assignMode,
      blankThreshold: g.blankThreshold,
      status: g.status,
      statusText: groupStatusText(g.status),
      answersTotal: total.get(g.id) ?? 0,
      markers: mine
        .filter((m) => m.role === 'marker')
        .map((m) => ({ teacherId: m.teacher_id, teacherName: m.name, quota: m.quota, clazzIds: m.clazz_ids ? m.clazz_ids.map(Number) : null, marked: m.marked })),
      arbiters: mine.filter((m) => m.role === 'arbiter').map((m) => ({ teacherId: m.teacher_id, teacherName: m.name })),
    };
  });
}

export async function examGroupsOrdered(db: Db, examId: number): Promise<MarkingGroupRow[]> {
  return db.select().from(markingGroup).where(eq(markingGroup.examId, examId)).orderBy(asc(markingGroup.sort), asc(markingGroup.id));
}

