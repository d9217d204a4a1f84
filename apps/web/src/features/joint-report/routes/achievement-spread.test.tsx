import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { api } from '../../../../test/api-mock';
import { sessionOf } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render';
import { JOINT_ID, spread } from '../test-fixtures';
import AchievementSpreadPage from './achievement-spread';

const PATH = `/joint/${JOINT_ID}/report/spread`;
const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((td) => td.textContent);

describe('分数段分布', () => {
  it('lists the bands from the top with counts and running totals of the union and every school', async () => {
    api.on('GET', PATH, spread());
    renderApp(<AchievementSpreadPage />, { route: `/jointcontainer/jointassessport/jointunitaryport/achievementspread?jointId=${JOINT_ID}&subjectId=3`, session: sessionOf() });
    const table = await screen.findByRole('table', { name: '分数段统计表' });
    expect(api.callsTo('GET', PATH)[0]!.query.get('subjectId')).toBe('3');
    expect(screen.getByText('分数段统计（每段 50 分）')).toBeTruthy();
    expect(within(table).getByText('本校')).toBeTruthy();
    const rows = within(table).getAllByRole('row').filter((r) => r.querySelector('td'));
    // 联考, 学校A, 实验中学, 学校C: count and cumulative each.
    expect(rows.map(cells)).toEqual([
      ['100-150', '600', '600', '270', '270', '200', '200', '130', '130'],
      ['50-100', '500', '1100', '200', '470', '160', '360', '140', '270'],
      ['0-50', '100', '1200', '30', '500', '40', '400', '30', '300'],
    ]);
    expect(screen.getByRole('img', { name: '联考与各校各分数段人数占比' })).toBeTruthy();
  });
});
