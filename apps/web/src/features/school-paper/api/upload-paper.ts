import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSchoolPaper } from '@app/contract';
import { uploadFile } from '../../../lib/file-transfer';
import { SCHOOL_PAPERS_KEY } from './keys';

export type UploadPaperInput = { file: File; name?: string; subjectId: number; gradeId: number; onProgress: (percent: number) => void };

/** POST /schoolpaper/paper (multipart): the file with its name, subject and grade, reporting progress. */
export function useUploadPaper() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ file, name, subjectId, gradeId, onProgress }: UploadPaperInput) =>
      uploadFile<TSchoolPaper>('/schoolpaper/paper', 'file', file, onProgress, {
        fields: { ...(name ? { name } : {}), subjectId: String(subjectId), gradeId: String(gradeId) },
        timeoutMs: 10 * 60_000,
      }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: SCHOOL_PAPERS_KEY }),
  });
}
