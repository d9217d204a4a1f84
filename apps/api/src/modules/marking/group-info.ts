/** The marking screen's header data: questions, rubric, model essays, roles and the group's counters. */
import type { TMarkingGroupInfo, TModelEssay } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../auth/authenticate.js';
import type { MarkingGroupCtx } from './access.js';
import { oneGroupCounters } from './counters.js';
import { groupStatusText } from './present.js';
import { groupQuestionLimits } from './submit.js';

export async function groupInfo(db: Db, auth: AuthContext, ctx: MarkingGroupCtx): Promise<TMarkingGroupInfo> {
  const g = ctx.group;
  const limits = await groupQuestionLimits(db, g);
  return {
    groupId: g.id,
    name: g.name,
    examId: ctx.exam.id,
    examName: ctx.examGroup.name,
    subjectName: ctx.subjectName,
    markType: ctx.examGroup.markType,
    questions: limits,
    fullScore: g.fullScore,
    scoreStep: g.scoreStep,
    rubric: g.rubric,
    modelEssays: g.modelEssays as TModelEssay[],
    doubleMarking: g.doubleMarking,
    tolerance: g.tolerance,
    status: g.status,
    statusText: groupStatusText(g.status),
    roles: ctx.roles,
    isManager: ctx.isManager,
    counters: await oneGroupCounters(db, auth.teacherId, g.id),
  };
}
