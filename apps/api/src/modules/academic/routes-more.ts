/** Score reviews (applylist), the group total ranking (rankinglist) and contrast. */
import { z } from 'zod';
import {
  entryPosts,
  ZContrastBody,
  ZContrastResult,
  ZExamGroupParams,
  ZExamParams,
  ZGroupTotal,
  ZGroupTotalQuery,
  ZPracticeSheetBody,
  ZVariantBody,
  ZVariantGroup,
  ZVariantSheetBody,
  ZExamClazzParams,
  ZScoreUpRow,
  ZWrongTopicQuery,
  ZWrongTopicRow,
  ZReviewCreate,
  ZReviewHandle,
  ZReviewParams,
  ZReviewQuery,
  ZReviewRow,
  zPage,
} from '@app/contract';
import { defineRoute } from '../../http/route.js';
import { DOCX_TYPE, sendFile } from '../../http/send-file.js';
import { groupTotal } from './group-total.js';
import { clazzSummary } from './report-queries.js';
import { createReview, handleReview, listReviews } from './reviews.js';
import { practiceSheet, wrongTopics } from './wrong-topics.js';
import { findVariants, variantSheet } from './variant-training.js';
import { scoreUp } from './score-up.js';

export const academicMoreRoutes = [
  defineRoute({
    method: 'POST',
    url: '/academic/exam/:examId/review',
    summary: '申请复核某题得分',
    tag: 'academic',
    params: ZExamParams,
    body: ZReviewCreate,
    response: z.object({ reviewId: z.number() }),
    okMsg: '复核申请已提交',
    handler: async ({ db, auth, params, body }) => ({ reviewId: await createReview(db, auth, params.examId, body) }),
  }),
  defineRoute({
    method: 'GET',
    url: '/academic/review/page',
    summary: '复核申请列表（我提交的与我管理的考试的）',
    tag: 'academic',
    query: ZReviewQuery,
    response: zPage(ZReviewRow),
    handler: ({ db, auth, query }) => listReviews(db, auth, query),
  }),
  defineRoute({
    method: 'PUT',
    url: '/academic/review/:reviewId',
    summary: '处理复核申请（通过并改分，或驳回）',
    tag: 'academic',
    params: ZReviewParams,
    body: ZReviewHandle,
    response: z.null(),
    okMsg: '已处理',
    handler: async ({ db, auth, params, body }) => {
      await handleReview(db, auth, params.reviewId, body);
      return null;
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/academic/exam-group/:examGroupId/total',
    summary: '总分成绩与排名（班主任、年级组长、校长）',
    tag: 'academic',
    params: ZExamGroupParams,
    query: ZGroupTotalQuery,
    response: ZGroupTotal,
    // The posts of the 成绩排名 menu entry (the contract's menu table): the menu offers it to no one this refuses.
    posts: { allowed: entryPosts('rankinglist'), message: '总分排名仅对班主任、年级组长和校长开放' },
    handler: ({ db, auth, params, query }) => groupTotal(db, auth, params.examGroupId, query.clazzId),
  }),
  defineRoute({
    method: 'POST',
    url: '/academic/contrast',
    summary: '考试或班级对比（2-4项并列）',
    tag: 'academic',
    body: ZContrastBody,
    response: ZContrastResult,
    handler: async ({ db, auth, body }) => {
      const out = [];
      for (const item of body.items) {
        const s = await clazzSummary(db, auth, item.examId, item.clazzId);
        out.push({ exam: s.exam, clazzId: item.clazzId, clazz: s.clazz, grade: s.grade, clazzCount: s.clazzCount });
      }
      return out;
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/academic/wrongtopic',
    summary: '班级错题（本学期得分率低于阈值的题目，可按考试、知识点筛选）',
    tag: 'academic',
    query: ZWrongTopicQuery,
    response: z.array(ZWrongTopicRow),
    handler: ({ db, auth, query }) => wrongTopics(db, auth, query),
  }),
  defineRoute({
    method: 'POST',
    url: '/academic/wrongtopic/variants',
    summary: '变式训练：为所选错题从题库找同知识点、难度相近的题目（可排除已看过的题目换一批）',
    tag: 'academic',
    body: ZVariantBody,
    response: z.array(ZVariantGroup),
    handler: ({ db, auth, body }) => findVariants(db, auth, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/academic/wrongtopic/variant-sheet',
    summary: '下载变式训练题（Word，答案与解析在最后）',
    tag: 'academic',
    body: ZVariantSheetBody,
    response: z.null(),
    download: { contentType: DOCX_TYPE },
    handler: async ({ db, storage, auth, body, reply }) => sendFile(reply, await variantSheet(db, auth, body, storage), DOCX_TYPE),
  }),
  defineRoute({
    method: 'POST',
    url: '/academic/wrongtopic/practice-sheet',
    summary: '生成错题重练单（Word）',
    tag: 'academic',
    body: ZPracticeSheetBody,
    response: z.null(),
    download: { contentType: DOCX_TYPE },
    handler: async ({ db, storage, auth, body, reply }) => sendFile(reply, await practiceSheet(db, auth, body, storage), DOCX_TYPE),
  }),
  defineRoute({
    method: 'GET',
    url: '/academic/exam/:examId/clazz/:clazzId/score-up',
    summary: '提分宝：每名学生距下一分数线的差距与失分最多的知识点',
    tag: 'academic',
    params: ZExamClazzParams,
    response: z.array(ZScoreUpRow),
    handler: ({ db, auth, params }) => scoreUp(db, auth, params.examId, params.clazzId),
  }),
];
