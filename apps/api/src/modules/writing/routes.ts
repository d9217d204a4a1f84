/**
 * 写作 (/write, docs/writing.md): writing tasks from the bank's prompts or the teacher's own, the
 * essays with 智能批改 and the teacher's score, and the class report (teacher routes, English
 * teachers); the students' side (student routes).
 */
import { z } from 'zod';
import { ZStudentWriteBody, ZStudentWriteTask, ZWritePromptPage, ZWritePromptQuery, ZWriteResults, ZWriteScoreBody, ZWriteSubmissionDetail, ZWriteSubmissionParams, ZWriteSubmissions, ZWriteSubmissionsQuery, ZWriteTaskBody, ZWriteTaskEditBody, ZWriteTaskItem, ZWriteTaskPage, ZWriteTaskParams, ZWriteTaskQuery } from '@app/contract/writing';
import { defineRoute, defineStudentRoute, type AnyRouteDef } from '../../http/route.js';
import { assertEnglishTeacher } from '../vocabulary/access.js';
import { JPEG_TYPE, MAX_PHOTO_BYTES, PHOTO_TYPES, sendJpeg, studentPhoto, teacherPhoto, uploadPhoto } from './photos.js';
import { scoreSubmission, studentWriteTask, submissionDetail, submitEssay, taskResults, taskSubmissions } from './submissions.js';
import { createTask, deleteTask, editTask, listPrompts, listTasks, requireOwnTask, taskItem } from './tasks.js';

const TAG = 'write';
/** Section 6 gives the English resources to English teachers; a route on one's own task checks the ownership. */
const NOT_ENGLISH = '写作训练供英语教师使用';

