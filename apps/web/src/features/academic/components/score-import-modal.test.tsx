import { describe, expect, it, onTestFinished } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ZImportResult, ZScoreHistory, type TImportResult } from '@app/contract';
import { api } from '../../../../test/api-mock';
import { fakeXhr } from '../../../../test/fake-xhr';
import { btnName, findDialog, findToast, renderApp } from '../../../../test/render';
import { ScoreImportModal, type ScoreImportExam } from './score-import-modal';

const EXAM: ScoreImportExam = {
  examId: 71,
  subjectName: '数学',
  groupName: '高一3月月考',
  clazzes: [
    { clazzId: 31, clazzName: '高一(1)班' },
    { clazzId: 32, clazzName: '高一(2)班' },
  ],
};

const result = (r: Partial<TImportResult>): TImportResult => ZImportResult.parse({ imported: 0, absent: 0, added: 0, changed: 0, unchanged: 0, skipped: 0, errors: [], pending: null, ...r });

const HISTORY = ZScoreHistory.parse({
  scoreVersion: 7,
  undoableEntryNo: 12,
  editedSinceUndoable: 1,
  list: [
    { entryNo: 12, kind: 'import', teacherName: '王老师', createdAt: '2026-03-12T02:00:00Z', fileName: '二次导入.xlsx', students: 40, added: 2, changed: 38, undone: false, undoneAt: null, undoneBy: null },
    { entryNo: 11, kind: 'edit', teacherName: '王老师', createdAt: '2026-03-11T02:00:00Z', fileName: null, students: 1, added: 0, changed: 1, undone: false, undoneAt: null, undoneBy: null },
    { entryNo: 10, kind: 'import', teacherName: '李老师', createdAt: '2026-03-10T02:00:00Z', fileName: '首次导入.xlsx', students: 80, added: 80, changed: 0, undone: false, undoneAt: null, undoneBy: null },
  ],
});

