import { describe, expect, it } from 'vitest';
import { PRINT_LIMITS } from './constants.js';
import {
  analysePaper,
  canDeleteTestRecord,
  chineseNumber,
  defaultTopicScore,
  difficultyCoefficient,
  difficultyName,
  difficultyStars,
  firstPrintError,
  firstPrintLengthError,
  isExamDateSelectable,
  numberTopics,
  paperDifficultyText,
  paperStatusText,
  printLengthViolations,
  renderGroupOf,
  showsCompleteRatio,
  storedStatusOfListStatus,
  stripHtml,
  testRecordListStatus,
  testRecordStatusClass,
  testRecordStatusText,
  yesterdayOf,
} from './paper-rules.js';
import { ENGLISH_TOPIC_TYPES, PRINT_CHECKS, PRINT_MARK_TYPES, TEST_RECORD_STATUS_FILTERS, ZPrintSettings, type TPrintDraft } from './schemas/paper.js';

const FULL: TPrintDraft = { paperName: '高一英语周测', answerType: 1, paperSize: 1, sheetSize: 1, examTime: 100, examDate: '2026-09-10', markType: '4', clazzIds: [1, 2] };

describe('print checks (spec section 5)', () => {
  it('lists the eight checks in order with their exact messages', () => {
    expect(PRINT_CHECKS.map((c) => c.message)).toEqual([
      '试卷名称不能为空',
      '打印方式不能为空',
      '试卷纸张不能为空',
      '答题卡纸张不能为空',
      '考试时间不能为空',
      '考试日期不能为空',
      '阅卷方式不能为空',
      '考试班级不能为空',
    ]);
  });

  it('reports the first failing check, each in turn as the earlier ones are filled', () => {
    const empty: TPrintDraft = { paperName: '  ', answerType: null, paperSize: undefined, sheetSize: null, examTime: null, examDate: '', markType: '', clazzIds: [] };
    const seen: string[] = [];
    const draft: TPrintDraft = { ...empty };
    for (const check of PRINT_CHECKS) {
      const msg = firstPrintError(draft);
      expect(msg).toBe(check.message);
      seen.push(msg!);
      (draft as Record<string, unknown>)[check.field] = FULL[check.field];
    }
    expect(firstPrintError(draft)).toBeNull();
    expect(seen).toHaveLength(8);
  });

  it('treats 0 as a value (题卡合一 is 0) and NaN as empty', () => {
    expect(firstPrintError({ ...FULL, answerType: 0 })).toBeNull();
    expect(firstPrintError({ ...FULL, examTime: Number.NaN })).toBe('考试时间不能为空');
  });

  it('disables dates before yesterday', () => {
    expect(yesterdayOf('2026-03-01')).toBe('2026-02-28');
    expect(yesterdayOf('2025-01-01')).toBe('2024-12-31');
    expect(isExamDateSelectable('2026-02-28', '2026-03-01')).toBe(true);
    expect(isExamDateSelectable('2026-03-01', '2026-03-01')).toBe(true);
    expect(isExamDateSelectable('2026-02-27', '2026-03-01')).toBe(false);
    expect(isExamDateSelectable('2026-02-30', '2026-03-01')).toBe(false);
    expect(isExamDateSelectable('2026/03/02', '2026-03-01')).toBe(false);
  });

  it('marking modes are the strings 3 and 4 with the spec explanations; print settings accept empty fields', () => {
    expect(PRINT_MARK_TYPES.map((m) => [m.value, m.label])).toEqual([
      ['3', '班级混合阅卷'],
      ['4', '班级单独阅卷'],
    ]);
    // '3' shuffles questions, for large exams; '4' marks per class, for daily practice.
    expect(PRINT_MARK_TYPES[0].description).toMatch(/打乱题目.*适用于大型考试/);
    expect(PRINT_MARK_TYPES[1].description).toMatch(/按班级.*适用于日常练习/);
    expect(ZPrintSettings.safeParse({ paperId: 1 }).success).toBe(true);
  });

  it('reads a blank number field as empty, not 0, so its own check speaks', () => {
    const full = { paperId: 1, ...FULL, clazzIds: [1, 2] };
    const parsed = (extra: Record<string, unknown>) => ZPrintSettings.parse({ ...full, ...extra });
    expect(firstPrintError(parsed({ answerType: '' }))).toBe('打印方式不能为空');
    expect(firstPrintError(parsed({ paperSize: ' ' }))).toBe('试卷纸张不能为空');
    expect(firstPrintError(parsed({ sheetSize: '' }))).toBe('答题卡纸张不能为空');
    expect(firstPrintError(parsed({ examTime: '' }))).toBe('考试时间不能为空');
    expect(parsed({ examType: '' }).examType).toBeNull();
    // Numbers sent as strings still count, and 0 (题卡合一) is a value.
    expect(parsed({ answerType: '0', examTime: '90' })).toMatchObject({ answerType: 0, examTime: 90 });
  });
});

