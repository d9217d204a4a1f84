import { z } from 'zod';
import { ZLoginBody, ZLoginResult } from '@app/contract';
import { defineRoute } from '../../http/route.js';
import { loginWithPassword, revokeAllTokens, revokeToken } from './login.js';

export const authRoutes = [
  defineRoute({
    method: 'POST',
    url: '/auth/teacher/password/login',
    summary: '账号密码登录，返回loginToken',
    tag: 'auth',
    public: true,
    body: ZLoginBody,
    response: ZLoginResult,
    okMsg: '登录成功',
    handler: ({ db, body, req }) => loginWithPassword(db, body, { ip: req.ip, userAgent: req.headers['user-agent'] }),
  }),
  defineRoute({
    method: 'POST',
    url: '/auth/teacher/logout',
    summary: '退出登录（服务端注销当前token）',
    tag: 'auth',
    response: z.null(),
    okMsg: '已退出登录',
    handler: async ({ db, auth }) => {
      await revokeToken(db, auth.tokenId);
      return null;
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/auth/teacher/logout-all',
    summary: '退出所有设备（注销该教师的全部token，包括当前的）',
    tag: 'auth',
    response: z.null(),
    okMsg: '已退出所有设备',
    handler: async ({ db, auth }) => {
      await revokeAllTokens(db, auth.teacherId);
      return null;
    },
  }),
];
