import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { markingSetup, setupGroup } from '../../../../test/marking-fixtures';
import { btnName, renderApp } from '../../../../test/render';
import type { TMarkingGroupInput, TMarkingGroupSetup } from '../api/types';
import { GroupFormModal } from './group-form-modal';

function openForm(group: TMarkingGroupSetup | 'new', others: TMarkingGroupSetup[] = []) {
  const onSave = vi.fn<(input: TMarkingGroupInput) => void>();
  const groups = group === 'new' ? others : [group, ...others];
  renderApp(<GroupFormModal setup={markingSetup({ groups })} group={group} saving={false} onClose={() => undefined} onSave={onSave} />);
  const dialog = screen.getByRole('dialog');
  return { dialog, onSave, save: () => userEvent.click(within(dialog).getByRole('button', { name: btnName('保存题组') })) };
}

/** antd hides a form item with a class (its CSS is not in the test document). */
const isHiddenItem = (el: HTMLElement) => el.closest('.ant-form-item')!.classList.contains('ant-form-item-hidden');

const checkbox = (dialog: HTMLElement, label: RegExp) => within(dialog).getByRole('checkbox', { name: label }) as HTMLInputElement;

describe('题组设置 form', () => {
  it('lists only subjective questions; one already in another group cannot be taken again', () => {
    const { dialog } = openForm('new', [setupGroup({ groupId: 502, name: '第18题组', questionIds: [18] })]);
    expect(within(dialog).queryByRole('checkbox', { name: /第1题/ })).toBeNull();
    expect(checkbox(dialog, /第17题/).disabled).toBe(false);
    expect(checkbox(dialog, /第18题（12分）/).disabled).toBe(true);
    expect(within(dialog).getByText(/已在第18题组/)).toBeTruthy();
  });

  it('a new group needs a name and at least one question', async () => {
    const { dialog, onSave, save } = openForm('new');
    await save();
    expect(await within(dialog).findByText('请填写题组名称')).toBeTruthy();
    expect(within(dialog).getByText('每个题组至少包含一道题')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('once marking has started, questions, step, name and double marking are fixed', () => {
    const { dialog } = openForm(setupGroup({ status: 1, questionIds: [17] }));
    expect((within(dialog).getByPlaceholderText('例如：第17题') as HTMLInputElement).disabled).toBe(true);
    expect(within(dialog).getByText('已开始阅卷，名称不能修改')).toBeTruthy();
    expect(checkbox(dialog, /第17题/).disabled).toBe(true);
    expect(checkbox(dialog, /第19题/).disabled).toBe(true);
    expect(within(dialog).getAllByRole('radio').every((r) => (r as HTMLInputElement).disabled)).toBe(true);
    expect((within(dialog).getByRole('switch') as HTMLButtonElement).disabled).toBe(true);
  });

  it('a group not started yet can still be changed', () => {
    const { dialog } = openForm(setupGroup({ status: 0, questionIds: [17] }));
    expect((within(dialog).getByPlaceholderText('例如：第17题') as HTMLInputElement).disabled).toBe(false);
    expect(checkbox(dialog, /第19题/).disabled).toBe(false);
    expect((within(dialog).getByRole('switch') as HTMLButtonElement).disabled).toBe(false);
  });

  it('double marking: the tolerance cannot exceed the chosen questions’ full score', async () => {
    const { dialog, onSave, save } = openForm(setupGroup({ status: 0, questionIds: [17], doubleMarking: true, tolerance: 2 }));
    const tolerance = within(dialog).getByRole('spinbutton', { name: '允许误差（分）' });
    // The tolerance shows once the form knows the group is double-marked.
    await waitFor(() => expect(isHiddenItem(tolerance)).toBe(false));
    await userEvent.clear(tolerance);
    await userEvent.type(tolerance, '13');
    await save();
    expect(await within(dialog).findByText('误差分不能大于满分12分')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves the threshold as a fraction, trims the name and drops the tolerance of single marking', async () => {
    const { dialog, onSave, save } = openForm(setupGroup({ groupId: 501, status: 0, name: '第17题', questionIds: [17], doubleMarking: false, tolerance: 3, blankThreshold: 0.004 }));
    const name = within(dialog).getByPlaceholderText('例如：第17题');
    // Single marking has no tolerance to fill.
    expect(isHiddenItem(within(dialog).getByRole('spinbutton', { name: '允许误差（分）' }))).toBe(true);
    await userEvent.clear(name);
    await userEvent.type(name, '  解答题一  ');
    await userEvent.click(checkbox(dialog, /第19题/));
    expect(within(dialog).getByText('题目（已选满分 26.5 分）')).toBeTruthy();
    const blank = within(dialog).getByRole('spinbutton', { name: '空白判定阈值（%）' });
    await userEvent.clear(blank);
    await userEvent.type(blank, '1.5');
    await save();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toMatchObject({ groupId: 501, name: '解答题一', questionIds: [17, 19], doubleMarking: false, tolerance: 0, blankThreshold: 0.015 });
  });
});
