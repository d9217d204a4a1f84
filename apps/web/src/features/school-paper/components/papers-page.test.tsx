import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TSchoolPaper } from '@app/contract';
import { api } from '../../../../test/api-mock';
import { fakeXhr } from '../../../../test/fake-xhr';
import { sessionOf } from '../../../../test/fixtures';
import { btnName, findDialog, findToast, renderApp } from '../../../../test/render';
import { PapersPage } from './papers-page';

// pdf.js needs a real canvas and worker: the drawer's PDF view is replaced (the e2e journey draws a real PDF).
vi.mock('./pdf-pages', () => ({ default: ({ data }: { data: Uint8Array }) => <div aria-label="PDF预览">{data.length} bytes</div> }));

const paper = (patch: Partial<TSchoolPaper> = {}): TSchoolPaper => ({
  paperId: 7,
  name: '高一数学期中复习卷',
  subjectId: 3,
  subjectName: '数学',
  gradeId: 11,
  gradeName: '高一',
  fileType: 'pdf',
  fileName: '高一数学期中复习卷.pdf',
  fileSize: 2_400_000,
  shared: 0,
  teacherId: 101,
  teacherName: '王老师',
  mine: 1,
  createdAt: '2026-11-20T02:00:00.000Z',
  ...patch,
});
const page = (list: TSchoolPaper[]) => ({ list, total: list.length, pageNo: 1, pageSize: 10 });
const MATHS = sessionOf({ subjectIds: [3] });

