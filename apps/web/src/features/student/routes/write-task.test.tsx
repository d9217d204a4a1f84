import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TStudentTask } from '@app/contract';
import type { TEssayFeedback, TStudentWriteTask } from '@app/contract/writing';
import { api } from '../../../../test/api-mock';
import { currentLocation, renderApp } from '../../../../test/render';
import { studentSession } from '../api/client';
import { countWords, draftKey } from '../components/essay-words';
import StudentHomePage from './home';
import WriteTaskPage from './write-task';

const TASK = '/student/write/5';
const ME = { studentId: 31, name: '张三', studentNum: '202620101', clazzId: 1, clazzName: '高一(1)班', gradeName: '高一', schoolName: '示范中学', mustChangePassword: 0 };
const DRAFT = draftKey(31, 5);

const ESSAY = 'Dear Chris, I am writting to invite you to our school art festival. It is a great chance.';

function feedback(over: Partial<TEssayFeedback> = {}): TEssayFeedback {
  return {
    wordCount: 17,
    minWords: 80,
    maxWords: 100,
    lengthVerdict: -1,
    sentenceCount: 2,
    avgSentenceLength: 8.5,
    issues: [{ kind: 'spelling', start: 17, end: 25, excerpt: 'writting', message: '拼写错误：writting', suggestions: ['writing', 'wetting'] }],
    spellingCount: 1,
    grammarCount: 0,
    vocabulary: { distinct: 16, junior: 12, senior: 2, beyond: 1, highlights: ['festival'], diversity: 0.94 },
    linking: [],
    suggestedScore: 4,
    fullScore: 15,
    band: 2,
    bandName: '第二档',
    remarks: ['篇幅不足：17 词，要求 80-100 词'],
    ...over,
  };
}

function writeTask(over: Partial<TStudentWriteTask> = {}, task: Partial<TStudentWriteTask['task']> = {}): TStudentWriteTask {
  return {
    task: {
      taskId: 5,
      kind: 1,
      kindName: '应用文写作',
      topicId: 9,
      title: '邀请外教参加艺术节',
      prompt: '<p>假定你是李华，请给外教 <b>Chris</b> 写一封邀请信。</p>',
      promptIsHtml: true,
      minWords: 80,
      maxWords: 100,
      fullScore: 15,
      startAt: '2026-11-20T00:00:00.000Z',
      endAt: '2030-12-31T10:00:00.000Z',
      state: 1,
      stateName: '进行中',
      createdAt: '2026-11-19T00:00:00.000Z',
      ...task,
    },
    open: true,
    sampleEssay: null,
    submission: null,
    ...over,
  };
}

function submitted(over: Partial<NonNullable<TStudentWriteTask['submission']>> = {}): NonNullable<TStudentWriteTask['submission']> {
  return {
    submissionId: 77,
    text: ESSAY,
    photoUrl: null,
    feedback: feedback(),
    suggestedScore: 4,
    teacherScore: null,
    teacherComment: '',
    scoredAt: null,
    submittedAt: '2026-11-26T02:00:00.000Z',
    ...over,
  };
}

const render = () => renderApp(<WriteTaskPage />, { route: TASK, path: '/student/write/:taskId' });
const editor = () => screen.getByRole('form', { name: '写作文' });
const box = () => screen.getByLabelText('作文内容') as HTMLTextAreaElement;

