import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../../../test/api-mock';
import { currentLocation, renderApp } from '../../../../test/render';
import { ENGLISH_TEACHER, results, submissions } from '../test/fixtures';
import WriteResultsPage, { bandChartOption } from './report-results';
import WriteStudentReportPage from './report-student';

const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((td) => td.textContent ?? '');

describe('写作报告', () => {
  it('stacks each class’s essays by band, lowest band first', () => {
    const option = bandChartOption(results());
    expect((option.xAxis as { data: string[] }).data).toEqual(['高一(1)班', '高一(2)班']);
    const series = option.series as { name: string; stack: string; data: number[] }[];
    expect(series.map((s) => s.name)).toEqual(['第一档', '第二档', '第三档', '第四档', '第五档']);
    expect(series.every((s) => s.stack === 'bands')).toBe(true);
    expect(series.map((s) => s.data)).toEqual([
      [0, 0],
      [1, 0],
      [2, 0],
      [4, 0],
      [3, 0],
    ]);
  });

  it('results: each class’s counts, averages and bands, - where nothing was handed in, and the common misspellings', async () => {
    api.on('GET', '/write/task/5/results', results());
    renderApp(<WriteResultsPage />, { route: '/write/report/results?taskId=5', session: ENGLISH_TEACHER });
    const table = await screen.findByRole('table', { name: '各班结果' });
    const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(headers).toEqual(['班级', '人数', '已提交', '已批改', '平均分', '平均建议分', '平均词数', '档次分布（篇）', '第五档', '第四档', '第三档', '第二档', '第一档']);
    expect(cells(within(table).getByText('高一(1)班').closest('tr')!)).toEqual(['高一(1)班', '45', '10', '3', '11.67', '10.40', '91.3', '3', '4', '2', '1', '0']);
    expect(cells(within(table).getByText('高一(2)班').closest('tr')!)).toEqual(['高一(2)班', '45', '0', '0', '-', '-', '-', '0', '0', '0', '0', '0']);
    // happy-dom has no canvas: the chart's place says so and the report stays.
    expect(screen.getByRole('img', { name: '各班档次分布堆叠柱状图' })).toBeTruthy();
    const spelling = screen.getByRole('table', { name: '常见拼写错误' });
    expect(cells(within(spelling).getByText('recieve').closest('tr')!)).toEqual(['1', 'recieve', '4人']);
    expect(screen.getByText('还有 9 篇待批改')).toBeTruthy();

    await userEvent.click(within(table).getByText('高一(1)班'));
    expect(currentLocation()).toBe('/write/detailswrite?taskId=5&clazzId=11');
  });

  it('results: the tab 学生报告 opens the students of the task', async () => {
    api.on('GET', '/write/task/5/results', results());
    renderApp(<WriteResultsPage />, { route: '/write/report/results?taskId=5', session: ENGLISH_TEACHER });
    await userEvent.click(await screen.findByRole('tab', { name: '学生报告' }));
    expect(currentLocation()).toBe('/write/report/student?taskId=5');
  });

  it('student report: every student with state and scores, sortable, a row opens the essay', async () => {
    api.on('GET', '/write/task/5/submissions', submissions());
    renderApp(<WriteStudentReportPage />, { route: '/write/report/student?taskId=5', session: ENGLISH_TEACHER });
    const table = await screen.findByRole('table', { name: '学生报告' });
    const hu = within(table).getByText('胡颖').closest('tr')!;
    expect(cells(hu).slice(0, 9)).toEqual(['202620101', '胡颖', '待批改', '12', '1', '5', '-', '2026-11-25 20:05', '批改']);
    const jiang = within(table).getByText('姜萱').closest('tr')!;
    expect(cells(jiang).slice(2, 7)).toEqual(['已批改', '95', '0', '12', '12.5']);
    const names = () => [...table.querySelectorAll('tbody tr.ant-table-row')].map((tr) => tr.querySelectorAll('td')[1]?.textContent);
    await userEvent.click(within(table).getByRole('columnheader', { name: /词数/ }));
    // Ascending, with no essay last.
    expect(names()).toEqual(['胡颖', '姜萱', '丁瑶']);
    await userEvent.click(within(jiang).getByRole('button', { name: '查看姜萱的作文' }));
    expect(currentLocation()).toBe('/write/aiwrite?submissionId=33');
  });
});
