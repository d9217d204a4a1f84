/**
 * The list filters live in the address (?cat=&grade=…&page=), so returning from a paper to its
 * list keeps the teacher's category, filters and page.
 */
import type { TFinePaperCategory } from '@app/contract';
import { FINE_PAPER_CATEGORIES } from '@app/contract';

export type TSort = 'newest' | 'used';

export type TLibraryFilters = {
  category: TFinePaperCategory | null;
  grade: number | null;
  year: number | null;
  testType: number | null;
  /** 1-31; null is 不限 */
  provinceId: number | null;
  textbookVersionId: number | null;
  keyword: string;
  onlyCollected: boolean;
  sort: TSort;
  page: number;
};

const int = (v: string | null): number | null => {
  if (v == null || v === '') return null;
  const n = Number(v);
  return Number.isInteger(n) ? n : null;
};

export function readFilters(sp: URLSearchParams): TLibraryFilters {
  const cat = sp.get('cat');
  return {
    category: cat && (FINE_PAPER_CATEGORIES as readonly string[]).includes(cat) ? (cat as TFinePaperCategory) : null,
    grade: int(sp.get('grade')),
    year: int(sp.get('year')),
    testType: int(sp.get('type')),
    provinceId: int(sp.get('province')),
    textbookVersionId: int(sp.get('tv')),
    keyword: sp.get('kw') ?? '',
    onlyCollected: sp.get('mine') === '1',
    sort: sp.get('sort') === 'used' ? 'used' : 'newest',
    page: Math.max(1, int(sp.get('page')) ?? 1),
  };
}

export function writeFilters(f: TLibraryFilters): URLSearchParams {
  const sp = new URLSearchParams();
  const set = (k: string, v: string | number | null | boolean) => {
    if (v == null || v === '' || v === false) return;
    sp.set(k, v === true ? '1' : String(v));
  };
  set('cat', f.category);
  set('grade', f.grade);
  set('year', f.year);
  set('type', f.testType);
  set('province', f.provinceId);
  set('tv', f.textbookVersionId);
  set('kw', f.keyword.trim());
  set('mine', f.onlyCollected);
  if (f.sort !== 'newest') sp.set('sort', f.sort);
  if (f.page > 1) sp.set('page', String(f.page));
  return sp;
}
