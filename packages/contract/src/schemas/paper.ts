/**
 * Paper centre (组卷中心) contract: question bank, fine-quality paper libraries (maths and English,
 * 周月卷库, 创新套卷, 二轮专题训练卷, 高考真题, 名师猜作文 / 高考作文), collections, the question basket,
 * error reports, comments and votes, paper analysis, test records (组卷记录), the paper-record
 * detail, send to print and the downloads. Spec sections 2-5, 7 and 9; docs/paper-centre.md.
 *
 * The constants the spec gives exactly (print checks, length limits, statuses, difficulty names)
 * live here or in constants.ts once; the pure rules built on them are in paper-rules.ts.
 */
import { z } from 'zod';
import { zId, zIntParam, zPageNo, zPageSize } from './common.js';

// ---------------------------------------------------------------- constants

/** The library subjects: maths 3 and English 8 (spec section 6). */
export const PAPER_SUBJECT = { MATHS: 3, ENGLISH: 8 } as const;

/** paperType of the analysis view, print settings and exports: 1 fine paper, 2 paper record (spec section 7). */
export const PAPER_TYPE = { FINE: 1, RECORD: 2 } as const;

/** Library categories (fine_paper.category). 名师猜作文 and 高考作文 form the gkyten screen. */
export const FINE_PAPER_CATEGORIES = ['精品试卷', '周月卷', '创新套卷', '二轮专题训练卷', '高考真题', '名师猜作文', '高考作文'] as const;
export type TFinePaperCategory = (typeof FINE_PAPER_CATEGORIES)[number];
/** Which library screen lists which categories. */
export const LIBRARY_SCREENS = {
  fine: ['精品试卷', '高考真题'],
  time: ['周月卷'],
  innovate: ['创新套卷'],
  trainsecond: ['二轮专题训练卷'],
  gaokao: ['高考真题'],
  gkyten: ['名师猜作文', '高考作文'],
} as const satisfies Record<string, readonly TFinePaperCategory[]>;

/** Maths question types (题型). */
export const MATHS_TOPIC_TYPES = ['单选题', '多选题', '填空题', '解答题'] as const;

/**
 * English rendering groups of the paper-record detail (spec section 2): fill-in, correction and
 * writing types are one group, block types another; 完形填空, 阅读理解 and 单词拼写 are special.
 */
export const ENGLISH_FILL_TYPES = ['单项填空', '短文改错', '书面表达', '单句改错', '单句语法填空', '单句翻译', '概要写作', '读后续写'] as const;
export const ENGLISH_BLOCK_TYPES = ['任务型阅读', '七选五', '语法填空', '课文填空', '选词填空', '句子翻译', '完成句子', '阅读表达', '考试听力'] as const;
export const ENGLISH_SPECIAL_TYPES = ['完形填空', '阅读理解', '单词拼写'] as const;
export const ENGLISH_TOPIC_TYPES = [...ENGLISH_FILL_TYPES, ...ENGLISH_BLOCK_TYPES, ...ENGLISH_SPECIAL_TYPES] as const;

/**
 * How a question is rendered: 'fill' and 'block' are the two English groups, 'cloze', 'reading'
 * and 'spelling' the three special English types, 'choice' / 'text' maths with / without options.
 */
export const RENDER_GROUPS = ['fill', 'block', 'cloze', 'reading', 'spelling', 'choice', 'text'] as const;
export type TRenderGroup = (typeof RENDER_GROUPS)[number];

/**
 * Default score of one scored item per type, used by the basket and for questions without a
 * score. perSlave: the item is a sub-question, so a passage scores per sub-question × count.
 */
export const TOPIC_TYPE_DEFAULT_SCORES: Record<string, { score: number; perSlave: boolean }> = {
  单选题: { score: 5, perSlave: false },
  多选题: { score: 6, perSlave: false },
  填空题: { score: 5, perSlave: false },
  解答题: { score: 12, perSlave: false },
  单项填空: { score: 1, perSlave: true },
  短文改错: { score: 1, perSlave: true },
  书面表达: { score: 25, perSlave: false },
  单句改错: { score: 1, perSlave: true },
  单句语法填空: { score: 1, perSlave: true },
  单句翻译: { score: 2, perSlave: true },
  概要写作: { score: 15, perSlave: false },
  读后续写: { score: 25, perSlave: false },
  任务型阅读: { score: 1, perSlave: true },
  七选五: { score: 2, perSlave: true },
  语法填空: { score: 1.5, perSlave: true },
  课文填空: { score: 1, perSlave: true },
  选词填空: { score: 1, perSlave: true },
  句子翻译: { score: 2, perSlave: true },
  完成句子: { score: 2, perSlave: true },
  阅读表达: { score: 2, perSlave: true },
  考试听力: { score: 1.5, perSlave: true },
  完形填空: { score: 1.5, perSlave: true },
  阅读理解: { score: 2, perSlave: true },
  单词拼写: { score: 1, perSlave: true },
};
export const TOPIC_DEFAULT_SCORE = { score: 5, perSlave: false } as const;

