import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { api } from '../../../../test/api-mock';
import { sessionOf } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render';
import { JOINT_ID, schoolSort } from '../test-fixtures';
import SchoolSortPage from './school-sort';

const PATH = `/joint/${JOINT_ID}/report/schools`;
const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((td) => td.textContent);

describe('学校排名', () => {
  it('lists the schools in rank order with their counts in the union’s rank bands and tiers', async () => {
    api.on('GET', PATH, schoolSort());
    renderApp(<SchoolSortPage />, { route: `/jointcontainer/jointassessport/jointunitaryport/schoolsortdetail?jointId=${JOINT_ID}`, session: sessionOf() });
    const table = await screen.findByRole('table', { name: '学校排名表' });
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining(['联考名次段人数', '前50名', '前100名', '前200名', '分层人数', '尖子生', '优秀生', '中等生', '学困生']));
    const rows = within(table).getAllByRole('row').filter((r) => r.querySelector('td'));
    expect(rows.map(cells)).toEqual([
      ['1', '学校A', '500', '170.23', '6.1%', '30', '62', '118', '70', '120', '230', '80'],
      ['2', '实验中学本校', '400', '158.10', '-1.5%', '15', '28', '60', '36', '84', '200', '80'],
      ['3', '学校C', '300', '148.67', '-7.3%', '5', '10', '22', '14', '36', '150', '100'],
    ]);
    expect(rows[1]!.className).toContain('row-current');
    expect(screen.getByRole('img', { name: /各校尖子生、优秀生、中等生、学困生人数占比/ })).toBeTruthy();
  });
});
