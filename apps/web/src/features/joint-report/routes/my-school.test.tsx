import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../../../test/api-mock';
import { sessionOf } from '../../../../test/fixtures';
import { currentLocation, renderApp } from '../../../../test/render';
import { JOINT_ID, mySchool, studentPage } from '../test-fixtures';
import MySchoolPage from './my-school';

const PATH = `/joint/${JOINT_ID}/report/my-school`;
const STUDENTS = `/joint/${JOINT_ID}/report/students`;
const show = (search = '') => renderApp(<MySchoolPage />, { route: `/jointcontainer/jointassessport/jointnowschoolport?jointId=${JOINT_ID}${search}`, session: sessionOf() });
const card = (title: string) => screen.getByRole('group', { name: title }).textContent!.replace(/\s+/g, '');
const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((td) => td.textContent);
const studentCalls = () => api.callsTo('GET', STUDENTS).map((c) => Object.fromEntries(c.query));

describe('本校成绩', () => {
  it('compares the school with the union and lists its classes with union and school ranks', async () => {
    api.on('GET', PATH, mySchool());
    api.on('GET', STUDENTS, studentPage());
    show();
    await screen.findByRole('group', { name: '平均分' });
    expect(card('平均分')).toBe('平均分158.10联考平均分160.46');
    expect(card('学校名次')).toContain('2/3');
    expect(card('超均率')).toContain('-1.5%');
    expect(card('及格率')).toContain('260人·联考65.0%');
    const table = screen.getByRole('table', { name: '本校各班成绩表' });
    expect(cells(within(table).getByText('高一(1)班').closest('tr')!)).toEqual(['高一(1)班', '45', '170.56', '6.3%', '3', '1', '243.5', '42', '64.4%', '11.1%', '4.4%']);
    expect(cells(within(table).getByText('本校').closest('tr')!).slice(0, 4)).toEqual(['本校', '400', '158.10', '-1.5%']);
    expect(cells(within(table).getByText('联考').closest('tr')!).slice(0, 4)).toEqual(['联考', '1200', '160.46', '-']);
    expect(screen.getByText(/联考共 3 所学校、24 个班级参考/)).toBeTruthy();
  });

  it('lists the school’s students with their class, school and union ranks and the share they beat', async () => {
    api.on('GET', PATH, mySchool());
    api.on('GET', STUDENTS, studentPage());
    show();
    const table = await screen.findByRole('table', { name: '本校学生成绩表' });
    await within(table).findByText('张三');
    expect(studentCalls()[0]).toEqual({ subjectId: '0', pageNo: '1', pageSize: '20' });
    expect(cells(within(table).getByText('张三').closest('tr')!)).toEqual(['2026201', '张三', '高一(1)班', '236.5', '1', '1', '3', '99.7%']);
    expect(cells(within(table).getByText('王五').closest('tr')!)).toEqual(['2026203', '王五', '高一(1)班', '缺考', '-', '-', '-', '-']);
    expect(screen.getByText('联考共 1200 名考生参考；点击学生查看其联考报告')).toBeTruthy();
  });

  it('filters by class and name, pages on the server, and keeps all of it in the address', async () => {
    api.on('GET', PATH, mySchool());
    api.on('GET', STUDENTS, (call) => studentPage({ total: 45, pageNo: Number(call.query.get('pageNo')) }));
    show();
    await screen.findByText('共 45 名学生', undefined, { timeout: 3000 });
    await userEvent.click(screen.getByRole('combobox', { name: '班级' }));
    await userEvent.click(await screen.findByTitle('高一(2)班'));
    await waitFor(() => expect(studentCalls().at(-1)).toEqual({ subjectId: '0', clazzId: '32', pageNo: '1', pageSize: '20' }));
    await userEvent.type(screen.getByRole('searchbox', { name: '搜索学生' }), '张{Enter}');
    await waitFor(() => expect(studentCalls().at(-1)).toEqual({ subjectId: '0', clazzId: '32', keyword: '张', pageNo: '1', pageSize: '20' }));
    await userEvent.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(studentCalls().at(-1)?.pageNo).toBe('2'));
    expect(currentLocation()).toBe(`/jointcontainer/jointassessport/jointnowschoolport?jointId=${JOINT_ID}&clazzId=32&keyword=%E5%BC%A0&pageNo=2`);
  });

  it('opens a student’s report from the list', async () => {
    api.on('GET', PATH, mySchool(3));
    api.on('GET', STUDENTS, studentPage());
    show('&subjectId=3');
    await userEvent.click(await screen.findByText('李四'));
    await waitFor(() => expect(currentLocation()).toBe(`/jointcontainer/jointassessport/jointnowschoolport/studentreport?jointId=${JOINT_ID}&subjectId=3&studentId=202`));
  });

  it('says when no student matches', async () => {
    api.on('GET', PATH, mySchool());
    api.on('GET', STUDENTS, studentPage({ list: [] }));
    show('&keyword=赵');
    expect(await screen.findByText('没有符合条件的学生')).toBeTruthy();
  });

  it('shows a report not released yet as the API explains it', async () => {
    api.fail('GET', PATH, '联考报告还未发布，发布后才能查看', '40900');
    api.fail('GET', STUDENTS, '联考报告还未发布，发布后才能查看', '40900');
    show();
    expect(await screen.findByText('联考报告暂不可查看')).toBeTruthy();
    expect(screen.getByText('联考报告还未发布，发布后才能查看')).toBeTruthy();
  });
});
