/**
 * Online marking (网上阅卷) contract: tasks, the marking screen, double marking and arbitration,
 * problem papers, assignment, progress, labels and special answers, blank-image auto marking and
 * audit, scans. See docs/marking.md for the workflow.
 */
import { z } from 'zod';
import { zDecimalParam, zId, zIntParam, ZPageQuery } from './common.js';

export const MARKING_GROUP_STATUS_TEXT: Record<number, string> = { 0: '未开始', 1: '阅卷中', 2: '已暂停', 3: '已完成', 4: '最终完成' };
export const MARKING_ANSWER_STATUS_TEXT: Record<number, string> = { 0: '待阅', 1: '待仲裁', 2: '问题卷', 3: '已完成' };
export const MARKING_PROBLEM_TYPES = [
  { value: 1, label: '图像不清' },
  { value: 2, label: '非本题答案' },
  { value: 3, label: '空白卷' },
  { value: 4, label: '其他' },
] as const;
export const MARKING_PROBLEM_STATUS_TEXT: Record<number, string> = { 0: '待处理', 1: '已处理', 2: '已驳回' };
export const BLANK_AUDIT_STATUS_TEXT: Record<number, string> = { 0: '未检测', 1: '待审核', 2: '已确认', 3: '已驳回' };
/** markType of an exam group: 3 班级混合阅卷 (whole-exam task), 4 班级单独阅卷 (per class, problem papers always shown). */
export const MARK_TYPE_TEXT: Record<number, string> = { 3: '班级混合阅卷', 4: '班级单独阅卷' };
export const MARKING_ASSIGN_MODES = [
  { value: 'even', label: '平均分配' },
  { value: 'quota', label: '按任务量分配' },
  { value: 'free', label: '自由阅卷' },
] as const;
/** How long a handed-out answer stays with its marker before it returns to the pool. */
export const MARKING_LEASE_SECONDS = 600;

// ---------------------------------------------------------------- params

export const ZMarkingGroupParams = z.object({ groupId: zId('题组ID') });
export const ZMarkingExamParams = z.object({ examId: zId('考试ID') });
export const ZMarkingSlotParams = z.object({ slotId: zId('答卷任务ID') });
export const ZMarkingAnswerParams = z.object({ answerId: zId('答卷ID') });
export const ZMarkingProblemParams = z.object({ problemId: zId('问题卷ID') });
export const ZMarkingLabelParams = z.object({ labelId: zId('标签ID') });

// ---------------------------------------------------------------- shared pieces

export const ZMarkingRole = z.enum(['marker', 'arbiter']);
export type TMarkingRole = z.infer<typeof ZMarkingRole>;

export const ZModelEssay = z.object({
  title: z.string().trim().min(1, { error: '请填写范文标题' }).max(50, { error: '范文标题最多50个字' }),
  content: z.string().trim().min(1, { error: '请填写范文内容' }).max(5000, { error: '范文内容最多5000个字' }),
});
export type TModelEssay = z.infer<typeof ZModelEssay>;

export const ZMarkingCounters = z.object({
  /** Slots this teacher submitted in the group (all rounds except arbitration). */
  myMarked: z.number().int(),
  /** Arbitrations this teacher submitted. */
  myArbitrated: z.number().int(),
  /** null: no quota (free marking). */
  myQuota: z.number().int().nullable(),
  /** Marking work of the group: answers × rounds (1 or 2). */
  groupTotal: z.number().int(),
  groupDone: z.number().int(),
  answersTotal: z.number().int(),
  answersFinal: z.number().int(),
  arbitrationPending: z.number().int(),
  problemPending: z.number().int(),
});
export type TMarkingCounters = z.infer<typeof ZMarkingCounters>;

/** The marker's own counters, cheap enough to return with every fetch and submit; the group's come from GET /marking/group/{id}/counters. */
export const ZMyCounters = ZMarkingCounters.pick({ myMarked: true, myArbitrated: true, myQuota: true });
export type TMyCounters = z.infer<typeof ZMyCounters>;

export const ZMarkingQuestion = z.object({ questionId: z.number().int(), questionNo: z.string(), fullScore: z.number() });

// ---------------------------------------------------------------- task list

export const ZMarkingTaskQuery = z.object({
  hidden: zIntParam('hidden', { min: 0, max: 1, maxMessage: 'hidden只能是0或1' }).default(0),
});

