import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { api } from '../../../../test/api-mock';
import { sessionOf } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render';
import { JOINT_ID, summary } from '../test-fixtures';
import AchievementSummaryPage from './achievement-summary';

const PATH = `/joint/${JOINT_ID}/report/summary`;
const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((td) => td.textContent);

describe('成绩汇总', () => {
  it('shows every school’s average and rank per subject in the order of the total, and the union’s averages', async () => {
    api.on('GET', PATH, summary());
    renderApp(<AchievementSummaryPage />, { route: `/jointcontainer/jointassessport/jointunitaryport/testachievementsummary?jointId=${JOINT_ID}&subjectId=3`, session: sessionOf() });
    const table = await screen.findByRole('table', { name: '各校各学科成绩汇总表' });
    // A report across subjects: no subject in the request, no subject selector.
    expect(api.callsTo('GET', PATH)[0]!.query.get('subjectId')).toBeNull();
    expect(screen.queryByRole('combobox', { name: '学科' })).toBeNull();
    for (const head of ['总分（满分250）', '数学（满分150）', '物理（满分100）']) expect(within(table).getByText(head)).toBeTruthy();
    const rows = within(table).getAllByRole('row').filter((r) => r.querySelector('td'));
    expect(rows.map((r) => cells(r)[0])).toEqual(['学校A', '实验中学本校', '学校C', '联考']);
    expect(cells(rows[0]!)).toEqual(['学校A', '170.23', '1', '105.20', '1', '-', '-']);
    expect(cells(rows[1]!)).toEqual(['实验中学本校', '158.10', '2', '95.33', '2', '62.77', '1']);
    expect(rows[1]!.className).toContain('row-current');
    expect(cells(rows[3]!)).toEqual(['联考', '160.46', '-', '98.77', '-', '61.70', '-']);
  });
});
