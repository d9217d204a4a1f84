/** Presenter of an answer in the blank-image lists (candidates and audit). */
import { BLANK_AUDIT_STATUS_TEXT } from '@app/contract';
import { answerImageUrl, paperNo } from './present.js';

export type BlankRow = { id: number; rotation: number; image_key: string; ink_ratio: number | null; blank_audit: number; status: number };

export function presentBlank(r: BlankRow) {
  return {
    answerId: r.id,
    paperNo: paperNo(r.id),
    inkRatio: r.ink_ratio == null ? null : Number(r.ink_ratio),
    imageUrl: answerImageUrl(r.id, r.rotation, r.image_key),
    blankAudit: r.blank_audit,
    blankAuditText: BLANK_AUDIT_STATUS_TEXT[r.blank_audit] ?? '未知',
    answerStatus: r.status,
  };
}
