/**
 * Teaching supervision (教学督导, spec sections 2 /teaching, 3 "Teaching search filters", 6): the
 * grade leader's (post 3) and school master's (post 5) view of learning (study), of each
 * teacher's work (teacher) and of teaching quality (quality). Definitions in docs/teaching.md.
 */
import { z } from 'zod';
import { INT4_MAX, zId } from './common.js';

/** Trend buckets: 周 / 月 / 学期. */
export const TEACHING_CYCLE = ['week', 'month', 'semester'] as const;
export type TTeachingCycle = (typeof TEACHING_CYCLE)[number];
export const TEACHING_CYCLE_NAMES: Record<TTeachingCycle, string> = { week: '周', month: '月', semester: '学期' };

/** A class falls behind when its value added is at or below this (docs/teaching.md). */
export const VALUE_ADDED_ALERT = -0.2;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DECIMAL_ID = /^[1-9][0-9]*$/;

const zDay = (label: string) =>
  z
    .string({ error: `${label}格式应为yyyy-MM-dd` })
    .regex(DAY, { error: `${label}格式应为yyyy-MM-dd` })
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), { error: `${label}不是有效日期` });

/**
 * A list of positive ids in a query string: `1,2,3`, or the key repeated (`?x=1&x=2`). Every item
 * is a canonical decimal integer within int4 (as zId); an empty value means no filter.
 */
export const zIdList = (label: string) =>
  z
    .union([z.string(), z.array(z.string())], { error: `${label}应为以逗号分隔的编号` })
    .transform((v, ctx) => {
      const parts = (Array.isArray(v) ? v : [v]).flatMap((s) => s.split(',')).map((s) => s.trim()).filter((s) => s !== '');
      const ids: number[] = [];
      for (const p of parts) {
        const n = Number(p);
        if (!DECIMAL_ID.test(p) || n > INT4_MAX) {
          ctx.issues.push({ code: 'custom', message: `${label}应为以逗号分隔的正整数编号（${p.slice(0, 20)}）`, input: v });
          return z.NEVER;
        }
        ids.push(n);
      }
      if (ids.length > 200) {
        ctx.issues.push({ code: 'custom', message: `${label}最多200个`, input: v });
        return z.NEVER;
      }
      return [...new Set(ids)];
    })
    .optional();

/** The filters every /teaching screen takes (section 3's teaching search filters). */
export const ZTeachingQuery = z
  .object({
    subjectIds: zIdList('学科').describe('学科ID，多个以逗号分隔；不传为全部学科'),
    /** Grade ids (年级). */
    grades: zIdList('年级').describe('年级ID，多个以逗号分隔；不传为可查看的全部年级'),
    /** Default: the current semester. */
    semesterId: zId('学期').optional().describe('学期ID；不传为当前学期'),
    clazzIds: zIdList('班级').describe('班级ID，多个以逗号分隔；不传为所选年级的全部班级'),
    /** yyyy-MM-dd; default: the semester's first day. */
    startTime: zDay('开始日期').optional().describe('开始日期yyyy-MM-dd；不传为学期第一天'),
    /** yyyy-MM-dd; default: the semester's last day. */
    endTime: zDay('结束日期').optional().describe('结束日期yyyy-MM-dd；不传为学期最后一天'),
    cycleType: z.enum(TEACHING_CYCLE, { error: '统计周期只能是week（周）、month（月）或semester（学期）' }).default('month').describe('趋势的统计周期：week 周，month 月（默认），semester 学期'),
    teacherId: zId('教师').optional().describe('教师ID：只看该教师任教的班级与学科'),
  })
  .superRefine((q, ctx) => {
    if (q.startTime && q.endTime && q.startTime > q.endTime) ctx.addIssue({ code: 'custom', path: ['startTime'], message: '开始日期不能晚于结束日期' });
  });
export type TTeachingQuery = z.input<typeof ZTeachingQuery>;

export const ZTeachingTeacherParams = z.object({ teacherId: zId('教师') });

