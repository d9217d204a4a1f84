import { http } from '../../../lib/http';

type Query = Parameters<typeof http.get>[1];

/**
 * GET /joint/:jointId/report/<part>. Quiet: the page shows a refusal itself, as a Result in its
 * place (a report not released yet answers 40900 with the reason), not as a notice besides a blank page.
 */
export const getReport = <T>(jointId: number, part: string, query?: Query): Promise<T> => http.get<T>(`/joint/${jointId}/report/${part}`, query, { quiet: true });
