import { describe, expect, it } from 'vitest';
import { BLANK_MASK, answerLetters, answerOptionMask, normalizeAnswer, scoreObjective, validateAnswer } from './objective.js';

const ABCD = ['A', 'B', 'C', 'D'];

describe('normalizeAnswer', () => {
  it('drops whitespace and separators, folds case and full-width letters', () => {
    expect(normalizeAnswer(' a, c ')).toBe('AC');
    expect(normalizeAnswer('Ａ、ｂ')).toBe('AB');
    expect(normalizeAnswer('A，B')).toBe('AB');
    expect(normalizeAnswer(null)).toBe('');
    expect(normalizeAnswer('  ')).toBe('');
  });
  it('answerLetters is the sorted set', () => {
    expect(answerLetters('cAa')).toBe('AC');
  });
});

describe('scoreObjective, single choice', () => {
  it('full when the answer equals the key, else 0', () => {
    expect(scoreObjective('B', 'B', 3, 'single', 0)).toBe(3);
    expect(scoreObjective('b', 'B', 3, 'single', 0)).toBe(3);
    expect(scoreObjective('C', 'B', 3, 'single', 0)).toBe(0);
    expect(scoreObjective('BC', 'B', 3, 'single', 0)).toBe(0);
    expect(scoreObjective(null, 'B', 3, 'single', 0)).toBe(0);
    expect(scoreObjective('', 'B', 3, 'single', 0)).toBe(0);
  });
});

describe('scoreObjective, multiple choice (key ACD, full 5, partial 2)', () => {
  const score = (answer: string | null): number => scoreObjective(answer, 'ACD', 5, 'multiple', 2);
  it('the exact set in any order and case scores full', () => {
    expect(score('ACD')).toBe(5);
    expect(score('DCA')).toBe(5);
    expect(score('dac')).toBe(5);
  });
  it('duplicates are ignored', () => {
    expect(score('AACDD')).toBe(5);
    expect(score('AA')).toBe(2);
  });
  it('a non-empty strict subset scores partial (漏选)', () => {
    expect(score('A')).toBe(2);
    expect(score('CD')).toBe(2);
  });
  it('any wrong letter scores 0 (错选), even with all correct letters', () => {
    expect(score('AB')).toBe(0);
    expect(score('ABCD')).toBe(0);
    expect(score('E')).toBe(0);
  });
  it('blank scores 0', () => {
    expect(score(null)).toBe(0);
    expect(score('')).toBe(0);
    expect(score(' ')).toBe(0);
  });
  it('refuses an empty key', () => {
    expect(() => scoreObjective('A', '', 5, 'multiple', 2)).toThrow(RangeError);
  });
});

describe('validateAnswer', () => {
  it('names the first letter outside the options', () => {
    expect(validateAnswer('E', ABCD)).toBe('选项E不在A-D范围内');
    expect(validateAnswer('ae', ABCD)).toBe('选项E不在A-D范围内');
    expect(validateAnswer('C', ['A', 'B', 'D'])).toBe('选项C不在A、B、D范围内');
  });
  it('accepts valid answers and blanks', () => {
    expect(validateAnswer('ab', ABCD)).toBeNull();
    expect(validateAnswer('A, B', ABCD)).toBeNull();
    expect(validateAnswer(null, ABCD)).toBeNull();
    expect(validateAnswer('', ABCD)).toBeNull();
  });
  it('a single choice takes one letter', () => {
    expect(validateAnswer('AB', ABCD, 'single')).toBe('单选题只能选择一个选项');
    expect(validateAnswer('B', ABCD, 'single')).toBeNull();
  });
});

describe('answerOptionMask', () => {
  it('single choice counts an answer only under the option it equals', () => {
    expect(answerOptionMask('b', ABCD, 'single')).toBe(0b0010);
    expect(answerOptionMask('AB', ABCD, 'single')).toBe(0);
    expect(answerOptionMask('E', ABCD, 'single')).toBe(0);
    expect(answerOptionMask(null, ABCD, 'single')).toBe(BLANK_MASK);
  });
  it('multiple choice counts an answer under every option it contains', () => {
    expect(answerOptionMask('DA', ABCD, 'multiple')).toBe(0b1001);
    expect(answerOptionMask('AE', ABCD, 'multiple')).toBe(0b0001);
    expect(answerOptionMask('E', ABCD, 'multiple')).toBe(0);
    expect(answerOptionMask('', ABCD, 'multiple')).toBe(BLANK_MASK);
  });
});
