/**
 * Sends the player's progress reports one after another, in order, and keeps those the network
 * lost: they go again, first, with the next report. A report the server refuses (a bad stretch, a
 * course withdrawn) is dropped, since sending it again would not help. Nothing here stops playback
 * or asks the student anything; the page only shows a small hint from the callbacks.
 */
import type { ProgressReport } from './watch-tracker';

export type SendProgress<R> = (videoId: number, report: ProgressReport, opts: { keepalive: boolean }) => Promise<R>;

type Item = { videoId: number; report: ProgressReport; sending: boolean };

export type OutboxOptions<R> = {
  send: SendProgress<R>;
  /** The server kept a report (its answer). */
  onSaved?: (result: R, videoId: number) => void;
  /** A report failed: `kept` when it will go again with the next one. */
  onFailed?: (error: unknown, kept: boolean) => void;
  /** Whether a failure is worth another try (the network); otherwise the report is dropped. */
  isRetryable?: (error: unknown) => boolean;
  /** The most reports kept while the network is away (the oldest go first). */
  limit?: number;
};

export class ProgressOutbox<R> {
  private readonly queue: Item[] = [];
  private running: Promise<void> | null = null;
  private readonly opts: Required<Omit<OutboxOptions<R>, 'onSaved' | 'onFailed'>> & Pick<OutboxOptions<R>, 'onSaved' | 'onFailed'>;

  constructor(opts: OutboxOptions<R>) {
    this.opts = { isRetryable: () => true, limit: 100, ...opts };
  }

  /** Reports not yet kept by the server. */
  get pending(): number {
    return this.queue.length;
  }

  /** Queues a report and sends everything waiting, in order. */
  push(videoId: number, report: ProgressReport): Promise<void> {
    this.queue.push({ videoId, report, sending: false });
    while (this.queue.length > this.opts.limit) {
      const i = this.queue.findIndex((it) => !it.sending);
      if (i < 0) break;
      this.queue.splice(i, 1);
    }
    return this.flush();
  }

  /** Sends what is waiting, one at a time; stops at the first network failure (kept for the next time). */
  flush(): Promise<void> {
    if (this.running) return this.running.then(() => (this.queue.some((it) => !it.sending) ? this.flush() : undefined));
    this.running = this.drain().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /**
   * The page is going away: the last report, if any, and everything waiting go at once with
   * `keepalive` (the browser finishes those requests after the page is gone; sendBeacon cannot carry
   * the bearer header).
   */
  hide(last?: { videoId: number; report: ProgressReport }): void {
    if (last) this.queue.push({ ...last, sending: false });
    for (const item of this.queue.filter((it) => !it.sending)) void this.sendOne(item, true);
  }

  private async drain(): Promise<void> {
    for (;;) {
      const item = this.queue.find((it) => !it.sending);
      if (!item) return;
      if (!(await this.sendOne(item, false))) return;
    }
  }

  /** Sends one report; true when the next may go (sent, or dropped as hopeless). */
  private async sendOne(item: Item, keepalive: boolean): Promise<boolean> {
    item.sending = true;
    try {
      const result = await this.opts.send(item.videoId, item.report, { keepalive });
      this.remove(item);
      this.opts.onSaved?.(result, item.videoId);
      return true;
    } catch (error) {
      const kept = this.opts.isRetryable(error);
      if (kept) item.sending = false;
      else this.remove(item);
      this.opts.onFailed?.(error, kept);
      return !kept;
    }
  }

  private remove(item: Item): void {
    const i = this.queue.indexOf(item);
    if (i >= 0) this.queue.splice(i, 1);
  }
}
