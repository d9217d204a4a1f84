/** 教学督导 (teaching supervision) routes: study, teacher and quality (docs/teaching.md). */
import { z } from 'zod';
import { entryPosts, zId, ZTeachingOptions, ZTeachingQuality, ZTeachingQuery, ZTeachingStudy, ZTeachingTeacherDetail, ZTeachingTeacherParams, ZTeachingTeachers } from '@app/contract';
import { defineRoute, type AnyRouteDef } from '../../http/route.js';
import { sendFile, XLSX_TYPE } from '../../http/send-file.js';
import { teachingQuality } from './quality.js';
import { resolveScope, teachingOptions } from './scope.js';
import { teachingStudy } from './study.js';
import { teachingTeacherDetail, teachingTeachers } from './teachers.js';
import { qualityWorkbook, teacherWorkbook } from './workbooks.js';

const TAG = 'teaching';
/** Posts 3 and 5 (the menu entry's), checked before anything else is read. */
const posts = { allowed: entryPosts('teaching'), message: '只有年级组长（教学督导）和校长可以查看教学督导' };

export const teachingRoutes: readonly AnyRouteDef[] = [
  defineRoute({
    method: 'GET',
    url: '/teaching/options',
    summary: '教学督导筛选项：学期、可查看的年级、学科、班级与任课教师',
    tag: TAG,
    posts,
    query: z.object({ semesterId: zId('学期').optional() }),
    response: ZTeachingOptions,
    handler: ({ db, auth, query }) => teachingOptions(db, auth, query.semesterId),
  }),
  defineRoute({
    method: 'GET',
    url: '/teaching/study',
    summary: '学情概况：所选范围内各年级、学科、班级的考试成绩、趋势与薄弱知识点',
    tag: TAG,
    posts,
    query: ZTeachingQuery,
    response: ZTeachingStudy,
    handler: async ({ db, auth, query }) => teachingStudy(db, await resolveScope(db, auth, query)),
  }),
  defineRoute({
    method: 'GET',
    url: '/teaching/teacher',
    summary: '教师工作：所选时段内每位任课教师的考试分析、标注、阅卷、组卷与收藏',
    tag: TAG,
    posts,
    query: ZTeachingQuery,
    response: ZTeachingTeachers,
    handler: async ({ db, auth, query }) => teachingTeachers(db, await resolveScope(db, auth, query)),
  }),
  defineRoute({
    method: 'GET',
    url: '/teaching/teacher/download',
    summary: '下载教师工作统计（Excel）',
    tag: TAG,
    posts,
    query: ZTeachingQuery,
    response: z.null(),
    download: { contentType: XLSX_TYPE },
    handler: async ({ db, auth, query, reply }) => sendFile(reply, await teacherWorkbook(await teachingTeachers(db, await resolveScope(db, auth, query))), XLSX_TYPE),
  }),
  defineRoute({
    method: 'GET',
    url: '/teaching/teacher/:teacherId',
    summary: '教师工作明细：该教师所选时段内分析的考试、标注、阅卷与组卷记录',
    tag: TAG,
    posts,
    params: ZTeachingTeacherParams,
    query: ZTeachingQuery,
    response: ZTeachingTeacherDetail,
    handler: async ({ db, auth, query, params }) => teachingTeacherDetail(db, await resolveScope(db, auth, query), params.teacherId),
  }),
  defineRoute({
    method: 'GET',
    url: '/teaching/quality',
    summary: '教学质量：各班各学科的增值（均值Z变化）、及格率与优秀率变化、预警，以及班级×考试均值Z矩阵',
    tag: TAG,
    posts,
    query: ZTeachingQuery,
    response: ZTeachingQuality,
    handler: async ({ db, auth, query }) => teachingQuality(db, await resolveScope(db, auth, query)),
  }),
  defineRoute({
    method: 'GET',
    url: '/teaching/quality/download',
    summary: '下载教学质量（增值评价与班级×考试矩阵，Excel）',
    tag: TAG,
    posts,
    query: ZTeachingQuery,
    response: z.null(),
    download: { contentType: XLSX_TYPE },
    handler: async ({ db, auth, query, reply }) => sendFile(reply, await qualityWorkbook(await teachingQuality(db, await resolveScope(db, auth, query))), XLSX_TYPE),
  }),
];
