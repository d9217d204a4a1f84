/**
 * A year of exams for the demo school: monthly, midterm, final and weekly tests for every grade,
 * with paper structures tagged with knowledge points and scores generated from each student's
 * ability and each question's difficulty (a logistic item-response model), so trends, tiers and
 * knowledge-point weaknesses are meaningful. A few students are absent from each exam.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { clazz, exam, examGroup, examGroupClazz, examQuestion, grade, semester, student, teacher, teacherPost } from '../db/schema.js';
import { KNOWLEDGE_POINTS } from '../db/reference-data/knowledge-points.js';
import { upsertScoreRows, type ScoreRow } from '../modules/academic/score-rows.js';
import { scoreObjectiveAnswer } from '../modules/academic/objective.js';
import { createRng, type Rng } from './random.js';

type QSpec = { objective: boolean; kind?: 'single' | 'multiple'; full: number; partial?: number };

/** Paper layouts by subject: a list of [count, question spec]. */
export function layout(subjectId: number, weekly: boolean): QSpec[] {
  const rep = (n: number, q: QSpec) => Array.from({ length: n }, () => ({ ...q }));
  const single = (full: number): QSpec => ({ objective: true, kind: 'single', full });
  const subj = (full: number): QSpec => ({ objective: false, full });
  if (weekly) return [...rep(8, single(5)), ...rep(4, subj(15))];
  switch (subjectId) {
    case 3:
    case 23:
      return [...rep(8, single(5)), ...rep(3, { objective: true, kind: 'multiple', full: 6, partial: 3 }), ...rep(3, subj(5)), subj(13), subj(15), subj(15), subj(17), subj(17)];
    case 8:
    case 28:
      return [...rep(20, single(1.5)), ...rep(15, single(2.5)), ...rep(5, single(2.5)), ...rep(15, single(1)), ...rep(10, subj(1.5)), subj(15), subj(25)];
    case 9:
    case 29:
      return [...rep(5, single(3)), subj(6), subj(6), subj(8), subj(9), subj(10), subj(12), subj(12), subj(12), subj(60)];
    default:
      return [...rep(12, single(4)), subj(12), subj(12), subj(14), subj(14)];
  }
}

export const OPTIONS = 'ABCD';

type Sitting = { name: string; type: number; date: string; weekly: boolean; semester: 'prev' | 'cur' };
const SITTINGS: Sitting[] = [
  { name: '3月月考', type: 3, date: '2026-03-20', weekly: false, semester: 'prev' },
  { name: '期中考试', type: 5, date: '2026-04-22', weekly: false, semester: 'prev' },
  { name: '5月月考', type: 3, date: '2026-05-26', weekly: false, semester: 'prev' },
  { name: '期末考试', type: 6, date: '2026-07-03', weekly: false, semester: 'prev' },
  { name: '第2周周测', type: 1, date: '2026-09-12', weekly: true, semester: 'cur' },
  { name: '9月月考', type: 3, date: '2026-09-28', weekly: false, semester: 'cur' },
  { name: '第6周周测', type: 1, date: '2026-10-10', weekly: true, semester: 'cur' },
  { name: '10月月考', type: 3, date: '2026-10-27', weekly: false, semester: 'cur' },
  { name: '期中考试', type: 5, date: '2026-11-11', weekly: false, semester: 'cur' },
  { name: '第11周周测', type: 1, date: '2026-11-18', weekly: true, semester: 'cur' },
];

export function normal(rng: Rng): number {
  const u = Math.max(rng.next(), 1e-9);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.next());
}

export function leavesOf(subjectId: number): number[] {
  const base = subjectId === 23 ? 23 : subjectId === 28 ? 28 : subjectId === 29 ? 29 : subjectId;
  // The points a question is tagged with: the trees' leaves (no children), in id order.
  const parents = new Set(KNOWLEDGE_POINTS.map((k) => k.parentId));
  return KNOWLEDGE_POINTS.filter((k) => k.subjectId === base && !parents.has(k.id))
    .map((k) => k.id)
    .sort((a, b) => a - b);
}

export type DemoQuestion = {
  idx: number;
  questionNo: string;
  objective: boolean;
  choiceKind: 'single' | 'multiple' | null;
  options: string | null;
  answerKey: string | null;
  fullScore: number;
  partialScore: number;
  knowledgePointIds: number[];
  /** On the ability scale: later questions are harder. */
  difficulty: number;
};

/** A paper of the subject: the layout's questions with keys, knowledge points (leaves of the subject's tree) and difficulties. */
export function paperQuestions(rng: Rng, subjectId: number, weekly: boolean): DemoQuestion[] {
  const spec = layout(subjectId, weekly);
  const leaves = leavesOf(subjectId);
  return spec.map((q, idx) => {
    const key = q.objective ? (q.kind === 'multiple' ? [...OPTIONS].filter(() => rng.next() < 0.6).join('') || 'AC' : OPTIONS[rng.int(0, 3)]!) : null;
    const kps = leaves.length ? [leaves[rng.int(0, leaves.length - 1)]!, ...(rng.next() < 0.4 ? [leaves[rng.int(0, leaves.length - 1)]!] : [])] : [];
    return {
      idx,
      questionNo: String(idx + 1),
      objective: q.objective,
      choiceKind: q.objective ? (q.kind ?? 'single') : null,
      options: q.objective ? OPTIONS : null,
      answerKey: key,
      fullScore: q.full,
      partialScore: q.partial ?? 0,
      knowledgePointIds: [...new Set(kps)],
      difficulty: (idx / spec.length) * 2.2 - 1.3 + normal(rng) * 0.4,
    };
  });
}

