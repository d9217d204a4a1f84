import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { THomeworkCompletion, THomeworkItem } from '@app/contract';
import { api } from '../../../../test/api-mock';
import { sessionOf } from '../../../../test/fixtures';
import { btnName, findDialog, findToast, renderApp } from '../../../../test/render';
import HomeworkPage from './homework';

const item = (patch: Partial<THomeworkItem> = {}): THomeworkItem => ({
  homeworkId: 4,
  title: '期中复习',
  paperId: 7,
  recordId: null,
  source: 'school',
  paperName: '高一数学期中复习卷',
  fileType: 'pdf',
  dueAt: '2030-11-30T14:00:00.000Z',
  open: 1,
  clazzes: [
    { clazzId: 1, clazzName: '高一(1)班' },
    { clazzId: 2, clazzName: '高一(2)班' },
  ],
  studentCount: 4,
  doneCount: 2,
  photoCount: 1,
  createdAt: '2026-11-26T00:00:00.000Z',
  ...patch,
});
const row = (studentId: number, name: string, clazzId: number, state: number, photoCount = 0, comment = '') => ({
  studentId,
  name,
  studentNum: `20260${studentId}`,
  clazzId,
  clazzName: clazzId === 1 ? '高一(1)班' : '高一(2)班',
  state,
  stateName: ['未完成', '已完成', '已上传照片'][state]!,
  done: state === 0 ? 0 : 1,
  photoCount,
  updatedAt: state ? '2026-11-26T02:00:00.000Z' : null,
  comment,
});
const completion = (): THomeworkCompletion => ({
  homework: item(),
  clazzes: [
    { clazzId: 1, clazzName: '高一(1)班', studentCount: 2, doneCount: 2, photoCount: 1, notYetCount: 0 },
    { clazzId: 2, clazzName: '高一(2)班', studentCount: 2, doneCount: 0, photoCount: 0, notYetCount: 2 },
  ],
  students: [row(1, '张三', 1, 2, 2, '步骤完整'), row(2, '李四', 1, 1), row(3, '王五', 2, 0), row(4, '赵六', 2, 0)],
});
const jpeg = () => new Response(new Blob(['jpeg'], { type: 'image/jpeg' }), { status: 200, headers: { 'Content-Type': 'image/jpeg' } });