describe('length checks (spec section 5)', () => {
  const many = (type: string, n: number, slaveCount = 0) => Array.from({ length: n }, () => ({ type, slaveCount }));

  it('passes at the limits and fails one over, with each exact message', () => {
    const atLimit = [...many('单项填空', 25), ...many('阅读理解', 10, 4), ...many('七选五', 3, 5), ...many('完形填空', 2, 20), ...many('任务型阅读', 2, 5), ...many('语法填空', 2, 10), ...many('短文改错', 2, 10), ...many('书面表达', 2)];
    expect(printLengthViolations(atLimit)).toEqual([]);
    expect(firstPrintLengthError(atLimit)).toBeNull();
    const over: Record<string, { type: string; slaveCount: number }[]> = {
      单项填空: many('单项填空', 26),
      阅读理解: [...many('阅读理解', 10, 4), ...many('阅读理解', 1, 1)],
      七选五: many('七选五', 4, 5),
      完形填空: [...many('完形填空', 2, 20), ...many('完形填空', 1, 1)],
      任务型阅读: many('任务型阅读', 3, 5),
      语法填空: many('语法填空', 3, 10),
      短文改错: many('短文改错', 3, 10),
      书面表达: many('书面表达', 3),
    };
    for (const l of PRINT_LIMITS) {
      expect(firstPrintLengthError(over[l.type]!)).toBe(l.message);
    }
    expect(firstPrintLengthError(many('单项填空', 26))).toBe('单项填空题量超过25道，请去改编试卷，以满足打印要求');
    expect(firstPrintLengthError([...many('阅读理解', 11, 4)])).toMatch(/^阅读理解小题量超过40道/);
    const passages = PRINT_LIMITS.filter((l) => l.unit === 'passages');
    expect(passages.length).toBeGreaterThan(0);
    expect(passages.every((l) => l.message.includes(`${l.limit}篇`))).toBe(true);
  });

  it('words every message as the spec does: 题量 / 小题量 超过N道, and 篇 for passage limits', () => {
    expect(PRINT_LIMITS.map((l) => l.message)).toEqual([
      '单项填空题量超过25道，请去改编试卷，以满足打印要求',
      '阅读理解小题量超过40道，请去改编试卷，以满足打印要求',
      '七选五题量超过3篇，请去改编试卷，以满足打印要求',
      '完形填空小题量超过40道，请去改编试卷，以满足打印要求',
      '任务型阅读题量超过2篇，请去改编试卷，以满足打印要求',
      '语法填空题量超过2篇，请去改编试卷，以满足打印要求',
      '短文改错题量超过2篇，请去改编试卷，以满足打印要求',
      '书面表达题量超过2篇，请去改编试卷，以满足打印要求',
    ]);
    expect(PRINT_LIMITS.map((l) => [l.type, l.limit])).toEqual([
      ['单项填空', 25],
      ['阅读理解', 40],
      ['七选五', 3],
      ['完形填空', 40],
      ['任务型阅读', 2],
      ['语法填空', 2],
      ['短文改错', 2],
      ['书面表达', 2],
    ]);
  });

  it('reports violations in the table order', () => {
    expect(printLengthViolations([...many('书面表达', 3), ...many('单项填空', 30)]).map((v) => v.type)).toEqual(['单项填空', '书面表达']);
  });
});

