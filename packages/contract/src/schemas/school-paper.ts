/**
 * 校本试卷 (/schoolpaper, docs/school-paper.md): papers a school makes itself, uploaded as Word
 * (.docx) or PDF, listed ten to a page (spec section 9), previewed in the browser, shared to the
 * school's library and sent to print as a print job (no exam: a school paper has no question
 * structure).
 */
import { z } from 'zod';
import { zId, zIntParam, zPage, zPageNo, zPageSize } from './common.js';

/** The largest paper file, checked while it streams in. */
export const SCHOOL_PAPER_MAX_BYTES = 50 * 1024 * 1024;
/** The spec's page size for school papers (section 9). */
export const SCHOOL_PAPER_PAGE_SIZE = 10;
export const SCHOOL_PAPER_NAME_MAX = 100;
/** Extra copies per class on top of its students (lost sheets, new students). */
export const SCHOOL_PAPER_SPARE_MAX = 20;

/** The file kinds a school paper may be: what its bytes are, never its name. */
export const SCHOOL_PAPER_FILE_TYPES = ['pdf', 'docx'] as const;
export type TSchoolPaperFileType = (typeof SCHOOL_PAPER_FILE_TYPES)[number];

/** my = the teacher's own papers; school = papers other teachers of the school shared (学校资源). */
export const SCHOOL_PAPER_SCOPES = ['my', 'school'] as const;

export const ZSchoolPaper = z.object({
  paperId: z.number().int(),
  name: z.string(),
  subjectId: z.number().int(),
  subjectName: z.string(),
  gradeId: z.number().int(),
  gradeName: z.string(),
  fileType: z.enum(SCHOOL_PAPER_FILE_TYPES),
  fileName: z.string(),
  fileSize: z.number().int(),
  /** 1 when shared to the school's library (加入校本资源库). */
  shared: z.number().int(),
  teacherId: z.number().int(),
  teacherName: z.string(),
  /** 1 when the caller uploaded it (only the uploader edits and removes). */
  mine: z.number().int(),
  createdAt: z.string(),
});
export type TSchoolPaper = z.infer<typeof ZSchoolPaper>;
export const ZSchoolPaperPage = zPage(ZSchoolPaper);
export type TSchoolPaperPage = z.infer<typeof ZSchoolPaperPage>;

export const ZSchoolPaperQuery = z.object({
  scope: z.enum(SCHOOL_PAPER_SCOPES, { message: 'scope只能是my或school' }).default('my').describe('my 我的校本试卷（默认），school 学校资源（本校已加入校本资源库的试卷）'),
  name: z.string().trim().max(SCHOOL_PAPER_NAME_MAX, `名称最多${SCHOOL_PAPER_NAME_MAX}个字`).optional().describe('按试卷名称搜索（包含即可）'),
  subjectId: zId('学科ID').optional(),
  gradeId: zId('年级ID').optional(),
  pageNo: zPageNo(),
  pageSize: zPageSize(SCHOOL_PAPER_PAGE_SIZE),
});
export type TSchoolPaperQuery = z.infer<typeof ZSchoolPaperQuery>;

export const ZSchoolPaperParams = z.object({ paperId: zId('试卷ID').describe('校本试卷ID') });

const zName = z.string().trim().min(1, '请填写试卷名称').max(SCHOOL_PAPER_NAME_MAX, `试卷名称最多${SCHOOL_PAPER_NAME_MAX}个字`);

/** The upload form's text fields (multipart): name (default: the file's name), subject and grade. */
export const ZSchoolPaperUploadFields = z.object({
  name: zName.optional(),
  subjectId: zId('学科ID'),
  gradeId: zId('年级ID'),
});
export type TSchoolPaperUploadFields = z.infer<typeof ZSchoolPaperUploadFields>;

/** Rename, change subject, share or stop sharing: each field optional, at least one. */
export const ZSchoolPaperEditBody = z
  .object({ name: zName.optional(), subjectId: zId('学科ID').optional(), shared: z.union([z.literal(0), z.literal(1)]).optional() })
  .refine((b) => b.name !== undefined || b.subjectId !== undefined || b.shared !== undefined, '请至少修改一项');
export type TSchoolPaperEditBody = z.infer<typeof ZSchoolPaperEditBody>;

/** The Word preview: the document as sanitised HTML, and mammoth's warnings (what it could not show). */
export const ZSchoolPaperPreview = z.object({ html: z.string(), warnings: z.array(z.string()) });
export type TSchoolPaperPreview = z.infer<typeof ZSchoolPaperPreview>;

