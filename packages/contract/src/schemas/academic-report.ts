/** Response shapes of the academic report pages (definitions in docs/statistics.md). */
import { z } from 'zod';
import { ZKpRef, ZPaperTopic } from './paper.js';
import { zDecimalParam, zId, zIntParam, zPageNo, zPageSize } from './common.js';

const num = z.number().nullable();
export const ZCountRate = z.object({ count: z.number(), rate: num });
export const ZScoreBand = z.object({ from: z.number(), to: z.number(), toInclusive: z.boolean(), count: z.number() });
export const ZGroupStats = z.object({
  participants: z.number(),
  absent: z.number(),
  average: num,
  max: num,
  min: num,
  median: num,
  stdDev: num,
  pass: ZCountRate,
  good: ZCountRate,
  excellent: ZCountRate,
  low: ZCountRate,
  bands: z.array(ZScoreBand),
});
export const ZClassStats = ZGroupStats.extend({ clazzId: z.number(), rank: num, aboveAverageRate: num });
export const ZOptionDistribution = z.object({ options: z.array(z.object({ option: z.string(), count: z.number() })), blank: z.number(), other: z.number() });
export const ZQuestionStats = z.object({
  participants: z.number(),
  average: num,
  scoringRate: num,
  stdDev: num,
  discrimination: num,
  itemRestCorrelation: num,
  fullMarkCount: z.number(),
  zeroCount: z.number(),
  optionDistribution: ZOptionDistribution.nullable(),
});

export const ZExamInfo = z.object({
  examId: z.number(),
  examGroupId: z.number(),
  name: z.string(),
  type: z.number(),
  typeName: z.string(),
  examDate: z.string(),
  subjectId: z.number(),
  subjectName: z.string(),
  fullScore: z.number(),
});

export const ZExamListItem = ZExamInfo.extend({
  hasScores: z.boolean(),
  /** Still being marked online: no scores or report until marking is finally complete. */
  inMarking: z.boolean(),
  participants: z.number(),
  average: num,
  gradeAverage: num,
  clazzRank: num,
  passRate: num,
  excellentRate: num,
});

export const ZStudentRow = z.object({
  studentId: z.number(),
  studentName: z.string(),
  studentNum: z.string(),
  missExam: z.boolean(),
  score: num,
  rank: num,
  gradeRank: num,
  compare: num,
  scoring: num,
  layered: z.string().nullable(),
  layeredName: z.string().nullable(),
  ratio: num,
  z: num,
  t: num,
  scores: z.array(z.number()).nullable(),
});

export const ZClazzSummary = z.object({
  exam: ZExamInfo,
  previousExamId: num,
  /** Students who sat both this exam and the previous one: 名次变化 re-ranks both over them. */
  compareCohort: num,
  clazz: ZClassStats,
  grade: ZGroupStats,
  clazzCount: z.number(),
  alpha: num,
  lines: z.object({ pass: z.number(), good: z.number(), excellent: z.number(), low: z.number() }),
  students: z.array(ZStudentRow),
});

export const ZTopicRow = z.object({
  questionId: z.number(),
  questionNo: z.string(),
  objective: z.boolean(),
  choiceKind: z.string().nullable(),
  options: z.string().nullable(),
  answerKey: z.string().nullable(),
  fullScore: z.number(),
  knowledgePoints: z.array(z.object({ kpId: z.number(), name: z.string() })),
  clazz: ZQuestionStats.nullable(),
  grade: ZQuestionStats.nullable(),
});

export const ZPointRow = z.object({
  kpId: z.number(),
  name: z.string(),
  questionNos: z.array(z.string()),
  fullScore: z.number(),
  clazzMastery: num,
  gradeMastery: num,
});

export const ZGradeCompare = z.object({
  exam: ZExamInfo,
  grade: ZGroupStats,
  alpha: num,
  /** q1 and q3: the 25th and 75th percentiles of the class's scores (for box plots). */
  classes: z.array(ZClassStats.extend({ clazzName: z.string(), sort: z.number(), q1: num, q3: num })),
});

