/**
 * Exam tagging (考试标注, spec sections 1, 2 /labelTask and /relation, 3, 4, 7; docs/label.md): the
 * task list of the header, the tagging page's data and the tags a question carries (knowledge
 * points, methods/abilities, difficulty 1-6, question type, folder).
 */
import { z } from 'zod';
import { zId, zIntParam, zPage, zPageNo, zPageSize } from './common.js';
import { ZPaperTopic } from './paper.js';

// ---------------------------------------------------------------------------------------------
// Constants: task states, tabs, methods and question types per subject
// ---------------------------------------------------------------------------------------------

/** A task's state (exam_label.status); an exam without a row is open. */
export const LABEL_STATUS = { OPEN: 0, FINISHED: 1, WITHDRAWN: 2 } as const;
export const LABEL_STATUS_NAMES: Record<number, string> = { 0: '待标注', 1: '已完成', 2: '已撤回' };

/** The list's tabs (routes /labelTask/whole|tomarked|tocomplete|towithdraw). 待标注 = not finished (open or withdrawn). */
export const LABEL_TABS = ['whole', 'tomarked', 'tocomplete', 'towithdraw'] as const;
export type TLabelTab = (typeof LABEL_TABS)[number];
export const LABEL_TAB_NAMES: Record<TLabelTab, string> = { whole: '全部', tomarked: '待标注', tocomplete: '已完成', towithdraw: '已撤回' };

/** Page size of the task list (spec section 9). */
export const LABEL_PAGE_SIZE = 10;
/** Bank questions shown beside a question. */
export const LABEL_SIMILAR_LIMIT = 5;

export type TLabelMethod = { id: number; name: string };

/**
 * Methods / abilities (方法与能力) a question tests, per subject family: the key competencies of the
 * national curriculum standards (普通高中课程标准 2017/2020). Ids are stable across subjects (stored
 * in exam_question.method_ids).
 */
const METHODS: { subjects: readonly number[]; list: readonly TLabelMethod[] }[] = [
  { subjects: [9, 29], list: [{ id: 1, name: '识记' }, { id: 2, name: '理解' }, { id: 3, name: '分析综合' }, { id: 4, name: '鉴赏评价' }, { id: 5, name: '表达应用' }, { id: 6, name: '探究' }] },
  { subjects: [3, 6, 23], list: [{ id: 11, name: '数学抽象' }, { id: 12, name: '逻辑推理' }, { id: 13, name: '数学建模' }, { id: 14, name: '直观想象' }, { id: 15, name: '数学运算' }, { id: 16, name: '数据分析' }] },
  { subjects: [8, 28], list: [{ id: 21, name: '语言能力' }, { id: 22, name: '文化意识' }, { id: 23, name: '思维品质' }, { id: 24, name: '学习能力' }] },
  { subjects: [12], list: [{ id: 31, name: '物理观念' }, { id: 32, name: '科学思维' }, { id: 33, name: '科学探究' }, { id: 34, name: '科学态度与责任' }] },
  { subjects: [13], list: [{ id: 41, name: '宏观辨识与微观探析' }, { id: 42, name: '变化观念与平衡思想' }, { id: 43, name: '证据推理与模型认知' }, { id: 44, name: '科学探究与创新意识' }, { id: 45, name: '科学态度与社会责任' }] },
  { subjects: [14], list: [{ id: 51, name: '生命观念' }, { id: 52, name: '科学思维' }, { id: 53, name: '科学探究' }, { id: 54, name: '社会责任' }] },
  { subjects: [15], list: [{ id: 61, name: '政治认同' }, { id: 62, name: '科学精神' }, { id: 63, name: '法治意识' }, { id: 64, name: '公共参与' }] },
  { subjects: [16], list: [{ id: 71, name: '唯物史观' }, { id: 72, name: '时空观念' }, { id: 73, name: '史料实证' }, { id: 74, name: '历史解释' }, { id: 75, name: '家国情怀' }] },
  { subjects: [17], list: [{ id: 81, name: '人地协调观' }, { id: 82, name: '综合思维' }, { id: 83, name: '区域认知' }, { id: 84, name: '地理实践力' }] },
];
/** Any other subject (理综, 文综, school-defined): the general cognitive levels. */
const GENERAL_METHODS: readonly TLabelMethod[] = [{ id: 91, name: '识记' }, { id: 92, name: '理解' }, { id: 93, name: '应用' }, { id: 94, name: '分析' }, { id: 95, name: '综合' }, { id: 96, name: '评价' }];

export function labelMethodsFor(subjectId: number): readonly TLabelMethod[] {
  return METHODS.find((m) => m.subjects.includes(subjectId))?.list ?? GENERAL_METHODS;
}

