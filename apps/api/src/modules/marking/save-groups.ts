/**
 * Defines, edits and deletes the marking groups of an exam in one request (the whole list is sent).
 * Only subjective questions of the exam, each in at most one group; a group's full score is the
 * sum of its questions. Once a group has started, its questions, double marking, score step and
 * name are fixed (the slots and marks already made depend on them) and it cannot be deleted; its
 * rubric, model essays, tolerance and blank threshold can still change.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZMarkingGroupInput } from '@app/contract';
import type { Db } from '../../db/client.js';
import { examQuestion, markingGroup } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import type { AuthContext } from '../auth/authenticate.js';
import { assertExamManager, loadMarkingExam, type MarkingGroupRow } from './access.js';
import { round2 } from './present.js';
import { resettleArbitrations } from './resettle.js';
import { inTransaction } from './tx.js';

type GroupInput = z.output<typeof ZMarkingGroupInput>;
type QuestionRow = typeof examQuestion.$inferSelect;
type Planned = { input: GroupInput; questionIds: number[]; fullScore: number };

function plan(inputs: readonly GroupInput[], existing: readonly MarkingGroupRow[], questions: readonly QuestionRow[]): Planned[] {
  const qById = new Map(questions.map((q) => [q.id, q]));
  const ownIds = new Set(existing.map((g) => g.id));
  const seenGroups = new Set<number>();
  const names = new Set<string>();
  const owner = new Map<number, string>();
  return inputs.map((g) => {
    if (g.groupId != null) {
      if (!ownIds.has(g.groupId)) throw errors.validation(`题组${g.groupId}不属于这次考试`);
      if (seenGroups.has(g.groupId)) throw errors.validation(`题组${g.groupId}重复提交`);
      seenGroups.add(g.groupId);
    }
    if (names.has(g.name)) throw errors.validation(`题组名称"${g.name}"重复`);
    names.add(g.name);
    const qs: QuestionRow[] = [];
    for (const id of g.questionIds) {
      const q = qById.get(id);
      if (!q) throw errors.validation(`题目${id}不是这次考试的题目`);
      if (q.objective) throw errors.validation(`第${q.questionNo}题是客观题，不能加入阅卷题组`);
      const other = owner.get(id);
      if (other !== undefined) {
        throw errors.validation(other === g.name ? `题组"${g.name}"中第${q.questionNo}题重复` : `第${q.questionNo}题同时出现在题组"${other}"和"${g.name}"中`);
      }
      owner.set(id, g.name);
      qs.push(q);
    }
    qs.sort((a, b) => a.idx - b.idx);
    const fullScore = round2(qs.reduce((s, q) => s + q.fullScore, 0));
    if (g.tolerance > fullScore) throw errors.validation(`题组"${g.name}"的误差分不能大于满分${fullScore}分`);
    return { input: g, questionIds: qs.map((q) => q.id), fullScore };
  });
}

function assertStartedUnchanged(old: MarkingGroupRow, p: Planned): void {
  const fixed = `题组"${old.name}"已开始阅卷，`;
  const sameQuestions = old.questionIds.length === p.questionIds.length && old.questionIds.every((id, i) => id === p.questionIds[i]);
  if (!sameQuestions) throw errors.conflict(`${fixed}不能修改题目`);
  if (old.doubleMarking !== p.input.doubleMarking) throw errors.conflict(`${fixed}不能修改双评设置`);
  if (old.scoreStep !== p.input.scoreStep) throw errors.conflict(`${fixed}不能修改给分步长`);
  if (old.name !== p.input.name) throw errors.conflict(`${fixed}不能修改题组名称`);
}

export async function saveGroups(db: Db, auth: AuthContext, examId: number, inputs: readonly GroupInput[]): Promise<void> {
  const ctx = await loadMarkingExam(db, auth, examId);
  assertExamManager(ctx);
  await inTransaction(db, async (tx) => {
    const existing = await tx.select().from(markingGroup).where(eq(markingGroup.examId, examId)).for('no key update');
    const questions = await tx.select().from(examQuestion).where(eq(examQuestion.examId, examId));
    const planned = plan(inputs, existing, questions);
    const byId = new Map(existing.map((g) => [g.id, g]));
    for (const p of planned) {
      const old = p.input.groupId != null ? byId.get(p.input.groupId) : undefined;
      if (old && old.status >= 1) assertStartedUnchanged(old, p);
    }
    const kept = new Set(planned.flatMap((p) => (p.input.groupId != null ? [p.input.groupId] : [])));
    const removed = existing.filter((g) => !kept.has(g.id));
    const startedRemoved = removed.find((g) => g.status >= 1);
    if (startedRemoved) throw errors.conflict(`题组"${startedRemoved.name}"已开始阅卷，不能删除`);
    if (removed.length) await tx.delete(markingGroup).where(and(eq(markingGroup.examId, examId), inArray(markingGroup.id, removed.map((g) => g.id))));

    for (const [sort, p] of planned.entries()) {
      const g = p.input;
      const values = {
        name: g.name,
        questionIds: p.questionIds,
        fullScore: p.fullScore,
        scoreStep: g.scoreStep,
        rubric: g.rubric,
        modelEssays: g.modelEssays,
        doubleMarking: g.doubleMarking,
        tolerance: g.tolerance,
        blankThreshold: g.blankThreshold,
        sort,
        updatedAt: new Date(),
      };
      const old = g.groupId != null ? byId.get(g.groupId) : undefined;
      if (!old) {
        await tx.insert(markingGroup).values({ ...values, examId, schoolId: auth.schoolId });
        continue;
      }
      await tx.update(markingGroup).set(values).where(eq(markingGroup.id, old.id));
      if (old.status >= 1 && old.doubleMarking && old.tolerance !== g.tolerance) await resettleArbitrations(tx, old.id, auth.teacherId);
    }
  });
}
