import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../../../test/api-mock';
import { fakeXhr } from '../../../../test/fake-xhr';
import { findToast, renderApp } from '../../../../test/render';
import { ScanImportCard } from './scan-import-card';

const zipFile = () => new File([new Uint8Array([0x50, 0x4b, 3, 4])], '扫描答卷.zip', { type: 'application/zip' });

async function chooseZip() {
  renderApp(<ScanImportCard examId={71} />);
  const input = document.querySelector('.mk-scan-card input[type=file]') as HTMLInputElement;
  await userEvent.upload(input, zipFile());
}

describe('导入扫描答卷 shows what the server is doing once the upload is complete', () => {
  it('polls the stage under the id sent with the upload and names it', async () => {
    const sent = fakeXhr([{ never: true }]);
    api.on('GET', /^\/marking\/scan-import\/progress\//, { stage: 'save', stageName: '正在保存答卷并生成阅卷任务', done: 0, total: 18 });
    await chooseZip();
    const stage = await screen.findByLabelText('处理进度');
    await waitFor(() => expect(stage.textContent).toBe('正在保存答卷并生成阅卷任务（18 份）'));
    const progressId = new URL(sent[0]!, 'http://localhost').searchParams.get('progressId');
    expect(progressId).toMatch(/^[0-9a-f]{32}$/);
    expect(api.callsTo('GET', `/marking/scan-import/progress/${progressId}`).length).toBeGreaterThan(0);
  });

  it('counts the files handled while the ZIP is read', async () => {
    fakeXhr([{ never: true }]);
    api.on('GET', /^\/marking\/scan-import\/progress\//, { stage: 'read', stageName: '正在读取并处理图片', done: 7, total: 9 });
    await chooseZip();
    const stage = await screen.findByLabelText('处理进度');
    await waitFor(() => expect(stage.textContent).toBe('正在读取并处理图片（已处理 7/9 个文件）'));
  });

  it('clears the stage and shows the result when the import answers', async () => {
    fakeXhr([{ body: { errCode: '00', errMsg: '扫描答卷已导入', data: { imported: 2, replaced: 0, skipped: [], groups: [{ groupId: 5, name: '第13题', count: 2 }] } } }], { answerAfterMs: 50 });
    api.on('GET', /^\/marking\/scan-import\/progress\//, { stage: 'read', stageName: '正在读取并处理图片', done: 1, total: 2 });
    await chooseZip();
    await findToast('已导入 2 份答卷');
    expect(screen.queryByLabelText('处理进度')).toBeNull();
    expect(screen.getByLabelText('导入结果').textContent).toContain('第13题：2 份');
  });
});
