import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { api } from '../../../../test/api-mock';
import { sessionOf } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render';
import { JOINT_ID, lines } from '../test-fixtures';
import GradingLinesPage from './grading-lines';

const PATH = `/joint/${JOINT_ID}/report/lines`;
const show = () => renderApp(<GradingLinesPage />, { route: `/jointcontainer/jointassessport/jointunitaryport/gradinglinestatistics?jointId=${JOINT_ID}`, session: sessionOf() });
const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((td) => td.textContent);

describe('上线统计', () => {
  it('shows each line with the score it came to, and every school’s and the union’s counts and rates', async () => {
    api.on('GET', PATH, lines());
    show();
    const table = await screen.findByRole('table', { name: '各校上线情况表' });
    expect(within(table).getByText('一本线')).toBeTruthy();
    expect(within(table).getByText('200分')).toBeTruthy();
    expect(within(table).getByText('前10%，划线分 211.5')).toBeTruthy();
    const mine = within(table).getByText('实验中学').closest('tr')!;
    expect(mine.className).toContain('row-current');
    expect(cells(mine)).toEqual(['实验中学本校', '400', '75', '18.8%', '36', '9.0%']);
    const other = within(table).getByText('学校C').closest('tr')!;
    expect(other.className).not.toContain('row-current');
    expect(cells(other)).toEqual(['学校C', '300', '35', '11.7%', '15', '5.0%']);
    expect(cells(within(table).getByText('联考').closest('tr')!)).toEqual(['联考', '1200', '240', '20.0%', '121', '10.1%']);
    expect(screen.getByRole('img', { name: '联考与各校各分数线上线率柱状图' })).toBeTruthy();
  });

  it('shows the viewer’s classes with the school’s own total below', async () => {
    api.on('GET', PATH, lines());
    show();
    const table = await screen.findByRole('table', { name: '本校各班上线情况表' });
    expect(cells(within(table).getByText('高一(1)班').closest('tr')!)).toEqual(['高一(1)班', '45', '12', '26.7%', '6', '13.3%']);
    expect(cells(within(table).getByText('本校').closest('tr')!)).toEqual(['本校', '400', '75', '18.8%', '36', '9.0%']);
  });

  it('says so when the joint exam has no lines for the subject', async () => {
    api.on('GET', PATH, lines(false));
    show();
    expect(await screen.findByText('联考未设置该学科的分数线')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
