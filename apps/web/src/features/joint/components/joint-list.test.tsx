import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../../../test/api-mock';
import { sessionOf } from '../../../../test/fixtures';
import { btnName, buttonTexts, currentLocation, findDialog, findToast, renderApp } from '../../../../test/render';
import { item, NO_RIGHTS, organiserDetail, page } from '../test-fixtures';
import { JointList } from './joint-list';

const MASTER = sessionOf({ posts: [5] });
const LEADER = sessionOf({ posts: [2] });

const row = (name: string) => screen.getByText(name).closest('tr')!;

/** An invitation from another school, waiting for this school's master. */
const INVITATION = item({ jointId: 8, name: '城东中学高三联考', organiser: '城东中学', mine: false, myStatus: 0, schoolCount: 4, rights: { ...NO_RIGHTS, respond: true } });
/** A released joint exam this school took part in. */
const RELEASED = item({ jointId: 9, name: '高二期中联考', gradeName: '高二', organiser: '城南中学', mine: false, status: 2, statusText: '已发布', myStatus: 1, subjects: ['数学'], rights: { ...NO_RIGHTS, report: true } });

describe('联考列表', () => {
  it('shows each joint exam with grade, date, organiser, subjects, schools, status and the school’s answer', async () => {
    api.on('GET', '/joint', page([item(), INVITATION, RELEASED]));
    renderApp(<JointList />, { session: MASTER });
    const own = (await screen.findByText('2026届高三第一次联考')).closest('tr')!;
    expect(within(own).getByText('高三')).toBeTruthy();
    expect(within(own).getByText('2026-03-20')).toBeTruthy();
    expect(within(own).getByText('本校发起')).toBeTruthy();
    expect(within(own).getByText('语文、数学、英语')).toBeTruthy();
    expect(within(own).getByText('收集成绩中')).toBeTruthy();
    expect(within(row('城东中学高三联考')).getByText('待接受')).toBeTruthy();
    expect(within(row('城东中学高三联考')).getByText('4')).toBeTruthy();
    expect(within(row('高二期中联考')).getByText('已发布')).toBeTruthy();
    expect(within(row('高二期中联考')).getByText('已参加')).toBeTruthy();
    expect(api.callsTo('GET', '/joint')[0]!.query.get('pageSize')).toBe('10');
  });

  it('offers each row only what its rights allow', async () => {
    api.on('GET', '/joint', page([item(), INVITATION, RELEASED]));
    renderApp(<JointList />, { route: '/jointcontainer/jointassesslist', session: MASTER });
    await screen.findByText('2026届高三第一次联考');
    expect(buttonTexts(row('2026届高三第一次联考'))).toEqual(['查看']);
    expect(buttonTexts(row('城东中学高三联考'))).toEqual(['查看', '参加', '谢绝']);
    expect(buttonTexts(row('高二期中联考'))).toEqual(['查看', '查看报告']);
    await userEvent.click(within(row('高二期中联考')).getByRole('button', { name: btnName('查看报告') }));
    await waitFor(() => expect(currentLocation()).toBe('/jointcontainer/jointassessport/jointunitaryport/jointdetail?jointId=9'));
  });

  it('opens a joint exam’s page from its name or 查看', async () => {
    api.on('GET', '/joint', page([item()]));
    renderApp(<JointList />, { route: '/jointcontainer/jointassesslist', session: MASTER });
    await userEvent.click(await screen.findByText('2026届高三第一次联考'));
    await waitFor(() => expect(currentLocation()).toBe('/jointcontainer/jointassessintro?jointId=7'));
  });

  it('searches by name, filters by status and pages ten at a time', async () => {
    api.on('GET', '/joint', (call) => page(Array.from({ length: 10 }, (_, i) => item({ jointId: 100 + i, name: `联考${Number(call.query.get('pageNo')) * 100 + i}` })), 23, Number(call.query.get('pageNo'))));
    renderApp(<JointList />, { session: MASTER });
    expect(await screen.findByText('共 23 场')).toBeTruthy();
    await userEvent.click(screen.getByTitle('3'));
    expect(await screen.findByText('联考300')).toBeTruthy();
    await userEvent.type(screen.getByPlaceholderText('搜索联考名称'), '高三{enter}');
    await waitFor(() => expect(api.callsTo('GET', '/joint').at(-1)!.query.get('keyword')).toBe('高三'));
    // A new search starts on the first page.
    expect(api.callsTo('GET', '/joint').at(-1)!.query.get('pageNo')).toBe('1');
    await userEvent.click(screen.getByRole('combobox', { name: '状态' }));
    await userEvent.click(await screen.findByTitle('已发布'));
    await waitFor(() => expect(api.callsTo('GET', '/joint').at(-1)!.query.get('status')).toBe('2'));
  });

  it('offers 新建联考 to a school master only', async () => {
    api.on('GET', '/joint', page([]));
    const { unmount } = renderApp(<JointList />, { session: LEADER });
    expect(await screen.findByText(/本校还没有参加联考/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /新建联考/ })).toBeNull();
    unmount();
    renderApp(<JointList />, { session: MASTER });
    expect(await screen.findByText(/还没有联考：新建一场联考/)).toBeTruthy();
    await userEvent.click(screen.getAllByRole('button', { name: /新建联考/ })[0]!);
    expect(await findDialog('新建联考')).toBeTruthy();
  });

  it('says when no joint exam matches the filters', async () => {
    api.on('GET', '/joint', page([]));
    renderApp(<JointList />, { session: MASTER });
    await screen.findByText(/还没有联考/);
    await userEvent.type(screen.getByPlaceholderText('搜索联考名称'), '不存在{enter}');
    expect(await screen.findByText('没有符合条件的联考')).toBeTruthy();
  });
});