export const ZMarkingTaskGroup = z.object({
  groupId: z.number().int(),
  name: z.string(),
  status: z.number().int(),
  statusText: z.string(),
  fullScore: z.number(),
  doubleMarking: z.boolean(),
  roles: z.array(ZMarkingRole),
  counters: ZMarkingCounters,
});

export const ZMarkingTask = z.object({
  /** 'exam-{examId}' for a whole-exam task (markType 3), 'group-{groupId}' otherwise. */
  taskKey: z.string(),
  examId: z.number().int(),
  examGroupId: z.number().int(),
  examName: z.string(),
  subjectId: z.number().int(),
  subjectName: z.string(),
  gradeName: z.string(),
  examDate: z.string(),
  markType: z.number().int(),
  markTypeText: z.string(),
  hidden: z.boolean(),
  /** The teacher manages the exam (assign, progress, problems, complete). */
  isManager: z.boolean(),
  /** markType 4 always shows problem papers. */
  showProblems: z.boolean(),
  groups: z.array(ZMarkingTaskGroup),
});
export type TMarkingTask = z.infer<typeof ZMarkingTask>;

export const ZMarkingHideBody = z.object({
  groupIds: z.array(z.number().int().positive(), { error: '请选择任务' }).min(1, { error: '请选择任务' }).max(200),
  hidden: z.boolean({ error: 'hidden必须是true或false' }),
});

// ---------------------------------------------------------------- the marking screen

export const ZMarkingGroupInfo = z.object({
  groupId: z.number().int(),
  name: z.string(),
  examId: z.number().int(),
  examName: z.string(),
  subjectName: z.string(),
  markType: z.number().int(),
  questions: z.array(ZMarkingQuestion),
  fullScore: z.number(),
  scoreStep: z.number(),
  rubric: z.string(),
  modelEssays: z.array(ZModelEssay),
  doubleMarking: z.boolean(),
  tolerance: z.number(),
  status: z.number().int(),
  statusText: z.string(),
  roles: z.array(ZMarkingRole),
  isManager: z.boolean(),
  counters: ZMarkingCounters,
});
export type TMarkingGroupInfo = z.infer<typeof ZMarkingGroupInfo>;

export const ZMarkingNextQuery = z.object({
  mode: z.enum(['mark', 'arbitrate'], { error: 'mode只能是mark或arbitrate' }).default('mark'),
});

export const ZPriorMark = z.object({ round: z.number().int(), teacherName: z.string(), scores: z.array(z.number()), score: z.number() });

export const ZMarkingItem = z.object({
  slotId: z.number().int(),
  answerId: z.number().int(),
  /** 1, 2 (double marking) or 3 (arbitration). */
  round: z.number().int(),
  /** Anonymous paper number shown to markers instead of the student's name. */
  paperNo: z.string(),
  imageUrl: z.string(),
  rotation: z.number().int(),
  leaseUntil: z.string().nullable(),
  /** The teacher's own submitted scores (review / re-mark), null for a new answer. */
  scores: z.array(z.number()).nullable(),
  submittedAt: z.string().nullable(),
  /** Arbitration: the two markers' scores. */
  priorMarks: z.array(ZPriorMark),
  labelIds: z.array(z.number().int()),
});
export type TMarkingItem = z.infer<typeof ZMarkingItem>;

export const ZMarkingNext = z.object({
  item: ZMarkingItem.nullable(),
  /** Why there is no item: 已完成 / quota reached / paused / nothing free right now. */
  reason: z.string().nullable(),
  counters: ZMyCounters,
});
export type TMarkingNext = z.infer<typeof ZMarkingNext>;

export const ZMarkingSubmit = z.object({
  slotId: zId('答卷任务ID'),
  scores: z
    .array(z.number({ error: '分数必须是数字' }).finite({ error: '分数必须是数字' }), { error: '请填写分数' })
    .min(1, { error: '请填写分数' })
    .max(20, { error: '小题数量过多' }),
  /**
   * Also hand out the next answer (of the same group and mode) in the response, as the marking
   * screen does after each submit: one request per answer instead of submit and then fetch-next.
   */
  next: z.boolean({ error: 'next只能是true或false' }).optional(),
});
export type TMarkingSubmit = z.infer<typeof ZMarkingSubmit>;

