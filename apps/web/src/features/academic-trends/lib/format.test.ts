import { describe, expect, it } from 'vitest';
import { axisExamLabel, shortExamName } from './format';

describe('exam names on trend charts', () => {
  it('drops the grade and keeps short names whole', () => {
    expect(shortExamName('高一期中考试')).toBe('期中考试');
    expect(axisExamLabel('期中考试')).toBe('期中考试');
    expect(axisExamLabel('一二三四五六七八九十')).toBe('一二三四五六七八九十');
  });
  it('drops a school-year prefix and cuts a long paper name to nine characters and an ellipsis', () => {
    expect(shortExamName('2025-2026学年高一上学期期末考试 英语（已阅卷）')).toBe('上学期期末考试 英语（已阅卷）');
    expect(axisExamLabel(shortExamName('2025-2026学年高一上学期期末考试 英语（已阅卷）'))).toBe('上学期期末考试 英…');
  });
});
