import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TIssuedPasswords } from '@app/contract';
import { renderApp } from '../../../../test/render';
import * as transfer from '../../../lib/file-transfer';
import { PasswordSheet } from './password-sheet';

const SHEET: TIssuedPasswords = {
  clazzName: '高一(1)班',
  gradeName: '高一',
  schoolName: '育才实验中学',
  schoolCode: '3101010001',
  issued: [
    { studentId: 1, studentNum: '2026201001', name: '张三', password: 'ab3de5gh' },
    { studentId: 2, studentNum: '2026201002', name: '李四', password: 'k7mn9pqr' },
  ],
};

describe('初始密码单', () => {
  it('shows the passwords once with the class, school code and student page address, warns, and prints just the sheet', async () => {
    let printingClass = false;
    const print = vi.fn(() => {
      // While printing, the body carries the class the print stylesheet uses.
      printingClass = document.body.classList.contains('student-sheet-printing');
    });
    Object.defineProperty(window, 'print', { value: print, configurable: true, writable: true });
    renderApp(<PasswordSheet sheet={SHEET} />);
    expect(await screen.findByText('初始密码只显示这一次，关闭后无法再次查看')).toBeTruthy();
    const sheet = screen.getByLabelText('初始密码单');
    expect(within(sheet).getByText('育才实验中学 高一(1)班 学生初始密码')).toBeTruthy();
    expect(within(sheet).getByText('3101010001')).toBeTruthy();
    expect(within(sheet).getByText(/学生端地址：.*#\/student\/login/)).toBeTruthy();
    const rows = within(sheet).getAllByRole('row').map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['学号', '姓名', '初始密码'],
      ['2026201001', '张三', 'ab3de5gh'],
      ['2026201002', '李四', 'k7mn9pqr'],
    ]);
    await userEvent.click(screen.getByRole('button', { name: /打印/ }));
    expect(print).toHaveBeenCalledOnce();
    expect(printingClass).toBe(true);
    expect(document.body.classList.contains('student-sheet-printing')).toBe(false);
  });

  it('downloads the same sheet as a Word document', async () => {
    const save = vi.spyOn(transfer, 'saveBlob').mockImplementation(() => undefined);
    renderApp(<PasswordSheet sheet={SHEET} />);
    await userEvent.click(await screen.findByRole('button', { name: /下载Word/ }));
    await waitFor(() => expect(save).toHaveBeenCalledOnce(), { timeout: 10_000 });
    const [blob, name] = save.mock.calls[0]!;
    expect(name).toBe('高一(1)班学生初始密码.docx');
    expect(blob.size).toBeGreaterThan(1000);
    save.mockRestore();
  });
});