/** Print mode (打印方式): 题卡合一 (0) is shown but disabled; 题卡分离 (1) is the choice (spec section 5). */
export const PRINT_ANSWER_TYPES = [
  { value: 0, label: '题卡合一', disabled: true },
  { value: 1, label: '题卡分离', disabled: false },
] as const;
/** Paper size and answer-sheet size: A4 (0) disabled, A3 (1) the choice. */
export const PRINT_PAPER_SIZES = [
  { value: 0, label: 'A4', disabled: true },
  { value: 1, label: 'A3', disabled: false },
] as const;
/** Marking mode (阅卷方式), sent as a string, with the spec's explanations: '3' shuffles the questions (large exams), '4' per class (daily practice). */
export const PRINT_MARK_TYPES = [
  { value: '3', label: '班级混合阅卷', description: '各班试卷混合，打乱题目阅卷，适用于大型考试' },
  { value: '4', label: '班级单独阅卷', description: '按班级分别阅卷，适用于日常练习' },
] as const;

/** The print-settings checks in the order they run, with their exact messages (spec section 5). */
export const PRINT_CHECKS = [
  { field: 'paperName', message: '试卷名称不能为空' },
  { field: 'answerType', message: '打印方式不能为空' },
  { field: 'paperSize', message: '试卷纸张不能为空' },
  { field: 'sheetSize', message: '答题卡纸张不能为空' },
  { field: 'examTime', message: '考试时间不能为空' },
  { field: 'examDate', message: '考试日期不能为空' },
  { field: 'markType', message: '阅卷方式不能为空' },
  { field: 'clazzIds', message: '考试班级不能为空' },
] as const;
export type TPrintCheckField = (typeof PRINT_CHECKS)[number]['field'];

/** Server-side refusals after the eight checks (options the form disables, dates, classes). */
export const PRINT_MESSAGES = {
  SENT: '发送成功',
  FAILED: '发送失败',
  DATE_FORMAT: '考试日期格式应为yyyy-MM-dd',
  DATE_TOO_EARLY: '考试日期不能早于昨天',
  ANSWER_TYPE_DISABLED: '题卡合一暂不支持，请选择题卡分离',
  SIZE_DISABLED: '暂只支持A3纸张',
  MARK_TYPE_INVALID: '阅卷方式只能是班级混合阅卷或班级单独阅卷',
  EXAM_TIME_RANGE: '考试时间应为1到600分钟',
  CLAZZ_NOT_FOUND: '考试班级不存在',
  CLAZZ_GRADE: '考试班级须为试卷所属年级的班级',
  CLAZZ_ONE_GRADE: '考试班级须属于同一年级',
  EMPTY_PAPER: '试卷中没有试题，不能发送打印',
  ALREADY_SENT: '该试卷已发送打印',
} as const;

/** Test-record statuses in the list's reading (spec section 4): 1 完成阅卷, 2 正在编辑, 3 发送打印, 4 扫描成功. */
export const TEST_RECORD_LIST_STATUS = { MARKING_COMPLETE: 1, EDITING: 2, SENT_TO_PRINT: 3, SCANNED: 4 } as const;
/** The status filter of the test-records screen, in the spec's order. */
export const TEST_RECORD_STATUS_FILTERS = [
  { value: 3, label: '发送打印' },
  { value: 4, label: '扫描成功' },
  { value: 1, label: '完成阅卷' },
] as const;
/** Style class per list status (1-4). */
export const TEST_RECORD_STATUS_CLASSES: Record<number, string> = { 1: 'paper-status-1', 2: 'paper-status-2', 3: 'paper-status-3', 4: 'paper-status-4' };

