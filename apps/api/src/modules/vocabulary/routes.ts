/**
 * 词汇训练 (/vocabulary, docs/vocabulary.md): the word bank, a teacher's lists, puts to classes
 * and their reports (teacher routes, English teachers only), and the students' practice (student
 * routes).
 */
import { z } from 'zod';
import { ZVocabAnswerBody, ZVocabAnswerResult, ZVocabClazzOptions, ZVocabListBody, ZVocabListDetail, ZVocabListPage, ZVocabListParams, ZVocabListQuery, ZVocabPractice, ZVocabPracticeQuery, ZVocabPutBody, ZVocabPutEditBody, ZVocabPutItem, ZVocabPutPage, ZVocabPutParams, ZVocabPutQuery, ZVocabReportQuery, ZVocabResults, ZVocabStudentReport, ZVocabWordReport, ZWordPage, ZWordResolveBody, ZWordResolveResult, ZWordSearchQuery } from '@app/contract/vocabulary';
import { defineRoute, defineStudentRoute, type AnyRouteDef } from '../../http/route.js';
import { sendFile, XLSX_TYPE } from '../../http/send-file.js';
import { assertEnglishTeacher, puttableClazzes } from './access.js';
import { createList, deleteList, editList, listDetail, listLists } from './lists.js';
import { answer, practice } from './practice.js';
import { createPut, deletePut, editPut, getPut, listPuts } from './puts.js';
import { putResults, studentReport, wordReport } from './reports.js';
import { reportWorkbook } from './workbook.js';
import { resolveWords, searchWords } from './words.js';

// Section 6: vocabulary is for English teachers. Routes without a record of the teacher's start with
// assertEnglishTeacher; a route on one of the teacher's own lists or puts checks the ownership
// (another school's record is missing, another teacher's forbidden) and stays open to its owner.
const TAG = 'vocabulary';

