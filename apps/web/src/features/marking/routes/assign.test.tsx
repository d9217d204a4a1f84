import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, slowReply } from '../../../../test/api-mock';
import { markingSetup, setupGroup } from '../../../../test/marking-fixtures';
import { renderApp } from '../../../../test/render';
import { examSetupQuery } from '../api/exam-setup';
import AssignPage from './assign';

describe('/marking/assign saving a group', () => {
  it('confirms the save even though the refetched markers remount the group card', async () => {
    const before = setupGroup({ markers: [{ teacherId: 201, teacherName: '李老师', quota: 20, clazzIds: null, marked: 0 }] });
    const after = setupGroup({ assignMode: 'free', markers: [{ teacherId: 201, teacherName: '李老师', quota: null, clazzIds: null, marked: 0 }] });
    let saved = false;
    api.on('GET', '/marking/exam/71/setup', () => markingSetup({ groups: [saved ? after : before] }));
    // The saved set-up reaches the page (and remounts the card, whose key holds the markers) while
    // the save's own answer is still on its way: the order a busy browser can see.
    api.on('PUT', '/marking/group/501/assign', () => {
      saved = true;
      queryClient.setQueryData(examSetupQuery(71).queryKey, markingSetup({ groups: [after] }));
      return slowReply(after, 100);
    });
    const { queryClient } = renderApp(<AssignPage />, { route: '/marking/assign?examId=71' });
    const card = await screen.findByRole('generic', { name: '题组 第17题' });
    await userEvent.click(within(card).getByText('自由阅卷'));
    await userEvent.click(within(card).getByRole('button', { name: /保存分配/ }));
    expect(await screen.findByText('第17题的阅卷分配已保存')).toBeTruthy();
    expect(api.callsTo('PUT', '/marking/group/501/assign')[0]!.body).toMatchObject({ assignMode: 'free', markers: [{ teacherId: 201, quota: null }] });
    // The card shows what the server saved.
    await waitFor(() => expect(within(screen.getByRole('table', { name: '第17题的阅卷老师分配' })).getByText('不限')).toBeTruthy());
  });
});
