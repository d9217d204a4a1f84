import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ZClazz, ZClazzBrief, ZPrintResult, type TLengthTopic } from '@app/contract';
import { api } from '../../../test/api-mock';
import { btnName, findDialog, findToast, renderApp } from '../../../test/render';
import { PrintDialog, type PrintPaper } from './print-dialog';

const clazz = (clazzId: number, clazzName: string, grade: number) =>
  ZClazz.parse({ clazzId, clazzName, grade, gradeId: 10 + grade, gradeName: ['高一', '高二', '高三'][grade - 1], section: 2, teaching: 0, isAdmin: 0, studentCount: 45, teachingSubjectIds: [] });

const CLAZZES: Record<number, ReturnType<typeof clazz>[]> = {
  1: [clazz(31, '高一(1)班', 1), clazz(32, '高一(2)班', 1), clazz(33, '高一(3)班', 1)],
  2: [clazz(41, '高二(1)班', 2), clazz(42, '高二(2)班', 2)],
  3: [clazz(51, '高三(1)班', 3)],
};

const paper = (topics: TLengthTopic[] = [{ type: '单项填空', slaveCount: 0 }]): PrintPaper => ({ paperId: 9001, paperType: 2, paperName: '高一英语周练', subjectId: 8, grade: 1, topics });

const OWN = [ZClazzBrief.parse({ clazzId: 31, clazzName: '高一(1)班', grade: 1 })];

function openDialog(p: PrintPaper = paper(), own = OWN) {
  api.on('GET', '/base/clazz/from-teacher', own);
  api.on('GET', /^\/base\/clazz\/send-print\/\d\/8$/, (c) => CLAZZES[Number(c.path.split('/')[4])]);
  const onSent = vi.fn();
  renderApp(<PrintDialog open paper={p} onClose={() => undefined} onSent={onSent} />);
  const dialog = screen.getByRole('dialog', { name: '考试设置' });
  return { dialog, onSent, send: () => userEvent.click(within(dialog).getByRole('button', { name: btnName('发送打印') })) };
}

const radio = (dialog: HTMLElement, group: string, label: string) => within(within(dialog).getByRole('radiogroup', { name: group })).getByRole('radio', { name: new RegExp(label) }) as HTMLInputElement;
const selected = (dialog: HTMLElement) => within(within(dialog).getByRole('group', { name: '已选班级' })).queryAllByRole('button').map((b) => b.textContent);
const available = (dialog: HTMLElement) => within(within(dialog).getByRole('group', { name: '可选班级' })).queryAllByRole('button').map((b) => b.textContent);


async function fillValid(dialog: HTMLElement) {
  await userEvent.click(radio(dialog, '打印方式', '题卡分离'));
  await userEvent.click(radio(dialog, '试卷纸张', 'A3'));
  await userEvent.click(radio(dialog, '答题卡纸张', 'A3'));
  await userEvent.click(within(dialog).getByRole('textbox', { name: '考试日期' }));
  await userEvent.click(await screen.findByTitle('2026-03-16'));
  await userEvent.click(radio(dialog, '阅卷方式', '班级混合阅卷'));
}

beforeEach(() => {
  // Only the calendar is pinned (exam dates before yesterday are disabled); timers stay real.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 2, 15, 9, 0, 0));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('考试设置 (print settings): the options a teacher may choose', () => {
  it('题卡合一 and A4 are shown but disabled; 题卡分离 and A3 are the choices', () => {
    const { dialog } = openDialog();
    expect(radio(dialog, '打印方式', '题卡合一').disabled).toBe(true);
    expect(radio(dialog, '打印方式', '题卡分离').disabled).toBe(false);
    for (const group of ['试卷纸张', '答题卡纸张']) {
      expect(radio(dialog, group, 'A4').disabled).toBe(true);
      expect(radio(dialog, group, 'A3').disabled).toBe(false);
    }
  });

  it('starts from the paper name, 100 minutes, 周考, and the teacher’s own classes already picked', async () => {
    const { dialog } = openDialog();
    expect((within(dialog).getByRole('textbox', { name: '试卷名称' }) as HTMLInputElement).value).toBe('高一英语周练');
    expect((within(dialog).getByRole('spinbutton', { name: '考试时间' }) as HTMLInputElement).value).toBe('100');
    expect(within(dialog).getByTitle('周考')).toBeTruthy();
    await waitFor(() => expect(selected(dialog)).toEqual(['高一(1)班']));
    await waitFor(() => expect(available(dialog)).toEqual(['高一(2)班', '高一(3)班']));
  });

  it('exam dates before yesterday cannot be picked', async () => {
    const { dialog } = openDialog();
    await userEvent.click(within(dialog).getByRole('textbox', { name: '考试日期' }));
    const cell = async (date: string) => (await screen.findByTitle(date)).classList.contains('ant-picker-cell-disabled');
    expect(await cell('2026-03-13')).toBe(true);
    expect(await cell('2026-03-14')).toBe(false);
    expect(await cell('2026-03-15')).toBe(false);
  });
});

