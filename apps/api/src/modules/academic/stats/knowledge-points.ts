/**
 * 知识点掌握率: for a student, the points scored on the questions tagged with a knowledge point over
 * those questions' full scores; for a class or the grade, the same two sums over all its
 * participants (so it weighs every student's points, not an average of per-student rates).
 */
import type { TItemGroupSums } from './ranked-analysis.js';
import type { TKnowledgePointReport, TStatsQuestion } from './types.js';

export type TKnowledgePointPlan = {
  kpId: number;
  /** Indexes into the paper's question list, in paper order. */
  questionIndexes: number[];
  questionIds: number[];
  fullScore: number;
};

/** The knowledge points of a paper, by kpId ascending, each with its questions in paper order. */
export function planKnowledgePoints(questions: readonly TStatsQuestion[]): TKnowledgePointPlan[] {
  const byKp = new Map<number, number[]>();
  questions.forEach((q, j) => {
    // A question tagged twice with the same point must not count twice.
    for (const kpId of new Set(q.knowledgePointIds)) {
      const list = byKp.get(kpId);
      if (list) list.push(j);
      else byKp.set(kpId, [j]);
    }
  });
  return [...byKp.entries()]
    .sort(([a], [b]) => a - b)
    .map(([kpId, questionIndexes]) => ({
      kpId,
      questionIndexes,
      questionIds: questionIndexes.map((j) => (questions[j] as TStatsQuestion).questionId),
      fullScore: questionIndexes.reduce((s, j) => s + (questions[j] as TStatsQuestion).fullScore, 0),
    }));
}

/** Mastery of one knowledge point from one student's row of scores starting at `base`. */
export function masteryOfRow(plan: TKnowledgePointPlan, scores: ArrayLike<number>, base: number): number | null {
  if (plan.fullScore <= 0) return null;
  let got = 0;
  for (const j of plan.questionIndexes) got += scores[base + j] as number;
  return got / plan.fullScore;
}

/** One student's mastery of every knowledge point of the paper, from their per-question scores. */
export function studentKnowledgeMastery(questions: readonly TStatsQuestion[], scores: ArrayLike<number>): { kpId: number; mastery: number | null }[] {
  if (scores.length !== questions.length) throw new RangeError(`expected ${questions.length} scores, got ${scores.length}`);
  return planKnowledgePoints(questions).map((plan) => ({ kpId: plan.kpId, mastery: masteryOfRow(plan, scores, 0) }));
}

/** Class and grade mastery from the per-group question sums the analysis already accumulated. */
export function knowledgePointReports(plans: readonly TKnowledgePointPlan[], classIds: readonly number[], sums: TItemGroupSums, questionCount: number): TKnowledgePointReport[] {
  const groupMastery = (plan: TKnowledgePointPlan, g: number): number | null => {
    const size = sums.groupSize[g] as number;
    if (size === 0 || plan.fullScore <= 0) return null;
    let got = 0;
    for (const j of plan.questionIndexes) got += sums.sum[g * questionCount + j] as number;
    return got / (size * plan.fullScore);
  };
  return plans.map((plan) => ({
    kpId: plan.kpId,
    questionIds: plan.questionIds,
    fullScore: plan.fullScore,
    classMastery: Object.fromEntries(classIds.map((id, c) => [id, groupMastery(plan, c)])),
    gradeMastery: groupMastery(plan, classIds.length),
  }));
}
