/**
 * Test records (组卷记录) for English (/paper/english/..., spec section 7 "English plain papers")
 * and maths (/paper/math/list, detail …), the basket, the single question, question search,
 * knowledge points, the Word files, and the maths two-way table.
 */
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  ENGLISH_SUBJECT_IDS,
  MATHS_SUBJECT_IDS,
  PAPER_TYPE,
  PRINT_MESSAGES,
  ZAnalysisParams,
  ZBasket,
  ZBasketCount,
  ZBasketComposeBody,
  ZBasketFlag,
  ZBasketOrderBody,
  ZBasketQuery,
  ZBasketScoreBody,
  ZCollectFlag,
  ZExamIdParams,
  ZHideBody,
  ZKnowledgePointNode,
  ZKnowledgePointParams,
  ZPaperAnalysis,
  ZPaperFileParams,
  ZPaperIdParams,
  ZPaperRecordDetail,
  ZPaperTopicParams,
  ZPrintResult,
  ZPrintSettings,
  ZRecordBrief,
  ZRecordIdParams,
  ZTestRecordPage,
  ZTestRecordQuery,
  ZTopicDetail,
  ZTopicErrorBody,
  ZTopicErrorResult,
  ZTopicIdParams,
  ZTopicSearchBody,
  ZTopicSearchPage,
  ZTwoWayDownloadQuery,
  ZTwoWayTable,
  ZWordUrl,
} from '@app/contract';
import { paperRecord } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import { defineRoute, type AnyRouteDef } from '../../http/route.js';
import { paperAnalysis } from './analysis.js';
import { addToBasket, clearBasket, composeBasket, countBasket, getBasket, orderBasket, removeFromBasket, scoreBasket } from './basket.js';
import { collectTopic, uncollectTopic } from './collect.js';
import { fileName, fileUrl, fileUrls, paperFile } from './files.js';
import { DOCX_TYPE, sendFile, XLSX_TYPE } from '../../http/send-file.js';
import { sendToPrint } from './print.js';
import { deleteRecord, hideRecord, listRecords, recordDetail, requireRecord, reuseRecord } from './records.js';
import { knowledgePoints, searchTopics, topicDetail } from './search.js';
import { reportTopicError } from './topic-errors.js';
import { createTwoWayTable, getTwoWayTable, recreateTwoWayTable, twoWayTableFile } from './two-way-table.js';

const TAG = 'paper';