export const ZRankRow = z.object({
  studentId: z.number(),
  studentName: z.string(),
  studentNum: z.string(),
  clazzName: z.string(),
  score: num,
  gradeRank: num,
  clazzRank: num,
  tier: z.string().nullable(),
  tierName: z.string().nullable(),
});

export const ZStudentAnswers = z.object({
  exam: ZExamInfo,
  clazzId: z.number(),
  clazzName: z.string(),
  studentId: z.number(),
  studentName: z.string(),
  studentNum: z.string(),
  missExam: z.boolean(),
  total: num,
  clazzRank: num,
  gradeRank: num,
  questions: z.array(
    z.object({
      questionId: z.number(),
      questionNo: z.string(),
      objective: z.boolean(),
      answerKey: z.string().nullable(),
      answer: z.string().nullable(),
      score: num,
      fullScore: z.number(),
      gradeScoringRate: num,
      /** The question's knowledge points (考点). */
      knowledgePoints: z.array(z.object({ kpId: z.number(), name: z.string() })),
    }),
  ),
});

const ZTabRow = ZStudentRow.extend({ distanceToPass: z.number(), fluctuation: num });
/** The class report's automatically written summary: one Chinese paragraph per topic (overview, questions, knowledge points, students). */
export const ZClassReportView = z.object({ clazzName: z.string(), paragraphs: z.array(z.string()) });

export const ZStudentTabs = z.object({
  settings: z.object({ bigRankChange: z.number(), criticalMargin: z.number(), fluctuationRank: z.number(), fluctuationExams: z.number(), passLine: z.number() }),
  improved: z.array(ZTabRow),
  declined: z.array(ZTabRow),
  critical: z.array(ZTabRow),
  fluctuating: z.array(ZTabRow),
  top10: z.array(ZTabRow),
  last10: z.array(ZTabRow),
});

export const ZOptionStudentsQuery = z.object({
  questionId: zId('题目ID'),
  option: z.string().trim().regex(/^([A-H]|blank|other)$/, { error: '选项只能是A-H、blank或other' }),
});

export const ZClazzTrendRow = z.object({
  examId: z.number(),
  name: z.string(),
  typeName: z.string(),
  examDate: z.string(),
  fullScore: z.number(),
  average: num,
  gradeAverage: num,
  rank: num,
  clazzCount: z.number(),
  passRate: num,
  excellentRate: num,
  lowRate: num,
  aboveAverageRate: num,
});
/** /academic/grade/trend: a grade's classes over the term in one subject. */
export const ZGradeTrend = z.object({
  exams: z.array(z.object({ examId: z.number(), name: z.string(), typeName: z.string(), examDate: z.string(), fullScore: z.number(), gradeAverage: num, clazzCount: z.number() })),
  classes: z.array(
    z.object({
      clazzId: z.number(),
      clazzName: z.string(),
      /** One row per exam the class sat, in the order of `exams`. */
      rows: z.array(z.object({ examId: z.number(), average: num, rank: num, passRate: num, excellentRate: num, lowRate: num, aboveAverageRate: num })),
    }),
  ),
});
export type TGradeTrend = z.infer<typeof ZGradeTrend>;
export const ZPointTrendRow = z.object({ kpId: z.number(), name: z.string(), exams: z.number(), fullScore: z.number(), clazzMastery: z.number(), gradeMastery: z.number() });
export const ZStudentTrend = z.object({
  studentId: z.number(),
  studentName: z.string(),
  studentNum: z.string(),
  clazzId: z.number(),
  exams: z.array(
    z.object({
      examId: z.number(),
      name: z.string(),
      typeName: z.string(),
      examDate: z.string(),
      fullScore: z.number(),
      missExam: z.boolean(),
      score: num,
      clazzRank: num,
      gradeRank: num,
      tier: z.string().nullable(),
      participants: z.number(),
      clazzAverage: num,
      gradeAverage: num,
    }),
  ),
  /**
   * 名次变化 from the first to the last exam with a rank (positive: improved), both re-ranked over the
   * students present in both (docs/statistics.md, "Rank change"); null with fewer than two.
   */
  rankGain: num.optional(),
  /** How many students sat both of those exams. */
  rankGainCohort: num.optional(),
});
export const ZStudentPoints = z.object({
  studentId: z.number(),
  studentName: z.string(),
  points: z.array(z.object({ kpId: z.number(), name: z.string(), chapter: z.string().nullable(), questions: z.number(), fullScore: z.number(), mastery: z.number() })),
  guide: z.array(z.object({ kpId: z.number(), name: z.string(), mastery: z.number(), advice: z.string() })),
});
export const ZExamCountRow = z.object({ type: z.number(), typeName: z.string(), count: z.number() });

