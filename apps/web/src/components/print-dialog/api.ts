/**
 * Calls of the print settings dialog, through the paper-detail client (spec section 7 "Paper-record
 * detail calls"): the classes of a grade for printing, the teacher's own classes, and the send.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ENGLISH_SUBJECT_IDS, PAPER_TYPE, type TClazz, type TClazzBrief, type TPrintResult, type TPrintSettings } from '@app/contract';
import { paperDetailHttp } from '../../lib/paper-detail-http';

/** GET /base/clazz/send-print/{grade}/{subjectId}: every class of the grade that may sit the paper. */
export const sendPrintClazzesQuery = (grade: number, subjectId: number) =>
  queryOptions({
    queryKey: ['print', 'clazzes', grade, subjectId],
    queryFn: () => paperDetailHttp.get<TClazz[]>(`/base/clazz/send-print/${grade}/${subjectId}`),
    staleTime: 300_000,
  });

/** GET /base/clazz/from-teacher: the teacher's own classes with their grade (pre-selected). */
export const ownClazzesQuery = () =>
  queryOptions({
    queryKey: ['print', 'own-clazzes'],
    queryFn: () => paperDetailHttp.get<TClazzBrief[]>('/base/clazz/from-teacher'),
    staleTime: 300_000,
  });

/**
 * Where a paper is sent: a fine paper through its library's send-print, a paper record through the
 * test records' send-print of its subject (both take the same print settings).
 */
export function defaultSendPath(subjectId: number, paperType: number): string {
  const english = ENGLISH_SUBJECT_IDS.includes(subjectId);
  if (paperType === PAPER_TYPE.FINE) return english ? '/paper/english/fine-quality/send-print' : '/paper/math/fine-quality/send-print';
  return english ? '/paper/english/send-print' : '/paper/math/send-print';
}

export type TPrintBody = Omit<TPrintSettings, 'paperType'> & { paperType: 1 | 2 };

/** Sends the paper to print; the error message is shown by the dialog (quiet). */
export function useSendPrint(path: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TPrintBody) => paperDetailHttp.post<TPrintResult>(path, body, { quiet: true }),
    onSuccess: () => {
      // The record now reads 发送打印 wherever it is shown.
      void qc.invalidateQueries({ queryKey: ['paper-records'] });
    },
  });
}
