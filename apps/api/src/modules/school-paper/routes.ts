/**
 * 校本试卷 (/schoolpaper, docs/school-paper.md): teachers' uploaded papers (Word or PDF), the
 * school's shared library, previews, downloads and print jobs. Teacher routes; every teacher may
 * call them (the menu offers them to every post), the records decide the rest.
 */
import { z } from 'zod';
import {
  SCHOOL_PAPER_MAX_BYTES,
  ZSchoolPaper,
  ZSchoolPaperEditBody,
  ZSchoolPaperPage,
  ZSchoolPaperParams,
  ZSchoolPaperPreview,
  ZSchoolPaperQuery,
  ZSchoolPrintBody,
  ZSchoolPrintClazz,
  ZSchoolPrintJob,
  ZSchoolPrintPage,
  ZSchoolPrintParams,
  ZSchoolPrintQuery,
  ZSchoolPrintStatusBody,
} from '@app/contract';
import { errors } from '../../http/errors.js';
import { defineRoute, type AnyRouteDef } from '../../http/route.js';
import { sendFile } from '../../http/send-file.js';
import { DOCX_TYPE, PDF_TYPE } from './file-check.js';
import { editPaper, listPapers, paperFile, paperItem, removePaper, uploadPaper } from './papers.js';
import { wordPreview } from './preview.js';
import { createPrintJob, listPrintJobs, printClazzes, setPrintStatus } from './print.js';

const TAG = 'school-paper';

export const schoolPaperRoutes: readonly AnyRouteDef[] = [
  defineRoute({
    method: 'GET',
    url: '/schoolpaper/paper',
    summary: '校本试卷列表：我的校本试卷（scope=my）或学校资源（scope=school，已加入校本资源库的），按名称搜索、按学科和年级筛选，最新的在前，每页10条',
    tag: TAG,
    query: ZSchoolPaperQuery,
    response: ZSchoolPaperPage,
    handler: ({ db, auth, query }) => listPapers(db, auth, query),
  }),
  defineRoute({
    method: 'POST',
    url: '/schoolpaper/paper',
    summary: '上传校本试卷（multipart：file为Word .docx或PDF，按文件内容识别，50MB以内；name默认为文件名，subjectId为自己任教的学科，gradeId为本校年级）',
    tag: TAG,
    response: ZSchoolPaper,
    upload: {
      file: { field: 'file', contentType: [PDF_TYPE, DOCX_TYPE], description: `试卷文件（Word .docx或PDF，${SCHOOL_PAPER_MAX_BYTES / 1024 / 1024}MB以内）`, required: true },
      fields: {
        name: { description: '试卷名称（100字以内），默认为文件名', required: false },
        subjectId: { description: '学科ID（自己任教的学科）', required: true },
        gradeId: { description: '年级ID（本校年级）', required: true },
      },
    },
    okMsg: '试卷已上传',
    handler: ({ db, storage, auth, req }) => uploadPaper(db, storage, auth, req),
  }),
  defineRoute({
    method: 'GET',
    url: '/schoolpaper/paper/:paperId',
    summary: '一份校本试卷（自己的或已共享的）',
    tag: TAG,
    params: ZSchoolPaperParams,
    response: ZSchoolPaper,
    handler: ({ db, auth, params }) => paperItem(db, auth, params.paperId),
  }),
  defineRoute({
    method: 'PUT',
    url: '/schoolpaper/paper/:paperId',
    summary: '重命名、修改学科、加入或移出校本资源库（仅上传者）',
    tag: TAG,
    params: ZSchoolPaperParams,
    body: ZSchoolPaperEditBody,
    response: ZSchoolPaper,
    okMsg: '已保存',
    handler: ({ db, auth, params, body }) => editPaper(db, auth, params.paperId, body),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/schoolpaper/paper/:paperId',
    summary: '删除校本试卷及其文件和打印任务（仅上传者；已布置为作业的试卷需先删除作业）',
    tag: TAG,
    params: ZSchoolPaperParams,
    response: z.null(),
    okMsg: '试卷已删除',
    conflict: true,
    handler: async ({ db, storage, auth, params }) => {
      await removePaper(db, storage, auth, params.paperId);
      return null;
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/schoolpaper/paper/:paperId/file',
    summary: '下载校本试卷原文件（保留中文文件名；PDF预览也读它）',
    tag: TAG,
    params: ZSchoolPaperParams,
    response: z.null(),
    download: { contentType: [PDF_TYPE, DOCX_TYPE] },
    handler: async ({ db, storage, auth, params, reply }) => {
      const f = await paperFile(db, storage, auth, params.paperId);
      return sendFile(reply, f, f.contentType);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/schoolpaper/paper/:paperId/preview',
    summary: 'Word试卷的预览：转换为HTML（已净化）；PDF在浏览器中直接显示原文件',
    tag: TAG,
    params: ZSchoolPaperParams,
    response: ZSchoolPaperPreview,
    handler: async ({ db, storage, auth, params }) => {
      const f = await paperFile(db, storage, auth, params.paperId);
      if (f.fileType !== 'docx') throw errors.validation('PDF试卷请直接打开原文件预览');
      return wordPreview(f.buffer);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/schoolpaper/paper/:paperId/clazzes',
    summary: '可以打印的班级：本校、试卷所属年级的班级及学生人数',
    tag: TAG,
    params: ZSchoolPaperParams,
    response: z.array(ZSchoolPrintClazz),
    handler: ({ db, auth, params }) => printClazzes(db, auth, params.paperId),
  }),
  defineRoute({
    method: 'POST',
    url: '/schoolpaper/paper/:paperId/print',
    summary: '发送打印：为所选班级生成打印任务（每班份数=学生数+备用份数，纸张大小，用卷日期不早于今天）；不生成考试',
    tag: TAG,
    params: ZSchoolPaperParams,
    body: ZSchoolPrintBody,
    response: ZSchoolPrintJob,
    okMsg: '已发送打印',
    handler: ({ db, auth, params, body }) => createPrintJob(db, auth, params.paperId, body),
  }),
  defineRoute({
    method: 'GET',
    url: '/schoolpaper/print',
    summary: '我的打印任务（最新的在前）及状态',
    tag: TAG,
    query: ZSchoolPrintQuery,
    response: ZSchoolPrintPage,
    handler: ({ db, auth, query }) => listPrintJobs(db, auth, query.pageNo, query.pageSize),
  }),
  defineRoute({
    method: 'PUT',
    url: '/schoolpaper/print/:printId/status',
    summary: '标记打印任务已打印（已领取试卷）或改回待打印（仅发送的老师）',
    tag: TAG,
    params: ZSchoolPrintParams,
    body: ZSchoolPrintStatusBody,
    response: ZSchoolPrintJob,
    okMsg: '已更新',
    handler: ({ db, auth, params, body }) => setPrintStatus(db, auth, params.printId, body.status),
  }),
];
