import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ZAdminClazz, ZAdminGrade, ZAdminTeacherDetail } from '@app/contract';
import { api } from '../../../../test/api-mock';
import { SCHOOL_SUBJECTS } from '../../../../test/fixtures';
import { findToast, renderApp } from '../../../../test/render';
import { TeacherEditor } from './teacher-editor';

const GRADES = [ZAdminGrade.parse({ gradeId: 11, gradeName: '高一', section: 2, gradeNo: 1 }), ZAdminGrade.parse({ gradeId: 12, gradeName: '高二', section: 2, gradeNo: 2 })];
const clazz = (clazzId: number, gradeId: number, gradeName: string, clazzName: string) =>
  ZAdminClazz.parse({ clazzId, clazzName, gradeId, gradeName, status: 1, studentCount: 40, headTeacherName: null, examCount: 0 });
const CLASSES = [clazz(31, 11, '高一', '高一(1)班'), clazz(32, 11, '高一', '高一(2)班'), clazz(41, 12, '高二', '高二(1)班')];

const DETAIL = ZAdminTeacherDetail.parse({
  teacherId: 7,
  teacherName: '李老师',
  account: 'lilaoshi',
  phone: '13900000000',
  accountKind: 1,
  disabled: 0,
  mustChangePassword: 0,
  posts: [4],
  postsName: '任课教师',
  subjectIds: [3],
  subjectNames: '数学',
  clazzCount: 1,
  postGrades: [{ post: 4, gradeId: null }],
  semesterId: 9,
  assignments: [{ clazzId: 31, subjectId: 3 }],
  adminClazzIds: [],
});

async function openEditor() {
  api.on('GET', '/admin/teachers/7', DETAIL);
  api.on('GET', '/admin/classes', CLASSES);
  renderApp(<TeacherEditor teacherId={7} onClose={() => undefined} subjects={SCHOOL_SUBJECTS} grades={GRADES} />);
  const form = await screen.findByRole('form', { name: '教师信息' });
  await waitFor(() => expect((within(form).getByLabelText('姓名') as HTMLInputElement).value).toBe('李老师'));
  return form;
}

async function pick(combobox: HTMLElement, title: string) {
  await userEvent.click(combobox);
  const options = await screen.findAllByTitle(title);
  await userEvent.click(options[options.length - 1]!);
}

describe('TeacherEditor', () => {
  it('loads the teacher, then saves posts with the grade led, subjects, classes per subject and 班主任 classes as one body', async () => {
    let saved: unknown = null;
    api.on('PUT', '/admin/teachers/7', (call) => {
      saved = call.body;
      return DETAIL;
    });
    const form = await openEditor();
    // What is stored: 任课教师, 数学 in 高一(1)班.
    expect((within(form).getByRole('checkbox', { name: '任课教师' }) as HTMLInputElement).checked).toBe(true);
    expect(within(form).getByRole('combobox', { name: '数学任教班级' }).closest('.ant-select')!.textContent).toContain('高一 高一(1)班');

    await userEvent.click(within(form).getByRole('checkbox', { name: '年级组长' }));
    await pick(await within(form).findByRole('combobox', { name: '年级组长负责的年级' }), '高二');
    await userEvent.click(within(form).getByRole('checkbox', { name: '物理' }));
    await pick(await within(form).findByRole('combobox', { name: '物理任教班级' }), '高二 高二(1)班');
    await pick(within(form).getByRole('combobox', { name: '班主任班级' }), '高一 高一(2)班');
    const phone = within(form).getByLabelText('手机号');
    await userEvent.clear(phone);
    await userEvent.type(phone, '13911112222');

    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await findToast('保存成功');
    expect(saved).toEqual({
      teacherName: '李老师',
      phone: '13911112222',
      posts: [
        { post: 2, gradeId: 12 },
        { post: 4, gradeId: null },
      ],
      subjectIds: [3, 12],
      assignments: [
        { clazzId: 31, subjectId: 3 },
        { clazzId: 41, subjectId: 12 },
      ],
      adminClazzIds: [32],
    });
  });

  it('refuses a bad phone number with the contract message and sends nothing', async () => {
    const form = await openEditor();
    const phone = within(form).getByLabelText('手机号');
    await userEvent.clear(phone);
    await userEvent.type(phone, '12345');
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await within(form).findByText('手机号格式不正确，应为11位数字')).toBeTruthy();
    expect(api.callsTo('PUT', '/admin/teachers/7')).toHaveLength(0);
  });

  it('shows the server refusal (a class that already has a 班主任) and stays open', async () => {
    api.fail('PUT', '/admin/teachers/7', '高一(2)班已有班主任王老师，一个班只能有一位班主任', '40000');
    const form = await openEditor();
    await pick(within(form).getByRole('combobox', { name: '班主任班级' }), '高一 高一(2)班');
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await findToast('高一(2)班已有班主任王老师，一个班只能有一位班主任');
    expect(screen.getByRole('form', { name: '教师信息' })).toBeTruthy();
  });
});

describe('subjectLabel', () => {
  it('names the section of a subject a school of both sections offers twice', async () => {
    const { subjectLabel } = await import('./teacher-editor');
    const both = [...SCHOOL_SUBJECTS, { subjectId: 29, subjectName: '语文', id: 29, name: '语文', isBasic: 1 }];
    expect(both.map((s) => subjectLabel(both, s)).slice(0, 3)).toEqual(['语文（高中）', '数学', '英语']);
    expect(subjectLabel(both, both[both.length - 1]!)).toBe('语文（初中）');
  });
});