/** Routes of a subject family's test records. */
function recordRoutes(prefix: string, subjects: readonly number[], label: string): AnyRouteDef[] {
  return [
    defineRoute({
      method: 'POST',
      url: `${prefix}/list`,
      summary: `${label}组卷记录（10条一页；状态按列表读法：1完成阅卷、2正在编辑、3发送打印、4扫描成功）`,
      tag: TAG,
      body: ZTestRecordQuery,
      response: ZTestRecordPage,
      handler: ({ db, auth, body }) => listRecords(db, auth, subjects, body),
    }),
    defineRoute({
      method: 'GET',
      url: `${prefix}/detail/:paperId`,
      summary: `${label}组卷记录详情`,
      tag: TAG,
      params: ZPaperIdParams,
      response: ZPaperRecordDetail,
      handler: ({ db, auth, params }) => recordDetail(db, auth, params.paperId, subjects),
    }),
    defineRoute({
      method: 'POST',
      url: `${prefix}/download/topic-answer/:examId`,
      summary: `${label}：下载已发送打印试卷的答题卡（wordUrl），另附试卷与含答案解析的试卷地址`,
      tag: TAG,
      params: ZExamIdParams,
      response: ZWordUrl,
      handler: async ({ db, auth, params }) => {
        const row = (await db.select({ id: paperRecord.id }).from(paperRecord).where(and(eq(paperRecord.examId, params.examId), eq(paperRecord.schoolId, auth.schoolId))).limit(1))[0];
        if (!row) throw errors.notFound('该考试没有对应的组卷记录');
        const r = await requireRecord(db, auth, row.id, 'view', subjects);
        return { wordUrl: fileUrl(PAPER_TYPE.RECORD, r.id, 'answer-sheet'), fileName: fileName(r.name, 'answer-sheet'), ...fileUrls(PAPER_TYPE.RECORD, r.id) };
      },
    }),
    defineRoute({
      method: 'PUT',
      url: `${prefix}/hide/:paperId`,
      summary: `${label}：隐藏（isHide 1）或取消隐藏（0）组卷记录`,
      tag: TAG,
      params: ZPaperIdParams,
      body: ZHideBody,
      response: ZHideBody,
      okMsg: '操作成功',
      handler: ({ db, auth, params, body }) => hideRecord(db, auth, params.paperId, body.isHide, subjects),
    }),
    defineRoute({
      method: 'DELETE',
      url: `${prefix}/delete/:paperId`,
      summary: `${label}：删除组卷记录（仅正在编辑，即列表状态2）`,
      tag: TAG,
      params: ZPaperIdParams,
      response: z.null(),
      okMsg: '删除成功',
      conflict: true,
      handler: ({ db, auth, params }) => deleteRecord(db, auth, params.paperId, subjects),
    }),
    defineRoute({
      method: 'POST',
      url: `${prefix}/adaptation/:paperId`,
      summary: `${label}：复用组卷记录（生成正在编辑的新记录）`,
      tag: TAG,
      params: ZPaperIdParams,
      response: ZRecordBrief,
      okMsg: '复用成功',
      handler: ({ db, auth, params }) => reuseRecord(db, auth, params.paperId, subjects),
    }),
    defineRoute({
      method: 'POST',
      url: `${prefix}/send-print`,
      summary: `${label}：发送打印（paperType 1 精品试卷、2 组卷记录）`,
      tag: TAG,
      body: ZPrintSettings,
      response: ZPrintResult,
      okMsg: PRINT_MESSAGES.SENT,
      handler: ({ db, storage, auth, body }) => sendToPrint(db, storage, auth, body, subjects),
    }),
  ];
}

const E = '/paper/english';

/** The English record detail's per-question actions (spec section 7 "English plain papers"). */
const englishRecordTopicRoutes: AnyRouteDef[] = [
  defineRoute({
    method: 'POST',
    url: `${E}/collect-topic/:paperId/:topicId`,
    summary: '收藏试题（组卷记录）',
    tag: TAG,
    params: ZPaperTopicParams,
    response: ZCollectFlag,
    okMsg: '收藏成功',
    handler: async ({ db, auth, params }) => {
      await requireRecord(db, auth, params.paperId, 'view', ENGLISH_SUBJECT_IDS);
      return collectTopic(db, auth, params.topicId, null, ENGLISH_SUBJECT_IDS);
    },
  }),
  defineRoute({
    method: 'DELETE',
    url: `${E}/cancel-collect-topic/:topicId`,
    summary: '取消收藏试题（组卷记录）',
    tag: TAG,
    params: ZTopicIdParams,
    response: ZCollectFlag,
    okMsg: '已取消收藏',
    handler: ({ db, auth, params }) => uncollectTopic(db, auth, params.topicId),
  }),
  defineRoute({
    method: 'POST',
    url: `${E}/topic-error`,
    summary: '试题纠错（组卷记录；均可为空）',
    tag: TAG,
    body: ZTopicErrorBody,
    response: ZTopicErrorResult,
    okMsg: '纠错已提交',
    handler: ({ db, auth, body }) => reportTopicError(db, auth, body),
  }),
  defineRoute({
    method: 'POST',
    url: `${E}/topic/:paperId/:topicId`,
    summary: '加入试题篮（组卷记录）',
    tag: TAG,
    params: ZPaperTopicParams,
    response: ZBasketFlag,
    okMsg: '已加入试题篮',
    handler: async ({ db, auth, params }) => {
      await requireRecord(db, auth, params.paperId, 'view', ENGLISH_SUBJECT_IDS);
      return addToBasket(db, auth, params.topicId, ENGLISH_SUBJECT_IDS);
    },
  }),
  defineRoute({
    method: 'DELETE',
    url: `${E}/cancel-topic/:topicId`,
    summary: '移出试题篮（组卷记录）',
    tag: TAG,
    params: ZTopicIdParams,
    response: ZBasketFlag,
    okMsg: '已移出试题篮',
    handler: ({ db, auth, params }) => removeFromBasket(db, auth, params.topicId),
  }),
  defineRoute({
    method: 'GET',
    url: `${E}/analysis/:paperType/:paperId`,
    summary: '英语试卷分析（paperType 1精品试卷，2组卷记录）',
    tag: TAG,
    params: ZAnalysisParams,
    response: ZPaperAnalysis,
    handler: ({ db, auth, params }) => paperAnalysis(db, auth, params.paperType, params.paperId, ENGLISH_SUBJECT_IDS),
  }),
];

