import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../../../test/api-mock';
import { sessionOf } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render';
import { JOINT_ID, jointDetail, quality } from '../test-fixtures';
import PaperQualityPage from './paper-quality';

const PATH = `/joint/${JOINT_ID}/report/quality`;
const show = (search = '') => renderApp(<PaperQualityPage />, { route: `/jointcontainer/jointpaperquesquality/paperqualityport?jointId=${JOINT_ID}${search}`, session: sessionOf() });
const card = (title: string) => screen.getByRole('group', { name: title }).textContent!.replace(/\s+/g, '');
const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((td) => td.textContent);

describe('试卷质量', () => {
  it('opens the first subject when the address names the 总分 or nothing, and offers only subjects', async () => {
    api.on('GET', `/joint/${JOINT_ID}`, jointDetail());
    api.on('GET', PATH, (call) => quality(Number(call.query.get('subjectId'))));
    show('&subjectId=0');
    await screen.findByRole('group', { name: '试卷信度 α' });
    expect(api.callsTo('GET', PATH)[0]!.query.get('subjectId')).toBe('3');
    await userEvent.click(screen.getByRole('combobox', { name: '学科' }));
    await screen.findByTitle('物理');
    expect([...document.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title'))).toEqual(['数学', '物理']);
    await userEvent.click(await screen.findByTitle('物理'));
    await waitFor(() => expect(api.callsTo('GET', PATH).at(-1)!.query.get('subjectId')).toBe('12'));
  });

  it('shows the paper’s reliability, difficulty and discrimination, and each question with its option counts', async () => {
    api.on('GET', PATH, quality());
    show('&subjectId=3');
    await screen.findByRole('group', { name: '试卷信度 α' });
    expect(card('试卷信度 α')).toBe('试卷信度α0.810.7及以上通常认为可以接受');
    expect(card('平均分')).toBe('平均分98.77满分150');
    expect(card('难度系数')).toContain('0.66');
    expect(card('区分度')).toContain('0.43');
    const table = screen.getByRole('table', { name: '试题质量表' });
    const q1 = within(table).getAllByRole('row').find((r) => cells(r)[0] === '1')!;
    expect(cells(q1).slice(0, 8)).toEqual(['1', '客观', '5', 'B', '0.82', '0.32', '0.41', '1.92']);
    const options = within(q1).getByLabelText('第1题选项分布');
    expect([...options.querySelectorAll('.ant-tag')].map((t) => t.textContent)).toEqual(['A 100', 'B 984 ✓', 'C 80', 'D 30', '未作答 4', '其他 2']);
    const q13 = within(table).getAllByRole('row').find((r) => cells(r)[0] === '13')!;
    expect(cells(q13)).toEqual(['13', '主观', '12', '-', '0.29', '0.15', '0.20', '3.33', '-']);
    // Poor discrimination (below 0.2) stands out.
    expect(within(q13).getByText('0.15').getAttribute('style')).toContain('font-weight: 600');
  });

  it('shows a report not released yet as the API explains it', async () => {
    api.fail('GET', PATH, '联考报告尚未发布', '40900');
    show('&subjectId=3');
    expect(await screen.findByText('联考报告暂不可查看')).toBeTruthy();
  });
});
