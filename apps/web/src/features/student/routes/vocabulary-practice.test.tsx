import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router';
import type { TStudentTask } from '@app/contract';
import type { TVocabAnswerResult, TVocabItem, TVocabPractice } from '@app/contract/vocabulary';
import { api } from '../../../../test/api-mock';
import { currentLocation, renderApp } from '../../../../test/render';
import { studentSession } from '../api/client';
import StudentHomePage from './home';
import VocabularyPracticePage, { AUTO_NEXT_MS } from './vocabulary-practice';

const PRACTICE = '/student/vocabulary/7';
const ANSWER = '/student/vocabulary/7/answer';

const apple: TVocabItem = {
  round: 1,
  mode: 1,
  wordId: 11,
  prompt: 'apple',
  phonetic: '/ˈæpl/',
  pos: ['n.'],
  options: [
    { wordId: 12, text: '香蕉' },
    { wordId: 11, text: '苹果' },
    { wordId: 13, text: '樱桃' },
    { wordId: 14, text: '橙子' },
  ],
  result: null,
};
const banana: TVocabItem = {
  round: 1,
  mode: 2,
  wordId: 12,
  prompt: '香蕉',
  phonetic: '/bəˈnɑːnə/',
  pos: ['n.'],
  options: [
    { wordId: 14, text: 'orange' },
    { wordId: 12, text: 'banana' },
    { wordId: 11, text: 'apple' },
    { wordId: 13, text: 'cherry' },
  ],
  result: null,
};
const cherry: TVocabItem = { round: 1, mode: 3, wordId: 13, prompt: '樱桃', phonetic: '/ˈtʃeri/', pos: ['n.'], options: [], result: null };

function practice(over: Partial<TVocabPractice> = {}): TVocabPractice {
  return {
    putId: 7,
    title: 'Unit 1 水果',
    startAt: '2026-11-20T00:00:00.000Z',
    endAt: '2030-12-31T10:00:00.000Z',
    open: true,
    modes: [1, 2, 3],
    rounds: 1,
    round: 1,
    itemsPerRound: 3,
    answeredCount: 0,
    correctCount: 0,
    finished: false,
    items: [apple, banana, cherry],
    ...over,
  };
}

function result(over: Partial<TVocabAnswerResult>): TVocabAnswerResult {
  return { correct: true, answer: '', correctAnswer: '', repeated: false, answeredCount: 1, itemsPerRound: 3, roundDone: false, finished: false, ...over };
}

const item = () => screen.getByRole('region', { name: '题目' });
const render = () => renderApp(<VocabularyPracticePage />, { route: PRACTICE, path: '/student/vocabulary/:putId' });

