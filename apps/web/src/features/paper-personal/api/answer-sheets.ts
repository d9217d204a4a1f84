import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAPER_TYPE, PERSONAL_PAGE_SIZE, type TPersonalAnswerSheetPage } from '@app/contract';
import { downloadFile } from '../../../lib/file-transfer';
import { http } from '../../../lib/http';
import { PERSONAL_KEY } from './keys';

/** GET /paper/personal/answer-sheets: the teacher's papers sent to print (maths and English), newest send first. */
export const answerSheetsQuery = (pageNo: number) =>
  queryOptions({
    queryKey: [...PERSONAL_KEY, 'answer-sheets', pageNo],
    queryFn: () => http.get<TPersonalAnswerSheetPage>('/paper/personal/answer-sheets', { pageNo, pageSize: PERSONAL_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
export const useAnswerSheets = (pageNo: number) => useQuery(answerSheetsQuery(pageNo));

/** GET /paper/file/2/{recordId}/answer-sheet with the token, saved as a file; resolves with its name. */
export function downloadAnswerSheet(recordId: number, fallbackName: string): Promise<string> {
  return downloadFile(`/paper/file/${PAPER_TYPE.RECORD}/${recordId}/answer-sheet`, fallbackName);
}
