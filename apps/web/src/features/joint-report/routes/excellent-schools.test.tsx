import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { api } from '../../../../test/api-mock';
import { sessionOf } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render';
import { JOINT_ID, excellentSchools } from '../test-fixtures';
import ExcellentSchoolsPage from './excellent-schools';

const PATH = `/joint/${JOINT_ID}/report/excellent-schools`;
const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((td) => td.textContent);

describe('优秀学校', () => {
  it('lists the schools by 优秀率 with their counts in the union’s top shares', async () => {
    api.on('GET', PATH, excellentSchools());
    renderApp(<ExcellentSchoolsPage />, { route: `/jointcontainer/jointexcellentport/excellentschool?jointId=${JOINT_ID}`, session: sessionOf() });
    const table = await screen.findByRole('table', { name: '优秀学校表' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(expect.arrayContaining(['联考前10%人数', '联考前30%人数']));
    const rows = within(table).getAllByRole('row').filter((r) => r.querySelector('td'));
    expect(rows.map(cells)).toEqual([
      ['1', '学校A', '500', '80', '16.0%', '220', '44.0%', '170.23', '70', '190'],
      ['2', '实验中学本校', '400', '40', '10.0%', '150', '37.5%', '158.10', '36', '120'],
      ['3', '学校C', '300', '24', '8.0%', '90', '30.0%', '148.67', '14', '50'],
    ]);
    expect(rows[1]!.className).toContain('row-current');
    expect(screen.getByRole('img', { name: '各校优秀率柱状图' })).toBeTruthy();
  });
});