/** Messages of the test-records and detail screens. */
export const PAPER_UI_TEXT = {
  DOWNLOAD_PENDING: '正在下载，请稍候',
  CANCELLED: '已取消',
  DELETE_CONFIRM: '确定删除该试卷吗？',
  HIDE_CONFIRM: '确定隐藏该试卷吗？隐藏后可在“已隐藏”中查看',
  RECORD_TITLE: '组卷记录',
} as const;
export const PAPER_ERRORS = {
  PAPER_NOT_FOUND: '试卷不存在',
  TOPIC_NOT_FOUND: '试题不存在',
  RECORD_NOT_FOUND: '组卷记录不存在',
  DELETE_ONLY_EDITING: '只有正在编辑的试卷可以删除',
  NOT_EDITING: '只有正在编辑的试卷可以修改',
  NOT_SENT: '该试卷尚未发送打印',
  NOT_AUTHOR: '只能操作自己的组卷记录',
  BASKET_EMPTY: '试题篮中没有试题',
  NOT_MATHS: '双向细目表只适用于数学试卷',
  NO_TWO_WAY_TABLE: '尚未生成双向细目表',
  COMMENT_EMPTY: '评论内容不能为空',
} as const;

/** Textbook versions (spec section 9 ids). */
export const TEXTBOOK_VERSIONS = [
  { id: 13, name: '人教A版', subjectId: 3 },
  { id: 14, name: '人教B版', subjectId: 3 },
  { id: 15, name: '北师大版', subjectId: 3 },
  { id: 16, name: '苏教版', subjectId: 3 },
  { id: 32, name: '湘教版', subjectId: 3 },
  { id: 28, name: '沪教版', subjectId: 3 },
  { id: 48, name: '人教版（2019）', subjectId: 8 },
  { id: 43, name: '外研版', subjectId: 8 },
  { id: 44, name: '译林版', subjectId: 8 },
  { id: 45, name: '北师大版（英语）', subjectId: 8 },
  { id: 46, name: '冀教版', subjectId: 8 },
  { id: 47, name: '重大版', subjectId: 8 },
] as const;
/** The textbook versions of a subject (maths 3, English 8). */
export const textbookVersionsOf = (subjectId: number) => TEXTBOOK_VERSIONS.filter((v) => v.subjectId === subjectId);

export const PAPER_PAGE_SIZE = 10;

// ---------------------------------------------------------------- params

export const ZPaperIdParams = z.object({ paperId: zId('试卷ID') });
export const ZTopicIdParams = z.object({ topicId: zId('试题ID') });
export const ZPaperTopicParams = z.object({ paperId: zId('试卷ID'), topicId: zId('试题ID') });
export const ZSubjectTopicParams = z.object({ subjectId: zId('学科ID'), topicId: zId('试题ID') });
export const ZPaperPageParams = z.object({ paperId: zId('试卷ID'), pageNum: zId('页码') });
export const ZIdParams = z.object({ id: zId('试卷ID') });
export const ZExamIdParams = z.object({ examId: zId('考试ID') });
export const ZRecordIdParams = z.object({ recordId: zId('组卷记录ID') });
export const ZPaperTypeEnum = zIntParam('试卷类型').pipe(z.union([z.literal(1), z.literal(2)], { error: '试卷类型只能是1（精品试卷）或2（组卷记录）' }));
export const ZAnalysisParams = z.object({ paperType: ZPaperTypeEnum, paperId: zId('试卷ID') });
export const PAPER_FILE_KINDS = ['paper', 'paper-answer', 'answer-sheet'] as const;
export type TPaperFileKind = (typeof PAPER_FILE_KINDS)[number];
/** GET /paper/file/{paperType}/{paperId}/{kind}: the generated .docx (试卷, 试卷（含答案解析）, 答题卡). */
export const ZPaperFileParams = z.object({ paperType: ZPaperTypeEnum, paperId: zId('试卷ID'), kind: z.enum(PAPER_FILE_KINDS, { error: '文件类型只能是paper、paper-answer或answer-sheet' }) });

// ---------------------------------------------------------------- shared pieces

const zPageIndex = zPageNo();
const zPaperPageSize = zPageSize(PAPER_PAGE_SIZE);
const zOptId = (label: string) => zId(label).nullish();
const zKeyword = z.string({ error: '关键词必须是文字' }).trim().max(50, { error: '关键词最多50个字' }).optional();

export const zPaperPage = <T extends z.ZodType>(item: T) => z.object({ list: z.array(item), total: z.number().int(), pageIndex: z.number().int(), pageSize: z.number().int() });

