import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { notify } from '../../../lib/notify';
import { LIBRARY_PREFIX, type TFamily } from '../lib/family';
import { refreshHomeCounters } from './home-counters';
import { libraryKeys } from './library-page';
import { patchDetail } from './paper-detail';
import type { TCollectFlag, TLibraryPage } from './types';

/** Collect: maths POST collect/paper/{id}, English POST collect {paperId}; un-collect: the DELETEs. */
function collectCall(family: TFamily, paperId: number, collect: boolean): Promise<TCollectFlag> {
  const p = LIBRARY_PREFIX[family];
  if (family === 'maths') return collect ? http.post<TCollectFlag>(`${p}/collect/paper/${paperId}`) : http.del<TCollectFlag>(`${p}/cancel-collect/paper/${paperId}`);
  return collect ? http.post<TCollectFlag>(`${p}/collect`, { paperId }) : http.del<TCollectFlag>(`${p}/cancel-collect/${paperId}`);
}

/** Collects or un-collects a paper; the list rows and the detail show the new flag at once. */
export function useCollectPaper(family: TFamily) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { paperId: number; collect: boolean }) => collectCall(family, v.paperId, v.collect),
    onSuccess: (r, v) => {
      qc.setQueriesData<TLibraryPage>({ queryKey: libraryKeys.lists }, (page) =>
        page && Array.isArray(page.list) ? { ...page, list: page.list.map((p) => (p.paperId === v.paperId ? { ...p, isCollect: r.isCollect } : p)) } : page,
      );
      patchDetail(qc, v.paperId, (d) => ({ ...d, isCollect: r.isCollect }));
      notify.success(r.isCollect ? '收藏成功' : '已取消收藏');
      refreshHomeCounters(qc);
      void qc.invalidateQueries({ queryKey: [...libraryKeys.lists, 'collected-count'] });
    },
  });
}
