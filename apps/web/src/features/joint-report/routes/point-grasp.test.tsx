import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { api } from '../../../../test/api-mock';
import { sessionOf } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render';
import { JOINT_ID, points } from '../test-fixtures';
import PointGraspPage from './point-grasp';

const PATH = `/joint/${JOINT_ID}/report/points`;
const show = (subjectId = 3) => renderApp(<PointGraspPage />, { route: `/jointcontainer/jointassessport/jointunitaryport/pointgrasp?jointId=${JOINT_ID}&subjectId=${subjectId}`, session: sessionOf() });
const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((td) => td.textContent);

describe('知识点掌握', () => {
  it('shows each point’s mastery in the union and every school', async () => {
    api.on('GET', PATH, points());
    show();
    const table = await screen.findByRole('table', { name: '知识点掌握表' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(expect.arrayContaining(['联考掌握率', '学校A', '实验中学本校', '学校C']));
    expect(cells(within(table).getByText('函数的单调性').closest('tr')!)).toEqual(['函数的单调性', '1、13', '17', '44.5%', '51.2%', '41.2%', '37.1%']);
    expect(cells(within(table).getByText('集合的运算').closest('tr')!)).toEqual(['集合的运算', '1', '5', '82.0%', '90.0%', '78.0%', '-']);
    expect(screen.getByRole('img', { name: '各知识点联考与各校掌握率' })).toBeTruthy();
  });

  it('says when the paper has no knowledge points, and that the 总分 has none', async () => {
    api.on('GET', PATH, points(true));
    show();
    expect(await screen.findByText('该学科的试卷没有标注知识点')).toBeTruthy();
  });

  it('asks for a subject on the 总分', async () => {
    api.on('GET', PATH, { ...points(true), subjectId: 0, subjectName: '总分' });
    show(0);
    expect(await screen.findByText('总分没有知识点分析，请选择一个学科')).toBeTruthy();
  });
});