export const ZTopicOption = z.object({ optionNo: z.string(), content: z.string(), isTrue: z.union([z.literal(0), z.literal(1)]) });
export type TTopicOption = z.infer<typeof ZTopicOption>;

export const ZTopicSlave = z.object({
  topicNo: z.string(),
  /** HTML */
  title: z.string(),
  topicOptions: z.array(ZTopicOption),
  answer: z.string(),
  analysis: z.string(),
});
export type TTopicSlave = z.infer<typeof ZTopicSlave>;

export const ZKpRef = z.object({ kpId: z.number().int(), kpName: z.string() });

/**
 * A question as shown in a paper (spec section 3 "Paper topic"). HTML fields are sanitised; maths
 * is TeX between \( \) or \[ \], with <, > and & inside written as entities (render with KaTeX on
 * the element's text, or unescape before calling katex).
 */
export const ZPaperTopic = z.object({
  topicId: z.number().int(),
  topicNo: z.string(),
  score: z.number(),
  /** HTML stem */
  title: z.string(),
  /** Stem without tags, for the outline. */
  plainText: z.string(),
  /** 1-6, 0 unknown */
  difficulty: z.number().int(),
  /** 一星 … 六星 or 未知 */
  difficultyText: z.string(),
  /** The question type (题型), e.g. 完形填空, 单选题. */
  listType: z.string(),
  renderGroup: z.enum(RENDER_GROUPS),
  topicOptions: z.array(ZTopicOption),
  slaves: z.array(ZTopicSlave),
  slaveTopicNos: z.array(z.string()),
  answer: z.string(),
  analysis: z.string(),
  knowledgePoints: z.array(ZKpRef),
  source: z.string(),
  isAddTopic: z.union([z.literal(0), z.literal(1)]),
  isCollect: z.union([z.literal(0), z.literal(1)]),
});
export type TPaperTopic = z.infer<typeof ZPaperTopic>;

/** A type group of a paper (spec section 3 "Topic type group"). */
export const ZTopicTypeGroup = z.object({
  typeNoCn: z.string(),
  typeName: z.string(),
  /** Scored items (sub-questions of passages count one each). */
  topicCount: z.number().int(),
  typeScore: z.number(),
  paperTopics: z.array(ZPaperTopic),
});
export type TTopicTypeGroup = z.infer<typeof ZTopicTypeGroup>;

// ---------------------------------------------------------------- libraries

/** Library list filters (maths list / v2/list, English page, 周月卷库 and the other screens). */
export const ZFinePaperQuery = z.object({
  pageIndex: zPageIndex,
  pageSize: zPaperPageSize,
  keyword: zKeyword,
  category: z.enum(FINE_PAPER_CATEGORIES, { error: '试卷分类不存在' }).nullish(),
  /** Several categories at once (e.g. gkyten: 名师猜作文 and 高考作文). */
  categories: z.array(z.enum(FINE_PAPER_CATEGORIES, { error: '试卷分类不存在' })).max(7).nullish(),
  grade: zIntParam('年级', { min: 1, max: 3, minMessage: '年级只能是1-3', maxMessage: '年级只能是1-3' }).nullish(),
  year: zIntParam('年份', { min: 2000, max: 2100, minMessage: '年份不正确', maxMessage: '年份不正确' }).nullish(),
  testType: zIntParam('试卷类型', { min: 0, max: 7, minMessage: '试卷类型只能是0-7', maxMessage: '试卷类型只能是0-7' }).nullish(),
  /** 1-31; 0 or empty = 不限 */
  provinceId: zIntParam('省份', { min: 0, max: 31, minMessage: '省份只能是1-31或不限', maxMessage: '省份只能是1-31或不限' }).nullish(),
  textbookVersionId: zOptId('教材版本'),
  /** Only the teacher's collected papers. */
  onlyCollected: z.union([z.literal(0), z.literal(1)]).nullish(),
  /** newest (default): by year, newest first; used: 最多使用, by use count. */
  sort: z.enum(['newest', 'used'], { error: '排序只能是newest或used' }).nullish(),
});
export type TFinePaperQuery = z.infer<typeof ZFinePaperQuery>;

/** 周月卷库 list: a library query for one subject. */
export const ZWeekMonthQuery = ZFinePaperQuery.extend({ subjectId: zIntParam('学科').refine((v) => v === 3 || v === 8, { error: '学科只能是数学（3）或英语（8）' }) });

