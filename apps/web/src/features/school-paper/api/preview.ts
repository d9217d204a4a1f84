import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSchoolPaper, TSchoolPaperPreview } from '@app/contract';
import { fetchAuthedBlob } from '../../../lib/authed-blob';
import { http } from '../../../lib/http';
import { SCHOOL_PAPER_KEY } from './keys';

/** GET /schoolpaper/paper/:paperId/preview: a Word paper as sanitised HTML. */
export const wordPreviewQuery = (paperId: number) =>
  queryOptions({ queryKey: [...SCHOOL_PAPER_KEY, 'preview', paperId], queryFn: () => http.get<TSchoolPaperPreview>(`/schoolpaper/paper/${paperId}/preview`), staleTime: 5 * 60_000 });

/** GET /schoolpaper/paper/:paperId/file: a PDF paper's bytes, for pdf.js. */
export const pdfFileQuery = (paperId: number) =>
  queryOptions({
    queryKey: [...SCHOOL_PAPER_KEY, 'pdf', paperId],
    queryFn: async () => new Uint8Array(await (await fetchAuthedBlob(`/schoolpaper/paper/${paperId}/file`, '试卷文件加载失败')).arrayBuffer()),
    staleTime: 5 * 60_000,
  });

export const useWordPreview = (paper: TSchoolPaper | null) => useQuery({ ...wordPreviewQuery(paper?.paperId ?? 0), enabled: paper?.fileType === 'docx' });
export const usePdfFile = (paper: TSchoolPaper | null) => useQuery({ ...pdfFileQuery(paper?.paperId ?? 0), enabled: paper?.fileType === 'pdf' });
