/**
 * The two subject families of test records: English (/paper/english/...) and maths
 * (/paper/math/...). Each has its own list, detail and per-question calls (spec section 7).
 */
import { ENGLISH_SUBJECT_IDS, MATHS_SUBJECT_IDS, PAPER_SUBJECT } from '@app/contract';

export type TFamily = 'english' | 'maths';

export const RECORD_PREFIX: Record<TFamily, string> = { english: '/paper/english', maths: '/paper/math' };

export function familyOfSubject(subjectId: number | null | undefined): TFamily {
  return subjectId != null && MATHS_SUBJECT_IDS.includes(subjectId) ? 'maths' : 'english';
}

export function isFamilySubject(subjectId: number | null | undefined): boolean {
  return subjectId != null && (MATHS_SUBJECT_IDS.includes(subjectId) || ENGLISH_SUBJECT_IDS.includes(subjectId));
}

/** The basket's subject of a family when the record does not say (the platform subject ids). */
export const FAMILY_SUBJECT: Record<TFamily, number> = { english: PAPER_SUBJECT.ENGLISH, maths: PAPER_SUBJECT.MATHS };
