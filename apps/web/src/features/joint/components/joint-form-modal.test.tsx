import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { schoolDay } from '@app/contract';
import { api } from '../../../../test/api-mock';
import { sessionOf } from '../../../../test/fixtures';
import { btnName, currentLocation, findDialog, findToast, renderApp } from '../../../../test/render';
import { organiserDetail, schoolOption } from '../test-fixtures';
import { JointFormModal } from './joint-form-modal';

const MASTER = sessionOf({ posts: [5] });

const DISTRICT = [schoolOption(21, '城东中学', '440101', false), schoolOption(22, '城东实验学校', '440102', false)];

async function openCreate() {
  renderApp(<JointFormModal open joint={null} onClose={() => undefined} />, { route: '/jointcontainer/jointassesslist', session: MASTER });
  return findDialog('新建联考');
}

describe('新建联考', () => {
  it('says what is missing and sends nothing', async () => {
    const dialog = await openCreate();
    await userEvent.click(within(dialog).getByRole('button', { name: btnName('创建') }));
    expect(await within(dialog).findByText('请填写联考名称')).toBeTruthy();
    expect(within(dialog).getByText('请选择年级', { selector: '.ant-form-item-explain-error' })).toBeTruthy();
    expect(within(dialog).getByText('联考至少要有一个学科')).toBeTruthy();
    expect(api.callsTo('POST', '/joint')).toHaveLength(0);
  });

  it('explains anonymous mode, on by default, and offers the grade’s subjects', async () => {
    const dialog = await openCreate();
    expect((within(dialog).getByRole('switch', { name: '匿名模式' }) as HTMLButtonElement).getAttribute('aria-checked')).toBe('true');
    expect(within(dialog).getByText(/匿名模式：其他学校显示为学校A、学校B…/)).toBeTruthy();
    expect(within(dialog).getByText('请先选择年级')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('combobox', { name: '年级' }));
    await userEvent.click(await screen.findByTitle('高三'));
    const subjects = within(dialog).getByRole('group', { name: '学科' });
    // The senior section's platform subjects the school offers; not the school-defined 心理健康.
    expect(within(subjects).getAllByRole('checkbox').map((c) => c.closest('label')!.textContent)).toEqual(['语文', '数学', '英语', '物理', '化学', '生物', '政治', '历史', '地理']);
  });

  it('creates the joint exam with its subjects and invited schools, then opens it', async () => {
    api.on('GET', '/joint/school-options', (call) => DISTRICT.filter((s) => s.schoolName.includes(call.query.get('keyword') ?? '')));
    api.on('POST', '/joint', organiserDetail({ jointId: 12 }));
    const dialog = await openCreate();
    await userEvent.type(within(dialog).getByLabelText('联考名称'), '2026届高三第一次联考');
    await userEvent.click(within(dialog).getByRole('combobox', { name: '年级' }));
    await userEvent.click(await screen.findByTitle('高三'));
    const subjects = within(dialog).getByRole('group', { name: '学科' });
    await userEvent.click(within(subjects).getByRole('checkbox', { name: '数学' }));
    await userEvent.click(within(subjects).getByRole('checkbox', { name: '物理' }));
    const physics = within(subjects).getByRole('spinbutton', { name: '物理满分' });
    await userEvent.clear(physics);
    await userEvent.type(physics, '110');
    await userEvent.click(within(dialog).getByRole('combobox', { name: '邀请学校' }));
    await userEvent.type(within(dialog).getByRole('combobox', { name: '邀请学校' }), '城东中');
    await waitFor(() => expect(api.callsTo('GET', '/joint/school-options').at(-1)?.query.get('keyword')).toBe('城东中'));
    await userEvent.click(await screen.findByTitle('城东中学（440101）'));
    await userEvent.click(within(dialog).getByRole('button', { name: btnName('创建') }));
    await waitFor(() => expect(api.callsTo('POST', '/joint')).toHaveLength(1));
    expect(api.callsTo('POST', '/joint')[0]!.body).toEqual({
      name: '2026届高三第一次联考',
      gradeId: 13,
      examDate: schoolDay(new Date()),
      anonymous: true,
      subjects: [
        { subjectId: 3, fullScore: 150 },
        { subjectId: 12, fullScore: 110 },
      ],
      schoolIds: [21],
    });
    await findToast('联考已创建，已邀请1所学校；请设置各学科的试卷结构');
    await waitFor(() => expect(currentLocation()).toBe('/jointcontainer/jointassessintro?jointId=12'));
  });

  it('shows a school already in the joint exam as not choosable', async () => {
    api.on('GET', '/joint/school-options', [schoolOption(21, '城东中学', '440101', true), schoolOption(23, '城西中学', '440103')]);
    const dialog = await openCreate();
    await userEvent.click(within(dialog).getByRole('combobox', { name: '邀请学校' }));
    const taken = await screen.findByTitle('城东中学（440101，已在联考中）');
    expect(taken.closest('.ant-select-item-option-disabled')).toBeTruthy();
  });
});

describe('编辑联考', () => {
  it('keeps the grade, locks the full score of a subject with a paper, and saves name, date, anonymity and subjects', async () => {
    api.on('PUT', '/joint/7', organiserDetail({ name: '高三一联' }));
    renderApp(<JointFormModal open joint={organiserDetail()} onClose={() => undefined} />, { session: MASTER });
    const dialog = await findDialog('编辑联考');
    expect(within(dialog).getByText('已创建的联考不能更换年级')).toBeTruthy();
    expect(within(dialog).queryByRole('combobox', { name: '邀请学校' })).toBeNull();
    expect((within(dialog).getByRole('spinbutton', { name: '数学满分' }) as HTMLInputElement).disabled).toBe(true);
    expect((within(dialog).getByRole('spinbutton', { name: '英语满分' }) as HTMLInputElement).disabled).toBe(false);
    const name = within(dialog).getByLabelText('联考名称');
    await userEvent.clear(name);
    await userEvent.type(name, '高三一联');
    await userEvent.click(within(dialog).getByRole('switch', { name: '匿名模式' }));
    await userEvent.click(within(dialog).getByRole('button', { name: btnName('保存') }));
    await waitFor(() => expect(api.callsTo('PUT', '/joint/7')).toHaveLength(1));
    expect(api.callsTo('PUT', '/joint/7')[0]!.body).toEqual({
      name: '高三一联',
      examDate: '2026-03-20',
      anonymous: false,
      subjects: [
        { subjectId: 3, fullScore: 150 },
        { subjectId: 8, fullScore: 150 },
      ],
    });
    await findToast('联考已保存');
  });

  it('shows the server’s refusal and stays open', async () => {
    api.fail('PUT', '/joint/7', '已有学校导入该学科的成绩，不能移除该学科', '40900');
    renderApp(<JointFormModal open joint={organiserDetail()} onClose={() => undefined} />, { session: MASTER });
    const dialog = await findDialog('编辑联考');
    await userEvent.click(within(within(dialog).getByRole('group', { name: '学科' })).getByRole('checkbox', { name: '英语' }));
    await userEvent.click(within(dialog).getByRole('button', { name: btnName('保存') }));
    await findToast('已有学校导入该学科的成绩，不能移除该学科');
    expect(api.callsTo('PUT', '/joint/7')[0]!.body).toMatchObject({ subjects: [{ subjectId: 3, fullScore: 150 }] });
    expect(await findDialog('编辑联考')).toBeTruthy();
  });
});
