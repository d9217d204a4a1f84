import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { api } from '../../../../test/api-mock';
import { sessionOf } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render';
import { JOINT_ID, excellentClasses } from '../test-fixtures';
import ExcellentClassesPage from './excellent-classes';

const PATH = `/joint/${JOINT_ID}/report/excellent-classes`;
const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((td) => td.textContent);

describe('优秀班级', () => {
  it('lists the union’s best classes with their schools as the API names them, the own school’s marked', async () => {
    api.on('GET', PATH, excellentClasses());
    renderApp(<ExcellentClassesPage />, { route: `/jointcontainer/jointexcellentport/excellentclass?jointId=${JOINT_ID}&subjectId=0`, session: sessionOf() });
    const table = await screen.findByRole('table', { name: '优秀班级表' });
    const rows = within(table).getAllByRole('row').filter((r) => r.querySelector('td'));
    expect(rows.map(cells)).toEqual([
      ['1', '学校A', '高一(3)班', '50', '185.46', '20', '40.0%'],
      ['2', '实验中学本校', '高一(1)班', '45', '170.56', '12', '26.7%'],
      ['3', '学校C', '高一(7)班', '48', '165.00', '9', '18.8%'],
    ]);
    expect(rows[1]!.className).toContain('row-current');
    expect(rows[0]!.className).not.toContain('row-current');
  });
});
