/** Response types of the marking API, inferred from the contract where it names no type. */
import type { z } from 'zod';
import type {
  ZAuditItem,
  ZAutoBlankRow,
  ZBlankCandidate,
  ZClazzProgress,
  ZGroupProgress,
  ZMarkerProgress,
  ZMarkingArbitration,
  ZMarkingLabel,
  ZMarkingTaskGroup,
  ZObjectiveGroups,
  ZPriorMark,
  ZRotateImageResult,
  ZScanImportResult,
  ZScoreDistribution,
  ZSpecialAnswer,
  ZSuperviseRow,
  ZMarkingQuestion,
  ZMarkerAssignment,
  ZMarkingGroupInput,
  ZMarkingAssignBody,
  ZMarkingGroupState,
  ZMarkingRejectResult,
  ZBlankProposeResult,
  ZAuditResult,
} from '@app/contract';

export type {
  TExamProgress,
  TMarkingCounters,
  TMarkingExam,
  TMarkingGroupInfo,
  TMarkingGroupSetup,
  TMarkingHistoryItem,
  TMarkingItem,
  TMarkingNext,
  TMarkingProblem,
  TMarkingRole,
  TMarkingSetup,
  TMarkingSubmitResult,
  TMarkingTask,
  TModelEssay,
  TMyCounters,
} from '@app/contract';

/** A page of a paged list (the contract's zPage). */
export type TPage<T> = { list: T[]; total: number; pageNo: number; pageSize: number };

export type TMarkingTaskGroup = z.infer<typeof ZMarkingTaskGroup>;
export type TMarkingQuestion = z.infer<typeof ZMarkingQuestion>;
export type TPriorMark = z.infer<typeof ZPriorMark>;
export type TMarkingArbitration = z.infer<typeof ZMarkingArbitration>;
export type TMarkerAssignment = z.infer<typeof ZMarkerAssignment>;
export type TMarkingGroupInput = z.input<typeof ZMarkingGroupInput>;
export type TMarkingAssignBody = z.input<typeof ZMarkingAssignBody>;
export type TGroupProgress = z.infer<typeof ZGroupProgress>;
export type TMarkerProgress = z.infer<typeof ZMarkerProgress>;
export type TClazzProgress = z.infer<typeof ZClazzProgress>;
export type TScoreDistribution = z.infer<typeof ZScoreDistribution>;
export type TSuperviseRow = z.infer<typeof ZSuperviseRow>;
export type TMarkingLabel = z.infer<typeof ZMarkingLabel>;
export type TSpecialAnswer = z.infer<typeof ZSpecialAnswer>;
export type TAutoBlankRow = z.infer<typeof ZAutoBlankRow>;
export type TBlankCandidate = z.infer<typeof ZBlankCandidate>;
export type TAuditItem = z.infer<typeof ZAuditItem>;
export type TObjectiveGroups = z.infer<typeof ZObjectiveGroups>;
export type TRotateImageResult = z.infer<typeof ZRotateImageResult>;
export type TScanImportResult = z.infer<typeof ZScanImportResult>;
export type TMarkingGroupState = z.infer<typeof ZMarkingGroupState>;
export type TMarkingRejectResult = z.infer<typeof ZMarkingRejectResult>;
export type TBlankProposeResult = z.infer<typeof ZBlankProposeResult>;
export type TAuditResult = z.infer<typeof ZAuditResult>;

/** Marking lists page by 10 (spec section 9). */
export const MARKING_PAGE_SIZE = 10;

/** Every marking query key starts here, so one invalidation refreshes the area after a change. */
export const MARKING_KEY = 'marking';