export const writingRoutes: readonly AnyRouteDef[] = [
  defineRoute({
    method: 'GET',
    url: '/write/prompts',
    summary: '专项写作题目（题库中的应用文写作、读后续写、概要写作），分页',
    tag: TAG,
    query: ZWritePromptQuery,
    response: ZWritePromptPage,
    handler: async ({ db, auth, query }) => {
      await assertEnglishTeacher(db, auth, NOT_ENGLISH);
      return listPrompts(db, query);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/write/task',
    summary: '我布置的写作任务（可按状态筛选，分页）',
    tag: TAG,
    query: ZWriteTaskQuery,
    response: ZWriteTaskPage,
    handler: async ({ db, auth, query }) => {
      await assertEnglishTeacher(db, auth, NOT_ENGLISH);
      return listTasks(db, auth, query);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/write/task/:taskId',
    summary: '写作任务详情',
    tag: TAG,
    params: ZWriteTaskParams,
    response: ZWriteTaskItem,
    handler: async ({ db, auth, params }) => {
      await requireOwnTask(db, auth, params.taskId);
      return taskItem(db, params.taskId);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/write/task',
    summary: '布置写作任务：专项写作（题库题目）或自主命题，班级、起止时间与词数要求',
    tag: TAG,
    body: ZWriteTaskBody,
    response: ZWriteTaskItem,
    okMsg: '写作任务已布置',
    handler: async ({ db, auth, body }) => {
      await assertEnglishTeacher(db, auth, NOT_ENGLISH);
      return createTask(db, auth, body);
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/write/task/:taskId',
    summary: '修改写作任务（已有学生提交作文的班级不能取消）',
    tag: TAG,
    params: ZWriteTaskParams,
    body: ZWriteTaskEditBody,
    response: ZWriteTaskItem,
    okMsg: '写作任务已修改',
    conflict: true,
    handler: ({ db, auth, params, body }) => editTask(db, auth, params.taskId, body),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/write/task/:taskId',
    summary: '删除写作任务及学生的作文',
    tag: TAG,
    params: ZWriteTaskParams,
    response: z.null(),
    okMsg: '写作任务已删除',
    handler: async ({ db, auth, params }) => {
      await deleteTask(db, auth, params.taskId);
      return null;
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/write/task/:taskId/submissions',
    summary: '作文列表（detailswrite，report/student）：每名学生的提交状态、词数、智能批改建议分与教师评分',
    tag: TAG,
    params: ZWriteTaskParams,
    query: ZWriteSubmissionsQuery,
    response: ZWriteSubmissions,
    handler: ({ db, auth, params, query }) => taskSubmissions(db, auth, params.taskId, query.clazzId),
  }),
  defineRoute({
    method: 'GET',
    url: '/write/task/:taskId/results',
    summary: '写作报告（report/results）：各班提交与批改人数、平均分、档次分布，常见拼写错误',
    tag: TAG,
    params: ZWriteTaskParams,
    response: ZWriteResults,
    handler: ({ db, auth, params }) => taskResults(db, auth, params.taskId),
  }),
  defineRoute({
    method: 'GET',
    url: '/write/submission/:submissionId',
    summary: '一篇作文与智能批改结果（aiwrite）',
    tag: TAG,
    params: ZWriteSubmissionParams,
    response: ZWriteSubmissionDetail,
    handler: ({ db, auth, params }) => submissionDetail(db, auth, params.submissionId),
  }),
  defineRoute({
    method: 'PUT',
    url: '/write/submission/:submissionId/score',
    summary: '教师评分：确认或修改建议分（0.5分为单位，不超过满分），附评语',
    tag: TAG,
    params: ZWriteSubmissionParams,
    body: ZWriteScoreBody,
    response: ZWriteSubmissionDetail,
    okMsg: '评分已保存',
    handler: ({ db, auth, params, body }) => scoreSubmission(db, auth, params.submissionId, body),
  }),
  defineRoute({
    method: 'GET',
    url: '/write/submission/:submissionId/photo',
    summary: '学生上传的作文照片（JPEG）',
    tag: TAG,
    params: ZWriteSubmissionParams,
    response: z.null(),
    download: { contentType: JPEG_TYPE, inline: true },
    handler: async ({ db, storage, auth, params, req, reply }) => sendJpeg(req, reply, await teacherPhoto(db, storage, auth, params.submissionId)),
  }),

  defineStudentRoute({
    method: 'GET',
    url: '/student/write/:taskId',
    summary: '学生：写作任务、自己的作文、智能批改与教师评分（结束后可看范文）',
    tag: 'student-write',
    params: ZWriteTaskParams,
    response: ZStudentWriteTask,
    handler: ({ db, auth, params }) => studentWriteTask(db, auth, params.taskId),
  }),
  defineStudentRoute({
    method: 'POST',
    url: '/student/write/:taskId',
    summary: '学生：提交或修改作文（5000字符以内），立即返回智能批改；教师评分后不能再改',
    tag: 'student-write',
    params: ZWriteTaskParams,
    body: ZStudentWriteBody,
    response: ZStudentWriteTask,
    okMsg: '作文已提交',
    conflict: true,
    handler: ({ db, auth, params, body }) => submitEssay(db, auth, params.taskId, body.text),
  }),
  defineStudentRoute({
    method: 'POST',
    url: '/student/write/:taskId/photo',
    summary: '学生：上传手写作文的照片（multipart，字段file，JPG/PNG/WebP，10MB以内；可代替或补充录入的作文）；教师评分后不能再传',
    tag: 'student-write',
    params: ZWriteTaskParams,
    response: ZStudentWriteTask,
    upload: { file: { field: 'file', contentType: PHOTO_TYPES, description: `手写作文的照片（JPG、PNG或WebP，${MAX_PHOTO_BYTES / 1024 / 1024}MB以内），保存为不超过2000像素的JPEG`, required: true } },
    okMsg: '照片已上传',
    conflict: true,
    handler: ({ db, storage, auth, params, req }) => uploadPhoto(db, storage, auth, params.taskId, req),
  }),
  defineStudentRoute({
    method: 'GET',
    url: '/student/write/:taskId/photo',
    summary: '学生：自己上传的作文照片（JPEG）',
    tag: 'student-write',
    params: ZWriteTaskParams,
    response: z.null(),
    download: { contentType: JPEG_TYPE, inline: true },
    handler: async ({ db, storage, auth, params, req, reply }) => sendJpeg(req, reply, await studentPhoto(db, storage, auth, params.taskId)),
  }),
];
