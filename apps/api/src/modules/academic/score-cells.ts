/** Reading stored scores written as text (the report builds read `exam_student.scores` that way). Pure. */

/**
 * Reads `k` comma-separated scores of `text` (of its characters `from` to `to`, all of it by default)
 * into `out` from `base`, each clamped to [0, its full score] (a missing or unreadable cell counts
 * 0). Whole numbers and halves, what the product stores, are read without making a string per cell;
 * anything else (thirds, exponents) goes through Number.
 */
export function readScoreCells(text: string, k: number, fullScores: Float64Array, out: Float64Array, base: number, from = 0, to = text.length): void {
  let pos = from;
  for (let j = 0; j < k; j++) {
    let end = pos < to ? text.indexOf(',', pos) : -1;
    if (end < 0 || end > to) end = Math.max(pos, to);
    let v = 0;
    let i = pos;
    while (i < end && i - pos < 9) {
      const d = text.charCodeAt(i) - 48;
      if (d < 0 || d > 9) break;
      v = v * 10 + d;
      i++;
    }
    if (i === end) {
      // Whole number (or an empty cell: 0).
    } else if (i > pos && i + 2 === end && text.charCodeAt(i) === 46 && text.charCodeAt(i + 1) === 53) {
      v += 0.5;
    } else {
      v = Number(text.slice(pos, end));
      if (!Number.isFinite(v)) v = 0;
    }
    const full = fullScores[j] as number;
    out[base + j] = v < 0 ? 0 : v > full ? full : v;
    pos = end + 1;
  }
}
