import { http } from '../../../lib/http';
import type { TMarkingSubmitResult } from './types';

/** v1 marking screen: POST /marking/submit; v2: PUT /marking/v2/submit; the arbiter: PUT /marking/arbitration/submit. */
export type TSubmitKind = 'v1' | 'v2' | 'arbitration';

/**
 * Submits the scores of a slot (a new mark or a re-mark of one's own). With `withNext` the answer
 * also hands out the next answer (`next`), so marking costs one request per answer. Quiet: the
 * screen shows the server's message itself, because a reclaimed answer (409) also moves on to the
 * next one.
 */
export function submitMark(kind: TSubmitKind, slotId: number, scores: number[], withNext = false): Promise<TMarkingSubmitResult> {
  const body = withNext ? { slotId, scores, next: true } : { slotId, scores };
  if (kind === 'v1') return http.post<TMarkingSubmitResult>('/marking/submit', body, { quiet: true });
  if (kind === 'v2') return http.put<TMarkingSubmitResult>('/marking/v2/submit', body, { quiet: true });
  return http.put<TMarkingSubmitResult>('/marking/arbitration/submit', body, { quiet: true });
}