describe('联考列表: answering an invitation', () => {
  it('参加 asks first and says what taking part means, then accepts', async () => {
    api.on('GET', '/joint', page([INVITATION]));
    api.on('POST', '/joint/8/accept', organiserDetail({ jointId: 8 }));
    renderApp(<JointList />, { session: MASTER });
    const invitation = (await screen.findByText('城东中学高三联考')).closest('tr')!;
    await userEvent.click(within(invitation).getByRole('button', { name: btnName('参加') }));
    const confirm = (await screen.findByText('参加联考“城东中学高三联考”', { selector: '.ant-modal-confirm-title' })).closest('.ant-modal')! as HTMLElement;
    expect(within(confirm).getByText(/参加后，本校高三年级的全部班级加入联考/)).toBeTruthy();
    expect(api.callsTo('POST', '/joint/8/accept')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: btnName('参加') }));
    await waitFor(() => expect(api.callsTo('POST', '/joint/8/accept')).toHaveLength(1));
    await findToast('已参加联考，请年级组长导入成绩');
    // The list is read again with the answer.
    await waitFor(() => expect(api.callsTo('GET', '/joint').length).toBeGreaterThan(1));
  });

  it('谢绝 can be cancelled, and declines once confirmed', async () => {
    api.on('GET', '/joint', page([INVITATION]));
    api.on('POST', '/joint/8/decline', organiserDetail({ jointId: 8 }));
    renderApp(<JointList />, { session: MASTER });
    const invitation = (await screen.findByText('城东中学高三联考')).closest('tr')!;
    await userEvent.click(within(invitation).getByRole('button', { name: btnName('谢绝') }));
    const confirm = screen.getByText('谢绝联考“城东中学高三联考”', { selector: '.ant-modal-confirm-title' }).closest('.ant-modal')! as HTMLElement;
    expect(within(confirm).getByText('谢绝后本校不参加该联考，之后也不能再改为参加。')).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: btnName('取消') }));
    expect(api.callsTo('POST', '/joint/8/decline')).toHaveLength(0);
    await userEvent.click(within(invitation).getByRole('button', { name: btnName('谢绝') }));
    // The cancelled confirmation may still be closing: the new one is the last.
    const again = (await screen.findAllByText('谢绝联考“城东中学高三联考”', { selector: '.ant-modal-confirm-title' })).at(-1)!.closest('.ant-modal')! as HTMLElement;
    await userEvent.click(within(again).getByRole('button', { name: btnName('谢绝') }));
    await waitFor(() => expect(api.callsTo('POST', '/joint/8/decline')).toHaveLength(1));
    await findToast('已谢绝联考邀请');
  });
});
