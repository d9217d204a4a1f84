/** 考试标注 (exam tagging) routes: the task list, the tagging page's reads and writes (docs/label.md). */
import {
  ZLabelCount,
  ZLabelCountQuery,
  ZLabelExam,
  ZLabelExamParams,
  ZLabelFolder,
  ZLabelFolderBody,
  ZLabelOptions,
  ZLabelPageQuery,
  ZLabelQuestionParams,
  ZLabelSaveBody,
  ZLabelSaveResult,
  ZLabelSimilar,
  ZLabelStateResult,
  ZLabelTaskPage,
} from '@app/contract';
import { defineRoute, type AnyRouteDef } from '../../http/route.js';
import { registerLabelCounters } from './counters.js';
import { labelExamData, labelOptions } from './exam-data.js';
import { createFolder } from './folders.js';
import { saveTags } from './save-tags.js';
import { similarForQuestion } from './similar.js';
import { finishLabel, withdrawLabel } from './state.js';
import { taskPage, waitingCount } from './tasks.js';

registerLabelCounters();

const TAG = 'label';

export const labelRoutes: readonly AnyRouteDef[] = [
  defineRoute({
    method: 'GET',
    url: '/label/count',
    summary: '待标注考试数（页头）：当前学科、本人可标注且未完成标注的考试',
    tag: TAG,
    query: ZLabelCountQuery,
    response: ZLabelCount,
    handler: ({ db, auth, query }) => waitingCount(db, auth, query.subjectId),
  }),
  defineRoute({
    method: 'GET',
    url: '/label/exam/page',
    summary: '考试标注任务列表（每页10条，按考试时间倒序）',
    tag: TAG,
    query: ZLabelPageQuery,
    response: ZLabelTaskPage,
    handler: ({ db, auth, query }) => taskPage(db, auth, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/label/exam/:examId',
    summary: '标注页数据：题目、已有标注、标注人与题目内容',
    tag: TAG,
    params: ZLabelExamParams,
    response: ZLabelExam,
    conflict: true,
    handler: ({ db, auth, params }) => labelExamData(db, auth, params.examId),
  }),
  defineRoute({
    method: 'GET',
    url: '/label/exam/:examId/options',
    summary: '标注选项：学科知识点树、方法能力、题型、难度与文件夹',
    tag: TAG,
    params: ZLabelExamParams,
    response: ZLabelOptions,
    conflict: true,
    handler: ({ db, auth, params }) => labelOptions(db, auth, params.examId),
  }),
  defineRoute({
    method: 'PUT',
    url: '/label/exam/:examId/tags',
    summary: '保存题目标注（一道或多道题）',
    tag: TAG,
    params: ZLabelExamParams,
    body: ZLabelSaveBody,
    response: ZLabelSaveResult,
    okMsg: '标注已保存',
    conflict: true,
    handler: ({ db, auth, params, body }) => saveTags(db, auth, params.examId, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/label/exam/:examId/finish',
    summary: '完成标注（每道题都需有知识点、难度和题型）',
    tag: TAG,
    params: ZLabelExamParams,
    response: ZLabelStateResult,
    okMsg: '已完成标注',
    conflict: true,
    handler: ({ db, auth, params }) => finishLabel(db, auth, params.examId),
  }),
  defineRoute({
    method: 'POST',
    url: '/label/exam/:examId/withdraw',
    summary: '撤回已完成的标注（重新打开）',
    tag: TAG,
    params: ZLabelExamParams,
    response: ZLabelStateResult,
    okMsg: '已撤回',
    conflict: true,
    handler: ({ db, auth, params }) => withdrawLabel(db, auth, params.examId),
  }),
  defineRoute({
    method: 'GET',
    url: '/label/exam/:examId/question/:questionId/similar',
    summary: '相似题：题库中与该题知识点相同的题目',
    tag: TAG,
    params: ZLabelQuestionParams,
    response: ZLabelSimilar,
    conflict: true,
    handler: ({ db, auth, params }) => similarForQuestion(db, auth, params.examId, params.questionId),
  }),
  defineRoute({
    method: 'POST',
    url: '/label/folder',
    summary: '新建标注文件夹（学校内同一学科名称唯一）',
    tag: TAG,
    body: ZLabelFolderBody,
    response: ZLabelFolder,
    okMsg: '文件夹已创建',
    handler: ({ db, auth, body }) => createFolder(db, auth, body),
  }),
];
