import { describe, expect, it } from 'vitest';
import { planKnowledgePoints, studentKnowledgeMastery } from './knowledge-points.js';
import type { TStatsQuestion } from './types.js';

const questions: TStatsQuestion[] = [
  { questionId: 11, fullScore: 4, objective: false, knowledgePointIds: [7, 3] },
  { questionId: 12, fullScore: 6, objective: false, knowledgePointIds: [3, 3] }, // tagged twice: counted once
  { questionId: 13, fullScore: 10, objective: false, knowledgePointIds: [] },
  { questionId: 14, fullScore: 0, objective: false, knowledgePointIds: [9] },
];

describe('knowledge points', () => {
  it('plans points by id with their questions in paper order', () => {
    expect(planKnowledgePoints(questions).map(({ kpId, questionIds, fullScore }) => ({ kpId, questionIds, fullScore }))).toEqual([
      { kpId: 3, questionIds: [11, 12], fullScore: 10 },
      { kpId: 7, questionIds: [11], fullScore: 4 },
      { kpId: 9, questionIds: [14], fullScore: 0 },
    ]);
  });
  it("a student's mastery: points on the point's questions over their full scores", () => {
    // Scores 3, 4.5, 8, 0: kp 3 = (3 + 4.5)/10 = 0.75; kp 7 = 3/4; kp 9 has no full score → null.
    expect(studentKnowledgeMastery(questions, [3, 4.5, 8, 0])).toEqual([
      { kpId: 3, mastery: 0.75 },
      { kpId: 7, mastery: 0.75 },
      { kpId: 9, mastery: null },
    ]);
  });
  it('refuses a row of the wrong length', () => {
    expect(() => studentKnowledgeMastery(questions, [1, 2])).toThrow(RangeError);
  });
});
