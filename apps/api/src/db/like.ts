/** A keyword as a LIKE/ILIKE pattern that matches it anywhere, its own %, _ and \ taken literally. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
export const containsPattern = (s: string) => `%${escapeLike(s)}%`;
