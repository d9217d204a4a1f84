import { describe, expect, it } from 'vitest';
import { ProgressOutbox } from './progress-outbox';
import type { ProgressReport } from './watch-tracker';

const r = (fromS: number, toS: number): ProgressReport => ({ fromS, toS, watchedS: toS - fromS, ended: 0 });

class NetworkDown extends Error {}
class Refused extends Error {}

/** A server whose answers the test decides: each call waits until answered. */
function server() {
  const calls: { videoId: number; report: ProgressReport; keepalive: boolean; ok: () => void; fail: (e: Error) => void }[] = [];
  const send = (videoId: number, report: ProgressReport, { keepalive }: { keepalive: boolean }) =>
    new Promise<string>((resolve, reject) => {
      calls.push({ videoId, report, keepalive, ok: () => resolve(`saved ${report.toS}`), fail: reject });
    });
  return { calls, send };
}
const tick = () => new Promise((res) => setTimeout(res, 0));

describe('ProgressOutbox', () => {
  it('sends reports one after another, in order', async () => {
    const s = server();
    const saved: string[] = [];
    const box = new ProgressOutbox({ send: s.send, onSaved: (x) => saved.push(x) });
    void box.push(1, r(0, 5));
    void box.push(1, r(5, 10));
    await tick();
    expect(s.calls).toHaveLength(1);
    s.calls[0]!.ok();
    await tick();
    expect(s.calls.map((c) => c.report.fromS)).toEqual([0, 5]);
    s.calls[1]!.ok();
    await tick();
    expect(saved).toEqual(['saved 5', 'saved 10']);
    expect(box.pending).toBe(0);
  });

  it('keeps a report the network lost and sends it first with the next one', async () => {
    const s = server();
    const failures: boolean[] = [];
    const box = new ProgressOutbox({ send: s.send, isRetryable: (e) => e instanceof NetworkDown, onFailed: (_e, kept) => failures.push(kept) });
    void box.push(3, r(0, 5));
    await tick();
    s.calls[0]!.fail(new NetworkDown());
    await tick();
    expect(failures).toEqual([true]);
    expect(box.pending).toBe(1);
    // Nothing goes again by itself: the next report takes it along, first.
    expect(s.calls).toHaveLength(1);
    void box.push(3, r(5, 10));
    await tick();
    expect(s.calls[1]!.report).toEqual(r(0, 5));
    s.calls[1]!.ok();
    await tick();
    expect(s.calls[2]!.report).toEqual(r(5, 10));
    s.calls[2]!.ok();
    await tick();
    expect(box.pending).toBe(0);
  });

  it('drops a report the server refuses and goes on with the next', async () => {
    const s = server();
    const failures: boolean[] = [];
    const box = new ProgressOutbox({ send: s.send, isRetryable: (e) => e instanceof NetworkDown, onFailed: (_e, kept) => failures.push(kept) });
    void box.push(3, r(0, 5));
    void box.push(3, r(5, 10));
    await tick();
    s.calls[0]!.fail(new Refused());
    await tick();
    expect(failures).toEqual([false]);
    expect(s.calls[1]!.report).toEqual(r(5, 10));
  });

  it('on page hide sends everything waiting at once with keepalive, for the right videos', async () => {
    const s = server();
    const box = new ProgressOutbox({ send: s.send, isRetryable: () => true });
    void box.push(1, r(0, 5));
    await tick();
    s.calls[0]!.fail(new NetworkDown());
    await tick();
    void box.push(2, r(0, 3));
    await tick();
    // The first is on its way again (no keepalive); the hide sends the rest at once, its own report too.
    box.hide({ videoId: 2, report: r(3, 4) });
    await tick();
    expect(s.calls.map((c) => [c.videoId, c.report.toS, c.keepalive])).toEqual([
      [1, 5, false],
      [1, 5, false],
      [2, 3, true],
      [2, 4, true],
    ]);
  });

  it('keeps at most `limit` reports while the network is away, dropping the oldest', async () => {
    const s = server();
    const box = new ProgressOutbox({ send: s.send, limit: 3 });
    void box.push(1, r(0, 5));
    await tick();
    s.calls[0]!.fail(new NetworkDown());
    await tick();
    // Each push tries the oldest again; while it is on its way the rest wait.
    for (let i = 1; i <= 4; i++) void box.push(1, r(i * 5, i * 5 + 5));
    expect(box.pending).toBe(3);
  });
});
