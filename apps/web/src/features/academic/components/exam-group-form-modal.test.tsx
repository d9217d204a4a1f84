import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SENIOR_SUBJECTS, type TExamGroupView } from '@app/contract';
import { examGroup, VISIBLE_CLAZZES } from '../../../../test/academic-fixtures';
import { api } from '../../../../test/api-mock';
import { btnName, findToast, renderApp } from '../../../../test/render';
import { ExamGroupFormModal } from './exam-group-form-modal';

function openForm(group: TExamGroupView | null = null, defaultSubjectId: number | null = 3) {
  const onClose = vi.fn();
  renderApp(<ExamGroupFormModal open group={group} clazzes={VISIBLE_CLAZZES} subjects={[...SENIOR_SUBJECTS]} defaultSubjectId={defaultSubjectId} onClose={onClose} />);
  const dialog = screen.getByRole('dialog');
  return { dialog, onClose, save: () => userEvent.click(within(dialog).getByRole('button', { name: btnName('保存') })) };
}

const classBoxes = (dialog: HTMLElement) => within(within(dialog).getByRole('group', { name: '班级' })).getAllByRole('checkbox') as HTMLInputElement[];
const subjectBox = (dialog: HTMLElement, name: string) => within(within(dialog).getByRole('group', { name: '学科' })).getByRole('checkbox', { name }) as HTMLInputElement;

beforeEach(() => {
  // A new exam is dated today: pin the calendar only.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 2, 15, 9, 0, 0));
});

describe('新建考试 form', () => {
  it('needs a name and at least one class; nothing is sent until then', async () => {
    const { dialog, save } = openForm();
    await save();
    expect(await within(dialog).findByText('请填写考试名称')).toBeTruthy();
    expect(within(dialog).getByText('请至少选择一个班级')).toBeTruthy();
    expect(api.callsTo('POST', '/academic/exam-group')).toHaveLength(0);
  });

  it('needs at least one subject', async () => {
    const { dialog, save } = openForm();
    await userEvent.click(subjectBox(dialog, '数学'));
    await save();
    expect(await within(dialog).findByText('请至少选择一个学科')).toBeTruthy();
  });

  it('offers the classes of the chosen grade only, and 全选 takes them all', async () => {
    const { dialog } = openForm();
    await waitFor(() => expect(classBoxes(dialog).map((c) => c.closest('label')?.textContent)).toEqual(['高一(1)班', '高一(2)班', '高一(3)班']));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '全选' }));
    expect(classBoxes(dialog).every((c) => c.checked)).toBe(true);
  });

  it('ticks the header’s subject with its usual full score: 150 for 语数英, 100 for the others', async () => {
    const maths = openForm(null, 3);
    expect(subjectBox(maths.dialog, '数学').checked).toBe(true);
    expect((within(maths.dialog).getByRole('spinbutton', { name: '数学满分' }) as HTMLInputElement).value).toBe('150');
    await userEvent.click(subjectBox(maths.dialog, '物理'));
    expect((within(maths.dialog).getByRole('spinbutton', { name: '物理满分' }) as HTMLInputElement).value).toBe('100');
  });

  it('creates the exam from what was filled in', async () => {
    api.on('POST', '/academic/exam-group', (c) => examGroup({ examGroupId: 8, name: (c.body as { name: string }).name }));
    const { dialog, onClose, save } = openForm();
    await userEvent.type(within(dialog).getByPlaceholderText('如：高一11月月考'), ' 高一3月月考 ');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '全选' }));
    await save();
    await waitFor(() => expect(api.callsTo('POST', '/academic/exam-group')).toHaveLength(1));
    expect(api.callsTo('POST', '/academic/exam-group')[0]?.body).toEqual({
      name: '高一3月月考',
      type: 3,
      examDate: '2026-03-15',
      gradeId: 11,
      clazzIds: [31, 32, 33],
      subjects: [{ subjectId: 3, fullScore: 150 }],
    });
    expect(await findToast('考试已创建')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });

  it('dates a new exam on the school’s day, not the browser’s', async () => {
    // 01:30 on 16 March in Beijing is still 15 March in UTC (this test's browser time zone).
    vi.setSystemTime(new Date('2026-03-15T17:30:00Z'));
    api.on('POST', '/academic/exam-group', (c) => examGroup({ examGroupId: 9, name: (c.body as { name: string }).name }));
    const { dialog, save } = openForm();
    await userEvent.type(within(dialog).getByPlaceholderText('如：高一11月月考'), '早读测验');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '全选' }));
    await save();
    await waitFor(() => expect(api.callsTo('POST', '/academic/exam-group')).toHaveLength(1));
    expect(api.callsTo('POST', '/academic/exam-group')[0]?.body).toMatchObject({ examDate: '2026-03-16' });
  });
});

describe('编辑考试 form', () => {
  it('keeps the grade and the full scores of subjects already set, and saves to the exam', async () => {
    api.on('PUT', '/academic/exam-group/7', examGroup());
    const { dialog, save } = openForm(examGroup());
    expect(within(dialog).getByText('编辑考试')).toBeTruthy();
    expect(within(dialog).getByText('已创建的考试不能更换年级')).toBeTruthy();
    expect((within(dialog).getByRole('combobox', { name: '年级' }) as HTMLInputElement).disabled).toBe(true);
    await waitFor(() => expect((within(dialog).getByRole('spinbutton', { name: '数学满分' }) as HTMLInputElement).disabled).toBe(true));
    expect((within(dialog).getByRole('spinbutton', { name: '物理满分' }) as HTMLInputElement).disabled).toBe(true);
    // A subject added now still takes a full score.
    await userEvent.click(subjectBox(dialog, '化学'));
    expect((within(dialog).getByRole('spinbutton', { name: '化学满分' }) as HTMLInputElement).disabled).toBe(false);
    await save();
    await waitFor(() => expect(api.callsTo('PUT', '/academic/exam-group/7')).toHaveLength(1));
    expect(api.callsTo('PUT', '/academic/exam-group/7')[0]?.body).toMatchObject({ gradeId: 11, clazzIds: [31, 32], examDate: '2026-03-10' });
    expect(await findToast('考试已保存')).toBeTruthy();
  });
});
