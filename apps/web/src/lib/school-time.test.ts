import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { schoolTime } from './school-time';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) return sources(p);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [p] : [];
  });
}

describe('times on the school’s clock', () => {
  it('writes an instant as the school’s wall-clock minute, and a missing or bad one as -', () => {
    expect(schoolTime('2026-03-12T02:00:00Z')).toBe('2026-03-12 10:00');
    expect(schoolTime('2026-03-11T16:30:00Z')).toBe('2026-03-12 00:30');
    expect(schoolTime(null)).toBe('-');
    expect(schoolTime('not a time')).toBe('-');
  });

  it('is how every screen writes a stored instant: nothing formats one on the browser’s clock', () => {
    const root = path.resolve(__dirname, '..');
    const offenders = sources(root).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          // The browser's zone: Date's locale strings, or a dayjs of a stored value written with a time of day.
          /\.toLocale(Date|Time)?String\(|dayjs\([^()]*\)\.format\('[^']*HH/.test(line) ? [`${path.relative(root, file)}:${i + 1}`] : [],
        ),
    );
    expect(offenders).toEqual([]);
  });
});