const QUESTION_TYPES: { subjects: readonly number[]; list: readonly string[] }[] = [
  { subjects: [3, 6, 23], list: ['单选题', '多选题', '填空题', '解答题'] },
  { subjects: [8, 28], list: ['听力', '单项选择', '完形填空', '阅读理解', '七选五', '语法填空', '短文改错', '书面表达'] },
  { subjects: [9, 29], list: ['选择题', '填空题', '默写', '现代文阅读', '古诗文阅读', '语言文字运用', '作文'] },
];
const GENERAL_QUESTION_TYPES: readonly string[] = ['选择题', '多选题', '填空题', '简答题', '实验题', '计算题', '材料分析题', '论述题'];

/** The question types (题型) a question of the subject may be tagged with. */
export function labelQuestionTypesFor(subjectId: number): readonly string[] {
  return QUESTION_TYPES.find((m) => m.subjects.includes(subjectId))?.list ?? GENERAL_QUESTION_TYPES;
}

// ---------------------------------------------------------------------------------------------
// Task list (header calls: label count and label exam page)
// ---------------------------------------------------------------------------------------------

const zSubjectId = () => zId('学科ID');

export const ZLabelCountQuery = z.object({ subjectId: zSubjectId() });
export const ZLabelCount = z.object({
  /** Tasks of the subject in the teacher's scope not finished yet (待标注). */
  waiting: z.number().int(),
});
export type TLabelCount = z.infer<typeof ZLabelCount>;

export const ZLabelPageQuery = z.object({
  subjectId: zSubjectId(),
  pageNo: zPageNo(),
  pageSize: zPageSize(LABEL_PAGE_SIZE),
  status: z.enum(LABEL_TABS, { error: '状态只能是whole、tomarked、tocomplete或towithdraw' }).default('whole').describe('标签页：whole 全部（默认），tomarked 待标注，tocomplete 已完成，towithdraw 已撤回'),
  /** 1 (default): every task in scope; 0: only exams of classes the teacher teaches (not those reached through leading a grade). */
  containTeaching: zIntParam('是否包含年级任务', { max: 1, maxMessage: '是否包含年级任务只能是0或1' }).default(1).describe('1 全部任务（默认，含通过年级组长、校长身份可标注的考试），0 只列自己任教班级的考试'),
  /** Part of the exam's name. */
  searchKey: z.string().trim().max(50, { error: '搜索关键字最长50个字符' }).optional().describe('考试名称中的文字'),
});
export type TLabelPageQuery = z.input<typeof ZLabelPageQuery>;

export const ZLabelTask = z.object({
  examId: z.number().int(),
  examGroupId: z.number().int(),
  examName: z.string(),
  /** The group's exam date, yyyy-MM-dd. */
  examTime: z.string(),
  /** Exam type 1-9 (section 9) and its name. */
  type: z.number().int(),
  typeName: z.string(),
  /** Whether the teacher may change the exam type (the group's creator, the grade's leaders, the school master). */
  canChangeType: z.boolean(),
  gradeName: z.string(),
  clazzNames: z.array(z.string()),
  taggedCount: z.number().int(),
  questionCount: z.number().int(),
  status: z.number().int(),
  statusName: z.string(),
  /** Distinct names of the teachers who tagged its questions last. */
  taggers: z.array(z.string()),
  lastTaggedAt: z.string().nullable(),
});
export type TLabelTask = z.infer<typeof ZLabelTask>;
export const ZLabelTaskPage = zPage(ZLabelTask);
export type TLabelTaskPage = z.infer<typeof ZLabelTaskPage>;

// ---------------------------------------------------------------------------------------------
// The tagging page
// ---------------------------------------------------------------------------------------------

export const ZLabelExamParams = z.object({ examId: zId('考试ID') });
export const ZLabelQuestionParams = z.object({ examId: zId('考试ID'), questionId: zId('题目ID') });

export const ZLabelKp = z.object({ kpId: z.number().int(), name: z.string() });

/** What the product has of a question's content: the printed paper's question, or a cut answer image. */
export const ZLabelContent = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('topic'), topic: ZPaperTopic }),
  /** A student's answer image of the question's marking group (the marking module's answer image route). */
  z.object({ kind: z.literal('image'), url: z.string() }),
]);

export const ZLabelQuestion = z.object({
  questionId: z.number().int(),
  idx: z.number().int(),
  questionNo: z.string(),
  fullScore: z.number(),
  objective: z.boolean(),
  knowledgePoints: z.array(ZLabelKp),
  methodIds: z.array(z.number().int()),
  difficulty: z.number().int().nullable(),
  questionType: z.string().nullable(),
  folderId: z.number().int().nullable(),
  /** Every tag finishing needs is there: ≥ 1 knowledge point, a difficulty and a question type. */
  tagged: z.boolean(),
  taggedByName: z.string().nullable(),
  taggedAt: z.string().nullable(),
  content: ZLabelContent.nullable(),
});
export type TLabelQuestion = z.infer<typeof ZLabelQuestion>;

