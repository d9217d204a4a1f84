import { useOutletContext } from 'react-router';
import type { SearchUpdate } from './use-clazz-choice';

/** What the 班级关注 layout hands to its tabs. */
export type ClassFocusContext = {
  clazzId: number;
  clazzName: string;
  subjectId: number;
  subjectName: string;
  search: URLSearchParams;
  update: SearchUpdate;
};

export function useClassFocus(): ClassFocusContext {
  return useOutletContext<ClassFocusContext>();
}
