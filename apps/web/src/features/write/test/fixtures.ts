/** Writing test data in the contract's shapes (parsed by its schemas, so a drifting fixture fails loudly). */
import { ZWritePrompt, ZWriteResults, ZWriteSubmissionDetail, ZWriteSubmissions, ZWriteTaskItem, type TEssayFeedback, type TWriteStudentRow, type TWriteTaskItem } from '@app/contract/writing';
import { sessionOf } from '../../../../test/fixtures';

/** A senior-high English teacher (current subject 8). */
export const ENGLISH_TEACHER = sessionOf({ subjectIds: [8] });

export const page = <T>(list: T[], pageNo = 1, pageSize = 10) => ({ list, total: list.length, pageNo, pageSize });

export const CLAZZES = [
  { clazzId: 11, clazzName: '高一(1)班', gradeName: '高一' },
  { clazzId: 12, clazzName: '高一(2)班', gradeName: '高一' },
  { clazzId: 21, clazzName: '高二(3)班', gradeName: '高二' },
];

export const taskItem = (patch: Partial<TWriteTaskItem> = {}): TWriteTaskItem =>
  ZWriteTaskItem.parse({
    taskId: 5,
    kind: 1,
    kindName: '应用文写作',
    topicId: 900,
    title: '给外教写一封感谢信',
    prompt: '<p>假定你是李华，请给外教 Chris 写一封感谢信。</p>',
    promptIsHtml: true,
    minWords: 80,
    maxWords: 100,
    fullScore: 15,
    clazzes: [CLAZZES[0], CLAZZES[1]],
    startAt: '2026-11-20T00:00:00.000Z',
    endAt: '2026-11-27T14:00:00.000Z',
    state: 1,
    stateName: '进行中',
    studentCount: 90,
    submittedCount: 12,
    scoredCount: 3,
    createdAt: '2026-11-19T08:00:00.000Z',
    ...patch,
  });

export const prompt = (topicId: number, kind = 1) =>
  ZWritePrompt.parse({
    topicId,
    kind,
    kindName: ['', '应用文写作', '读后续写', '概要写作'][kind],
    summary: `假定你是李华，写一封邀请信 ${topicId}`,
    prompt: `<p>假定你是李华，写一封邀请信 ${topicId}<script>alert(1)</script><img src="x" onerror="alert(2)"></p>`,
    hasSample: true,
    source: '2024 新高考I卷',
    year: 2024,
  });

/** An essay whose findings sit at: the first sentence (0-36), "to to" (7-12), "abuot" (22-27), "a apple" (28-35). */
export const ESSAY = 'I want to to tell you abuot a apple. Thank you very much!';

export const feedback = (patch: Partial<TEssayFeedback> = {}): TEssayFeedback => ({
  wordCount: 12,
  minWords: 80,
  maxWords: 100,
  lengthVerdict: -1,
  sentenceCount: 2,
  avgSentenceLength: 6,
  issues: [
    { kind: 'readability', start: 0, end: 36, excerpt: 'I want to to tell you abuot a apple.', message: '这个句子较难读懂', suggestions: [] },
    { kind: 'repeated', start: 7, end: 12, excerpt: 'to to', message: '“to”重复了', suggestions: ['to'] },
    { kind: 'spelling', start: 22, end: 27, excerpt: 'abuot', message: '“abuot”可能拼错了', suggestions: ['about', 'abut'] },
    { kind: 'article', start: 28, end: 35, excerpt: 'a apple', message: '元音开头的词前用 an', suggestions: ['an apple'] },
  ],
  spellingCount: 1,
  grammarCount: 2,
  vocabulary: { distinct: 11, junior: 9, senior: 1, beyond: 0, highlights: ['grateful'], diversity: 0.9167 },
  linking: ['because'],
  suggestedScore: 5,
  fullScore: 15,
  band: 2,
  bandName: '第二档',
  remarks: ['篇幅不足：要求80-100词，现在12词。'],
  ...patch,
});

export const submission = (patch: Record<string, unknown> = {}) =>
  ZWriteSubmissionDetail.parse({
    submissionId: 31,
    task: taskItem(),
    studentId: 1,
    studentNum: '202620101',
    studentName: '胡颖',
    clazzName: '高一(1)班',
    text: ESSAY,
    photoUrl: null,
    feedback: feedback(),
    suggestedScore: 5,
    teacherScore: null,
    teacherComment: '',
    scoredAt: null,
    submittedAt: '2026-11-25T12:05:00.000Z',
    ...patch,
  });

export const studentRow = (patch: Partial<TWriteStudentRow> & { studentId: number; name: string }): TWriteStudentRow => ({
  studentNum: `2026201${String(patch.studentId).padStart(2, '0')}`,
  clazzId: 11,
  clazzName: '高一(1)班',
  submissionId: null,
  status: 1,
  statusName: '未提交',
  wordCount: null,
  hasPhoto: false,
  suggestedScore: null,
  teacherScore: null,
  spellingCount: null,
  submittedAt: null,
  ...patch,
});

export const submissions = () =>
  ZWriteSubmissions.parse({
    task: taskItem(),
    students: [
      studentRow({ studentId: 1, name: '胡颖', submissionId: 31, status: 2, statusName: '待批改', wordCount: 12, suggestedScore: 5, spellingCount: 1, submittedAt: '2026-11-25T12:05:00.000Z' }),
      studentRow({ studentId: 2, name: '丁瑶' }),
      studentRow({ studentId: 3, name: '姜萱', submissionId: 33, status: 3, statusName: '已批改', wordCount: 95, suggestedScore: 12, teacherScore: 12.5, spellingCount: 0, submittedAt: '2026-11-24T01:00:00.000Z' }),
    ],
  });

export const results = () =>
  ZWriteResults.parse({
    task: taskItem(),
    clazzes: [
      { clazzId: 11, clazzName: '高一(1)班', studentCount: 45, submittedCount: 10, scoredCount: 3, avgScore: 11.666666, avgSuggested: 10.4, avgWords: 91.25, bands: [0, 1, 2, 4, 3] },
      { clazzId: 12, clazzName: '高一(2)班', studentCount: 45, submittedCount: 0, scoredCount: 0, avgScore: null, avgSuggested: null, avgWords: null, bands: [0, 0, 0, 0, 0] },
    ],
    commonMisspellings: [
      { word: 'recieve', students: 4 },
      { word: 'abuot', students: 2 },
    ],
  });
