/** 教务管理 (school administration) routes: the school master and the school's administrator accounts. */
import { z } from 'zod';
import {
  ZAdminAuditPage,
  ZAdminAuditQuery,
  ZAdminClazz,
  ZAdminClazzParams,
  ZAdminClazzQuery,
  ZAdminClazzRenameBody,
  ZAdminImportParams,
  ZAdminImportQuery,
  ZAdminImportResult,
  ZAdminOverview,
  ZAdminPassword,
  ZAdminRolloverBody,
  ZAdminRolloverQuery,
  ZAdminRolloverResult,
  ZAdminSemester,
  ZAdminSemesterBody,
  ZAdminSemesterParams,
  ZAdminStudentClazzBody,
  ZAdminStudentPage,
  ZAdminStudentParams,
  ZAdminStudentQuery,
  ZAdminTeacherDetail,
  ZAdminTeacherPage,
  ZAdminTeacherParams,
  ZAdminTeacherQuery,
  ZAdminTeacherUpdateBody,
  ZAdminVisibilityBody,
} from '@app/contract';
import type { Db } from '../../db/client.js';
import { teacher } from '../../db/schema.js';
import { defineRoute, type AnyRouteDef } from '../../http/route.js';
import { sendFile, XLSX_TYPE } from '../../http/send-file.js';
import type { AuthContext } from '../auth/authenticate.js';
import { eq } from 'drizzle-orm';
import { ADMIN_FORBIDDEN, isSchoolAdministrator, requireAdmin, type Actor } from './access.js';
import { auditWorkbook, listAudit } from './audit.js';
import { importTemplate, runAdminImport } from './imports.js';
import { readUploadedXlsx } from './import-sheet.js';
import { adminOverview } from './overview.js';
import { rehearseRollover, runRollover } from './rollover.js';
import { deleteClazz, leaveSchool, listClazzes, listStudents, moveStudent, rejoinSchool, renameClazz } from './roster.js';
import { createSemester, finishSemester, listSemesters, setCurrentSemester, setSemesterVisibility, updateSemester } from './semesters.js';
import { listTeachers, resetPassword, setTeacherDisabled, teacherDetail, updateTeacher } from './teachers.js';

const TAG = 'admin';

/** The signed-in administrator as the audit log names them (checked first: post 5 or an administrator account). */
async function actorOf(db: Db, auth: AuthContext): Promise<Actor> {
  requireAdmin(auth);
  const [t] = await db.select({ name: teacher.name }).from(teacher).where(eq(teacher.id, auth.teacherId)).limit(1);
  return { schoolId: auth.schoolId, teacherId: auth.teacherId, name: t?.name ?? '' };
}

const schoolOf = (auth: AuthContext) => (requireAdmin(auth), auth.schoolId);