describe('我的校本试卷', () => {
  it('lists the papers with their subject, grade, format and size, and filters by name', async () => {
    api.on('GET', '/schoolpaper/paper', page([paper(), paper({ paperId: 8, name: '第12周周测', fileType: 'docx', fileSize: 30_000, shared: 1 })]));
    renderApp(<PapersPage scope="my" />, { session: MATHS });
    const row = (await screen.findByText('高一数学期中复习卷')).closest('tr')!;
    expect(within(row).getByText('PDF')).toBeTruthy();
    expect(within(row).getByText('2.3 MB')).toBeTruthy();
    expect(within(row).getByText('2026-11-20 10:00')).toBeTruthy();
    const word = screen.getByText('第12周周测').closest('tr')!;
    expect(within(word).getByText('已共享')).toBeTruthy();
    expect(within(word).getByText('29 KB')).toBeTruthy();
    expect(within(word).getByRole('button', { name: btnName('移出资源库') })).toBeTruthy();
    await userEvent.type(screen.getByPlaceholderText('搜索试卷名称'), '周测{enter}');
    await waitFor(() => expect(api.callsTo('GET', '/schoolpaper/paper').at(-1)!.query.get('name')).toBe('周测'));
    expect(api.callsTo('GET', '/schoolpaper/paper').at(-1)!.query.get('scope')).toBe('my');
  });

  it('invites a teacher without papers to upload, and uploads with a progress bar', async () => {
    api.on('GET', '/schoolpaper/paper', page([]));
    fakeXhr([{ body: { errCode: '00', errMsg: '试卷已上传', data: paper() } }], { answerAfterMs: 30 });
    renderApp(<PapersPage scope="my" />, { session: MATHS });
    expect(await screen.findByText(/还没有上传校本试卷/)).toBeTruthy();
    await userEvent.click(screen.getAllByRole('button', { name: /上传试卷/ })[0]!);
    const dialog = await findDialog('上传校本试卷');
    const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, new File(['%PDF-1.7'], '期中复习.pdf', { type: 'application/pdf' }));
    expect((within(dialog).getByPlaceholderText('默认为文件名') as HTMLInputElement).value).toBe('期中复习');
    await userEvent.click(within(dialog).getByRole('combobox', { name: '年级' }));
    await userEvent.click(await screen.findByTitle('高一'));
    await userEvent.click(within(dialog).getByRole('button', { name: btnName('上传') }));
    expect(await screen.findByLabelText('上传进度')).toBeTruthy();
    await findToast('试卷已上传');
  });

  it('refuses a file that is neither Word nor PDF before sending it', async () => {
    api.on('GET', '/schoolpaper/paper', page([]));
    const sent = fakeXhr([]);
    renderApp(<PapersPage scope="my" />, { session: MATHS });
    await userEvent.click((await screen.findAllByRole('button', { name: /上传试卷/ }))[0]!);
    const dialog = await findDialog('上传校本试卷');
    await userEvent.upload(dialog.querySelector('input[type=file]') as HTMLInputElement, new File(['x'], '试卷.doc'), { applyAccept: false });
    expect(await within(dialog).findByText('只能上传Word（.docx）或PDF格式的试卷')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: btnName('上传') }));
    expect(sent).toEqual([]);
  });

  it('shares a paper, and removes one only after a confirmation', async () => {
    api.on('GET', '/schoolpaper/paper', page([paper()]));
    api.on('PUT', '/schoolpaper/paper/7', paper({ shared: 1 }));
    api.on('DELETE', '/schoolpaper/paper/7', null);
    renderApp(<PapersPage scope="my" />, { session: MATHS });
    const row = (await screen.findByText('高一数学期中复习卷')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: btnName('加入校本资源库') }));
    await waitFor(() => expect(api.callsTo('PUT', '/schoolpaper/paper/7')[0]!.body).toEqual({ shared: 1 }));
    await findToast('已加入校本资源库，本校老师可以在“学校资源”中查看');
    await userEvent.click(within(row).getByRole('button', { name: btnName('删除') }));
    expect(await screen.findByText(/试卷文件和它的打印任务一并删除/)).toBeTruthy();
    expect(api.callsTo('DELETE', '/schoolpaper/paper/7')).toHaveLength(0);
    const pop = screen.getByText('删除试卷').closest('.ant-popover')! as HTMLElement;
    await userEvent.click(within(pop).getByRole('button', { name: btnName('删除') }));
    await waitFor(() => expect(api.callsTo('DELETE', '/schoolpaper/paper/7')).toHaveLength(1));
  });

  it('previews a Word paper as the HTML the server converted, noting what may show incompletely', async () => {
    // (DOMPurify does not sanitise under happy-dom; the journey checks the preview in Chromium.)
    api.on('GET', '/schoolpaper/paper', page([paper({ fileType: 'docx', name: '周测' })]));
    api.on('GET', '/schoolpaper/paper/7/preview', { html: '<p>1. 计算 1+1</p>', warnings: ['Unrecognised paragraph style'] });
    renderApp(<PapersPage scope="my" />, { session: MATHS });
    const word = (await screen.findByText('周测')).closest('tr')!;
    await userEvent.click(within(word).getByRole('button', { name: btnName('预览') }));
    const content = await screen.findByLabelText('试卷内容');
    await waitFor(() => expect(content.textContent).toBe('1. 计算 1+1'));
    expect(screen.getByText(/部分格式（如公式、文本框）在预览中可能显示不完整/)).toBeTruthy();
  });

  it('in 学校资源 shows who shared a paper and offers no edit or removal of another teacher’s paper', async () => {
    api.on('GET', '/schoolpaper/paper', page([paper({ mine: 0, shared: 1, teacherName: '李老师' })]));
    renderApp(<PapersPage scope="school" />, { session: MATHS });
    const row = (await screen.findByText('高一数学期中复习卷')).closest('tr')!;
    expect(within(row).getByText('李老师')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: btnName('编辑') })).toBeNull();
    expect(within(row).queryByRole('button', { name: btnName('删除') })).toBeNull();
    expect(within(row).getByRole('button', { name: btnName('发送打印') })).toBeTruthy();
    expect(api.callsTo('GET', '/schoolpaper/paper')[0]!.query.get('scope')).toBe('school');
  });

  it('sends a paper to print for classes of its grade, counting students and spare copies', async () => {
    api.on('GET', '/schoolpaper/paper', page([paper()]));
    api.on('GET', '/schoolpaper/paper/7/clazzes', [
      { clazzId: 1, clazzName: '高一(1)班', studentCount: 40 },
      { clazzId: 2, clazzName: '高一(2)班', studentCount: 38 },
    ]);
    api.on('POST', '/schoolpaper/paper/7/print', { printId: 1, paperId: 7, paperName: '高一数学期中复习卷', paperSize: 1, printDate: '2026-11-30', spare: 2, status: 1, statusName: '待打印', clazzes: [], totalCopies: 42, createdAt: '2026-11-27T00:00:00.000Z' });
    renderApp(<PapersPage scope="my" />, { session: MATHS });
    const row = (await screen.findByText('高一数学期中复习卷')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: btnName('发送打印') }));
    const dialog = await findDialog('发送打印：高一数学期中复习卷');
    await userEvent.click(await within(dialog).findByText('高一(1)班（40人）'));
    expect(within(dialog).getByText(/共 42 份/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: btnName('发送打印') }));
    await waitFor(() => expect(api.callsTo('POST', '/schoolpaper/paper/7/print')).toHaveLength(1));
    expect(api.callsTo('POST', '/schoolpaper/paper/7/print')[0]!.body).toMatchObject({ clazzIds: [1], paperSize: 1, spare: 2 });
    await findToast('已发送打印，共42份');
  });
});
