/**
 * The two library families (spec section 7): maths under /paper/math/fine-quality and English
 * under /paper/english/fine-quality. The teacher's current subject chooses the family.
 */
import { ENGLISH_SUBJECT_IDS, MATHS_SUBJECT_IDS, PAPER_SUBJECT } from '@app/contract';

export type TFamily = 'maths' | 'english';

export const LIBRARY_PREFIX: Record<TFamily, string> = { maths: '/paper/math/fine-quality', english: '/paper/english/fine-quality' };

/** The platform subject of a family (library papers, the basket). */
export const FAMILY_SUBJECT: Record<TFamily, number> = { maths: PAPER_SUBJECT.MATHS, english: PAPER_SUBJECT.ENGLISH };

/** maths or english for a library subject, null for any other subject. */
export function familyOf(subjectId: number | null | undefined): TFamily | null {
  if (subjectId == null) return null;
  if (MATHS_SUBJECT_IDS.includes(subjectId)) return 'maths';
  if (ENGLISH_SUBJECT_IDS.includes(subjectId)) return 'english';
  return null;
}
