import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Upload } from 'tus-js-client';
import { api } from '../../../../test/api-mock';
import { sessionOf } from '../../../../test/fixtures';
import { btnName, findDialog, findToast, renderApp } from '../../../../test/render';
import { video } from '../test-fixtures';
import { UploadDialog } from './upload-dialog';

type Options = ConstructorParameters<typeof Upload>[1];
type FakeUpload = { file: File; options: Options; url: string | null; started: number; aborted: number; resumedFrom: unknown };

// tus-js-client is replaced by a stand-in the test drives (progress, success, failure); the journey uploads for real.
const tus = vi.hoisted(() => ({ uploads: [] as FakeUpload[], previous: [] as unknown[] }));
vi.mock('tus-js-client', () => ({
  Upload: class {
    url: string | null = null;
    started = 0;
    aborted = 0;
    resumedFrom: unknown = null;
    constructor(
      public file: File,
      public options: Options,
    ) {
      tus.uploads.push(this as unknown as FakeUpload);
    }
    findPreviousUploads() {
      return Promise.resolve(tus.previous);
    }
    resumeFromPreviousUpload(p: unknown) {
      this.resumedFrom = p;
    }
    start() {
      this.started++;
    }
    abort() {
      this.aborted++;
      return Promise.resolve();
    }
  },
}));

const MB = 1024 * 1024;
const UPLOAD_ID = 'a'.repeat(32);
/** The first bytes of an MP4 (an 'ftyp' box), then filler. */
const mp4 = (name = '第1节 集合的概念.mp4') => new File([new Uint8Array([0, 0, 0, 0x20, ...[...'ftypisom'].map((c) => c.charCodeAt(0)), 0, 0, 2, 0]), new Uint8Array(100)], name, { type: 'video/mp4' });

async function openDialog(onClose = vi.fn()) {
  tus.uploads.length = 0;
  tus.previous = [];
  renderApp(<UploadDialog courseId={5} open onClose={onClose} />, { session: sessionOf() });
  const dialog = await findDialog('上传视频');
  const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
  return { dialog, input, onClose };
}
const lastUpload = () => tus.uploads.at(-1)!;

