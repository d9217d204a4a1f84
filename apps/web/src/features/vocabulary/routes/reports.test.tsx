import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../../../test/api-mock';
import { currentLocation, renderApp } from '../../../../test/render';
import { ENGLISH_TEACHER, results, studentReport, wordReport } from '../test/fixtures';
import VocabularyResultsPage from './report-results';
import VocabularyStudentReportPage from './report-student';
import VocabularyWordReportPage from './report-word';

const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((td) => td.textContent ?? '');

describe('词汇训练 reports', () => {
  it('results: the classes’ rates as percentages with one decimal, - where nothing was answered', async () => {
    api.on('GET', '/vocabulary/put/7/results', results());
    renderApp(<VocabularyResultsPage />, { route: '/vocabulary/report/results?putId=7', session: ENGLISH_TEACHER });
    const table = await screen.findByRole('table', { name: '各班结果' });
    const headers = [...table.querySelectorAll('th')].map((th) => th.textContent);
    expect(headers).toEqual(['班级', '人数', '已开始', '已完成', '完成率', '答题数', '正确率', '英译汉正确率', '汉译英正确率', '拼写正确率']);
    const c1 = within(table).getByText('高一(1)班').closest('tr')!;
    expect(cells(c1)).toEqual(['高一(1)班', '45', '40', '6', '13.3%', '3000', '80.0%', '90.0%', '85.7%', '-']);
    const c2 = within(table).getByText('高一(2)班').closest('tr')!;
    expect(cells(c2)).toEqual(['高一(2)班', '45', '40', '6', '0.0%', '3000', '-', '-', '-', '-']);
    expect(cells(within(table).getByText('合计').closest('tr')!).slice(0, 7)).toEqual(['合计', '90', '40', '6', '6.7%', '3000', '80.0%']);
    // The figures above the table and the chart.
    expect(screen.getByText('完成率 6.7%')).toBeTruthy();
    expect(screen.getByText('每名学生题量')).toBeTruthy();
    // happy-dom has no canvas: the chart's place says so and the report stays.
    expect(screen.getByRole('img', { name: '各班完成率与正确率柱状图' })).toBeTruthy();
    // The put's facts, in the school's time.
    expect(screen.getByText('2026-11-20 08:00 ~ 2026-11-27 22:00')).toBeTruthy();

    await userEvent.click(within(table).getByText('高一(1)班'));
    expect(currentLocation()).toBe('/vocabulary/report/student?putId=7&clazzId=11');
  });

  it('student: progress and accuracy per student, sortable, a row opens the student’s wrong words', async () => {
    api.on('GET', '/vocabulary/put/7/students', studentReport());
    renderApp(<VocabularyStudentReportPage />, { route: '/vocabulary/report/student?putId=7&clazzId=11', session: ENGLISH_TEACHER });
    const table = await screen.findByRole('table', { name: '学生报告' });
    expect(api.callsTo('GET', '/vocabulary/put/7/students')[0]!.query.get('clazzId')).toBe('11');
    const hu = within(table).getByText('胡颖').closest('tr')!;
    expect(within(hu).getByText('83.3%')).toBeTruthy();
    expect(within(hu).getByText('2/2')).toBeTruthy();
    expect(within(hu).getByText('2026-11-25 20:05')).toBeTruthy();
    const ding = within(table).getByText('丁瑶').closest('tr')!;
    expect(within(ding).getByText('-')).toBeTruthy();
    expect(within(ding).getByText('未作答')).toBeTruthy();

    const names = () => [...table.querySelectorAll('tbody tr.ant-table-row')].map((tr) => tr.querySelectorAll('td')[2]?.textContent);
    await userEvent.click(within(table).getByRole('columnheader', { name: /正确率/ }));
    // Ascending, with no accuracy last.
    await waitFor(() => expect(names()).toEqual(['姜萱', '胡颖', '丁瑶']));

    await userEvent.click(within(hu).getByRole('button', { name: /展开/ }));
    const wrong = await screen.findByRole('table', { name: '胡颖的错词' });
    expect(cells(within(wrong).getByText('abandon').closest('tr')!)).toEqual(['abandon', '放弃；抛弃', '3次']);
  });

  it('word: most-missed words with the wrong answers students gave, by mode', async () => {
    api.on('GET', '/vocabulary/put/7/words', wordReport());
    renderApp(<VocabularyWordReportPage />, { route: '/vocabulary/report/word?putId=7', session: ENGLISH_TEACHER });
    const table = await screen.findByRole('table', { name: '单词报告' });
    const abandon = within(table).getByText('abandon').closest('tr')!;
    expect(within(abandon).getByText('25.0%')).toBeTruthy();
    expect(abandon.textContent).toContain('拼写 abandan ×6');
    expect(abandon.textContent).toContain('英译汉 能力 ×2');
    const ability = within(table).getByText('ability').closest('tr')!;
    expect(cells(ability).slice(3, 7)).toEqual(['0', '0', '-', '0']);
  });
});
