/**
 * The teacher's marking task list: groups they mark or arbitrate and groups of exams they manage,
 * in every semester, newest exam first. An exam marked as a whole (markType 3, 班级混合阅卷) is one
 * task holding all its groups; otherwise each group is a task. Hiding is per teacher (their
 * marking_marker rows), so a manager who only oversees an exam cannot hide it.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { MARK_TYPE_TEXT, type TMarkingRole, type TMarkingTask } from '@app/contract';
import type { Db } from '../../db/client.js';
import { markingGroup, markingMarker } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import type { AuthContext } from '../auth/authenticate.js';
import { groupCounters } from './counters.js';
import { managesExamSql } from './manager-scope.js';
import { groupStatusText, rowsOf } from './present.js';

type Row = {
  group_id: number;
  group_name: string;
  status: number;
  full_score: number;
  double_marking: boolean;
  exam_id: number;
  exam_group_id: number;
  exam_name: string;
  subject_id: number;
  subject_name: string;
  grade_name: string;
  exam_date: string;
  mark_type: number;
  is_manager: boolean;
  roles: string[] | null;
  hidden_rows: number;
};

type Building = TMarkingTask & { myRows: number; hiddenRows: number };

export async function markingTasks(db: Db, auth: AuthContext, hidden: boolean): Promise<TMarkingTask[]> {
  const t = auth.teacherId;
  const manages = managesExamSql(auth);
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select g.id as group_id, g.name as group_name, g.status, g.full_score::float8 as full_score, g.double_marking,
        e.id as exam_id, eg.id as exam_group_id, eg.name as exam_name, e.subject_id, s.name as subject_name, gr.name as grade_name,
        eg.exam_date::text as exam_date, eg.mark_type, ${manages} as is_manager,
        (select array_agg(m.role order by m.role) from marking_marker m where m.group_id = g.id and m.teacher_id = ${t}) as roles,
        (select count(*)::int from marking_marker m where m.group_id = g.id and m.teacher_id = ${t} and m.hidden) as hidden_rows
      from marking_group g
      join exam e on e.id = g.exam_id
      join exam_group eg on eg.id = e.exam_group_id
      join subject s on s.id = e.subject_id
      join grade gr on gr.id = eg.grade_id
      where g.school_id = ${auth.schoolId}
        and (${manages} or exists (
          select 1 from marking_marker m join marking_group g2 on g2.id = m.group_id
          where m.teacher_id = ${t} and (g2.id = g.id or (eg.mark_type = 3 and g2.exam_id = g.exam_id))))
      order by eg.exam_date desc, e.id desc, g.sort, g.id`),
  );
  const counters = await groupCounters(db, t, rows.map((r) => r.group_id));
  const tasks = new Map<string, Building>();
  for (const r of rows) {
    const taskKey = r.mark_type === 3 ? `exam-${r.exam_id}` : `group-${r.group_id}`;
    let task = tasks.get(taskKey);
    if (!task) {
      task = {
        taskKey,
        examId: r.exam_id,
        examGroupId: r.exam_group_id,
        examName: r.exam_name,
        subjectId: r.subject_id,
        subjectName: r.subject_name,
        gradeName: r.grade_name,
        examDate: r.exam_date,
        markType: r.mark_type,
        markTypeText: MARK_TYPE_TEXT[r.mark_type] ?? '未知',
        hidden: false,
        isManager: r.is_manager,
        showProblems: r.mark_type === 4 || r.is_manager,
        groups: [],
        myRows: 0,
        hiddenRows: 0,
      };
      tasks.set(taskKey, task);
    }
    const roles = (r.roles ?? []) as TMarkingRole[];
    task.myRows += roles.length;
    task.hiddenRows += r.hidden_rows;
    task.groups.push({
      groupId: r.group_id,
      name: r.group_name,
      status: r.status,
      statusText: groupStatusText(r.status),
      fullScore: Number(r.full_score),
      doubleMarking: r.double_marking,
      roles,
      counters: counters.get(r.group_id)!,
    });
  }
  return [...tasks.values()]
    .map(({ myRows, hiddenRows, ...task }) => ({ ...task, hidden: myRows > 0 && hiddenRows === myRows }))
    .filter((task) => task.hidden === hidden);
}

/** Hides or shows tasks for this teacher (their marker and arbiter rows of those groups). */
export async function hideTasks(db: Db, auth: AuthContext, groupIds: number[], hidden: boolean): Promise<void> {
  const ids = [...new Set(groupIds)];
  const found = await db.select({ id: markingGroup.id }).from(markingGroup).where(and(inArray(markingGroup.id, ids), eq(markingGroup.schoolId, auth.schoolId)));
  if (found.length !== ids.length) throw errors.notFound('阅卷任务不存在');
  const updated = await db
    .update(markingMarker)
    .set({ hidden })
    .where(and(inArray(markingMarker.groupId, ids), eq(markingMarker.teacherId, auth.teacherId)))
    .returning({ groupId: markingMarker.groupId });
  if (!updated.length) throw errors.forbidden('只能隐藏或显示自己参与阅卷的任务');
}