/**
 * A present student's answer to a question they get right with probability `p`: an objective
 * question's letter (right, half a multiple-choice key, blank or a wrong letter) scored by the
 * engine's rule, a subjective question's score around `p` of the full score in half points.
 */
export function answerQuestion(rng: Rng, q: Pick<DemoQuestion, 'objective' | 'choiceKind' | 'answerKey' | 'fullScore' | 'partialScore'>, p: number): { score: number; answer: string | null } {
  if (q.objective) {
    let answer: string | null;
    if (rng.next() < p) answer = q.answerKey;
    else if (q.choiceKind === 'multiple' && rng.next() < 0.5) answer = q.answerKey!.slice(0, Math.max(1, q.answerKey!.length - 1));
    else if (rng.next() < 0.03) answer = null;
    else answer = OPTIONS[rng.int(0, 3)]!;
    return { score: scoreObjectiveAnswer(answer, q), answer };
  }
  const frac = Math.min(1, Math.max(0, p + normal(rng) * 0.12));
  return { score: Math.round(frac * q.fullScore * 2) / 2, answer: null };
}

export async function seedDemoExams(db: Db, schoolId: number): Promise<number> {
  const rng = createRng(20261121);
  const sems = await db.select().from(semester).where(eq(semester.schoolId, schoolId));
  const cur = sems.find((s) => s.status === 1)!;
  const prev = sems.filter((s) => s.status === 2 && s.isShow).sort((a, b) => b.startDate.localeCompare(a.startDate))[0]!;
  const grades = await db.select().from(grade).where(eq(grade.schoolId, schoolId)).orderBy(asc(grade.section), asc(grade.gradeNo));
  const leaders = await db
    .select({ teacherId: teacherPost.teacherId, gradeId: teacherPost.gradeId })
    .from(teacherPost)
    .innerJoin(teacher, eq(teacher.id, teacherPost.teacherId))
    .where(and(eq(teacher.schoolId, schoolId), inArray(teacherPost.post, [2, 3])));
  const master = (await db.select({ id: teacher.id }).from(teacher).where(and(eq(teacher.schoolId, schoolId), eq(teacher.account, 'master'))).limit(1))[0];
  let examCount = 0;
  for (const g of grades) {
    const clazzes = await db.select().from(clazz).where(eq(clazz.gradeId, g.id)).orderBy(asc(clazz.sort));
    const students = await db.select().from(student).where(inArray(student.clazzId, clazzes.map((c) => c.id))).orderBy(asc(student.id));
    const subjects = g.section === 1 ? [29, 23, 28] : [9, 3, 8, 12, 13, 14, 15, 16, 17];
    const weeklySubjects = g.section === 1 ? [23, 28] : [3, 8, 9];
    // Ability per student and subject, drifting a little from exam to exam.
    const ability = new Map<string, number>();
    const base = new Map(students.map((s) => [s.id, normal(rng)]));
    const clazzLevel = new Map(clazzes.map((c) => [c.id, normal(rng) * 0.25]));
    // Some classes are weaker on some knowledge points, so the point reports have something to say.
    const kpGap = new Map<string, number>();
    const createdBy = leaders.find((l) => l.gradeId === g.id)?.teacherId ?? master?.id;
    if (!createdBy) continue;
    for (const sitting of SITTINGS) {
      const semesterId = sitting.semester === 'cur' ? cur.id : prev.id;
      const [eg] = await db
        .insert(examGroup)
        .values({ schoolId, semesterId, gradeId: g.id, name: `${g.name}${sitting.name}`, type: sitting.type, examDate: sitting.date, createdBy, markType: 4, markStatus: 2 })
        .returning({ id: examGroup.id });
      await db.insert(examGroupClazz).values(clazzes.map((c) => ({ examGroupId: eg!.id, clazzId: c.id })));
      for (const subjectId of sitting.weekly ? weeklySubjects : subjects) {
        const questions = paperQuestions(rng, subjectId, sitting.weekly);
        const fullScore = questions.reduce((s, q) => s + q.fullScore, 0);
        const [e] = await db.insert(exam).values({ examGroupId: eg!.id, schoolId, subjectId, fullScore, scoreVersion: 1 }).returning({ id: exam.id });
        await db.insert(examQuestion).values(questions.map(({ difficulty: _d, ...q }) => ({ ...q, examId: e!.id })));
        const rows: ScoreRow[] = students.map((s) => {
          const key = `${s.id}:${subjectId}`;
          const theta = (ability.get(key) ?? base.get(s.id)! + normal(rng) * 0.5) + normal(rng) * 0.15;
          ability.set(key, theta);
          const absent = rng.next() < 0.008;
          const scores: number[] = [];
          const answers: (string | null)[] = [];
          questions.forEach((q) => {
            const gapKey = `${s.clazzId}:${q.knowledgePointIds[0] ?? 0}`;
            if (!kpGap.has(gapKey)) kpGap.set(gapKey, rng.next() < 0.15 ? -0.8 : normal(rng) * 0.15);
            const p = 1 / (1 + Math.exp(-1.7 * (theta + clazzLevel.get(s.clazzId)! + kpGap.get(gapKey)! - q.difficulty)));
            if (absent) {
              scores.push(0);
              answers.push(null);
              return;
            }
            const a = answerQuestion(rng, q, p);
            answers.push(a.answer);
            scores.push(a.score);
          });
          return { studentId: s.id, clazzId: s.clazzId, absent, scores, answers: questions.some((q) => q.objective) ? answers : null };
        });
        await upsertScoreRows(db, e!.id, rows);
        examCount++;
      }
    }
  }
  return examCount;
}
