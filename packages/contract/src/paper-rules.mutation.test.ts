/**
 * Edges of the paper rules that mutation testing (npm run test:mutation, docs/testing.md) found
 * unchecked: blank-looking print fields, calendar dates, unknown statuses, difficulty bands on
 * their boundaries, Chinese numbers, the paper analysis' unknown difficulties, ties and empty
 * papers, and the HTML the outline and Word export strip.
 */
import { describe, expect, it } from 'vitest';
import {
  analysePaper,
  chineseNumber,
  difficultyCoefficient,
  firstPrintError,
  isExamDateSelectable,
  isoDate,
  isValidDate,
  numberTopics,
  paperDifficultyText,
  paperStatusText,
  scoredItemCount,
  stripHtml,
  testRecordStatusClass,
  testRecordStatusText,
  type TAnalysisTopic,
} from './paper-rules.js';
import type { TPrintDraft } from './schemas/paper.js';

const FULL: TPrintDraft = { paperName: '高一英语周测', answerType: 1, paperSize: 1, sheetSize: 1, examTime: 100, examDate: '2026-09-10', markType: '4', clazzIds: [1, 2] };

describe('print checks on blank-looking values', () => {
  it('a name of spaces is empty; a filled draft passes', () => {
    expect(firstPrintError(FULL)).toBeNull();
    expect(firstPrintError({ ...FULL, paperName: '   ' })).toBe('试卷名称不能为空');
    expect(firstPrintError({ ...FULL, paperName: ' 周测 ' })).toBeNull();
    expect(firstPrintError({ ...FULL, clazzIds: [] })).toBe('考试班级不能为空');
  });
});