export const vocabularyRoutes: readonly AnyRouteDef[] = [
  defineRoute({
    method: 'GET',
    url: '/vocabulary/words',
    summary: '词库（课标词汇）：按关键词（词头或释义）、级别（初中/高中）与首字母查找，分页',
    tag: TAG,
    query: ZWordSearchQuery,
    response: ZWordPage,
    handler: async ({ db, auth, query }) => {
      await assertEnglishTeacher(db, auth);
      return searchWords(db, query);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/vocabulary/words/resolve',
    summary: '识别粘贴的单词：词库中有的按粘贴顺序返回，没有的原样列出',
    tag: TAG,
    body: ZWordResolveBody,
    response: ZWordResolveResult,
    handler: async ({ db, auth, body }) => {
      await assertEnglishTeacher(db, auth);
      return resolveWords(db, body.text);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/vocabulary/list',
    summary: '我的词表（按更新时间倒序，可按名称搜索，分页）',
    tag: TAG,
    query: ZVocabListQuery,
    response: ZVocabListPage,
    handler: async ({ db, auth, query }) => {
      await assertEnglishTeacher(db, auth);
      return listLists(db, auth, query);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/vocabulary/list/:listId',
    summary: '词表详情：单词（singleWordId）按教师排定的顺序',
    tag: TAG,
    params: ZVocabListParams,
    response: ZVocabListDetail,
    handler: async ({ db, auth, params }) => {
      return listDetail(db, auth, params.listId);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/vocabulary/list',
    summary: '新建词表（1-500个单词）',
    tag: TAG,
    body: ZVocabListBody,
    response: ZVocabListDetail,
    okMsg: '词表已保存',
    conflict: true,
    handler: async ({ db, auth, body }) => {
      await assertEnglishTeacher(db, auth);
      return createList(db, auth, body);
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/vocabulary/list/:listId',
    summary: '修改词表（名称、说明、单词及顺序；已布置的练习不受影响）',
    tag: TAG,
    params: ZVocabListParams,
    body: ZVocabListBody,
    response: ZVocabListDetail,
    okMsg: '词表已保存',
    conflict: true,
    handler: async ({ db, auth, params, body }) => {
      return editList(db, auth, params.listId, body);
    },
  }),
  defineRoute({
    method: 'DELETE',
    url: '/vocabulary/list/:listId',
    summary: '删除词表（已布置的词表不能删除）',
    tag: TAG,
    params: ZVocabListParams,
    response: z.null(),
    okMsg: '词表已删除',
    conflict: true,
    handler: async ({ db, auth, params }) => {
      await deleteList(db, auth, params.listId);
      return null;
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/vocabulary/clazz',
    summary: '可布置的班级：本学期任教英语的班级，年级组长所管年级、校长全校的班级',
    tag: TAG,
    response: ZVocabClazzOptions,
    handler: async ({ db, auth }) => {
      await assertEnglishTeacher(db, auth);
      return (await puttableClazzes(db, auth)).map((c) => ({ clazzId: c.clazzId, clazzName: c.clazzName, gradeName: c.gradeName }));
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/vocabulary/put',
    summary: '我的布置（可按词表、状态筛选，分页）',
    tag: TAG,
    query: ZVocabPutQuery,
    response: ZVocabPutPage,
    handler: async ({ db, auth, query }) => {
      await assertEnglishTeacher(db, auth);
      return listPuts(db, auth, query);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/vocabulary/put/:putId',
    summary: '布置详情',
    tag: TAG,
    params: ZVocabPutParams,
    response: ZVocabPutItem,
    handler: async ({ db, auth, params }) => {
      return getPut(db, auth, params.putId);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/vocabulary/put',
    summary: '布置词表：班级、起止时间、练习方式（英译汉、汉译英、拼写）与轮数',
    tag: TAG,
    body: ZVocabPutBody,
    response: ZVocabPutItem,
    okMsg: '已布置',
    conflict: true,
    handler: async ({ db, auth, body }) => {
      return createPut(db, auth, body);
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/vocabulary/put/:putId',
    summary: '修改布置（已有学生作答时不能改练习方式和轮数，不能取消已作答的班级）',
    tag: TAG,
    params: ZVocabPutParams,
    body: ZVocabPutEditBody,
    response: ZVocabPutItem,
    okMsg: '布置已修改',
    conflict: true,
    handler: async ({ db, auth, params, body }) => {
      return editPut(db, auth, params.putId, body);
    },
  }),
  defineRoute({
    method: 'DELETE',
    url: '/vocabulary/put/:putId',
    summary: '删除布置及学生的全部作答',
    tag: TAG,
    params: ZVocabPutParams,
    response: z.null(),
    okMsg: '布置已删除',
    handler: async ({ db, auth, params }) => {
      await deletePut(db, auth, params.putId);
      return null;
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/vocabulary/put/:putId/results',
    summary: '练习报告·班级：各班人数、开始与完成人数、完成率、正确率（分练习方式）',
    tag: TAG,
    params: ZVocabPutParams,
    response: ZVocabResults,
    handler: async ({ db, auth, params }) => {
      return putResults(db, auth, params.putId);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/vocabulary/put/:putId/students',
    summary: '练习报告·学生：进度、完成轮数、正确率、最近作答与错词',
    tag: TAG,
    params: ZVocabPutParams,
    query: ZVocabReportQuery,
    response: ZVocabStudentReport,
    handler: async ({ db, auth, params, query }) => {
      return studentReport(db, auth, params.putId, query.clazzId);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/vocabulary/put/:putId/words',
    summary: '练习报告·单词：错误最多的在前，附学生给出的错误答案',
    tag: TAG,
    params: ZVocabPutParams,
    query: ZVocabReportQuery,
    response: ZVocabWordReport,
    handler: async ({ db, auth, params, query }) => {
      return wordReport(db, auth, params.putId, query.clazzId);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/vocabulary/put/:putId/download',
    summary: '下载练习报告（Excel：班级、学生、单词三张表）',
    tag: TAG,
    params: ZVocabPutParams,
    response: z.null(),
    download: { contentType: XLSX_TYPE },
    handler: async ({ db, auth, params, reply }) => {
      const [results, students, words] = [await putResults(db, auth, params.putId), await studentReport(db, auth, params.putId, undefined), await wordReport(db, auth, params.putId, undefined)];
      return sendFile(reply, await reportWorkbook(results, students, words), XLSX_TYPE);
    },
  }),

  // The student's side.
  defineStudentRoute({
    method: 'GET',
    url: '/student/vocabulary/:putId',
    summary: '学生：词汇练习的一轮（默认第一个未完成的轮次）及已作答结果',
    tag: 'student-vocabulary',
    params: ZVocabPutParams,
    query: ZVocabPracticeQuery,
    response: ZVocabPractice,
    conflict: true,
    handler: ({ db, auth, params, query }) => practice(db, auth, params.putId, query.round),
  }),
  defineStudentRoute({
    method: 'POST',
    url: '/student/vocabulary/:putId/answer',
    summary: '学生：提交一题的答案（服务器判定；同一题重复提交返回已保存的结果）',
    tag: 'student-vocabulary',
    params: ZVocabPutParams,
    body: ZVocabAnswerBody,
    response: ZVocabAnswerResult,
    conflict: true,
    handler: ({ db, auth, params, body }) => answer(db, auth, params.putId, body),
  }),
];
