/**
 * 联考 (/jointcontainer, docs/joint.md): a joint exam of several schools of one district. The
 * organising school's master sets the subjects and papers, invites schools, chooses whether other
 * schools' names are shown (anonymous mode: 学校A, 学校B …) and the grading lines; each invited
 * school's master accepts, its grade leaders bring in their scores; the organiser releases the
 * reports. Every school sees the union's aggregates and its own classes and students only.
 *
 * Schools appear in every report as `{ schoolKey, schoolName, mine }`: `schoolKey` is the school's
 * letter number (0 → A), never its id, and `schoolName` is what the viewer may know (the real name
 * for the organiser, for the school itself and when the exam is not anonymous; 学校A … otherwise).
 */
import { z } from 'zod';
import { ZPaperInput, ZQuestionInput } from './academic.js';
import { ZCountRate, ZOptionDistribution, ZScoreBand } from './academic-report.js';
import { zId, zIntParam, zPage, zPageNo, zPageSize } from './common.js';

export const JOINT_PAGE_SIZE = 10;
/** Schools in one joint exam, the organiser included. */
export const JOINT_MAX_SCHOOLS = 60;
/** Grading lines per subject (and per total). */
export const JOINT_MAX_LINES = 6;
/** The 总分 in report queries and documents. */
export const JOINT_TOTAL = 0;

export const JOINT_STATUS = { OPEN: 1, RELEASED: 2 } as const;
export const JOINT_STATUS_TEXT: Record<number, string> = { 1: '收集成绩中', 2: '已发布' };
export const JOINT_SCHOOL_STATUS = { INVITED: 0, ACCEPTED: 1, DECLINED: 2 } as const;
export const JOINT_SCHOOL_STATUS_TEXT: Record<number, string> = { 0: '待接受', 1: '已参加', 2: '已谢绝' };

/** 学校A, 学校B … 学校Z, 学校AA … for letter numbers 0, 1, … */
export function schoolLetter(n: number): string {
  let s = '';
  let k = n;
  do {
    s = String.fromCharCode(65 + (k % 26)) + s;
    k = Math.floor(k / 26) - 1;
  } while (k >= 0);
  return s;
}
export const anonymousSchoolName = (n: number) => `学校${schoolLetter(n)}`;

const num = z.number().nullable();

// ----------------------------------------------------------------------------------------------
// Requests
// ----------------------------------------------------------------------------------------------

export const ZJointParams = z.object({ jointId: zId('联考ID').describe('联考ID') });
export const ZJointSubjectParams = ZJointParams.extend({ subjectId: zId('学科ID').describe('学科ID') });
export const ZJointSchoolParams = ZJointParams.extend({ schoolId: zId('学校ID').describe('学校ID') });
export const ZJointStudentParams = ZJointParams.extend({ studentId: zId('学生ID').describe('学生ID') });

export const ZJointListQuery = z.object({
  status: zIntParam('状态', { min: 1, max: 2, minMessage: '状态只能是1或2', maxMessage: '状态只能是1或2' }).optional().describe('状态：1 收集成绩中，2 已发布'),
  keyword: z.string().trim().max(50, { error: '关键词最长50个字符' }).optional().describe('按联考名称查找'),
  pageNo: zPageNo(),
  pageSize: zPageSize(JOINT_PAGE_SIZE),
});

const ZJointSubjectInput = z.object({
  subjectId: zId('学科ID'),
  fullScore: z.number({ error: '学科满分必须是数字' }).gt(0, { error: '学科满分须大于0' }).max(1000, { error: '学科满分最多1000分' }),
});

const jointBase = {
  name: z.string({ error: '请填写联考名称' }).trim().min(1, { error: '请填写联考名称' }).max(100, { error: '联考名称最长100个字符' }),
  examDate: z.string({ error: '请选择考试日期' }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: '考试日期格式应为yyyy-MM-dd' }),
  anonymous: z.boolean({ error: '请选择是否匿名' }).default(true),
  subjects: z
    .array(ZJointSubjectInput, { error: '请至少选择一个学科' })
    .min(1, { error: '联考至少要有一个学科' })
    .max(20, { error: '联考最多20个学科' })
    .refine((s) => new Set(s.map((x) => x.subjectId)).size === s.length, { error: '学科不能重复' }),
};

