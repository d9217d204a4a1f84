import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TTemplateDetail, TTemplateKind, TTemplatePage } from '@app/contract/template';
import { http } from '../../../lib/http';
import { TEMPLATE_LISTS_KEY } from './keys';

export type TemplateListQuery = { keyword?: string; topic?: string; category?: string; pageNo: number; pageSize: number };

/** GET /template/:kind: a page of the kind's items (titles even when the school has not opened it). */
export const templateListQuery = (kind: TTemplateKind, q: TemplateListQuery) =>
  queryOptions({
    queryKey: [...TEMPLATE_LISTS_KEY, kind, q],
    queryFn: () => http.get<TTemplatePage>(`/template/${kind}`, { keyword: q.keyword || undefined, topic: q.topic || undefined, category: q.category || undefined, pageNo: q.pageNo, pageSize: q.pageSize }),
    placeholderData: keepPreviousData,
  });
export const useTemplateList = (kind: TTemplateKind, q: TemplateListQuery) => useQuery(templateListQuery(kind, q));

/** GET /template/:kind/:id: one item with its whole content. */
export const useTemplateDetail = (kind: TTemplateKind, id: number | null) =>
  useQuery({ queryKey: [...TEMPLATE_LISTS_KEY, kind, 'detail', id], queryFn: () => http.get<TTemplateDetail>(`/template/${kind}/${id}`), enabled: id != null });
