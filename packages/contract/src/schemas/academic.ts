import { z } from 'zod';
import { zId, zIntParam, zPageNo, zPageSize } from './common.js';

/** Report settings (scoresetting / reportsetting); lines are fractions of the full score. */
export const ZReportSettings = z
  .object({
    passRate: z.number({ error: '及格线必须是数字' }).gt(0, { error: '及格线须大于0' }).max(1, { error: '及格线不能超过满分' }),
    goodRate: z.number({ error: '良好线必须是数字' }).gt(0, { error: '良好线须大于0' }).max(1, { error: '良好线不能超过满分' }),
    excellentRate: z.number({ error: '优秀线必须是数字' }).gt(0, { error: '优秀线须大于0' }).max(1, { error: '优秀线不能超过满分' }),
    lowRate: z.number({ error: '低分线必须是数字' }).gt(0, { error: '低分线须大于0' }).max(1, { error: '低分线不能超过满分' }),
    bandWidth: z.number({ error: '分数段宽度必须是数字' }).min(1, { error: '分数段宽度至少为1分' }).max(100, { error: '分数段宽度最多100分' }),
    totalBandWidth: z.number({ error: '总分分数段宽度必须是数字' }).min(1, { error: '总分分数段宽度至少为1分' }).max(300, { error: '总分分数段宽度最多300分' }),
    tierCutoffs: z.object({
      top: z.number().gt(0).lt(1, { error: '尖子生比例须在0到1之间' }),
      excellent: z.number().gt(0).lt(1, { error: '优秀生比例须在0到1之间' }),
      middle: z.number().gt(0).lt(1, { error: '中等生比例须在0到1之间' }),
    }),
    /** Rank change (grade ranks) that counts as 大幅进步 / 大幅退步. */
    bigRankChange: z.number().int().min(1, { error: '大幅进退名次至少为1' }).max(10000),
    /** Points around the pass line that make a 临界生. */
    criticalMargin: z.number().min(0, { error: '临界分差不能为负' }).max(100),
    /** Rank swing over the last exams that makes a 波动生, and how many exams to look at. */
    fluctuationRank: z.number().int().min(1, { error: '波动名次至少为1' }).max(10000),
    fluctuationExams: z.number().int().min(2, { error: '波动考试次数至少为2' }).max(10),
  })
  .refine((s) => s.lowRate < s.passRate && s.passRate <= s.goodRate && s.goodRate <= s.excellentRate, {
    error: '分数线须满足：低分线 < 及格线 ≤ 良好线 ≤ 优秀线',
    path: ['passRate'],
  })
  .refine((s) => s.tierCutoffs.top < s.tierCutoffs.excellent && s.tierCutoffs.excellent < s.tierCutoffs.middle, {
    error: '分层比例须满足：尖子生 < 优秀生 < 中等生',
    path: ['tierCutoffs'],
  });
export type TReportSettings = z.infer<typeof ZReportSettings>;

export const DEFAULT_REPORT_SETTINGS: TReportSettings = {
  passRate: 0.6,
  goodRate: 0.7,
  excellentRate: 0.85,
  lowRate: 0.4,
  bandWidth: 10,
  totalBandWidth: 50,
  tierCutoffs: { top: 0.1, excellent: 0.3, middle: 0.8 },
  bigRankChange: 50,
  criticalMargin: 5,
  fluctuationRank: 50,
  fluctuationExams: 3,
};

export const ZQuestionInput = z
  .object({
    questionNo: z
      .string({ error: '请填写题号' })
      .trim()
      .regex(/^\d{1,3}(\(\d{1,2}\))?$/, { error: '题号格式应为数字，小题写作17(1)' }),
    objective: z.boolean({ error: '请选择客观题或主观题' }),
    choiceKind: z.enum(['single', 'multiple'], { error: '选择题类型只能是单选或多选' }).nullable().default(null),
    options: z
      .string()
      .regex(/^[A-H]{2,8}$/, { error: '选项须为A开始的连续字母，如ABCD' })
      .nullable()
      .default(null),
    answerKey: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-H]{1,8}$/, { error: '答案须为选项字母，如A或ACD' })
      .nullable()
      .default(null),
    fullScore: z.number({ error: '满分必须是数字' }).gt(0, { error: '满分须大于0' }).max(200, { error: '单题满分最多200分' }),
    partialScore: z.number({ error: '部分得分必须是数字' }).min(0, { error: '部分得分不能为负' }).default(0),
    knowledgePointIds: z.array(zId('知识点ID')).max(10, { error: '每题最多10个知识点' }).default([]),
  })
  .superRefine((q, ctx) => {
    if (!q.objective) return;
    if (!q.choiceKind) ctx.addIssue({ code: 'custom', message: `第${q.questionNo}题是客观题，须选择单选或多选`, path: ['choiceKind'] });
    if (!q.options) ctx.addIssue({ code: 'custom', message: `第${q.questionNo}题是客观题，须填写选项`, path: ['options'] });
    if (!q.answerKey) ctx.addIssue({ code: 'custom', message: `第${q.questionNo}题是客观题，须填写答案`, path: ['answerKey'] });
    if (q.options && q.answerKey && [...q.answerKey].some((c) => !q.options!.includes(c))) {
      ctx.addIssue({ code: 'custom', message: `第${q.questionNo}题的答案不在选项范围内`, path: ['answerKey'] });
    }
    if (q.choiceKind === 'single' && q.answerKey && q.answerKey.length !== 1) {
      ctx.addIssue({ code: 'custom', message: `第${q.questionNo}题是单选题，答案只能有一个字母`, path: ['answerKey'] });
    }
    if (q.partialScore >= q.fullScore) ctx.addIssue({ code: 'custom', message: `第${q.questionNo}题的部分得分须小于满分`, path: ['partialScore'] });
  });