export const ZReviewRow = z.object({
  reviewId: z.number(),
  examId: z.number(),
  examName: z.string(),
  subjectName: z.string(),
  studentId: z.number(),
  studentName: z.string(),
  studentNum: z.string(),
  clazzName: z.string(),
  questionId: z.number(),
  questionNo: z.string(),
  fullScore: z.number(),
  currentScore: num,
  proposedScore: num,
  reason: z.string(),
  requesterName: z.string(),
  status: z.number(),
  statusName: z.string(),
  reply: z.string().nullable(),
  createdAt: z.string(),
  canHandle: z.boolean(),
});
export const ZReviewQuery = z.object({
  status: zIntParam('状态', { min: 0, max: 2, minMessage: '状态只能是0、1或2', maxMessage: '状态只能是0、1或2' }).optional(),
  pageNo: zPageNo(),
  pageSize: zPageSize(10),
});

export const ZGroupTotal = z.object({
  examGroupId: z.number(),
  name: z.string(),
  fullScore: z.number(),
  subjects: z.array(z.object({ subjectId: z.number(), subjectName: z.string(), fullScore: z.number() })),
  grade: ZGroupStats,
  classes: z.array(ZClassStats.extend({ clazzName: z.string() })),
  students: z.array(
    z.object({
      studentId: z.number(),
      studentName: z.string(),
      studentNum: z.string(),
      clazzName: z.string(),
      total: num,
      clazzRank: num,
      gradeRank: num,
      tierName: z.string().nullable(),
      subjectScores: z.array(num),
      missedSubjects: z.number(),
    }),
  ),
});
export const ZGroupTotalQuery = z.object({ clazzId: zId('班级ID').optional() });

export const ZContrastBody = z.object({
  items: z
    .array(z.object({ examId: z.number({ error: '请选择考试' }).int().positive(), clazzId: z.number({ error: '请选择班级' }).int().positive() }))
    .min(2, { error: '请至少选择两项进行对比' })
    .max(4, { error: '最多对比四项' }),
});
export const ZContrastResult = z.array(z.object({ exam: ZExamInfo, clazzId: z.number(), clazz: ZClassStats, grade: ZGroupStats, clazzCount: z.number() }));

export const ZWrongTopicQuery = z.object({
  clazzId: zId('班级ID'),
  subjectId: zId('学科ID'),
  semesterId: zId('学期ID').optional(),
  examId: zId('考试ID').optional(),
  kpId: zId('知识点ID').optional(),
  maxRate: zDecimalParam('得分率').pipe(z.number().gt(0, { error: '得分率须在0到1之间' }).max(1, { error: '得分率须在0到1之间' })).default(0.6),
});
export const ZWrongTopicRow = z.object({
  examId: z.number(),
  examName: z.string(),
  examDate: z.string(),
  questionId: z.number(),
  questionNo: z.string(),
  objective: z.boolean(),
  answerKey: z.string().nullable(),
  fullScore: z.number(),
  clazzRate: z.number(),
  gradeRate: num,
  wrongCount: z.number(),
  knowledgePoints: z.array(z.object({ kpId: z.number(), name: z.string() })),
});
export const ZPracticeSheetBody = z.object({
  clazzId: z.number({ error: '请选择班级' }).int().positive(),
  title: z.string().trim().min(1, { error: '请填写标题' }).max(50, { error: '标题最长50个字符' }).default('错题重练单'),
  items: z.array(z.object({ examId: z.number().int().positive(), questionId: z.number().int().positive() })).min(1, { error: '请至少选择一道题' }).max(50, { error: '一次最多50道题' }),
});

