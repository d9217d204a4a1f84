/**
 * Keyword search keys of a question: the distinct character bigrams of its lower-cased plain text,
 * each pair of (BMP-folded) code points packed into one integer. Stored in topic.search_grams with
 * a GIN index; a keyword's bigrams must all be present (`@>`) before its text is checked with
 * ILIKE. Every writer of topic.plain_text fills it with searchGrams.
 */

/** Whitespace runs become one space, as in the stored plain text. */
export const normaliseKeyword = (s: string) => s.replace(/\s+/g, ' ').trim();

export function searchGrams(text: string): number[] {
  const out = new Set<number>();
  let prev = -1;
  for (const ch of normaliseKeyword(text).toLowerCase()) {
    const c = ch.codePointAt(0)! & 0xffff;
    if (prev >= 0) out.add(((prev << 16) | c) | 0);
    prev = c;
  }
  return [...out];
}