const routes: readonly AnyRouteDef[] = [
  defineRoute({ method: 'GET', url: '/admin/overview', summary: '教务管理概览：学校、当前学期、年级与人数、最近一次升年级', tag: TAG, response: ZAdminOverview, handler: ({ db, auth }) => adminOverview(db, schoolOf(auth)) }),

  // Semesters
  defineRoute({ method: 'GET', url: '/admin/semesters', summary: '学期列表（最新在前）', tag: TAG, response: z.array(ZAdminSemester), handler: ({ db, auth }) => listSemesters(db, schoolOf(auth)) }),
  defineRoute({ method: 'POST', url: '/admin/semesters', summary: '新建学期（未开始；名称不重复，日期不与其他学期重叠）', tag: TAG, body: ZAdminSemesterBody, response: ZAdminSemester, okMsg: '学期已创建', conflict: true, handler: async ({ db, auth, body }) => createSemester(db, await actorOf(db, auth), body) }),
  defineRoute({ method: 'PUT', url: '/admin/semesters/:semesterId', summary: '修改学期名称与日期', tag: TAG, params: ZAdminSemesterParams, body: ZAdminSemesterBody, response: ZAdminSemester, okMsg: '保存成功', handler: async ({ db, auth, params, body }) => updateSemester(db, await actorOf(db, auth), params.semesterId, body) }),
  defineRoute({ method: 'POST', url: '/admin/semesters/:semesterId/current', summary: '设为当前学期（原当前学期随之结束）', tag: TAG, params: ZAdminSemesterParams, response: ZAdminSemester, okMsg: '已设为当前学期', conflict: true, handler: async ({ db, auth, params }) => setCurrentSemester(db, await actorOf(db, auth), params.semesterId) }),
  defineRoute({ method: 'POST', url: '/admin/semesters/:semesterId/finish', summary: '结束一个不是当前学期的学期', tag: TAG, params: ZAdminSemesterParams, response: ZAdminSemester, okMsg: '学期已结束', conflict: true, handler: async ({ db, auth, params }) => finishSemester(db, await actorOf(db, auth), params.semesterId) }),
  defineRoute({ method: 'PUT', url: '/admin/semesters/:semesterId/visibility', summary: '显示或隐藏学期（当前学期不能隐藏）', tag: TAG, params: ZAdminSemesterParams, body: ZAdminVisibilityBody, response: ZAdminSemester, okMsg: '保存成功', conflict: true, handler: async ({ db, auth, params, body }) => setSemesterVisibility(db, await actorOf(db, auth), params.semesterId, body.isShow === 1) }),

  // Classes and students
  defineRoute({ method: 'GET', url: '/admin/classes', summary: '班级列表（在读或已毕业），含人数、班主任与考试次数', tag: TAG, query: ZAdminClazzQuery, response: z.array(ZAdminClazz), handler: ({ db, auth, query }) => listClazzes(db, schoolOf(auth), query) }),
  defineRoute({ method: 'PUT', url: '/admin/classes/:clazzId', summary: '修改班级名称', tag: TAG, params: ZAdminClazzParams, body: ZAdminClazzRenameBody, response: z.null(), okMsg: '保存成功', handler: async ({ db, auth, params, body }) => (await renameClazz(db, await actorOf(db, auth), params.clazzId, body.clazzName), null) }),
  defineRoute({ method: 'DELETE', url: '/admin/classes/:clazzId', summary: '删除班级：有学生或考试成绩的班级不能删除', tag: TAG, params: ZAdminClazzParams, response: z.null(), okMsg: '班级已删除', conflict: true, handler: async ({ db, auth, params }) => (await deleteClazz(db, await actorOf(db, auth), params.clazzId), null) }),
  defineRoute({ method: 'GET', url: '/admin/students', summary: '学生列表（按班级、姓名或学号、状态筛选，分页）', tag: TAG, query: ZAdminStudentQuery, response: ZAdminStudentPage, handler: ({ db, auth, query }) => listStudents(db, schoolOf(auth), query) }),
  defineRoute({ method: 'POST', url: '/admin/students/:studentId/move', summary: '调班：已有的考试成绩仍属于原班级', tag: TAG, params: ZAdminStudentParams, body: ZAdminStudentClazzBody, response: z.null(), okMsg: '调班成功', conflict: true, handler: async ({ db, auth, params, body }) => (await moveStudent(db, await actorOf(db, auth), params.studentId, body.clazzId), null) }),
  defineRoute({ method: 'POST', url: '/admin/students/:studentId/leave', summary: '离校：不再出现在班级名单和新的考试中，历史成绩保留', tag: TAG, params: ZAdminStudentParams, response: z.null(), okMsg: '已办理离校', conflict: true, handler: async ({ db, auth, params }) => (await leaveSchool(db, await actorOf(db, auth), params.studentId), null) }),
  defineRoute({ method: 'POST', url: '/admin/students/:studentId/rejoin', summary: '复学：离校的学生回到所选班级', tag: TAG, params: ZAdminStudentParams, body: ZAdminStudentClazzBody, response: z.null(), okMsg: '已办理复学', conflict: true, handler: async ({ db, auth, params, body }) => (await rejoinSchool(db, await actorOf(db, auth), params.studentId, body.clazzId), null) }),

  // Teacher accounts
  defineRoute({ method: 'GET', url: '/admin/teachers', summary: '教师账号列表（按姓名、账号或手机搜索，启用/停用，分页）', tag: TAG, query: ZAdminTeacherQuery, response: ZAdminTeacherPage, handler: ({ db, auth, query }) => listTeachers(db, schoolOf(auth), query) }),
  defineRoute({ method: 'GET', url: '/admin/teachers/:teacherId', summary: '教师详情：岗位、学科、当前学期任教班级与班主任班级', tag: TAG, params: ZAdminTeacherParams, response: ZAdminTeacherDetail, handler: ({ db, auth, params }) => teacherDetail(db, schoolOf(auth), params.teacherId) }),
  defineRoute({ method: 'PUT', url: '/admin/teachers/:teacherId', summary: '修改教师的姓名、手机、岗位、学科与当前学期的任教班级、班主任班级（整体替换）', tag: TAG, params: ZAdminTeacherParams, body: ZAdminTeacherUpdateBody, response: ZAdminTeacherDetail, okMsg: '保存成功', handler: async ({ db, auth, params, body }) => updateTeacher(db, await actorOf(db, auth), params.teacherId, body) }),
  defineRoute({ method: 'POST', url: '/admin/teachers/:teacherId/reset-password', summary: '重置密码：生成新的初始密码（只显示一次），该账号所有登录失效，下次登录须修改密码', tag: TAG, params: ZAdminTeacherParams, response: ZAdminPassword, okMsg: '密码已重置', handler: async ({ db, auth, params }) => resetPassword(db, await actorOf(db, auth), params.teacherId) }),
  defineRoute({ method: 'POST', url: '/admin/teachers/:teacherId/disable', summary: '停用账号：立即失效，不能再登录', tag: TAG, params: ZAdminTeacherParams, response: z.null(), okMsg: '账号已停用', conflict: true, handler: async ({ db, auth, params }) => (await setTeacherDisabled(db, await actorOf(db, auth), params.teacherId, true), null) }),
  defineRoute({ method: 'POST', url: '/admin/teachers/:teacherId/enable', summary: '启用账号', tag: TAG, params: ZAdminTeacherParams, response: z.null(), okMsg: '账号已启用', conflict: true, handler: async ({ db, auth, params }) => (await setTeacherDisabled(db, await actorOf(db, auth), params.teacherId, false), null) }),

  // Imports
  defineRoute({ method: 'GET', url: '/admin/import/:kind/template', summary: '下载导入模板（班级、学生或教师）', tag: TAG, params: ZAdminImportParams, response: z.null(), download: { contentType: XLSX_TYPE }, handler: async ({ auth, params, reply }) => (requireAdmin(auth), sendFile(reply, await importTemplate(params.kind), XLSX_TYPE)) }),
  defineRoute({
    method: 'POST',
    url: '/admin/import/:kind',
    summary: '导入班级、学生或教师（multipart，字段file，.xlsx，10MB以内）。先检查整个文件：有错误时不导入，返回非00及全部错误（行、列、原因）；没有confirmToken时只预览（新增、修改、不变），确认后带confirmToken重新上传同一文件才写入；同一文件重复导入不产生变化',
    tag: TAG,
    params: ZAdminImportParams,
    query: ZAdminImportQuery,
    response: ZAdminImportResult,
    conflict: true,
    upload: { file: { field: 'file', contentType: XLSX_TYPE, description: '用导入模板填写的.xlsx文件（10MB以内）', required: true } },
    handler: async ({ db, auth, params, query, req }) => {
      const actor = await actorOf(db, auth);
      return runAdminImport(db, actor, params.kind, await readUploadedXlsx(req), query.confirmToken);
    },
  }),

  // Rollover
  defineRoute({ method: 'POST', url: '/admin/rollover/preview', summary: '升年级预演：在副本上执行一遍（不改变任何数据），返回将发生的变化和confirmToken', tag: TAG, body: ZAdminRolloverBody, response: ZAdminRolloverResult, conflict: true, handler: async ({ db, auth, body }) => rehearseRollover(db, await actorOf(db, auth), body) }),
  defineRoute({ method: 'POST', url: '/admin/rollover', summary: '升年级：各班升一个年级，毕业年级的班级和学生转为已毕业，开启新学期；须带预演的confirmToken，同一学年不能重复升年级', tag: TAG, query: ZAdminRolloverQuery, body: ZAdminRolloverBody, response: ZAdminRolloverResult, okMsg: '升年级完成', conflict: true, handler: async ({ db, auth, body, query }) => runRollover(db, await actorOf(db, auth), body, query.confirmToken) }),

  // Audit log
  defineRoute({ method: 'GET', url: '/admin/audit', summary: '操作日志（最新在前，可按操作类型和关键词筛选）', tag: TAG, query: ZAdminAuditQuery, response: ZAdminAuditPage, handler: ({ db, auth, query }) => listAudit(db, schoolOf(auth), query) }),
  defineRoute({ method: 'GET', url: '/admin/audit/download', summary: '下载操作日志（Excel）', tag: TAG, query: ZAdminAuditQuery, response: z.null(), download: { contentType: XLSX_TYPE }, handler: async ({ db, auth, query, reply }) => sendFile(reply, await auditWorkbook(db, schoolOf(auth), query), XLSX_TYPE) }),
];

/** Every admin route refuses anyone but the school master and the administrator accounts before reading its input. */
export const adminRoutes: readonly AnyRouteDef[] = routes.map((r) => ({ ...r, allow: { check: isSchoolAdministrator, message: ADMIN_FORBIDDEN } }));
