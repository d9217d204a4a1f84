import { useSearchParams } from 'react-router';

/** A positive integer id from the address (?listId=, ?taskId=, ?clazzId= …), or null. */
export function useIdParam(name: string): number | null {
  const [search] = useSearchParams();
  const v = Number(search.get(name));
  return Number.isInteger(v) && v > 0 ? v : null;
}
