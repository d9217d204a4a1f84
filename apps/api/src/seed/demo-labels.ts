/**
 * Demo exam tagging (docs/label.md), over the exams seedDemoExams wrote (their paper structures
 * already carry knowledge points, as an exam built from a tagged paper would):
 * - the previous semester, 第2周周测 and 9月月考: tagged in full by a teacher of the subject and finished;
 * - 10月月考: tagged in full, finished, then withdrawn (已撤回);
 * - 期中考试: partly tagged, the first third by one teacher of the subject and the next by another;
 * - 第6周周测: an imported exam whose questions have no knowledge points and no tags (待标注);
 * - 第11周周测 (and the marking and print demo exams): waiting, with the paper's points only.
 * Deterministic and fast: one read of the questions, one update, one insert; dates from the seed clock.
 */
import { sql } from 'drizzle-orm';
import { LABEL_STATUS, labelMethodsFor, labelQuestionTypesFor } from '@app/contract';
import type { Db } from '../db/client.js';
import { examLabel } from '../db/schema.js';
import { DEMO_NOW } from './clock.js';

const FINISHED = ['3月月考', '期中考试@prev', '5月月考', '期末考试', '第2周周测', '9月月考'];
const WITHDRAWN = '10月月考';
const PARTLY = '期中考试@cur';
const NO_POINTS = '第6周周测';

type QRow = { id: number; examId: number; idx: number; n: number; objective: boolean; choiceKind: string | null; fullScore: number; subjectId: number; sitting: string; examDate: string; taggers: number[] | null };

/** The question type a demo question gets, from its subject's list, its kind and its score. */
function demoType(q: QRow): string {
  const types = labelQuestionTypesFor(q.subjectId);
  const pick = (name: string) => (types.includes(name) ? name : types[0]!);
  if ([3, 6, 23].includes(q.subjectId)) return q.objective ? pick(q.choiceKind === 'multiple' ? '多选题' : '单选题') : pick(q.fullScore <= 5 ? '填空题' : '解答题');
  if ([8, 28].includes(q.subjectId)) {
    if (!q.objective) return pick(q.fullScore >= 15 ? '书面表达' : '语法填空');
    if (q.n < 20) return pick('单项选择');
    return pick(q.idx < 20 ? '听力' : q.idx < 35 ? '阅读理解' : q.idx < 40 ? '七选五' : '完形填空');
  }
  if ([9, 29].includes(q.subjectId)) return q.objective ? pick('选择题') : pick(q.fullScore >= 40 ? '作文' : q.idx % 3 === 0 ? '现代文阅读' : q.idx % 3 === 1 ? '古诗文阅读' : '语言文字运用');
  return q.objective ? pick('选择题') : pick(q.idx % 2 === 0 ? '简答题' : '计算题');
}

/** Harder towards the end of the paper: 1 (超易) … 6 (超难). */
const demoDifficulty = (q: QRow) => Math.min(6, 1 + Math.floor((q.idx / Math.max(1, q.n)) * 5.5 + (q.fullScore >= 15 ? 0.5 : 0)));

/** Two days after the exam, 20:00 school time (never after the seed clock). */
function taggedAt(examDate: string, extraMinutes: number): Date {
  const at = new Date(new Date(`${examDate}T20:00:00+08:00`).getTime() + 2 * 86_400_000 + extraMinutes * 60_000);
  return at > DEMO_NOW ? new Date(DEMO_NOW.getTime() - 3_600_000) : at;
}