describe('词汇练习 (student)', () => {
  beforeEach(() => studentSession.setToken('stu-token'));

  it('answers a choice item right and another wrong, with the server’s verdict and the next item', async () => {
    api.on('GET', PRACTICE, practice());
    api.on('POST', ANSWER, (c) => {
      const b = c.body as { mode: number; choiceWordId: number };
      return b.mode === 1
        ? result({ correct: true, answer: '苹果', correctAnswer: '苹果', answeredCount: 1 })
        : result({ correct: false, answer: 'orange', correctAnswer: 'banana', answeredCount: 2 });
    });
    render();
    const head = await screen.findByRole('region', { name: '练习进度' });
    expect(within(head).getByRole('heading').textContent).toBe('Unit 1 水果');
    expect(head.textContent).toContain('第1轮 / 共1轮');
    expect(head.textContent).toContain('截止 2030-12-31 18:00');
    expect(head.textContent).toContain('已答 0 / 3');
    // 英译汉: the word big, its phonetic and part of speech, four meanings.
    expect(item().textContent).toContain('apple');
    expect(item().textContent).toContain('/ˈæpl/');
    expect(within(item()).getAllByRole('button').map((b) => b.textContent)).toEqual(['香蕉', '苹果', '樱桃', '橙子']);

    await userEvent.click(within(item()).getByRole('button', { name: '苹果' }));
    expect((await within(item()).findByRole('status')).textContent).toContain('回答正确');
    expect(api.callsTo('POST', ANSWER)[0]!.body).toEqual({ round: 1, mode: 1, wordId: 11, choiceWordId: 11 });
    expect(within(item()).getByRole('button', { name: '苹果' }).className).toContain('is-right');
    expect(head.textContent).toContain('已答 1 / 3');
    expect(head.textContent).toContain('答对 1');

    await userEvent.click(within(item()).getByRole('button', { name: '下一题' }));
    // 汉译英: the meaning and four words; the phonetic would tell the word, so it is not shown.
    expect(item().textContent).toContain('选出对应的英文单词');
    expect(item().querySelector('.vocab-meaning')?.textContent).toBe('香蕉');
    expect(item().textContent).not.toContain('/bəˈnɑːnə/');
    await userEvent.click(within(item()).getByRole('button', { name: 'orange' }));
    const verdict = await within(item()).findByRole('status');
    expect(verdict.textContent).toContain('回答错误');
    expect(verdict.textContent).toContain('正确答案：banana');
    expect(verdict.textContent).toContain('你的答案：orange');
    expect(within(item()).getByRole('button', { name: 'orange' }).className).toContain('is-wrong');
    expect(within(item()).getByRole('button', { name: 'banana' }).className).toContain('is-right');
    expect(api.callsTo('POST', ANSWER)[1]!.body).toEqual({ round: 1, mode: 2, wordId: 12, choiceWordId: 14 });
    expect(head.textContent).toContain('已答 2 / 3');
    expect(head.textContent).toContain('答对 1');

    await userEvent.click(within(item()).getByRole('button', { name: '下一题' }));
    expect(within(item()).getByLabelText('拼写单词')).toBeTruthy();
  });

  it('goes on by itself after a right answer', async () => {
    api.on('GET', PRACTICE, practice());
    api.on('POST', ANSWER, result({ correct: true, answer: '苹果', correctAnswer: '苹果' }));
    render();
    await userEvent.click(await screen.findByRole('button', { name: '苹果' }));
    await within(item()).findByRole('status');
    const started = Date.now();
    await waitFor(() => expect(item().textContent).toContain('选出对应的英文单词'), { timeout: AUTO_NEXT_MS + 1500 });
    expect(Date.now() - started).toBeGreaterThan(AUTO_NEXT_MS - 300);
    expect(within(item()).queryByRole('status')).toBeNull();
  });

  it('submits a spelling with Enter, the phone’s corrections off', async () => {
    api.on('GET', PRACTICE, practice({ items: [{ ...apple, result: { correct: true, answer: '苹果', correctAnswer: '苹果' } }, { ...banana, result: { correct: true, answer: 'banana', correctAnswer: 'banana' } }, cherry], answeredCount: 2, correctCount: 2 }));
    api.on('POST', ANSWER, result({ correct: false, answer: 'chery', correctAnswer: 'cherry', answeredCount: 3, roundDone: true, finished: true }));
    render();
    const input = await screen.findByLabelText('拼写单词');
    expect(item().textContent).toContain('樱桃');
    expect(item().textContent).toContain('/ˈtʃeri/');
    expect(input.getAttribute('autocapitalize')).toBe('off');
    expect(input.getAttribute('autocorrect')).toBe('off');
    expect(input.getAttribute('spellcheck')).toBe('false');
    // Enter on an empty box asks for the word and sends nothing.
    await userEvent.type(input, '{Enter}');
    expect(within(item()).getByRole('alert').textContent).toBe('请先输入单词');
    await userEvent.type(input, 'chery{Enter}');
    const verdict = await within(item()).findByRole('status');
    expect(verdict.textContent).toContain('正确答案：cherry');
    expect(verdict.textContent).toContain('你的答案：chery');
    expect(api.callsTo('POST', ANSWER).map((c) => c.body)).toEqual([{ round: 1, mode: 3, wordId: 13, spelling: 'chery' }]);
    // The last item of the last round: the totals come next.
    await userEvent.click(within(item()).getByRole('button', { name: '查看练习结果' }));
    const done = await screen.findByRole('region', { name: '练习结果' });
    expect(done.textContent).toContain('已完成');
    expect(done.textContent).toContain('1轮共 3 题，答对 2 题，正确率 67%');
    expect(within(done).getByRole('list', { name: '答错的单词' }).textContent).toContain('cherry');
    await userEvent.click(within(done).getByRole('button', { name: '返回任务列表' }));
    expect(currentLocation()).toBe('/student');
  });

  it('ends a round with its result and the wrong words, then starts the next round', async () => {
    const r1 = practice({
      rounds: 2,
      itemsPerRound: 2,
      modes: [1, 2],
      items: [{ ...apple, result: { correct: false, answer: '香蕉', correctAnswer: '苹果' } }, banana],
      answeredCount: 1,
    });
    const r2 = practice({ rounds: 2, round: 2, itemsPerRound: 2, modes: [1, 2], items: [{ ...banana, round: 2 }, { ...apple, round: 2 }], answeredCount: 2, correctCount: 1 });
    api.on('GET', PRACTICE, (c) => (c.query.get('round') === '2' ? r2 : r1));
    api.on('POST', ANSWER, result({ correct: true, answer: 'banana', correctAnswer: 'banana', answeredCount: 2, itemsPerRound: 2, roundDone: true }));
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'banana' }));
    await within(item()).findByRole('status');
    await userEvent.click(within(item()).getByRole('button', { name: '查看本轮结果' }));

    const summary = await screen.findByRole('region', { name: '本轮结果' });
    expect(summary.textContent).toContain('第1轮完成');
    expect(summary.textContent).toContain('本轮正确 1 / 2');
    const wrong = within(summary).getByRole('list', { name: '答错的单词' });
    expect(wrong.textContent).toContain('apple');
    expect(wrong.textContent).toContain('苹果');
    await userEvent.click(within(summary).getByRole('button', { name: '开始第2轮' }));

    await waitFor(() => expect(screen.getByRole('region', { name: '练习进度' }).textContent).toContain('第2轮 / 共2轮'));
    expect(api.callsTo('GET', PRACTICE).map((c) => c.query.get('round'))).toEqual([null, '2']);
    expect(item().querySelector('.vocab-meaning')?.textContent).toBe('香蕉');
    expect(screen.getByRole('region', { name: '练习进度' }).textContent).toContain('已答 0 / 2');
  });

  it('starts another task afresh: its own first unfinished round', async () => {
    const r1 = practice({ rounds: 2, itemsPerRound: 1, modes: [1], items: [{ ...apple, result: null }] });
    api.on('GET', PRACTICE, (c) => (c.query.get('round') === '2' ? practice({ rounds: 2, round: 2, itemsPerRound: 1, modes: [1], items: [{ ...apple, round: 2 }] }) : r1));
    api.on('POST', ANSWER, result({ correct: true, answer: '苹果', correctAnswer: '苹果', itemsPerRound: 1, roundDone: true }));
    api.on('GET', '/student/vocabulary/8', practice({ putId: 8, title: '另一个练习', rounds: 3 }));
    const Other = () => {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => navigate('/student/vocabulary/8')}>
          去另一个练习
        </button>
      );
    };
    renderApp(
      <>
        <VocabularyPracticePage />
        <Other />
      </>,
      { route: PRACTICE, path: '/student/vocabulary/:putId' },
    );
    await userEvent.click(await screen.findByRole('button', { name: '苹果' }));
    await userEvent.click(await within(item()).findByRole('button', { name: '查看本轮结果' }));
    await userEvent.click(await screen.findByRole('button', { name: '开始第2轮' }));
    await waitFor(() => expect(screen.getByRole('region', { name: '练习进度' }).textContent).toContain('第2轮 / 共2轮'));
    await userEvent.click(screen.getByRole('button', { name: '去另一个练习' }));
    await waitFor(() => expect(screen.getByRole('region', { name: '练习进度' }).textContent).toContain('另一个练习'));
    expect(screen.getByRole('region', { name: '练习进度' }).textContent).toContain('第1轮 / 共3轮');
    expect(api.callsTo('GET', '/student/vocabulary/8').map((c) => c.query.get('round'))).toEqual([null]);
  });

  it('opens a finished practice on its totals', async () => {
    const answered = (it: TVocabItem, correct: boolean, answer: string, correctAnswer: string): TVocabItem => ({ ...it, round: 2, result: { correct, answer, correctAnswer } });
    api.on(
      'GET',
      PRACTICE,
      practice({
        rounds: 2,
        round: 2,
        finished: true,
        answeredCount: 6,
        correctCount: 5,
        items: [answered(apple, true, '苹果', '苹果'), answered(banana, true, 'banana', 'banana'), answered(cherry, false, 'chery', 'cherry')],
      }),
    );
    render();
    const done = await screen.findByRole('region', { name: '练习结果' });
    expect(done.textContent).toContain('2轮共 6 题，答对 5 题，正确率 83%');
    expect(done.textContent).toContain('本轮正确 2 / 3');
    expect(within(done).getByRole('list', { name: '答错的单词' }).textContent).toBe('cherry/ˈtʃeri/樱桃');
    expect(screen.queryByRole('region', { name: '题目' })).toBeNull();
  });

  it('shows a resent answer’s stored result', async () => {
    api.on('GET', PRACTICE, practice());
    api.on('POST', ANSWER, result({ correct: false, answer: '香蕉', correctAnswer: '苹果', repeated: true }));
    render();
    await userEvent.click(await screen.findByRole('button', { name: '樱桃' }));
    const verdict = await within(item()).findByRole('status');
    expect(verdict.textContent).toContain('之前已经答过');
    expect(verdict.textContent).toContain('你的答案：香蕉');
    expect(screen.getByRole('region', { name: '练习进度' }).textContent).toContain('已答 1 / 3');
  });

  it('shows a refused answer (the practice just closed) with a way back to the list', async () => {
    api.on('GET', PRACTICE, practice());
    api.fail('POST', ANSWER, '练习已结束，不能再作答', '40901');
    render();
    await userEvent.click(await screen.findByRole('button', { name: '苹果' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('练习已结束，不能再作答');
    expect(within(item()).queryByRole('status')).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: '返回任务列表' }));
    expect(currentLocation()).toBe('/student');
  });

  it('explains an ended practice and shows the answers read only', async () => {
    api.on(
      'GET',
      PRACTICE,
      practice({ open: false, endAt: '2026-11-25T10:00:00.000Z', answeredCount: 1, correctCount: 0, items: [{ ...apple, result: { correct: false, answer: '香蕉', correctAnswer: '苹果' } }, banana, cherry] }),
    );
    render();
    const closed = await screen.findByRole('region', { name: '练习状态' });
    expect(closed.textContent).toContain('练习已结束');
    expect(closed.textContent).toContain('练习已于 2026-11-25 18:00 结束');
    expect(closed.textContent).toContain('共答 1 / 3 题，答对 0 题');
    expect(closed.textContent).toContain('本轮正确 0 / 3');
    expect(within(closed).getByRole('list', { name: '答错的单词' }).textContent).toContain('apple');
    // Every item of the round, folded away.
    await userEvent.click(within(closed).getByText('第1轮全部作答记录'));
    const answers = within(closed).getByRole('list', { name: '作答记录' });
    expect(answers.textContent).toContain('香蕉（正确答案：苹果）');
    expect(answers.textContent).toContain('未作答');
    expect(screen.queryByRole('region', { name: '题目' })).toBeNull();
  });

  it('explains a practice not started yet', async () => {
    api.on('GET', PRACTICE, practice({ open: false, startAt: '2030-01-01T00:00:00.000Z' }));
    render();
    const closed = await screen.findByRole('region', { name: '练习状态' });
    expect(closed.textContent).toContain('练习未开始');
    expect(closed.textContent).toContain('开始时间：2030-01-01 08:00');
    expect(screen.queryByRole('region', { name: '题目' })).toBeNull();
  });

  it('shows a practice the server refuses (not the student’s) with a way back', async () => {
    api.fail('GET', PRACTICE, '练习不存在', '40401');
    render();
    expect((await screen.findByRole('alert')).textContent).toBe('练习不存在');
    await userEvent.click(screen.getByRole('button', { name: '返回任务列表' }));
    expect(currentLocation()).toBe('/student');
  });
});

describe('学生端 task list', () => {
  beforeEach(() => studentSession.setToken('stu-token'));

  it('opens a vocabulary task’s practice', async () => {
    const tasks: TStudentTask[] = [{ kind: 'vocabulary', id: 7, title: '词汇练习：Unit 1 水果', dueAt: '2030-12-31T10:00:00.000Z', status: 'doing' }];
    api.on('GET', '/student/me', { studentId: 1, name: '张三', studentNum: '202620101', clazzId: 1, clazzName: '高一(1)班', gradeName: '高一', schoolName: '示范中学', mustChangePassword: 0 });
    api.on('GET', '/student/tasks', tasks);
    renderApp(<StudentHomePage />, { route: '/student' });
    const task = await screen.findByRole('button', { name: /Unit 1 水果/ });
    expect(task.textContent).toContain('进行中');
    expect(task.textContent).toContain('截止 2030-12-31 18:00');
    await userEvent.click(task);
    expect(currentLocation()).toBe('/student/vocabulary/7');
  });
});
