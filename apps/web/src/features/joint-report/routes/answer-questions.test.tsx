import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { api } from '../../../../test/api-mock';
import { sessionOf } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render';
import { JOINT_ID, questions } from '../test-fixtures';
import AnswerQuestionsPage from './answer-questions';

const PATH = `/joint/${JOINT_ID}/report/questions`;
const show = (subjectId = 3) => renderApp(<AnswerQuestionsPage />, { route: `/jointcontainer/jointassessport/jointunitaryport/answerquescount?jointId=${JOINT_ID}&subjectId=${subjectId}`, session: sessionOf() });
const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((td) => td.textContent);

describe('小题得分', () => {
  it('shows each question’s union figures and every school’s scoring rate, the own school’s column marked', async () => {
    api.on('GET', PATH, questions());
    show();
    const table = await screen.findByRole('table', { name: '小题得分表' });
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining(['学校A', '实验中学本校', '学校C']));
    const mineHeader = within(table).getAllByRole('columnheader').find((h) => h.textContent === '实验中学本校')!;
    expect(mineHeader.className).toContain('joint-mine-col');
    const q1 = within(table).getAllByRole('row').find((r) => cells(r)[0] === '1')!;
    expect(cells(q1)).toEqual(['1', '客观', '5', 'B', '4.10', '82.0%', '984', '216', '90.0%', '78.0%', '74.0%']);
    const q13 = within(table).getAllByRole('row').find((r) => cells(r)[0] === '13')!;
    expect(cells(q13)).toEqual(['13', '主观', '12', '-', '3.46', '28.8%', '30', '400', '35.0%', '25.8%', '21.7%']);
    expect(screen.getByRole('img', { name: '各题联考得分率与本校得分率' })).toBeTruthy();
  });

  it('asks for a subject when the 总分 has no questions', async () => {
    api.on('GET', PATH, { ...questions(), subjectId: 0, subjectName: '总分', questions: [] });
    show(0);
    expect(await screen.findByText('总分没有小题，请选择一个学科')).toBeTruthy();
  });
});
