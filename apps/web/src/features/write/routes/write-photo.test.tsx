import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { api } from '../../../../test/api-mock';
import { renderApp } from '../../../../test/render';
import { ENGLISH_TEACHER, studentRow, submission, submissions, taskItem } from '../test/fixtures';
import WriteAiPage from './ai-write';
import WriteDetailsPage from './details-write';

const PHOTO = '/write/submission/31/photo';
const jpeg = () => new Response(new Blob(['jpeg'], { type: 'image/jpeg' }), { status: 200, headers: { 'Content-Type': 'image/jpeg' } });

describe('aiwrite: a photo of a handwritten essay', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows a photo-only essay with the teacher’s token and says 智能批改 reads typed text only', async () => {
    api.on('GET', '/write/submission/31', submission({ text: '', feedback: null, suggestedScore: null, photoUrl: PHOTO }));
    api.on('GET', '/write/task/5/submissions', submissions());
    api.on('GET', PHOTO, jpeg);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:teacher-photo');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const view = renderApp(<WriteAiPage />, { route: '/write/aiwrite?submissionId=31', session: ENGLISH_TEACHER });
    const img = (await screen.findByAltText('学生上传的作文照片')) as HTMLImageElement;
    expect(img.getAttribute('src')).toBe('blob:teacher-photo');
    expect(screen.getByText('学生上传的照片')).toBeTruthy();
    expect(api.callsTo('GET', PHOTO)).toHaveLength(1);
    // No typed text: no essay card, and the side panel explains why there is no suggestion.
    expect(screen.queryByLabelText('作文正文')).toBeNull();
    const side = screen.getByText('智能批改（仅供参考）').closest<HTMLElement>('.ant-card')!;
    expect(within(side).getByText('这篇作文只上传了照片')).toBeTruthy();
    expect(within(side).getByText(/智能批改只适用于学生录入的文字/)).toBeTruthy();
    // The score starts empty (no suggestion to take).
    expect((screen.getByRole('spinbutton', { name: '教师评分' }) as HTMLInputElement).value).toBe('');
    view.unmount();
    expect(revoke).toHaveBeenCalledWith('blob:teacher-photo');
  });

  it('shows the photo below a typed essay, which keeps its 智能批改', async () => {
    api.on('GET', '/write/submission/31', submission({ photoUrl: PHOTO }));
    api.on('GET', '/write/task/5/submissions', submissions());
    api.on('GET', PHOTO, jpeg);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:teacher-photo');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    renderApp(<WriteAiPage />, { route: '/write/aiwrite?submissionId=31', session: ENGLISH_TEACHER });
    const essay = await screen.findByLabelText('作文正文');
    const img = await screen.findByAltText('学生上传的作文照片');
    expect(essay.compareDocumentPosition(img) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(screen.getByLabelText('智能批改')).getByText('第二档')).toBeTruthy();
    expect(screen.queryByText('这篇作文只上传了照片')).toBeNull();
  });
});

describe('detailswrite: essays with a photo', () => {
  it('tags a row whose student handed in a photo', async () => {
    const list = submissions();
    list.students[1] = studentRow({ studentId: 2, name: '丁瑶', submissionId: 32, status: 2, statusName: '待批改', hasPhoto: true, submittedAt: '2026-11-25T13:00:00.000Z' });
    api.on('GET', '/write/task/5', taskItem());
    api.on('GET', '/write/task/5/submissions', list);
    renderApp(<WriteDetailsPage />, { route: '/write/detailswrite?taskId=5', session: ENGLISH_TEACHER });
    const table = await screen.findByRole('table', { name: '学生作文' });
    const ding = within(table).getByText('丁瑶').closest('tr')!;
    expect(within(ding).getByText('照片')).toBeTruthy();
    expect(within(ding).getByText('待批改')).toBeTruthy();
    expect(within(within(table).getByText('胡颖').closest('tr')!).queryByText('照片')).toBeNull();
  });
});
