import type { TSubject } from '@app/contract';

/** A file size for people: KB under a megabyte, MB with one decimal above. */
export function sizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The subjects a teacher may file a paper under: their own (the server checks the same). */
export const subjectOptions = (subjects: readonly TSubject[]) => subjects.map((s) => ({ value: s.subjectId, label: s.subjectName }));

/** Whether a file looks like one the server takes, by its name (the server decides by its bytes). */
export const ACCEPT = '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
