/**
 * Turns a video player's events into the progress reports of POST /student/course/video/:id/progress
 * (docs/course.md): each report is one continuous stretch of the video played since the last one
 * (fromS → toS, video seconds) with the wall-clock seconds spent playing it (watchedS).
 *
 * Pure: no timers and no DOM. The page calls it from the <video> element's events and sends what it
 * returns; the clock is injected, so tests drive it with a fake one. Rules:
 * - while playing, a report every COURSE_PROGRESS_EVERY_S seconds of playing (checked on timeupdate);
 * - pausing, ending, hiding the page or leaving the video report the stretch so far;
 * - a seek closes the stretch at the last position played and a new one starts where the seek lands,
 *   so a stretch never spans a seek (a jump of the position the player did not announce counts too);
 * - a stretch in which nothing was played (no video seconds) is not reported;
 * - watchedS is capped at COURSE_PROGRESS_MAX_SPAN_S, and a stretch at twice that (the contract's limits).
 */
import { COURSE_PROGRESS_EVERY_S, COURSE_PROGRESS_MAX_SPAN_S } from '@app/contract';

export type ProgressReport = { fromS: number; toS: number; watchedS: number; ended: 0 | 1 };

export type WatchTrackerOptions = {
  /** Wall-clock milliseconds (Date.now or performance.now; a fake clock in tests). */
  now: () => number;
  /** Seconds of playing between two reports. */
  everyS?: number;
};

/** The fastest a player plays (Chromium's limit): a larger jump between two timeupdates is a seek. */
const MAX_RATE = 16;
/** Slack for a jump, in video seconds (timeupdate fires every 15-250 ms, a little late at times). */
const JUMP_SLACK_S = 1.5;
/** Below this many video seconds a stretch is empty. */
const EMPTY_S = 0.05;

const round1 = (s: number) => Math.round(s * 10) / 10;

export class WatchTracker {
  private readonly now: () => number;
  private readonly everyMs: number;
  private playing = false;
  private seeking = false;
  /** Where the open stretch began, or null when none is open. */
  private from: number | null = null;
  /** The last position seen while playing (the end of the open stretch). */
  private last = 0;
  /** When `last` was seen. */
  private lastAt = 0;
  /** Playing milliseconds of the open stretch before `since`. */
  private playedMs = 0;
  /** When the current run of playing began (while playing). */
  private since = 0;

  constructor({ now, everyS = COURSE_PROGRESS_EVERY_S }: WatchTrackerOptions) {
    this.now = now;
    this.everyMs = everyS * 1000;
  }

  /** The player started (or resumed) playing at `positionS`. */
  play(positionS: number): ProgressReport | null {
    if (this.playing) {
      // Playing again after a seek the player announced without a seeked (or a second 'playing').
      if (this.from == null && !this.seeking) this.open(positionS);
      return null;
    }
    this.playing = true;
    this.since = this.now();
    if (!this.seeking) this.open(positionS);
    return null;
  }

  /** The position moved (timeupdate): a report when enough playing has gone by. */
  timeUpdate(positionS: number): ProgressReport | null {
    if (!this.playing || this.seeking) return null;
    const t = this.now();
    if (this.from == null) {
      this.open(positionS);
      return null;
    }
    const elapsedS = Math.max(0, t - this.lastAt) / 1000;
    const jumped = positionS < this.last - JUMP_SLACK_S || positionS > this.last + elapsedS * MAX_RATE + JUMP_SLACK_S;
    if (jumped) {
      // A seek the player did not announce: the stretch ends where playing was last seen.
      const report = this.close(this.last, 0);
      this.open(positionS);
      return report;
    }
    this.last = Math.max(this.last, positionS);
    this.lastAt = t;
    if (this.playedMsNow() < this.everyMs) return null;
    const report = this.close(this.last, 0);
    this.open(this.last);
    return report;
  }

  /**
   * The player paused. `ended` when it paused because it reached the end (the element's `ended` is
   * already true then, and a browser fires 'pause' before 'ended'): the report carries ended 1.
   */
  pause(positionS: number, ended = false): ProgressReport | null {
    const report = this.stopAt(positionS, ended ? 1 : 0);
    this.playing = false;
    return report;
  }

  /** The player reached the end. */
  ended(positionS: number): ProgressReport | null {
    return this.pause(positionS, true);
  }

  /**
   * A seek began: the stretch played so far is closed at the last position seen (the element's
   * currentTime is already the target now), and nothing counts until the seek lands.
   */
  seekStart(): ProgressReport | null {
    if (this.seeking) return null;
    const report = this.from == null ? null : this.close(this.last, 0);
    if (this.playing) this.pauseClock();
    this.seeking = true;
    return report;
  }

  /** The seek landed at `positionS`: a new stretch starts there if the player is playing. */
  seekEnd(positionS: number): void {
    this.seeking = false;
    this.last = positionS;
    this.lastAt = this.now();
    if (this.playing) {
      this.since = this.now();
      this.open(positionS);
    }
  }

  /**
   * The page is being hidden (another app, a closed tab): the stretch so far is reported now; if the
   * player goes on playing (background audio), a new stretch starts where it is.
   */
  pageHide(positionS: number): ProgressReport | null {
    if (!this.playing || this.seeking || this.from == null) return null;
    const report = this.stopAt(positionS, 0);
    this.since = this.now();
    this.open(this.last);
    return report;
  }

  /** The page leaves this video (another chapter, another page): the last stretch, and nothing after. */
  stop(positionS: number): ProgressReport | null {
    const report = this.seeking ? null : this.stopAt(positionS, 0);
    this.playing = false;
    this.seeking = false;
    this.from = null;
    return report;
  }

  private open(positionS: number): void {
    this.from = positionS;
    this.last = positionS;
    this.lastAt = this.now();
    this.playedMs = 0;
    this.since = this.now();
  }

  /** Closes the open stretch at `positionS` (when it is no jump away from the last one seen). */
  private stopAt(positionS: number, ended: 0 | 1): ProgressReport | null {
    if (this.from == null || this.seeking) return null;
    const elapsedS = Math.max(0, this.now() - this.lastAt) / 1000;
    const plausible = positionS >= this.last - JUMP_SLACK_S && positionS <= this.last + elapsedS * MAX_RATE + JUMP_SLACK_S;
    return this.close(plausible ? Math.max(this.from, positionS) : this.last, ended);
  }

  private playedMsNow(): number {
    return this.playedMs + (this.playing && !this.seeking ? Math.max(0, this.now() - this.since) : 0);
  }

  private pauseClock(): void {
    this.playedMs = this.playedMsNow();
    this.since = this.now();
  }

  /** The report of the open stretch ending at `toS` (null when it is empty); no stretch is open after. */
  private close(toS: number, ended: 0 | 1): ProgressReport | null {
    const from = this.from;
    const watchedS = Math.min(COURSE_PROGRESS_MAX_SPAN_S, this.playedMsNow() / 1000);
    this.from = null;
    this.playedMs = 0;
    this.since = this.now();
    if (from == null) return null;
    this.last = toS;
    if (toS - from < EMPTY_S) return null;
    // A stretch longer than the contract allows (a long-throttled tab) keeps its last part.
    const fromS = Math.max(from, toS - COURSE_PROGRESS_MAX_SPAN_S * 2);
    return { fromS: round1(fromS), toS: round1(toS), watchedS: round1(watchedS), ended };
  }
}
