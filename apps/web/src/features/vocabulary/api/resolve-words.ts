import { useMutation } from '@tanstack/react-query';
import type { TWordResolveResult } from '@app/contract/vocabulary';
import { http } from '../../../lib/http';

/** POST /vocabulary/words/resolve: pasted words found in the bank, and those it does not have. */
export const useResolveWords = () => useMutation({ mutationFn: (text: string) => http.post<TWordResolveResult>('/vocabulary/words/resolve', { text }) });
