import type { TPaperAnalysis } from '@app/contract';

/** The analysis with nothing in it: empty charts, tables and knowledge points. */
export const EMPTY_ANALYSIS: TPaperAnalysis = {
  paperId: 0,
  paperType: 1,
  paperName: '',
  totalScore: 0,
  difficulties: [],
  totalDiff: { difficulty: -1, difficultyText: '合计', topicNum: 0, topicNumPercent: 0, topicScore: 0, topicScorePercent: 0, topicTypeAnalysis: [] },
  topicTypes: [],
  paperDifficulty: null,
  paperDifficultyText: '',
  kpInfos: [],
  majorKpName: '',
};

/**
 * What the analysis view shows (spec sections 4 and 8): when loading fails the charts, counts and
 * knowledge data are cleared, also when an earlier load of the same paper is still cached (a
 * failed refetch keeps the old data in the query).
 */
export function shownAnalysis(data: TPaperAnalysis | undefined, failed: boolean): TPaperAnalysis {
  return failed || !data ? EMPTY_ANALYSIS : data;
}
