import { describe, expect, it } from 'vitest';
import { apiUrl, isBaseHostPath } from './api-hosts.js';
import { difficultyStarText, PRINT_LIMITS } from './constants.js';

describe('two API hosts (spec section 7)', () => {
  it('sends the base families to the base host and the rest to the teacher host', () => {
    for (const p of ['base/teacher/info', '/business/subject/school', '/topic/english/detail/1', '/third-api/x', '/dmw/x', '/qxk/topic', '/datapoint/trace', '/cms/api/school-logo/info', '/ufile/rotate-img', '/auth/teacher/password/login']) {
      expect(isBaseHostPath(p)).toBe(true);
    }
    for (const p of ['/marking/list', '/paper/english/list', '/academic/exam', '/basement/x', '/authx']) expect(isBaseHostPath(p)).toBe(false);
  });
  it('joins hosts, defaulting to the same origin', () => {
    const hosts = { base: 'https://base.example.edu/', teacher: 'https://t.example.edu' };
    expect(apiUrl('base/teacher/info', hosts)).toBe('https://base.example.edu/base/teacher/info');
    expect(apiUrl('/marking/list', hosts)).toBe('https://t.example.edu/marking/list');
    expect(apiUrl('/marking/list', { base: '', teacher: '' })).toBe('/marking/list');
  });
});

describe('constants', () => {
  it('difficulty stars 1-6, otherwise 未知', () => {
    expect([1, 6, 0, 7, null].map(difficultyStarText)).toEqual(['一星', '六星', '未知', '未知', '未知']);
  });
  it('print limits in the spec order with their messages', () => {
    expect(PRINT_LIMITS.map((l) => `${l.type}${l.limit}`)).toEqual(['单项填空25', '阅读理解40', '七选五3', '完形填空40', '任务型阅读2', '语法填空2', '短文改错2', '书面表达2']);
    expect(PRINT_LIMITS[0].message).toBe('单项填空题量超过25道，请去改编试卷，以满足打印要求');
    expect(PRINT_LIMITS[1].message.startsWith('阅读理解小题量超过40道')).toBe(true);
  });
});
