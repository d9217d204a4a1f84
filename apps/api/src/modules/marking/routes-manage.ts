/** Routes of marking management: task list, setup of groups and marking mode, assignment, the group's life cycle, rejecting marks. */
import { z } from 'zod';
import {
  ZMarkingAssignBody,
  ZMarkingExam,
  ZMarkingExamParams,
  ZMarkingExamQuery,
  ZMarkingGroupParams,
  ZMarkingGroupSetup,
  ZMarkingGroupState,
  ZMarkingGroupsBody,
  ZMarkingHideBody,
  ZMarkingRejectBody,
  ZMarkingRejectResult,
  ZMarkingSetup,
  ZMarkingTask,
  ZMarkingTaskQuery,
  ZMarkTypeBody,
  zPage,
} from '@app/contract';
import { defineRoute } from '../../http/route.js';
import { assignGroup } from './assign.js';
import { markingExams } from './exams.js';
import { changeGroupStatus, type LifecycleAction } from './lifecycle.js';
import { rejectMarks } from './reject.js';
import { saveGroups } from './save-groups.js';
import { examSetup, setMarkType } from './setup.js';
import { hideTasks, markingTasks } from './tasks.js';

const LIFECYCLE: { action: LifecycleAction; summary: string; okMsg: string }[] = [
  { action: 'start', summary: '开始阅卷（生成阅卷任务）', okMsg: '已开始阅卷' },
  { action: 'stop', summary: '暂停阅卷', okMsg: '已暂停阅卷' },
  { action: 'resume', summary: '继续阅卷', okMsg: '已继续阅卷' },
  { action: 'finish', summary: '完成阅卷（所有答卷已出分）', okMsg: '已完成阅卷' },
  { action: 'reopen', summary: '重新开启已完成的阅卷', okMsg: '已重新开启阅卷' },
  { action: 'final', summary: '最终完成阅卷（不可撤销，全部题组最终完成后成绩写入考试）', okMsg: '已最终完成阅卷' },
];

export const markingManageRoutes = [
  defineRoute({
    method: 'GET',
    url: '/marking/tasks',
    summary: '我的阅卷任务（阅卷、仲裁与我负责的考试；hidden=1 为已隐藏的任务）',
    tag: 'marking',
    query: ZMarkingTaskQuery,
    response: z.array(ZMarkingTask),
    handler: ({ db, auth, query }) => markingTasks(db, auth, query.hidden === 1),
  }),
  defineRoute({
    method: 'PUT',
    url: '/marking/task/hide',
    summary: '隐藏或显示阅卷任务',
    tag: 'marking',
    body: ZMarkingHideBody,
    response: z.null(),
    okMsg: '已保存',
    handler: async ({ db, auth, body }) => {
      await hideTasks(db, auth, body.groupIds, body.hidden);
      return null;
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/marking/exams',
    summary: '可设置阅卷的考试（我负责的、含主观题的考试）',
    tag: 'marking',
    query: ZMarkingExamQuery,
    response: zPage(ZMarkingExam),
    handler: ({ db, auth, query }) => markingExams(db, auth, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/marking/exam/:examId/setup',
    summary: '阅卷设置：题目、题组、可选阅卷老师、考试班级',
    tag: 'marking',
    params: ZMarkingExamParams,
    response: ZMarkingSetup,
    handler: ({ db, auth, params }) => examSetup(db, auth, params.examId),
  }),
  defineRoute({
    method: 'PUT',
    url: '/marking/exam/:examId/groups',
    summary: '保存题组（新增、修改、删除；已开始的题组只能改评分细则、范文、误差分和空白阈值）',
    tag: 'marking',
    params: ZMarkingExamParams,
    body: ZMarkingGroupsBody,
    response: ZMarkingSetup,
    okMsg: '题组已保存',
    handler: async ({ db, auth, params, body }) => {
      await saveGroups(db, auth, params.examId, body.groups);
      return examSetup(db, auth, params.examId);
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/marking/exam/:examId/mark-type',
    summary: '设置阅卷方式（3 班级混合阅卷，4 班级单独阅卷；开始阅卷前）',
    tag: 'marking',
    params: ZMarkingExamParams,
    body: ZMarkTypeBody,
    response: z.null(),
    okMsg: '阅卷方式已保存',
    handler: async ({ db, auth, params, body }) => {
      await setMarkType(db, auth, params.examId, body.markType);
      return null;
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/marking/group/:groupId/assign',
    summary: '分配阅卷老师与仲裁老师（平均分配、按任务量或自由阅卷）',
    tag: 'marking',
    params: ZMarkingGroupParams,
    body: ZMarkingAssignBody,
    response: ZMarkingGroupSetup,
    okMsg: '分配成功',
    handler: ({ db, auth, params, body }) => assignGroup(db, auth, params.groupId, body),
  }),
  ...LIFECYCLE.map(({ action, summary, okMsg }) =>
    defineRoute({
      method: 'POST',
      url: `/marking/group/:groupId/${action}`,
      summary,
      tag: 'marking',
      params: ZMarkingGroupParams,
      response: ZMarkingGroupState,
      okMsg,
      handler: ({ db, auth, params }) => changeGroupStatus(db, auth, params.groupId, action),
    }),
  ),
  defineRoute({
    method: 'POST',
    url: '/marking/group/:groupId/reject',
    summary: '打回某位老师的评分（退回待阅）',
    tag: 'marking',
    params: ZMarkingGroupParams,
    body: ZMarkingRejectBody,
    response: ZMarkingRejectResult,
    okMsg: '已打回',
    handler: ({ db, auth, params, body }) => rejectMarks(db, auth, params.groupId, body.teacherId, body.slotIds),
  }),
];
