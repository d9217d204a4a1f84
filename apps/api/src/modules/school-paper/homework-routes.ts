/**
 * 作业 (/schoolpaper/homework, docs/school-paper.md "Homework"): the teacher's routes (set, list,
 * completion, photos, comments) and the student page's (view, download, done, photos).
 */
import { z } from 'zod';
import {
  HOMEWORK_MAX_PHOTOS,
  ZHomeworkBody,
  ZHomeworkRecord,
  ZHomeworkClazz,
  ZHomeworkCommentBody,
  ZHomeworkCompletion,
  ZHomeworkItem,
  ZHomeworkPage,
  ZHomeworkParams,
  ZHomeworkPhotoParams,
  ZHomeworkQuery,
  ZHomeworkStudentParams,
  ZHomeworkStudentPhotoParams,
  ZHomeworkStudentRow,
  ZHomeworkStudentsQuery,
  ZStudentHomework,
  ZStudentHomeworkDoneBody,
} from '@app/contract';
import { JPEG_TYPE, MAX_PHOTO_BYTES, PHOTO_TYPES, sendJpeg } from '../../http/photo-upload.js';
import { defineRoute, defineStudentRoute, type AnyRouteDef } from '../../http/route.js';
import { sendFile } from '../../http/send-file.js';
import { DOCX_TYPE, PDF_TYPE } from './file-check.js';
import { commentHomework, createHomework, deleteHomework, homeworkClazzOptions, homeworkCompletion, homeworkRecordOptions, listHomework, studentPhotoForTeacher } from './homework.js';
import { markHomeworkDone, removeHomeworkPhoto, studentHomework, studentHomeworkFile, studentHomeworkPhoto, uploadHomeworkPhoto } from './homework-student.js';

const TAG = 'school-paper';
const STUDENT_TAG = 'student-homework';