describe('dates', () => {
  it('writes a local date as yyyy-MM-dd with padded month and day', () => {
    expect(isoDate(new Date(2026, 0, 5))).toBe('2026-01-05');
    expect(isoDate(new Date(2026, 11, 31))).toBe('2026-12-31');
  });

  it('accepts real calendar dates only, in exactly yyyy-MM-dd', () => {
    expect(['2026-01-05', '2024-02-29', '2026-12-31'].map(isValidDate)).toEqual([true, true, true]);
    // Days and months that do not exist roll over in Date.UTC; the rule must not.
    expect(['2026-02-29', '2026-02-30', '2026-04-31', '2026-13-01', '2026-00-10', '2026-01-00'].map(isValidDate)).toEqual([false, false, false, false, false, false]);
    // The shape is checked, not only the numbers.
    expect(['2026-1-05', '2026-01-5', '26-01-05', 'x2026-01-05', '2026-01-05x', '2026/01/05', 'abcd-ef-gh', ''].map(isValidDate)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('an exam date that is not a real date is not selectable, even when it sorts after yesterday', () => {
    expect(isExamDateSelectable('2026-09-10', '2026-09-10')).toBe(true);
    expect(isExamDateSelectable('2026-09-09', '2026-09-10')).toBe(true);
    expect(isExamDateSelectable('2026-09-08', '2026-09-10')).toBe(false);
    expect(isExamDateSelectable('2026-09-31', '2026-09-10')).toBe(false);
    expect(isExamDateSelectable('2026-9-30', '2026-09-10')).toBe(false);
  });
});

describe('statuses outside the known ones', () => {
  it('list status 0 (a stored 考试结束) reads 考试结束; anything else unknown reads 未知 with no style', () => {
    expect(testRecordStatusText(0)).toBe('考试结束');
    expect(testRecordStatusText(7)).toBe('未知');
    expect(testRecordStatusClass(0)).toBe('');
    expect(testRecordStatusClass(7)).toBe('');
    expect(paperStatusText(2)).toBe('考试结束');
    expect(paperStatusText(7)).toBe('未知');
  });
});

describe('difficulty on its boundaries', () => {
  it('has a coefficient only for the whole levels 1 to 6', () => {
    expect([0, 7, 1.5, -1].map(difficultyCoefficient)).toEqual([null, null, null, null]);
  });

  it('a coefficient exactly on a band edge belongs to the easier band', () => {
    expect([0.9, 0.8, 0.7, 0.6, 0.5].map(paperDifficultyText)).toEqual(['超易', '易', '中档偏易', '中档偏难', '难']);
    expect([0.89, 0.79, 0.69, 0.59, 0.49].map(paperDifficultyText)).toEqual(['易', '中档偏易', '中档偏难', '难', '超难']);
  });
});

describe('items and numbers', () => {
  it('a per-sub-question type without sub-questions is one item', () => {
    expect(scoredItemCount('阅读理解', 0)).toBe(1);
    expect(scoredItemCount('阅读理解', 3)).toBe(3);
    expect(scoredItemCount('解答题', 3)).toBe(1);
    expect(numberTopics([{ type: '阅读理解', slaveCount: 0 }, { type: '单选题', slaveCount: 0 }])).toEqual([
      { topicNo: '1', slaveTopicNos: [] },
      { topicNo: '2', slaveTopicNos: [] },
    ]);
  });

  it('writes every digit and the tens in Chinese, and leaves numbers outside 1-99 as they are', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map(chineseNumber).join('')).toBe('一二三四五六七八九');
    expect([10, 11, 30, 45, 67, 78, 99].map(chineseNumber)).toEqual(['十', '十一', '三十', '四十五', '六十七', '七十八', '九十九']);
    expect([0, 100, 120, -3, 2.5].map(chineseNumber)).toEqual(['0', '100', '120', '-3', '2.5']);
  });
});

describe('paper analysis', () => {
  const topic = (t: Partial<TAnalysisTopic> & Pick<TAnalysisTopic, 'topicNo'>): TAnalysisTopic => ({ itemNos: [], type: '单选题', difficulty: 3, score: 5, knowledgePoints: [], ...t });
  const kp = (kpId: number, kpName: string) => ({ kpId, kpName });

  it('counts a difficulty outside 1-6 as 未知, and keeps 1 and 6 as they are', () => {
    const r = analysePaper([
      topic({ topicNo: '1', difficulty: 1, score: 2 }),
      topic({ topicNo: '2', difficulty: 6, score: 3 }),
      topic({ topicNo: '3', difficulty: 7, score: 4 }),
      topic({ topicNo: '4', difficulty: -1, score: 1 }),
    ]);
    expect(r.difficulties.map((d) => [d.difficultyText, d.topicNum, d.topicScore])).toEqual([
      ['超易', 1, 2],
      ['易', 0, 0],
      ['中档偏易', 0, 0],
      ['中档偏难', 0, 0],
      ['难', 0, 0],
      ['超难', 1, 3],
      ['未知', 2, 5],
    ]);
    expect(r.difficulties.map((d) => d.difficulty)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    // Unknown difficulties take no part in the coefficient: (2 × 0.95 + 3 × 0.45) / 5.
    expect(r.paperDifficulty).toBeCloseTo((2 * 0.95 + 3 * 0.45) / 5, 12);
    expect(r.paperDifficultyText).toBe('中档偏难');
  });

  it('splits a question’s score over its items and gives shares of the items and of the score', () => {
    const r = analysePaper([topic({ topicNo: '1', type: '阅读理解', itemNos: ['1', '2', '3', '4'], difficulty: 2, score: 8 }), topic({ topicNo: '5', type: '单选题', difficulty: 4, score: 2 })]);
    const easy = r.difficulties[1]!;
    expect(easy).toMatchObject({ topicNum: 4, topicNumPercent: 80, topicScore: 8, topicScorePercent: 80 });
    expect(easy.topicTypeAnalysis).toEqual([
      { typeName: '阅读理解', topicNum: 4, topicScore: 8 },
      { typeName: '单选题', topicNum: 0, topicScore: 0 },
    ]);
    expect(r.difficulties[3]!.topicTypeAnalysis).toEqual([
      { typeName: '阅读理解', topicNum: 0, topicScore: 0 },
      { typeName: '单选题', topicNum: 1, topicScore: 2 },
    ]);
    expect(r.totalDiff).toMatchObject({ difficulty: -1, topicNum: 5, topicNumPercent: 100, topicScore: 10, topicScorePercent: 100 });
    expect(r.difficulties).toHaveLength(6);
  });

  it('an empty paper has shares of 0, not NaN, and no main knowledge points', () => {
    const r = analysePaper([]);
    expect(r.totalDiff).toMatchObject({ topicNum: 0, topicNumPercent: 0, topicScore: 0, topicScorePercent: 0 });
    expect(r.difficulties.every((d) => d.topicNumPercent === 0 && d.topicScorePercent === 0)).toBe(true);
    expect(r.kpInfos).toEqual([]);
    expect(r.majorKpName).toBe('');
  });

  it('a paper whose every question is of unknown difficulty has no coefficient', () => {
    const r = analysePaper([topic({ topicNo: '1', difficulty: 0, score: 5 })]);
    expect(r.paperDifficulty).toBeNull();
    expect(r.paperDifficultyText).toBe('未知');
  });

  it('orders knowledge points by score, then by item count, then by id, and names the first three', () => {
    const r = analysePaper([
      topic({ topicNo: '1', score: 4, knowledgePoints: [kp(9, '函数')] }),
      topic({ topicNo: '2', itemNos: ['2', '3'], score: 4, knowledgePoints: [kp(5, '数列')] }),
      topic({ topicNo: '4', score: 4, knowledgePoints: [kp(3, '向量')] }),
      topic({ topicNo: '5', score: 6, knowledgePoints: [kp(7, '导数')] }),
      topic({ topicNo: '6', score: 1, knowledgePoints: [kp(1, '集合'), kp(7, '导数')] }),
    ]);
    expect(r.kpInfos).toEqual([
      { kpId: 7, kpName: '导数', topicCount: 2, topicScoreCount: 7, topicNos: ['5', '6'] },
      { kpId: 5, kpName: '数列', topicCount: 2, topicScoreCount: 4, topicNos: ['2', '3'] },
      { kpId: 3, kpName: '向量', topicCount: 1, topicScoreCount: 4, topicNos: ['4'] },
      { kpId: 9, kpName: '函数', topicCount: 1, topicScoreCount: 4, topicNos: ['1'] },
      { kpId: 1, kpName: '集合', topicCount: 1, topicScoreCount: 1, topicNos: ['6'] },
    ]);
    expect(r.majorKpName).toBe('导数、数列、向量');
  });
});

describe('stripHtml', () => {
  it('turns line breaks and block ends into spaces', () => {
    expect(stripHtml('a<br>b<br/>c<BR />d')).toBe('a b c d');
    expect(stripHtml('<div>a</div><div>b</div><ul><li>c</li><li>d</li></ul><table><tr><td>e</td></tr><tr><td>f</td></tr></table>')).toBe('a b c d e f');
  });

  it('decodes the entities, &amp; last so that an escaped entity stays escaped once', () => {
    expect(stripHtml('x &gt; y &amp;&amp; &quot;z&quot; &#39;w&#39;')).toBe('x > y && "z" \'w\'');
    expect(stripHtml('&amp;lt;b&amp;gt;')).toBe('&lt;b&gt;');
    // A non-breaking space separates words like a space.
    expect(stripHtml('1&nbsp;2')).toBe('1 2');
  });

  it('collapses runs of whitespace and trims', () => {
    expect(stripHtml('  <p>a \n\t b</p>  ')).toBe('a b');
  });
});
