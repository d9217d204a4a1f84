import { useCallback, useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { isGradeLeader, type TClazz } from '@app/contract';
import { useSession } from '../../../app/session/session-context';
import { currentSemesterQuery } from '../api/current-semester';
import { visibleClazzesQuery } from '../api/visible-clazzes';
import { positiveInt } from '../../../lib/report-format';
import { currentHashSearch } from '../../../lib/hash-search';
import { useNavigating } from '../../../lib/navigating';

export type SearchUpdate = (changes: Record<string, string | null>, replace?: boolean) => void;

/** Whether the teacher may read the subject's results of a class (class teacher, its subject teacher, grade leader). */
export function canReadSubject(c: TClazz, subjectId: number | null, leader: boolean): boolean {
  return leader || c.isAdmin === 1 || (subjectId != null && c.teachingSubjectIds.includes(subjectId));
}

/**
 * The current semester's classes the teacher may read in the current subject, and the chosen one,
 * kept in the URL as ?clazzId= (an unknown or foreign class falls back to the teacher's own class;
 * `dependents` are query keys dropped when the class changes that way, e.g. studentId).
 */
export function useClazzChoice(dependents: readonly string[] = []) {
  const session = useSession();
  const leader = isGradeLeader(session.teacher.posts);
  const [search, setSearch] = useSearchParams();
  // The address is completed (default class) only while the teacher is not on the way elsewhere.
  const navigating = useNavigating();
  const semester = useQuery(currentSemesterQuery());
  const clazzes = useQuery(visibleClazzesQuery(semester.data?.semesterId));
  const clazzList = useMemo(() => (clazzes.data ?? []).filter((c) => canReadSubject(c, session.subjectId, leader)), [clazzes.data, session.subjectId, leader]);

  const update = useCallback<SearchUpdate>(
    (changes, replace = false) =>
      setSearch(
        () => {
          const next = currentHashSearch();
          for (const [k, v] of Object.entries(changes)) {
            if (v == null) next.delete(k);
            else next.set(k, v);
          }
          return next;
        },
        { replace },
      ),
    [setSearch],
  );

  const urlClazzId = positiveInt(search.get('clazzId'));
  const defaultClazz = clazzList.find((c) => c.isAdmin === 1) ?? clazzList.find((c) => c.teaching === 1) ?? clazzList[0];
  const clazz = clazzList.find((c) => c.clazzId === urlClazzId) ?? defaultClazz ?? null;

  useEffect(() => {
    if (navigating.now() || !clazz || urlClazzId === clazz.clazzId) return;
    const dropped = urlClazzId != null ? Object.fromEntries(dependents.map((k) => [k, null])) : {};
    update({ clazzId: String(clazz.clazzId), ...dropped }, true);
  }, [clazz?.clazzId, urlClazzId, navigating.pending]);

  return {
    loading: semester.isPending || clazzes.isPending,
    failed: semester.isError || clazzes.isError,
    leader,
    allClazzes: clazzes.data ?? [],
    clazzList,
    clazz,
    search,
    update,
    navigating,
  };
}