export const ZFinePaperItem = z.object({
  paperId: z.number().int(),
  paperName: z.string(),
  subjectId: z.number().int(),
  category: z.string(),
  testType: z.number().int(),
  testTypeName: z.string(),
  grade: z.number().int(),
  gradeName: z.string(),
  year: z.number().int(),
  provinceId: z.number().int().nullable(),
  provinceName: z.string(),
  textbookVersionId: z.number().int().nullable(),
  textbookVersionName: z.string(),
  totalScore: z.number(),
  topicCount: z.number().int(),
  useCount: z.number().int(),
  voteUp: z.number().int(),
  voteDown: z.number().int(),
  commentCount: z.number().int(),
  isCollect: z.union([z.literal(0), z.literal(1)]),
  createDate: z.string(),
});
export type TFinePaperItem = z.infer<typeof ZFinePaperItem>;
export const ZFinePaperPage = zPaperPage(ZFinePaperItem);

export const ZCategoryCount = z.object({ category: z.string(), count: z.number().int() });
export type TCategoryCount = z.infer<typeof ZCategoryCount>;

/** A fine paper with its questions (maths topic/{paperId}, English detail/{paperId}, week-month). */
export const ZFinePaperDetail = ZFinePaperItem.extend({
  myVote: z.number().int(),
  topicTotalCount: z.number().int(),
  topicTypes: z.array(ZTopicTypeGroup),
});
export type TFinePaperDetail = z.infer<typeof ZFinePaperDetail>;

export const ZPaperUse = z.object({ teacherName: z.string(), paperName: z.string(), status: z.number().int(), statusText: z.string(), useDate: z.string() });
export const ZPaperUsePage = zPaperPage(ZPaperUse).extend({ useCount: z.number().int() });

export const ZPaperComment = z.object({ commentId: z.number().int(), teacherName: z.string(), schoolName: z.string(), content: z.string(), createDate: z.string(), isMine: z.union([z.literal(0), z.literal(1)]) });
export const ZPaperCommentPage = zPaperPage(ZPaperComment);
export const ZCommentBody = z.object({
  paperId: zId('试卷ID'),
  content: z.string({ error: '评论内容不能为空' }).trim().min(1, { error: '评论内容不能为空' }).max(500, { error: '评论内容最多500个字' }),
});
export const ZVoteBody = z.object({ paperId: zId('试卷ID'), value: z.union([z.literal(1), z.literal(-1)], { error: '投票只能是1（有用）或-1（没用）' }) });
export const ZVoteResult = z.object({ voteUp: z.number().int(), voteDown: z.number().int(), myVote: z.number().int() });

export const ZCollectPaperBody = z.object({ paperId: zId('试卷ID') });
export const ZCollectFlag = z.object({ isCollect: z.union([z.literal(0), z.literal(1)]) });
export const ZBasketFlag = z.object({ isAddTopic: z.union([z.literal(0), z.literal(1)]), basketCount: z.number().int() });

/** 纠错 (spec section 3 "Error report"): no required-field check, empty is accepted. */
export const ZTopicErrorBody = z.object({
  topicId: zId('试题ID'),
  paperId: zId('试卷ID').nullish(),
  errorType: z.array(zIntParam('纠错类型', { min: 1, max: 4, minMessage: '纠错类型只能是1-4', maxMessage: '纠错类型只能是1-4' })).max(4).nullish(),
  errorInfo: z.string().max(500, { error: '错误描述最多500个字' }).nullish(),
});
export type TTopicErrorBody = z.infer<typeof ZTopicErrorBody>;
export const ZTopicErrorResult = z.object({ errorId: z.number().int() });

// ---------------------------------------------------------------- analysis

/** Count and score of one question type inside a difficulty row. */
export const ZTypeAnalysis = z.object({ typeName: z.string(), topicNum: z.number().int(), topicScore: z.number() });
export const ZDifficultyRow = z.object({
  /** 1-6, 0 unknown; the total row has -1. */
  difficulty: z.number().int(),
  /** 超易 … 超难, 未知, or 合计 for the total row */
  difficultyText: z.string(),
  topicNum: z.number().int(),
  /** 0-100, not rounded */
  topicNumPercent: z.number(),
  topicScore: z.number(),
  /** 0-100, not rounded */
  topicScorePercent: z.number(),
  /** One entry per topicTypes entry, same order. */
  topicTypeAnalysis: z.array(ZTypeAnalysis),
});
export const ZKpInfo = z.object({ kpId: z.number().int(), kpName: z.string(), topicCount: z.number().int(), topicScoreCount: z.number(), topicNos: z.array(z.string()) });
/**
 * Paper analysis (spec section 3 "English analysis"; the maths analysis has the same shape). Items
 * are scored items: a passage's sub-questions count one each with an equal share of its score.
 */
