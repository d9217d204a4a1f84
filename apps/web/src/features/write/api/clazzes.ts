import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZVocabClazzOptions } from '@app/contract/vocabulary';
import { http } from '../../../lib/http';
import { WRITE_KEY } from './keys';

export type TWriteClazz = z.infer<typeof ZVocabClazzOptions>[number];

/** GET /vocabulary/clazz: the classes the teacher may set English work for (writing tasks follow the vocabulary rule). */
export const writeClazzesQuery = () => queryOptions({ queryKey: [...WRITE_KEY, 'clazz'], queryFn: () => http.get<TWriteClazz[]>('/vocabulary/clazz'), staleTime: 5 * 60_000 });

export const useWriteClazzes = () => useQuery(writeClazzesQuery());
