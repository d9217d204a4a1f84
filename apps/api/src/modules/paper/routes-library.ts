/**
 * Fine-quality library routes (spec section 7): the maths library under /paper/math/fine-quality,
 * the English library under /paper/english/fine-quality, and the 周月卷库 under /qxk. Library
 * content is platform-wide; collections, votes and comments are the teacher's.
 */
import { z } from 'zod';
import {
  ENGLISH_SUBJECT_IDS,
  LIBRARY_SCREENS,
  MATHS_SUBJECT_IDS,
  PAPER_TYPE,
  PRINT_MESSAGES,
  ZAnalysisParams,
  ZBasketFlag,
  ZCategoryCount,
  ZCollectFlag,
  ZCollectPaperBody,
  ZCommentBody,
  ZExportWordBody,
  ZFinePaperDetail,
  ZFinePaperPage,
  ZFinePaperQuery,
  ZIdParams,
  ZPaperAnalysis,
  ZPaperCommentPage,
  ZPaperIdParams,
  ZPaperPageParams,
  ZPaperScoreBody,
  ZPaperScoreResult,
  ZPaperTopicParams,
  ZPaperUsePage,
  ZPrintResult,
  ZPrintSettings,
  ZRecordBrief,
  ZSubjectTopicParams,
  ZTopicErrorBody,
  ZTopicErrorResult,
  ZTopicIdParams,
  ZVoteBody,
  ZVoteResult,
  ZWeekMonthQuery,
  ZWordUrl,
} from '@app/contract';
import { defineRoute, type AnyRouteDef } from '../../http/route.js';
import { paperAnalysis, loadPaperSource } from './analysis.js';
import { addToBasket, removeFromBasket } from './basket.js';
import { collectPaper, collectTopic, uncollectPaper, uncollectTopic } from './collect.js';
import { fileName, fileUrl, fileUrls } from './files.js';
import { addComment, categoryCounts, commentPage, finePaperDetail, listFinePapers, requireFinePaper, usePage, vote } from './library.js';
import { sendToPrint } from './print.js';
import { reuseFinePaper, setRecordScores } from './records.js';
import { reportTopicError } from './topic-errors.js';

const ZCommentResult = z.object({ commentId: z.number().int() });
const MATHS = MATHS_SUBJECT_IDS;
const ENGLISH = ENGLISH_SUBJECT_IDS;
const TAG = 'paper';

/** Routes both libraries share, under their own prefix and subjects. */
function sharedLibraryRoutes(prefix: string, subjects: readonly number[], label: string): AnyRouteDef[] {
  return [
    defineRoute({
      method: 'GET',
      url: `${prefix}/use-number/:paperId/:pageNum`,
      summary: `${label}：使用次数与本校使用记录（每页10条）`,
      tag: TAG,
      params: ZPaperPageParams,
      response: ZPaperUsePage,
      handler: ({ db, auth, params }) => usePage(db, auth, params.paperId, params.pageNum, subjects),
    }),
    defineRoute({
      method: 'GET',
      url: `${prefix}/comment/:paperId/:pageNum`,
      summary: `${label}：评论（每页10条）`,
      tag: TAG,
      params: ZPaperPageParams,
      response: ZPaperCommentPage,
      handler: ({ db, auth, params }) => commentPage(db, auth, params.paperId, params.pageNum, subjects),
    }),
    defineRoute({
      method: 'POST',
      url: `${prefix}/comment`,
      summary: `${label}：发表评论`,
      tag: TAG,
      body: ZCommentBody,
      response: ZCommentResult,
      okMsg: '评论成功',
      handler: ({ db, auth, body }) => addComment(db, auth, body.paperId, body.content, subjects),
    }),
    defineRoute({
      method: 'POST',
      url: `${prefix}/voted`,
      summary: `${label}：投票（1有用，-1没用；再次投票替换）`,
      tag: TAG,
      body: ZVoteBody,
      response: ZVoteResult,
      handler: ({ db, auth, body }) => vote(db, auth, body.paperId, body.value, subjects),
    }),
    defineRoute({
      method: 'POST',
      url: `${prefix}/adaptation/:id`,
      summary: `${label}：复用本卷（生成正在编辑的组卷记录）`,
      tag: TAG,
      params: ZIdParams,
      response: ZRecordBrief,
      okMsg: '复用成功',
      handler: ({ db, auth, params }) => reuseFinePaper(db, auth, params.id, subjects),
    }),
    defineRoute({
      method: 'POST',
      url: `${prefix}/send-print`,
      summary: `${label}：发送打印（按顺序校验8项设置与题量，创建考试并生成试卷与答题卡）`,
      tag: TAG,
      body: ZPrintSettings,
      response: ZPrintResult,
      okMsg: PRINT_MESSAGES.SENT,
      handler: ({ db, storage, auth, body }) => sendToPrint(db, storage, auth, body, subjects),
    }),
  ];
}

