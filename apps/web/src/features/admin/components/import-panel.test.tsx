import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ZAdminImportResult, type TAdminImportResult } from '@app/contract';
import { fakeXhr } from '../../../../test/fake-xhr';
import { btnName, findToast, renderApp } from '../../../../test/render';
import { ImportPanel } from './import-panel';

const result = (r: Partial<TAdminImportResult>): TAdminImportResult =>
  ZAdminImportResult.parse({ kind: 'teachers', applied: false, created: 0, updated: 0, unchanged: 0, rows: [], confirmToken: null, passwords: [], ...r });

const ROWS: TAdminImportResult['rows'] = [
  { row: 2, key: 'zhangsan', name: '张三', action: 'create', changes: [] },
  { row: 3, key: 'lisi', name: '李四', action: 'update', changes: ['手机号：13800000001 → 13800000002'] },
  { row: 4, key: 'wangwu', name: '王五', action: 'unchanged', changes: [] },
];
const TOKEN = 'a'.repeat(64);

const xlsxFile = () => new File([new Uint8Array([0x50, 0x4b, 3, 4])], '教师.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

async function chooseFile(container: HTMLElement) {
  await userEvent.upload(container.querySelector('input[type=file]') as HTMLInputElement, xlsxFile());
}

const rowTexts = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((r) => r.textContent);

describe('ImportPanel', () => {
  it('previews the file (nothing written), sends the same file with the token on 确认导入, then shows the new passwords once with 打印', async () => {
    const sent = fakeXhr([
      { body: { errCode: '00', errMsg: '成功', data: result({ created: 1, updated: 1, unchanged: 1, rows: ROWS, confirmToken: TOKEN }) } },
      {
        body: {
          errCode: '00',
          errMsg: '成功',
          data: result({ applied: true, created: 1, updated: 1, unchanged: 1, rows: ROWS, passwords: [{ teacherId: 501, account: 'zhangsan', teacherName: '张三', password: 'Kp7mQ2xa' }] }),
        },
      },
    ]);
    const { container } = renderApp(<ImportPanel kind="teachers" />);
    await chooseFile(container);
    const preview = await screen.findByRole('table', { name: '导入预览' });
    expect(rowTexts(preview)).toEqual(['2zhangsan张三新增—', '3lisi李四修改手机号：13800000001 → 13800000002', '4wangwu王五不变—']);
    expect(container.textContent).toContain('预览：“教师.xlsx”，尚未导入任何数据');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toBe('/admin/import/teachers');

    await userEvent.click(screen.getByRole('button', { name: btnName('确认导入') }));
    await findToast('导入完成：新增1条，修改1条');
    expect(sent).toHaveLength(2);
    expect(new URL(sent[1]!, 'http://x').searchParams.get('confirmToken')).toBe(TOKEN);
    const passwords = await screen.findByRole('table', { name: '初始密码' });
    expect(rowTexts(passwords)).toEqual(['张三zhangsanKp7mQ2xa']);
    expect(container.textContent).toContain('初始密码只显示这一次，关闭后无法再次查看');

    const print = vi.fn(() => expect(document.body.classList.contains('admin-printing')).toBe(true));
    vi.stubGlobal('print', print);
    await userEvent.click(screen.getByRole('button', { name: /打\s*印/ }));
    expect(print).toHaveBeenCalledOnce();
    expect(document.body.classList.contains('admin-printing')).toBe(false);
    // No confirmation is offered once written.
    expect(screen.queryByRole('button', { name: btnName('确认导入') })).toBeNull();
  });

  it('keeps showing the error table of a refused file (errCode 40000 with the errors in data), nothing imported', async () => {
    const errors = [
      { row: 3, column: 'C', message: '岗位“校董”不存在' },
      { row: 5, column: 'A', message: '账号zhangsan在文件中重复（第2行）' },
    ];
    fakeXhr([{ status: 400, body: { errCode: '40000', errMsg: '文件中有2处错误，没有导入任何数据', data: { errors } } }]);
    const { container } = renderApp(<ImportPanel kind="teachers" />);
    await chooseFile(container);
    const table = await screen.findByRole('table', { name: '导入错误' });
    expect(rowTexts(table)).toEqual(['3C岗位“校董”不存在', '5A账号zhangsan在文件中重复（第2行）']);
    await findToast('文件中有2处错误，没有导入任何数据');
    expect(container.textContent).toContain('文件中有 2 处错误，没有导入任何数据');
    expect(screen.queryByRole('button', { name: btnName('确认导入') })).toBeNull();
  });

  it('a stale confirmation (409) shows the fresh preview to confirm again with its new token', async () => {
    const fresh = 'b'.repeat(64);
    const sent = fakeXhr([
      { body: { errCode: '00', errMsg: '成功', data: result({ kind: 'classes', created: 1, rows: ROWS.slice(0, 1), confirmToken: TOKEN }) } },
      { status: 409, body: { errCode: '40900', errMsg: '数据在预览后有变化，请核对新的预览后再确认', data: result({ kind: 'classes', created: 2, rows: ROWS.slice(0, 2), confirmToken: fresh }) } },
      { body: { errCode: '00', errMsg: '成功', data: result({ kind: 'classes', applied: true, created: 2, rows: ROWS.slice(0, 2) }) } },
    ]);
    const { container } = renderApp(<ImportPanel kind="classes" />);
    await chooseFile(container);
    await userEvent.click(await screen.findByRole('button', { name: btnName('确认导入') }));
    await findToast('数据在预览后有变化，请核对新的预览后再确认');
    await waitFor(() => expect(container.textContent).toContain('数据在预览后有变化，以下是按最新数据重新核对的结果，请再次确认。'));
    expect(rowTexts(screen.getByRole('table', { name: '导入预览' }))).toHaveLength(2);
    // The spinner's leave motion never ends in happy-dom: its 'loading' label stays in the button's name.
    await userEvent.click(await screen.findByRole('button', { name: /确\s*认\s*导\s*入/ }));
    await findToast('导入完成：新增2条，修改0条');
    expect(new URL(sent[2]!, 'http://x').searchParams.get('confirmToken')).toBe(fresh);
  });

  it('gives up on an upload that does not answer in time', async () => {
    fakeXhr([{ never: true }]);
    const { container } = renderApp(<ImportPanel kind="students" timeoutMs={50} />);
    await chooseFile(container);
    await findToast('上传超时，请检查网络后重试');
    await waitFor(() => expect(screen.queryByLabelText('上传进度')).toBeNull());
  });
});
