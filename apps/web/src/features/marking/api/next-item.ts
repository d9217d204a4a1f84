import { http } from '../../../lib/http';
import type { TMarkingNext } from './types';

export type TMarkingMode = 'mark' | 'arbitrate';

/**
 * Takes the next answer to mark (or arbitrate) under a lease; when there is none the answer says why.
 * Not a query: every call claims work, so the screen calls it on purpose (on open and after a submit).
 */
export const fetchNextItem = (groupId: number, mode: TMarkingMode) => http.get<TMarkingNext>(`/marking/group/${groupId}/next`, { mode });
