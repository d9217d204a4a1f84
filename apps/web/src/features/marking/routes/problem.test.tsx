import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../../../test/api-mock';
import { groupInfo, markingTask, problem, taskGroup } from '../../../../test/marking-fixtures';
import { btnName, buttonTexts, findToast, renderApp, settle } from '../../../../test/render';
import type { TMarkingProblem } from '../api/types';
import ProblemPage from './problem';

async function showProblems(opts: { isManager: boolean; problems: TMarkingProblem[]; route?: string }) {
  api.on('GET', '/marking/tasks', [
    markingTask({
      showProblems: true,
      groups: [taskGroup({ groupId: 500, name: '第16题', counters: { problemPending: 0 } }), taskGroup({ groupId: 501, name: '第17题', counters: { problemPending: opts.problems.length } })],
    }),
  ]);
  api.on('GET', /^\/marking\/group\/50[01]$/, (c) => groupInfo({ groupId: Number(c.path.split('/')[3]), isManager: opts.isManager }));
  api.on('GET', /^\/marking\/group\/50[01]\/problems$/, (c) => {
    const status = c.query.get('status');
    const list = opts.problems.filter((p) => status == null || String(p.status) === status);
    return { list, total: list.length, pageNo: 1, pageSize: 10 };
  });
  // The thumbnails: a tiny image.
  api.on('GET', /^\/marking\/answer\/\d+\/image$/, () => new Response(new Blob(['x'], { type: 'image/png' }), { headers: { 'content-type': 'image/png' } }));
  const r = renderApp(<ProblemPage />, { route: opts.route ?? '/marking/problem?examId=71' });
  await screen.findByRole('table', { name: '问题卷列表' });
  await settle(r.queryClient);
  return r;
}

const row = (paperNo: string) => screen.getByRole('row', { name: new RegExp(paperNo) });

describe('问题卷: only the exam’s managers resolve them', () => {
  it('opens on the group that has problem papers waiting', async () => {
    await showProblems({ isManager: true, problems: [problem(1, 'P0001')] });
    expect(api.callsTo('GET', '/marking/group/501/problems')).not.toHaveLength(0);
    expect(api.callsTo('GET', '/marking/group/500/problems')).toHaveLength(0);
  });

  it('a manager may score, zero, re-mark, return or reject a pending problem paper', async () => {
    await showProblems({ isManager: true, problems: [problem(1, 'P0001')] });
    expect(buttonTexts(row('P0001'))).toEqual(['给分', '零分', '重评', '退回', '驳回']);
  });

  it('a marker who reported it only sees that it waits for the manager', async () => {
    await showProblems({ isManager: false, problems: [problem(1, 'P0001')] });
    expect(buttonTexts(row('P0001'))).toEqual([]);
    expect(within(row('P0001')).getByText('等待负责人处理')).toBeTruthy();
  });

  it('a handled problem paper offers no action and shows its result', async () => {
    await showProblems({ isManager: true, problems: [problem(2, 'P0002', { status: 1, resolution: 'score', finalScore: 7.5 })], route: '/marking/problem?examId=71' });
    await userEvent.click(screen.getByText('全部'));
    await waitFor(() => expect(within(row('P0002')).getByText('7.5分')).toBeTruthy());
    expect(buttonTexts(row('P0002'))).toEqual([]);
    expect(within(row('P0002')).getByText('给分')).toBeTruthy();
  });

  it('按零分处理 asks first, then resolves the problem paper with 0 points', async () => {
    api.on('PUT', '/marking/problem/1/resolve', null);
    await showProblems({ isManager: true, problems: [problem(1, 'P0001')] });
    await userEvent.click(within(row('P0001')).getByRole('button', { name: btnName('零分') }));
    expect(await screen.findByText('该答卷将直接定为0分，不再评阅。')).toBeTruthy();
    expect(api.callsTo('PUT', '/marking/problem/1/resolve')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: btnName('给零分') }));
    await waitFor(() => expect(api.callsTo('PUT', '/marking/problem/1/resolve')).toHaveLength(1));
    expect(api.callsTo('PUT', '/marking/problem/1/resolve')[0]?.body).toEqual({ action: 'zero' });
    expect(await findToast('问题卷已处理')).toBeTruthy();
  });
});

describe('问题卷 asks only for groups the teacher may see', () => {
  it('a marker of an exam whose problem papers are for its managers is not offered its groups (no refused request)', async () => {
    api.on('GET', '/marking/tasks', [
      markingTask({ examId: 71, examName: '高一期中', showProblems: false, groups: [taskGroup({ groupId: 500, name: '第16题', counters: { problemPending: 2 } })] }),
      markingTask({ examId: 72, examName: '高一月考', showProblems: true, groups: [taskGroup({ groupId: 600, name: '第18题', counters: { problemPending: 0 } })] }),
    ]);
    api.on('GET', '/marking/group/600', groupInfo({ groupId: 600, isManager: false }));
    api.on('GET', '/marking/group/600/problems', { list: [], total: 0, pageNo: 1, pageSize: 10 });
    // An old link to the refused group falls back to an allowed one.
    const r = renderApp(<ProblemPage />, { route: '/marking/problem?groupId=500' });
    await screen.findByRole('table', { name: '问题卷列表' });
    await settle(r.queryClient);
    expect(api.callsTo('GET', /^\/marking\/group\/500/)).toEqual([]);
    expect(api.callsTo('GET', '/marking/group/600/problems')).not.toHaveLength(0);
  });

  it('with no group to see, it explains and asks nothing', async () => {
    api.on('GET', '/marking/tasks', [markingTask({ examId: 71, showProblems: false, groups: [taskGroup({ groupId: 500, name: '第16题' })] })]);
    const r = renderApp(<ProblemPage />, { route: '/marking/problem' });
    await screen.findByText('暂无可查看问题卷的题组');
    await settle(r.queryClient);
    expect(api.callsTo('GET', /^\/marking\/group\//)).toEqual([]);
  });
});