/** POST /joint: the organiser's grade (of their own school) gives the grade level every school sits. */
export const ZJointCreateBody = z.object({
  ...jointBase,
  gradeId: zId('年级ID'),
  /** Schools invited at once (the organiser's own school takes part without being listed). */
  schoolIds: z.array(zId('学校ID')).max(JOINT_MAX_SCHOOLS - 1, { error: `联考最多${JOINT_MAX_SCHOOLS}所学校` }).default([]),
});
export type TJointCreateBody = z.infer<typeof ZJointCreateBody>;

/** PUT /joint/:jointId: name, date, anonymity and subjects while scores are being collected. */
export const ZJointEditBody = z.object(jointBase);
export type TJointEditBody = z.infer<typeof ZJointEditBody>;

export const ZJointInviteBody = z.object({
  schoolIds: z.array(zId('学校ID'), { error: '请选择要邀请的学校' }).min(1, { error: '请选择要邀请的学校' }).max(JOINT_MAX_SCHOOLS - 1, { error: `联考最多${JOINT_MAX_SCHOOLS}所学校` }),
});

export const ZJointSchoolSearchQuery = z.object({
  /** Marks the schools already invited to this joint exam. */
  jointId: zId('联考ID').optional().describe('联考ID：标出已邀请的学校'),
  keyword: z.string().trim().max(50, { error: '关键词最长50个字符' }).optional().describe('学校名称或学校代码'),
});

export const ZGradingLineInput = z.object({
  /** null: the 总分. */
  subjectId: zId('学科ID').nullable(),
  name: z.string({ error: '请填写分数线名称' }).trim().min(1, { error: '请填写分数线名称' }).max(20, { error: '分数线名称最长20个字符' }),
  kind: z.enum(['score', 'share'], { error: '分数线类型只能是分数线或前百分比' }),
  /** A score (score lines) or a share 0-1 (前10% is 0.1). */
  value: z.number({ error: '分数线的值必须是数字' }),
});
export type TGradingLineInput = z.infer<typeof ZGradingLineInput>;
export const ZJointLinesBody = z.object({ lines: z.array(ZGradingLineInput).max(JOINT_MAX_LINES * 21, { error: '分数线太多' }) });

export const ZJointPaperBody = ZPaperInput;

export const ZJointReportQuery = z.object({
  /** 0: the 总分. */
  subjectId: zIntParam('学科ID', { min: 0, minMessage: '学科ID不能为负' }).default(JOINT_TOTAL).describe('学科ID，0为总分'),
});
export const ZJointStudentsQuery = ZJointReportQuery.extend({
  clazzId: zId('班级ID').optional().describe('只看一个班级'),
  keyword: z.string().trim().max(50, { error: '关键词最长50个字符' }).optional().describe('学生姓名或学号'),
  pageNo: zPageNo(),
  pageSize: zPageSize(20),
});

// ----------------------------------------------------------------------------------------------
// Lifecycle responses
// ----------------------------------------------------------------------------------------------

export const ZJointSchoolRef = z.object({ schoolKey: z.number().int(), schoolName: z.string(), mine: z.boolean() });
export type TJointSchoolRef = z.infer<typeof ZJointSchoolRef>;

export const ZJointSubject = z.object({ subjectId: z.number().int(), subjectName: z.string(), fullScore: z.number(), questionCount: z.number().int() });

/** What the viewer may do with a joint exam. */
export const ZJointRights = z.object({
  /** The organising school's master: edit, invite, lines, release. */
  organise: z.boolean(),
  /** An invited school's master who has not answered yet. */
  respond: z.boolean(),
  /** Bring in this school's scores (its master or the grade's leader, while open). */
  upload: z.boolean(),
  /** Read the union reports (released, and the school included). */
  report: z.boolean(),
  /** Read the school's classes and students: master and grade leaders all, others their classes. */
  schoolReport: z.boolean(),
});