/** Paper sizes a print job may ask for: 1 A4, 2 A3, 3 B4. */
export const SCHOOL_PRINT_SIZES: Record<number, string> = { 1: 'A4', 2: 'A3', 3: 'B4' };
/** A print job's state: 1 待打印 (the print room has not marked it). */
export const SCHOOL_PRINT_STATUS_NAMES: Record<number, string> = { 1: '待打印', 2: '已打印' };

export const ZSchoolPrintBody = z.object({
  clazzIds: z.array(zId('班级ID')).min(1, '请选择班级').max(60, '一次最多选择60个班级'),
  paperSize: zIntParam('纸张大小', { min: 1, max: 3, minMessage: '纸张大小只能是A4、A3或B4', maxMessage: '纸张大小只能是A4、A3或B4' }),
  spare: zIntParam('每班备用份数', { min: 0, max: SCHOOL_PAPER_SPARE_MAX, minMessage: '每班备用份数不能为负', maxMessage: `每班备用份数最多${SCHOOL_PAPER_SPARE_MAX}份` }),
  /** The day the copies are needed (yyyy-MM-dd, the school's day; not before today). */
  printDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为yyyy-MM-dd'),
});
export type TSchoolPrintBody = z.infer<typeof ZSchoolPrintBody>;

export const ZSchoolPrintJob = z.object({
  printId: z.number().int(),
  paperId: z.number().int(),
  paperName: z.string(),
  paperSize: z.number().int(),
  printDate: z.string(),
  spare: z.number().int(),
  status: z.number().int(),
  statusName: z.string(),
  clazzes: z.array(z.object({ clazzId: z.number().int(), clazzName: z.string(), copies: z.number().int() })),
  totalCopies: z.number().int(),
  createdAt: z.string(),
});
export type TSchoolPrintJob = z.infer<typeof ZSchoolPrintJob>;
export const ZSchoolPrintPage = zPage(ZSchoolPrintJob);
export type TSchoolPrintPage = z.infer<typeof ZSchoolPrintPage>;
export const ZSchoolPrintQuery = z.object({ pageNo: zPageNo(), pageSize: zPageSize(SCHOOL_PAPER_PAGE_SIZE) });
export const ZSchoolPrintParams = z.object({ printId: zId('打印任务ID').describe('打印任务ID') });
/** 1 待打印, 2 已打印: the teacher marks a job printed when the copies are collected (or back to waiting). */
export const ZSchoolPrintStatusBody = z.object({ status: z.union([z.literal(1), z.literal(2)], { message: '状态只能是1（待打印）或2（已打印）' }) });
export type TSchoolPrintStatusBody = z.infer<typeof ZSchoolPrintStatusBody>;

/** A class the paper may be printed for (the school's classes of the paper's grade). */
export const ZSchoolPrintClazz = z.object({ clazzId: z.number().int(), clazzName: z.string(), studentCount: z.number().int() });
export type TSchoolPrintClazz = z.infer<typeof ZSchoolPrintClazz>;

// ---------------------------------------------------------------------------------------------
// 作业 (/schoolpaper/homework): a school paper set for classes with a due time
// ---------------------------------------------------------------------------------------------

/** Photos a student may hand in for one homework. */
export const HOMEWORK_MAX_PHOTOS = 6;
export const HOMEWORK_TITLE_MAX = 100;
export const HOMEWORK_COMMENT_MAX = 200;

/** A student's state on a homework: 0 未完成, 1 已完成 (marked done), 2 已上传照片 (photos, done or not). */
export const HOMEWORK_STATE_NAMES: Record<number, string> = { 0: '未完成', 1: '已完成', 2: '已上传照片' };

export const ZHomeworkParams = z.object({ homeworkId: zId('作业ID') });
export const ZHomeworkStudentParams = z.object({ homeworkId: zId('作业ID'), studentId: zId('学生ID') });
export const ZHomeworkPhotoParams = z.object({ homeworkId: zId('作业ID'), photoNo: zIntParam('照片序号', { min: 1, max: HOMEWORK_MAX_PHOTOS, minMessage: '照片序号最小为1', maxMessage: `照片序号最大为${HOMEWORK_MAX_PHOTOS}` }).describe('照片序号（从1开始）') });
export const ZHomeworkStudentPhotoParams = ZHomeworkStudentParams.extend({ photoNo: ZHomeworkPhotoParams.shape.photoNo });

