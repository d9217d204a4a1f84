import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSchoolPrintBody, TSchoolPrintClazz, TSchoolPrintJob, TSchoolPrintPage, TSchoolPrintStatusBody } from '@app/contract';
import { http } from '../../../lib/http';
import { SCHOOL_PAPER_KEY, SCHOOL_PRINT_KEY } from './keys';

/** GET /schoolpaper/paper/:paperId/clazzes: the classes of the paper's grade, with their students. */
export const printClazzesQuery = (paperId: number) =>
  queryOptions({ queryKey: [...SCHOOL_PAPER_KEY, 'clazzes', paperId], queryFn: () => http.get<TSchoolPrintClazz[]>(`/schoolpaper/paper/${paperId}/clazzes`) });
export const usePrintClazzes = (paperId: number | null) => useQuery({ ...printClazzesQuery(paperId ?? 0), enabled: paperId != null });

/** POST /schoolpaper/paper/:paperId/print: a print job for the chosen classes. */
export function useSendPrint() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ paperId, body }: { paperId: number; body: TSchoolPrintBody }) => http.post<TSchoolPrintJob>(`/schoolpaper/paper/${paperId}/print`, body),
    onSuccess: () => void qc.invalidateQueries({ queryKey: SCHOOL_PRINT_KEY }),
  });
}

/** GET /schoolpaper/print: the teacher's print jobs, newest first. */
export const printJobsQuery = (pageNo: number, pageSize: number) =>
  queryOptions({ queryKey: [...SCHOOL_PRINT_KEY, pageNo, pageSize], queryFn: () => http.get<TSchoolPrintPage>('/schoolpaper/print', { pageNo, pageSize }), placeholderData: keepPreviousData });
export const usePrintJobs = (pageNo: number, pageSize: number) => useQuery(printJobsQuery(pageNo, pageSize));

/** PUT /schoolpaper/print/:printId/status: 已打印 (the copies collected) or back to 待打印. */
export function useSetPrintStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ printId, status }: { printId: number } & TSchoolPrintStatusBody) => http.put<TSchoolPrintJob>(`/schoolpaper/print/${printId}/status`, { status }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: SCHOOL_PRINT_KEY }),
  });
}