export const paperRecordRoutes: AnyRouteDef[] = [...recordRoutes(E, ENGLISH_SUBJECT_IDS, '英语'), ...englishRecordTopicRoutes, ...recordRoutes('/paper/math', MATHS_SUBJECT_IDS, '数学')];

const B = '/paper/basket';

export const basketRoutes: AnyRouteDef[] = [
  defineRoute({
    method: 'GET',
    url: B,
    summary: '试题篮（按题型分组，含默认分值）',
    tag: TAG,
    query: ZBasketQuery,
    response: ZBasket,
    handler: ({ db, auth, query }) => getBasket(db, auth, query.subjectId),
  }),
  defineRoute({
    method: 'GET',
    url: `${B}/count`,
    summary: '试题篮题量（页头用，与试题篮的topicTotalCount相同）',
    tag: TAG,
    query: ZBasketQuery,
    response: ZBasketCount,
    handler: async ({ db, auth, query }) => ({ topicTotalCount: await countBasket(db, auth, query.subjectId) }),
  }),
  defineRoute({
    method: 'PUT',
    url: `${B}/order`,
    summary: '调整试题篮顺序',
    tag: TAG,
    body: ZBasketOrderBody,
    response: ZBasket,
    okMsg: '保存成功',
    handler: ({ db, auth, body }) => orderBasket(db, auth, body.subjectId, body.topicIds),
  }),
  defineRoute({
    method: 'PUT',
    url: `${B}/score`,
    summary: '设置试题篮中一题或一个题型的分值',
    tag: TAG,
    body: ZBasketScoreBody,
    response: ZBasket,
    okMsg: '保存成功',
    handler: ({ db, auth, body }) => scoreBasket(db, auth, body),
  }),
  defineRoute({
    method: 'DELETE',
    url: `${B}/topic/:topicId`,
    summary: '移出试题篮',
    tag: TAG,
    params: ZTopicIdParams,
    response: ZBasketFlag,
    okMsg: '已移出试题篮',
    handler: ({ db, auth, params }) => removeFromBasket(db, auth, params.topicId),
  }),
  defineRoute({
    method: 'DELETE',
    url: B,
    summary: '清空试题篮',
    tag: TAG,
    query: ZBasketQuery,
    response: ZBasket,
    okMsg: '已清空',
    handler: ({ db, auth, query }) => clearBasket(db, auth, query.subjectId),
  }),
  defineRoute({
    method: 'POST',
    url: `${B}/compose`,
    summary: '用试题篮组卷（生成正在编辑的组卷记录并清空试题篮）',
    tag: TAG,
    body: ZBasketComposeBody,
    response: ZRecordBrief,
    okMsg: '组卷成功',
    handler: ({ db, auth, body }) => composeBasket(db, auth, body),
  }),
  defineRoute({
    method: 'GET',
    url: '/paper/search/source/join_test_basket/:topicId',
    summary: '加入试题篮',
    tag: TAG,
    params: ZTopicIdParams,
    response: ZBasketFlag,
    okMsg: '已加入试题篮',
    handler: ({ db, auth, params }) => addToBasket(db, auth, params.topicId, null),
  }),
  defineRoute({
    method: 'GET',
    url: '/paper/search/source/remove_test_basket/:topicId',
    summary: '移出试题篮',
    tag: TAG,
    params: ZTopicIdParams,
    response: ZBasketFlag,
    okMsg: '已移出试题篮',
    handler: ({ db, auth, params }) => removeFromBasket(db, auth, params.topicId),
  }),
];