const xlsxFile = () => new File([new Uint8Array([0x50, 0x4b, 3, 4])], '成绩.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

async function renderDialog(timeoutMs?: number) {
  api.on('GET', '/academic/exam/71/score-import/history', HISTORY);
  api.on('GET', /^\/academic\/score-import\/progress\//, { stage: 'check', stageName: '正在校验成绩', done: 1, total: 2, percent: 25 });
  renderApp(<ScoreImportModal exam={EXAM} onClose={() => undefined} timeoutMs={timeoutMs} />);
  const dialog = await findDialog('导入成绩 · 高一3月月考 · 数学');
  return dialog;
}

async function chooseFile(dialog: HTMLElement) {
  const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
  await userEvent.upload(input, xlsxFile());
}

describe('ScoreImportModal', () => {
  it('asks before an import that changes stored scores, per class, and sends the same file again with the token on 确认导入', async () => {
    const pending = { confirmToken: `v7-${'a'.repeat(32)}`, changed: 5, added: 1, classes: [{ clazzId: 31, clazzName: '高一(1)班', changed: 2 }, { clazzId: 32, clazzName: '高一(2)班', changed: 3 }] };
    const sent = fakeXhr([
      { body: { errCode: '00', errMsg: '成功', data: result({ imported: 6, added: 1, changed: 5, pending }) } },
      { body: { errCode: '00', errMsg: '成功', data: result({ imported: 6, added: 1, changed: 5 }) } },
    ]);
    const dialog = await renderDialog();
    await chooseFile(dialog);
    const confirm = await findDialog('确认覆盖已有成绩');
    expect(confirm.textContent).toContain('会修改 5 名学生已保存的成绩，并新增1名学生的成绩');
    const rows = within(within(confirm).getByRole('table', { name: '将修改的成绩' })).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['高一(1)班2 名', '高一(2)班3 名']);
    expect(sent).toHaveLength(1);
    expect(sent[0]).not.toContain('confirmToken');
    await userEvent.click(within(confirm).getByRole('button', { name: btnName('确认导入') }));
    await findToast('已导入6名学生（缺考0名）');
    expect(sent).toHaveLength(2);
    expect(new URL(sent[1]!, 'http://x').searchParams.get('confirmToken')).toBe(pending.confirmToken);
    expect(dialog.textContent).toContain('新增1名，修改5名');
  });

  it('cancelling the confirmation sends nothing more', async () => {
    const pending = { confirmToken: `v7-${'b'.repeat(32)}`, changed: 1, added: 0, classes: [{ clazzId: 31, clazzName: '高一(1)班', changed: 1 }] };
    const sent = fakeXhr([{ body: { errCode: '00', errMsg: '成功', data: result({ imported: 1, changed: 1, pending }) } }]);
    const dialog = await renderDialog();
    await chooseFile(dialog);
    const confirm = await findDialog('确认覆盖已有成绩');
    await userEvent.click(within(confirm).getByRole('button', { name: btnName('取消') }));
    await findToast('已取消，没有导入任何成绩');
    expect(sent).toHaveLength(1);
  });

  it('keeps showing the error table when the server refuses the file (non-00 with the errors in data)', async () => {
    const errors = [
      { row: 3, column: 'G', message: '第3题分数2.3须为0.5的整数倍' },
      { row: 1, column: 'H', message: '第H列“备注”不是本次考试的题目，请删除该列' },
    ];
    fakeXhr([{ status: 400, body: { errCode: '40000', errMsg: '文件中有2处错误，没有导入任何成绩', data: result({ errors }) } }]);
    const dialog = await renderDialog();
    await chooseFile(dialog);
    const table = await within(dialog).findByRole('table', { name: '导入错误' });
    expect(within(table).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['3G第3题分数2.3须为0.5的整数倍', '1H第H列“备注”不是本次考试的题目，请删除该列']);
    expect(dialog.textContent).toContain('文件中有 2 处错误，没有导入任何成绩');
  });

  it('gives up on an upload that does not answer in time, with a message', async () => {
    fakeXhr([{ never: true }]);
    const dialog = await renderDialog(50);
    await chooseFile(dialog);
    await findToast('上传超时，请检查网络后重试');
    await waitFor(() => expect(within(dialog).queryByLabelText('上传进度')).toBeNull());
  });

  it('lists the import history and undoes the newest import after a Popconfirm, sending the score version it showed', async () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
    onTestFinished(() => {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    });
    let undone = false;
    api.on('POST', '/academic/exam/71/score-import/undo', () => {
      undone = true;
      return { restored: 38, removed: 2 };
    });
    const dialog = await renderDialog();
    const table = await within(dialog).findByRole('table', { name: '导入记录' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]!.textContent).toContain('二次导入.xlsx');
    expect(rows[1]!.textContent).toContain('修改成绩');
    // The school's clock (02:00 UTC is 10:00 in Beijing), whatever the browser's zone (set to Los Angeles here).
    expect(rows[0]!.textContent).toContain('2026-03-12 10:00');
    // 撤销 only on the newest import not undone.
    expect(rows.map((r) => within(r).queryAllByRole('button', { name: btnName('撤销') }).length)).toEqual([1, 0, 0]);
    await userEvent.click(within(rows[0]!).getByRole('button', { name: btnName('撤销') }));
    const pop = await screen.findByText('撤销这次导入');
    const popup = pop.closest('.ant-popover') as HTMLElement;
    expect(popup.textContent).toContain('这次导入涉及的40名学生恢复为导入前的成绩（新增的2名学生成绩将删除）。其中1名学生在导入后被手动修改过，这些修改也会一并撤销。');
    await userEvent.click(within(popup).getByRole('button', { name: btnName('撤销') }));
    await findToast('已撤销这次导入：恢复38名，删除2名');
    expect(undone).toBe(true);
    expect(api.callsTo('POST', '/academic/exam/71/score-import/undo')[0]!.body).toEqual({ scoreVersion: 7 });
  });

  it('downloads the template of the class chosen', async () => {
    api.on('GET', '/academic/exam/71/score-template', () => new Response(new Blob(['PK']), { status: 200, headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } }));
    const dialog = await renderDialog();
    const select = within(dialog).getByRole('combobox', { name: '模板班级' });
    await userEvent.click(select);
    await userEvent.click(await screen.findByTitle('高一(2)班'));
    await userEvent.click(within(dialog).getByRole('button', { name: /下载模板/ }));
    await findToast('已下载 高一3月月考-数学-高一(2)班-成绩导入模板.xlsx');
    expect(api.callsTo('GET', '/academic/exam/71/score-template')[0]!.query.get('clazzId')).toBe('32');
  });
});
