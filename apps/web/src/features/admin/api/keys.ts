/** Every admin query's key starts here, so a write can refresh the whole area at once. */
export const ADMIN_KEY = ['admin'] as const;

/** A page of a list, as the API's paged lists answer. */
export type Page<T> = { list: T[]; total: number; pageNo: number; pageSize: number };
