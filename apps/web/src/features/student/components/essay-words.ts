import type { TEssayIssue } from '@app/contract/writing';

/** A word as the server counts it (apps/api writing feedback): letters, joined by - ' ’ (a hyphenated word is one). */
const WORD = /[A-Za-z]+(?:[-'’][A-Za-z]+)*/g;

/** The number of words of an essay, by the server's rule. */
export function countWords(text: string): number {
  return text.match(WORD)?.length ?? 0;
}

/** The localStorage key of a student's unsent draft of a task (per student: a school computer is shared). */
export const draftKey = (studentId: number | null, taskId: number) => `student.write.draft.${studentId ?? 'me'}.${taskId}`;

export const readDraft = (key: string): string | null => {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
};
export const writeDraft = (key: string, text: string | null) => {
  try {
    if (text == null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, text);
  } catch {
    // Private mode without storage (or full): the draft lives only on the screen.
  }
};

export const ISSUE_KIND_NAMES: Record<TEssayIssue['kind'], string> = { spelling: '拼写', repeated: '重复词', article: '冠词', readability: '长难句' };

/** A stretch of the essay with the issues that cover it (by index), for marking. */
export type EssaySegment = { start: number; end: number; text: string; issues: number[] };

/** The essay cut at every issue's edges; issues may nest (a misspelling inside a hard sentence). */
export function essaySegments(text: string, issues: readonly TEssayIssue[]): EssaySegment[] {
  const valid = issues.map((i, n) => ({ i, n })).filter(({ i }) => i.start >= 0 && i.end > i.start && i.end <= text.length);
  const cuts = [...new Set([0, text.length, ...valid.flatMap(({ i }) => [i.start, i.end])])].sort((a, b) => a - b);
  const out: EssaySegment[] = [];
  for (let k = 0; k + 1 < cuts.length; k++) {
    const start = cuts[k]!;
    const end = cuts[k + 1]!;
    out.push({ start, end, text: text.slice(start, end), issues: valid.filter(({ i }) => i.start <= start && i.end >= end).map(({ n }) => n) });
  }
  return out;
}
