import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTwoWayTable } from '@app/contract';
import { downloadFile } from '../../../lib/file-transfer';
import { http } from '../../../lib/http';

export type { TTwoWayTable };

const path = (recordId: number) => `/paper/math/two-way-table/${recordId}`;
const key = (recordId: number) => ['paper-records', 'two-way-table', recordId] as const;

/** 双向细目表 of a maths record; 404 (quiet) while none was generated. */
export const twoWayTableQuery = (recordId: number) =>
  queryOptions({
    queryKey: key(recordId),
    queryFn: () => http.get<TTwoWayTable>(path(recordId), undefined, { quiet: true }),
  });

/** Create (kept when one exists) or recreate from the current paper. */
export function useBuildTwoWayTable(recordId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (recreate: boolean) => (recreate ? http.put<TTwoWayTable>(`${path(recordId)}/recreate`) : http.post<TTwoWayTable>(path(recordId))),
    // A read still in flight (started before the table existed) must not land after this and put
    // 尚未生成 back on the screen: cancel it, then keep the answer of the build.
    onSuccess: async (t) => {
      await qc.cancelQueries({ queryKey: key(recordId) });
      qc.setQueryData(key(recordId), t);
    },
  });
}

export function downloadTwoWayTable(recordId: number, format: 'xlsx' | 'docx', paperName: string): Promise<string> {
  return downloadFile(`${path(recordId)}/download?format=${format}`, `${paperName}双向细目表.${format}`);
}