export const ZPaperAnalysis = z.object({
  paperId: z.number().int(),
  paperType: z.number().int(),
  paperName: z.string(),
  totalScore: z.number(),
  /** Difficulty rows 1-6 in order (and 未知 when some item has no difficulty). */
  difficulties: z.array(ZDifficultyRow),
  totalDiff: ZDifficultyRow,
  /** Column order of the table. */
  topicTypes: z.array(z.string()),
  /** Difficulty coefficient 0-1 (higher is easier), score-weighted; null when nothing is rated. */
  paperDifficulty: z.number().nullable(),
  paperDifficultyText: z.string(),
  kpInfos: z.array(ZKpInfo),
  /** The main knowledge points (by score), joined with 、 */
  majorKpName: z.string(),
});
export type TPaperAnalysis = z.infer<typeof ZPaperAnalysis>;

// ---------------------------------------------------------------- print

/**
 * A number field of the print form that may arrive blank: '' (or spaces) is empty, not 0. Plain
 * z.coerce would read it as 0, so a blank 打印方式 or 考试时间 would skip its 'cannot be empty'
 * check and meet a later refusal instead of the spec's message.
 */
const zPrintNumber = <T extends z.ZodType>(inner: T) => z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), inner);

/**
 * Print settings (spec section 3). Every field may arrive empty: the server runs the eight checks
 * of PRINT_CHECKS in order and answers the first failure's exact message (see firstPrintError).
 * paperType 1: paperId is a fine paper (a new record is made); 2: a paper record.
 */
export const ZPrintSettings = z.object({
  paperId: zId('试卷ID'),
  paperType: ZPaperTypeEnum.default(1),
  paperName: z.string().nullish(),
  answerType: zPrintNumber(z.coerce.number().int().nullish()),
  paperSize: zPrintNumber(z.coerce.number().int().nullish()),
  sheetSize: zPrintNumber(z.coerce.number().int().nullish()),
  examTime: zPrintNumber(z.coerce.number({ error: '考试时间必须是数字' }).int({ error: '考试时间必须是整数' }).nullish()),
  examDate: z.string().nullish(),
  examType: zPrintNumber(z.coerce.number().int().min(1, { error: '考试类型只能是1-9' }).max(9, { error: '考试类型只能是1-9' }).nullish()),
  markType: z.union([z.string(), z.number()]).nullish(),
  clazzIds: z.array(zId('班级ID')).nullish(),
});
export type TPrintSettings = z.infer<typeof ZPrintSettings>;
/** The eight checks' input (what the form holds). */
export type TPrintDraft = Partial<{
  paperName: string | null;
  answerType: number | null;
  paperSize: number | null;
  sheetSize: number | null;
  examTime: number | null;
  examDate: string | null;
  markType: string | number | null;
  clazzIds: readonly number[] | null;
}>;

export const ZPrintResult = z.object({
  /** The paper record sent to print. */
  paperId: z.number().int(),
  status: z.number().int(),
  statusText: z.string(),
  examGroupId: z.number().int(),
  examId: z.number().int(),
  paperUrl: z.string(),
  answerPaperUrl: z.string(),
  answerSheetUrl: z.string(),
});
export type TPrintResult = z.infer<typeof ZPrintResult>;

// ---------------------------------------------------------------- records

/** English (and maths) test-records query (spec section 3 "English list query"). paperStatus in the list's reading. */
export const ZTestRecordQuery = z.object({
  clazzId: zOptId('班级ID'),
  pageIndex: zPageIndex,
  pageSize: zPaperPageSize,
  paperName: zKeyword,
  paperStatus: zIntParam('试卷状态', { min: 1, max: 4, minMessage: '试卷状态只能是1-4', maxMessage: '试卷状态只能是1-4' }).nullish(),
  semesterId: zOptId('学期ID'),
  /** 1: only hidden records (the hidden filter); 0 / empty: only visible ones. */
  isHide: z.union([z.literal(0), z.literal(1)]).nullish(),
  /** 'principal' from the principal client: a school master's semester groups then list hidden semesters too (spec section 5). */
  source: z.string().max(32).nullish(),
});
export type TTestRecordQuery = z.infer<typeof ZTestRecordQuery>;

