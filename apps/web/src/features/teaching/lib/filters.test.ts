import { describe, expect, it } from 'vitest';
import { filterFromSearch, filterParams, filterSearch } from './filters';

describe('the /teaching filter in the address', () => {
  it('reads every field and drops what is not an id, a day or a cycle', () => {
    const f = filterFromSearch(new URLSearchParams('semesterId=7&grades=3,x,4&subjectIds=3&clazzIds=-1,12&startTime=2026-10-01&endTime=10/31&cycleType=year&teacherId=0'));
    expect(f).toEqual({ semesterId: 7, grades: [3, 4], subjectIds: [3], clazzIds: [12], startTime: '2026-10-01', endTime: undefined, cycleType: 'month', teacherId: undefined });
  });

  it('writes only what is chosen, and reads back what it wrote', () => {
    const f = { grades: [3], subjectIds: [], clazzIds: [11, 12], startTime: '2026-10-01', endTime: '2026-10-31', cycleType: 'week' as const, teacherId: 5 };
    expect(filterParams(f)).toEqual({ grades: '3', clazzIds: '11,12', startTime: '2026-10-01', endTime: '2026-10-31', cycleType: 'week', teacherId: '5' });
    expect(filterFromSearch(new URLSearchParams(filterSearch(f)))).toEqual({ ...f, semesterId: undefined });
    expect(filterSearch({ grades: [], subjectIds: [], clazzIds: [], cycleType: 'month' })).toBe('');
  });
});