/** Homework is a school paper (paperId) or a composed paper of the teacher (recordId, 组卷记录): exactly one. */
export const ZHomeworkBody = z
  .object({
    paperId: zId('试卷ID').optional().describe('校本试卷ID（与recordId二选一）'),
    recordId: zId('组卷记录ID').optional().describe('自己的组卷记录ID（与paperId二选一）：布置时生成不含答案的Word试卷'),
    title: z.string().trim().min(1, '请填写作业名称').max(HOMEWORK_TITLE_MAX, `作业名称最多${HOMEWORK_TITLE_MAX}个字`),
    clazzIds: z.array(zId('班级ID')).min(1, '请选择班级').max(60, '一次最多选择60个班级'),
    /** ISO time; must be later than now (the school's clock decides what the teacher picked). */
    dueAt: z.iso.datetime({ offset: true, message: '截止时间格式不正确' }),
  })
  .refine((b) => (b.paperId === undefined) !== (b.recordId === undefined), { message: '请选择一份试卷：校本试卷或组卷记录（只能选一种）', path: ['paperId'] });

/** A composed paper (组卷记录) the teacher may set as homework: their own, with questions. */
export const ZHomeworkRecord = z.object({ recordId: z.number().int(), name: z.string(), subjectName: z.string(), questionCount: z.number().int(), totalScore: z.number(), createdAt: z.string() });
export type THomeworkRecord = z.infer<typeof ZHomeworkRecord>;
export type THomeworkBody = z.infer<typeof ZHomeworkBody>;

export const ZHomeworkClazz = z.object({ clazzId: z.number().int(), clazzName: z.string(), gradeName: z.string(), studentCount: z.number().int() });
export type THomeworkClazz = z.infer<typeof ZHomeworkClazz>;

export const ZHomeworkItem = z.object({
  homeworkId: z.number().int(),
  title: z.string(),
  /** The school paper, or null for a composed paper (recordId; null too once that record was deleted). */
  paperId: z.number().int().nullable(),
  recordId: z.number().int().nullable(),
  /** school: a school paper; record: a composed paper (组卷). */
  source: z.enum(['school', 'record']),
  paperName: z.string(),
  fileType: z.enum(SCHOOL_PAPER_FILE_TYPES),
  dueAt: z.string(),
  /** 1 while the due time has not passed. */
  open: z.number().int(),
  clazzes: z.array(z.object({ clazzId: z.number().int(), clazzName: z.string() })),
  studentCount: z.number().int(),
  doneCount: z.number().int(),
  photoCount: z.number().int(),
  createdAt: z.string(),
});
export type THomeworkItem = z.infer<typeof ZHomeworkItem>;
export const ZHomeworkPage = zPage(ZHomeworkItem);
export type THomeworkPage = z.infer<typeof ZHomeworkPage>;
export const ZHomeworkQuery = z.object({ pageNo: zPageNo(), pageSize: zPageSize(SCHOOL_PAPER_PAGE_SIZE) });

export const ZHomeworkStudentsQuery = z.object({ clazzId: zId('班级ID').optional() });

/** One student's completion: state, photos, the teacher's comment. */
export const ZHomeworkStudentRow = z.object({
  studentId: z.number().int(),
  name: z.string(),
  studentNum: z.string(),
  clazzId: z.number().int(),
  clazzName: z.string(),
  state: z.number().int(),
  stateName: z.string(),
  done: z.number().int(),
  photoCount: z.number().int(),
  /** When the student last marked it done or handed in a photo; null before. */
  updatedAt: z.string().nullable(),
  comment: z.string(),
});
export type THomeworkStudentRow = z.infer<typeof ZHomeworkStudentRow>;

export const ZHomeworkCompletion = z.object({
  homework: ZHomeworkItem,
  /** Each class: students, done, with photos, not yet. */
  clazzes: z.array(z.object({ clazzId: z.number().int(), clazzName: z.string(), studentCount: z.number().int(), doneCount: z.number().int(), photoCount: z.number().int(), notYetCount: z.number().int() })),
  students: z.array(ZHomeworkStudentRow),
});
export type THomeworkCompletion = z.infer<typeof ZHomeworkCompletion>;

export const ZHomeworkCommentBody = z.object({ comment: z.string().trim().max(HOMEWORK_COMMENT_MAX, `评语最多${HOMEWORK_COMMENT_MAX}个字`) });
export type THomeworkCommentBody = z.infer<typeof ZHomeworkCommentBody>;

/** The student's view of one homework. */
export const ZStudentHomework = z.object({
  homeworkId: z.number().int(),
  title: z.string(),
  paperName: z.string(),
  fileType: z.enum(SCHOOL_PAPER_FILE_TYPES),
  fileName: z.string(),
  teacherName: z.string(),
  dueAt: z.string(),
  open: z.number().int(),
  done: z.number().int(),
  photoCount: z.number().int(),
  comment: z.string(),
  commentedAt: z.string().nullable(),
});
export type TStudentHomework = z.infer<typeof ZStudentHomework>;