describe('paper statuses: two readings (spec section 4)', () => {
  it('swaps 0 and 2 between the stored and the list reading', () => {
    expect([0, 1, 2, 3, 4].map(testRecordListStatus)).toEqual([2, 1, 0, 3, 4]);
    expect([2, 1, 0, 3, 4].map(storedStatusOfListStatus)).toEqual([0, 1, 2, 3, 4]);
    expect([1, 2, 3, 4].map(testRecordStatusText)).toEqual(['完成阅卷', '正在编辑', '发送打印', '扫描成功']);
    expect(testRecordStatusText(testRecordListStatus(2))).toBe('考试结束');
    expect([0, 1, 2, 3, 4].map(paperStatusText)).toEqual(['正在编辑', '完成阅卷', '考试结束', '发送打印', '扫描成功']);
    expect([1, 2, 3, 4].map(testRecordStatusClass)).toEqual(['paper-status-1', 'paper-status-2', 'paper-status-3', 'paper-status-4']);
  });
  it('deletes only list status 2 and shows the rate only for 1', () => {
    expect([0, 1, 2, 3, 4].filter(canDeleteTestRecord)).toEqual([2]);
    expect([0, 1, 2, 3, 4].filter(showsCompleteRatio)).toEqual([1]);
    expect(TEST_RECORD_STATUS_FILTERS.map((f) => f.value)).toEqual([3, 4, 1]);
  });
});

describe('difficulty', () => {
  it('names and stars 1-6, otherwise 未知', () => {
    expect([1, 2, 3, 4, 5, 6, 0, 7, null].map(difficultyName)).toEqual(['超易', '易', '中档偏易', '中档偏难', '难', '超难', '未知', '未知', '未知']);
    expect([1, 6, 0].map(difficultyStars)).toEqual(['一星', '六星', '未知']);
  });
  it('coefficients and the paper text', () => {
    expect([1, 2, 3, 4, 5, 6].map(difficultyCoefficient)).toEqual([0.95, 0.85, 0.75, 0.65, 0.55, 0.45]);
    expect(difficultyCoefficient(0)).toBeNull();
    expect([0.95, 0.85, 0.7, 0.65, 0.5, 0.3, null].map(paperDifficultyText)).toEqual(['超易', '易', '中档偏易', '中档偏难', '难', '超难', '未知']);
  });
});

describe('types, scores and numbering', () => {
  it('puts every English type in its rendering group', () => {
    expect(ENGLISH_TOPIC_TYPES).toHaveLength(20);
    expect(['单项填空', '短文改错', '书面表达', '单句改错', '单句语法填空', '单句翻译', '概要写作', '读后续写'].map((t) => renderGroupOf(t, false))).toEqual(Array(8).fill('fill'));
    expect(['任务型阅读', '七选五', '语法填空', '课文填空', '选词填空', '句子翻译', '完成句子', '阅读表达', '考试听力'].map((t) => renderGroupOf(t, true))).toEqual(Array(9).fill('block'));
    expect(['完形填空', '阅读理解', '单词拼写'].map((t) => renderGroupOf(t, true))).toEqual(['cloze', 'reading', 'spelling']);
    expect([renderGroupOf('单选题', true), renderGroupOf('解答题', false)]).toEqual(['choice', 'text']);
  });
  it('default scores per item', () => {
    expect(defaultTopicScore('完形填空', 20)).toBe(30);
    expect(defaultTopicScore('阅读理解', 4)).toBe(8);
    expect(defaultTopicScore('解答题', 2)).toBe(12);
    expect(defaultTopicScore('未知题型', 0)).toBe(5);
  });
  it('numbers passages per sub-question and maths parts as 17(1)', () => {
    expect(numberTopics([{ type: '单项填空', slaveCount: 0 }, { type: '阅读理解', slaveCount: 3 }, { type: '书面表达', slaveCount: 0 }])).toEqual([
      { topicNo: '1', slaveTopicNos: [] },
      { topicNo: '2', slaveTopicNos: ['2', '3', '4'] },
      { topicNo: '5', slaveTopicNos: [] },
    ]);
    expect(numberTopics([{ type: '解答题', slaveCount: 2 }], 17)).toEqual([{ topicNo: '17', slaveTopicNos: ['17(1)', '17(2)'] }]);
    expect([1, 9, 10, 12, 20, 23].map(chineseNumber)).toEqual(['一', '九', '十', '十二', '二十', '二十三']);
  });
  it('strips tags and decodes entities', () => {
    expect(stripHtml('<p>He <u>&nbsp;1&nbsp;</u> go.</p><p>\\(x&lt;2\\)</p>')).toBe('He 1 go. \\(x<2\\)');
  });
});