describe('上传视频', () => {
  it('refuses a file that is not a video by its bytes, whatever its name and type, before sending anything', async () => {
    const { dialog, input } = await openDialog();
    await userEvent.upload(input, new File(['%PDF-1.7 not a video'], '第1节.mp4', { type: 'video/mp4' }));
    expect(await within(dialog).findByText('只能上传MP4、MOV或WebM视频')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: btnName('开始上传') }));
    expect(tus.uploads).toHaveLength(0);
  });

  it('refuses a video over 2 GB before sending anything', async () => {
    const { dialog, input } = await openDialog();
    const huge = mp4('整节课.mp4');
    Object.defineProperty(huge, 'size', { value: 2 * 1024 * MB + 1 });
    await userEvent.upload(input, huge);
    expect(await within(dialog).findByText('视频不能超过2GB')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: btnName('开始上传') }));
    expect(tus.uploads).toHaveLength(0);
  });

  it('uploads over tus with progress, size and speed, pauses and resumes, then adds the chapter while the server processes it', async () => {
    const { dialog, input, onClose } = await openDialog();
    await userEvent.upload(input, mp4());
    // The title defaults to the file's name.
    await waitFor(() => expect((within(dialog).getByLabelText('视频标题') as HTMLInputElement).value).toBe('第1节 集合的概念'));
    await userEvent.click(within(dialog).getByRole('button', { name: btnName('开始上传') }));
    await waitFor(() => expect(lastUpload().started).toBe(1));
    const u = lastUpload();
    expect(u.options.endpoint).toBe(new URL('/course/upload', window.location.href).toString());
    expect(u.options.metadata).toEqual({ filename: '第1节 集合的概念.mp4', filetype: 'video/mp4', courseId: '5' });
    expect(u.options.chunkSize).toBe(8 * MB);
    expect(u.options.retryDelays).toEqual([0, 1000, 3000, 5000]);
    expect(u.options.storeFingerprintForResuming).toBe(true);
    expect(u.resumedFrom).toBeNull();
    expect(screen.queryByText('检测到未完成的上传，将从上次中断处继续')).toBeNull();

    act(() => u.options.onProgress!(4 * MB, 10 * MB));
    const bar = within(dialog).getByRole('progressbar', { name: '上传进度' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('40'));
    expect(within(dialog).getByText('已上传 4.0 MB / 10.0 MB')).toBeTruthy();
    expect(within(dialog).getByText(/^速度 /)).toBeTruthy();
    // The title cannot change while the video goes up.
    expect((within(dialog).getByLabelText('视频标题') as HTMLInputElement).disabled).toBe(true);

    await userEvent.click(within(dialog).getByRole('button', { name: btnName('暂停') }));
    expect(u.aborted).toBe(1);
    expect(await within(dialog).findByText('已暂停')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: btnName('继续') }));
    expect(u.started).toBe(2);

    // The server takes a moment to check the video and make its poster.
    const answer = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/course/5/video')) await new Promise((r) => setTimeout(r, 80));
      return answer(input, init);
    });
    api.on('POST', '/course/5/video', video({ videoId: 40, ord: 3 }));
    u.url = `http://localhost/course/upload/${UPLOAD_ID}`;
    act(() => {
      u.options.onProgress!(10 * MB, 10 * MB);
      u.options.onSuccess!({ lastResponse: {} as never });
    });
    expect(await within(dialog).findByText(/正在处理视频…/)).toBeTruthy();
    expect(within(dialog).getByRole('progressbar', { name: '上传进度' }).getAttribute('aria-valuenow')).toBe('100');
    await waitFor(() => expect(api.callsTo('POST', '/course/5/video')).toHaveLength(1));
    expect(api.callsTo('POST', '/course/5/video')[0]!.body).toEqual({ uploadId: UPLOAD_ID, title: '第1节 集合的概念' });
    await findToast('视频已添加');
    expect(onClose).toHaveBeenCalled();
  });

  it('resumes an unfinished upload of the same file, and says so', async () => {
    const { dialog, input } = await openDialog();
    tus.previous = [{ size: 10 * MB, metadata: {}, creationTime: '2026-11-20T02:00:00.000Z', urlStorageKey: 'k', uploadUrl: `http://localhost/course/upload/${UPLOAD_ID}`, parallelUploadUrls: null }];
    await userEvent.upload(input, mp4());
    await waitFor(() => expect((within(dialog).getByLabelText('视频标题') as HTMLInputElement).value).not.toBe(''));
    await userEvent.click(within(dialog).getByRole('button', { name: btnName('开始上传') }));
    expect(await within(dialog).findByText('检测到未完成的上传，将从上次中断处继续')).toBeTruthy();
    expect(lastUpload().resumedFrom).toEqual(tus.previous[0]);
    // Two courses never share an upload: the fingerprint names the course.
    expect(await lastUpload().options.fingerprint!(mp4(), lastUpload().options)).toContain('course-5-');
  });

  it('shows the server’s refusal of the upload and retries from where it stopped', async () => {
    const { dialog, input } = await openDialog();
    await userEvent.upload(input, mp4());
    await waitFor(() => expect((within(dialog).getByLabelText('视频标题') as HTMLInputElement).value).not.toBe(''));
    await userEvent.click(within(dialog).getByRole('button', { name: btnName('开始上传') }));
    await waitFor(() => expect(lastUpload().started).toBe(1));
    const refusal = Object.assign(new Error('tus: unexpected response'), {
      originalResponse: { getStatus: () => 403, getBody: () => JSON.stringify({ errCode: '20001', errMsg: '只能给自己的网课上传视频' }), getHeader: () => undefined, getUnderlyingObject: () => null },
    });
    act(() => lastUpload().options.onError!(refusal));
    expect(await within(dialog).findByText('只能给自己的网课上传视频')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: btnName('重试') }));
    expect(lastUpload().started).toBe(2);
  });

  it('shows why the server refused the finished file, and tries again', async () => {
    const { dialog, input } = await openDialog();
    api.fail('POST', '/course/5/video', '文件不是视频');
    await userEvent.upload(input, mp4());
    await waitFor(() => expect((within(dialog).getByLabelText('视频标题') as HTMLInputElement).value).not.toBe(''));
    await userEvent.clear(within(dialog).getByLabelText('视频标题'));
    await userEvent.type(within(dialog).getByLabelText('视频标题'), '导入课');
    await userEvent.click(within(dialog).getByRole('button', { name: btnName('开始上传') }));
    await waitFor(() => expect(lastUpload().started).toBe(1));
    lastUpload().url = `http://localhost/course/upload/${UPLOAD_ID}`;
    act(() => lastUpload().options.onSuccess!({ lastResponse: {} as never }));
    expect(await within(dialog).findByText('文件不是视频')).toBeTruthy();
    expect(api.callsTo('POST', '/course/5/video')[0]!.body).toEqual({ uploadId: UPLOAD_ID, title: '导入课' });
    await userEvent.click(within(dialog).getByRole('button', { name: btnName('重试') }));
    await waitFor(() => expect(api.callsTo('POST', '/course/5/video')).toHaveLength(2));
  });
});
