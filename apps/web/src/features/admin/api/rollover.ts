import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminRolloverBody, TAdminRolloverResult } from '@app/contract';
import { http } from '../../../lib/http';
import { ADMIN_KEY } from './keys';

/** The rehearsal and the rollover may take a while on a large school. */
const ROLLOVER_TIMEOUT_MS = 120_000;

/** POST /admin/rollover/preview: a rehearsal on a copy, nothing changed. */
export const useRolloverPreview = () =>
  useMutation({ mutationFn: (body: TAdminRolloverBody) => http.post<TAdminRolloverResult>('/admin/rollover/preview', body, { timeoutMs: ROLLOVER_TIMEOUT_MS }) });

/** POST /admin/rollover?confirmToken=: carries out what the rehearsal showed. */
export function useRollover() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ body, confirmToken }: { body: TAdminRolloverBody; confirmToken: string }) =>
      http.post<TAdminRolloverResult>('/admin/rollover', body, { query: { confirmToken }, timeoutMs: ROLLOVER_TIMEOUT_MS }),
    onSettled: () => qc.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}
