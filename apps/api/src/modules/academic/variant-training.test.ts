import { describe, expect, it } from 'vitest';
import { targetDifficulty } from './variant-training.js';

describe('variant training target difficulty', () => {
  it('maps the grade scoring rate to the bank levels at 90/75/60/45/30 %', () => {
    expect([1, 0.9, 0.89, 0.75, 0.6, 0.45, 0.3, 0.29, 0].map(targetDifficulty)).toEqual([1, 1, 2, 2, 3, 4, 5, 6, 6]);
  });
  it('takes the middle level when the rate is unknown', () => {
    expect([null, undefined, Number.NaN].map(targetDifficulty)).toEqual([3, 3, 3]);
  });
});
