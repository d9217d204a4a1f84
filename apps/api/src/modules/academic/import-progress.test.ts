import { describe, expect, it } from 'vitest';
import { progressPercent } from './import-progress.js';

describe('score import progress percent', () => {
  it('runs through the stages in order: read 0-10, check 10-40, write 40-70, report 70-99, done 100', () => {
    expect(progressPercent('read', 0, 0)).toBe(0);
    expect(progressPercent('check', 0, 1000)).toBe(10);
    expect(progressPercent('check', 500, 1000)).toBe(25);
    expect(progressPercent('write', 1000, 1000)).toBe(70);
    expect(progressPercent('report', 3, 6)).toBe(85);
    expect(progressPercent('done', 0, 0)).toBe(100);
  });

  it('never leaves its stage for odd counts', () => {
    expect(progressPercent('check', 2000, 1000)).toBe(40);
    expect(progressPercent('write', -5, 1000)).toBe(40);
    expect(progressPercent('report', 1, 0)).toBe(70);
  });
});