describe('写作 (student)', () => {
  beforeEach(() => {
    studentSession.setToken('stu-token');
    api.on('GET', '/student/me', ME);
  });

  it('counts words as the server does', () => {
    expect(countWords('')).toBe(0);
    // It's, well-known and isn’t are one word each; numbers are not words.
    expect(countWords("It's a well-known fact, isn’t it? 2026 is here.")).toBe(8);
    expect(countWords('Dear Chris,\nI am Li Hua.')).toBe(6);
  });

  it('shows the task with its sanitised prompt and counts words live against the range', async () => {
    api.on('GET', TASK, writeTask());
    render();
    const head = await screen.findByRole('region', { name: '写作任务' });
    expect(within(head).getByRole('heading').textContent).toBe('邀请外教参加艺术节');
    expect(head.textContent).toContain('应用文写作');
    expect(head.textContent).toContain('词数要求 80-100');
    expect(head.textContent).toContain('满分 15 分');
    expect(head.textContent).toContain('截止 2030-12-31 18:00');
    const prompt = screen.getByRole('region', { name: '题目要求' });
    // Bank HTML goes through the app's sanitiser (DOMPurify; happy-dom's parser does not show what it removes, the browser check does).
    expect(prompt.querySelector('b')?.textContent).toBe('Chris');

    expect(within(editor()).getByRole('button', { name: '提交作文' })).toBeTruthy();
    expect(box().getAttribute('spellcheck')).toBe('false');
    expect(box().getAttribute('autocapitalize')).toBe('sentences');
    expect(editor().textContent).toContain('词数 0');
    fireEvent.change(box(), { target: { value: "Dear Chris, it's a well-known festival." } });
    expect(editor().textContent).toContain('词数 6 · 还差 74 词');
    fireEvent.change(box(), { target: { value: 'word '.repeat(90) } });
    expect(editor().textContent).toContain('词数 90 · 符合要求');
    fireEvent.change(box(), { target: { value: 'word '.repeat(103) } });
    expect(editor().textContent).toContain('超出 3 词');
  });

  it('keeps the draft on the device and restores it when the page opens again', async () => {
    api.on('GET', TASK, writeTask());
    const first = render();
    await screen.findByRole('form', { name: '写作文' });
    fireEvent.change(box(), { target: { value: 'My first lines.' } });
    expect(localStorage.getItem(DRAFT)).toBe('My first lines.');
    first.unmount();

    render();
    await screen.findByRole('form', { name: '写作文' });
    expect(box().value).toBe('My first lines.');
    expect(editor().textContent).toContain('已恢复上次未提交的草稿');
    expect(editor().textContent).toContain('词数 3');
  });

  it('reopens an unsent rewrite of a handed-in essay; 取消修改 drops it', async () => {
    localStorage.setItem(DRAFT, ESSAY + ' I hope you can come.');
    api.on('GET', TASK, writeTask({ submission: submitted() }));
    render();
    await screen.findByRole('form', { name: '写作文' });
    expect(box().value).toBe(ESSAY + ' I hope you can come.');
    expect(editor().textContent).toContain('已恢复上次未提交的草稿');
    expect(within(editor()).getByRole('button', { name: '重新提交' })).toBeTruthy();
    await userEvent.click(within(editor()).getByRole('button', { name: '取消修改' }));
    expect(localStorage.getItem(DRAFT)).toBeNull();
    expect(screen.queryByRole('form', { name: '写作文' })).toBeNull();
    expect(screen.getByRole('region', { name: '提交状态' }).textContent).toContain('17 词');
  });

  it('submits the essay, clears the draft and shows the feedback with the issues marked', async () => {
    api.on('GET', TASK, writeTask());
    api.on('POST', TASK, writeTask({ submission: submitted() }));
    render();
    await screen.findByRole('form', { name: '写作文' });
    // Nothing written: asked for the essay, nothing sent.
    await userEvent.click(within(editor()).getByRole('button', { name: '提交作文' }));
    expect(within(editor()).getByRole('alert').textContent).toBe('请先写作文再提交');
    fireEvent.change(box(), { target: { value: ESSAY } });
    expect(localStorage.getItem(DRAFT)).toBe(ESSAY);
    await userEvent.click(within(editor()).getByRole('button', { name: '提交作文' }));

    const fb = await screen.findByRole('region', { name: '智能批改' });
    expect(api.callsTo('POST', TASK).map((c) => c.body)).toEqual([{ text: ESSAY }]);
    expect(localStorage.getItem(DRAFT)).toBeNull();
    expect(fb.textContent).toContain('仅供参考');
    expect(fb.textContent).toContain('建议分 4 / 15');
    expect(fb.textContent).toContain('第二档');
    expect(fb.textContent).toContain('17（要求 80-100，少于要求 63 词）');
    expect(fb.textContent).toContain('拼写1 处');
    expect(within(fb).getByRole('list', { name: '智能批改评语' }).textContent).toContain('篇幅不足');
    expect(within(fb).getByLabelText('作文原文').textContent).toBe(ESSAY);
    const mark = within(fb).getByRole('button', { name: 'writting' });
    expect(mark.className).toContain('is-spelling');
    await userEvent.click(mark);
    const detail = within(fb).getByRole('status', { name: '问题说明' });
    expect(detail.textContent).toContain('拼写错误：writting');
    expect(detail.textContent).toContain('可以改为：writing / wetting');
    expect(screen.getByRole('region', { name: '提交状态' }).textContent).toContain('已提交');
    expect(screen.queryByRole('form', { name: '写作文' })).toBeNull();

    // A rewrite starts from the essay handed in and is sent again with 重新提交.
    await userEvent.click(screen.getByRole('button', { name: '修改作文' }));
    expect(box().value).toBe(ESSAY);
    expect(within(editor()).getByRole('button', { name: '重新提交' })).toBeTruthy();
    // The last feedback stays below the editor while rewriting.
    expect(screen.getByRole('region', { name: '智能批改' }).textContent).toContain('建议分 4 / 15');
    await userEvent.click(within(editor()).getByRole('button', { name: '取消修改' }));
    expect(screen.getByRole('region', { name: '智能批改' })).toBeTruthy();
  });

  it('marks a finding inside a hard sentence and picks the innermost one tapped', async () => {
    const text = 'It is writting. This is a very long sentence.';
    api.on(
      'GET',
      TASK,
      writeTask({
        submission: submitted({
          text,
          feedback: feedback({
            issues: [
              { kind: 'readability', start: 0, end: 15, excerpt: 'It is writting.', message: '这个句子较难读懂', suggestions: [] },
              { kind: 'spelling', start: 6, end: 14, excerpt: 'writting', message: '拼写：writting 可能应为 writing', suggestions: ['writing'] },
            ],
          }),
        }),
      }),
    );
    render();
    const fb = await screen.findByRole('region', { name: '智能批改' });
    expect(within(fb).getByLabelText('作文原文').textContent).toBe(text);
    const inner = within(fb).getByRole('button', { name: 'writting' });
    expect(inner.className).toContain('is-readability');
    expect(inner.className).toContain('is-spelling');
    await userEvent.click(inner);
    const detail = within(fb).getByRole('status', { name: '问题说明' });
    expect(detail.textContent).toContain('可能应为 writing');
    // The message names the suggestion already: not listed twice.
    expect(detail.textContent).not.toContain('可以改为');
    await userEvent.click(within(fb).getByRole('button', { name: 'It is' }));
    expect(within(fb).getByRole('status', { name: '问题说明' }).textContent).toContain('这个句子较难读懂');
  });

  it('refuses an essay over 5000 characters on the page', async () => {
    api.on('GET', TASK, writeTask());
    render();
    await screen.findByRole('form', { name: '写作文' });
    fireEvent.change(box(), { target: { value: 'a'.repeat(5001) } });
    expect(within(editor()).getByRole('alert').textContent).toContain('作文最长5000个字符，已超出 1 个');
    expect((within(editor()).getByRole('button', { name: '提交作文' }) as HTMLButtonElement).disabled).toBe(true);
    expect(api.callsTo('POST', TASK)).toEqual([]);
  });

  it('shows a refused submission with a way back, the draft kept', async () => {
    api.on('GET', TASK, writeTask());
    api.fail('POST', TASK, '写作任务已结束，不能再提交', '40901');
    render();
    await screen.findByRole('form', { name: '写作文' });
    fireEvent.change(box(), { target: { value: ESSAY } });
    await userEvent.click(within(editor()).getByRole('button', { name: '提交作文' }));
    const alert = await screen.findByRole('alert', { name: '提交失败' });
    expect(alert.textContent).toContain('写作任务已结束，不能再提交');
    expect(localStorage.getItem(DRAFT)).toBe(ESSAY);
    expect(box().value).toBe(ESSAY);
    await userEvent.click(within(alert).getByRole('button', { name: '返回任务列表' }));
    expect(currentLocation()).toBe('/student');
  });

  it('puts the teacher’s score and comment first and allows no more editing once scored', async () => {
    api.on(
      'GET',
      TASK,
      writeTask({ open: false, submission: submitted({ teacherScore: 11.5, teacherComment: '结构清楚，注意拼写。', scoredAt: '2026-11-26T08:00:00.000Z' }) }),
    );
    render();
    const teacher = await screen.findByRole('region', { name: '教师评分' });
    expect(teacher.textContent).toContain('11.5 / 15 分');
    expect(teacher.textContent).toContain('结构清楚，注意拼写。');
    expect(teacher.textContent).toContain('批改时间：2026-11-26 16:00');
    expect(teacher.textContent).toContain('不能再修改');
    const fb = screen.getByRole('region', { name: '智能批改' });
    expect(fb.className).toContain('is-secondary');
    expect(fb.textContent).toContain('建议分 4 / 15');
    // The teacher's score comes before the suggestion on the page.
    expect(teacher.compareDocumentPosition(fb) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('form', { name: '写作文' })).toBeNull();
    expect(screen.queryByRole('button', { name: '修改作文' })).toBeNull();
  });

  it('explains a task not started yet', async () => {
    api.on('GET', TASK, writeTask({ open: false }, { state: 0, stateName: '未开始', startAt: '2030-01-01T00:00:00.000Z' }));
    render();
    const closed = await screen.findByRole('region', { name: '任务状态' });
    expect(closed.textContent).toContain('写作任务未开始');
    expect(closed.textContent).toContain('开始时间：2030-01-01 08:00');
    expect(screen.queryByRole('form', { name: '写作文' })).toBeNull();
    expect(screen.getByRole('region', { name: '题目要求' })).toBeTruthy();
  });

  it('shows an ended task’s essay read only and the model essay', async () => {
    api.on(
      'GET',
      TASK,
      writeTask({ open: false, sampleEssay: '<p>Dear Chris,</p><p>I am Li Hua.</p>', submission: submitted() }, { state: 2, stateName: '已结束', endAt: '2026-11-25T10:00:00.000Z' }),
    );
    render();
    const closed = await screen.findByRole('region', { name: '任务状态' });
    expect(closed.textContent).toContain('写作任务已结束');
    expect(closed.textContent).toContain('已于 2026-11-25 18:00 结束');
    expect(within(screen.getByRole('region', { name: '智能批改' })).getByLabelText('作文原文').textContent).toBe(ESSAY);
    const sample = screen.getByRole('region', { name: '范文' });
    expect(sample.textContent).toBe('范文Dear Chris,I am Li Hua.');
    expect(screen.queryByRole('form', { name: '写作文' })).toBeNull();
  });

  it('says so when an ended task got no essay', async () => {
    api.on('GET', TASK, writeTask({ open: false }, { state: 2, stateName: '已结束', endAt: '2026-11-25T10:00:00.000Z', promptIsHtml: false, prompt: 'Write about\nyour weekend.' }));
    render();
    const closed = await screen.findByRole('region', { name: '任务状态' });
    expect(closed.textContent).toContain('你没有提交这篇作文');
    expect(screen.getByRole('region', { name: '题目要求' }).querySelector('.is-plain')?.textContent).toBe('Write about\nyour weekend.');
    expect(screen.queryByRole('region', { name: '范文' })).toBeNull();
  });

  describe('photo of a handwritten essay', () => {
    afterEach(() => vi.restoreAllMocks());
    const PHOTO = '/student/write/5/photo';
    type Sent = { method: string; url: string; headers: Record<string, string>; body: unknown };
    /** XMLHttpRequest as the upload uses it: records what is sent, reports progress, answers with the envelope. */
    function recordXhr(answer: unknown): Sent[] {
      const sent: Sent[] = [];
      class RecordingXhr {
        status = 0;
        responseText = '';
        upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
        onload: (() => void) | null = null;
        onerror: (() => void) | null = null;
        private req: Sent = { method: '', url: '', headers: {}, body: null };
        open(method: string, url: string) {
          this.req = { method, url, headers: {}, body: null };
        }
        setRequestHeader(k: string, v: string) {
          this.req.headers[k] = v;
        }
        send(body: unknown) {
          this.req.body = body;
          sent.push(this.req);
          setTimeout(() => this.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 }), 1);
          setTimeout(() => {
            this.status = 200;
            this.responseText = JSON.stringify({ errCode: '00', errMsg: '照片已上传', data: answer });
            this.onload?.();
          }, 30);
        }
      }
      vi.stubGlobal('XMLHttpRequest', RecordingXhr);
      return sent;
    }
    const choose = (file: File) => fireEvent.change(screen.getByLabelText('选择作文照片'), { target: { files: [file] } });
    const photoOnly = () => submitted({ text: '', feedback: null, suggestedScore: null, photoUrl: PHOTO, submittedAt: '2026-11-26T03:00:00.000Z' });

    it('refuses a photo over 10 MB or a file that is not a photo on the page, sending nothing', async () => {
      api.on('GET', TASK, writeTask());
      const sent = recordXhr(null);
      render();
      const card = await screen.findByRole('region', { name: '作文照片' });
      expect(within(card).getByRole('button', { name: '拍照上传' })).toBeTruthy();
      expect(screen.getByLabelText('拍摄作文照片').getAttribute('capture')).toBe('environment');
      expect(screen.getByLabelText('选择作文照片').getAttribute('accept')).toBe('image/jpeg,image/png,image/webp');
      const big = new File(['x'], 'IMG_0001.jpg', { type: 'image/jpeg' });
      Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
      choose(big);
      expect(within(card).getByRole('alert').textContent).toBe('照片超过10MB，请压缩后再上传');
      choose(new File(['%PDF-1.4'], 'essay.pdf', { type: 'application/pdf' }));
      expect(within(card).getByRole('alert').textContent).toBe('只能上传JPG、PNG或WebP格式的照片');
      await new Promise((r) => setTimeout(r, 50));
      expect(sent).toEqual([]);
      expect(api.callsTo('GET', PHOTO)).toEqual([]);
    });

    it('uploads a photo as multipart with the student token, shows the progress and then the thumbnail', async () => {
      api.on('GET', TASK, writeTask());
      const sent = recordXhr(writeTask({ submission: photoOnly() }));
      api.on('GET', PHOTO, () => new Response(new Blob(['jpeg'], { type: 'image/jpeg' }), { status: 200, headers: { 'Content-Type': 'image/jpeg' } }));
      const objectUrl = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:essay-photo');
      const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
      const view = render();
      await screen.findByRole('region', { name: '作文照片' });
      choose(new File(['\xff\xd8\xff photo'], 'IMG_0002.JPG', { type: 'image/jpeg' }));
      expect(await screen.findByRole('progressbar', { name: '上传进度' })).toBeTruthy();
      await waitFor(() => expect(sent).toHaveLength(1));
      expect(sent[0]).toMatchObject({ method: 'POST', url: expect.stringMatching(/\/student\/write\/5\/photo$/) as unknown, headers: { Authorization: 'Bearer stu-token' } });
      expect(sent[0]!.body).toBeInstanceOf(FormData);
      const file = (sent[0]!.body as FormData).get('file');
      expect(file).toBeInstanceOf(File);
      expect((file as File).name).toBe('IMG_0002.JPG');

      // Handed in (a photo alone): the thumbnail from the photo fetched with the token.
      const thumb = (await screen.findByAltText('我上传的作文照片')) as HTMLImageElement;
      expect(thumb.getAttribute('src')).toBe('blob:essay-photo');
      expect(objectUrl).toHaveBeenCalled();
      expect(api.callsTo('GET', PHOTO)).toHaveLength(1);
      expect(screen.getByRole('region', { name: '提交状态' }).textContent).toContain('作文照片');
      expect(screen.getByRole('button', { name: '输入文字作文' })).toBeTruthy();
      expect(screen.getByRole('button', { name: '重新拍照上传' })).toBeTruthy();
      view.unmount();
      expect(revoke).toHaveBeenCalledWith('blob:essay-photo');
    });

    it('shows the photo but no upload once the teacher has scored', async () => {
      const scored = writeTask({ open: false, submission: { ...photoOnly(), teacherScore: 12, scoredAt: '2026-11-26T08:00:00.000Z' } });
      api.on('GET', TASK, scored);
      api.on('GET', PHOTO, () => new Response(new Blob(['jpeg'], { type: 'image/jpeg' }), { status: 200, headers: { 'Content-Type': 'image/jpeg' } }));
      vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:scored-photo');
      vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
      render();
      expect(((await screen.findByAltText('我上传的作文照片')) as HTMLImageElement).getAttribute('src')).toBe('blob:scored-photo');
      expect(screen.queryByLabelText('选择作文照片')).toBeNull();
      expect(screen.queryByRole('button', { name: /拍照上传/ })).toBeNull();
    });
  });

  it('shows a task the server refuses with a way back', async () => {
    api.fail('GET', TASK, '写作任务不存在', '40401');
    render();
    expect((await screen.findByRole('alert')).textContent).toBe('写作任务不存在');
    await userEvent.click(screen.getByRole('button', { name: '返回任务列表' }));
    expect(currentLocation()).toBe('/student');
  });
});

describe('学生端 task list (writing)', () => {
  beforeEach(() => studentSession.setToken('stu-token'));

  it('opens a writing task', async () => {
    const tasks: TStudentTask[] = [
      { kind: 'write', id: 5, title: '写作：邀请外教参加艺术节', dueAt: '2030-12-31T10:00:00.000Z', status: 'todo' },
      { kind: 'write', id: 6, title: '写作：我最喜欢的节日', dueAt: '2030-12-31T10:00:00.000Z', status: 'done' },
    ];
    api.on('GET', '/student/me', ME);
    api.on('GET', '/student/tasks', tasks);
    renderApp(<StudentHomePage />, { route: '/student' });
    const task = await screen.findByRole('button', { name: /邀请外教参加艺术节/ });
    expect(task.textContent).toContain('截止 2030-12-31 18:00');
    // Not handed in yet: 未提交 (a handed-in one reads 已提交).
    expect(task.textContent).toContain('未提交');
    expect(screen.getByRole('button', { name: /我最喜欢的节日/ }).textContent).toContain('已提交');
    await userEvent.click(task);
    await waitFor(() => expect(currentLocation()).toBe('/student/write/5'));
  });
});
