import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZVocabClazzOptions } from '@app/contract/vocabulary';
import { http } from '../../../lib/http';
import { VOCABULARY_KEY } from './keys';

export type TVocabClazz = z.infer<typeof ZVocabClazzOptions>[number];

/** GET /vocabulary/clazz: the classes the teacher may put a list to. */
export const vocabClazzesQuery = () => queryOptions({ queryKey: [...VOCABULARY_KEY, 'clazz'], queryFn: () => http.get<TVocabClazz[]>('/vocabulary/clazz'), staleTime: 5 * 60_000 });

export const useVocabClazzes = () => useQuery(vocabClazzesQuery());