const ZWrongItem = z.object({ examId: z.number({ error: '考试ID必须是数字' }).int().positive(), questionId: z.number({ error: '题目ID必须是数字' }).int().positive() });

/** 变式训练: similar bank questions for the chosen wrong questions. */
export const ZVariantBody = z.object({
  clazzId: z.number({ error: '请选择班级' }).int().positive(),
  items: z.array(ZWrongItem).min(1, { error: '请至少选择一道题' }).max(50, { error: '一次最多50道题' }),
  /** Bank questions per wrong question. */
  perQuestion: z.number({ error: '每题变式题数量必须是数字' }).int().min(1, { error: '每题变式题数量为1-5道' }).max(5, { error: '每题变式题数量为1-5道' }).default(2),
  /** Questions already shown, for 换一批. */
  excludeTopicIds: z.array(z.number().int().positive()).max(1000, { error: '排除的题目最多1000道' }).default([]),
});
export const ZVariantGroup = z.object({
  examId: z.number(),
  questionId: z.number(),
  examName: z.string(),
  questionNo: z.string(),
  /** The grade's scoring rate of the wrong question, which sets the target difficulty. */
  gradeRate: num,
  /** 1 超易 … 6 超难 */
  targetDifficulty: z.number(),
  knowledgePoints: z.array(ZKpRef),
  /** Numbered 1, 2 … across the groups, as in the Word set. */
  topics: z.array(ZPaperTopic),
});
export type TVariantGroup = z.infer<typeof ZVariantGroup>;
export const ZVariantSheetBody = z.object({
  clazzId: z.number({ error: '请选择班级' }).int().positive(),
  title: z.string().trim().min(1, { error: '请填写标题' }).max(50, { error: '标题最长50个字符' }).default('变式训练'),
  groups: z
    .array(ZWrongItem.extend({ topicIds: z.array(z.number().int().positive()).min(1, { error: '每道错题至少保留一道变式题' }).max(5, { error: '每道错题最多5道变式题' }) }))
    .min(1, { error: '请至少选择一道变式题' })
    .max(50, { error: '一次最多50道错题' }),
});

export const ZScoreUpRow = z.object({
  studentId: z.number(),
  studentName: z.string(),
  studentNum: z.string(),
  score: z.number(),
  nextLine: z.string().nullable(),
  gapToNext: num,
  focus: z.array(z.object({ kpId: z.number(), name: z.string(), lostPoints: z.number() })),
});

export const ZExamGroupView = z.object({
  examGroupId: z.number(),
  name: z.string(),
  type: z.number(),
  typeName: z.string(),
  examDate: z.string(),
  gradeId: z.number(),
  gradeName: z.string(),
  semesterId: z.number(),
  markType: z.number(),
  markStatus: z.number(),
  canManage: z.boolean(),
  clazzes: z.array(z.object({ clazzId: z.number(), clazzName: z.string() })),
  exams: z.array(z.object({ examId: z.number(), subjectId: z.number(), subjectName: z.string(), fullScore: z.number(), studentCount: z.number() })),
});
export type TExamGroupView = z.infer<typeof ZExamGroupView>;

export const ZQuestionView = z.object({
  questionId: z.number(),
  idx: z.number(),
  questionNo: z.string(),
  objective: z.boolean(),
  choiceKind: z.string().nullable(),
  options: z.string().nullable(),
  answerKey: z.string().nullable(),
  fullScore: z.number(),
  partialScore: z.number(),
  knowledgePointIds: z.array(z.number()),
  knowledgePoints: z.array(z.object({ kpId: z.number(), name: z.string() })),
});
export type TQuestionView = z.infer<typeof ZQuestionView>;

const ZImportError = z.object({ row: z.number(), column: z.string(), message: z.string() });

/**
 * An import that would change scores already stored is not written: the answer lists, per class,
 * how many students' stored scores would change, with a token to send back (re-uploading the same
 * file with ?confirmToken=) once the teacher has confirmed. The token binds the file's content and
 * the exam's score version: after any other change to the exam's scores it no longer applies.
 */
