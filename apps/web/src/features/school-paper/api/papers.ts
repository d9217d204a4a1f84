import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TSchoolPaperPage } from '@app/contract';
import { http } from '../../../lib/http';
import { SCHOOL_PAPERS_KEY } from './keys';

export type SchoolPaperFilter = { scope: 'my' | 'school'; name?: string; subjectId?: number; gradeId?: number; pageNo: number; pageSize: number };

/** GET /schoolpaper/paper: the teacher's papers (my) or the school's shared ones (school), newest first. */
export const schoolPapersQuery = (f: SchoolPaperFilter) =>
  queryOptions({
    queryKey: [...SCHOOL_PAPERS_KEY, f],
    queryFn: () => http.get<TSchoolPaperPage>('/schoolpaper/paper', { scope: f.scope, name: f.name || undefined, subjectId: f.subjectId, gradeId: f.gradeId, pageNo: f.pageNo, pageSize: f.pageSize }),
    placeholderData: keepPreviousData,
  });

export const useSchoolPapers = (f: SchoolPaperFilter, enabled = true) => useQuery({ ...schoolPapersQuery(f), enabled });
