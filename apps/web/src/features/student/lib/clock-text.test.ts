import { describe, expect, it } from 'vitest';
import { clockText, completionPercent } from './clock-text';

describe('clockText', () => {
  it('writes m:ss below an hour and h:mm:ss from an hour', () => {
    expect(clockText(0)).toBe('0:00');
    expect(clockText(4.4)).toBe('0:04');
    expect(clockText(59.6)).toBe('1:00');
    expect(clockText(754)).toBe('12:34');
    expect(clockText(3599)).toBe('59:59');
    expect(clockText(3600)).toBe('1:00:00');
    expect(clockText(3 * 3600 + 5 * 60 + 7)).toBe('3:05:07');
  });

  it('writes nonsense as 0:00', () => {
    expect(clockText(-3)).toBe('0:00');
    expect(clockText(Number.NaN)).toBe('0:00');
  });
});

describe('completionPercent', () => {
  it('never shows 100 before the server says complete', () => {
    expect(completionPercent(0)).toBe(0);
    expect(completionPercent(42.7)).toBe(42);
    expect(completionPercent(99.9)).toBe(99);
    expect(completionPercent(100)).toBe(100);
    expect(completionPercent(130)).toBe(100);
  });
});
