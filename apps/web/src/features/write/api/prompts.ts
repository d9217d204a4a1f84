import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TWritePrompt } from '@app/contract/writing';
import { http } from '../../../lib/http';
import { WRITE_KEY } from './keys';

export type TWritePromptPage = { list: TWritePrompt[]; total: number; pageNo: number; pageSize: number };
export type WritePromptFilter = { kind: number; keyword?: string; pageNo: number; pageSize: number };

/** GET /write/prompts: the bank's 专项写作 prompts of one kind, by keyword. */
export const writePromptsQuery = (f: WritePromptFilter) =>
  queryOptions({
    queryKey: [...WRITE_KEY, 'prompts', f],
    queryFn: () => http.get<TWritePromptPage>('/write/prompts', { kind: f.kind, keyword: f.keyword || undefined, pageNo: f.pageNo, pageSize: f.pageSize }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });

export const useWritePrompts = (f: WritePromptFilter) => useQuery(writePromptsQuery(f));