export const ZJointListItem = z.object({
  jointId: z.number().int(),
  name: z.string(),
  gradeName: z.string(),
  examDate: z.string(),
  anonymous: z.boolean(),
  status: z.number().int(),
  statusText: z.string(),
  organiser: z.string(),
  mine: z.boolean(),
  /** The viewer's school's answer (0 待接受, 1 已参加, 2 已谢绝). */
  myStatus: z.number().int(),
  subjects: z.array(z.string()),
  schoolCount: z.number().int(),
  rights: ZJointRights,
});
export const ZJointPage = zPage(ZJointListItem);

/** One school's upload state per subject (the organiser sees every school; a school its own). */
export const ZJointUploadRow = ZJointSchoolRef.extend({
  /** The school's id, for the organiser only (who invited it by name); null for everyone else. */
  schoolId: z.number().int().nullable(),
  status: z.number().int(),
  statusText: z.string(),
  included: z.boolean(),
  students: z.number().int(),
    /** examId: the school's own exam of the subject (its score import), for the viewer's school only. */
  subjects: z.array(z.object({ subjectId: z.number().int(), examId: z.number().int().nullable(), withScores: z.number().int(), absent: z.number().int() })),
});

export const ZGradingLine = z.object({ lineId: z.number().int(), subjectId: z.number().int().nullable(), name: z.string(), kind: z.enum(['score', 'share']), value: z.number() });

export const ZJointDetail = z.object({
  jointId: z.number().int(),
  name: z.string(),
  gradeName: z.string(),
  section: z.number().int(),
  gradeNo: z.number().int(),
  examDate: z.string(),
  anonymous: z.boolean(),
  status: z.number().int(),
  statusText: z.string(),
  releasedAt: z.string().nullable(),
  organiser: z.string(),
  mine: z.boolean(),
  myStatus: z.number().int(),
  /** This school's own exam group (its 联考 in 学情分析), once it accepted. */
  myExamGroupId: z.number().int().nullable(),
  /** The classes of this school's exam group (the score import's template per class). */
  myClazzes: z.array(z.object({ clazzId: z.number().int(), clazzName: z.string() })),
  rights: ZJointRights,
  subjects: z.array(ZJointSubject),
  schools: z.array(ZJointUploadRow),
  lines: z.array(ZGradingLine),
});
export type TJointDetail = z.infer<typeof ZJointDetail>;

/** A school that may be invited: same district, found by name or code (the organiser sees names). */
export const ZJointSchoolOption = z.object({ schoolId: z.number().int(), schoolName: z.string(), code: z.string(), invited: z.boolean() });

export const ZJointPaper = z.object({
  subjectId: z.number().int(),
  subjectName: z.string(),
  fullScore: z.number(),
  /** Empty until the organiser sets the paper. */
  questions: z.array(ZQuestionInput),
  /** The paper can no longer change: a school has scores in this subject. */
  locked: z.boolean(),
});

export const ZJointReleaseResult = z.object({ included: z.number().int(), left: z.array(z.string()) });

// ----------------------------------------------------------------------------------------------
// Reports (docs/statistics.md "Union reports"; rates 0-1, nothing rounded)
// ----------------------------------------------------------------------------------------------

export const ZJointStats = z.object({
  participants: z.number().int(),
  absent: z.number().int(),
  average: num,
  max: num,
  min: num,
  median: num,
  stdDev: num,
  pass: ZCountRate,
  good: ZCountRate,
  excellent: ZCountRate,
  low: ZCountRate,
});
export const ZJointSchoolStats = ZJointSchoolRef.merge(ZJointStats).extend({ rank: num, aboveAverageRate: num });

const ZReportHead = z.object({
  subjectId: z.number().int(),
  subjectName: z.string(),
  fullScore: z.number(),
  /** Subjects with reports (0 first: the 总分). */
  subjects: z.array(z.object({ subjectId: z.number().int(), subjectName: z.string() })),
  builtAt: z.string(),
});

/** jointdetail: the union and every school. */
export const ZJointOverview = ZReportHead.extend({ union: ZJointStats, schools: z.array(ZJointSchoolStats), classCount: z.number().int() });

