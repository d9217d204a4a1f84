import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../../../test/api-mock';
import { sessionOf } from '../../../../test/fixtures';
import { currentLocation, renderApp } from '../../../../test/render';
import { JOINT_ID, studentReport } from '../test-fixtures';
import StudentReportPage from './student-report';

const PATH = `/joint/${JOINT_ID}/report/student/201`;
const show = (search = `?jointId=${JOINT_ID}&subjectId=3&studentId=201`) => renderApp(<StudentReportPage />, { route: `/jointcontainer/jointassessport/jointnowschoolport/studentreport${search}`, session: sessionOf() });
const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((td) => td.textContent);

describe('学生联考报告', () => {
  it('shows every subject’s score, ranks, the share beaten and the class, school and union averages', async () => {
    api.on('GET', PATH, studentReport());
    show();
    const table = await screen.findByRole('table', { name: '学生各学科成绩表' });
    expect(screen.getByText('张三')).toBeTruthy();
    expect(screen.getByText('2026201')).toBeTruthy();
    const rows = within(table).getAllByRole('row').filter((r) => r.querySelector('td'));
    expect(rows.map(cells)).toEqual([
      ['总分', '236.5 / 250', '1', '1', '3 / 1200', '99.7%', '170.56', '158.10', '160.46'],
      ['数学', '142 / 150', '1', '2', '10 / 1200', '98.8%', '101.25', '95.33', '98.77'],
      ['物理', '缺考', '-', '-', '-', '-', '65.50', '62.77', '61.70'],
    ]);
    expect(screen.getByRole('img', { name: '学生各学科得分率与班级、本校、联考平均得分率' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /返回本校成绩/ }).getAttribute('href')).toBe(`/jointcontainer/jointassessport/jointnowschoolport?jointId=${JOINT_ID}&subjectId=3`);
  });

  it('compares each question with the union’s average, per subject with questions', async () => {
    api.on('GET', PATH, studentReport());
    show();
    const table = await screen.findByRole('table', { name: '数学小题得分表' });
    // 物理 was missed and the 总分 has no questions: only 数学 has a tab.
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['数学']);
    expect(cells(within(table).getAllByRole('row')[1]!)).toEqual(['1', '5', '5', '4.10', '+0.9']);
    expect(cells(within(table).getAllByRole('row')[2]!)).toEqual(['13', '12', '2.5', '3.46', '-0.96']);
  });

  it('says which student is wanted when the address names none', async () => {
    show(`?jointId=${JOINT_ID}`);
    expect(await screen.findByText('没有指定学生')).toBeTruthy();
  });

  it('shows the API’s refusal of another school’s or an unseen class’s student', async () => {
    api.fail('GET', PATH, '没有权限查看该学生', '40300');
    show();
    expect(await screen.findByText('报告加载失败')).toBeTruthy();
    expect(screen.getByText('没有权限查看该学生')).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: /返回本校成绩/ }));
    await waitFor(() => expect(currentLocation()).toBe(`/jointcontainer/jointassessport/jointnowschoolport?jointId=${JOINT_ID}&subjectId=3`));
  });
});