describe('paper analysis', () => {
  const kp = (kpId: number, kpName: string) => ({ kpId, kpName });
  const result = analysePaper([
    { topicNo: '1', itemNos: [], type: '单项填空', difficulty: 1, score: 2, knowledgePoints: [kp(1, '时态')] },
    { topicNo: '2', itemNos: [], type: '单项填空', difficulty: 3, score: 2, knowledgePoints: [kp(1, '时态'), kp(2, '从句')] },
    { topicNo: '3', itemNos: ['3', '4'], type: '阅读理解', difficulty: 3, score: 6, knowledgePoints: [kp(3, '细节理解')] },
  ]);
  it('counts scored items per difficulty and type with shares', () => {
    expect(result.topicTypes).toEqual(['单项填空', '阅读理解']);
    expect(result.difficulties.map((d) => d.difficultyText)).toEqual(['超易', '易', '中档偏易', '中档偏难', '难', '超难']);
    const mid = result.difficulties[2]!;
    expect(mid).toMatchObject({ topicNum: 3, topicNumPercent: 75, topicScore: 8, topicScorePercent: 80 });
    expect(mid.topicTypeAnalysis).toEqual([
      { typeName: '单项填空', topicNum: 1, topicScore: 2 },
      { typeName: '阅读理解', topicNum: 2, topicScore: 6 },
    ]);
    expect(result.totalDiff).toMatchObject({ difficultyText: '合计', topicNum: 4, topicNumPercent: 100, topicScore: 10, topicScorePercent: 100 });
  });
  it('weights the coefficient by score and lists knowledge points by score', () => {
    expect(result.paperDifficulty).toBeCloseTo((2 * 0.95 + 8 * 0.75) / 10, 10);
    expect(result.paperDifficultyText).toBe('中档偏易');
    expect(result.kpInfos).toEqual([
      { kpId: 3, kpName: '细节理解', topicCount: 2, topicScoreCount: 6, topicNos: ['3', '4'] },
      { kpId: 1, kpName: '时态', topicCount: 2, topicScoreCount: 4, topicNos: ['1', '2'] },
      { kpId: 2, kpName: '从句', topicCount: 1, topicScoreCount: 2, topicNos: ['2'] },
    ]);
    expect(result.majorKpName).toBe('细节理解、时态、从句');
  });
  it('adds 未知 only when an item has no difficulty, and survives an empty paper', () => {
    expect(analysePaper([{ topicNo: '1', itemNos: [], type: '填空题', difficulty: 0, score: 5, knowledgePoints: [] }]).difficulties.map((d) => d.difficultyText).at(-1)).toBe('未知');
    const empty = analysePaper([]);
    expect(empty.totalDiff.topicNum).toBe(0);
    expect(empty.paperDifficulty).toBeNull();
    expect(empty.paperDifficultyText).toBe('未知');
  });
});