describe('考试设置: the checks before sending, in the spec’s order', () => {
  it('names the first missing setting each time, and sends nothing', async () => {
    const { dialog, send } = openDialog();
    await waitFor(() => expect(selected(dialog)).toEqual(['高一(1)班']));
    await send();
    expect(await findToast('打印方式不能为空')).toBeTruthy();
    await userEvent.click(radio(dialog, '打印方式', '题卡分离'));
    await send();
    expect(await findToast('试卷纸张不能为空')).toBeTruthy();
    await userEvent.click(radio(dialog, '试卷纸张', 'A3'));
    await send();
    expect(await findToast('答题卡纸张不能为空')).toBeTruthy();
    await userEvent.click(radio(dialog, '答题卡纸张', 'A3'));
    await userEvent.clear(within(dialog).getByRole('spinbutton', { name: '考试时间' }));
    await send();
    expect(await findToast('考试时间不能为空')).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: '考试时间' }), '90');
    await send();
    expect(await findToast('考试日期不能为空')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('textbox', { name: '考试日期' }));
    await userEvent.click(await screen.findByTitle('2026-03-16'));
    await send();
    expect(await findToast('阅卷方式不能为空')).toBeTruthy();
    await userEvent.click(radio(dialog, '阅卷方式', '班级单独阅卷'));
    await userEvent.click(within(within(dialog).getByRole('group', { name: '已选班级' })).getByRole('button', { name: '高一(1)班' }));
    await send();
    expect(await findToast('考试班级不能为空')).toBeTruthy();
    const name = within(dialog).getByRole('textbox', { name: '试卷名称' });
    await userEvent.clear(name);
    await userEvent.type(name, '   ');
    await send();
    expect(await findToast('试卷名称不能为空')).toBeTruthy();
    expect(api.callsTo('POST', '/paper/english/send-print')).toHaveLength(0);
  });

  it('a paper over an answer-sheet limit is blocked once the answer-sheet size is chosen', async () => {
    const tooMany = Array.from({ length: 26 }, () => ({ type: '单项填空', slaveCount: 0 }));
    const { dialog } = openDialog(paper(tooMany));
    const sendButton = within(dialog).getByRole('button', { name: btnName('发送打印') }) as HTMLButtonElement;
    expect(sendButton.disabled).toBe(false);
    await userEvent.click(radio(dialog, '答题卡纸张', 'A3'));
    expect(await findToast('单项填空题量超过25道，请去改编试卷，以满足打印要求')).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toBe('单项填空题量超过25道，请去改编试卷，以满足打印要求');
    expect(sendButton.disabled).toBe(true);
  });

  it('a paper within every limit is not blocked by the answer-sheet size', async () => {
    const atLimit = Array.from({ length: 25 }, () => ({ type: '单项填空', slaveCount: 0 }));
    const { dialog } = openDialog(paper(atLimit));
    await userEvent.click(radio(dialog, '答题卡纸张', 'A3'));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect((within(dialog).getByRole('button', { name: btnName('发送打印') }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('考试设置: sending', () => {
  it('sends the settings with the picked classes; 发送成功, then the downloads are offered', async () => {
    api.on(
      'POST',
      '/paper/english/send-print',
      ZPrintResult.parse({ paperId: 9001, status: 3, statusText: '发送打印', examGroupId: 7, examId: 71, paperUrl: '/files/p.docx', answerPaperUrl: '/files/pa.docx', answerSheetUrl: '/files/s.docx' }),
    );
    const { dialog, onSent, send } = openDialog();
    await waitFor(() => expect(available(dialog)).toEqual(['高一(2)班', '高一(3)班']));
    await userEvent.click(within(dialog).getByRole('button', { name: '高一(3)班' }));
    const name = within(dialog).getByRole('textbox', { name: '试卷名称' });
    await userEvent.clear(name);
    await userEvent.type(name, '  高一英语周练A卷 ');
    await fillValid(dialog);
    await send();
    await waitFor(() => expect(api.callsTo('POST', '/paper/english/send-print')).toHaveLength(1));
    expect(api.callsTo('POST', '/paper/english/send-print')[0]?.body).toEqual({
      paperId: 9001,
      paperType: 2,
      paperName: '高一英语周练A卷',
      answerType: 1,
      paperSize: 1,
      sheetSize: 1,
      examTime: 100,
      examDate: '2026-03-16',
      examType: 1,
      markType: '3',
      clazzIds: [31, 33],
    });
    const notice = await findDialog('提示');
    expect(within(notice).getByText('发送成功')).toBeTruthy();
    // The send button stays off so the paper is not sent twice while the dialogs close.
    expect((within(dialog).getByRole('button', { name: btnName('发送打印') }) as HTMLButtonElement).disabled).toBe(true);
    const downloads = await findDialog('试卷已发送打印', 4000);
    expect(within(downloads).getByText('“高一英语周练A卷”已发送打印，可下载试卷和答题卡：')).toBeTruthy();
    expect(within(downloads).getAllByRole('button').map((b) => b.textContent)).toEqual(expect.arrayContaining(['下载试卷', '下载试卷（含答案解析）', '下载答题卡']));
    expect(onSent).toHaveBeenCalledTimes(1);
  });

  it('a refused send shows 发送失败 with the server’s reason', async () => {
    api.fail('POST', '/paper/english/send-print', '考试日期不能早于昨天');
    const { dialog, onSent, send } = openDialog();
    await waitFor(() => expect(selected(dialog)).toEqual(['高一(1)班']));
    await fillValid(dialog);
    await send();
    const notice = await findDialog('提示');
    expect(within(notice).getByText('发送失败')).toBeTruthy();
    expect(within(notice).getByText('考试日期不能早于昨天')).toBeTruthy();
    expect(onSent).not.toHaveBeenCalled();
  });
});

describe('班级 picking', () => {
  it('clicking moves a class between available and picked', async () => {
    const { dialog } = openDialog();
    await waitFor(() => expect(available(dialog)).toEqual(['高一(2)班', '高一(3)班']));
    await userEvent.click(within(dialog).getByRole('button', { name: '高一(2)班' }));
    expect(selected(dialog)).toEqual(['高一(1)班', '高一(2)班']);
    expect(available(dialog)).toEqual(['高一(3)班']);
    await userEvent.click(within(within(dialog).getByRole('group', { name: '已选班级' })).getByRole('button', { name: '高一(1)班' }));
    expect(selected(dialog)).toEqual(['高一(2)班']);
    expect(available(dialog)).toEqual(['高一(1)班', '高一(3)班']);
  });

  it('a paper of unknown grade offers grade tabs 高一/高二/高三 for grades 1/2/3', async () => {
    const { dialog } = openDialog({ ...paper(), grade: null });
    await waitFor(() => expect(available(dialog)).toEqual(['高一(2)班', '高一(3)班']));
    await userEvent.click(within(dialog).getByRole('tab', { name: '高二' }));
    await waitFor(() => expect(available(dialog)).toEqual(['高二(1)班', '高二(2)班']));
  });

  it('a paper of a grade pre-selects and offers only that grade’s classes (the server accepts no other)', async () => {
    const own = [31, 41].map((id) => ZClazzBrief.parse({ clazzId: id, clazzName: id === 31 ? '高一(1)班' : '高二(1)班', grade: id === 31 ? 1 : 2 }));
    const { dialog } = openDialog(paper(), own);
    await waitFor(() => expect(selected(dialog)).toEqual(['高一(1)班']));
    await waitFor(() => expect(available(dialog)).toEqual(['高一(2)班', '高一(3)班']));
    expect(within(dialog).getAllByRole('tab').map((t) => t.textContent)).toEqual(['高一']);
    await userEvent.type(within(dialog).getByRole('searchbox', { name: '搜索班级' }), '(1)班');
    await waitFor(() => expect(available(dialog)).toEqual([]));
    expect(api.callsTo('GET', /^\/base\/clazz\/send-print\/[23]\//)).toEqual([]);
  });

  it('a paper of unknown grade pre-selects the own classes of one grade only', async () => {
    const own = [ZClazzBrief.parse({ clazzId: 42, clazzName: '高二(2)班', grade: 2 }), ZClazzBrief.parse({ clazzId: 31, clazzName: '高一(1)班', grade: 1 })];
    const { dialog } = openDialog({ ...paper(), grade: null }, own);
    await waitFor(() => expect(selected(dialog)).toEqual(['高二(2)班']));
  });

  it('a paper of unknown grade opens on the grade of the teacher’s own classes', async () => {
    const { dialog } = openDialog({ ...paper(), grade: null }, [ZClazzBrief.parse({ clazzId: 42, clazzName: '高二(2)班', grade: 2 })]);
    await waitFor(() => expect(selected(dialog)).toEqual(['高二(2)班']));
    await waitFor(() => expect(available(dialog)).toEqual(['高二(1)班']));
    expect(within(dialog).getByRole('tab', { name: '高二' }).getAttribute('aria-selected')).toBe('true');
  });

  it('the search looks through every grade by part of the name, leaving out picked classes (paper of unknown grade)', async () => {
    const { dialog } = openDialog({ ...paper(), grade: null });
    await waitFor(() => expect(selected(dialog)).toEqual(['高一(1)班']));
    await waitFor(() => expect(api.callsTo('GET', /^\/base\/clazz\/send-print\//)).toHaveLength(3));
    await userEvent.type(within(dialog).getByRole('searchbox', { name: '搜索班级' }), '(1)班');
    await waitFor(() => expect(available(dialog)).toEqual(['高二(1)班', '高三(1)班']));
  });
});