export const ZTestRecordItem = z.object({
  paperId: z.number().int(),
  paperName: z.string(),
  subjectId: z.number().int(),
  createDate: z.string(),
  author: z.string(),
  /** The list's reading: 1 完成阅卷, 2 正在编辑, 3 发送打印, 4 扫描成功 (0 考试结束). */
  status: z.number().int(),
  statusText: z.string(),
  statusClass: z.string(),
  testType: z.number().int(),
  testTypeName: z.string(),
  examId: z.number().int().nullable(),
  examDate: z.string().nullable(),
  clazzes: z.array(z.object({ clazzId: z.number().int(), clazzName: z.string() })),
  clazzName: z.string(),
  /** Share of the classes' students with a result, 0-1; only when status is 1. */
  completeRatio: z.number().nullable(),
  totalScore: z.number(),
  finePaperId: z.number().int().nullable(),
  isHide: z.union([z.literal(0), z.literal(1)]),
  canDelete: z.union([z.literal(0), z.literal(1)]),
});
export type TTestRecordItem = z.infer<typeof ZTestRecordItem>;
export const ZSemesterBrief = z.object({ semesterId: z.number().int(), semesterName: z.string() });
export const ZTestRecordPage = zPaperPage(ZTestRecordItem).extend({
  /** The semester filter's two groups. */
  semesters: z.object({ current: z.array(ZSemesterBrief), finished: z.array(ZSemesterBrief) }),
});

/** Paper record detail (spec section 3 "Paper record"). status is the stored reading (0 正在编辑 … 4 扫描成功). */
export const ZPaperRecordDetail = z.object({
  paperId: z.number().int(),
  paperName: z.string(),
  examTime: z.number().int(),
  totalScore: z.number(),
  author: z.string(),
  reviewer: z.string(),
  examDate: z.string().nullable(),
  status: z.number().int(),
  statusText: z.string(),
  topicTotalCount: z.number().int(),
  subjectId: z.number().int(),
  finePaperId: z.number().int().nullable(),
  testType: z.number().int(),
  grade: z.number().int().nullable(),
  examId: z.number().int().nullable(),
  examGroupId: z.number().int().nullable(),
  markType: z.number().int().nullable(),
  clazzIds: z.array(z.number().int()),
  isMine: z.union([z.literal(0), z.literal(1)]),
  createDate: z.string(),
  topicTypes: z.array(ZTopicTypeGroup),
});
export type TPaperRecordDetail = z.infer<typeof ZPaperRecordDetail>;

export const ZHideBody = z.object({ isHide: z.union([z.literal(0), z.literal(1)], { error: '隐藏标记只能是0或1' }) });
export const ZRecordBrief = z.object({ paperId: z.number().int(), paperName: z.string(), status: z.number().int(), statusText: z.string() });

/** A generated Word file: wordUrl is an API path fetched with the bearer token. */
export const ZWordUrl = z.object({ wordUrl: z.string(), fileName: z.string(), paperUrl: z.string(), answerPaperUrl: z.string(), answerSheetUrl: z.string() });
export const ZExportWordBody = z.object({
  paperId: zId('试卷ID'),
  paperType: ZPaperTypeEnum.default(1),
  kind: z.enum(PAPER_FILE_KINDS, { error: '文件类型只能是paper、paper-answer或answer-sheet' }).default('paper'),
});

/** maths paper/score: set question scores of a record being edited. */
export const ZPaperScoreBody = z.object({
  paperId: zId('组卷记录ID'),
  scores: z
    .array(z.object({ topicId: zId('试题ID'), score: z.number({ error: '分值必须是数字' }).gt(0, { error: '分值须大于0' }).max(100, { error: '分值最多100分' }) }))
    .min(1, { error: '请填写分值' }),
});
export const ZPaperScoreResult = z.object({ paperId: z.number().int(), totalScore: z.number() });

// ---------------------------------------------------------------- basket

