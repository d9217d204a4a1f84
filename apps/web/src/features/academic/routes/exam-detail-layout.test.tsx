import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { z } from 'zod';
import { ZExamListItem, type TClazz } from '@app/contract';
import { clazzOf, CURRENT_SEMESTER } from '../../../../test/academic-fixtures';
import { api } from '../../../../test/api-mock';
import { sessionOf } from '../../../../test/fixtures';
import { currentLocation, renderApp } from '../../../../test/render';
import ExamDetailLayout from './exam-detail-layout';

type ListItem = z.infer<typeof ZExamListItem>;

function listItem(examId: number, name: string, p: Partial<ListItem> = {}): ListItem {
  return ZExamListItem.parse({
    examId,
    examGroupId: examId,
    name,
    type: 3,
    typeName: '月考',
    examDate: '2026-03-10',
    subjectId: 3,
    subjectName: '数学',
    fullScore: 150,
    hasScores: true,
    inMarking: false,
    participants: 45,
    average: 101.5,
    gradeAverage: 98.2,
    clazzRank: 2,
    passRate: 0.8,
    excellentRate: 0.2,
    ...p,
  });
}

function showLayout(opts: { posts?: number[]; clazzes: TClazz[]; exams?: ListItem[]; route?: string }) {
  api.on('GET', '/base/semester/current', CURRENT_SEMESTER);
  api.on('GET', '/base/clazz/admin-and-teaching/all/12', opts.clazzes);
  const list = opts.exams ?? [listItem(71, '高一3月月考')];
  api.on('GET', '/academic/exam/list', { list, total: list.length, pageNo: 1, pageSize: 10 });
  renderApp(<ExamDetailLayout />, { route: opts.route ?? '/academic/examdetail/classinfo', path: '/academic/examdetail/*', session: sessionOf({ posts: opts.posts ?? [4] }), router: 'hash' });
}

const tabs = () => screen.getAllByRole('tab').map((t) => t.textContent);
const search = () => new URLSearchParams(currentLocation().split('?')[1] ?? '');

describe('考试分析: the tabs a teacher sees', () => {
  it('a subject teacher has no 年级对比', async () => {
    showLayout({ posts: [4], clazzes: [clazzOf(31, '高一(1)班', 1)] });
    await screen.findAllByRole('tab');
    expect(tabs()).toEqual(['成绩概况', '试题分析', '知识点', '报告']);
  });

  it('a grade leader also compares the grade', async () => {
    showLayout({ posts: [2], clazzes: [clazzOf(31, '高一(1)班', 1)] });
    await screen.findAllByRole('tab');
    expect(tabs()).toEqual(['成绩概况', '试题分析', '知识点', '报告', '年级对比']);
  });
});

describe('考试分析: what is chosen first', () => {
  it('a grade leader starts on a class they teach or lead, not simply the first of the grade', async () => {
    showLayout({ posts: [2], clazzes: [clazzOf(31, '高一(1)班', 1, { teaching: 0, isAdmin: 0 }), clazzOf(32, '高一(2)班', 1, { teaching: 1 })] });
    await waitFor(() => expect(search().get('clazzId')).toBe('32'));
  });

  it('the newest exam with scores is shown, not one still being marked', async () => {
    showLayout({ clazzes: [clazzOf(31, '高一(1)班', 1)], exams: [listItem(73, '高一4月月考', { hasScores: false, inMarking: true }), listItem(72, '高一3月月考')] });
    await waitFor(() => expect(search().get('examId')).toBe('72'));
  });

  it('an exam still being marked online shows no report', async () => {
    showLayout({ clazzes: [clazzOf(31, '高一(1)班', 1)], exams: [listItem(73, '高一4月月考', { hasScores: false, inMarking: true })], route: '/academic/examdetail/classinfo?clazzId=31&examId=73' });
    expect(await screen.findByText('该考试正在网上阅卷，阅卷全部完成后才能查看成绩和报告')).toBeTruthy();
  });

  it('a teacher with no class this semester is sent to the no-class page', async () => {
    showLayout({ clazzes: [] });
    await waitFor(() => expect(currentLocation()).toBe('/academic/noclazz'));
  });
});

describe('考试分析: the header figures', () => {
  it('the gap to the grade is the gap between the averages as shown', async () => {
    // 72.3449 and 72.3351 both read 72.34: level, not "高于年级 0.01 分".
    showLayout({ clazzes: [clazzOf(31, '高一(1)班', 1)], exams: [listItem(72, '高一3月月考', { average: 72.3449, gradeAverage: 72.3351 })], route: '/academic/examdetail/classinfo?clazzId=31&examId=72' });
    expect(await screen.findByText('与年级平均分持平')).toBeTruthy();
    expect(screen.getByText('72.34', { selector: 'b' })).toBeTruthy();
  });

  it('reads 0.05 below with two decimals, as the class report text does', async () => {
    showLayout({ clazzes: [clazzOf(31, '高一(1)班', 1)], exams: [listItem(72, '高一3月月考', { average: 72.354, gradeAverage: 72.404 })], route: '/academic/examdetail/classinfo?clazzId=31&examId=72' });
    expect(await screen.findByText('低于年级 0.05 分')).toBeTruthy();
    expect(screen.getByText(/年级平均分 72\.40/)).toBeTruthy();
  });
});
