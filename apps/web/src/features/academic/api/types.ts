/** Shared response types of the academic API (from the contract). */

/** A page of a paged list (the contract's zPage). */
export type TPage<T> = { list: T[]; total: number; pageNo: number; pageSize: number };

export type { TExamGroupView, TImportResult, TQuestionView } from '@app/contract';
