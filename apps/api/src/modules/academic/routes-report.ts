/** Academic report routes: exam lists, class pages, question and knowledge-point analysis, grade views. */
import { z } from 'zod';
import {
  ZClassReportView,
  ZClazzSummary,
  ZExamClazzParams,
  ZExamListItem,
  ZExamListQuery,
  ZExamParams,
  ZExamStudentParams,
  ZGradeCompare,
  ZMissBody,
  ZOptionStudentsQuery,
  ZOverwriteBody,
  ZPointRow,
  ZRankRow,
  ZStudentAnswers,
  ZStudentTabs,
  ZTopicRow,
  zPage,
  ZExamDetail,
  ZKnowledgePoint,
  ZKnowledgePointQuery,
} from '@app/contract';
import { defineRoute } from '../../http/route.js';
import { DOCX_TYPE, sendFile, XLSX_TYPE } from '../../http/send-file.js';
import { asc, eq } from 'drizzle-orm';
import { knowledgePoint } from '../../db/schema.js';
import { clazzPoints, clazzSummary, clazzTopics, examDetail, examListForClazz, gradeCompare, optionStudents, rankDetail, studentAnswers, studentTabs } from './report-queries.js';
import { overwriteScores, setMissExam } from './score-edits.js';
import { classReportExcel, classReportText, classReportWord } from './class-report.js';

