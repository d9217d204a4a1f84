import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { api } from '../../../../test/api-mock';
import { sessionOf } from '../../../../test/fixtures';
import { examPage, markingExam, markingTask, taskGroup } from '../../../../test/marking-fixtures';
import { renderApp, settle } from '../../../../test/render';
import MarkingLayout from './marking-layout';

/** The section names of the 网上阅卷 menu once the task and exam lists have arrived. */
async function sectionsFor(opts: { posts?: number[]; tasks?: ReturnType<typeof markingTask>[]; examsTotal?: number; route?: string }): Promise<(string | null)[]> {
  api.on('GET', '/marking/tasks', opts.tasks ?? []);
  const exams = opts.examsTotal ? [markingExam()] : [];
  api.on('GET', '/marking/exams', examPage(exams, opts.examsTotal ?? 0));
  const { queryClient } = renderApp(<MarkingLayout />, { route: opts.route ?? '/marking/list', path: '/marking/*', session: sessionOf({ posts: opts.posts ?? [4] }) });
  const menu = await screen.findByRole('menu', { name: '网上阅卷导航' });
  // Until both lists arrive every section shows: read the menu once they have.
  await waitFor(() => expect(api.callsTo('GET', '/marking/exams')).toHaveLength(1));
  await settle(queryClient);
  return within(menu)
    .getAllByRole('menuitem')
    .map((el) => el.textContent);
}

describe('网上阅卷 sections by what the teacher does', () => {
  it('a plain marker sees only tasks, progress and typical answers', async () => {
    const sections = await sectionsFor({ tasks: [markingTask()] });
    expect(sections).toEqual(['阅卷任务', '阅卷进度', '典型答卷']);
  });

  it('an arbiter of a group also sees 仲裁', async () => {
    const sections = await sectionsFor({ tasks: [markingTask({ groups: [taskGroup({ roles: ['arbiter'] })] })] });
    expect(sections).toEqual(['阅卷任务', '阅卷进度', '仲裁', '典型答卷']);
  });

  it('a task that shows problem papers (markType 4) adds 问题卷', async () => {
    const sections = await sectionsFor({ tasks: [markingTask({ showProblems: true })] });
    expect(sections).toEqual(['阅卷任务', '阅卷进度', '问题卷', '典型答卷']);
  });

  it('a teacher managing an exam gets the set-up and blank-paper sections, but not supervision', async () => {
    const sections = await sectionsFor({ tasks: [markingTask({ isManager: true })] });
    expect(sections).toEqual(['阅卷任务', '阅卷设置', '阅卷进度', '问题卷', '仲裁', '典型答卷', '空白卷识别', '空白卷审核']);
  });

  it('exams to set up (and no task yet) make a teacher a manager too', async () => {
    const sections = await sectionsFor({ tasks: [], examsTotal: 3 });
    expect(sections).toContain('阅卷设置');
    expect(sections).not.toContain('阅卷督导');
  });

  it.each([[2], [3], [5]])('a grade leader (post %i) sees every section including 阅卷督导', async (post) => {
    const sections = await sectionsFor({ posts: [post] });
    expect(sections).toEqual(['阅卷任务', '阅卷设置', '阅卷进度', '问题卷', '仲裁', '典型答卷', '空白卷识别', '空白卷审核', '阅卷督导']);
  });

  it('the marking work screen has no sections menu', async () => {
    api.on('GET', '/marking/tasks', []);
    api.on('GET', '/marking/exams', examPage([]));
    const { queryClient } = renderApp(<MarkingLayout />, { route: '/marking/task/501', path: '/marking/*', session: sessionOf() });
    await waitFor(() => expect(api.callsTo('GET', '/marking/exams')).toHaveLength(1));
    await settle(queryClient);
    expect(screen.queryByRole('menu', { name: '网上阅卷导航' })).toBeNull();
  });
});
