import { describe, expect, it } from 'vitest';
import { acceptsScoreKey, checkScore, checkScores, quickScores } from './score-rules';

const q = { questionNo: '17', fullScore: 12 };

describe('marking score rules', () => {
  it('accepts scores within range and on the step, and full marks off the step', () => {
    expect(checkScore('7.5', q, 0.5)).toEqual({ ok: true, value: 7.5 });
    expect(checkScore('0', q, 1)).toEqual({ ok: true, value: 0 });
    expect(checkScore('7.5', { questionNo: '3', fullScore: 7.5 }, 1)).toEqual({ ok: true, value: 7.5 });
  });
  it('refuses empty, out-of-range and off-step scores with the server wording', () => {
    expect(checkScore('', q, 1)).toEqual({ ok: false, message: '请为第17题打分' });
    expect(checkScore('13', q, 1)).toEqual({ ok: false, message: '第17题的分数须在0到12分之间' });
    expect(checkScore('7.5', q, 1)).toEqual({ ok: false, message: '第17题的分数须为1分的整数倍' });
    expect(checkScore('3', q, 2)).toEqual({ ok: false, message: '第17题的分数须为2分的整数倍' });
    expect(checkScore('1..', q, 1).ok).toBe(false);
  });
  it('names the first refused question of a group', () => {
    const qs = [q, { questionNo: '18', fullScore: 8 }];
    expect(checkScores(['5', '9'], qs, 1)).toEqual({ ok: false, index: 1, message: '第18题的分数须在0到8分之间' });
    expect(checkScores(['5', '8'], qs, 1)).toEqual({ ok: true, scores: [5, 8] });
  });
  it('lists quick scores from 0 to full on the step, thinning long lists', () => {
    expect(quickScores(3, 0.5)).toEqual([0, 0.5, 1, 1.5, 2, 2.5, 3]);
    expect(quickScores(7.5, 1)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 7.5]);
    const essay = quickScores(25, 0.5);
    expect(essay.length).toBeLessThanOrEqual(26);
    expect(essay[0]).toBe(0);
    expect(essay[essay.length - 1]).toBe(25);
  });
  it('types digits and one decimal point only', () => {
    expect(acceptsScoreKey('1', '2')).toBe(true);
    expect(acceptsScoreKey('1', '.')).toBe(true);
    expect(acceptsScoreKey('1.', '.')).toBe(false);
    expect(acceptsScoreKey('', 'f')).toBe(false);
  });
});