export const ZJointLineCount = z.object({ count: z.number().int(), rate: num });
/** gradinglinestatistics: per line, the union, every school and (for the viewer's school) its classes. */
export const ZJointLines = ZReportHead.extend({
  lines: z.array(z.object({ name: z.string(), kind: z.enum(['score', 'share']), value: z.number(), score: num })),
  union: z.object({ participants: z.number().int(), counts: z.array(ZJointLineCount) }),
  schools: z.array(ZJointSchoolRef.extend({ participants: z.number().int(), counts: z.array(ZJointLineCount) })),
  classes: z.array(z.object({ clazzId: z.number().int(), clazzName: z.string(), participants: z.number().int(), counts: z.array(ZJointLineCount) })),
});

/** testachievementsummary: every school's average and rank in each subject and the total. */
export const ZJointSummary = z.object({
  subjects: z.array(z.object({ subjectId: z.number().int(), subjectName: z.string(), fullScore: z.number(), unionAverage: num })),
  schools: z.array(ZJointSchoolRef.extend({ cells: z.array(z.object({ subjectId: z.number().int(), participants: z.number().int(), average: num, rank: num, aboveAverageRate: num })) })),
  builtAt: z.string(),
});

/** achievementspread: score bands of the union and of every school. */
export const ZJointSpread = ZReportHead.extend({
  bandWidth: z.number(),
  union: z.array(ZScoreBand),
  schools: z.array(ZJointSchoolRef.extend({ participants: z.number().int(), bands: z.array(ZScoreBand) })),
});

const ZJointQuestionCell = z.object({ participants: z.number().int(), average: num, scoringRate: num, fullMarkCount: z.number().int(), zeroCount: z.number().int() });
/** answerquescount: each question's union figures and every school's. */
export const ZJointQuestions = ZReportHead.extend({
  questions: z.array(
    z.object({
      questionNo: z.string(),
      fullScore: z.number(),
      objective: z.boolean(),
      answerKey: z.string().nullable(),
      union: ZJointQuestionCell,
      schools: z.array(ZJointSchoolRef.merge(ZJointQuestionCell)),
    }),
  ),
});

/** pointgrasp: knowledge-point mastery of the union and every school. */
export const ZJointPoints = ZReportHead.extend({
  points: z.array(
    z.object({
      kpId: z.number().int(),
      name: z.string(),
      questionNos: z.array(z.string()),
      fullScore: z.number(),
      unionMastery: num,
      schools: z.array(ZJointSchoolRef.extend({ mastery: num })),
    }),
  ),
});

/** The union rank bands of schoolsortdetail (前50名 …). */
export const JOINT_RANK_BANDS = [50, 100, 200, 500, 1000] as const;
/** schoolsortdetail: schools in rank order with their place in the union's rank bands. */
export const ZJointSchoolSort = ZReportHead.extend({
  rankBands: z.array(z.number().int()),
  schools: z.array(ZJointSchoolStats.extend({ inRankBands: z.array(z.number().int()), tiers: z.object({ top: z.number().int(), excellent: z.number().int(), middle: z.number().int(), struggling: z.number().int() }) })),
});

/** jointnowschoolport: the viewer's school and its classes against the union. */
export const ZJointMySchool = ZReportHead.extend({
  school: ZJointSchoolStats,
  union: ZJointStats,
  schoolCount: z.number().int(),
  classCount: z.number().int(),
  classes: z.array(
    ZJointStats.extend({
      clazzId: z.number().int(),
      clazzName: z.string(),
      /** Rank of the class average among all classes of the union. */
      unionRank: num,
      /** Rank among the classes of the school. */
      schoolRank: num,
      /** 超均率 against the union average. */
      aboveAverageRate: num,
    }),
  ),
});

export const ZJointStudentRow = z.object({
  studentId: z.number().int(),
  studentNum: z.string(),
  name: z.string(),
  clazzId: z.number().int(),
  clazzName: z.string(),
  absent: z.boolean(),
  total: num,
  classRank: num,
  schoolRank: num,
  unionRank: num,
  /** 超过的考生比例 (0-1). */
  percentile: num,
});
export const ZJointStudentPage = zPage(ZJointStudentRow).extend({ participants: z.number().int() });

