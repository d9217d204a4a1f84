/**
 * The /teaching filters (spec section 3's teaching search filters) live in the page address, so
 * the three screens share them (switching tabs keeps the search) and a link reopens the same view.
 */
import { TEACHING_CYCLE, type TTeachingCycle } from '@app/contract';

export type TeachingFilter = {
  semesterId?: number;
  grades: number[];
  subjectIds: number[];
  clazzIds: number[];
  startTime?: string;
  endTime?: string;
  cycleType: TTeachingCycle;
  teacherId?: number;
};

const ids = (v: string | null): number[] =>
  (v ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
const id = (v: string | null): number | undefined => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};
const day = (v: string | null): string | undefined => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined);

export function filterFromSearch(search: URLSearchParams): TeachingFilter {
  const cycle = search.get('cycleType');
  return {
    semesterId: id(search.get('semesterId')),
    grades: ids(search.get('grades')),
    subjectIds: ids(search.get('subjectIds')),
    clazzIds: ids(search.get('clazzIds')),
    startTime: day(search.get('startTime')),
    endTime: day(search.get('endTime')),
    cycleType: (TEACHING_CYCLE as readonly string[]).includes(cycle ?? '') ? (cycle as TTeachingCycle) : 'month',
    teacherId: id(search.get('teacherId')),
  };
}

/** The filter as query parameters (empty ones left out), for the address and for the API. */
export function filterParams(f: TeachingFilter): Record<string, string> {
  const out: Record<string, string> = {};
  if (f.semesterId) out.semesterId = String(f.semesterId);
  if (f.grades.length) out.grades = f.grades.join(',');
  if (f.subjectIds.length) out.subjectIds = f.subjectIds.join(',');
  if (f.clazzIds.length) out.clazzIds = f.clazzIds.join(',');
  if (f.startTime) out.startTime = f.startTime;
  if (f.endTime) out.endTime = f.endTime;
  if (f.cycleType !== 'month') out.cycleType = f.cycleType;
  if (f.teacherId) out.teacherId = String(f.teacherId);
  return out;
}

export const filterSearch = (f: TeachingFilter) => new URLSearchParams(filterParams(f)).toString();
