/** Shared response types of the tools pages (from the contract). */
import type { z } from 'zod';
import type { ZGroupTotal } from '@app/contract';

/** A page of a paged list (the contract's zPage). */
export type TPage<T> = { list: T[]; total: number; pageNo: number; pageSize: number };
export type TGroupTotal = z.infer<typeof ZGroupTotal>;
export type { TClazz, TExamGroupView, TSemester } from '@app/contract';
