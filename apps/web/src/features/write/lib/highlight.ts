/**
 * The essay cut into pieces for marking its feedback: every issue covers a character range of the
 * text (ranges may overlap: a misspelling inside a 长难句), so the text is cut at every issue's
 * start and end and each piece knows the issues that cover it.
 */
import type { TEssayIssue } from '@app/contract/writing';

export type EssayPiece = { start: number; end: number; text: string; issues: TEssayIssue[] };

/** The issue kinds, strongest mark first (a piece inside a misspelling and a 长难句 reads as a misspelling). */
const STRENGTH: Record<TEssayIssue['kind'], number> = { spelling: 0, repeated: 1, article: 2, readability: 3 };

export function essayPieces(text: string, issues: readonly TEssayIssue[]): EssayPiece[] {
  const valid = issues
    .map((i) => ({ ...i, start: Math.max(0, Math.min(i.start, text.length)), end: Math.max(0, Math.min(i.end, text.length)) }))
    .filter((i) => i.end > i.start);
  const cuts = [...new Set([0, text.length, ...valid.flatMap((i) => [i.start, i.end])])].sort((a, b) => a - b);
  const pieces: EssayPiece[] = [];
  for (let k = 0; k + 1 < cuts.length; k++) {
    const start = cuts[k]!;
    const end = cuts[k + 1]!;
    const covering = valid.filter((i) => i.start <= start && i.end >= end).sort((a, b) => STRENGTH[a.kind] - STRENGTH[b.kind]);
    pieces.push({ start, end, text: text.slice(start, end), issues: covering });
  }
  return pieces;
}

/** The class of a piece's mark: its strongest issue's kind (repeated and article share the orange mark). */
export function markClass(piece: EssayPiece): string | null {
  const kinds = new Set(piece.issues.map((i) => i.kind));
  const classes: string[] = [];
  if (kinds.has('spelling')) classes.push('write-mark-spelling');
  else if (kinds.has('repeated') || kinds.has('article')) classes.push('write-mark-grammar');
  if (kinds.has('readability')) classes.push('write-mark-readability');
  return classes.length ? classes.join(' ') : null;
}
