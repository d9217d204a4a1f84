/** Trend routes: classtrend, exampoint, studentanalyse (scoreTrend, pointDetail, improveGuide), examCount. */
import { z } from 'zod';
import { ZClazzSubjectQuery, ZClazzTrendRow, ZGradeSubjectQuery, ZGradeTrend, ZExamCountRow, ZPointTrendRow, ZStudentPoints, ZStudentSubjectQuery, ZStudentTrend } from '@app/contract';
import { defineRoute } from '../../http/route.js';
import { clazzPointTrend, clazzTrend, gradeTrend, examCounts, studentPoints, studentTrend } from './trends.js';

export const academicTrendRoutes = [
  defineRoute({
    method: 'GET',
    url: '/academic/clazz/trend',
    summary: '班级成绩走势（本学期某学科各次考试的平均分、排名、及格率等）',
    tag: 'academic',
    query: ZClazzSubjectQuery,
    response: z.array(ZClazzTrendRow),
    handler: ({ db, auth, query }) => clazzTrend(db, auth, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/academic/grade/trend',
    summary: '年级成绩趋势：本学期某学科各次考试中，可查看的各班平均分、排名、及格率等',
    tag: 'academic',
    query: ZGradeSubjectQuery,
    response: ZGradeTrend,
    handler: ({ db, auth, query }) => gradeTrend(db, auth, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/academic/clazz/point-trend',
    summary: '班级本学期知识点掌握情况（按与年级差距排序）',
    tag: 'academic',
    query: ZClazzSubjectQuery,
    response: z.array(ZPointTrendRow),
    handler: ({ db, auth, query }) => clazzPointTrend(db, auth, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/academic/clazz/exam-count',
    summary: '本学期各类型考试次数',
    tag: 'academic',
    query: ZClazzSubjectQuery,
    response: z.array(ZExamCountRow),
    handler: ({ db, auth, query }) => examCounts(db, auth, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/academic/student/trend',
    summary: '学生成绩走势与历次成绩',
    tag: 'academic',
    query: ZStudentSubjectQuery,
    response: ZStudentTrend,
    handler: ({ db, auth, query }) => studentTrend(db, auth, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/academic/student/points',
    summary: '学生知识点掌握情况与提分建议',
    tag: 'academic',
    query: ZStudentSubjectQuery,
    response: ZStudentPoints,
    handler: ({ db, auth, query }) => studentPoints(db, auth, query),
  }),
];
