import { describe, expect, it } from 'vitest';
import { ZClazzParams, ZLoginBody } from '@app/contract';
import { validationMessage } from './route.js';

describe('validation messages', () => {
  it('names the field and gives the Chinese rule', () => {
    const r = ZLoginBody.safeParse({ account: '', password: 'x' });
    expect(r.success).toBe(false);
    if (!r.success) expect(validationMessage(r.error, 'body')).toBe('参数account错误：请输入账号');
  });
  it('explains a bad path id', () => {
    const r = ZClazzParams.safeParse({ clazzId: 'abc' });
    if (r.success) throw new Error('should fail');
    expect(validationMessage(r.error, 'params')).toBe('参数clazzId错误：班级ID必须是数字');
  });
  it('a missing body is reported as such', () => {
    const r = ZLoginBody.safeParse(undefined);
    if (r.success) throw new Error('should fail');
    expect(validationMessage(r.error, 'body')).toMatch(/^请求体错误：/);
  });
});
