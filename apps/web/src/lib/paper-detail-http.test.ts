import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_MSG } from '@app/contract';
import { http } from './http';
import { setMessageApi } from './notify';
import { paperDetailHttp } from './paper-detail-http';

const shown: string[] = [];
const location = { hash: '#/testRecordsDetailsEN?paperId=1' };

function envelope(errCode: string, errMsg: string) {
  return vi.fn(async () => new Response(JSON.stringify({ errCode, errMsg, data: null }), { status: 200, headers: { 'content-type': 'application/json' } }));
}

/** A fetch that only ends when its request is aborted. */
function hanging() {
  return vi.fn(
    (_url: string, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  shown.length = 0;
  location.hash = '#/testRecordsDetailsEN?paperId=1';
  vi.stubGlobal('window', { location });
  setMessageApi({ error: (m) => shown.push(`error:${m}`), success: (m) => shown.push(`success:${m}`), info: (m) => shown.push(`info:${m}`) });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the paper-detail client (spec sections 8 and 9)', () => {
  it("shows errCode 10000's message as an error and goes to the teacher home after 1.5 s", async () => {
    vi.stubGlobal('fetch', envelope('10000', '试卷已被删除'));
    await expect(paperDetailHttp.get('/paper/english/detail/1')).rejects.toThrow('试卷已被删除');
    expect(shown).toEqual(['error:试卷已被删除']);
    vi.advanceTimersByTime(1499);
    expect(location.hash).toBe('#/testRecordsDetailsEN?paperId=1');
    vi.advanceTimersByTime(1);
    expect(location.hash).toBe('#/home');
  });

  it('the shared client stays silent on 10000 and does not move', async () => {
    vi.stubGlobal('fetch', envelope('10000', '试卷已被删除'));
    await expect(http.get('/paper/english/detail/1')).rejects.toThrow('试卷已被删除');
    vi.advanceTimersByTime(5000);
    expect(shown).toEqual([]);
    expect(location.hash).toBe('#/testRecordsDetailsEN?paperId=1');
  });

  it('other business errors are shown the same way by both', async () => {
    vi.stubGlobal('fetch', envelope('40400', '组卷记录不存在'));
    await expect(paperDetailHttp.get('/paper/english/detail/1')).rejects.toThrow('组卷记录不存在');
    expect(shown).toEqual(['error:组卷记录不存在']);
    vi.advanceTimersByTime(5000);
    expect(location.hash).toBe('#/testRecordsDetailsEN?paperId=1');
  });

  it('times out after 8000 ms where the shared client still waits', async () => {
    vi.stubGlobal('fetch', hanging());
    const detail = paperDetailHttp.get('/paper/english/detail/1');
    const shared = http.get('/paper/english/list');
    let sharedDone = false;
    void shared.catch(() => {
      sharedDone = true;
    });
    const failed = expect(detail).rejects.toThrow(CLIENT_MSG.TIMEOUT);
    vi.advanceTimersByTime(7999);
    await Promise.resolve();
    expect(shown).toEqual([]);
    vi.advanceTimersByTime(1);
    await failed;
    expect(shown).toEqual([`error:${CLIENT_MSG.TIMEOUT}`]);
    expect(sharedDone).toBe(false);
    vi.advanceTimersByTime(300_000);
    await expect(shared).rejects.toThrow(CLIENT_MSG.TIMEOUT);
  });
});