export const homeworkRoutes: readonly AnyRouteDef[] = [
  defineRoute({
    method: 'GET',
    url: '/schoolpaper/homework/clazzes',
    summary: '可以布置作业的班级：本学期任教或担任班主任的班级，年级组长所管理年级的班级（校长为全校）',
    tag: TAG,
    response: z.array(ZHomeworkClazz),
    handler: ({ db, auth }) => homeworkClazzOptions(db, auth),
  }),
  defineRoute({
    method: 'GET',
    url: '/schoolpaper/homework',
    summary: '我布置的作业（最新的在前），各项的完成人数',
    tag: TAG,
    query: ZHomeworkQuery,
    response: ZHomeworkPage,
    handler: ({ db, auth, query }) => listHomework(db, auth, query.pageNo, query.pageSize),
  }),
  defineRoute({
    method: 'POST',
    url: '/schoolpaper/homework',
    summary: '布置作业：一份自己的或已共享的校本试卷（paperId），或自己的组卷记录（recordId，布置时生成不含答案的Word），布置给可布置的班级，截止时间晚于现在',
    tag: TAG,
    body: ZHomeworkBody,
    response: ZHomeworkItem,
    okMsg: '作业已布置',
    handler: ({ db, storage, auth, body }) => createHomework(db, storage, auth, body),
  }),
  defineRoute({
    method: 'GET',
    url: '/schoolpaper/homework/records',
    summary: '可以布置为作业的组卷记录：自己的、有试题的、未隐藏的（最新的在前，最多200条）',
    tag: TAG,
    response: z.array(ZHomeworkRecord),
    handler: ({ db, auth }) => homeworkRecordOptions(db, auth),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/schoolpaper/homework/:homeworkId',
    summary: '删除作业及学生的完成记录和照片',
    tag: TAG,
    params: ZHomeworkParams,
    response: z.null(),
    okMsg: '作业已删除',
    handler: async ({ db, storage, auth, params }) => {
      await deleteHomework(db, storage, auth, params.homeworkId);
      return null;
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/schoolpaper/homework/:homeworkId/students',
    summary: '作业完成情况：各班人数、已完成、已上传照片、未完成，及每名学生的状态与评语（可按班级筛选）',
    tag: TAG,
    params: ZHomeworkParams,
    query: ZHomeworkStudentsQuery,
    response: ZHomeworkCompletion,
    handler: ({ db, auth, params, query }) => homeworkCompletion(db, auth, params.homeworkId, query.clazzId),
  }),
  defineRoute({
    method: 'GET',
    url: '/schoolpaper/homework/:homeworkId/students/:studentId/photo/:photoNo',
    summary: '学生上传的作业照片（JPEG）',
    tag: TAG,
    params: ZHomeworkStudentPhotoParams,
    response: z.null(),
    download: { contentType: JPEG_TYPE, inline: true },
    handler: async ({ db, storage, auth, params, req, reply }) => sendJpeg(req, reply, await studentPhotoForTeacher(db, storage, auth, params.homeworkId, params.studentId, params.photoNo)),
  }),
  defineRoute({
    method: 'PUT',
    url: '/schoolpaper/homework/:homeworkId/students/:studentId/comment',
    summary: '写评语（200字以内，空为清除），学生在学生端看到',
    tag: TAG,
    params: ZHomeworkStudentParams,
    body: ZHomeworkCommentBody,
    response: ZHomeworkStudentRow,
    okMsg: '评语已保存',
    handler: ({ db, auth, params, body }) => commentHomework(db, auth, params.homeworkId, params.studentId, body.comment),
  }),

  defineStudentRoute({
    method: 'GET',
    url: '/student/homework/:homeworkId',
    summary: '学生：作业、试卷、截止时间、自己的完成情况与老师的评语',
    tag: STUDENT_TAG,
    params: ZHomeworkParams,
    response: ZStudentHomework,
    handler: ({ db, auth, params }) => studentHomework(db, auth, params.homeworkId),
  }),
  defineStudentRoute({
    method: 'GET',
    url: '/student/homework/:homeworkId/file',
    summary: '学生：下载作业的试卷原文件',
    tag: STUDENT_TAG,
    params: ZHomeworkParams,
    response: z.null(),
    download: { contentType: [PDF_TYPE, DOCX_TYPE] },
    handler: async ({ db, storage, auth, params, reply }) => {
      const f = await studentHomeworkFile(db, storage, auth, params.homeworkId);
      return sendFile(reply, f, f.contentType);
    },
  }),
  defineStudentRoute({
    method: 'PUT',
    url: '/student/homework/:homeworkId/done',
    summary: '学生：标记作业已完成（done=1）或未完成（0）；截止后不能再改',
    tag: STUDENT_TAG,
    params: ZHomeworkParams,
    body: ZStudentHomeworkDoneBody,
    response: ZStudentHomework,
    okMsg: '已保存',
    conflict: true,
    handler: ({ db, auth, params, body }) => markHomeworkDone(db, auth, params.homeworkId, body.done === 1),
  }),
  defineStudentRoute({
    method: 'POST',
    url: '/student/homework/:homeworkId/photo',
    summary: `学生：上传一张作业照片（multipart，字段file，JPG/PNG/WebP，10MB以内，最多${HOMEWORK_MAX_PHOTOS}张）；截止后不能再传`,
    tag: STUDENT_TAG,
    params: ZHomeworkParams,
    response: ZStudentHomework,
    upload: { file: { field: 'file', contentType: PHOTO_TYPES, description: `作业照片（JPG、PNG或WebP，${MAX_PHOTO_BYTES / 1024 / 1024}MB以内），保存为不超过2000像素的JPEG`, required: true } },
    okMsg: '照片已上传',
    conflict: true,
    handler: ({ db, storage, auth, params, req }) => uploadHomeworkPhoto(db, storage, auth, params.homeworkId, req),
  }),
  defineStudentRoute({
    method: 'GET',
    url: '/student/homework/:homeworkId/photo/:photoNo',
    summary: '学生：自己上传的作业照片（JPEG）',
    tag: STUDENT_TAG,
    params: ZHomeworkPhotoParams,
    response: z.null(),
    download: { contentType: JPEG_TYPE, inline: true },
    handler: async ({ db, storage, auth, params, req, reply }) => sendJpeg(req, reply, await studentHomeworkPhoto(db, storage, auth, params.homeworkId, params.photoNo)),
  }),
  defineStudentRoute({
    method: 'DELETE',
    url: '/student/homework/:homeworkId/photo/:photoNo',
    summary: '学生：删除自己上传的一张作业照片；截止后不能再改',
    tag: STUDENT_TAG,
    params: ZHomeworkPhotoParams,
    response: ZStudentHomework,
    okMsg: '照片已删除',
    conflict: true,
    handler: ({ db, storage, auth, params }) => removeHomeworkPhoto(db, storage, auth, params.homeworkId, params.photoNo),
  }),
];
