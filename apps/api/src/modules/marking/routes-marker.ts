/** Routes of the marking screen: group info and counters, fetch next, submit (v1, v2, arbitration), own history. */
import {
  ZMarkingCounters,
  ZMarkingGroupInfo,
  ZMarkingGroupParams,
  ZMarkingHistoryItem,
  ZMarkingHistoryQuery,
  ZMarkingItem,
  ZMarkingNext,
  ZMarkingNextQuery,
  ZMarkingSlotParams,
  ZMarkingSubmit,
  ZMarkingSubmitResult,
  zPage,
} from '@app/contract';
import { defineRoute } from '../../http/route.js';
import { assertGroupMember, loadMarkingGroup } from './access.js';
import { oneGroupCounters } from './counters.js';
import { nextItem } from './dispatch.js';
import { groupInfo } from './group-info.js';
import { markingHistory, ownSlot } from './history.js';
import { submitMark } from './submit.js';

export const markingMarkerRoutes = [
  defineRoute({
    method: 'GET',
    url: '/marking/group/:groupId',
    summary: '阅卷题组信息（题目、评分细则、范文、角色、进度）',
    tag: 'marking',
    params: ZMarkingGroupParams,
    response: ZMarkingGroupInfo,
    handler: async ({ db, auth, params }) => {
      const ctx = await loadMarkingGroup(db, auth, params.groupId);
      assertGroupMember(ctx);
      return groupInfo(db, auth, ctx);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/marking/group/:groupId/counters',
    summary: '题组阅卷计数（我的已阅、任务量、题组进度、仲裁与问题卷）',
    tag: 'marking',
    params: ZMarkingGroupParams,
    response: ZMarkingCounters,
    handler: async ({ db, auth, params }) => {
      const ctx = await loadMarkingGroup(db, auth, params.groupId);
      assertGroupMember(ctx);
      return oneGroupCounters(db, auth.teacherId, ctx.group.id);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/marking/group/:groupId/next',
    summary: '获取下一份待阅（或待仲裁）答卷',
    tag: 'marking',
    params: ZMarkingGroupParams,
    query: ZMarkingNextQuery,
    response: ZMarkingNext,
    handler: ({ db, auth, params, query }) => nextItem(db, auth, params.groupId, query.mode),
  }),
  defineRoute({
    method: 'POST',
    url: '/marking/submit',
    summary: '提交评分（v1）',
    tag: 'marking',
    body: ZMarkingSubmit,
    response: ZMarkingSubmitResult,
    okMsg: '提交成功',
    handler: ({ db, auth, body }) => submitMark(db, auth, body.slotId, body.scores, 'mark', body.next === true),
  }),
  defineRoute({
    method: 'PUT',
    url: '/marking/v2/submit',
    summary: '提交评分（v2）',
    tag: 'marking',
    body: ZMarkingSubmit,
    response: ZMarkingSubmitResult,
    okMsg: '提交成功',
    handler: ({ db, auth, body }) => submitMark(db, auth, body.slotId, body.scores, 'mark', body.next === true),
  }),
  defineRoute({
    method: 'PUT',
    url: '/marking/arbitration/submit',
    summary: '提交仲裁分数',
    tag: 'marking',
    body: ZMarkingSubmit,
    response: ZMarkingSubmitResult,
    okMsg: '仲裁成功',
    handler: ({ db, auth, body }) => submitMark(db, auth, body.slotId, body.scores, 'arbitrate', body.next === true),
  }),
  defineRoute({
    method: 'GET',
    url: '/marking/group/:groupId/history',
    summary: '我的评阅记录（回评），每页10条',
    tag: 'marking',
    params: ZMarkingGroupParams,
    query: ZMarkingHistoryQuery,
    response: zPage(ZMarkingHistoryItem),
    handler: async ({ db, auth, params, query }) => {
      const ctx = await loadMarkingGroup(db, auth, params.groupId);
      assertGroupMember(ctx);
      return markingHistory(db, auth, ctx, query.mode, query.pageNo, query.pageSize);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/marking/slot/:slotId',
    summary: '查看自己评阅过的一份答卷（回评）',
    tag: 'marking',
    params: ZMarkingSlotParams,
    response: ZMarkingItem,
    handler: ({ db, auth, params }) => ownSlot(db, auth, params.slotId),
  }),
] as const;