export const ZMarkingSubmitResult = z.object({
  slotId: z.number().int(),
  answerId: z.number().int(),
  score: z.number(),
  answerStatus: z.number().int(),
  answerStatusText: z.string(),
  finalScore: z.number().nullable(),
  counters: ZMyCounters,
  /** The next answer when the submit asked for it (`next: true`), else null. */
  next: ZMarkingNext.nullable(),
});
export type TMarkingSubmitResult = z.infer<typeof ZMarkingSubmitResult>;

export const ZMarkingHistoryQuery = ZPageQuery.extend({ mode: z.enum(['mark', 'arbitrate']).default('mark') });

export const ZMarkingHistoryItem = z.object({
  slotId: z.number().int(),
  answerId: z.number().int(),
  paperNo: z.string(),
  round: z.number().int(),
  scores: z.array(z.number()),
  score: z.number(),
  submittedAt: z.string(),
  answerStatus: z.number().int(),
  answerStatusText: z.string(),
  finalScore: z.number().nullable(),
  /** Whether the teacher may still re-mark it (回评). */
  editable: z.boolean(),
});
export type TMarkingHistoryItem = z.infer<typeof ZMarkingHistoryItem>;

// ---------------------------------------------------------------- problem papers

export const ZMarkingProblemReport = z.object({
  slotId: zId('答卷任务ID'),
  type: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], { error: '请选择问题类型' }),
  note: z.string().trim().max(200, { error: '问题说明最多200个字' }).default(''),
});

export const ZMarkingProblemQuery = ZPageQuery.extend({
  status: zIntParam('状态', { min: 0, max: 2, maxMessage: '状态只能是0、1、2' }).optional(),
});

export const ZMarkingProblem = z.object({
  problemId: z.number().int(),
  answerId: z.number().int(),
  groupId: z.number().int(),
  groupName: z.string(),
  paperNo: z.string(),
  studentName: z.string(),
  clazzName: z.string(),
  imageUrl: z.string(),
  type: z.number().int(),
  typeText: z.string(),
  note: z.string(),
  reporterName: z.string(),
  status: z.number().int(),
  statusText: z.string(),
  resolution: z.string().nullable(),
  finalScore: z.number().nullable(),
  createdAt: z.string(),
});
export type TMarkingProblem = z.infer<typeof ZMarkingProblem>;

export const ZMarkingProblemResolve = z.object({
  /** score: give the scores; zero: 0 points; remark: clear all marks and re-mark; pool: return the reporter's copy to the pool. */
  action: z.enum(['score', 'zero', 'remark', 'pool'], { error: '处理方式只能是给分、零分、重评或退回' }),
  scores: z.array(z.number({ error: '分数必须是数字' })).max(20).optional(),
});

// ---------------------------------------------------------------- arbitration list

export const ZMarkingArbitrationQuery = ZPageQuery.extend({
  status: z.enum(['pending', 'done'], { error: '状态只能是pending或done' }).default('pending'),
});
export const ZMarkingArbitration = z.object({
  answerId: z.number().int(),
  /** The arbitration round's slot (null if the answer no longer needs one). */
  slotId: z.number().int().nullable(),
  paperNo: z.string(),
  imageUrl: z.string(),
  priorMarks: z.array(ZPriorMark),
  difference: z.number(),
  finalScore: z.number().nullable(),
  arbiterName: z.string().nullable(),
});

// ---------------------------------------------------------------- management

export const ZMarkingExamQuery = ZPageQuery.extend({ semesterId: zId('学期ID').optional() });
export const ZMarkingExam = z.object({
  examId: z.number().int(),
  examGroupId: z.number().int(),
  examName: z.string(),
  subjectId: z.number().int(),
  subjectName: z.string(),
  gradeName: z.string(),
  examDate: z.string(),
  markType: z.number().int(),
  markTypeText: z.string(),
  markStatus: z.number().int(),
  groupCount: z.number().int(),
  answersTotal: z.number().int(),
  answersFinal: z.number().int(),
  isManager: z.boolean(),
});
export type TMarkingExam = z.infer<typeof ZMarkingExam>;

export const ZMarkerAssignment = z.object({
  teacherId: z.number().int(),
  teacherName: z.string(),
  quota: z.number().int().nullable(),
  clazzIds: z.array(z.number().int()).nullable(),
  marked: z.number().int(),
});

