import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TExamGroupView } from '@app/contract';
import { CURRENT_SEMESTER, examGroup, LAST_SEMESTER, VISIBLE_CLAZZES } from '../../../../test/academic-fixtures';
import { api } from '../../../../test/api-mock';
import { sessionOf } from '../../../../test/fixtures';
import { btnName, buttonTexts, findToast, renderApp, settle } from '../../../../test/render';
import ExamGroupPage from './exam-group';

const mine = examGroup({ examGroupId: 7, name: '高一3月月考', canManage: true });
const othersExam = examGroup({ examGroupId: 9, name: '高二联考', type: 4, gradeId: 12, gradeName: '高二', canManage: false, clazzes: [{ clazzId: 41, clazzName: '高二(1)班' }] });

async function showPage(bySemester: Record<number, TExamGroupView[]> = { 12: [mine, othersExam] }) {
  api.on('GET', '/base/semester/current', CURRENT_SEMESTER);
  api.on('GET', '/base/semester/all', [CURRENT_SEMESTER, LAST_SEMESTER]);
  api.on('GET', '/base/clazz/admin-and-teaching/all/12', VISIBLE_CLAZZES);
  api.on('GET', '/academic/exam-group/page', (c) => {
    const list = bySemester[Number(c.query.get('semesterId'))] ?? [];
    return { list, total: list.length, pageNo: 1, pageSize: 10 };
  });
  const r = renderApp(<ExamGroupPage />, { route: '/academic/examgroup', session: sessionOf({ posts: [2] }) });
  await screen.findByRole('row', { name: /高一3月月考/ });
  await settle(r.queryClient);
  return r;
}

const row = (name: RegExp) => screen.getByRole('row', { name });

describe('考试管理: who may change an exam', () => {
  it('an exam the teacher manages can be edited, deleted and retyped; another’s is view-only', async () => {
    await showPage();
    const managed = row(/高一3月月考/);
    expect(buttonTexts(managed)).toEqual(expect.arrayContaining(['编辑', '删除']));
    expect(within(managed).getByRole('combobox', { name: '高一3月月考考试类型' })).toBeTruthy();
    const viewOnly = row(/高二联考/);
    expect(within(viewOnly).getByText('仅查看')).toBeTruthy();
    expect(buttonTexts(viewOnly).filter((t) => t === '编辑' || t === '删除')).toEqual([]);
    expect(within(viewOnly).queryByRole('combobox')).toBeNull();
    expect(within(viewOnly).getByText('联考')).toBeTruthy();
  });

  it('per subject: managers set the paper, download the template and import; others only view the paper', async () => {
    await showPage();
    await userEvent.click(within(row(/高一3月月考/)).getByRole('button', { name: '展开行' }));
    const managedSubjects = await screen.findByRole('table', { name: '高一3月月考的学科' });
    expect(buttonTexts(within(managedSubjects).getByRole('row', { name: /数学/ }))).toEqual(['试卷结构', '下载模板', '导入成绩']);
    expect(within(managedSubjects).getByText('90 名学生')).toBeTruthy();
    expect(within(within(managedSubjects).getByRole('row', { name: /物理/ })).getByText('未导入')).toBeTruthy();

    await userEvent.click(within(row(/高二联考/)).getByRole('button', { name: '展开行' }));
    const otherSubjects = await screen.findByRole('table', { name: '高二联考的学科' });
    expect(buttonTexts(within(otherSubjects).getByRole('row', { name: /数学/ }))).toEqual(['查看试卷结构']);
  });

  it('deleting asks first, then deletes the exam', async () => {
    api.on('DELETE', '/academic/exam-group/7', null);
    await showPage();
    await userEvent.click(within(row(/高一3月月考/)).getByRole('button', { name: /删\s*除/ }));
    expect(await screen.findByText('确定删除“高一3月月考”吗？各学科的试卷结构和成绩将一并删除，且不能恢复。')).toBeTruthy();
    expect(api.callsTo('DELETE', '/academic/exam-group/7')).toHaveLength(0);
    const confirm = screen.getByText(/确定删除“高一3月月考”/).closest<HTMLElement>('.ant-popover')!;
    await userEvent.click(within(confirm).getByRole('button', { name: btnName('删除') }));
    await waitFor(() => expect(api.callsTo('DELETE', '/academic/exam-group/7')).toHaveLength(1));
    expect(await findToast('考试已删除')).toBeTruthy();
  });
});

describe('考试管理: new exams belong to the current semester', () => {
  it('新建考试 is offered in the current semester and not in a past one', async () => {
    await showPage({ 12: [mine], 11: [examGroup({ examGroupId: 5, name: '上学期期末', semesterId: 11 })] });
    expect(screen.getByRole('button', { name: /新建考试/ })).toBeTruthy();
    await userEvent.click(screen.getByRole('combobox', { name: '学期' }));
    await userEvent.click(await screen.findByTitle('2025-2026学年第一学期'));
    await screen.findByRole('row', { name: /上学期期末/ });
    expect(screen.queryByRole('button', { name: /新建考试/ })).toBeNull();
  });
});
