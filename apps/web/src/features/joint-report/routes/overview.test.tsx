import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../../../test/api-mock';
import { sessionOf } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render';
import { JOINT_ID, overview } from '../test-fixtures';
import OverviewPage from './overview';

const PATH = `/joint/${JOINT_ID}/report/overview`;
const show = (search = `?jointId=${JOINT_ID}`) => renderApp(<OverviewPage />, { route: `/jointcontainer/jointassessport/jointunitaryport/jointdetail${search}`, session: sessionOf() });
const card = (title: string) => screen.getByRole('group', { name: title }).textContent!.replace(/\s+/g, '');
const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((td) => td.textContent);

describe('联考概况', () => {
  it('shows the union in cards, rounded for display, with the own school beside it', async () => {
    api.on('GET', PATH, overview());
    show();
    await screen.findByRole('group', { name: '平均分' });
    expect(api.callsTo('GET', PATH)[0]!.query.get('subjectId')).toBe('0');
    expect(card('参考学校')).toContain('3');
    expect(card('参考学校')).toContain('参考班级24个');
    expect(card('参考人数')).toContain('1200');
    expect(card('参考人数')).toContain('缺考8人');
    expect(card('平均分')).toContain('160.46');
    expect(card('平均分')).toContain('满分250');
    expect(card('平均分')).toContain('本校158.10');
    expect(card('及格率')).toContain('65.0%');
    expect(card('及格率')).toContain('780人');
    expect(card('及格率')).toContain('本校62.5%');
    expect(card('标准差')).toContain('35.12');
    expect(card('本校名次')).toContain('2/3');
    expect(card('本校超均率')).toContain('-1.5%');
  });

  it('lists the schools in rank order by the names the API gives, the own school marked, and the union below', async () => {
    api.on('GET', PATH, overview());
    show();
    const table = await screen.findByRole('table', { name: '各校成绩表' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.slice(0, 3).map((r) => r.querySelectorAll('td')[1]?.textContent)).toEqual(['学校A', '实验中学本校', '学校C']);
    const mine = rows[1]!;
    expect(mine.className).toContain('row-current');
    expect(within(mine).getByText('本校')).toBeTruthy();
    expect(cells(mine).slice(0, 6)).toEqual(['2', '实验中学本校', '400', '2', '158.10', '-1.5%']);
    expect(cells(rows[0]!).slice(4, 6)).toEqual(['170.23', '6.1%']);
    expect(rows[0]!.className).not.toContain('row-current');
    const union = within(table).getByText('联考').closest('tr')!;
    expect(cells(union).slice(0, 4)).toEqual(['联考', '1200', '8', '160.46']);
    expect(screen.getByRole('img', { name: '各校平均分与联考平均分柱状图' })).toBeTruthy();
  });

  it('changes the subject from the report head’s subjects', async () => {
    api.on('GET', PATH, (call) => overview(Number(call.query.get('subjectId'))));
    show();
    await screen.findByRole('table', { name: '各校成绩表' });
    await userEvent.click(screen.getByRole('combobox', { name: '学科' }));
    await userEvent.click(await screen.findByTitle('数学'));
    await waitFor(() => expect(api.callsTo('GET', PATH).map((c) => c.query.get('subjectId'))).toEqual(['0', '3']));
    await waitFor(() => expect(card('平均分')).toContain('满分150'));
  });

  it('says the report is not released yet when the API refuses with 40900', async () => {
    api.fail('GET', PATH, '联考报告尚未发布', '40900');
    show();
    expect(await screen.findByText('联考报告暂不可查看')).toBeTruthy();
    expect(screen.getByText('联考报告尚未发布')).toBeTruthy();
  });
});