export const ZMarkingGroupSetup = z.object({
  groupId: z.number().int(),
  name: z.string(),
  questionIds: z.array(z.number().int()),
  fullScore: z.number(),
  scoreStep: z.number(),
  rubric: z.string(),
  modelEssays: z.array(ZModelEssay),
  doubleMarking: z.boolean(),
  tolerance: z.number(),
  assignMode: z.string(),
  blankThreshold: z.number(),
  status: z.number().int(),
  statusText: z.string(),
  answersTotal: z.number().int(),
  markers: z.array(ZMarkerAssignment),
  arbiters: z.array(z.object({ teacherId: z.number().int(), teacherName: z.string() })),
});
export type TMarkingGroupSetup = z.infer<typeof ZMarkingGroupSetup>;

export const ZMarkingSetup = z.object({
  examId: z.number().int(),
  examName: z.string(),
  subjectName: z.string(),
  markType: z.number().int(),
  questions: z.array(ZMarkingQuestion.extend({ objective: z.boolean() })),
  groups: z.array(ZMarkingGroupSetup),
  candidates: z.array(z.object({ teacherId: z.number().int(), teacherName: z.string(), subjectNames: z.array(z.string()), clazzIds: z.array(z.number().int()) })),
  clazzes: z.array(z.object({ clazzId: z.number().int(), clazzName: z.string() })),
});
export type TMarkingSetup = z.infer<typeof ZMarkingSetup>;

export const ZMarkingGroupInput = z.object({
  groupId: z.number().int().positive().optional(),
  name: z.string({ error: '请填写题组名称' }).trim().min(1, { error: '请填写题组名称' }).max(50, { error: '题组名称最多50个字' }),
  questionIds: z.array(z.number().int().positive(), { error: '请选择题目' }).min(1, { error: '每个题组至少包含一道题' }).max(20, { error: '一个题组最多20道小题' }),
  scoreStep: z.union([z.literal(0.5), z.literal(1), z.literal(2)], { error: '给分步长只能是0.5、1或2' }).default(1),
  rubric: z.string().max(5000, { error: '评分细则最多5000个字' }).default(''),
  modelEssays: z.array(ZModelEssay).max(10, { error: '范文最多10篇' }).default([]),
  doubleMarking: z.boolean().default(false),
  tolerance: z.number({ error: '误差分必须是数字' }).min(0, { error: '误差分不能为负' }).max(100).default(0),
  blankThreshold: z.number().min(0).max(0.2, { error: '空白判定阈值须在0到0.2之间' }).default(0.004),
});
export const ZMarkingGroupsBody = z.object({ groups: z.array(ZMarkingGroupInput).max(50, { error: '题组最多50个' }) });

export const ZMarkTypeBody = z.object({ markType: z.union([z.literal(3), z.literal(4)], { error: '阅卷方式只能是3（班级混合阅卷）或4（班级单独阅卷）' }) });

export const ZMarkingAssignBody = z.object({
  assignMode: z.enum(['even', 'quota', 'free'], { error: '分配方式只能是平均分配、按任务量分配或自由阅卷' }),
  markers: z
    .array(
      z.object({
        teacherId: z.number().int().positive(),
        quota: z.number().int({ error: '任务量必须是整数' }).min(0, { error: '任务量不能为负' }).nullable().optional(),
        clazzIds: z.array(z.number().int().positive()).nullable().optional(),
      }),
      { error: '请选择阅卷老师' },
    )
    .min(1, { error: '请至少选择一位阅卷老师' })
    .max(500),
  arbiters: z.array(z.number().int().positive()).max(50).default([]),
  doubleMarking: z.boolean().optional(),
  tolerance: z.number().min(0, { error: '误差分不能为负' }).max(100).optional(),
});

export const ZMarkingRejectBody = z.object({
  teacherId: z.number({ error: '请选择阅卷老师' }).int().positive({ error: '请选择阅卷老师' }),
  /** Only these slots; all of the teacher's marks in the group when absent. */
  slotIds: z.array(z.number().int().positive()).max(5000).optional(),
});
/** returned: marks sent back to the pool; kept: marks voided on answers a person decided (problem paper, confirmed blank), whose slots stay blocked. */
export const ZMarkingRejectResult = z.object({ returned: z.number().int(), kept: z.number().int() });

