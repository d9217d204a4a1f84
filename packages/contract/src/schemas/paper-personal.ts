/**
 * 组卷中心 → 我的 (the paper centre's personal section, spec section 2 `personal` and
 * `personalresources`; docs/paper-centre.md "Personal section"): everything the teacher uploaded
 * (school papers, teaching aids, lesson videos) in one list, and the answer sheets of the papers
 * the teacher sent to print. The other pages of the section read existing calls (/course,
 * /label/exam/page, /base/teacher/info, /base/teacher/business/data).
 */
import { z } from 'zod';
import { SCHOOL_RESOURCE_KINDS } from './school-paper.js';
import { zPage, zPageNo, zPageSize } from './common.js';

/** The spec's page size for the section's lists (section 9: ten a page). */
export const PERSONAL_PAGE_SIZE = 10;
export const PERSONAL_NAME_MAX = 100;

/** What an upload is: a 校本试卷 (school_paper), a 教辅资料 (school_resource) or a 网课视频 (course_video). */
export const PERSONAL_UPLOAD_KINDS = ['school_paper', 'school_resource', 'course_video'] as const;
export type TPersonalUploadKind = (typeof PERSONAL_UPLOAD_KINDS)[number];
export const PERSONAL_UPLOAD_KIND_NAMES: Record<TPersonalUploadKind, string> = { school_paper: '校本试卷', school_resource: '教辅资料', course_video: '网课视频' };

export const ZPersonalUploadQuery = z.object({
  kind: z
    .enum(PERSONAL_UPLOAD_KINDS, { message: '类型只能是school_paper、school_resource或course_video' })
    .optional()
    .describe('school_paper 校本试卷，school_resource 教辅资料，course_video 网课视频；不传为全部'),
  name: z.string().trim().max(PERSONAL_NAME_MAX, `名称最多${PERSONAL_NAME_MAX}个字`).optional().describe('按名称搜索（包含即可）'),
  pageNo: zPageNo(),
  pageSize: zPageSize(PERSONAL_PAGE_SIZE),
});
export type TPersonalUploadQuery = z.infer<typeof ZPersonalUploadQuery>;

export const ZPersonalUpload = z.object({
  kind: z.enum(PERSONAL_UPLOAD_KINDS),
  /** The row's id in its own table (paperId, resourceId or videoId). */
  id: z.number().int(),
  /** The paper's name, the teaching aid's title or the video's chapter title. */
  name: z.string(),
  subjectId: z.number().int(),
  subjectName: z.string(),
  /** pdf, docx … for files; mp4, mov or webm for videos (from the bytes). */
  fileType: z.string(),
  fileName: z.string(),
  fileSize: z.number().int(),
  createdAt: z.string(),
  /** A teaching aid's kind (booklist, knowledge, topic, paper), where its list lives; otherwise null. */
  resourceKind: z.enum(SCHOOL_RESOURCE_KINDS).nullable(),
  /** A video's course (its edit page), otherwise null. */
  courseId: z.number().int().nullable(),
  courseName: z.string().nullable(),
});
export type TPersonalUpload = z.infer<typeof ZPersonalUpload>;
export const ZPersonalUploadPage = zPage(ZPersonalUpload);
export type TPersonalUploadPage = z.infer<typeof ZPersonalUploadPage>;

export const ZPersonalAnswerSheetQuery = z.object({ pageNo: zPageNo(), pageSize: zPageSize(PERSONAL_PAGE_SIZE) });
export type TPersonalAnswerSheetQuery = z.infer<typeof ZPersonalAnswerSheetQuery>;

/** A composed paper (组卷记录) sent to print: its answer sheet downloads from GET /paper/file/2/{recordId}/answer-sheet. */
export const ZPersonalAnswerSheet = z.object({
  recordId: z.number().int(),
  paperName: z.string(),
  subjectId: z.number().int(),
  subjectName: z.string(),
  /** The stored status (section 4): 3 发送打印, 4 扫描成功, 2 考试结束, 1 完成阅卷. */
  status: z.number().int(),
  statusText: z.string(),
  clazzNames: z.array(z.string()),
  /** yyyy-MM-dd. */
  examDate: z.string().nullable(),
  /** When it was sent to print (an instant). */
  sentAt: z.string().nullable(),
});
export type TPersonalAnswerSheet = z.infer<typeof ZPersonalAnswerSheet>;
export const ZPersonalAnswerSheetPage = zPage(ZPersonalAnswerSheet);
export type TPersonalAnswerSheetPage = z.infer<typeof ZPersonalAnswerSheetPage>;
