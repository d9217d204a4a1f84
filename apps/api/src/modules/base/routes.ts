import { z } from 'zod';
import {
  isSchoolMaster,
  ZChangePasswordBody,
  ZClazz,
  ZClazzBrief,
  ZClazzListParams,
  ZClazzParams,
  ZGrade,
  ZGradeParams,
  ZSchoolDetail,
  ZSchoolGrade,
  ZSchoolInfo,
  ZSemester,
  ZSemesterAllQuery,
  ZSemesterParams,
  ZSendPrintParams,
  ZStudent,
  ZSubject,
  ZSubjectParams,
  ZSubjectQuery,
  ZTeacherBrief,
  ZTeacherCounters,
  ZTeacherInfo,
  ZTeacherUpdateBody,
} from '@app/contract';
import { defineRoute } from '../../http/route.js';
import { assertClazzVisible, gradeClazzes, visibleClazzes } from './clazz-scope.js';
import { teacherCounters } from './counters.js';
import { presentGrade, presentSemester, presentSubject } from './presenters.js';
import {
  assignedTeacherIds,
  clazzStudents,
  currentSemester,
  getSchool,
  listGrades,
  listSemesters,
  requireCurrentSemester,
  requireSemester,
  schoolClazzes,
  schoolSubjects,
  schoolTeachers,
  sectionForSubject,
  studentCounts,
  teachersOfSubject,
  type TeacherBriefRow,
} from './queries.js';
import { loadTeacherInfo } from './teacher-info.js';
import { changeOwnPassword, updateOwnProfile } from './update-teacher.js';

const presentTeacherBrief = (t: TeacherBriefRow) => ({ ...t, subjectNames: t.subjectNames.join('、') });

