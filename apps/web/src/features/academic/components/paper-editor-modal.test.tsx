import { describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ZExamDetail, ZKnowledgePoint, ZQuestionView } from '@app/contract';
import { api } from '../../../../test/api-mock';
import { btnName, buttonTexts, findDialog, renderApp } from '../../../../test/render';
import { PaperEditorModal } from './paper-editor-modal';

const PAPER = [
  ZQuestionView.parse({ questionId: 1, idx: 1, questionNo: '1', objective: true, choiceKind: 'single', options: 'ABCD', answerKey: 'B', fullScore: 5, partialScore: 0, knowledgePointIds: [], knowledgePoints: [] }),
  ZQuestionView.parse({ questionId: 17, idx: 2, questionNo: '17', objective: false, choiceKind: null, options: null, answerKey: null, fullScore: 12, partialScore: 0, knowledgePointIds: [], knowledgePoints: [] }),
];

async function openEditor(canManage: boolean, studentCount: number) {
  api.on('GET', '/academic/exam/72/paper', PAPER);
  api.on(
    'GET',
    '/academic/exam/72',
    ZExamDetail.parse({ examId: 72, examGroupId: 7, name: '高一3月月考', type: 3, typeName: '月考', examDate: '2026-03-10', subjectId: 3, subjectName: '数学', fullScore: 17, inMarking: false, clazzes: [] }),
  );
  api.on('GET', '/academic/knowledge-points', [ZKnowledgePoint.parse({ kpId: 900, name: '函数', parentId: null, subjectId: 3 })]);
  renderApp(<PaperEditorModal exam={{ examId: 72, subjectName: '数学', groupName: '高一3月月考', studentCount }} canManage={canManage} onClose={() => undefined} />);
  const dialog = await findDialog('试卷结构 · 高一3月月考 · 数学');
  // A scrolling table draws its header and body as two tables.
  await within(dialog).findAllByRole('table', { name: '试卷结构' });
  await waitFor(() => expect((within(dialog).getByRole('textbox', { name: '第1行答案' }) as HTMLInputElement).value).toBe('B'));
  return dialog;
}

const footer = (dialog: HTMLElement) => buttonTexts(dialog.querySelector<HTMLElement>('.ant-modal-footer')!);

describe('试卷结构: who may change it and when', () => {
  it('a teacher who does not manage the exam only views it', async () => {
    const dialog = await openEditor(false, 0);
    expect(within(dialog).getByText('只有考试创建人、年级组长或校长可以修改试卷结构')).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: '第1行答案' }) as HTMLInputElement).disabled).toBe(true);
    expect((within(dialog).getByRole('spinbutton', { name: '第2行满分' }) as HTMLInputElement).disabled).toBe(true);
    expect(within(dialog).queryByRole('button', { name: /添加一题/ })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: '删除第1行' })).toBeNull();
    expect(footer(dialog)).toEqual(['关闭']);
  });

  it('once scores are imported even a manager cannot change it', async () => {
    const dialog = await openEditor(true, 90);
    expect(within(dialog).getByText('该学科已导入成绩，试卷结构不能再修改')).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: '第1行答案' }) as HTMLInputElement).disabled).toBe(true);
    expect(footer(dialog)).toEqual(['关闭']);
  });

  it('a manager edits it before scores are imported', async () => {
    const dialog = await openEditor(true, 0);
    expect(within(dialog).queryByText(/试卷结构不能再修改|只有考试创建人/)).toBeNull();
    expect((within(dialog).getByRole('textbox', { name: '第1行答案' }) as HTMLInputElement).disabled).toBe(false);
    expect(within(dialog).getByRole('button', { name: '删除第1行' })).toBeTruthy();
    expect(footer(dialog)).toEqual(['取消', '保存试卷结构']);
    expect(within(dialog).getByText(/共 2 题，满分/).textContent).toContain('17');
  });
});

describe('试卷结构: the checks before saving', () => {
  it('lists what is wrong by row and saves nothing', async () => {
    const dialog = await openEditor(true, 0);
    const answer = within(dialog).getByRole('textbox', { name: '第1行答案' });
    await userEvent.clear(answer);
    await userEvent.type(answer, 'E');
    await userEvent.click(within(dialog).getByRole('button', { name: btnName('保存试卷结构') }));
    expect(await within(dialog).findByText('试卷结构有误，未保存')).toBeTruthy();
    expect(within(dialog).getByText('第1行：第1题的答案不在选项范围内')).toBeTruthy();
    expect(api.callsTo('PUT', '/academic/exam/72/paper')).toHaveLength(0);
  });

  it('a new question takes the next number and its answer is saved in capitals', async () => {
    api.on('PUT', '/academic/exam/72/paper', PAPER);
    const dialog = await openEditor(true, 0);
    await userEvent.click(within(dialog).getByRole('button', { name: /添加一题/ }));
    const answer = within(dialog).getByRole('textbox', { name: '第3行答案' });
    await userEvent.type(answer, 'c');
    await userEvent.click(within(dialog).getByRole('button', { name: btnName('保存试卷结构') }));
    await waitFor(() => expect(api.callsTo('PUT', '/academic/exam/72/paper')).toHaveLength(1));
    const body = api.callsTo('PUT', '/academic/exam/72/paper')[0]?.body as { questions: unknown[] };
    expect(body.questions).toHaveLength(3);
    expect(body.questions[2]).toEqual({ questionNo: '18', objective: true, choiceKind: 'single', options: 'ABCD', answerKey: 'C', fullScore: 5, partialScore: 0, knowledgePointIds: [] });
  });
});