/** The period and scope the figures were computed for (what the filter bar shows as chosen). */
export const ZTeachingScope = z.object({
  semesterId: z.number().int(),
  semesterName: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  cycleType: z.enum(TEACHING_CYCLE),
  grades: z.array(z.object({ gradeId: z.number().int(), gradeName: z.string() })),
});
export type TTeachingScope = z.infer<typeof ZTeachingScope>;

/** The filter bar's choices within the caller's scope. */
export const ZTeachingOptions = z.object({
  semesters: z.array(z.object({ semesterId: z.number().int(), semesterName: z.string(), startDate: z.string(), endDate: z.string(), current: z.boolean() })),
  grades: z.array(z.object({ gradeId: z.number().int(), gradeName: z.string() })),
  subjects: z.array(z.object({ subjectId: z.number().int(), subjectName: z.string() })),
  clazzes: z.array(z.object({ clazzId: z.number().int(), clazzName: z.string(), gradeId: z.number().int() })),
  teachers: z.array(z.object({ teacherId: z.number().int(), teacherName: z.string() })),
});
export type TTeachingOptions = z.infer<typeof ZTeachingOptions>;

const rate = z.number().nullable();

// ---------------------------------------------------------------------------------------------
// 学情概况 (study)
// ---------------------------------------------------------------------------------------------

/** One exam of the period, for the grade (clazzId null) or one class. */
/** The grade and subject a row belongs to (every table of the three screens is by grade and subject). */
const gradeSubject = { gradeId: z.number().int(), gradeName: z.string(), subjectId: z.number().int(), subjectName: z.string() };

export const ZTeachingStudyRow = z.object({
  examId: z.number().int(),
  examName: z.string(),
  examDate: z.string(),
  ...gradeSubject,
  clazzId: z.number().int().nullable(),
  /** '年级整体' for the grade row. */
  clazzName: z.string(),
  fullScore: z.number(),
  participants: z.number().int(),
  average: z.number().nullable(),
  scoreRate: rate,
  passRate: rate,
  excellentRate: rate,
});
export type TTeachingStudyRow = z.infer<typeof ZTeachingStudyRow>;

export const ZTeachingBucket = z.object({ key: z.string(), label: z.string(), start: z.string(), end: z.string() });
export type TTeachingBucket = z.infer<typeof ZTeachingBucket>;

/** A figure of one bucket: participant-weighted over the bucket's exams; null where it had none. */
export const ZTeachingTrendPoint = z.object({ examCount: z.number().int(), scoreRate: rate, passRate: rate, excellentRate: rate }).nullable();

export const ZTeachingTrendSeries = z.object({
  ...gradeSubject,
  clazzId: z.number().int().nullable(),
  clazzName: z.string(),
  points: z.array(ZTeachingTrendPoint),
});
export type TTeachingTrendSeries = z.infer<typeof ZTeachingTrendSeries>;

export const ZTeachingWeakPoint = z.object({
  ...gradeSubject,
  kpId: z.number().int(),
  kpName: z.string(),
  /** Tagged exams of the period that test the point. */
  examCount: z.number().int(),
  /** Score rate of the grade on the point's questions over those exams. */
  scoreRate: z.number(),
});
export type TTeachingWeakPoint = z.infer<typeof ZTeachingWeakPoint>;

export const ZTeachingStudy = z.object({
  scope: ZTeachingScope,
  summary: z.object({ examCount: z.number().int(), examGroupCount: z.number().int(), taggedExamCount: z.number().int(), participants: z.number().int(), scoreRate: rate, passRate: rate, excellentRate: rate }),
  rows: z.array(ZTeachingStudyRow),
  buckets: z.array(ZTeachingBucket),
  series: z.array(ZTeachingTrendSeries),
  weakPoints: z.array(ZTeachingWeakPoint),
});
export type TTeachingStudy = z.infer<typeof ZTeachingStudy>;

// ---------------------------------------------------------------------------------------------
// 教师工作 (teacher)
// ---------------------------------------------------------------------------------------------

