import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { MARKING_KEY, type TMarkingLabel } from './types';

/** The labels a teacher can put on answers: the system ones (优秀卷, 典型错误) and their own. */
export const fetchLabels = () => http.get<TMarkingLabel[]>('/marking/labels');

export const labelsQuery = () => queryOptions({ queryKey: [MARKING_KEY, 'labels'], queryFn: fetchLabels });

export const createLabel = (name: string) => http.post<TMarkingLabel>('/marking/labels', { name });
export const renameLabel = (labelId: number, name: string) => http.put<TMarkingLabel>(`/marking/labels/${labelId}`, { name });
export const deleteLabel = (labelId: number) => http.del<null>(`/marking/labels/${labelId}`);

/** Create (no id), rename or delete one of the teacher's own labels. */
export function useSaveLabel() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ labelId, name }: { labelId: number | null; name: string }) => (labelId == null ? createLabel(name) : renameLabel(labelId, name)),
    onSuccess: () => qc.invalidateQueries({ queryKey: [MARKING_KEY, 'labels'] }),
  });
}

export function useDeleteLabel() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (labelId: number) => deleteLabel(labelId),
    onSuccess: () => qc.invalidateQueries({ queryKey: [MARKING_KEY, 'labels'] }),
  });
}
