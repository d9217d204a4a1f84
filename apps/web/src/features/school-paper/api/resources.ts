import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSchoolResource, TSchoolResourceEditBody, TSchoolResourceKind, TSchoolResourcePage } from '@app/contract';
import { uploadFile } from '../../../lib/file-transfer';
import { http } from '../../../lib/http';
import { SCHOOL_PAPER_KEY } from './keys';

export const RESOURCES_KEY = [...SCHOOL_PAPER_KEY, 'resources'] as const;
export type ResourceFilter = { kind: TSchoolResourceKind; title?: string; subjectId?: number; gradeId?: number; pageNo: number; pageSize: number };

/** GET /schoolresources/:kind: a kind's teaching aids, newest first. */
export const resourcesQuery = (f: ResourceFilter) =>
  queryOptions({
    queryKey: [...RESOURCES_KEY, f],
    queryFn: () => http.get<TSchoolResourcePage>(`/schoolresources/${f.kind}`, { title: f.title || undefined, subjectId: f.subjectId, gradeId: f.gradeId, pageNo: f.pageNo, pageSize: f.pageSize }),
    placeholderData: keepPreviousData,
  });
export const useResources = (f: ResourceFilter) => useQuery(resourcesQuery(f));

export type UploadResourceInput = { kind: TSchoolResourceKind; file: File; title?: string; subjectId: number; gradeId: number; description?: string; onProgress: (percent: number) => void };

/** POST /schoolresources/:kind (multipart, with progress). */
export function useUploadResource() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, file, title, subjectId, gradeId, description, onProgress }: UploadResourceInput) =>
      uploadFile<TSchoolResource>(`/schoolresources/${kind}`, 'file', file, onProgress, {
        fields: { ...(title ? { title } : {}), subjectId: String(subjectId), gradeId: String(gradeId), ...(description ? { description } : {}) },
        timeoutMs: 10 * 60_000,
      }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: RESOURCES_KEY }),
  });
}

/** PUT /schoolresource/:resourceId. */
export function useEditResource() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ resourceId, body }: { resourceId: number; body: TSchoolResourceEditBody }) => http.put<TSchoolResource>(`/schoolresource/${resourceId}`, body),
    onSuccess: () => void qc.invalidateQueries({ queryKey: RESOURCES_KEY }),
  });
}

/** DELETE /schoolresource/:resourceId. */
export function useRemoveResource() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (resourceId: number) => http.del<null>(`/schoolresource/${resourceId}`),
    onSettled: () => void qc.invalidateQueries({ queryKey: RESOURCES_KEY }),
  });
}