/** The state of a group after start / stop / resume / finish / reopen / final. */
export const ZMarkingGroupState = z.object({
  groupId: z.number().int(),
  status: z.number().int(),
  statusText: z.string(),
  /** final: whether the marked scores were written to the exam (every group of the exam finally complete). */
  scoresWritten: z.boolean(),
});

// ---------------------------------------------------------------- progress

export const ZMarkerProgress = z.object({
  teacherId: z.number().int(),
  teacherName: z.string(),
  role: ZMarkingRole,
  quota: z.number().int().nullable(),
  marked: z.number().int(),
  held: z.number().int(),
  remaining: z.number().int().nullable(),
  avgSeconds: z.number().nullable(),
  perHour: z.number().nullable(),
  /** Double marking: share of this marker's finished pairs within the tolerance. */
  agreementRate: z.number().nullable(),
  /** Double marking: this marker's pairs that went to arbitration. */
  arbitrations: z.number().int(),
  meanScore: z.number().nullable(),
});

export const ZGroupProgress = z.object({
  groupId: z.number().int(),
  name: z.string(),
  status: z.number().int(),
  statusText: z.string(),
  fullScore: z.number(),
  doubleMarking: z.boolean(),
  answersTotal: z.number().int(),
  answersFinal: z.number().int(),
  slotsTotal: z.number().int(),
  slotsDone: z.number().int(),
  arbitrationPending: z.number().int(),
  arbitrationDone: z.number().int(),
  problemPending: z.number().int(),
  agreementRate: z.number().nullable(),
  meanScore: z.number().nullable(),
  markers: z.array(ZMarkerProgress),
});
export const ZExamProgress = z.object({
  examId: z.number().int(),
  examName: z.string(),
  subjectName: z.string(),
  markType: z.number().int(),
  markStatus: z.number().int(),
  isManager: z.boolean(),
  groups: z.array(ZGroupProgress),
});
export type TExamProgress = z.infer<typeof ZExamProgress>;

export const ZClazzProgress = z.object({
  clazzId: z.number().int(),
  clazzName: z.string(),
  groups: z.array(z.object({ groupId: z.number().int(), name: z.string(), total: z.number().int(), final: z.number().int() })),
});

export const ZScoreDistribution = z.object({
  fullScore: z.number(),
  /** Lower bound of each bucket. */
  buckets: z.array(z.number()),
  group: z.object({ mean: z.number().nullable(), counts: z.array(z.number().int()) }),
  markers: z.array(z.object({ teacherId: z.number().int(), teacherName: z.string(), mean: z.number().nullable(), marked: z.number().int(), counts: z.array(z.number().int()) })),
});

export const ZSuperviseQuery = z.object({ semesterId: zId('学期ID').optional() });
export const ZSuperviseRow = z.object({
  examId: z.number().int(),
  examName: z.string(),
  subjectName: z.string(),
  gradeName: z.string(),
  examDate: z.string(),
  markStatus: z.number().int(),
  groups: z.array(z.object({ groupId: z.number().int(), name: z.string(), status: z.number().int(), statusText: z.string(), answersTotal: z.number().int(), answersFinal: z.number().int(), markers: z.number().int(), problemPending: z.number().int(), arbitrationPending: z.number().int() })),
});

// ---------------------------------------------------------------- labels and special answers

export const ZMarkingLabel = z.object({ labelId: z.number().int(), name: z.string(), system: z.boolean() });
export const ZMarkingLabelInput = z.object({
  name: z.string({ error: '请填写标签名称' }).trim().min(1, { error: '请填写标签名称' }).max(20, { error: '标签名称最多20个字' }),
});
export const ZAnswerLabelsBody = z.object({
  labelIds: z.array(z.number().int().positive()).max(20),
  note: z.string().trim().max(200, { error: '备注最多200个字' }).default(''),
});
export const ZSpecialAnswerQuery = ZPageQuery.extend({ labelId: zId('标签ID').optional() });
export const ZSpecialAnswer = z.object({
  answerId: z.number().int(),
  paperNo: z.string(),
  studentName: z.string(),
  clazzName: z.string(),
  imageUrl: z.string(),
  finalScore: z.number().nullable(),
  labels: z.array(z.object({ labelId: z.number().int(), name: z.string(), teacherName: z.string(), note: z.string() })),
});

