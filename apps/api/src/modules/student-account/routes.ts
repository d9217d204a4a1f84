/**
 * 学生账号 (the teacher side of the student page, docs/student.md): the classes a teacher may manage,
 * a class's students with their account state, and issuing / resetting first-time passwords.
 */
import { z } from 'zod';
import { ZIssuePasswordsBody, ZIssuedPasswords, ZStudentAccountClazz, ZStudentAccountClazzParams, ZStudentAccountList } from '@app/contract';
import { defineRoute, type AnyRouteDef } from '../../http/route.js';
import { manageableClazzes } from './access.js';
import { issuePasswords } from './issue-passwords.js';
import { listStudentAccounts } from './list-accounts.js';

const TAG = 'student-account';

export const studentAccountRoutes: readonly AnyRouteDef[] = [
  defineRoute({
    method: 'GET',
    url: '/student-account/clazz',
    summary: '可管理学生账号的班级（本学期班主任、英语教师所在班级，年级组长的年级，校长全校）',
    tag: TAG,
    response: z.array(ZStudentAccountClazz),
    handler: ({ db, auth }) => manageableClazzes(db, auth),
  }),
  defineRoute({
    method: 'GET',
    url: '/student-account/clazz/:clazzId',
    summary: '班级在读学生的账号状态（未开通、待首次登录、已启用）与最近登录时间',
    tag: TAG,
    params: ZStudentAccountClazzParams,
    response: ZStudentAccountList,
    handler: ({ db, auth, params }) => listStudentAccounts(db, auth, params.clazzId),
  }),
  defineRoute({
    method: 'POST',
    url: '/student-account/clazz/:clazzId/passwords',
    summary: '生成初始密码：未开通账号的在读学生，或指定学生（重置）；明文密码只返回这一次',
    tag: TAG,
    params: ZStudentAccountClazzParams,
    body: ZIssuePasswordsBody,
    response: ZIssuedPasswords,
    okMsg: '初始密码已生成',
    handler: ({ db, auth, params, body }) => issuePasswords(db, auth, params.clazzId, body),
  }),
];