const T = '/paper/math/two-way-table/:recordId';

export const paperToolRoutes: AnyRouteDef[] = [
  defineRoute({
    method: 'GET',
    url: '/topic/english/detail/:topicId',
    summary: '试题详情',
    tag: TAG,
    params: ZTopicIdParams,
    response: ZTopicDetail,
    handler: ({ db, auth, params }) => topicDetail(db, auth, params.topicId, null),
  }),
  defineRoute({
    method: 'POST',
    url: '/paper/search/source/topic',
    summary: '选题：按关键词、题型、难度、知识点、年级搜索试题',
    tag: TAG,
    body: ZTopicSearchBody,
    response: ZTopicSearchPage,
    handler: ({ db, auth, body }) => searchTopics(db, auth, body),
  }),
  defineRoute({
    method: 'GET',
    url: '/paper/knowledge-point/:subjectId',
    summary: '学科知识点树（多级，parentId 指向上级）',
    tag: TAG,
    params: ZKnowledgePointParams,
    response: z.array(ZKnowledgePointNode),
    handler: ({ db, params }) => knowledgePoints(db, params.subjectId),
  }),
  defineRoute({
    method: 'GET',
    url: '/paper/file/:paperType/:paperId/:kind',
    summary: '下载试卷Word：paper试卷、paper-answer含答案解析、answer-sheet答题卡',
    tag: TAG,
    params: ZPaperFileParams,
    response: z.null(),
    download: { contentType: DOCX_TYPE },
    handler: async ({ db, storage, auth, params, reply }) => sendFile(reply, await paperFile(db, storage, auth, params.paperType, params.paperId, params.kind), DOCX_TYPE),
  }),
  defineRoute({
    method: 'POST',
    url: T,
    summary: '生成双向细目表（已有则返回）',
    tag: TAG,
    params: ZRecordIdParams,
    response: ZTwoWayTable,
    okMsg: '生成成功',
    handler: ({ db, auth, params }) => createTwoWayTable(db, auth, params.recordId),
  }),
  defineRoute({
    method: 'PUT',
    url: `${T}/recreate`,
    summary: '按当前试卷重新生成双向细目表',
    tag: TAG,
    params: ZRecordIdParams,
    response: ZTwoWayTable,
    okMsg: '生成成功',
    handler: ({ db, auth, params }) => recreateTwoWayTable(db, auth, params.recordId),
  }),
  defineRoute({
    method: 'GET',
    url: T,
    summary: '查看双向细目表',
    tag: TAG,
    params: ZRecordIdParams,
    response: ZTwoWayTable,
    handler: ({ db, auth, params }) => getTwoWayTable(db, auth, params.recordId),
  }),
  defineRoute({
    method: 'GET',
    url: `${T}/download`,
    summary: '下载双向细目表（xlsx或docx）',
    tag: TAG,
    params: ZRecordIdParams,
    query: ZTwoWayDownloadQuery,
    response: z.null(),
    download: { contentType: [XLSX_TYPE, DOCX_TYPE] },
    handler: async ({ db, auth, params, query, reply }) => {
      const f = await twoWayTableFile(db, auth, params.recordId, query.format);
      return sendFile(reply, f, f.contentType);
    },
  }),
];
