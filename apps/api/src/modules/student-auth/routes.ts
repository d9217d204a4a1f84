/**
 * The student page's routes (docs/student.md): audience 'student', authenticated by student tokens
 * only. Tag student-auth is what a student with an issued password may call before changing it.
 */
import { z } from 'zod';
import { ZStudentChangePasswordBody, ZStudentLoginBody, ZStudentLoginResult, ZStudentMe, ZStudentTaskList } from '@app/contract';
import { defineStudentRoute, type AnyRouteDef } from '../../http/route.js';
import { changeStudentPassword, studentLogout, studentMe } from './account.js';
import { studentLogin } from './login.js';
import { openTasks } from './tasks.js';

export const studentRoutes: readonly AnyRouteDef[] = [
  defineStudentRoute({
    method: 'POST',
    url: '/student/auth/login',
    summary: '学生登录：学校代码、学号与密码，返回studentToken',
    tag: 'student-auth',
    public: true,
    body: ZStudentLoginBody,
    response: ZStudentLoginResult,
    okMsg: '登录成功',
    handler: ({ db, body, req }) => studentLogin(db, body, { ip: req.ip, userAgent: req.headers['user-agent'] }),
  }),
  defineStudentRoute({
    method: 'GET',
    url: '/student/me',
    summary: '当前学生：姓名、学号、班级与学校',
    tag: 'student-auth',
    response: ZStudentMe,
    handler: ({ db, auth }) => studentMe(db, auth),
  }),
  defineStudentRoute({
    method: 'POST',
    url: '/student/auth/password',
    summary: '学生修改密码（首次登录须先修改初始密码；其他登录会话失效）',
    tag: 'student-auth',
    body: ZStudentChangePasswordBody,
    response: z.null(),
    okMsg: '密码修改成功',
    handler: async ({ db, auth, body }) => {
      await changeStudentPassword(db, auth, body);
      return null;
    },
  }),
  defineStudentRoute({
    method: 'POST',
    url: '/student/auth/logout',
    summary: '学生退出登录（注销当前token）',
    tag: 'student-auth',
    response: z.null(),
    okMsg: '已退出登录',
    handler: async ({ db, auth }) => {
      await studentLogout(db, auth);
      return null;
    },
  }),
  defineStudentRoute({
    method: 'GET',
    url: '/student/tasks',
    summary: '学生的未完成任务（kind、id、title、dueAt、status）；目前尚无任务类型，返回空列表',
    tag: 'student',
    response: ZStudentTaskList,
    handler: ({ db, auth }) => openTasks(db, auth),
  }),
];
