/**
 * The last class and exam looked at in 考试分析, so coming back from 考试管理 or 报告设置 returns to
 * them (for this tab only, and only while the header subject is the same).
 */
const KEY = 'academic.examdetail';

export function rememberExamDetail(subjectId: number | null, search: string): void {
  sessionStorage.setItem(KEY, JSON.stringify({ subjectId, search }));
}

export function lastExamDetailSearch(subjectId: number | null): string {
  try {
    const v: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    if (v && typeof v === 'object' && 'subjectId' in v && 'search' in v && v.subjectId === subjectId && typeof v.search === 'string') return v.search;
  } catch {
    // A damaged entry is ignored.
  }
  return '';
}