export const ZStudentHomeworkDoneBody = z.object({ done: z.union([z.literal(0), z.literal(1)], { message: 'done只能是0或1' }) });

// ---------------------------------------------------------------------------------------------
// 教辅资料 (/schoolresources): the school's shared teaching aids, in four kinds
// ---------------------------------------------------------------------------------------------

/** The four kinds of the spec's /schoolresources children, with their names. */
export const SCHOOL_RESOURCE_KINDS = ['booklist', 'knowledge', 'topic', 'paper'] as const;
export type TSchoolResourceKind = (typeof SCHOOL_RESOURCE_KINDS)[number];
export const SCHOOL_RESOURCE_KIND_NAMES: Record<TSchoolResourceKind, string> = { booklist: '书单', knowledge: '知识清单', topic: '专题资料', paper: '试卷资源' };
/** File kinds a teaching aid may be (by its bytes). */
export const SCHOOL_RESOURCE_FILE_TYPES = ['pdf', 'docx', 'xlsx', 'pptx', 'jpg', 'png', 'webp'] as const;
export type TSchoolResourceFileType = (typeof SCHOOL_RESOURCE_FILE_TYPES)[number];
export const SCHOOL_RESOURCE_TITLE_MAX = 100;
export const SCHOOL_RESOURCE_DESCRIPTION_MAX = 500;

export const ZSchoolResourceKindParams = z.object({ kind: z.enum(SCHOOL_RESOURCE_KINDS, { message: '资源类型只能是booklist、knowledge、topic或paper' }).describe('资源类型：booklist 书单，knowledge 知识清单，topic 专题资料，paper 试卷资源') });
export const ZSchoolResourceParams = z.object({ resourceId: zId('资源ID').describe('教辅资料ID') });

export const ZSchoolResourceQuery = z.object({
  title: z.string().trim().max(SCHOOL_RESOURCE_TITLE_MAX, `标题最多${SCHOOL_RESOURCE_TITLE_MAX}个字`).optional().describe('按标题搜索（包含即可）'),
  subjectId: zId('学科ID').optional(),
  gradeId: zId('年级ID').optional(),
  pageNo: zPageNo(),
  pageSize: zPageSize(SCHOOL_PAPER_PAGE_SIZE),
});
export type TSchoolResourceQuery = z.infer<typeof ZSchoolResourceQuery>;

const zResourceTitle = z.string().trim().min(1, '请填写标题').max(SCHOOL_RESOURCE_TITLE_MAX, `标题最多${SCHOOL_RESOURCE_TITLE_MAX}个字`);
const zDescription = z.string().trim().max(SCHOOL_RESOURCE_DESCRIPTION_MAX, `说明最多${SCHOOL_RESOURCE_DESCRIPTION_MAX}个字`);

/** The upload form's text fields: title (default: the file name), subject, grade, description. */
export const ZSchoolResourceUploadFields = z.object({ title: zResourceTitle.optional(), subjectId: zId('学科ID'), gradeId: zId('年级ID'), description: zDescription.optional() });

export const ZSchoolResourceEditBody = z
  .object({ title: zResourceTitle.optional(), subjectId: zId('学科ID').optional(), gradeId: zId('年级ID').optional(), description: zDescription.optional() })
  .refine((b) => Object.values(b).some((v) => v !== undefined), '请至少修改一项');
export type TSchoolResourceEditBody = z.infer<typeof ZSchoolResourceEditBody>;

export const ZSchoolResource = z.object({
  resourceId: z.number().int(),
  kind: z.enum(SCHOOL_RESOURCE_KINDS),
  title: z.string(),
  subjectId: z.number().int(),
  subjectName: z.string(),
  gradeId: z.number().int(),
  gradeName: z.string(),
  description: z.string(),
  fileType: z.enum(SCHOOL_RESOURCE_FILE_TYPES),
  fileName: z.string(),
  fileSize: z.number().int(),
  teacherId: z.number().int(),
  teacherName: z.string(),
  /** 1 when the caller may edit and remove it (the uploader, the grade's leaders, the master). */
  editable: z.number().int(),
  createdAt: z.string(),
});
export type TSchoolResource = z.infer<typeof ZSchoolResource>;
export const ZSchoolResourcePage = zPage(ZSchoolResource);
export type TSchoolResourcePage = z.infer<typeof ZSchoolResourcePage>;
