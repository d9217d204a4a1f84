/** Vocabulary test data in the contract's shapes (parsed by its schemas, so a drifting fixture fails loudly). */
import { ZEnglishWord, ZVocabListDetail, ZVocabListItem, ZVocabPutItem, ZVocabResults, ZVocabStudentReport, ZVocabWordReport, type TEnglishWord, type TVocabListDetail, type TVocabListItem, type TVocabPutItem } from '@app/contract/vocabulary';
import { sessionOf } from '../../../../test/fixtures';

/** A senior-high English teacher (current subject 8). */
export const ENGLISH_TEACHER = sessionOf({ subjectIds: [8] });

export const word = (wordId: number, w: string, meaning: string, junior = true): TEnglishWord =>
  ZEnglishWord.parse({ wordId, word: w, phonetic: `/${w}/`, pos: ['n.'], meaning, example: `An example with ${w}.`, exampleZh: `含有${w}的例句。`, junior });

export const WORDS = {
  abandon: word(1, 'abandon', '放弃；抛弃', false),
  ability: word(2, 'ability', '能力'),
  absent: word(3, 'absent', '缺席的'),
  accept: word(4, 'accept', '接受'),
};

export const page = <T>(list: T[], pageNo = 1, pageSize = 10) => ({ list, total: list.length, pageNo, pageSize });

export const listItem = (patch: Partial<TVocabListItem> = {}): TVocabListItem =>
  ZVocabListItem.parse({ listId: 1, name: '必修一 Unit 1', description: '', wordCount: 30, putCount: 0, updatedAt: '2026-11-20T02:30:00.000Z', ...patch });

export const listDetail = (patch: Partial<TVocabListDetail> = {}): TVocabListDetail =>
  ZVocabListDetail.parse({
    listId: 1,
    name: '必修一 Unit 1',
    description: '第一单元',
    words: [WORDS.ability, WORDS.absent].map((w) => ({ ...w, singleWordId: w.wordId })),
    putCount: 0,
    createdAt: '2026-11-20T02:30:00.000Z',
    updatedAt: '2026-11-20T02:30:00.000Z',
    ...patch,
  });

export const putItem = (patch: Partial<TVocabPutItem> = {}): TVocabPutItem =>
  ZVocabPutItem.parse({
    putId: 7,
    listId: 1,
    listName: '必修一 Unit 1',
    wordCount: 30,
    clazzes: [
      { clazzId: 11, clazzName: '高一(1)班', gradeName: '高一' },
      { clazzId: 12, clazzName: '高一(2)班', gradeName: '高一' },
    ],
    startAt: '2026-11-20T00:00:00.000Z',
    endAt: '2026-11-27T14:00:00.000Z',
    modes: [1, 2, 3],
    modeNames: ['英译汉', '汉译英', '拼写'],
    rounds: 2,
    state: 1,
    stateName: '进行中',
    studentCount: 90,
    finishedCount: 12,
    answered: true,
    teacherName: '王老师',
    createdAt: '2026-11-19T08:00:00.000Z',
    ...patch,
  });

const clazzResult = (clazzId: number, clazzName: string, completionRate: number | null, accuracy: number | null) => ({
  clazzId,
  clazzName,
  studentCount: 45,
  startedCount: 40,
  finishedCount: 6,
  completionRate,
  answerCount: 3000,
  correctCount: 2400,
  accuracy,
  modeAccuracy: [
    { mode: 1, modeName: '英译汉', accuracy: accuracy == null ? null : 0.9 },
    { mode: 2, modeName: '汉译英', accuracy: accuracy == null ? null : 0.8567 },
    { mode: 3, modeName: '拼写', accuracy: null },
  ],
});

export const results = () =>
  ZVocabResults.parse({
    put: putItem(),
    itemsPerStudent: 180,
    clazzes: [clazzResult(11, '高一(1)班', 0.1333, 0.8), clazzResult(12, '高一(2)班', 0, null)],
    total: { ...(({ clazzId: _a, clazzName: _b, ...rest }) => rest)(clazzResult(0, '', 0.0667, 0.8)), studentCount: 90, startedCount: 40, finishedCount: 6, answerCount: 3000, correctCount: 2400 },
  });

export const studentReport = () =>
  ZVocabStudentReport.parse({
    put: putItem(),
    itemsPerStudent: 180,
    students: [
      {
        studentId: 1, studentNum: '202620101', name: '胡颖', clazzId: 11, clazzName: '高一(1)班', answerCount: 180, correctCount: 150, accuracy: 0.8333, progress: 1, roundsDone: 2, finished: true,
        lastAnsweredAt: '2026-11-25T12:05:00.000Z', wrongWords: [{ wordId: 1, word: 'abandon', meaning: '放弃；抛弃', wrongCount: 3 }],
      },
      { studentId: 2, studentNum: '202620102', name: '丁瑶', clazzId: 11, clazzName: '高一(1)班', answerCount: 0, correctCount: 0, accuracy: null, progress: 0, roundsDone: 0, finished: false, lastAnsweredAt: null, wrongWords: [] },
      { studentId: 3, studentNum: '202620103', name: '姜萱', clazzId: 11, clazzName: '高一(1)班', answerCount: 90, correctCount: 45, accuracy: 0.5, progress: 0.5, roundsDone: 1, finished: false, lastAnsweredAt: '2026-11-24T01:00:00.000Z', wrongWords: [] },
    ],
  });

export const wordReport = () =>
  ZVocabWordReport.parse({
    put: putItem(),
    words: [
      {
        wordId: 1, word: 'abandon', phonetic: '/əˈbændən/', meaning: '放弃；抛弃', answerCount: 120, wrongCount: 30, errorRate: 0.25, studentsWrong: 14,
        wrongAnswers: [
          { mode: 3, modeName: '拼写', answer: 'abandan', count: 6 },
          { mode: 1, modeName: '英译汉', answer: '能力', count: 2 },
        ],
      },
      { wordId: 2, word: 'ability', phonetic: '/əˈbɪləti/', meaning: '能力', answerCount: 0, wrongCount: 0, errorRate: null, studentsWrong: 0, wrongAnswers: [] },
    ],
  });
