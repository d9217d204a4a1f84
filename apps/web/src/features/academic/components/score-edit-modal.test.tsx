import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ZQuestionView, ZStudentAnswers, type TQuestionView } from '@app/contract';
import { api } from '../../../../test/api-mock';
import { btnName, findDialog, findToast, renderApp } from '../../../../test/render';
import { ReviewRequestModal } from './review-request-modal';
import { ScoreEditModal } from './score-edit-modal';

const question = (questionId: number, questionNo: string, objective: boolean, fullScore: number, options: string | null = null): TQuestionView =>
  ZQuestionView.parse({
    questionId,
    idx: questionId,
    questionNo,
    objective,
    choiceKind: objective ? (options === 'ABCD' ? 'single' : 'multiple') : null,
    options,
    answerKey: objective ? 'A' : null,
    fullScore,
    partialScore: 0,
    knowledgePointIds: [],
    knowledgePoints: [],
  });

const PAPER = [question(1, '1', true, 5, 'ABCD'), question(2, '2', true, 5, 'ABCDE'), question(17, '17', false, 12)];

const ANSWERS = ZStudentAnswers.parse({
  exam: { examId: 71, examGroupId: 7, name: '高一3月月考', type: 3, typeName: '月考', examDate: '2026-03-10', subjectId: 3, subjectName: '数学', fullScore: 22 },
  clazzId: 31,
  clazzName: '高一(1)班',
  studentId: 5001,
  studentName: '李明',
  studentNum: '2025001',
  missExam: false,
  total: 13,
  clazzRank: 5,
  gradeRank: 30,
  questions: [
    { questionId: 1, questionNo: '1', objective: true, answerKey: 'A', answer: 'A', score: 5, fullScore: 5, gradeScoringRate: 0.8, knowledgePoints: [] },
    { questionId: 2, questionNo: '2', objective: true, answerKey: 'AC', answer: 'A', score: 2, fullScore: 5, gradeScoringRate: 0.5, knowledgePoints: [] },
    { questionId: 17, questionNo: '17', objective: false, answerKey: null, answer: null, score: 6, fullScore: 12, gradeScoringRate: 0.6, knowledgePoints: [] },
  ],
});

async function openScoreEdit() {
  api.on('GET', '/academic/exam/71/paper', PAPER);
  api.on('GET', '/academic/exam/71/student/5001/answer', ANSWERS);
  const onClose = vi.fn();
  renderApp(<ScoreEditModal examId={71} target={{ studentId: 5001, studentName: '李明' }} onClose={onClose} />);
  const dialog = await findDialog('修改成绩：李明');
  await within(dialog).findByRole('form', { name: '修改成绩' });
  await waitFor(() => expect((within(dialog).getByRole('textbox', { name: '第1题作答' }) as HTMLInputElement).value).toBe('A'));
  return { dialog, onClose, save: () => userEvent.click(within(dialog).getByRole('button', { name: btnName('保存') })) };
}

describe('修改成绩', () => {
  it('a reason is required (it goes into the audit trail)', async () => {
    const { dialog, save } = await openScoreEdit();
    await userEvent.type(within(dialog).getByPlaceholderText('例如：主观题漏判，复核后更正'), '   ');
    await save();
    expect(await within(dialog).findByText('请填写修改原因')).toBeTruthy();
    expect(api.callsTo('PUT', '/academic/exam/71/score')).toHaveLength(0);
  });

  it('an objective answer may only use the question’s option letters', async () => {
    const { dialog, save } = await openScoreEdit();
    const answer = within(dialog).getByRole('textbox', { name: '第1题作答' });
    await userEvent.clear(answer);
    await userEvent.type(answer, 'E');
    await userEvent.type(within(dialog).getByPlaceholderText('例如：主观题漏判，复核后更正'), '涂卡识别错误');
    await save();
    expect(await within(dialog).findByText('只能填写ABCD中的字母')).toBeTruthy();
    expect(api.callsTo('PUT', '/academic/exam/71/score')).toHaveLength(0);
    // Question 2 has five options: E is a letter of it.
    expect(within(dialog).queryByText('只能填写ABCDE中的字母')).toBeNull();
  });

  it('a subjective score must be whole or half points, as the server checks', async () => {
    const { dialog, save } = await openScoreEdit();
    const score = within(dialog).getByRole('spinbutton', { name: '第17题得分' });
    await userEvent.clear(score);
    await userEvent.type(score, '2.3');
    await userEvent.type(within(dialog).getByPlaceholderText('例如：主观题漏判，复核后更正'), '复核');
    await save();
    expect(await within(dialog).findByText('第17题分数须为0.5的整数倍')).toBeTruthy();
    expect(api.callsTo('PUT', '/academic/exam/71/score')).toHaveLength(0);
  });

  it('sends answers in capitals (blank as none) for objective questions and scores for subjective ones', async () => {
    api.on('PUT', '/academic/exam/71/score', null);
    const { dialog, onClose, save } = await openScoreEdit();
    await userEvent.clear(within(dialog).getByRole('textbox', { name: '第1题作答' }));
    const second = within(dialog).getByRole('textbox', { name: '第2题作答' });
    await userEvent.clear(second);
    await userEvent.type(second, 'ac');
    const score = within(dialog).getByRole('spinbutton', { name: '第17题得分' });
    await userEvent.clear(score);
    await userEvent.type(score, '9.5');
    await userEvent.type(within(dialog).getByPlaceholderText('例如：主观题漏判，复核后更正'), '主观题漏判');
    await save();
    await waitFor(() => expect(api.callsTo('PUT', '/academic/exam/71/score')).toHaveLength(1));
    expect(api.callsTo('PUT', '/academic/exam/71/score')[0]?.body).toEqual({ studentId: 5001, reason: '主观题漏判', answers: [null, 'AC', null], scores: [0, 0, 9.5] });
    expect(await findToast('成绩已修改，报告已更新')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });
});

describe('申请复核', () => {
  function openReview() {
    renderApp(<ReviewRequestModal examId={71} studentId={5001} studentName="李明" question={{ questionId: 17, questionNo: '17', score: 6, fullScore: 12 }} onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog');
    return { dialog, submit: () => userEvent.click(within(dialog).getByRole('button', { name: btnName('提交申请') })) };
  }

  it('needs a reason', async () => {
    const { dialog, submit } = openReview();
    await submit();
    expect(await within(dialog).findByText('请填写复核原因')).toBeTruthy();
    expect(api.callsTo('POST', '/academic/exam/71/review')).toHaveLength(0);
  });

  it('sends the trimmed reason and the proposed score', async () => {
    api.on('POST', '/academic/exam/71/review', { reviewId: 1 });
    const { dialog, submit } = openReview();
    expect(within(dialog).getByText(/李明 · 当前得分 6 \/ 12 分/)).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('textbox', { name: '申请原因' }), '  第二步推导正确  ');
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: '建议分数' }), '8');
    await submit();
    await waitFor(() => expect(api.callsTo('POST', '/academic/exam/71/review')).toHaveLength(1));
    expect(api.callsTo('POST', '/academic/exam/71/review')[0]?.body).toEqual({ studentId: 5001, questionId: 17, reason: '第二步推导正确', proposedScore: 8 });
    expect(await findToast('复核申请已提交，可在“成绩复核”中查看处理结果')).toBeTruthy();
  });
});
