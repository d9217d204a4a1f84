/**
 * 词汇训练 over HTTP (docs/vocabulary.md): the word bank, a teacher's lists and puts, the students'
 * practice checked on the server, and the reports by class, student and word with their Excel.
 */
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERR, type TStudentTask } from '@app/contract';
import { type TEnglishWord, type TVocabAnswerResult, type TVocabListDetail, type TVocabListItem, type TVocabPractice, type TVocabPutItem, type TVocabResults, type TVocabStudentReport, type TVocabWordReport, type TWordResolveResult } from '@app/contract/vocabulary';
import { school, student, studentCredential, vocabAttempt, vocabList } from '../src/db/schema.js';
import { expectError, expectOk, expectTokenFailure, expectValidation } from './support/expect-envelope.js';
import { buildSchool, buildTeacher, testPasswordHash, TEST_PASSWORD, type BuiltSchool } from './support/factories.js';
import { createTestApp, type TestContext } from './support/test-app.js';

const ENGLISH = 8;
const MATHS = 3;
type Page<T> = { list: T[]; total: number; pageNo: number; pageSize: number };
const HOUR = 3600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

describe('vocabulary', () => {
  let ctx: TestContext;
  let s: BuiltSchool;
  let c1: number;
  let c2: number;
  let c3: number;
  let english: string;
  let english2: string;
  let maths: string;
  let leader: string;
  let otherEnglish: string;
  let studentOf: Record<number, { id: number; num: string }[]>;
  let code: string;
  let bankWords: TEnglishWord[];

  const call = <T>(token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => ctx.call<T>({ method, url, token, ...(payload ? { payload } : {}) });
  const words = async (query: string) => expectOk(await call<Page<TEnglishWord>>(english, 'GET', `/vocabulary/words${query}`));
  const createList = (token: string, payload: object) => call<TVocabListDetail>(token, 'POST', '/vocabulary/list', payload);
  const putList = (token: string, payload: object) => call<TVocabPutItem>(token, 'POST', '/vocabulary/put', payload);
  const studentToken = async (studentNum: string) => {
    const r = await ctx.call<{ studentToken: string }>({ method: 'POST', url: '/student/auth/login', payload: { schoolCode: code, studentNum, password: TEST_PASSWORD } });
    return expectOk(r).studentToken;
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    s = await buildSchool(db);
    code = `VOC-${s.schoolId}`;
    await db.update(school).set({ code }).where(eq(school.id, s.schoolId));
    const other = await buildSchool(db);
    [c1, c2, c3] = s.clazzIds[1]! as [number, number, number];
    english = await ctx.login(await buildTeacher(db, s, { subjects: [ENGLISH], teaches: [{ clazzId: c1, subjectId: ENGLISH }, { clazzId: c2, subjectId: ENGLISH }] }));
    english2 = await ctx.login(await buildTeacher(db, s, { subjects: [ENGLISH], teaches: [{ clazzId: c3, subjectId: ENGLISH }] }));
    maths = await ctx.login(await buildTeacher(db, s, { subjects: [MATHS], teaches: [{ clazzId: c1, subjectId: MATHS }] }));
    leader = await ctx.login(await buildTeacher(db, s, { posts: [{ post: 2, grade: 1 }], subjects: [ENGLISH] }));
    otherEnglish = await ctx.login(await buildTeacher(db, other, { subjects: [ENGLISH], posts: [{ post: 5 }] }));
    const hash = await testPasswordHash();
    studentOf = {};
    for (const c of [c1, c2, c3]) {
      const rows = (await db.select({ id: student.id, num: student.studentNum }).from(student).where(eq(student.clazzId, c))).sort((a, b) => a.num.localeCompare(b.num));
      studentOf[c] = rows;
      await db.insert(studentCredential).values(rows.map((r) => ({ studentId: r.id, passwordHash: hash, mustChangePassword: false })));
    }
    bankWords = (await words('?keyword=app&pageSize=100')).list;
  }, 60_000);

  afterAll(async () => {
    await ctx?.close();
  });

  describe('the word bank', () => {
    it('searches the 课标词汇 by headword start, meaning, level and first letter', async () => {
      const all = await words('?pageSize=1');
      expect(all.total).toBe(3000);
      const apple = await words('?keyword=apple');
      expect(apple.list[0]).toMatchObject({ word: 'apple', junior: true });
      expect(apple.list[0]!.meaning).toMatch(/苹果/);
      expect(apple.list[0]!.phonetic).toMatch(/^\/.+\/$/);
      const byMeaning = await words(`?keyword=${encodeURIComponent('苹果')}`);
      expect(byMeaning.list.map((w) => w.word)).toContain('apple');
      const junior = await words('?level=junior&pageSize=1');
      const senior = await words('?level=senior&pageSize=1');
      expect(junior.total).toBe(1500);
      expect(junior.total + senior.total).toBe(3000);
      const z = await words('?letter=Z&pageSize=100');
      expect(z.list.length).toBeGreaterThan(0);
      expect(z.list.every((w) => w.word.toLowerCase().startsWith('z'))).toBe(true);
      expectValidation(await call(english, 'GET', '/vocabulary/words?letter=ab'), 'letter', '首字母');
      expectValidation(await call(english, 'GET', '/vocabulary/words?level=middle'), 'level', '词汇级别');
    });

    it('resolves pasted words in order, each once, and reports the ones the bank does not have', async () => {
      const r = expectOk(await call<TWordResolveResult>(english, 'POST', '/vocabulary/words/resolve', { text: '1. Apple\nbanana， apple；zzzword\n\n  take  \nqwertyuiop' }));
      expect(r.found.map((w) => w.word)).toEqual(['apple', 'banana', 'take']);
      expect(r.unknown).toEqual(['zzzword', 'qwertyuiop']);
      // China and china are two headwords: the exact spelling wins.
      const c = expectOk(await call<TWordResolveResult>(english, 'POST', '/vocabulary/words/resolve', { text: 'China\nchina' }));
      expect(c.found.map((w) => w.word)).toEqual(['China', 'china']);
    });

    it('is for English teachers: another subject is refused, no token is unknown', async () => {
      expectError(await call(maths, 'GET', '/vocabulary/words'), 403, ERR.FORBIDDEN, '词汇训练供英语教师使用');
      expectError(await call(maths, 'GET', '/vocabulary/list'), 403, ERR.FORBIDDEN);
      expectTokenFailure(await ctx.call({ method: 'GET', url: '/vocabulary/words' }));
    });
  });

  describe('lists', () => {
    it('creates, lists, shows in order, edits and deletes a list; checks its input', async () => {
      const ids = bankWords.slice(0, 4).map((w) => w.wordId);
      expectValidation(await createList(english, { name: ' ', wordIds: ids }), 'name', '请填写词表名称');
      expectValidation(await createList(english, { name: '空表', wordIds: [] }), 'wordIds', '词表中至少要有一个单词');
      expectValidation(await createList(english, { name: '太长', wordIds: Array.from({ length: 501 }, (_, i) => i + 1) }), 'wordIds', '一个词表最多500个单词');
      expectError(await createList(english, { name: '未知', wordIds: [ids[0], 99_999] }), 400, ERR.VALIDATION, ['词库中没有这些单词ID：99999']);
      const created = expectOk(await createList(english, { name: 'Unit 1 词汇', description: '必修一', wordIds: [ids[2], ids[0], ids[1], ids[0]] }));
      expect(created.words.map((w) => w.singleWordId)).toEqual([ids[2], ids[0], ids[1]]);
      expect(created).toMatchObject({ name: 'Unit 1 词汇', description: '必修一', putCount: 0 });
      expectError(await createList(english, { name: 'Unit 1 词汇', wordIds: ids }), 409, ERR.CONFLICT, '已有名为“Unit 1 词汇”的词表');

      const page = expectOk(await call<Page<TVocabListItem>>(english, 'GET', '/vocabulary/list?keyword=unit'));
      expect(page.total).toBe(1);
      expect(page.list[0]).toMatchObject({ listId: created.listId, wordCount: 3, putCount: 0 });
      expect(expectOk(await call<Page<TVocabListItem>>(english2, 'GET', '/vocabulary/list')).total).toBe(0);

      expectError(await call(english2, 'GET', `/vocabulary/list/${created.listId}`), 403, ERR.FORBIDDEN, '只能使用自己的词表');
      expectError(await call(otherEnglish, 'GET', `/vocabulary/list/${created.listId}`), 404, ERR.NOT_FOUND, '词表不存在');
      expectError(await call(otherEnglish, 'PUT', `/vocabulary/list/${created.listId}`, { name: 'x', wordIds: ids }), 404, ERR.NOT_FOUND);

      const edited = expectOk(await call<TVocabListDetail>(english, 'PUT', `/vocabulary/list/${created.listId}`, { name: 'Unit 1', description: '', wordIds: [ids[3], ids[2]] }));
      expect(edited.words.map((w) => w.wordId)).toEqual([ids[3], ids[2]]);
      expect(edited.name).toBe('Unit 1');
      expectError(await call(english2, 'DELETE', `/vocabulary/list/${created.listId}`), 403, ERR.FORBIDDEN);
      expectOk(await call(english, 'DELETE', `/vocabulary/list/${created.listId}`));
      expectError(await call(english, 'GET', `/vocabulary/list/${created.listId}`), 404, ERR.NOT_FOUND);
    });
  });

  describe('puts, practice and reports', () => {
    let list: TVocabListDetail;
    let put: TVocabPutItem;
    const body = (over: object = {}) => ({ listId: list.listId, clazzIds: [c1, c2], startAt: at(-HOUR), endAt: at(24 * HOUR), modes: [1, 3], rounds: 2, ...over });

    beforeAll(async () => {
      const picked = (await words('?keyword=b&pageSize=5')).list;
      list = expectOk(await createList(english, { name: '练习词表', wordIds: picked.map((w) => w.wordId) }));
    });

    it('puts a list to the classes the teacher may put to, and checks the form', async () => {
      const classes = expectOk(await call<{ clazzId: number }[]>(english, 'GET', '/vocabulary/clazz'));
      expect(classes.map((c) => c.clazzId)).toEqual([c1, c2]);
      // A grade leader may put to every class of the grade.
      expect(expectOk(await call<{ clazzId: number }[]>(leader, 'GET', '/vocabulary/clazz')).map((c) => c.clazzId)).toEqual(s.clazzIds[1]);

      expectValidation(await putList(english, body({ clazzIds: [] })), 'clazzIds', '请至少选择一个班级');
      expectValidation(await putList(english, body({ startAt: at(2 * HOUR), endAt: at(HOUR) })), 'endAt', '结束时间须晚于开始时间');
      expectValidation(await putList(english, body({ modes: [] })), 'modes', '请至少选择一种练习方式');
      expectValidation(await putList(english, body({ modes: [4] })), 'modes', '练习方式只能是');
      expectValidation(await putList(english, body({ rounds: 6 })), 'rounds', '轮数最多为5');
      expectValidation(await putList(english, body({ startAt: '2026-13-01' })), 'startAt', '开始时间格式不正确');
      expectError(await putList(english, body({ clazzIds: [c1, c3] })), 403, ERR.FORBIDDEN, ['不能布置给高一(3)班']);
      expectError(await putList(english2, body({ clazzIds: [c3] })), 403, ERR.FORBIDDEN, '只能使用自己的词表');

      put = expectOk(await putList(english, body()));
      expect(put).toMatchObject({ listId: list.listId, wordCount: 5, modes: [1, 3], modeNames: ['英译汉', '拼写'], rounds: 2, state: 1, stateName: '进行中', studentCount: 6, finishedCount: 0, answered: false });
      expect(put.clazzes.map((c) => c.clazzId)).toEqual([c1, c2]);
      const mine = expectOk(await call<Page<TVocabPutItem>>(english, 'GET', '/vocabulary/put?state=1'));
      expect(mine.list.map((p) => p.putId)).toContain(put.putId);
      expect(expectOk(await call<Page<TVocabPutItem>>(english, 'GET', '/vocabulary/put?state=2')).total).toBe(0);
      expectError(await call(english, 'DELETE', `/vocabulary/list/${list.listId}`), 409, ERR.CONFLICT, ['该词表已布置给班级，不能删除']);
      const lists = expectOk(await call<Page<TVocabListItem>>(english, 'GET', '/vocabulary/list?keyword=练习'));
      expect(lists.list.map((l) => [l.listId, l.putCount])).toEqual([[list.listId, 1]]);
    });

    it('a student of a class sees the task, practises with server-checked answers, round by round', async () => {
      const tok = await studentToken(studentOf[c1]![0]!.num);
      const tasks = expectOk(await ctx.call<TStudentTask[]>({ method: 'GET', url: '/student/tasks', token: tok }));
      expect(tasks).toContainEqual({ kind: 'vocabulary', id: put.putId, title: '词汇练习：练习词表', dueAt: put.endAt, status: 'todo' });

      const get = async (q = '') => expectOk(await ctx.call<TVocabPractice>({ method: 'GET', url: `/student/vocabulary/${put.putId}${q}`, token: tok }));
      const p = await get();
      expect(p).toMatchObject({ round: 1, rounds: 2, itemsPerRound: 10, answeredCount: 0, open: true, finished: false });
      expect(p.items.map((i) => i.mode)).toEqual([1, 1, 1, 1, 1, 3, 3, 3, 3, 3]);
      // The same items on every load; choices have four distinct options, the right one among them.
      expect((await get()).items).toEqual(p.items);
      for (const it of p.items.filter((i) => i.mode === 1)) {
        expect(it.options).toHaveLength(4);
        expect(new Set(it.options.map((o) => o.text)).size).toBe(4);
        expect(it.options.map((o) => o.wordId)).toContain(it.wordId);
      }
      const answer = (payload: object) => ctx.call<TVocabAnswerResult>({ method: 'POST', url: `/student/vocabulary/${put.putId}/answer`, token: tok, payload });
      // Round 2 waits for round 1.
      const first = p.items[0]!;
      expectError(await answer({ round: 2, mode: 1, wordId: first.wordId, choiceWordId: first.wordId }), 409, ERR.CONFLICT, '请先完成第1轮');
      expectValidation(await answer({ round: 1, mode: 1, wordId: first.wordId }), 'answer', '请选择一个选项');
      expectValidation(await answer({ round: 1, mode: 3, wordId: first.wordId, spelling: '  ' }), 'answer', '请填写拼写');
      expectError(await answer({ round: 1, mode: 2, wordId: first.wordId, choiceWordId: first.wordId }), 400, ERR.VALIDATION, '本练习没有这种练习方式');
      expectError(await answer({ round: 1, mode: 1, wordId: bankWords[0]!.wordId, choiceWordId: first.wordId }), 400, ERR.VALIDATION, '该单词不在本练习中');

      // A wrong choice is stored with what the student saw; sending it again changes nothing.
      const wrongOption = first.options.find((o) => o.wordId !== first.wordId)!;
      const wrong = expectOk(await answer({ round: 1, mode: 1, wordId: first.wordId, choiceWordId: wrongOption.wordId }));
      expect(wrong).toMatchObject({ correct: false, answer: wrongOption.text, repeated: false, answeredCount: 1, roundDone: false });
      const again = expectOk(await answer({ round: 1, mode: 1, wordId: first.wordId, choiceWordId: first.wordId }));
      expect(again).toMatchObject({ correct: false, answer: wrongOption.text, repeated: true, answeredCount: 1 });
      // The rest of round 1: choices right, spellings with case and outer spaces forgiven, one typo.
      const spells = p.items.filter((i) => i.mode === 3);
      let last: TVocabAnswerResult | undefined;
      for (const it of p.items.slice(1)) {
        const w = list.words.find((x) => x.wordId === it.wordId)!;
        const payload =
          it.mode === 1 ? { choiceWordId: it.wordId } : it === spells[0] ? { spelling: `${w.word}x` } : { spelling: `  ${w.word.toUpperCase()} ` };
        last = expectOk(await answer({ round: 1, mode: it.mode, wordId: it.wordId, ...payload }));
        expect(last.correct).toBe(it !== spells[0]);
        if (it.mode === 3) expect(last.correctAnswer).toBe(w.word);
      }
      expect(last).toMatchObject({ answeredCount: 10, itemsPerRound: 10, roundDone: true, finished: false });
      const r2 = await get();
      expect(r2).toMatchObject({ round: 2, answeredCount: 10, correctCount: 8 });
      expect(r2.items.every((i) => i.result == null)).toBe(true);
      const r1 = await get('?round=1');
      expect(r1.items.filter((i) => i.result && !i.result.correct)).toHaveLength(2);
      expectError(await ctx.call({ method: 'GET', url: `/student/vocabulary/${put.putId}?round=3`, token: tok }), 409, ERR.CONFLICT, '本练习共2轮');
      const inProgress = expectOk(await ctx.call<TStudentTask[]>({ method: 'GET', url: '/student/tasks', token: tok }));
      expect(inProgress.find((t) => t.id === put.putId)?.status).toBe('doing');

      // Another class's student does not have the task; a teacher token is not a student's.
      const outsider = await studentToken(studentOf[c3]![0]!.num);
      expectError(await ctx.call({ method: 'GET', url: `/student/vocabulary/${put.putId}`, token: outsider }), 404, ERR.NOT_FOUND, '练习不存在');
      expectError(await ctx.call({ method: 'POST', url: `/student/vocabulary/${put.putId}/answer`, token: outsider, payload: { round: 1, mode: 1, wordId: first.wordId, choiceWordId: first.wordId } }), 404, ERR.NOT_FOUND);
      expectTokenFailure(await ctx.call({ method: 'GET', url: `/student/vocabulary/${put.putId}`, token: english }));
    });

    it('takes no answer before the start or after the end', async () => {
      const later = expectOk(await putList(english, body({ startAt: at(HOUR), endAt: at(2 * HOUR) })));
      const tok = await studentToken(studentOf[c2]![0]!.num);
      const p = expectOk(await ctx.call<TVocabPractice>({ method: 'GET', url: `/student/vocabulary/${later.putId}`, token: tok }));
      expect(p.open).toBe(false);
      const item = p.items[0]!;
      const send = (putId: number) => ctx.call({ method: 'POST', url: `/student/vocabulary/${putId}/answer`, token: tok, payload: { round: 1, mode: item.mode, wordId: item.wordId, choiceWordId: item.wordId } });
      expectError(await send(later.putId), 409, ERR.CONFLICT, '练习尚未开始');
      const tasks = expectOk(await ctx.call<TStudentTask[]>({ method: 'GET', url: '/student/tasks', token: tok }));
      expect(tasks.map((t) => t.id)).not.toContain(later.putId);
      // Moved into the past: closed.
      expectOk(await call(english, 'PUT', `/vocabulary/put/${later.putId}`, { clazzIds: [c1, c2], startAt: at(-3 * HOUR), endAt: at(-2 * HOUR), modes: [1, 3], rounds: 2 }));
      expectError(await send(later.putId), 409, ERR.CONFLICT, '练习已结束，不能再作答');
      expectOk(await call(english, 'DELETE', `/vocabulary/put/${later.putId}`));
    });

    it('keeps modes, rounds and answered classes once students have answered; times and new classes may change', async () => {
      const edit = (over: object) => call<TVocabPutItem>(english, 'PUT', `/vocabulary/put/${put.putId}`, { clazzIds: [c1, c2], startAt: put.startAt, endAt: put.endAt, modes: [1, 3], rounds: 2, ...over });
      expectError(await edit({ rounds: 3 }), 409, ERR.CONFLICT, '已有学生作答，不能修改练习方式和轮数');
      expectError(await edit({ modes: [1] }), 409, ERR.CONFLICT, ['已有学生作答']);
      expectError(await edit({ clazzIds: [c2] }), 409, ERR.CONFLICT, '高一(1)班已有学生作答，不能取消布置');
      expectError(await edit({ clazzIds: [c1, c2, c3] }), 403, ERR.FORBIDDEN, ['不能布置给高一(3)班']);
      const longer = expectOk(await edit({ endAt: at(48 * HOUR) }));
      expect(longer.answered).toBe(true);
      expect(Date.parse(longer.endAt)).toBeGreaterThan(Date.parse(put.endAt));
      expectError(await call(english2, 'PUT', `/vocabulary/put/${put.putId}`, { clazzIds: [c3], startAt: put.startAt, endAt: put.endAt, modes: [1], rounds: 1 }), 403, ERR.FORBIDDEN, '只能查看和修改自己的布置');
      expectError(await call(otherEnglish, 'GET', `/vocabulary/put/${put.putId}`), 404, ERR.NOT_FOUND, '布置不存在');
    });

    it('reports by class, by student and by word, most-missed first with the wrong answers given', async () => {
      // A second student of 高一(1)班 misspells one word in round 1.
      const tok = await studentToken(studentOf[c1]![1]!.num);
      const p = expectOk(await ctx.call<TVocabPractice>({ method: 'GET', url: `/student/vocabulary/${put.putId}`, token: tok }));
      const target = p.items.find((i) => i.mode === 3)!;
      const targetWord = list.words.find((w) => w.wordId === target.wordId)!.word;
      expectOk(await ctx.call({ method: 'POST', url: `/student/vocabulary/${put.putId}/answer`, token: tok, payload: { round: 1, mode: 3, wordId: target.wordId, spelling: 'wrongly' } }));

      const results = expectOk(await call<TVocabResults>(english, 'GET', `/vocabulary/put/${put.putId}/results`));
      expect(results.itemsPerStudent).toBe(20);
      const [r1, r2] = results.clazzes;
      expect(r1).toMatchObject({ clazzId: c1, studentCount: 3, startedCount: 2, finishedCount: 0, completionRate: 0, answerCount: 11, correctCount: 8 });
      expect(r1!.accuracy).toBeCloseTo(8 / 11, 10);
      expect(r1!.modeAccuracy.map((m) => m.modeName)).toEqual(['英译汉', '拼写']);
      expect(r1!.modeAccuracy[0]!.accuracy).toBeCloseTo(4 / 5, 10);
      expect(r1!.modeAccuracy[1]!.accuracy).toBeCloseTo(4 / 6, 10);
      expect(r2).toMatchObject({ clazzId: c2, studentCount: 3, startedCount: 0, answerCount: 0, accuracy: null });
      expect(results.total).toMatchObject({ studentCount: 6, startedCount: 2, answerCount: 11 });

      const students = expectOk(await call<TVocabStudentReport>(english, 'GET', `/vocabulary/put/${put.putId}/students?clazzId=${c1}`));
      expect(students.students.map((x) => x.studentNum)).toEqual(studentOf[c1]!.map((x) => x.num));
      const [first, second, third] = students.students;
      expect(first).toMatchObject({ answerCount: 10, correctCount: 8, progress: 0.5, roundsDone: 1, finished: false });
      expect(first!.wrongWords.reduce((t, w) => t + w.wrongCount, 0)).toBe(2);
      expect(second).toMatchObject({ answerCount: 1, correctCount: 0, roundsDone: 0 });
      expect(second!.wrongWords).toEqual([{ wordId: target.wordId, word: targetWord, meaning: expect.any(String), wrongCount: 1 }]);
      expect(third).toMatchObject({ answerCount: 0, accuracy: null, lastAnsweredAt: null, progress: 0 });
      expectError(await call(english, 'GET', `/vocabulary/put/${put.putId}/students?clazzId=${c3}`), 404, ERR.NOT_FOUND, '该布置没有这个班级');

      const report = expectOk(await call<TVocabWordReport>(english, 'GET', `/vocabulary/put/${put.putId}/words?clazzId=${c1}`));
      expect(report.words).toHaveLength(5);
      const counts = report.words.map((w) => w.wrongCount);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      const missed = report.words.find((w) => w.wordId === target.wordId)!;
      expect(missed.wrongAnswers).toContainEqual({ mode: 3, modeName: '拼写', answer: 'wrongly', count: 1 });
      expect(report.words.reduce((t, w) => t + w.answerCount, 0)).toBe(11);
      expect(report.words.reduce((t, w) => t + w.wrongCount, 0)).toBe(3);

      const file = await ctx.app.inject({ method: 'GET', url: `/vocabulary/put/${put.putId}/download`, headers: { authorization: `Bearer ${english}` } });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-disposition']).toContain(encodeURIComponent('词汇练习报告_练习词表.xlsx'));
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
      expect(wb.worksheets.map((w) => w.name)).toEqual(['班级', '学生', '单词']);
      expect(wb.getWorksheet('学生')!.getRow(3).getCell(2).value).toBe(studentOf[c1]![0]!.num);
      expectError(await call(english2, 'GET', `/vocabulary/put/${put.putId}/results`), 403, ERR.FORBIDDEN);
    });

    it('deletes a put with its answers, after which the list can go', async () => {
      const db = ctx.database.db;
      expect((await db.select().from(vocabAttempt).where(eq(vocabAttempt.putId, put.putId))).length).toBe(11);
      expectError(await call(english2, 'DELETE', `/vocabulary/put/${put.putId}`), 403, ERR.FORBIDDEN);
      expectOk(await call(english, 'DELETE', `/vocabulary/put/${put.putId}`));
      expect((await db.select().from(vocabAttempt).where(eq(vocabAttempt.putId, put.putId))).length).toBe(0);
      expectOk(await call(english, 'DELETE', `/vocabulary/list/${list.listId}`));
      expect(await db.select().from(vocabList).where(eq(vocabList.id, list.listId))).toEqual([]);
    });
  });
});
