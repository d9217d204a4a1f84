/** Academic management routes: exam groups, paper structure, score import, settings. */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  POST,
  ZExamGroupInput,
  ZExamGroupParams,
  ZExamGroupQuery,
  ZExamParams,
  ZExamTypeBody,
  ZPaperInput,
  ZReportSettings,
  zPage,
  ZExamGroupView,
  ZImportProgress,
  ZImportProgressParams,
  ZImportQuery,
  ZImportResult,
  ZQuestionView,
  ZScoreHistory,
  ZScoreTemplateQuery,
  ZScoreUndoBody,
  ZScoreUndoResult,
  type TImportResult,
} from '@app/contract';
import type { Db } from '../../db/client.js';
import { errors } from '../../http/errors.js';
import type { AuthContext } from '../auth/authenticate.js';
import { defineRoute } from '../../http/route.js';
import { sendFile, XLSX_TYPE } from '../../http/send-file.js';
import { assertCanManage, requireExam } from './access.js';
import { changeExamType, createExamGroup, deleteExamGroup, examGroupDetail, listExamGroups, updateExamGroup } from './exam-groups.js';
import { examQuestions, presentQuestions, setPaper } from './paper.js';
import { buildTemplate, importScores, MAX_IMPORT_BYTES } from './score-import.js';
import { loadReportSettings, saveReportSettings } from './settings.js';
import { rebuildExamReport, REPORT_PHASES } from './build-report.js';
import { readImportProgress, startImportProgress } from './import-progress.js';
import { dropReportIfNoScores, listScoreHistory, undoLastImport } from './score-history.js';

/** The report settings are school-wide (every grade, both sections): only the school master changes them. */
const REPORT_SETTING_POSTS: readonly number[] = [POST.SCHOOL_MASTER];