// ---------------------------------------------------------------- blank-image auto marking and audit

export const ZBlankCandidatesQuery = ZPageQuery.extend({ threshold: zDecimalParam('阈值').pipe(z.number().min(0, { error: '阈值须在0到0.2之间' }).max(0.2, { error: '阈值须在0到0.2之间' })).optional() });
export const ZBlankCandidate = z.object({ answerId: z.number().int(), paperNo: z.string(), inkRatio: z.number().nullable(), imageUrl: z.string(), blankAudit: z.number().int(), blankAuditText: z.string(), answerStatus: z.number().int() });
export const ZBlankProposeBody = z.object({ threshold: z.number({ error: '阈值必须是数字' }).min(0).max(0.2, { error: '阈值须在0到0.2之间' }) });
export const ZBlankProposeResult = z.object({ threshold: z.number(), proposed: z.number().int() });
export const ZAutoBlankRow = z.object({
  examId: z.number().int(),
  examName: z.string(),
  subjectName: z.string(),
  groupId: z.number().int(),
  groupName: z.string(),
  threshold: z.number(),
  answersTotal: z.number().int(),
  candidates: z.number().int(),
  proposed: z.number().int(),
  confirmed: z.number().int(),
  rejected: z.number().int(),
});
export const ZAuditQuery = ZPageQuery.extend({
  groupId: zId('题组ID').optional(),
  status: zIntParam('状态', { min: 1, max: 3, minMessage: '状态只能是1、2、3', maxMessage: '状态只能是1、2、3' }).default(1),
});
export const ZAuditItem = ZBlankCandidate.extend({ groupId: z.number().int(), groupName: z.string(), examName: z.string() });
export const ZAuditBody = z.object({
  answerIds: z.array(z.number().int().positive(), { error: '请选择答卷' }).min(1, { error: '请选择答卷' }).max(5000),
  action: z.enum(['confirm', 'reject'], { error: '操作只能是确认或驳回' }),
});
/** skipped: answers not waiting for this action (already confirmed, a problem paper, group finally complete). */
export const ZAuditResult = z.object({ updated: z.number().int(), skipped: z.number().int() });
export const ZObjectiveGroups = z.array(
  z.object({
    questionId: z.number().int(),
    questionNo: z.string(),
    answerKey: z.string().nullable(),
    fullScore: z.number(),
    groups: z.array(z.object({ answer: z.string(), count: z.number().int(), score: z.number() })),
  }),
);

// ---------------------------------------------------------------- viewing papers (spec section 6)

export const ZStudentPapersQuery = ZPageQuery.extend({ clazzId: zId('班级ID').optional(), keyword: z.string().trim().max(50).optional() });
export const ZStudentPaper = z.object({
  studentId: z.number().int(),
  studentName: z.string(),
  studentNum: z.string(),
  clazzName: z.string(),
  answers: z.array(z.object({ groupId: z.number().int(), groupName: z.string(), answerId: z.number().int(), imageUrl: z.string(), status: z.number().int(), statusText: z.string(), finalScore: z.number().nullable() })),
});

// ---------------------------------------------------------------- images and scans

export const ZRotateImageBody = z.object({
  answerId: zId('答卷ID'),
  degrees: z.union([z.literal(90), z.literal(180), z.literal(270)], { error: '旋转角度只能是90、180或270' }),
});
export const ZRotateImageResult = z.object({ answerId: z.number().int(), rotation: z.number().int(), imageUrl: z.string() });

export const ZScanImportResult = z.object({
  imported: z.number().int(),
  replaced: z.number().int(),
  skipped: z.array(z.object({ name: z.string(), reason: z.string() })),
  groups: z.array(z.object({ groupId: z.number().int(), name: z.string(), count: z.number().int() })),
});
export const ZScanRegion = z.object({
  groupId: z.number().int().positive(),
  page: z.number().int().min(1).max(20),
  x: z.number().min(0).max(1),
  y: z.number().min(0).max(1),
  w: z.number().gt(0).max(1),
  h: z.number().gt(0).max(1),
});
export const ZScanTemplate = z.object({ examId: z.number().int(), imageUrl: z.string().nullable(), regions: z.array(ZScanRegion) });