export const baseRoutes = [
  defineRoute({
    method: 'GET',
    url: '/base/teacher/info',
    summary: '当前教师信息',
    tag: 'base',
    response: ZTeacherInfo,
    handler: ({ db, auth }) => loadTeacherInfo(db, auth.teacherId),
  }),
  defineRoute({
    method: 'PUT',
    url: '/base/teacher/update',
    summary: '修改本人资料',
    tag: 'base',
    body: ZTeacherUpdateBody,
    response: ZTeacherInfo,
    okMsg: '保存成功',
    handler: async ({ db, auth, body }) => {
      await updateOwnProfile(db, auth, body);
      return loadTeacherInfo(db, auth.teacherId);
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/base/teacher/password',
    summary: '修改本人密码（校验原密码，其他登录会话失效）',
    tag: 'base',
    body: ZChangePasswordBody,
    response: z.null(),
    okMsg: '密码修改成功',
    handler: async ({ db, auth, body }) => {
      await changeOwnPassword(db, auth, body);
      return null;
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/base/teacher/all',
    summary: '本校全部教师',
    tag: 'base',
    response: z.array(ZTeacherBrief),
    handler: async ({ db, auth }) => (await schoolTeachers(db, auth.schoolId)).map(presentTeacherBrief),
  }),
  defineRoute({
    method: 'GET',
    url: '/base/teacher/grade/:grade',
    summary: '本学期在某年级任教的教师',
    tag: 'base',
    params: ZGradeParams,
    response: z.array(ZTeacherBrief),
    handler: async ({ db, auth, params }) => {
      const semester = await requireCurrentSemester(db, auth.schoolId);
      const clazzes = await schoolClazzes(db, auth.schoolId, { section: sectionForSubject(null, auth.section), gradeNo: params.grade });
      const ids = await assignedTeacherIds(db, semester.id, { clazzIds: clazzes.map((c) => c.clazzId) });
      return (await schoolTeachers(db, auth.schoolId, ids)).map(presentTeacherBrief);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/base/teacher/business/data',
    summary: '教师业务计数（收藏试卷、收藏试题、试卷标注、组卷、网课、纠错）',
    tag: 'base',
    query: ZSubjectQuery,
    response: ZTeacherCounters,
    handler: ({ db, auth, query }) => teacherCounters(db, { teacherId: auth.teacherId, schoolId: auth.schoolId, subjectId: query.subjectId ?? null }),
  }),
  defineRoute({
    method: 'GET',
    url: '/base/school/teachers/:subjectId',
    summary: '本校某学科的教师',
    tag: 'base',
    params: ZSubjectParams,
    response: z.array(ZTeacherBrief),
    handler: async ({ db, auth, params }) => (await schoolTeachers(db, auth.schoolId, await teachersOfSubject(db, auth.schoolId, params.subjectId))).map(presentTeacherBrief),
  }),
  defineRoute({
    method: 'GET',
    url: '/base/school/hasClazzTeachers',
    summary: '本学期有任教班级的教师',
    tag: 'base',
    response: z.array(ZTeacherBrief),
    handler: async ({ db, auth }) => {
      const semester = await requireCurrentSemester(db, auth.schoolId);
      return (await schoolTeachers(db, auth.schoolId, await assignedTeacherIds(db, semester.id))).map(presentTeacherBrief);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/business/subject/school',
    summary: '本校开设的学科',
    tag: 'base',
    response: z.array(ZSubject),
    handler: async ({ db, auth }) => (await schoolSubjects(db, auth.schoolId)).map(presentSubject),
  }),
  defineRoute({
    method: 'GET',
    url: '/base/subject/school/extend',
    summary: '本校的拓展学科（非基础学科）',
    tag: 'base',
    response: z.array(ZSubject),
    handler: async ({ db, auth }) => (await schoolSubjects(db, auth.schoolId)).filter((s) => !s.isBasic).map(presentSubject),
  }),
  defineRoute({
    method: 'GET',
    url: '/base/clazz/admin-and-teaching/all/:semesterId',
    summary: '可查看的班级（年级组长为所管年级全部班级，其他教师为任教或担任班主任的班级）',
    tag: 'base',
    params: ZSemesterParams,
    response: z.array(ZClazz),
    handler: async ({ db, auth, params }) => {
      await requireSemester(db, auth.schoolId, params.semesterId);
      return visibleClazzes(db, auth, params.semesterId);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/base/clazz/v2/admin-and-teaching/from-teacher/:semesterId',
    summary: '本人任教或担任班主任的班级',
    tag: 'base',
    params: ZSemesterParams,
    response: z.array(ZClazz),
    handler: async ({ db, auth, params }) => {
      await requireSemester(db, auth.schoolId, params.semesterId);
      return visibleClazzes(db, auth, params.semesterId, {}, true);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/base/clazz/get-list/:semesterId/:grade/:subjectId',
    summary: '某年级某学科可查看的班级（年级组长取全年级）',
    tag: 'base',
    params: ZClazzListParams,
    response: z.array(ZClazz),
    handler: async ({ db, auth, params }) => {
      await requireSemester(db, auth.schoolId, params.semesterId);
      return visibleClazzes(db, auth, params.semesterId, {
        section: sectionForSubject(params.subjectId, auth.section),
        gradeNo: params.grade,
        subjectId: params.subjectId,
      });
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/base/clazz/students/:clazzId',
    summary: '班级学生名单（需有查看该班级的权限）',
    tag: 'base',
    params: ZClazzParams,
    response: z.array(ZStudent),
    handler: async ({ db, auth, params }) => {
      await assertClazzVisible(db, auth, params.clazzId);
      const rows = await clazzStudents(db, params.clazzId);
      return rows.map((s) => ({ studentId: s.id, studentName: s.name, studentNum: s.studentNum, gender: s.gender, clazzId: s.clazzId }));
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/base/clazz/send-print/:grade/:subjectId',
    summary: '发送打印时可选的班级（全年级）',
    tag: 'base',
    params: ZSendPrintParams,
    response: z.array(ZClazz),
    handler: ({ db, auth, params }) => gradeClazzes(db, auth, sectionForSubject(params.subjectId, auth.section), params.grade),
  }),
  defineRoute({
    method: 'GET',
    url: '/base/clazz/from-teacher',
    summary: '本人本学期的班级',
    tag: 'base',
    response: z.array(ZClazzBrief),
    handler: async ({ db, auth }) => {
      const semester = await requireCurrentSemester(db, auth.schoolId);
      return (await visibleClazzes(db, auth, semester.id, {}, true)).map((c) => ({ clazzId: c.clazzId, clazzName: c.clazzName, grade: c.grade }));
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/base/semester/current',
    summary: '当前学期',
    tag: 'base',
    response: ZSemester,
    handler: async ({ db, auth }) => presentSemester(await requireCurrentSemester(db, auth.schoolId)),
  }),
  defineRoute({
    method: 'GET',
    url: '/base/semester/all',
    summary: '学期列表（非校长端只列isShow为1的学期）',
    tag: 'base',
    query: ZSemesterAllQuery,
    response: z.array(ZSemester),
    handler: async ({ db, auth, query }) => {
      const principal = query.source === 'principal' && isSchoolMaster(auth.posts);
      return (await listSemesters(db, auth.schoolId, principal)).map(presentSemester);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/base/grade/all',
    summary: '本校年级',
    tag: 'base',
    response: z.array(ZGrade),
    handler: async ({ db, auth }) => (await listGrades(db, auth.schoolId)).map(presentGrade),
  }),
  defineRoute({
    method: 'GET',
    url: '/business/grade/school',
    summary: '本校年级及班级数、学生数',
    tag: 'base',
    response: z.array(ZSchoolGrade),
    handler: async ({ db, auth }) => {
      const grades = await listGrades(db, auth.schoolId);
      const clazzes = await schoolClazzes(db, auth.schoolId);
      const counts = await studentCounts(db, clazzes.map((c) => c.clazzId));
      return grades.map((g) => {
        const mine = clazzes.filter((c) => c.gradeId === g.id);
        return { ...presentGrade(g), clazzCount: mine.length, studentCount: mine.reduce((n, c) => n + (counts.get(c.clazzId) ?? 0), 0) };
      });
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/business/school/detail',
    summary: '学校详情与模式开关（页头版本、教学提升、试用等）',
    tag: 'base',
    response: ZSchoolDetail,
    handler: async ({ db, auth }) => {
      const s = await getSchool(db, auth.schoolId);
      return {
        schoolId: s.id,
        schoolName: s.name,
        schoolLogo: s.logo,
        schoolBrand: s.brand,
        section: s.section,
        domain: s.domain,
        isSchoolCustomize: s.isSchoolCustomize ? 1 : 0,
        headerVersion: s.headerVersion,
        isTeaching: s.isTeaching ? 1 : 0,
        isWholeSchool: s.isWholeSchool ? 1 : 0,
        isVocational: s.isVocational ? 1 : 0,
        trialMath: s.trialMath ? 1 : 0,
        trialEnglish: s.trialEnglish ? 1 : 0,
        filingNumber: s.filingNumber,
      };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/business/school/info',
    summary: '学校概况（教师数、班级数、学生数、当前学期）',
    tag: 'base',
    response: ZSchoolInfo,
    handler: async ({ db, auth }) => {
      const s = await getSchool(db, auth.schoolId);
      const clazzes = await schoolClazzes(db, auth.schoolId);
      const counts = await studentCounts(db, clazzes.map((c) => c.clazzId));
      const teachers = await schoolTeachers(db, auth.schoolId);
      const semester = await currentSemester(db, auth.schoolId);
      return {
        schoolId: s.id,
        schoolName: s.name,
        section: s.section,
        teacherCount: teachers.length,
        clazzCount: clazzes.length,
        studentCount: [...counts.values()].reduce((a, b) => a + b, 0),
        currentSemesterName: semester?.name ?? null,
      };
    },
  }),
];
