/** The exam statistics engine: pure functions from scores to JSON reports (docs/statistics.md). */
export * from './types.js';
export { computeExamReport, studentsChoosingOption } from './exam-report.js';
export { computeTotalReport } from './subject-total.js';
export { rankChange, gradeRanksOf, cohortRankChange, type TGradeRanks } from './rank-change.js';
export { scoreObjective, validateAnswer, normalizeAnswer, answerLetters, DEFAULT_OPTIONS, BLANK, OTHER } from './objective.js';
export { studentKnowledgeMastery } from './knowledge-points.js';
export { competitionRanks, cronbachAlpha, describeScores, edgeTolerance, scoreBands, tierOf } from './descriptive.js';