export const ZTeachingTeacherRow = z.object({
  teacherId: z.number().int(),
  teacherName: z.string(),
  subjectNames: z.array(z.string()),
  clazzNames: z.array(z.string()),
  /** Exams of the teacher's subject and classes in the period that have a built report. */
  examsAnalysed: z.number().int(),
  /** Distinct exams in which the teacher tagged a question during the period. */
  examsTagged: z.number().int(),
  /** First and second marks submitted in the period (arbitrations apart). */
  answersMarked: z.number().int(),
  arbitrationsDone: z.number().int(),
  /** Mean seconds from hand-out to submission of those marks; null without timings. */
  avgSecondsPerAnswer: z.number().nullable(),
  /** Of the teacher's double-marked answers, the share that went to arbitration. */
  arbitrationShare: rate,
  /** Of the teacher's double-marked answers with both marks in, the share within the group's tolerance. */
  agreementRate: rate,
  papersMade: z.number().int(),
  papersSent: z.number().int(),
  questionsCollected: z.number().int(),
});
export type TTeachingTeacherRow = z.infer<typeof ZTeachingTeacherRow>;

export const ZTeachingTeachers = z.object({ scope: ZTeachingScope, rows: z.array(ZTeachingTeacherRow) });
export type TTeachingTeachers = z.infer<typeof ZTeachingTeachers>;

export const ZTeachingTeacherDetail = z.object({
  teacher: ZTeachingTeacherRow,
  exams: z.array(z.object({ examId: z.number().int(), examName: z.string(), examDate: z.string(), subjectName: z.string(), clazzName: z.string(), average: z.number().nullable(), gradeAverage: z.number().nullable(), passRate: rate })),
  tagged: z.array(z.object({ examId: z.number().int(), examName: z.string(), examDate: z.string(), subjectName: z.string(), questions: z.number().int(), lastTaggedAt: z.string() })),
  marking: z.array(z.object({ groupId: z.number().int(), examName: z.string(), groupName: z.string(), marked: z.number().int(), arbitrations: z.number().int(), avgSeconds: z.number().nullable(), agreementRate: rate })),
  papers: z.array(z.object({ recordId: z.number().int(), name: z.string(), subjectName: z.string(), createdAt: z.string(), sentAt: z.string().nullable() })),
});
export type TTeachingTeacherDetail = z.infer<typeof ZTeachingTeacherDetail>;

// ---------------------------------------------------------------------------------------------
// 教学质量 (quality)
// ---------------------------------------------------------------------------------------------

export const ZTeachingQualityRow = z.object({
  ...gradeSubject,
  clazzId: z.number().int(),
  clazzName: z.string(),
  teacherNames: z.array(z.string()),
  /** Exams of the period the class sat in this subject. */
  examCount: z.number().int(),
  firstZ: z.number().nullable(),
  lastZ: z.number().nullable(),
  /** Mean standardised score at the last exam minus at the first (null with fewer than two). */
  valueAdded: z.number().nullable(),
  passChange: rate,
  excellentChange: rate,
  lastPassRate: rate,
  lastExcellentRate: rate,
  flagged: z.boolean(),
  /** Why it is flagged, in Chinese. */
  reasons: z.array(z.string()),
});
export type TTeachingQualityRow = z.infer<typeof ZTeachingQualityRow>;

/** Class mean z-scores, one matrix per grade and subject: rows are classes (with their teachers), columns exams. */
export const ZTeachingQualityMatrix = z.object({
  ...gradeSubject,
  exams: z.array(z.object({ examId: z.number().int(), examName: z.string(), examDate: z.string() })),
  rows: z.array(z.object({ clazzId: z.number().int(), clazzName: z.string(), teacherNames: z.array(z.string()), z: z.array(z.number().nullable()) })),
});
export type TTeachingQualityMatrix = z.infer<typeof ZTeachingQualityMatrix>;

export const ZTeachingQuality = z.object({ scope: ZTeachingScope, rows: z.array(ZTeachingQualityRow), matrices: z.array(ZTeachingQualityMatrix) });
export type TTeachingQuality = z.infer<typeof ZTeachingQuality>;
