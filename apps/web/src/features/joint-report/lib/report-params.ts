import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { JOINT_TOTAL } from '@app/contract';
import { positiveInt } from '../../../lib/report-format';

/** A subject id from the address: 0 (the 总分) or a positive integer; null when absent or malformed. */
export function subjectParam(v: string | null): number | null {
  if (v === '0') return JOINT_TOTAL;
  return positiveInt(v);
}

/**
 * The report's place in the address: ?jointId=&subjectId= (0, the 总分, by default), and a setter
 * that changes some parameters and keeps the others.
 */
export function useReportParams() {
  const [search, setSearch] = useSearchParams();
  const jointId = positiveInt(search.get('jointId'));
  /** The subject the address names, null when it names none. */
  const requestedSubject = subjectParam(search.get('subjectId'));
  const subjectId = requestedSubject ?? JOINT_TOTAL;
  const update = useCallback(
    (changes: Record<string, string | number | null>) =>
      setSearch((prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes)) {
          if (v == null || v === '') next.delete(k);
          else next.set(k, String(v));
        }
        return next;
      }),
    [setSearch],
  );
  return { jointId, subjectId, requestedSubject, search, update };
}

/** The address of a report page of the joint exam, keeping its subject. */
export function reportSearch(jointId: number, subjectId: number | null, extra: Record<string, string | number> = {}): string {
  const q = new URLSearchParams({ jointId: String(jointId) });
  if (subjectId != null) q.set('subjectId', String(subjectId));
  for (const [k, v] of Object.entries(extra)) q.set(k, String(v));
  return `?${q.toString()}`;
}
