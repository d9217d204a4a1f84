import { describe, expect, it } from 'vitest';
import type { TPaperAnalysis } from '@app/contract';
import { EMPTY_ANALYSIS, shownAnalysis } from './analysis-shown';

const loaded: TPaperAnalysis = {
  ...EMPTY_ANALYSIS,
  paperId: 7,
  paperName: '高一英语周测',
  difficulties: [{ difficulty: 3, difficultyText: '中档偏易', topicNum: 2, topicNumPercent: 100, topicScore: 4, topicScorePercent: 100, topicTypeAnalysis: [] }],
  topicTypes: ['单项填空'],
  paperDifficulty: 0.75,
  paperDifficultyText: '中档偏易',
  kpInfos: [{ kpId: 1, kpName: '时态', topicCount: 2, topicScoreCount: 4, topicNos: ['1', '2'] }],
  majorKpName: '时态',
};

describe('the analysis shown (spec section 4: cleared silently when loading fails)', () => {
  it('shows what loaded', () => {
    expect(shownAnalysis(loaded, false)).toBe(loaded);
  });
  it('clears charts, counts and knowledge data on failure, even with an earlier load cached', () => {
    for (const shown of [shownAnalysis(undefined, true), shownAnalysis(loaded, true)]) {
      expect(shown.difficulties).toEqual([]);
      expect(shown.totalDiff.topicNum).toBe(0);
      expect(shown.kpInfos).toEqual([]);
      expect(shown.majorKpName).toBe('');
      expect(shown.paperDifficulty).toBeNull();
    }
  });
  it('is empty before anything loaded', () => {
    expect(shownAnalysis(undefined, false)).toBe(EMPTY_ANALYSIS);
  });
});
