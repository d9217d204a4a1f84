import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../../../test/api-mock';
import { sessionOf } from '../../../../test/fixtures';
import { examPage, markingExam, markingTask, taskGroup } from '../../../../test/marking-fixtures';
import { currentLocation, renderApp, settle } from '../../../../test/render';
import TaskListPage from './task-list';

async function showTasks(tasks: ReturnType<typeof markingTask>[], exams = examPage([])) {
  api.on('GET', '/marking/tasks', (c) => (c.query.get('hidden') === '1' ? [] : tasks));
  api.on('GET', '/marking/exams', exams);
  const r = renderApp(<TaskListPage />, { route: '/marking/list', session: sessionOf() });
  await screen.findByLabelText('阅卷任务列表');
  await settle(r.queryClient);
  return r;
}

const card = (name: RegExp) => screen.getByRole('generic', { name });
const buttonNames = (el: HTMLElement) => within(el).queryAllByRole('button').map((b) => b.textContent?.replace(/\s+/g, ''));

describe('阅卷任务 cards: what each teacher may do', () => {
  it('a marker can start marking in normal or full screen; progress is their own count of the quota', async () => {
    await showTasks([markingTask({ groups: [taskGroup({ groupId: 501, roles: ['marker'], counters: { myMarked: 3, myQuota: 20 } })] })]);
    const row = screen.getByRole('row', { name: /第17题/ });
    expect(buttonNames(row)).toEqual(['开始阅卷', '全屏阅卷', '典型答卷']);
    expect(within(row).getByTestId('my-progress-501').textContent).toBe('3/20');
  });

  it('free marking (no quota) reads 不限', async () => {
    await showTasks([markingTask({ groups: [taskGroup({ groupId: 502, counters: { myMarked: 7, myQuota: null } })] })]);
    expect(screen.getByTestId('my-progress-502').textContent).toBe('7/不限');
  });

  it('an arbiter only gets 仲裁 while arbitrations are pending, and cannot start marking', async () => {
    await showTasks([
      markingTask({
        taskKey: 'group-601',
        examName: '期中考试',
        groups: [
          taskGroup({ groupId: 601, name: '第18题', doubleMarking: true, roles: ['arbiter'], counters: { arbitrationPending: 2, myArbitrated: 5 } }),
          taskGroup({ groupId: 602, name: '第19题', doubleMarking: true, roles: ['arbiter'], counters: { arbitrationPending: 0 } }),
        ],
      }),
    ]);
    const pending = screen.getByRole('row', { name: /第18题/ });
    expect(buttonNames(pending)).toEqual(['仲裁（2）', '典型答卷']);
    expect(within(pending).getByText('仅仲裁（已仲裁 5）')).toBeTruthy();
    expect(buttonNames(screen.getByRole('row', { name: /第19题/ }))).toEqual(['典型答卷']);
  });

  it('opening 仲裁 goes to the arbitration screen of that group', async () => {
    await showTasks([markingTask({ groups: [taskGroup({ groupId: 601, doubleMarking: true, roles: ['arbiter'], counters: { arbitrationPending: 1 } })] })]);
    await userEvent.click(screen.getByRole('button', { name: /仲裁（1）/ }));
    expect(currentLocation()).toBe('/marking/arbitration?groupId=601');
  });

  it('only managers get 分配; problem papers show only on tasks that show them and have some pending', async () => {
    await showTasks([
      markingTask({ taskKey: 'group-1', examId: 1, examName: '周考一', isManager: true, showProblems: true, groups: [taskGroup({ groupId: 1, name: '第1题', counters: { problemPending: 2 } })] }),
      markingTask({ taskKey: 'group-2', examId: 2, examName: '周考二', isManager: false, showProblems: false, groups: [taskGroup({ groupId: 2, name: '第2题', counters: { problemPending: 2 } })] }),
    ]);
    const managed = card(/^周考一/);
    expect(buttonNames(managed)).toEqual(expect.arrayContaining(['进度', '分配', '问题卷']));
    expect(within(screen.getByRole('row', { name: /第1题/ })).getByRole('button', { name: /问题卷/ })).toBeTruthy();
    const other = card(/^周考二/);
    expect(buttonNames(other)).not.toContain('分配');
    expect(buttonNames(other)).not.toContain('问题卷');
  });

  it('a teacher with no role in any group cannot hide the task; with one, hiding sends only their groups', async () => {
    api.on('PUT', '/marking/task/hide', null);
    await showTasks([
      markingTask({ taskKey: 'exam-71', examName: '联考', markType: 3, isManager: true, groups: [taskGroup({ groupId: 11, name: '第20题', roles: [] })] }),
      markingTask({
        taskKey: 'exam-72',
        examId: 72,
        examName: '月考',
        markType: 3,
        groups: [taskGroup({ groupId: 21, name: '第21题', roles: ['marker'] }), taskGroup({ groupId: 22, name: '第22题', roles: [] }), taskGroup({ groupId: 23, name: '第23题', roles: ['arbiter'] })],
      }),
    ]);
    expect(buttonNames(card(/^联考/))).not.toContain('隐藏');
    expect(within(screen.getByRole('row', { name: /第20题/ })).getByText('未参与')).toBeTruthy();
    await userEvent.click(within(card(/^月考/)).getByRole('button', { name: /隐藏/ }));
    await waitFor(() => expect(api.callsTo('PUT', '/marking/task/hide')).toHaveLength(1));
    expect(api.callsTo('PUT', '/marking/task/hide')[0]?.body).toEqual({ groupIds: [21, 23], hidden: true });
  });

  it('exams to set up are listed for managers, with 进度 only once groups exist', async () => {
    await showTasks([markingTask()], examPage([markingExam({ examId: 81, examName: '高二期中', groupCount: 0, answersTotal: 0 }), markingExam({ examId: 82, examName: '高三一模', groupCount: 3 })]));
    const table = screen.getByRole('table', { name: '可设置阅卷的考试' });
    const unset = within(table).getByRole('row', { name: /高二期中/ });
    expect(buttonNames(unset)).toEqual(['设置与分配']);
    expect(within(unset).getByText('未设置')).toBeTruthy();
    expect(within(unset).getByText('未导入答卷')).toBeTruthy();
    expect(buttonNames(within(table).getByRole('row', { name: /高三一模/ }))).toEqual(['设置与分配', '进度']);
  });

  it('no exams to set up: no 阅卷设置 card', async () => {
    await showTasks([markingTask()]);
    expect(screen.queryByRole('table', { name: '可设置阅卷的考试' })).toBeNull();
  });
});