export const academicReportRoutes = [
  defineRoute({
    method: 'GET',
    url: '/academic/exam/list',
    summary: '班级某学科的考试列表（按类型筛选、分页），含班级平均分与年级平均分',
    tag: 'academic',
    query: ZExamListQuery,
    response: zPage(ZExamListItem),
    handler: ({ db, auth, query }) => examListForClazz(db, auth, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/academic/exam/:examId/clazz/:clazzId/summary',
    summary: '班级成绩概况：统计卡片、分数段、学生成绩表',
    tag: 'academic',
    params: ZExamClazzParams,
    response: ZClazzSummary,
    handler: ({ db, auth, params }) => clazzSummary(db, auth, params.examId, params.clazzId),
  }),
  defineRoute({
    method: 'GET',
    url: '/academic/exam/:examId/clazz/:clazzId/topic',
    summary: '试题分析（班级与年级对比、选项分布）',
    tag: 'academic',
    params: ZExamClazzParams,
    response: z.array(ZTopicRow),
    handler: ({ db, auth, params }) => clazzTopics(db, auth, params.examId, params.clazzId),
  }),
  defineRoute({
    method: 'GET',
    url: '/academic/exam/:examId/clazz/:clazzId/option-students',
    summary: '选择某选项的学生',
    tag: 'academic',
    params: ZExamClazzParams,
    query: ZOptionStudentsQuery,
    response: z.array(z.object({ studentId: z.number(), studentName: z.string(), studentNum: z.string() })),
    handler: ({ db, auth, params, query }) => optionStudents(db, auth, params.examId, params.clazzId, query.questionId, query.option),
  }),
  defineRoute({
    method: 'GET',
    url: '/academic/exam/:examId/clazz/:clazzId/point',
    summary: '知识点掌握率（班级与年级）',
    tag: 'academic',
    params: ZExamClazzParams,
    response: z.array(ZPointRow),
    handler: ({ db, auth, params }) => clazzPoints(db, auth, params.examId, params.clazzId),
  }),
  defineRoute({
    method: 'GET',
    url: '/academic/exam/:examId/clazz/:clazzId/student-tabs',
    summary: '学生名单：大幅进步、大幅退步、临界生、波动生、前10、后10',
    tag: 'academic',
    params: ZExamClazzParams,
    response: ZStudentTabs,
    handler: ({ db, auth, params }) => studentTabs(db, auth, params.examId, params.clazzId),
  }),
  defineRoute({
    method: 'GET',
    url: '/academic/exam/:examId/grade-compare',
    summary: '年级班级对比（年级组长、校长）',
    tag: 'academic',
    params: ZExamParams,
    response: ZGradeCompare,
    handler: ({ db, auth, params }) => gradeCompare(db, auth, params.examId),
  }),
  defineRoute({
    method: 'GET',
    url: '/academic/exam/:examId/rank/top',
    summary: '年级前100名',
    tag: 'academic',
    params: ZExamParams,
    response: z.array(ZRankRow),
    handler: ({ db, auth, params }) => rankDetail(db, auth, params.examId, 'top'),
  }),
  defineRoute({
    method: 'GET',
    url: '/academic/exam/:examId/rank/last',
    summary: '年级后100名',
    tag: 'academic',
    params: ZExamParams,
    response: z.array(ZRankRow),
    handler: ({ db, auth, params }) => rankDetail(db, auth, params.examId, 'last'),
  }),
  defineRoute({
    method: 'GET',
    url: '/academic/exam/:examId/student/:studentId/answer',
    summary: '学生答题详情',
    tag: 'academic',
    params: ZExamStudentParams,
    response: ZStudentAnswers,
    handler: ({ db, auth, params }) => studentAnswers(db, auth, params.examId, params.studentId),
  }),
  defineRoute({
    method: 'PUT',
    url: '/academic/exam/:examId/miss',
    summary: '手动设置缺考',
    tag: 'academic',
    params: ZExamParams,
    body: ZMissBody,
    response: z.null(),
    okMsg: '已保存',
    handler: async ({ db, auth, params, body }) => {
      await setMissExam(db, auth, params.examId, body.studentId, body.missExam);
      return null;
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/academic/exam/:examId/score',
    summary: '修改学生成绩（记录修改人与原因）',
    tag: 'academic',
    params: ZExamParams,
    body: ZOverwriteBody,
    response: z.null(),
    okMsg: '成绩已修改',
    handler: async ({ db, auth, params, body }) => {
      await overwriteScores(db, auth, params.examId, body);
      return null;
    },
  }),
];

export const academicClassReportRoutes = [
  defineRoute({
    method: 'GET',
    url: '/academic/exam/:examId/clazz/:clazzId/report',
    summary: '班级成绩分析报告（自动生成的文字总结）',
    tag: 'academic',
    params: ZExamClazzParams,
    response: ZClassReportView,
    handler: async ({ db, auth, params }) => {
      return classReportText(db, auth, params.examId, params.clazzId);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/academic/exam/:examId/clazz/:clazzId/download/excel',
    summary: '下载班级成绩单（Excel：成绩单、试题分析、知识点）',
    tag: 'academic',
    params: ZExamClazzParams,
    response: z.null(),
    download: { contentType: XLSX_TYPE },
    handler: async ({ db, auth, params, reply }) => sendFile(reply, await classReportExcel(db, auth, params.examId, params.clazzId), XLSX_TYPE),
  }),
  defineRoute({
    method: 'GET',
    url: '/academic/exam/:examId/clazz/:clazzId/download/word',
    summary: '下载班级分析报告（Word）',
    tag: 'academic',
    params: ZExamClazzParams,
    response: z.null(),
    download: { contentType: DOCX_TYPE },
    handler: async ({ db, auth, params, reply }) => sendFile(reply, await classReportWord(db, auth, params.examId, params.clazzId), DOCX_TYPE),
  }),
];

export const academicLookupRoutes = [
  defineRoute({
    method: 'GET',
    url: '/academic/exam/:examId',
    summary: '学科考试信息及可查看的班级',
    tag: 'academic',
    params: ZExamParams,
    response: ZExamDetail,
    handler: ({ db, auth, params }) => examDetail(db, auth, params.examId),
  }),
  defineRoute({
    method: 'GET',
    url: '/academic/knowledge-points',
    summary: '某学科的知识点树（平台知识点）',
    tag: 'academic',
    query: ZKnowledgePointQuery,
    response: z.array(ZKnowledgePoint),
    handler: async ({ db, query }) => {
      const rows = await db.select().from(knowledgePoint).where(eq(knowledgePoint.subjectId, query.subjectId)).orderBy(asc(knowledgePoint.parentId), asc(knowledgePoint.sort));
      return rows.map((k) => ({ kpId: k.id, name: k.name, parentId: k.parentId, subjectId: k.subjectId }));
    },
  }),
];
