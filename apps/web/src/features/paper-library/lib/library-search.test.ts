import { describe, expect, it } from 'vitest';
import { readFilters, writeFilters } from './library-search';

describe('library filters in the address', () => {
  it('reads what it writes, leaving defaults out', () => {
    const f = { category: '高考真题' as const, grade: 3, year: 2025, testType: 0, provinceId: 11, textbookVersionId: 48, keyword: ' 模拟 ', onlyCollected: true, sort: 'used' as const, page: 2 };
    const sp = writeFilters(f);
    expect(sp.toString()).toBe('cat=%E9%AB%98%E8%80%83%E7%9C%9F%E9%A2%98&grade=3&year=2025&type=0&province=11&tv=48&kw=%E6%A8%A1%E6%8B%9F&mine=1&sort=used&page=2');
    expect(readFilters(sp)).toEqual({ ...f, keyword: '模拟' });
    expect(writeFilters(readFilters(new URLSearchParams())).toString()).toBe('');
  });
  it('ignores unknown categories and bad numbers', () => {
    const f = readFilters(new URLSearchParams('cat=作文&grade=x&page=0&sort=hot'));
    expect(f).toMatchObject({ category: null, grade: null, page: 1, sort: 'newest' });
  });
});
