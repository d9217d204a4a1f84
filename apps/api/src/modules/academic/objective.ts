import { scoreObjective } from './stats/index.js';
import type { QuestionRow } from './paper.js';

/** Scores a recorded objective answer with the engine's rule (docs/statistics.md). */
export function scoreObjectiveAnswer(answer: string | null, q: Pick<QuestionRow, 'answerKey' | 'choiceKind' | 'fullScore' | 'partialScore'>): number {
  if (!q.answerKey) return 0;
  return scoreObjective(answer, q.answerKey, q.fullScore, q.choiceKind === 'multiple' ? 'multiple' : 'single', q.partialScore);
}