/** studentreport: one of the school's students in every subject and the total. */
export const ZJointStudentReport = z.object({
  studentId: z.number().int(),
  studentNum: z.string(),
  name: z.string(),
  clazzName: z.string(),
  subjects: z.array(
    z.object({
      subjectId: z.number().int(),
      subjectName: z.string(),
      fullScore: z.number(),
      absent: z.boolean(),
      score: num,
      classRank: num,
      schoolRank: num,
      unionRank: num,
      percentile: num,
      participants: z.number().int(),
      clazzAverage: num,
      schoolAverage: num,
      unionAverage: num,
      /** Question scores against the union's average (subjects only; empty for the 总分). */
      questions: z.array(z.object({ questionNo: z.string(), fullScore: z.number(), score: num, unionAverage: num })),
    }),
  ),
});

/** paperqualityport: the paper over the whole union. */
export const ZJointQuality = ZReportHead.extend({
  alpha: num,
  average: num,
  difficulty: num,
  discrimination: num,
  questions: z.array(
    z.object({
      questionNo: z.string(),
      fullScore: z.number(),
      objective: z.boolean(),
      answerKey: z.string().nullable(),
      difficulty: num,
      discrimination: num,
      itemRestCorrelation: num,
      stdDev: num,
      optionDistribution: ZOptionDistribution.nullable(),
    }),
  ),
});

/** excellentschool: schools by 优秀率, with their top-share counts. */
export const ZJointExcellentSchools = ZReportHead.extend({
  schools: z.array(ZJointSchoolRef.extend({ participants: z.number().int(), excellent: ZCountRate, good: ZCountRate, average: num, inTop: z.array(z.number().int()) })),
  topShares: z.array(z.number()),
});

/** excellentclass: the union's best classes by average (aggregates only). */
export const ZJointExcellentClasses = ZReportHead.extend({
  classes: z.array(ZJointSchoolRef.extend({ clazzId: z.number().int().nullable(), clazzName: z.string(), participants: z.number().int(), average: num, excellent: ZCountRate, unionRank: z.number().int() })),
});

/** excellentstudent: the union's top students; other schools' students without a name. */
export const ZJointExcellentStudents = ZReportHead.extend({
  limit: z.number().int(),
  students: z.array(ZJointSchoolRef.extend({ unionRank: z.number().int(), total: z.number(), name: z.string().nullable(), clazzName: z.string().nullable(), studentId: z.number().int().nullable() })),
});
export const ZJointExcellentQuery = ZJointReportQuery.extend({
  limit: zIntParam('名次', { min: 10, max: 500, minMessage: '名次最少为10', maxMessage: '名次最多为500' }).default(100).describe('联考前多少名（10-500）'),
});

export type TJointOverview = z.infer<typeof ZJointOverview>;
export type TJointLines = z.infer<typeof ZJointLines>;
export type TJointSummary = z.infer<typeof ZJointSummary>;
export type TJointSpread = z.infer<typeof ZJointSpread>;
export type TJointQuestions = z.infer<typeof ZJointQuestions>;
export type TJointPoints = z.infer<typeof ZJointPoints>;
export type TJointSchoolSort = z.infer<typeof ZJointSchoolSort>;
export type TJointMySchool = z.infer<typeof ZJointMySchool>;
export type TJointStudentPage = z.infer<typeof ZJointStudentPage>;
export type TJointStudentReport = z.infer<typeof ZJointStudentReport>;
export type TJointQuality = z.infer<typeof ZJointQuality>;
export type TJointExcellentSchools = z.infer<typeof ZJointExcellentSchools>;
export type TJointExcellentClasses = z.infer<typeof ZJointExcellentClasses>;
export type TJointExcellentStudents = z.infer<typeof ZJointExcellentStudents>;
export type TJointListItem = z.infer<typeof ZJointListItem>;
export type TJointSchoolOption = z.infer<typeof ZJointSchoolOption>;
export type TJointPaper = z.infer<typeof ZJointPaper>;
export type TGradingLine = z.infer<typeof ZGradingLine>;
export type TJointPage = z.infer<typeof ZJointPage>;
