/** Routes of marking oversight: problem papers, arbitration list, progress (by group, marker and class), score distribution, supervision. */
import { z } from 'zod';
import {
  entryPosts,
  ZClazzProgress,
  ZExamProgress,
  ZMarkingArbitration,
  ZMarkingArbitrationQuery,
  ZMarkingExamParams,
  ZMarkingGroupParams,
  ZMarkingProblem,
  ZMarkingProblemParams,
  ZMarkingProblemQuery,
  ZMarkingProblemReport,
  ZMarkingProblemResolve,
  ZScoreDistribution,
  ZSuperviseQuery,
  ZSuperviseRow,
  zPage,
} from '@app/contract';
import { defineRoute } from '../../http/route.js';
import { listArbitrations } from './arbitrations.js';
import { clazzProgress } from './clazz-progress.js';
import { scoreDistribution } from './distribution.js';
import { rejectProblem, resolveProblem } from './problem-resolve.js';
import { listProblems, reportProblem } from './problems.js';
import { examProgress } from './progress.js';
import { superviseMarking } from './supervise.js';

export const markingOversightRoutes = [
  defineRoute({
    method: 'POST',
    url: '/marking/problem',
    summary: '报告问题卷（图像不清、非本题答案、空白卷、其他）',
    tag: 'marking',
    body: ZMarkingProblemReport,
    response: z.null(),
    okMsg: '已提交问题卷',
    handler: async ({ db, auth, body }) => {
      await reportProblem(db, auth, body);
      return null;
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/marking/group/:groupId/problems',
    summary: '题组的问题卷列表（每页10条）',
    tag: 'marking',
    params: ZMarkingGroupParams,
    query: ZMarkingProblemQuery,
    response: zPage(ZMarkingProblem),
    handler: ({ db, auth, params, query }) => listProblems(db, auth, params.groupId, query),
  }),
  defineRoute({
    method: 'PUT',
    url: '/marking/problem/:problemId/resolve',
    summary: '处理问题卷（给分、零分、重评、退回待阅）',
    tag: 'marking',
    params: ZMarkingProblemParams,
    body: ZMarkingProblemResolve,
    response: z.null(),
    okMsg: '问题卷已处理',
    handler: async ({ db, auth, params, body }) => {
      await resolveProblem(db, auth, params.problemId, body.action, body.scores);
      return null;
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/marking/problem/:problemId/reject',
    summary: '驳回问题卷（不是问题卷，退回待阅）',
    tag: 'marking',
    params: ZMarkingProblemParams,
    response: z.null(),
    okMsg: '已驳回',
    handler: async ({ db, auth, params }) => {
      await rejectProblem(db, auth, params.problemId);
      return null;
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/marking/group/:groupId/arbitrations',
    summary: '仲裁列表（待仲裁或已仲裁）',
    tag: 'marking',
    params: ZMarkingGroupParams,
    query: ZMarkingArbitrationQuery,
    response: zPage(ZMarkingArbitration),
    handler: ({ db, auth, params, query }) => listArbitrations(db, auth, params.groupId, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/marking/exam/:examId/progress',
    summary: '阅卷进度：题组与每位阅卷老师（已阅、在阅、剩余、速度、一致率、平均分）',
    tag: 'marking',
    params: ZMarkingExamParams,
    response: ZExamProgress,
    handler: ({ db, auth, params }) => examProgress(db, auth, params.examId),
  }),
  defineRoute({
    method: 'GET',
    url: '/marking/exam/:examId/progress-by-clazz',
    summary: '按班级的阅卷进度',
    tag: 'marking',
    params: ZMarkingExamParams,
    response: z.array(ZClazzProgress),
    handler: ({ db, auth, params }) => clazzProgress(db, auth, params.examId),
  }),
  defineRoute({
    method: 'GET',
    url: '/marking/group/:groupId/distribution',
    summary: '题组给分分布（最终得分与每位阅卷老师的给分）',
    tag: 'marking',
    params: ZMarkingGroupParams,
    response: ZScoreDistribution,
    handler: ({ db, auth, params }) => scoreDistribution(db, auth, params.groupId),
  }),
  defineRoute({
    method: 'GET',
    url: '/marking/supervise',
    summary: '阅卷监控（年级组长、校长：所领导年级本学期的阅卷）',
    tag: 'marking',
    query: ZSuperviseQuery,
    response: z.array(ZSuperviseRow),
    // The posts of the 阅卷督导 menu entry (the contract's menu table).
    posts: { allowed: entryPosts('markingSupervise'), message: '只有年级组长或校长可以查看阅卷监控' },
    handler: ({ db, auth, query }) => superviseMarking(db, auth, query.semesterId),
  }),
];
