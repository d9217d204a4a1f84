/** Small presenters shared by the marking routes. */
import { MARKING_ANSWER_STATUS_TEXT, MARKING_GROUP_STATUS_TEXT } from '@app/contract';

/** Anonymous paper number shown to markers instead of the student's name. */
export function paperNo(answerId: number): string {
  return String(answerId).padStart(7, '0');
}

/**
 * The address of an answer's image. Stored keys are content hashes; the first 16 hex digits go
 * into the address (v) so the browser may keep the image for good and a re-imported or rotated
 * scan is a new address.
 */
export function answerImageUrl(answerId: number, rotation: number, imageKey: string): string {
  const hash = /([0-9a-f]{64})\.png$/.exec(imageKey)?.[1];
  return `/marking/answer/${answerId}/image?r=${rotation}${hash ? `&v=${hash.slice(0, 16)}` : ''}`;
}

export const groupStatusText = (s: number) => MARKING_GROUP_STATUS_TEXT[s] ?? '未知';
export const answerStatusText = (s: number) => MARKING_ANSWER_STATUS_TEXT[s] ?? '未知';

export function iso(d: Date | string | null): string | null {
  if (d == null) return null;
  return (d instanceof Date ? d : new Date(d)).toISOString();
}

export { rowsOf } from '../../db/rows.js';

export const round2 = (x: number) => Math.round(x * 100) / 100;