export const ZBasketQuery = z.object({ subjectId: zId('学科ID') });
export const ZBasketTopic = ZPaperTopic.extend({ sort: z.number().int(), type: z.string(), defaultScore: z.number() });
export const ZBasketGroup = z.object({ typeNoCn: z.string(), typeName: z.string(), topicCount: z.number().int(), typeScore: z.number(), topics: z.array(ZBasketTopic) });
export const ZBasket = z.object({ subjectId: z.number().int(), topicTotalCount: z.number().int(), totalScore: z.number(), groups: z.array(ZBasketGroup) });
export type TBasket = z.infer<typeof ZBasket>;
/** The header's light basket count: the same topicTotalCount as ZBasket (a passage counts once). */
export const ZBasketCount = z.object({ topicTotalCount: z.number().int() });
export type TBasketCount = z.infer<typeof ZBasketCount>;
export const ZBasketOrderBody = z.object({ subjectId: zId('学科ID'), topicIds: z.array(zId('试题ID')).min(1, { error: '请给出试题顺序' }) });
/** Score of one question, or of every question of a type (per question, not per sub-question). */
export const ZBasketScoreBody = z
  .object({
    subjectId: zId('学科ID'),
    topicId: zId('试题ID').nullish(),
    typeName: z.string().trim().min(1).max(20).nullish(),
    score: z.number({ error: '分值必须是数字' }).gt(0, { error: '分值须大于0' }).max(100, { error: '分值最多100分' }),
  })
  .refine((b) => b.topicId != null || b.typeName != null, { error: '请选择试题或题型', path: ['topicId'] });
export const ZBasketComposeBody = z.object({
  subjectId: zId('学科ID'),
  paperName: z.string({ error: '试卷名称不能为空' }).trim().min(1, { error: '试卷名称不能为空' }).max(100, { error: '试卷名称最多100个字' }),
  testType: zIntParam('试卷类型', { min: 0, max: 7, minMessage: '试卷类型只能是0-7', maxMessage: '试卷类型只能是0-7' }).default(0),
});

// ---------------------------------------------------------------- two-way table

export const ZTwoWayRow = z.object({
  topicNo: z.string(),
  typeName: z.string(),
  score: z.number(),
  difficulty: z.number().int(),
  difficultyText: z.string(),
  kpNames: z.array(z.string()),
});
/** 双向细目表: question × knowledge point × difficulty × score. */
export const ZTwoWayTable = z.object({
  paperId: z.number().int(),
  paperName: z.string(),
  totalScore: z.number(),
  rows: z.array(ZTwoWayRow),
  /** Score per knowledge point and difficulty (columns difficultyNames). */
  kpSummary: z.array(z.object({ kpName: z.string(), topicNos: z.array(z.string()), score: z.number(), scoreByDifficulty: z.array(z.number()) })),
  difficultyNames: z.array(z.string()),
  createdAt: z.string(),
});
export type TTwoWayTable = z.infer<typeof ZTwoWayTable>;
export const ZTwoWayDownloadQuery = z.object({ format: z.enum(['xlsx', 'docx'], { error: '格式只能是xlsx或docx' }).default('xlsx') });

// ---------------------------------------------------------------- question search and topic detail

export const ZTopicSearchBody = z.object({
  subjectId: zId('学科ID'),
  keyword: zKeyword,
  type: z.string().trim().max(20).nullish(),
  difficulty: zIntParam('难度', { min: 1, max: 6, minMessage: '难度只能是1-6', maxMessage: '难度只能是1-6' }).nullish(),
  knowledgePointId: zOptId('知识点ID'),
  grade: zIntParam('年级', { min: 1, max: 3, minMessage: '年级只能是1-3', maxMessage: '年级只能是1-3' }).nullish(),
  pageIndex: zPageIndex,
  pageSize: zPaperPageSize,
});
export const ZTopicSearchItem = z.object({
  topicId: z.number().int(),
  type: z.string(),
  plainText: z.string(),
  difficulty: z.number().int(),
  difficultyText: z.string(),
  knowledgePoints: z.array(ZKpRef),
  source: z.string(),
  year: z.number().int().nullable(),
  useCount: z.number().int(),
  isAddTopic: z.union([z.literal(0), z.literal(1)]),
  isCollect: z.union([z.literal(0), z.literal(1)]),
});
/** total is exact up to 1,000 matches and 1,000 beyond (shown as 1000+). */
export const ZTopicSearchPage = zPaperPage(ZTopicSearchItem);

/** GET /topic/english/detail/{topicId}: one question in full. */
export const ZTopicDetail = ZPaperTopic.extend({ subjectId: z.number().int(), type: z.string(), grade: z.number().int().nullable(), year: z.number().int().nullable() });

export const ZKnowledgePointNode = z.object({ kpId: z.number().int(), kpName: z.string(), parentId: z.number().int().nullable() });
export const ZKnowledgePointParams = z.object({ subjectId: zId('学科ID') });
