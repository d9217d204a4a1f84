import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../../../test/api-mock';
import { sessionOf } from '../../../../test/fixtures';
import { currentLocation, findToast, renderApp } from '../../../../test/render';
import { JOINT_ID, jointDetail } from '../test-fixtures';
import JointReportLayout from './report-layout';

const DETAIL = `/joint/${JOINT_ID}`;
const show = (route = `/jointcontainer/jointassessport/jointunitaryport/jointdetail?jointId=${JOINT_ID}&subjectId=3`) => renderApp(<JointReportLayout />, { route, session: sessionOf() });
const file = (name: string) => () =>
  new Response(new Blob(['PK']), { status: 200, headers: { 'Content-Type': 'application/octet-stream', 'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(name)}` } });

describe('联考报告 layout', () => {
  it('names the joint exam and groups the pages in 联考整体, 本校报告, 试题质量 and 优秀榜', async () => {
    api.on('GET', DETAIL, jointDetail());
    show();
    expect(await screen.findByText('2026年春季高一联考')).toBeTruthy();
    expect(screen.getByText('已发布')).toBeTruthy();
    expect(screen.getByText('匿名联考')).toBeTruthy();
    expect(screen.getByText(/高一 · 考试日期 2026-04-15 · 发起学校 学校A/)).toBeTruthy();
    const menu = screen.getByRole('menu', { name: '联考报告导航' });
    for (const group of ['联考整体', '本校报告', '试题质量', '优秀榜']) expect(within(menu).getByText(group)).toBeTruthy();
    expect(within(menu).getAllByRole('menuitem').map((m) => m.textContent)).toEqual([
      '联考概况',
      '上线统计',
      '成绩汇总',
      '分数段分布',
      '小题得分',
      '知识点掌握',
      '学校排名',
      '本校成绩',
      '试卷质量',
      '优秀学校',
      '优秀班级',
      '优秀学生',
    ]);
    expect(within(menu).getByRole('menuitem', { name: '联考概况' }).className).toContain('ant-menu-item-selected');
    expect(screen.getByRole('link', { name: /返回联考/ }).getAttribute('href')).toBe(`/jointcontainer/jointassessintro?jointId=${JOINT_ID}`);
  });

  it('moves between pages keeping the joint exam and the subject', async () => {
    api.on('GET', DETAIL, jointDetail());
    show(`/jointcontainer/jointassessport/jointunitaryport/jointdetail?jointId=${JOINT_ID}&subjectId=3&pageNo=2`);
    await userEvent.click(await screen.findByRole('menuitem', { name: '优秀学生' }));
    await waitFor(() => expect(currentLocation()).toBe(`/jointcontainer/jointexcellentport/excellentstudent?jointId=${JOINT_ID}&subjectId=3`));
  });

  it('marks 本校成绩 while a student’s report is open', async () => {
    api.on('GET', DETAIL, jointDetail());
    show(`/jointcontainer/jointassessport/jointnowschoolport/studentreport?jointId=${JOINT_ID}&studentId=201`);
    expect((await screen.findByRole('menuitem', { name: '本校成绩' })).className).toContain('ant-menu-item-selected');
  });

  it('hides 本校报告 and its downloads from a teacher who may not read the school’s classes', async () => {
    api.on('GET', DETAIL, jointDetail({ rights: { organise: false, respond: false, upload: false, report: true, schoolReport: false } }));
    show();
    const menu = await screen.findByRole('menu', { name: '联考报告导航' });
    expect(within(menu).queryByText('本校报告')).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: '本校成绩' })).toBeNull();
    expect(screen.getByRole('button', { name: /下载联考汇总/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /本校报告Excel/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /本校报告Word/ })).toBeNull();
  });

  it('refuses the school page to such a teacher when opened by its address', async () => {
    api.on('GET', DETAIL, jointDetail({ rights: { organise: false, respond: false, upload: false, report: true, schoolReport: false } }));
    show(`/jointcontainer/jointassessport/jointnowschoolport?jointId=${JOINT_ID}`);
    expect(await screen.findByText('你没有查看本校报告的权限')).toBeTruthy();
  });

  it('offers no download before the report is released (each page then says why it is not there)', async () => {
    api.on('GET', DETAIL, jointDetail({ status: 1, statusText: '收集成绩中', rights: { organise: false, respond: false, upload: true, report: false, schoolReport: false } }));
    show();
    expect(await screen.findByText('收集成绩中')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /下载/ })).toBeNull();
  });

  it('downloads the union summary of the subject shown, and the school’s report as Excel and Word', async () => {
    api.on('GET', DETAIL, jointDetail());
    api.on('GET', `/joint/${JOINT_ID}/report/download/union`, file('联考汇总-数学.xlsx'));
    api.on('GET', `/joint/${JOINT_ID}/report/download/school`, file('本校报告.xlsx'));
    api.on('GET', `/joint/${JOINT_ID}/report/download/school-word`, file('本校报告.docx'));
    show();
    await userEvent.click(await screen.findByRole('button', { name: /下载联考汇总/ }));
    await findToast('已下载 联考汇总-数学.xlsx');
    expect(api.callsTo('GET', `/joint/${JOINT_ID}/report/download/union`)[0]!.query.get('subjectId')).toBe('3');
    await userEvent.click(screen.getByRole('button', { name: /本校报告Excel/ }));
    await findToast('已下载 本校报告.xlsx');
    await userEvent.click(screen.getByRole('button', { name: /本校报告Word/ }));
    await findToast('已下载 本校报告.docx');
  });

  it('shows why a joint exam cannot be opened', async () => {
    api.fail('GET', DETAIL, '联考不存在', '40400');
    show();
    expect(await screen.findByText('联考无法打开')).toBeTruthy();
    expect(screen.getByText('联考不存在')).toBeTruthy();
  });

  it('asks for a joint exam when the address names none', async () => {
    show('/jointcontainer/jointassessport/jointunitaryport/jointdetail');
    expect(await screen.findByText('没有指定联考')).toBeTruthy();
  });
});