describe('作业', () => {
  it('lists the homework with its completion and shows each class and student', async () => {
    api.on('GET', '/schoolpaper/homework', { list: [item()], total: 1, pageNo: 1, pageSize: 10 });
    api.on('GET', '/schoolpaper/homework/4/students', completion());
    api.on('GET', /^\/schoolpaper\/homework\/4\/students\/1\/photo\/\d$/, jpeg);
    api.on('PUT', '/schoolpaper/homework/4/students/3/comment', row(3, '王五', 2, 0, 0, '请尽快完成'));
    renderApp(<HomeworkPage />, { session: sessionOf() });
    const r = (await screen.findByText('期中复习')).closest('tr')!;
    expect(within(r).getByText('2/4')).toBeTruthy();
    expect(within(r).getByText('高一(1)班、高一(2)班')).toBeTruthy();
    expect(within(r).getByText('进行中')).toBeTruthy();
    await userEvent.click(within(r).getByRole('button', { name: btnName('完成情况') }));
    const stats = await screen.findByLabelText('完成统计');
    expect(stats.textContent).toContain('已完成2');
    expect(stats.textContent).toContain('未完成2');
    const zhang = screen.getByText('张三').closest('tr')!;
    expect(within(zhang).getByText('已上传照片')).toBeTruthy();
    expect(within(zhang).getByText('步骤完整')).toBeTruthy();
    // One class only.
    await userEvent.click(screen.getByText('高一(2)班', { selector: '.ant-segmented-item-label' }));
    await waitFor(() => expect(screen.queryByText('张三')).toBeNull());
    expect((await screen.findByLabelText('完成统计')).textContent).toContain('学生2');
    // A comment for a student who has not done it yet.
    const wang = screen.getByText('王五').closest('tr')!;
    await userEvent.click(within(wang).getByRole('button', { name: btnName('写评语') }));
    const dialog = await findDialog('给王五写评语');
    await userEvent.type(within(dialog).getByLabelText('评语'), '请尽快完成');
    await userEvent.click(within(dialog).getByRole('button', { name: btnName('保存') }));
    await waitFor(() => expect(api.callsTo('PUT', '/schoolpaper/homework/4/students/3/comment')[0]!.body).toEqual({ comment: '请尽快完成' }));
    await findToast('评语已保存');
  });

  it('opens a student’s photos with the teacher’s token', async () => {
    api.on('GET', '/schoolpaper/homework', { list: [item()], total: 1, pageNo: 1, pageSize: 10 });
    api.on('GET', '/schoolpaper/homework/4/students', completion());
    api.on('GET', /^\/schoolpaper\/homework\/4\/students\/1\/photo\/\d$/, jpeg);
    renderApp(<HomeworkPage />, { session: sessionOf() });
    await userEvent.click(await screen.findByRole('button', { name: btnName('完成情况') }));
    const zhang = (await screen.findByText('张三')).closest('tr')!;
    await userEvent.click(within(zhang).getByRole('button', { name: /查看照片/ }));
    expect(await screen.findByAltText('张三的作业照片1')).toBeTruthy();
    expect(await screen.findByAltText('张三的作业照片2')).toBeTruthy();
    expect(api.callsTo('GET', '/schoolpaper/homework/4/students/1/photo/2')).toHaveLength(1);
  });

  it('sets homework for chosen classes with a due time', async () => {
    api.on('GET', '/schoolpaper/homework', { list: [], total: 0, pageNo: 1, pageSize: 10 });
    api.on('GET', '/schoolpaper/homework/clazzes', [{ clazzId: 1, clazzName: '高一(1)班', gradeName: '高一', studentCount: 40 }]);
    api.on('GET', '/schoolpaper/paper', (call) =>
      call.query.get('scope') === 'my'
        ? { list: [{ paperId: 7, name: '高一数学期中复习卷', subjectId: 3, subjectName: '数学', gradeId: 11, gradeName: '高一', fileType: 'pdf', fileName: 'a.pdf', fileSize: 1, shared: 0, teacherId: 101, teacherName: '王老师', mine: 1, createdAt: '2026-11-20T00:00:00.000Z' }], total: 1, pageNo: 1, pageSize: 100 }
        : { list: [], total: 0, pageNo: 1, pageSize: 100 },
    );
    api.on('POST', '/schoolpaper/homework', item());
    renderApp(<HomeworkPage />, { session: sessionOf() });
    expect(await screen.findByText(/还没有布置过作业/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /布置作业/ }));
    const dialog = await findDialog('布置作业');
    await userEvent.click(within(dialog).getByRole('combobox', { name: '校本试卷' }));
    await userEvent.click(await screen.findByTitle('高一数学期中复习卷（高一数学）'));
    await waitFor(() => expect((within(dialog).getByRole('textbox', { name: '作业名称' }) as HTMLInputElement).value).toBe('高一数学期中复习卷'));
    await userEvent.click(await within(dialog).findByText('高一(1)班（40人）'));
    await userEvent.click(within(dialog).getByRole('button', { name: btnName('布置') }));
    await waitFor(() => expect(api.callsTo('POST', '/schoolpaper/homework')).toHaveLength(1));
    const body = api.callsTo('POST', '/schoolpaper/homework')[0]!.body as { paperId: number; clazzIds: number[]; dueAt: string; title: string };
    expect(body).toMatchObject({ paperId: 7, clazzIds: [1], title: '高一数学期中复习卷' });
    // Two days on, 22:00 on the school's clock (14:00 UTC).
    expect(body.dueAt).toMatch(/T14:00:00\.000Z$/);
    await findToast('作业已布置');
  });

  it('sets one of the teacher’s composed papers (组卷) as homework', async () => {
    api.on('GET', '/schoolpaper/homework', { list: [item({ paperId: null, recordId: 12, source: 'record', paperName: '函数单元练习', fileType: 'docx' })], total: 1, pageNo: 1, pageSize: 10 });
    api.on('GET', '/schoolpaper/homework/clazzes', [{ clazzId: 1, clazzName: '高一(1)班', gradeName: '高一', studentCount: 40 }]);
    api.on('GET', '/schoolpaper/paper', { list: [], total: 0, pageNo: 1, pageSize: 100 });
    api.on('GET', '/schoolpaper/homework/records', [{ recordId: 12, name: '函数单元练习', subjectName: '数学', questionCount: 5, totalScore: 33, createdAt: '2026-11-20T00:00:00.000Z' }]);
    api.on('POST', '/schoolpaper/homework', item({ paperId: null, recordId: 12, source: 'record' }));
    renderApp(<HomeworkPage />, { session: sessionOf() });
    const listed = (await screen.findByText('函数单元练习')).closest('tr')!;
    expect(within(listed).getByText('组卷')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /布置作业/ }));
    const dialog = await findDialog('布置作业');
    await userEvent.click(within(dialog).getByText('我的组卷'));
    await userEvent.click(within(dialog).getByRole('combobox', { name: '我的组卷' }));
    await userEvent.click(await screen.findByTitle('函数单元练习（数学，5题，33分）'));
    expect(within(dialog).getByText(/学生收到不含答案的Word试卷/)).toBeTruthy();
    await waitFor(() => expect((within(dialog).getByRole('textbox', { name: '作业名称' }) as HTMLInputElement).value).toBe('函数单元练习'));
    await userEvent.click(await within(dialog).findByText('高一(1)班（40人）'));
    await userEvent.click(within(dialog).getByRole('button', { name: btnName('布置') }));
    await waitFor(() => expect(api.callsTo('POST', '/schoolpaper/homework')).toHaveLength(1));
    const body = api.callsTo('POST', '/schoolpaper/homework')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ recordId: 12, clazzIds: [1], title: '函数单元练习' });
    expect(body).not.toHaveProperty('paperId');
    await findToast('作业已布置');
  });
});