export type TQuestionInput = z.infer<typeof ZQuestionInput>;

export const ZPaperInput = z.object({
  questions: z
    .array(ZQuestionInput)
    .min(1, { error: '试卷至少要有一道题' })
    .max(200, { error: '试卷最多200道题' })
    .refine((qs) => new Set(qs.map((q) => q.questionNo)).size === qs.length, { error: '题号不能重复' }),
});
export type TPaperInput = z.infer<typeof ZPaperInput>;

export const ZExamGroupInput = z.object({
  name: z.string({ error: '请填写考试名称' }).trim().min(1, { error: '请填写考试名称' }).max(100, { error: '考试名称最长100个字符' }),
  type: z.number({ error: '请选择考试类型' }).int().min(1, { error: '考试类型只能是1-9' }).max(9, { error: '考试类型只能是1-9' }),
  examDate: z.string({ error: '请选择考试日期' }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: '考试日期格式应为yyyy-MM-dd' }),
  gradeId: zId('年级ID'),
  clazzIds: z.array(zId('班级ID')).min(1, { error: '请至少选择一个班级' }).max(200),
  subjects: z
    .array(z.object({ subjectId: zId('学科ID'), fullScore: z.number().gt(0, { error: '学科满分须大于0' }).max(1000) }))
    .min(1, { error: '请至少选择一个学科' })
    .max(20)
    .refine((s) => new Set(s.map((x) => x.subjectId)).size === s.length, { error: '学科不能重复' }),
});
export type TExamGroupInput = z.infer<typeof ZExamGroupInput>;

export const ZExamTypeBody = z.object({ type: z.number({ error: '请选择考试类型' }).int().min(1, { error: '考试类型只能是1-9' }).max(9, { error: '考试类型只能是1-9' }) });
export const ZExamGroupParams = z.object({ examGroupId: zId('考试ID') });
export const ZExamParams = z.object({ examId: zId('学科考试ID') });
export const ZExamClazzParams = ZExamParams.extend({ clazzId: zId('班级ID') });
export const ZExamStudentParams = ZExamParams.extend({ studentId: zId('学生ID') });

export const ZExamGroupQuery = z.object({
  semesterId: zId('学期ID').optional(),
  type: zIntParam('考试类型', { min: 1, max: 9, minMessage: '考试类型只能是1-9', maxMessage: '考试类型只能是1-9' }).optional(),
  keyword: z.string().trim().max(50).optional(),
  pageNo: zPageNo(),
  pageSize: zPageSize(10),
});

export const ZExamListQuery = z.object({
  clazzId: zId('班级ID'),
  subjectId: zId('学科ID'),
  type: zIntParam('考试类型', { min: 1, max: 9, minMessage: '考试类型只能是1-9', maxMessage: '考试类型只能是1-9' }).optional(),
  /** Only the exams of one semester (all semesters when absent). */
  semesterId: zId('学期ID').optional(),
  pageNo: zPageNo(),
  pageSize: zPageSize(10),
});

export const ZMissBody = z.object({ studentId: zId('学生ID'), missExam: z.boolean({ error: 'missExam须为true或false' }) });
export const ZOverwriteBody = z.object({
  studentId: zId('学生ID'),
  scores: z.array(z.number({ error: '分数必须是数字' }).min(0, { error: '分数不能为负' })).min(1),
  answers: z.array(z.string().max(8).nullable()).optional(),
  reason: z.string().trim().min(1, { error: '请填写修改原因' }).max(200, { error: '修改原因最长200个字符' }),
});

export const ZReviewCreate = z.object({
  studentId: zId('学生ID'),
  questionId: zId('题目ID'),
  reason: z.string().trim().min(1, { error: '请填写复核原因' }).max(500, { error: '复核原因最长500个字符' }),
  proposedScore: z.number().min(0, { error: '建议分数不能为负' }).nullable().default(null),
});
export const ZReviewHandle = z.object({
  accept: z.boolean({ error: '请选择通过或驳回' }),
  newScore: z.number().min(0, { error: '分数不能为负' }).nullable().default(null),
  reply: z.string().trim().max(500).default(''),
});
export const ZReviewParams = z.object({ reviewId: zId('复核申请ID') });

export const ZClazzSubjectQuery = z.object({
  clazzId: zId('班级ID'),
  subjectId: zId('学科ID'),
  semesterId: zId('学期ID').optional(),
  type: zIntParam('考试类型', { min: 1, max: 9, minMessage: '考试类型只能是1-9', maxMessage: '考试类型只能是1-9' }).optional(),
});
export const ZGradeSubjectQuery = z.object({
  gradeId: zId('年级ID'),
  subjectId: zId('学科ID'),
  semesterId: zId('学期ID').optional(),
  type: zIntParam('考试类型', { min: 1, max: 9, minMessage: '考试类型只能是1-9', maxMessage: '考试类型只能是1-9' }).optional(),
});
export const ZStudentSubjectQuery = z.object({ studentId: zId('学生ID'), subjectId: zId('学科ID'), semesterId: zId('学期ID').optional() });