export const academicManageRoutes = [
  defineRoute({
    method: 'GET',
    url: '/academic/exam-group/page',
    summary: '考试列表（按学期、类型、关键字分页）',
    tag: 'academic',
    query: ZExamGroupQuery,
    response: zPage(ZExamGroupView),
    handler: ({ db, auth, query }) => listExamGroups(db, auth, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/academic/exam-group/:examGroupId',
    summary: '考试详情（班级、学科）',
    tag: 'academic',
    params: ZExamGroupParams,
    response: ZExamGroupView,
    handler: ({ db, auth, params }) => examGroupDetail(db, auth, params.examGroupId),
  }),
  defineRoute({
    method: 'POST',
    url: '/academic/exam-group',
    summary: '创建考试（年级、班级、学科）',
    tag: 'academic',
    body: ZExamGroupInput,
    response: ZExamGroupView,
    okMsg: '考试已创建',
    handler: async ({ db, auth, body }) => examGroupDetail(db, auth, await createExamGroup(db, auth, body)),
  }),
  defineRoute({
    method: 'PUT',
    url: '/academic/exam-group/:examGroupId',
    summary: '修改考试',
    tag: 'academic',
    params: ZExamGroupParams,
    body: ZExamGroupInput,
    response: ZExamGroupView,
    okMsg: '考试已保存',
    handler: async ({ db, auth, params, body }) => {
      await updateExamGroup(db, auth, params.examGroupId, body);
      return examGroupDetail(db, auth, params.examGroupId);
    },
  }),
  defineRoute({
    method: 'DELETE',
    url: '/academic/exam-group/:examGroupId',
    summary: '删除考试（含全部学科成绩）',
    tag: 'academic',
    params: ZExamGroupParams,
    response: z.null(),
    okMsg: '考试已删除',
    handler: async ({ db, auth, params }) => {
      await deleteExamGroup(db, auth, params.examGroupId);
      return null;
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/academic/exam-group/:examGroupId/type',
    summary: '修改考试类型',
    tag: 'academic',
    params: ZExamGroupParams,
    body: ZExamTypeBody,
    response: z.null(),
    okMsg: '考试类型已修改',
    handler: async ({ db, auth, params, body }) => {
      await changeExamType(db, auth, params.examGroupId, body.type);
      return null;
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/academic/exam/:examId/paper',
    summary: '试卷结构',
    tag: 'academic',
    params: ZExamParams,
    response: z.array(ZQuestionView),
    handler: async ({ db, auth, params }) => {
      await requireExam(db, auth, params.examId);
      return presentQuestions(db, await examQuestions(db, params.examId));
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/academic/exam/:examId/paper',
    summary: '设置试卷结构（导入成绩前）',
    tag: 'academic',
    params: ZExamParams,
    body: ZPaperInput,
    response: z.array(ZQuestionView),
    okMsg: '试卷结构已保存',
    handler: async ({ db, auth, params, body }) => {
      await setPaper(db, auth, params.examId, body);
      return presentQuestions(db, await examQuestions(db, params.examId));
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/academic/exam/:examId/score-template',
    summary: '下载成绩导入模板（.xlsx）；带clazzId时只列该班学生',
    tag: 'academic',
    params: ZExamParams,
    query: ZScoreTemplateQuery,
    response: z.null(),
    download: { contentType: XLSX_TYPE },
    handler: async ({ db, auth, params, query, reply }) => sendFile(reply, await buildTemplate(db, auth, params.examId, query.clazzId), XLSX_TYPE),
  }),
  defineRoute({
    method: 'POST',
    url: '/academic/exam/:examId/score-import',
    summary:
      '导入成绩（multipart，字段file，.xlsx，10MB以内）。有错误时不导入，返回非00及全部错误；会改动已有成绩时不写入，返回pending（各班改动人数与confirmToken），确认后带confirmToken重新上传同一文件。带progressId时可另行查询处理进度',
    tag: 'academic',
    params: ZExamParams,
    query: ZImportQuery,
    response: ZImportResult,
    upload: { file: { field: 'file', contentType: XLSX_TYPE, description: '成绩文件（.xlsx，10MB以内，用成绩导入模板填写）', required: true } },
    handler: ({ db, auth, params, query, req }) => receiveScoreImport(db, auth, params.examId, query, req),
  }),
  defineRoute({
    method: 'GET',
    url: '/academic/exam/:examId/score-import/history',
    summary: '成绩导入记录（导入、手动修改、缺考、撤销；最新在前），可导入该考试成绩的老师可看',
    tag: 'academic',
    params: ZExamParams,
    response: ZScoreHistory,
    handler: ({ db, auth, params }) => listScoreHistory(db, auth, params.examId),
  }),
  defineRoute({
    method: 'POST',
    url: '/academic/exam/:examId/score-import/undo',
    summary: '撤销最近一次未撤销的导入（恢复导入前的成绩）；scoreVersion须与导入记录中的一致',
    tag: 'academic',
    params: ZExamParams,
    body: ZScoreUndoBody,
    response: ZScoreUndoResult,
    okMsg: '已撤销这次导入',
    handler: async ({ db, auth, params, body }) => {
      const result = await undoLastImport(db, auth, params.examId, body.scoreVersion);
      if (!(await dropReportIfNoScores(db, params.examId))) await rebuildExamReport(db, params.examId);
      return result;
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/academic/score-import/progress/:progressId',
    summary: '成绩导入的处理进度（导入请求进行中时查询）',
    tag: 'academic',
    params: ZImportProgressParams,
    response: ZImportProgress,
    handler: ({ db, auth, params }) => readImportProgress(db, auth, params.progressId),
  }),
  defineRoute({
    method: 'GET',
    url: '/academic/report-setting',
    summary: '报告设置（分数线、分数段、分层、名单阈值）',
    tag: 'academic',
    response: ZReportSettings,
    handler: ({ db, auth }) => loadReportSettings(db, auth.schoolId),
  }),
  defineRoute({
    method: 'PUT',
    url: '/academic/report-setting',
    summary: '修改报告设置（校长；全校所有年级与学段共用）',
    tag: 'academic',
    body: ZReportSettings,
    response: ZReportSettings,
    okMsg: '设置已保存，报告将按新设置重新计算',
    // The settings are the school's, for every grade and section: a grade leader may not change them for the others.
    posts: { allowed: REPORT_SETTING_POSTS, message: '报告设置适用于全校，只有校长可以修改' },
    handler: async ({ db, auth, body }) => {
      await saveReportSettings(db, auth.schoolId, auth.teacherId, body);
      return loadReportSettings(db, auth.schoolId);
    },
  }),
];

/**
 * A score import's upload (multipart field file, .xlsx within 10 MB) into one exam: checked, written
 * or held pending, and the exam's report rebuilt, with progress. Also the joint exam's import.
 */
export async function receiveScoreImport(db: Db, auth: AuthContext, examId: number, query: z.infer<typeof ZImportQuery>, req: FastifyRequest): Promise<TImportResult> {
  if (!req.isMultipart()) throw errors.validation('请以multipart/form-data上传文件，字段名为file');
  const part = await req.file({ limits: { fileSize: MAX_IMPORT_BYTES, files: 1 } });
  if (!part) throw errors.validation('请选择要上传的Excel文件');
  if (!/\.xlsx$/i.test(part.filename)) throw errors.validation('只支持.xlsx格式的Excel文件');
  const buffer = await part.toBuffer().catch(() => {
    throw errors.tooLarge('文件超过10MB，请拆分后上传');
  });
  if (part.file.truncated) throw errors.tooLarge('文件超过10MB，请拆分后上传');
  // Permission first, so no progress row is written for an exam the teacher may not manage.
  assertCanManage(auth, (await requireExam(db, auth, examId)).group);
  const progress = await startImportProgress(db, auth, examId, query.progressId);
  try {
    const result = await importScores(db, auth, examId, buffer, { fileName: part.filename.slice(0, 255), confirmToken: query.confirmToken, progress });
    if (!result.pending) {
      let phases = 0;
      progress.set('report', 0, REPORT_PHASES);
      await rebuildExamReport(db, examId, () => progress.set('report', ++phases, REPORT_PHASES));
      progress.set('done');
    }
    return result;
  } catch (err) {
    progress.set('failed');
    throw err;
  } finally {
    await progress.flush();
  }
}
