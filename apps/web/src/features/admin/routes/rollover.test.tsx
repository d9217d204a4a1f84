import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ZAdminOverview, ZAdminRolloverResult, type TAdminRolloverResult } from '@app/contract';
import { api } from '../../../../test/api-mock';
import { sessionOf } from '../../../../test/fixtures';
import { btnName, findDialog, findToast, renderApp } from '../../../../test/render';
import AdminRolloverPage from './rollover';

const CURRENT = { semesterId: 9, semesterName: '2025-2026学年第二学期', status: 1, isShow: 1, startDate: '2026-02-16', endDate: '2026-07-10', schoolYear: 2025 };
const OVERVIEW = ZAdminOverview.parse({
  schoolId: 1,
  schoolName: '示范高级中学',
  schoolCode: 'demo',
  section: 2,
  currentSemester: CURRENT,
  grades: [],
  clazzCount: 3,
  studentCount: 120,
  teacherCount: 12,
  lastRollover: null,
});
const TOKEN = 'c'.repeat(64);
const rehearsal = (r: Partial<TAdminRolloverResult> = {}) =>
  ZAdminRolloverResult.parse({
    applied: false,
    fromSemester: CURRENT,
    newSemester: { semesterName: '2026-2027学年第一学期', startDate: '2026-09-01', endDate: '2027-01-31', schoolYear: 2026 },
    moves: [
      { clazzId: 31, fromName: '高一(1)班', toName: '高二(1)班', fromGrade: '高一', toGrade: '高二', studentCount: 40 },
      { clazzId: 41, fromName: '高二(1)班', toName: '高三(1)班', fromGrade: '高二', toGrade: '高三', studentCount: 38 },
    ],
    graduated: [{ clazzId: 51, clazzName: '高三(1)班', gradeName: '高三', studentCount: 42 }],
    graduatedStudents: 42,
    carriedAssignments: 14,
    emptyGrades: ['高一'],
    confirmToken: TOKEN,
    ...r,
  });

async function fillNewSemester() {
  const form = await screen.findByRole('form', { name: '新学期' });
  await userEvent.type(within(form).getByLabelText('新学期名称'), '2026-2027学年第一学期');
  // antd's range picker takes typed dates (Enter keeps each).
  const [start, end] = form.querySelectorAll<HTMLInputElement>('.ant-picker-range input');
  await userEvent.click(start!);
  await userEvent.type(start!, '2026-09-01{Enter}');
  await userEvent.type(end!, '2027-01-31{Enter}');
  fireEvent.submit(form);
  return form;
}

describe('升年级', () => {
  it('fills the new semester, shows the rehearsal (nothing changed), confirms in a dialog with the counts, then points to importing the new 高一 classes', async () => {
    api.on('GET', '/admin/overview', OVERVIEW);
    api.on('POST', '/admin/rollover/preview', rehearsal());
    api.on('POST', '/admin/rollover', rehearsal({ applied: true, confirmToken: null }));
    renderApp(<AdminRolloverPage />, { session: sessionOf({ posts: [5] }) });
    expect(await screen.findByText('当前学期：2025-2026学年第二学期（2026-02-16 至 2026-07-10）')).toBeTruthy();
    await fillNewSemester();

    // Step 2: the rehearsal's tables.
    const moves = await screen.findByRole('table', { name: '升级的班级' });
    expect(within(moves).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['高一高一(1)班高二高二(1)班40 名', '高二高二(1)班高三高三(1)班38 名']);
    const graduated = screen.getByRole('table', { name: '毕业的班级' });
    expect(within(graduated).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['高三高三(1)班42 名']);
    expect(screen.getByText('这是预演结果，还没有改变任何数据')).toBeTruthy();
    expect(api.callsTo('POST', '/admin/rollover/preview')[0]!.body).toEqual({ semesterName: '2026-2027学年第一学期', startDate: '2026-09-01', endDate: '2027-01-31', carryTeachers: true });
    expect(api.callsTo('POST', '/admin/rollover')).toHaveLength(0);

    // Step 3: the confirmation.
    await userEvent.click(screen.getByRole('button', { name: btnName('下一步') }));
    const dialog = await findDialog('确认升年级');
    expect(dialog.textContent).toContain('2 个班级升入下一年级，1 个班级的 42 名学生毕业。');
    await userEvent.click(within(dialog).getByRole('button', { name: btnName('确认升年级') }));

    // Step 4: done.
    await findToast('升年级完成');
    const call = api.callsTo('POST', '/admin/rollover')[0]!;
    expect(call.query.get('confirmToken')).toBe(TOKEN);
    expect(call.body).toEqual({ semesterName: '2026-2027学年第一学期', startDate: '2026-09-01', endDate: '2027-01-31', carryTeachers: true });
    expect(await screen.findByText(/已开启新学期“2026-2027学年第一学期”/)).toBeTruthy();
    const link = screen.getByRole('link', { name: '导入新高一的班级' });
    expect(link.getAttribute('href')).toContain('/admin/import?kind=classes');
  });

  it('cancelling the confirmation changes nothing; a refusal of the rollover goes back to the first step', async () => {
    api.on('GET', '/admin/overview', OVERVIEW);
    api.on('POST', '/admin/rollover/preview', rehearsal());
    api.fail('POST', '/admin/rollover', '数据在预演后有变化，请重新预演', '40900');
    renderApp(<AdminRolloverPage />, { session: sessionOf({ posts: [5] }) });
    await fillNewSemester();
    await userEvent.click(await screen.findByRole('button', { name: btnName('下一步') }));
    let dialog = await findDialog('确认升年级');
    await userEvent.click(within(dialog).getByRole('button', { name: btnName('取消') }));
    expect(api.callsTo('POST', '/admin/rollover')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: btnName('下一步') }));
    dialog = await findDialog('确认升年级');
    await userEvent.click(within(dialog).getByRole('button', { name: btnName('确认升年级') }));
    await findToast('数据在预演后有变化，请重新预演');
    await waitFor(() => expect(screen.getByRole('form', { name: '新学期' })).toBeTruthy());
  });

  it('asks for the new semester dates before rehearsing', async () => {
    api.on('GET', '/admin/overview', OVERVIEW);
    renderApp(<AdminRolloverPage />, { session: sessionOf({ posts: [5] }) });
    const form = await screen.findByRole('form', { name: '新学期' });
    await userEvent.type(within(form).getByLabelText('新学期名称'), '新学期');
    fireEvent.submit(form);
    expect(await within(form).findByText('请选择新学期的开始和结束日期')).toBeTruthy();
    expect(api.callsTo('POST', '/admin/rollover/preview')).toHaveLength(0);
  });
});
