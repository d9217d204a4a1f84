/**
 * 联考 (/jointcontainer, docs/joint.md): joint exams across the schools of a district — the
 * lifecycle (create, invite, answer, papers, grading lines, release) and the union report ports.
 * Who may do what is decided per joint exam (access.ts): a school outside it gets 404.
 */
import { z } from 'zod';
import {
  ZJointCreateBody,
  ZJointDetail,
  ZJointEditBody,
  ZJointExcellentClasses,
  ZJointExcellentQuery,
  ZJointExcellentSchools,
  ZJointExcellentStudents,
  ZJointInviteBody,
  ZJointLines,
  ZJointLinesBody,
  ZJointListQuery,
  ZJointMySchool,
  ZJointOverview,
  ZJointPage,
  ZJointPaper,
  ZJointPaperBody,
  ZJointParams,
  ZJointPoints,
  ZJointQuality,
  ZJointQuestions,
  ZJointReleaseResult,
  ZJointReportQuery,
  ZJointSchoolOption,
  ZJointSchoolParams,
  ZJointSchoolSearchQuery,
  ZJointSchoolSort,
  ZJointSpread,
  ZJointStudentPage,
  ZJointStudentParams,
  ZJointStudentReport,
  ZJointStudentsQuery,
  ZJointSubjectParams,
  ZJointSummary,
  ZImportQuery,
  ZImportResult,
  ZScoreTemplateQuery,
} from '@app/contract';
import { defineRoute, type AnyRouteDef } from '../../http/route.js';
import { DOCX_TYPE, sendFile, XLSX_TYPE } from '../../http/send-file.js';
import { receiveScoreImport } from '../academic/routes-manage.js';
import { buildTemplate } from '../academic/score-import.js';
import { buildReleasedReports } from './build.js';
import { schoolWord, schoolWorkbook, unionWorkbook } from './downloads.js';
import { myJointExamId, createJoint, deleteJoint, editJoint, inviteSchools, jointDetail, jointPaper, listJoints, releaseJoint, reopenJoint, respondJoint, schoolOptions, setJointLines, setJointPaper, withdrawSchool } from './lifecycle.js';
import {
  excellentClasses,
  excellentSchools,
  excellentStudents,
  unionLines,
  unionMySchool,
  unionOverview,
  unionPoints,
  unionQuality,
  unionQuestions,
  unionSchoolSort,
  unionSpread,
  unionStudentReport,
  unionStudents,
  unionSummary,
} from './reports.js';

const TAG = 'joint';

/** A report port: GET /joint/:jointId/report/<name>?subjectId (0: 总分). */
type ReportRead = (db: Parameters<typeof unionOverview>[0], auth: Parameters<typeof unionOverview>[1], jointId: number, subjectId: number) => Promise<unknown>;

function reportRoute<R extends z.ZodType>(name: string, summary: string, response: R, read: ReportRead) {
  return defineRoute({
    method: 'GET',
    url: `/joint/:jointId/report/${name}`,
    summary,
    tag: TAG,
    params: ZJointParams,
    query: ZJointReportQuery,
    response,
    handler: ({ db, auth, params, query }) => read(db, auth, params.jointId, query.subjectId) as Promise<z.input<R>>,
  });
}