export const ZLabelExam = z.object({
  examId: z.number().int(),
  examGroupId: z.number().int(),
  examName: z.string(),
  examTime: z.string(),
  subjectId: z.number().int(),
  subjectName: z.string(),
  gradeName: z.string(),
  status: z.number().int(),
  statusName: z.string(),
  finishedByName: z.string().nullable(),
  finishedAt: z.string().nullable(),
  questions: z.array(ZLabelQuestion),
});
export type TLabelExam = z.infer<typeof ZLabelExam>;

export const ZLabelFolder = z.object({ folderId: z.number().int(), name: z.string() });
export type TLabelFolder = z.infer<typeof ZLabelFolder>;

/** What the tag form offers for the exam's subject. */
export const ZLabelOptions = z.object({
  subjectId: z.number().int(),
  /** The subject's knowledge tree, flat (parentId null at the top). */
  knowledgePoints: z.array(z.object({ kpId: z.number().int(), name: z.string(), parentId: z.number().int().nullable() })),
  methods: z.array(z.object({ id: z.number().int(), name: z.string() })),
  questionTypes: z.array(z.string()),
  difficulties: z.array(z.object({ value: z.number().int(), label: z.string() })),
  folders: z.array(ZLabelFolder),
});
export type TLabelOptions = z.infer<typeof ZLabelOptions>;

export const ZLabelTagFields = z.object({
  knowledgePointIds: z
    .array(z.number({ error: '知识点ID必须是数字' }).int({ error: '知识点ID必须是整数' }).positive({ error: '知识点ID必须大于0' }), { error: '请选择知识点' })
    .min(1, { error: '请至少选择一个知识点' })
    .max(10, { error: '每题最多10个知识点' }),
  methodIds: z.array(z.number({ error: '方法能力ID必须是数字' }).int({ error: '方法能力ID必须是整数' }), { error: '方法能力必须是数组' }).max(10, { error: '每题最多10个方法能力' }).default([]),
  difficulty: z.number({ error: '请选择难度' }).int({ error: '难度必须是1-6的整数' }).min(1, { error: '难度必须在1-6之间' }).max(6, { error: '难度必须在1-6之间' }),
  questionType: z.string({ error: '请选择题型' }).trim().min(1, { error: '请选择题型' }).max(20, { error: '题型最长20个字符' }),
  folderId: z.number({ error: '文件夹ID必须是数字' }).int({ error: '文件夹ID必须是整数' }).positive({ error: '文件夹ID必须大于0' }).nullable().default(null),
});
export type TLabelTagFields = z.input<typeof ZLabelTagFields>;

/** One or several questions' tags at once (the same tags for several questions: repeat them). */
export const ZLabelSaveBody = z.object({
  items: z
    .array(ZLabelTagFields.extend({ questionId: z.number({ error: '题目ID必须是数字' }).int({ error: '题目ID必须是整数' }).positive({ error: '题目ID必须大于0' }) }), { error: '请提交要保存的题目' })
    .min(1, { error: '请至少提交一道题目' })
    .max(200, { error: '一次最多保存200道题目' })
    .refine((items) => new Set(items.map((i) => i.questionId)).size === items.length, { error: '同一道题目只能提交一次' }),
});
export type TLabelSaveBody = z.input<typeof ZLabelSaveBody>;

export const ZLabelSaveResult = z.object({
  questions: z.array(ZLabelQuestion),
  taggedCount: z.number().int(),
  questionCount: z.number().int(),
});
export type TLabelSaveResult = z.infer<typeof ZLabelSaveResult>;

export const ZLabelFolderBody = z.object({
  subjectId: z.number({ error: '请选择学科' }).int({ error: '学科ID必须是整数' }).positive({ error: '学科ID必须大于0' }),
  name: z.string({ error: '请填写文件夹名称' }).trim().min(1, { error: '请填写文件夹名称' }).max(30, { error: '文件夹名称最长30个字符' }),
});
export type TLabelFolderBody = z.infer<typeof ZLabelFolderBody>;

export const ZLabelStateResult = z.object({ examId: z.number().int(), status: z.number().int(), statusName: z.string() });
export type TLabelStateResult = z.infer<typeof ZLabelStateResult>;

export const ZLabelSimilar = z.array(ZPaperTopic);
export type TLabelSimilar = z.infer<typeof ZLabelSimilar>;
