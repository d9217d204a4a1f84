/**
 * XMLHttpRequest as the upload helper (lib/file-transfer.ts) uses it, for component tests of upload
 * dialogs: each send reports the upload at 100 % after 5 ms, then answers with the next queued
 * envelope (after `answerAfterMs`, so a test can see what the dialog shows while the server
 * processes), or never — the request then times out if the helper set a timeout. Returns the URLs sent.
 */
import { vi } from 'vitest';

export type XhrAnswer = { status?: number; body?: unknown; never?: boolean };

export function fakeXhr(answers: XhrAnswer[], opts: { answerAfterMs?: number } = {}): string[] {
  const sent: string[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    timeout = 0;
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    private url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    send() {
      sent.push(this.url);
      const answer = answers.shift() ?? { never: true };
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 1 });
        if (answer.never) {
          if (this.timeout > 0) setTimeout(() => this.ontimeout?.(), this.timeout);
          return;
        }
        const respond = () => {
          this.status = answer.status ?? 200;
          this.responseText = JSON.stringify(answer.body);
          this.onload?.();
        };
        if (opts.answerAfterMs) setTimeout(respond, opts.answerAfterMs);
        else respond();
      }, 5);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}