export const jointRoutes: readonly AnyRouteDef[] = [
  defineRoute({
    method: 'GET',
    url: '/joint',
    summary: '联考列表：本校发起或参加的联考（校长另见待答复的邀请），最近的在前',
    tag: TAG,
    query: ZJointListQuery,
    response: ZJointPage,
    handler: ({ db, auth, query }) => listJoints(db, auth, query),
  }),
  defineRoute({
    method: 'POST',
    url: '/joint',
    summary: '发起联考（校长）：名称、年级、日期、学科与满分、是否匿名、邀请的学校；本校自动参加',
    tag: TAG,
    body: ZJointCreateBody,
    response: ZJointDetail,
    okMsg: '联考已创建',
    handler: async ({ db, auth, body }) => jointDetail(db, auth, await createJoint(db, auth, body)),
  }),
  defineRoute({
    method: 'GET',
    url: '/joint/school-options',
    summary: '可邀请的学校：本区县的其他学校，按名称或学校代码查找（校长）',
    tag: TAG,
    query: ZJointSchoolSearchQuery,
    response: z.array(ZJointSchoolOption),
    handler: ({ db, auth, query }) => schoolOptions(db, auth, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/joint/:jointId',
    summary: '联考详情：学科、参加学校及其成绩上传情况（发起学校看全部，其他学校看本校）、分数线、当前老师可做的操作',
    tag: TAG,
    params: ZJointParams,
    response: ZJointDetail,
    handler: ({ db, auth, params }) => jointDetail(db, auth, params.jointId),
  }),
  defineRoute({
    method: 'PUT',
    url: '/joint/:jointId',
    summary: '修改联考的名称、日期、匿名与学科（发起学校校长，收集成绩期间）',
    tag: TAG,
    params: ZJointParams,
    body: ZJointEditBody,
    response: ZJointDetail,
    okMsg: '已保存',
    handler: async ({ db, auth, params, body }) => {
      await editJoint(db, auth, params.jointId, body);
      return jointDetail(db, auth, params.jointId);
    },
  }),
  defineRoute({
    method: 'DELETE',
    url: '/joint/:jointId',
    summary: '删除联考（发起学校校长；已有学校导入成绩时不能删除）',
    tag: TAG,
    params: ZJointParams,
    response: z.null(),
    okMsg: '联考已删除',
    handler: async ({ db, auth, params }) => {
      await deleteJoint(db, auth, params.jointId);
      return null;
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/joint/:jointId/schools',
    summary: '邀请学校参加联考（发起学校校长）',
    tag: TAG,
    params: ZJointParams,
    body: ZJointInviteBody,
    response: ZJointDetail,
    okMsg: '邀请已发出',
    handler: async ({ db, auth, params, body }) => {
      await inviteSchools(db, auth, params.jointId, body.schoolIds);
      return jointDetail(db, auth, params.jointId);
    },
  }),
  defineRoute({
    method: 'DELETE',
    url: '/joint/:jointId/schools/:schoolId',
    summary: '撤回对学校的邀请或将其移出联考（发起学校校长；该校已导入成绩时不能移出）',
    tag: TAG,
    params: ZJointSchoolParams,
    response: ZJointDetail,
    okMsg: '已移出联考',
    handler: async ({ db, auth, params }) => {
      await withdrawSchool(db, auth, params.jointId, params.schoolId);
      return jointDetail(db, auth, params.jointId);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/joint/:jointId/accept',
    summary: '接受联考邀请（受邀学校校长）：本校得到该联考的考试（学情分析中的联考），供导入成绩或网上阅卷',
    tag: TAG,
    params: ZJointParams,
    response: ZJointDetail,
    okMsg: '已参加联考',
    handler: async ({ db, auth, params }) => {
      await respondJoint(db, auth, params.jointId, true);
      return jointDetail(db, auth, params.jointId);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/joint/:jointId/decline',
    summary: '谢绝联考邀请（受邀学校校长）',
    tag: TAG,
    params: ZJointParams,
    response: ZJointDetail,
    okMsg: '已谢绝联考邀请',
    handler: async ({ db, auth, params }) => {
      await respondJoint(db, auth, params.jointId, false);
      return jointDetail(db, auth, params.jointId);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/joint/:jointId/paper/:subjectId',
    summary: '联考一个学科的试卷结构；有学校导入该学科成绩后锁定',
    tag: TAG,
    params: ZJointSubjectParams,
    response: ZJointPaper,
    handler: ({ db, auth, params }) => jointPaper(db, auth, params.jointId, params.subjectId),
  }),
  defineRoute({
    method: 'PUT',
    url: '/joint/:jointId/paper/:subjectId',
    summary: '设置联考一个学科的试卷结构（发起学校校长），同步到各参加学校的考试',
    tag: TAG,
    params: ZJointSubjectParams,
    body: ZJointPaperBody,
    response: ZJointPaper,
    okMsg: '试卷结构已保存',
    handler: ({ db, auth, params, body }) => setJointPaper(db, auth, params.jointId, params.subjectId, body),
  }),
  defineRoute({
    method: 'PUT',
    url: '/joint/:jointId/lines',
    summary: '设置分数线（发起学校校长）：各学科与总分的分数线（从高到低）或前百分比线',
    tag: TAG,
    params: ZJointParams,
    body: ZJointLinesBody,
    response: ZJointDetail,
    okMsg: '分数线已保存',
    handler: async ({ db, auth, params, body }) => {
      await setJointLines(db, auth, params.jointId, body.lines);
      return jointDetail(db, auth, params.jointId);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/joint/:jointId/release',
    summary: '发布联考报告（发起学校校长）：计入全部学科成绩已导入的学校，其余学校不计入',
    tag: TAG,
    params: ZJointParams,
    response: ZJointReleaseResult,
    okMsg: '联考报告已发布',
    handler: async ({ db, auth, params, req }) => {
      const released = await releaseJoint(db, auth, params.jointId);
      buildReleasedReports(db, params.jointId, (err) => req.log.warn({ err, jointId: params.jointId }, 'joint reports not built after the release'));
      return released;
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/joint/:jointId/reopen',
    summary: '重新收集成绩（发起学校校长）：报告停止查看，直到再次发布',
    tag: TAG,
    params: ZJointParams,
    response: ZJointDetail,
    okMsg: '已重新开始收集成绩',
    handler: async ({ db, auth, params }) => {
      await reopenJoint(db, auth, params.jointId);
      return jointDetail(db, auth, params.jointId);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/joint/:jointId/score-template/:subjectId',
    summary: '本校该学科的成绩导入模板（.xlsx；本校年级组长或校长）',
    tag: TAG,
    params: ZJointSubjectParams,
    query: ZScoreTemplateQuery,
    response: z.null(),
    download: { contentType: XLSX_TYPE },
    handler: async ({ db, auth, params, query, reply }) => sendFile(reply, await buildTemplate(db, auth, await myJointExamId(db, auth, params.jointId, params.subjectId), query.clazzId), XLSX_TYPE),
  }),
  defineRoute({
    method: 'POST',
    url: '/joint/:jointId/scores/:subjectId',
    summary: '导入本校该学科的联考成绩（与学情分析的成绩导入相同：multipart，字段file，.xlsx，10MB以内；本校年级组长或校长）；未参加联考的学校不能导入',
    tag: TAG,
    params: ZJointSubjectParams,
    query: ZImportQuery,
    response: ZImportResult,
    upload: { file: { field: 'file', contentType: XLSX_TYPE, description: '成绩文件（.xlsx，10MB以内，用成绩导入模板填写）', required: true } },
    handler: async ({ db, auth, params, query, req }) => receiveScoreImport(db, auth, await myJointExamId(db, auth, params.jointId, params.subjectId), query, req),
  }),
  reportRoute('overview', '联考整体情况：联考与各学校的参考人数、平均分、最高最低分、各率、排名与超均率', ZJointOverview, unionOverview),
  reportRoute('lines', '上线统计：各分数线的上线人数与上线率（联考、各学校、本校可查看的班级）', ZJointLines, unionLines),
  defineRoute({
    method: 'GET',
    url: '/joint/:jointId/report/summary',
    summary: '成绩汇总：各学校各学科与总分的平均分、排名、超均率',
    tag: TAG,
    params: ZJointParams,
    response: ZJointSummary,
    handler: ({ db, auth, params }) => unionSummary(db, auth, params.jointId),
  }),
  reportRoute('spread', '分数段分布：联考与各学校的分数段人数', ZJointSpread, unionSpread),
  reportRoute('questions', '小题得分统计：每题联考与各学校的平均分、得分率、满分与零分人数（学科）', ZJointQuestions, unionQuestions),
  reportRoute('points', '知识点掌握：联考与各学校的知识点掌握度（学科）', ZJointPoints, unionPoints),
  reportRoute('schools', '学校排名详情：学校排名、联考名次段人数与分层人数', ZJointSchoolSort, unionSchoolSort),
  reportRoute('my-school', '本校报告：本校与联考对比，本校可查看的班级在联考中的排名', ZJointMySchool, unionMySchool),
  defineRoute({
    method: 'GET',
    url: '/joint/:jointId/report/students',
    summary: '本校学生成绩：班级、学校、联考名次与超过的考生比例（可按班级筛选、按姓名或学号查找）',
    tag: TAG,
    params: ZJointParams,
    query: ZJointStudentsQuery,
    response: ZJointStudentPage,
    handler: ({ db, auth, params, query }) => unionStudents(db, auth, params.jointId, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/joint/:jointId/report/student/:studentId',
    summary: '学生联考报告：各学科与总分的成绩、名次、超过的考生比例与小题对比（本校学生）',
    tag: TAG,
    params: ZJointStudentParams,
    response: ZJointStudentReport,
    handler: ({ db, auth, params }) => unionStudentReport(db, auth, params.jointId, params.studentId),
  }),
  reportRoute('quality', '试题质量：联考范围内试卷的信度、难度、区分度与客观题选项分布（学科）', ZJointQuality, unionQuality),
  reportRoute('excellent-schools', '优秀学校：按优秀率排列，及各学校进入联考前10%、20%、50%的人数', ZJointExcellentSchools, excellentSchools),
  reportRoute('excellent-classes', '优秀班级：联考平均分前50名的班级', ZJointExcellentClasses, excellentClasses),
  defineRoute({
    method: 'GET',
    url: '/joint/:jointId/report/excellent-students',
    summary: '优秀学生：联考前N名（其他学校的考生不显示姓名与班级）',
    tag: TAG,
    params: ZJointParams,
    query: ZJointExcellentQuery,
    response: ZJointExcellentStudents,
    handler: ({ db, auth, params, query }) => excellentStudents(db, auth, params.jointId, query.subjectId, query.limit),
  }),
  defineRoute({
    method: 'GET',
    url: '/joint/:jointId/report/download/union',
    summary: '下载联考汇总（Excel：成绩汇总、各学科与总分的学校排名、上线统计、总分分数段；subjectId 所选学科的学校排名在最前）',
    tag: TAG,
    params: ZJointParams,
    query: ZJointReportQuery,
    response: z.null(),
    download: { contentType: XLSX_TYPE },
    handler: async ({ db, auth, params, query, reply }) => sendFile(reply, await unionWorkbook(db, auth, params.jointId, query.subjectId), XLSX_TYPE),
  }),
  defineRoute({
    method: 'GET',
    url: '/joint/:jointId/report/download/school',
    summary: '下载本校报告（Excel：本校与班级在总分和各学科上与联考的对比、本校可查看的学生成绩）',
    tag: TAG,
    params: ZJointParams,
    response: z.null(),
    download: { contentType: XLSX_TYPE },
    handler: async ({ db, auth, params, reply }) => sendFile(reply, await schoolWorkbook(db, auth, params.jointId), XLSX_TYPE),
  }),
  defineRoute({
    method: 'GET',
    url: '/joint/:jointId/report/download/school-word',
    summary: '下载本校联考报告（Word：考试概况、本校与联考对比、各学科、班级与上线情况）',
    tag: TAG,
    params: ZJointParams,
    response: z.null(),
    download: { contentType: DOCX_TYPE },
    handler: async ({ db, auth, params, reply }) => sendFile(reply, await schoolWord(db, auth, params.jointId), DOCX_TYPE),
  }),
];
