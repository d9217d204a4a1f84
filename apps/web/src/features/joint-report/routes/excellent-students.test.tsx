import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../../../test/api-mock';
import { sessionOf } from '../../../../test/fixtures';
import { currentLocation, renderApp } from '../../../../test/render';
import { JOINT_ID, excellentStudents } from '../test-fixtures';
import ExcellentStudentsPage from './excellent-students';

const PATH = `/joint/${JOINT_ID}/report/excellent-students`;
const show = () => renderApp(<ExcellentStudentsPage />, { route: `/jointcontainer/jointexcellentport/excellentstudent?jointId=${JOINT_ID}`, session: sessionOf() });
const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((td) => td.textContent);

describe('优秀学生', () => {
  it('names only the own school’s students: another school’s is 其他学校考生 and nothing more', async () => {
    api.on('GET', PATH, excellentStudents());
    show();
    const table = await screen.findByRole('table', { name: '优秀学生表' });
    expect(api.callsTo('GET', PATH)[0]!.query.get('limit')).toBe('100');
    expect(screen.getByText('联考前100名', { selector: '.ant-card-head-title' })).toBeTruthy();
    const rows = within(table).getAllByRole('row').filter((r) => r.querySelector('td'));
    expect(rows.map(cells)).toEqual([
      ['1', '其他学校考生', '学校A', '-', '243.5'],
      ['2', '其他学校考生', '学校C', '-', '240'],
      ['3', '张三', '实验中学本校', '高一(1)班', '236.5'],
    ]);
    expect(rows[2]!.className).toContain('row-current');
    // Another school's row opens nothing.
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect(rows[0]!.querySelector('a')).toBeNull();
  });

  it('opens an own student’s report', async () => {
    api.on('GET', PATH, excellentStudents());
    show();
    await userEvent.click(await screen.findByText('张三'));
    await waitFor(() => expect(currentLocation()).toBe(`/jointcontainer/jointassessport/jointnowschoolport/studentreport?jointId=${JOINT_ID}&studentId=201`));
  });

  it('lengthens the list', async () => {
    api.on('GET', PATH, (call) => excellentStudents(Number(call.query.get('limit'))));
    show();
    await screen.findByRole('table', { name: '优秀学生表' });
    await userEvent.click(screen.getByRole('combobox', { name: '名单范围' }));
    await userEvent.click(await screen.findByTitle('联考前200名'));
    await waitFor(() => expect(api.callsTo('GET', PATH).at(-1)!.query.get('limit')).toBe('200'));
    expect(await screen.findByText('联考前200名', { selector: '.ant-card-head-title' })).toBeTruthy();
  });
});
