import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zDecimalParam, zId, zIntParam, ZPageQuery } from './common.js';

const messageOf = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? null : r.error.issues[0]?.message;
};

describe('zId', () => {
  const id = zId('班级ID');

  it('reads a canonical decimal string or a JSON integer', () => {
    expect(id.parse('39')).toBe(39);
    expect(id.parse(39)).toBe(39);
    expect(id.parse('2147483647')).toBe(2147483647);
  });

  it.each(['0x10', ' 1', '1 ', '1e1', '039', '39.0', '+39', '-0', '0b1'])('refuses the lenient numeric form %j, naming the field', (v) => {
    expect(messageOf(id, v)).toBe('班级ID必须是十进制整数');
  });

  it.each(['39abc', '1_000', '', ' ', 'abc', '１２', 'Infinity', 'NaN', Number.NaN, true, null, undefined, ['39'], { id: 39 }])('refuses %j as no number at all', (v) => {
    expect(messageOf(id, v)).toBe('班级ID必须是数字');
  });

  it.each(['1.5', 39.5])('refuses the fraction %j', (v) => {
    expect(messageOf(id, v)).toBe('班级ID必须是整数');
  });

  it('keeps ids positive and within int4', () => {
    expect(messageOf(id, '0')).toBe('班级ID必须大于0');
    expect(messageOf(id, '-3')).toBe('班级ID必须大于0');
    expect(messageOf(id, '2147483648')).toBe('班级ID超出范围');
    expect(messageOf(id, '99999999999999999999')).toBe('班级ID超出范围');
  });

  it('keeps optional and default behaviour', () => {
    const q = z.object({ clazzId: zId('班级ID').optional(), pageNo: zIntParam('页码', { min: 1 }).default(1) });
    expect(q.parse({})).toEqual({ pageNo: 1 });
    expect(q.parse({ clazzId: '7', pageNo: '2' })).toEqual({ clazzId: 7, pageNo: 2 });
    expect(q.safeParse({ clazzId: '07' }).success).toBe(false);
  });
});

describe('zIntParam', () => {
  it('allows 0 by default and applies the range with its messages', () => {
    const status = zIntParam('状态', { max: 2, maxMessage: '状态只能是0、1、2' });
    expect(status.parse('0')).toBe(0);
    expect(messageOf(status, '3')).toBe('状态只能是0、1、2');
    expect(messageOf(status, '-1')).toBe('状态最小为0');
    expect(messageOf(status, '00')).toBe('状态必须是十进制整数');
  });

  it('reads page queries as before for canonical input', () => {
    expect(ZPageQuery.parse({})).toEqual({ pageNo: 1, pageSize: 10 });
    expect(ZPageQuery.parse({ pageNo: '3', pageSize: '100' })).toEqual({ pageNo: 3, pageSize: 100 });
    expect(messageOf(ZPageQuery, { pageSize: '101' })).toBe('每页条数最多为100');
    expect(messageOf(ZPageQuery, { pageNo: '1.0' })).toBe('页码必须是十进制整数');
  });
});

describe('zDecimalParam', () => {
  const rate = zDecimalParam('得分率');
  it('reads plain decimals and refuses other spellings', () => {
    expect(rate.parse('0.6')).toBe(0.6);
    expect(rate.parse('1')).toBe(1);
    expect(rate.parse(0.25)).toBe(0.25);
    for (const v of ['6e-1', ' 0.6', '.6', '0x1', '', '0.6.1', '00.6']) expect(messageOf(rate, v)).toBe('得分率必须是十进制数');
  });
});
