import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../../../test/api-mock';
import { markingSetup, setupGroup } from '../../../../test/marking-fixtures';
import { btnName, buttonTexts, renderApp } from '../../../../test/render';
import type { TMarkingGroupSetup, TMarkingSetup } from '../api/types';
import { GroupAssignCard } from './group-assign-card';

function showCard(group: TMarkingGroupSetup, setup: TMarkingSetup = markingSetup({ groups: [group] })) {
  renderApp(<GroupAssignCard setup={setup} group={group} onEdit={() => undefined} onDelete={() => undefined} deleting={false} />);
  return screen.getByRole('generic', { name: `题组 ${group.name}` });
}

/** The card's header actions (status actions, settings, delete). */
const headerActions = (card: HTMLElement) => buttonTexts(card.querySelector<HTMLElement>('.ant-card-extra')!);
const isDisabled = (el: HTMLElement) => el.closest('button')?.disabled ?? false;

const twoMarkers = [
  { teacherId: 201, teacherName: '李老师', quota: null, clazzIds: null, marked: 6 },
  { teacherId: 202, teacherName: '赵老师', quota: null, clazzIds: null, marked: 0 },
];

describe('题组 status actions follow the marking lifecycle', () => {
  it.each([
    [0, ['开始阅卷', '题组设置', '删除第17题']],
    [1, ['暂停', '完成', '题组设置']],
    [2, ['恢复', '完成', '题组设置']],
    [3, ['重新打开', '最终完成', '题组设置']],
    [4, ['题组设置']],
  ])('status %i offers %j', (status, actions) => {
    const card = showCard(setupGroup({ status }));
    expect(headerActions(card)).toEqual(actions);
  });

  it('a finally completed group can no longer be set up or reassigned', () => {
    const card = showCard(setupGroup({ status: 4, markers: twoMarkers }));
    expect(isDisabled(within(card).getByText('题组设置'))).toBe(true);
    expect(isDisabled(within(card).getByText('保存分配'))).toBe(true);
    // Marks can no longer be rejected either.
    expect(within(card).queryByText('驳回评分')).toBeNull();
  });

  it('starting asks for confirmation, then posts the start action', async () => {
    api.on('POST', '/marking/group/501/start', { groupId: 501, status: 1, statusText: '阅卷中', scoresWritten: false });
    api.on('GET', /^\/marking\//, null);
    const card = showCard(setupGroup({ status: 0 }));
    await userEvent.click(within(card).getByRole('button', { name: btnName('开始阅卷') }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/题目、给分步长、双评设置和题组名称将不能再修改/)).toBeTruthy();
    expect(api.callsTo('POST', '/marking/group/501/start')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: btnName('确定') }));
    await waitFor(() => expect(api.callsTo('POST', '/marking/group/501/start')).toHaveLength(1));
    expect(await screen.findByText('第17题：已开始阅卷')).toBeTruthy();
  });
});

describe('阅卷老师 assignment', () => {
  it('only markers who have marked something can have their marks rejected', () => {
    const card = showCard(setupGroup({ markers: twoMarkers }));
    const table = within(card).getByRole('table', { name: '第17题的阅卷老师分配' });
    expect(within(within(table).getByRole('row', { name: /李老师/ })).getByRole('button', { name: '驳回评分' })).toBeTruthy();
    expect(within(within(table).getByRole('row', { name: /赵老师/ })).queryByRole('button', { name: '驳回评分' })).toBeNull();
  });

  it('nothing to save without markers', () => {
    const card = showCard(setupGroup({ markers: [] }));
    expect(isDisabled(within(card).getByText('保存分配'))).toBe(true);
  });

  it('by quota: every marker needs a quota before saving, and the sum shows what is missing', async () => {
    api.on('PUT', '/marking/group/501/assign', (c) => setupGroup({ assignMode: 'quota', markers: twoMarkers.map((m, i) => ({ ...m, quota: (c.body as { markers: { quota: number }[] }).markers[i]!.quota })) }));
    api.on('GET', /^\/marking\//, null);
    const card = showCard(setupGroup({ doubleMarking: true, tolerance: 2, answersTotal: 40, markers: twoMarkers }));
    await userEvent.click(within(card).getByText('按任务量分配'));
    expect(within(card).getByText(/合计不少于 80 份（40 份 × 2 评）/)).toBeTruthy();
    await userEvent.type(within(card).getByRole('spinbutton', { name: '李老师的任务量' }), '50');
    expect(within(card).getByText('50 / 需要 80 份，还差 30 份')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: /保存分配/ }));
    expect(await screen.findByText('按任务量分配时请填写每位老师的任务量：赵老师未填写')).toBeTruthy();
    expect(api.callsTo('PUT', '/marking/group/501/assign')).toHaveLength(0);

    await userEvent.type(within(card).getByRole('spinbutton', { name: '赵老师的任务量' }), '30');
    expect(within(card).getByText('80 / 需要 80 份')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: /保存分配/ }));
    await waitFor(() => expect(api.callsTo('PUT', '/marking/group/501/assign')).toHaveLength(1));
    expect(api.callsTo('PUT', '/marking/group/501/assign')[0]?.body).toEqual({
      assignMode: 'quota',
      markers: [
        { teacherId: 201, quota: 50, clazzIds: null },
        { teacherId: 202, quota: 30, clazzIds: null },
      ],
      arbiters: [],
    });
    expect(await screen.findByText('第17题的阅卷分配已保存')).toBeTruthy();
  });

  it('switching to free marking drops the quotas (老师们从同一答卷池领取)', async () => {
    api.on('PUT', '/marking/group/501/assign', setupGroup({ assignMode: 'free' }));
    api.on('GET', /^\/marking\//, null);
    const card = showCard(setupGroup({ assignMode: 'quota', markers: twoMarkers.map((m) => ({ ...m, quota: 20 })) }));
    await userEvent.click(within(card).getByText('自由阅卷'));
    expect(within(card).getAllByText('不限')).toHaveLength(2);
    await userEvent.click(within(card).getByRole('button', { name: /保存分配/ }));
    await waitFor(() => expect(api.callsTo('PUT', '/marking/group/501/assign')).toHaveLength(1));
    expect(api.callsTo('PUT', '/marking/group/501/assign')[0]?.body).toMatchObject({
      assignMode: 'free',
      markers: [
        { teacherId: 201, quota: null },
        { teacherId: 202, quota: null },
      ],
    });
  });

  it('per-class marking (markType 4) lets each marker be given classes', () => {
    const group = setupGroup({ markers: twoMarkers });
    const perClazz = showCard(group, markingSetup({ markType: 4, groups: [group] }));
    expect(within(perClazz).getByRole('columnheader', { name: '阅卷班级' })).toBeTruthy();
    expect(within(perClazz).getByText(/班级单独阅卷：每位老师只阅所选班级的答卷/)).toBeTruthy();
  });

  it('mixed marking (markType 3) has no class column', () => {
    const group = setupGroup({ markers: twoMarkers });
    const mixed = showCard(group, markingSetup({ markType: 3, groups: [group] }));
    expect(within(mixed).queryByRole('columnheader', { name: '阅卷班级' })).toBeNull();
  });

  it('a double-marked group asks for an arbiter in its placeholder', () => {
    const card = showCard(setupGroup({ doubleMarking: true, tolerance: 2 }));
    expect(within(card).getByText('双评至少需要1位仲裁老师')).toBeTruthy();
    expect(within(card).getByText('双评 · 误差 2 分')).toBeTruthy();
  });
});
