import { describe, expect, it } from 'vitest';
import { heatColor } from './heat';

describe('heatColor', () => {
  it('goes from red (0) through yellow (0.5) to green (1), clamped, and is nothing for a missing rate', () => {
    expect(heatColor(0)).toBe('hsl(0, 70%, 88%)');
    expect(heatColor(0.5)).toBe('hsl(60, 70%, 88%)');
    expect(heatColor(1)).toBe('hsl(120, 70%, 88%)');
    expect(heatColor(1.2)).toBe('hsl(120, 70%, 88%)');
    expect(heatColor(null)).toBeUndefined();
    expect(heatColor(Number.NaN)).toBeUndefined();
  });
});
