/** Response types of the paper-library API (from the contract). */
import type { z } from 'zod';
import type { ZBasketFlag, ZCollectFlag, ZFinePaperPage, ZFinePaperQuery, ZPaperCommentPage, ZPaperUsePage, ZRecordBrief, ZVoteResult } from '@app/contract';

export type { TCategoryCount, TFinePaperDetail, TFinePaperItem, TPaperTopic, TTopicTypeGroup } from '@app/contract';
export type TLibraryQuery = z.input<typeof ZFinePaperQuery>;
export type TLibraryPage = z.infer<typeof ZFinePaperPage>;
export type TBasketFlag = z.infer<typeof ZBasketFlag>;
export type TCollectFlag = z.infer<typeof ZCollectFlag>;
export type TCommentPage = z.infer<typeof ZPaperCommentPage>;
export type TUsePage = z.infer<typeof ZPaperUsePage>;
export type TVoteResult = z.infer<typeof ZVoteResult>;
export type TRecordBrief = z.infer<typeof ZRecordBrief>;
