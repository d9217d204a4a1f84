import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { LIBRARY_PREFIX, type TFamily } from '../lib/family';
import type { TCategoryCount } from './types';

/** Categories of a library with their paper counts: maths GET v2/category, English GET category. */
export const libraryCategoriesQuery = (family: TFamily) =>
  queryOptions({
    queryKey: ['paper-library', 'categories', family],
    queryFn: () => http.get<TCategoryCount[]>(family === 'maths' ? `${LIBRARY_PREFIX.maths}/v2/category` : `${LIBRARY_PREFIX.english}/category`),
    staleTime: 300_000,
  });