export async function seedDemoLabels(db: Db, schoolId: number): Promise<void> {
  // The demo exams' questions, each with its sitting (the group name without its grade; the
  // semester tells the two 期中考试 apart) and the teachers of its subject in the group's classes.
  const res = (await db.execute(sql`
    select q.id, q.exam_id as "examId", q.idx, count(*) over (partition by q.exam_id)::int as "n", q.objective, q.choice_kind as "choiceKind",
           q.full_score as "fullScore", e.subject_id as "subjectId", g.exam_date::text as "examDate",
           substr(g.name, length(gr.name) + 1) || case when s.status = 1 then '@cur' else '@prev' end as "sitting",
           (select array_agg(distinct tc.teacher_id order by tc.teacher_id) from teacher_clazz tc join exam_group_clazz gc on gc.clazz_id = tc.clazz_id
             where gc.exam_group_id = g.id and tc.semester_id = g.semester_id and tc.subject_id = e.subject_id) as "taggers"
      from exam_question q
      join exam e on e.id = q.exam_id
      join exam_group g on g.id = e.exam_group_id
      join grade gr on gr.id = g.grade_id
      join semester s on s.id = g.semester_id
     where g.school_id = ${schoolId} and starts_with(g.name, gr.name)
     order by q.exam_id, q.idx`)) as unknown as { rows: QRow[] };
  const is = (q: QRow, name: string) => q.sitting === name || (!name.includes('@') && q.sitting.replace(/@.*$/, '') === name);

  const tagged: { id: number; difficulty: number; type: string; methods: number[]; by: number; at: string }[] = [];
  const cleared: number[] = [];
  const finished = new Map<number, { by: number; at: Date; date: string }>();
  const withdrawn = new Map<number, { by: number; at: Date; date: string }>();
  for (const q of res.rows) {
    const teachers = q.taggers ?? [];
    if (!teachers.length) continue;
    if (is(q, NO_POINTS)) {
      cleared.push(q.id);
      continue;
    }
    const full = FINISHED.some((f) => is(q, f)) || is(q, WITHDRAWN);
    const third = Math.ceil(q.n / 3);
    const partlyBy = is(q, PARTLY) && q.idx < 2 * third ? teachers[q.idx < third ? 0 : Math.min(1, teachers.length - 1)]! : null;
    const by = full ? teachers[q.examId % teachers.length]! : partlyBy;
    if (by == null) continue;
    const methods = labelMethodsFor(q.subjectId);
    tagged.push({ id: q.id, difficulty: demoDifficulty(q), type: demoType(q), methods: [methods[q.idx % methods.length]!.id], by, at: taggedAt(q.examDate, q.idx).toISOString() });
    if (full) (is(q, WITHDRAWN) ? withdrawn : finished).set(q.examId, { by, at: taggedAt(q.examDate, q.n + 10), date: q.examDate });
  }

  if (cleared.length) await db.execute(sql`update exam_question set knowledge_point_ids = '{}'::int[] where id = any(${sql.param(cleared)}::int[])`);
  if (tagged.length)
    await db.execute(sql`
      update exam_question q set difficulty = u.d, question_type = u.t, method_ids = array[u.m], tagged_by = u.b, tagged_at = u.a
        from unnest(${sql.param(tagged.map((t) => t.id))}::int[], ${sql.param(tagged.map((t) => t.difficulty))}::smallint[], ${sql.param(tagged.map((t) => t.type))}::varchar[],
                    ${sql.param(tagged.map((t) => t.methods[0]!))}::int[], ${sql.param(tagged.map((t) => t.by))}::int[], ${sql.param(tagged.map((t) => t.at))}::timestamptz[])
          as u(id, d, t, m, b, a)
       where q.id = u.id`);
  const labels = [
    ...[...finished].map(([examId, f]) => ({ examId, status: LABEL_STATUS.FINISHED, finishedBy: f.by, finishedAt: f.at, updatedAt: f.at })),
    ...[...withdrawn].map(([examId, f]) => {
      const back = new Date(f.at.getTime() + 86_400_000);
      return { examId, status: LABEL_STATUS.WITHDRAWN, finishedBy: f.by, finishedAt: f.at, withdrawnBy: f.by, withdrawnAt: back, updatedAt: back };
    }),
  ];
  if (labels.length) await db.insert(examLabel).values(labels);
}