const topicError = (url: string, summary: string) =>
  defineRoute({
    method: 'POST',
    url,
    summary,
    tag: TAG,
    body: ZTopicErrorBody,
    response: ZTopicErrorResult,
    okMsg: '纠错已提交',
    handler: ({ db, auth, body }) => reportTopicError(db, auth, body),
  });

const M = '/paper/math/fine-quality';

export const mathLibraryRoutes: AnyRouteDef[] = [
  defineRoute({
    method: 'POST',
    url: `${M}/list`,
    summary: '数学精品试卷列表',
    tag: TAG,
    body: ZFinePaperQuery,
    response: ZFinePaperPage,
    handler: ({ db, auth, body }) => listFinePapers(db, auth, MATHS, body, LIBRARY_SCREENS.fine),
  }),
  defineRoute({
    method: 'POST',
    url: `${M}/v2/list`,
    summary: '数学试卷库列表（分类、年级、年份、类型、省份、教材版本、关键词筛选）',
    tag: TAG,
    body: ZFinePaperQuery,
    response: ZFinePaperPage,
    handler: ({ db, auth, body }) => listFinePapers(db, auth, MATHS, body),
  }),
  ...(['POST', 'GET'] as const).map((method) =>
    defineRoute({
      method,
      url: `${M}/v2/category`,
      summary: '数学试卷库分类及试卷数',
      tag: TAG,
      response: z.array(ZCategoryCount),
      handler: ({ db }) => categoryCounts(db, MATHS),
    }),
  ),
  defineRoute({
    method: 'GET',
    url: `${M}/analysis/:paperId`,
    summary: '数学精品试卷分析',
    tag: TAG,
    params: ZPaperIdParams,
    response: ZPaperAnalysis,
    handler: ({ db, auth, params }) => paperAnalysis(db, auth, PAPER_TYPE.FINE, params.paperId, MATHS),
  }),
  defineRoute({
    method: 'POST',
    url: `${M}/collect/paper/:paperId`,
    summary: '收藏试卷',
    tag: TAG,
    params: ZPaperIdParams,
    response: ZCollectFlag,
    okMsg: '收藏成功',
    handler: ({ db, auth, params }) => collectPaper(db, auth, params.paperId, MATHS),
  }),
  defineRoute({
    method: 'DELETE',
    url: `${M}/cancel-collect/paper/:paperId`,
    summary: '取消收藏试卷',
    tag: TAG,
    params: ZPaperIdParams,
    response: ZCollectFlag,
    okMsg: '已取消收藏',
    handler: ({ db, auth, params }) => uncollectPaper(db, auth, params.paperId, MATHS),
  }),
  defineRoute({
    method: 'GET',
    url: `${M}/topic/:paperId`,
    summary: '数学精品试卷详情（题型分组、试题、收藏与试题篮标记）',
    tag: TAG,
    params: ZPaperIdParams,
    response: ZFinePaperDetail,
    handler: ({ db, auth, params }) => finePaperDetail(db, auth, params.paperId, MATHS),
  }),
  defineRoute({
    method: 'POST',
    url: `${M}/collect/topic/:topicId/:paperId`,
    summary: '收藏试题（来自试卷）',
    tag: TAG,
    params: ZPaperTopicParams,
    response: ZCollectFlag,
    okMsg: '收藏成功',
    handler: ({ db, auth, params }) => collectTopic(db, auth, params.topicId, params.paperId, MATHS),
  }),
  defineRoute({
    method: 'POST',
    url: '/paper/math/collect-topic/:subjectId/:topicId',
    summary: '收藏试题（按学科）',
    tag: TAG,
    params: ZSubjectTopicParams,
    response: ZCollectFlag,
    okMsg: '收藏成功',
    handler: ({ db, auth, params }) => collectTopic(db, auth, params.topicId, null, [params.subjectId]),
  }),
  defineRoute({
    method: 'DELETE',
    url: `${M}/cancel-collect/topic/:topicId`,
    summary: '取消收藏试题',
    tag: TAG,
    params: ZTopicIdParams,
    response: ZCollectFlag,
    okMsg: '已取消收藏',
    handler: ({ db, auth, params }) => uncollectTopic(db, auth, params.topicId),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/paper/math/cancel/collect-topic/:subjectId/:topicId',
    summary: '取消收藏试题（按学科）',
    tag: TAG,
    params: ZSubjectTopicParams,
    response: ZCollectFlag,
    okMsg: '已取消收藏',
    handler: ({ db, auth, params }) => uncollectTopic(db, auth, params.topicId),
  }),
  topicError(`${M}/topic-error`, '试题纠错（题干、答案、解析、考点标注有误或其他错误；均可为空）'),
  topicError('/paper/search/source/topic-error', '试题纠错（选题）'),
  defineRoute({
    method: 'POST',
    url: `${M}/topic/:paperId/:topicId`,
    summary: '加入试题篮（来自试卷）',
    tag: TAG,
    params: ZPaperTopicParams,
    response: ZBasketFlag,
    okMsg: '已加入试题篮',
    handler: async ({ db, auth, params }) => {
      await requireFinePaper(db, params.paperId, MATHS);
      return addToBasket(db, auth, params.topicId, MATHS);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/paper/math/nemt-topic/topic/:topicId',
    summary: '加入试题篮（高考真题等单题）',
    tag: TAG,
    params: ZTopicIdParams,
    response: ZBasketFlag,
    okMsg: '已加入试题篮',
    handler: ({ db, auth, params }) => addToBasket(db, auth, params.topicId, MATHS),
  }),
  defineRoute({
    method: 'DELETE',
    url: `${M}/cancel-topic/:topicId`,
    summary: '移出试题篮',
    tag: TAG,
    params: ZTopicIdParams,
    response: ZBasketFlag,
    okMsg: '已移出试题篮',
    handler: ({ db, auth, params }) => removeFromBasket(db, auth, params.topicId),
  }),
  defineRoute({
    method: 'POST',
    url: `${M}/paper/score`,
    summary: '设置组卷记录（正在编辑）的试题分值',
    tag: TAG,
    body: ZPaperScoreBody,
    response: ZPaperScoreResult,
    okMsg: '保存成功',
    conflict: true,
    handler: ({ db, auth, body }) => setRecordScores(db, auth, body.paperId, body.scores),
  }),
  defineRoute({
    method: 'POST',
    url: `${M}/export/paper/word`,
    summary: '导出试卷Word（paper试卷、paper-answer含答案解析、answer-sheet答题卡）',
    tag: TAG,
    body: ZExportWordBody,
    response: ZWordUrl,
    handler: async ({ db, auth, body }) => {
      const src = await loadPaperSource(db, auth, body.paperType, body.paperId, MATHS);
      return { wordUrl: fileUrl(body.paperType, body.paperId, body.kind), fileName: fileName(src.name, body.kind), ...fileUrls(body.paperType, body.paperId) };
    },
  }),
  ...sharedLibraryRoutes(M, MATHS, '数学试卷库'),
];

const E = '/paper/english/fine-quality';

export const englishLibraryRoutes: AnyRouteDef[] = [
  defineRoute({
    method: 'GET',
    url: `${E}/category`,
    summary: '英语试卷库分类及试卷数',
    tag: TAG,
    response: z.array(ZCategoryCount),
    handler: ({ db }) => categoryCounts(db, ENGLISH),
  }),
  defineRoute({
    method: 'POST',
    url: `${E}/page`,
    summary: '英语试卷库列表（分类、年级、年份、类型、省份、教材版本、关键词筛选）',
    tag: TAG,
    body: ZFinePaperQuery,
    response: ZFinePaperPage,
    handler: ({ db, auth, body }) => listFinePapers(db, auth, ENGLISH, body),
  }),
  defineRoute({
    method: 'POST',
    url: `${E}/collect`,
    summary: '收藏英语试卷',
    tag: TAG,
    body: ZCollectPaperBody,
    response: ZCollectFlag,
    okMsg: '收藏成功',
    handler: ({ db, auth, body }) => collectPaper(db, auth, body.paperId, ENGLISH),
  }),
  defineRoute({
    method: 'DELETE',
    url: `${E}/cancel-collect/:paperId`,
    summary: '取消收藏英语试卷',
    tag: TAG,
    params: ZPaperIdParams,
    response: ZCollectFlag,
    okMsg: '已取消收藏',
    handler: ({ db, auth, params }) => uncollectPaper(db, auth, params.paperId, ENGLISH),
  }),
  defineRoute({
    method: 'GET',
    url: `${E}/detail/:paperId`,
    summary: '英语精品试卷详情',
    tag: TAG,
    params: ZPaperIdParams,
    response: ZFinePaperDetail,
    handler: ({ db, auth, params }) => finePaperDetail(db, auth, params.paperId, ENGLISH),
  }),
  defineRoute({
    method: 'POST',
    url: `${E}/topic/:paperId/:topicId`,
    summary: '加入试题篮',
    tag: TAG,
    params: ZPaperTopicParams,
    response: ZBasketFlag,
    okMsg: '已加入试题篮',
    handler: async ({ db, auth, params }) => {
      await requireFinePaper(db, params.paperId, ENGLISH);
      return addToBasket(db, auth, params.topicId, ENGLISH);
    },
  }),
  defineRoute({
    method: 'DELETE',
    url: `${E}/cancel-topic/:topicId`,
    summary: '移出试题篮',
    tag: TAG,
    params: ZTopicIdParams,
    response: ZBasketFlag,
    okMsg: '已移出试题篮',
    handler: ({ db, auth, params }) => removeFromBasket(db, auth, params.topicId),
  }),
  defineRoute({
    method: 'POST',
    url: `${E}/collect-topic/:paperId/:topicId`,
    summary: '收藏试题',
    tag: TAG,
    params: ZPaperTopicParams,
    response: ZCollectFlag,
    okMsg: '收藏成功',
    handler: async ({ db, auth, params }) => {
      await requireFinePaper(db, params.paperId, ENGLISH);
      return collectTopic(db, auth, params.topicId, params.paperId, ENGLISH);
    },
  }),
  defineRoute({
    method: 'DELETE',
    url: `${E}/cancel-collect-topic/:topicId`,
    summary: '取消收藏试题',
    tag: TAG,
    params: ZTopicIdParams,
    response: ZCollectFlag,
    okMsg: '已取消收藏',
    handler: ({ db, auth, params }) => uncollectTopic(db, auth, params.topicId),
  }),
  topicError(`${E}/topic-error`, '英语试题纠错（均可为空）'),
  defineRoute({
    method: 'GET',
    url: `${E}/analysis/:paperId`,
    summary: '英语精品试卷分析',
    tag: TAG,
    params: ZPaperIdParams,
    response: ZPaperAnalysis,
    handler: ({ db, auth, params }) => paperAnalysis(db, auth, PAPER_TYPE.FINE, params.paperId, ENGLISH),
  }),
  defineRoute({
    method: 'POST',
    url: `${E}/download/topic-answer/:paperId`,
    summary: '下载英语试卷（含答案解析）Word；wordUrl为下载地址',
    tag: TAG,
    params: ZPaperIdParams,
    response: ZWordUrl,
    handler: async ({ db, params }) => {
      const p = await requireFinePaper(db, params.paperId, ENGLISH);
      return { wordUrl: fileUrl(PAPER_TYPE.FINE, p.id, 'paper-answer'), fileName: fileName(p.name, 'paper-answer'), ...fileUrls(PAPER_TYPE.FINE, p.id) };
    },
  }),
  ...sharedLibraryRoutes(E, ENGLISH, '英语试卷库'),
];

/** 周月卷库 (both subjects) and the generic paper analysis endpoint by paper type. */
export const weekMonthRoutes: AnyRouteDef[] = [
  defineRoute({
    method: 'POST',
    url: '/qxk/topic/paper-resource/paper/week-month-test/page',
    summary: '周月卷库列表',
    tag: TAG,
    body: ZWeekMonthQuery,
    response: ZFinePaperPage,
    handler: ({ db, auth, body }) => listFinePapers(db, auth, [body.subjectId], body, LIBRARY_SCREENS.time),
  }),
  defineRoute({
    method: 'GET',
    url: '/qxk/topic/paper-resource/paper/itemId/week-month-test/:id',
    summary: '周月卷详情',
    tag: TAG,
    params: ZIdParams,
    response: ZFinePaperDetail,
    handler: ({ db, auth, params }) => finePaperDetail(db, auth, params.id, null),
  }),
  defineRoute({
    method: 'GET',
    url: '/paper/math/analysis/:paperType/:paperId',
    summary: '数学试卷分析（paperType 1精品试卷，2组卷记录）',
    tag: TAG,
    params: ZAnalysisParams,
    response: ZPaperAnalysis,
    handler: ({ db, auth, params }) => paperAnalysis(db, auth, params.paperType, params.paperId, MATHS),
  }),
];