export const ZImportPending = z.object({
  confirmToken: z.string(),
  /** Students whose stored scores would change. */
  changed: z.number(),
  /** Students without scores yet who would be added. */
  added: z.number(),
  classes: z.array(z.object({ clazzId: z.number(), clazzName: z.string(), changed: z.number() })),
});
export type TImportPending = z.infer<typeof ZImportPending>;

export const ZImportResult = z.object({
  /** Students in the file (rows with a 缺考 mark or at least one question cell). */
  imported: z.number(),
  absent: z.number(),
  /** Of the students in the file: without scores before, with changed scores, as stored already. */
  added: z.number(),
  changed: z.number(),
  unchanged: z.number(),
  /** Rows of students whose 缺考 and question cells are all empty: not in the file, scores untouched. */
  skipped: z.number(),
  errors: z.array(ZImportError),
  /** Set when nothing was written because the import needs a confirmation. */
  pending: ZImportPending.nullable(),
});
export type TImportResult = z.infer<typeof ZImportResult>;

/** An id the import dialog makes up so it can poll the import's progress while the upload request runs. */
const progressId = z.string().regex(/^[A-Za-z0-9-]{8,64}$/, { error: '进度ID只能是8-64位字母、数字或连字符' });
export const ZImportQuery = z.object({
  progressId: progressId.optional(),
  confirmToken: z
    .string()
    .regex(/^v\d{1,10}-[0-9a-f]{32}$/, { error: '确认凭据格式不正确，请重新上传文件' })
    .optional(),
});
export const ZScoreTemplateQuery = z.object({ clazzId: zId('班级ID').optional() });
export const ZImportProgressParams = z.object({ progressId });
export const ZImportProgress = z.object({
  stage: z.enum(['read', 'check', 'confirm', 'write', 'report', 'done', 'failed']),
  /** 正在读取文件, 正在校验成绩 … */
  stageName: z.string(),
  /** Rows done and the stage's total (0 when the stage has no row count). */
  done: z.number(),
  total: z.number(),
  /** Overall 0-100 across the stages. */
  percent: z.number(),
});
export type TImportProgress = z.infer<typeof ZImportProgress>;

/** One change of an exam's scores that kept the previous values (docs/score-import.md). */
export const ZScoreHistoryItem = z.object({
  entryNo: z.number(),
  /** import: an Excel import; edit: PUT …/score; miss: PUT …/miss; undo: an import undone. */
  kind: z.enum(['import', 'edit', 'miss', 'review', 'marking', 'undo']),
  teacherName: z.string(),
  createdAt: z.string(),
  fileName: z.string().nullable(),
  /** Students written; of them without scores before (added) and with stored scores changed. */
  students: z.number(),
  added: z.number(),
  changed: z.number(),
  undone: z.boolean(),
  undoneAt: z.string().nullable(),
  undoneBy: z.string().nullable(),
});
export type TScoreHistoryItem = z.infer<typeof ZScoreHistoryItem>;

export const ZScoreHistory = z.object({
  /** The exam's score version: send it back to undo, so an undo never applies to scores changed since. */
  scoreVersion: z.number(),
  /** The import that 撤销 would undo: the newest import not undone yet (null when none). */
  undoableEntryNo: z.number().nullable(),
  /** Students of that import whose scores were changed by hand (修改成绩, 缺考) after it: undoing it rolls those changes back too. */
  editedSinceUndoable: z.number(),
  list: z.array(ZScoreHistoryItem),
});
export type TScoreHistory = z.infer<typeof ZScoreHistory>;

export const ZScoreUndoBody = z.object({
  scoreVersion: z.number({ error: '请刷新导入记录后再撤销' }).int().min(0),
});
export const ZScoreUndoResult = z.object({ restored: z.number(), removed: z.number() });
export type TScoreUndoResult = z.infer<typeof ZScoreUndoResult>;


export const ZKnowledgePoint = z.object({ kpId: z.number(), name: z.string(), parentId: z.number().nullable(), subjectId: z.number() });
export const ZKnowledgePointQuery = z.object({ subjectId: zId('学科ID') });

export const ZExamDetail = ZExamInfo.extend({
  inMarking: z.boolean(),
  clazzes: z.array(z.object({ clazzId: z.number(), clazzName: z.string(), hasScores: z.boolean() })),
});
