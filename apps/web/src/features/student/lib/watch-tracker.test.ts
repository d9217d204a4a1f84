import { describe, expect, it } from 'vitest';
import { WatchTracker, type ProgressReport } from './watch-tracker';

/**
 * A fake clock and a player that plays at `rate`: `run(ms)` moves the clock in 250 ms steps (as a
 * browser fires timeupdate) and collects the reports.
 */
function setup(rate = 1) {
  let now = 1_000_000;
  let position = 0;
  const tracker = new WatchTracker({ now: () => now });
  const reports: ProgressReport[] = [];
  const keep = (r: ProgressReport | null) => {
    if (r) reports.push(r);
  };
  return {
    tracker,
    reports,
    keep,
    at: (s: number) => {
      position = s;
    },
    position: () => position,
    /** Wall time passes without the position moving (a stall, a paused player). */
    wait: (ms: number) => {
      now += ms;
    },
    run: (ms: number) => {
      for (let left = ms; left > 0; left -= 250) {
        const step = Math.min(250, left);
        now += step;
        position += (step / 1000) * rate;
        keep(tracker.timeUpdate(position));
      }
    },
  };
}

describe('WatchTracker', () => {
  it('reports every 5 s of playing, each stretch starting where the last ended', () => {
    const p = setup();
    p.at(10);
    p.keep(p.tracker.play(p.position()));
    p.run(12_000);
    expect(p.reports).toEqual([
      { fromS: 10, toS: 15, watchedS: 5, ended: 0 },
      { fromS: 15, toS: 20, watchedS: 5, ended: 0 },
    ]);
    p.keep(p.tracker.pause(p.position()));
    expect(p.reports[2]).toEqual({ fromS: 20, toS: 22, watchedS: 2, ended: 0 });
  });

  it('reports on pause and not again for a pause with nothing played since', () => {
    const p = setup();
    p.keep(p.tracker.play(0));
    p.run(3_000);
    p.keep(p.tracker.pause(p.position()));
    expect(p.reports).toEqual([{ fromS: 0, toS: 3, watchedS: 3, ended: 0 }]);
    // Paused: neither wall time nor a second pause report anything.
    p.wait(30_000);
    p.keep(p.tracker.pause(p.position()));
    p.keep(p.tracker.timeUpdate(p.position()));
    expect(p.reports).toHaveLength(1);
    // Playing again starts a new stretch where the player is.
    p.keep(p.tracker.play(p.position()));
    p.run(2_000);
    p.keep(p.tracker.pause(p.position()));
    expect(p.reports[1]).toEqual({ fromS: 3, toS: 5, watchedS: 2, ended: 0 });
  });

  it('closes the stretch at a seek and starts a new one where the seek lands; a stretch never spans a seek', () => {
    const p = setup();
    p.keep(p.tracker.play(0));
    p.run(3_000);
    // The element's currentTime is already the target when 'seeking' fires.
    p.at(40);
    p.keep(p.tracker.seekStart());
    expect(p.reports).toEqual([{ fromS: 0, toS: 3, watchedS: 3, ended: 0 }]);
    // timeupdates during the seek and the time it takes do not count.
    p.keep(p.tracker.timeUpdate(40));
    p.wait(800);
    p.tracker.seekEnd(40);
    p.run(2_000);
    p.keep(p.tracker.pause(p.position()));
    expect(p.reports[1]).toEqual({ fromS: 40, toS: 42, watchedS: 2, ended: 0 });
    // Backwards too.
    p.keep(p.tracker.play(42));
    p.run(1_000);
    p.at(5);
    p.keep(p.tracker.seekStart());
    p.tracker.seekEnd(5);
    p.run(1_500);
    p.keep(p.tracker.pause(p.position()));
    expect(p.reports.slice(2)).toEqual([
      { fromS: 42, toS: 43, watchedS: 1, ended: 0 },
      { fromS: 5, toS: 6.5, watchedS: 1.5, ended: 0 },
    ]);
  });

  it('a seek while paused reports nothing and playing starts from the new position', () => {
    const p = setup();
    p.at(8);
    p.keep(p.tracker.seekStart());
    p.tracker.seekEnd(8);
    p.keep(p.tracker.play(8));
    p.run(2_000);
    p.keep(p.tracker.pause(p.position()));
    expect(p.reports).toEqual([{ fromS: 8, toS: 10, watchedS: 2, ended: 0 }]);
  });

  it('a jump of the position without a seek event counts as a seek', () => {
    const p = setup();
    p.keep(p.tracker.play(0));
    p.run(2_000);
    p.at(100);
    p.keep(p.tracker.timeUpdate(100));
    p.run(1_000);
    p.keep(p.tracker.pause(p.position()));
    expect(p.reports).toEqual([
      { fromS: 0, toS: 2, watchedS: 2, ended: 0 },
      { fromS: 100, toS: 101, watchedS: 1, ended: 0 },
    ]);
  });

  it('an empty stretch is not reported (play then pause at once, a seek straight after play)', () => {
    const p = setup();
    p.keep(p.tracker.play(12));
    p.wait(20);
    p.keep(p.tracker.pause(12));
    p.keep(p.tracker.play(12));
    p.at(30);
    p.keep(p.tracker.seekStart());
    p.tracker.seekEnd(30);
    p.keep(p.tracker.stop(30));
    expect(p.reports).toEqual([]);
  });

  it('reports the end once with ended 1 (a browser fires pause, with ended already true, then ended)', () => {
    const p = setup();
    p.keep(p.tracker.play(0));
    p.run(3_500);
    p.keep(p.tracker.pause(3.5, true));
    p.keep(p.tracker.ended(3.5));
    expect(p.reports).toEqual([{ fromS: 0, toS: 3.5, watchedS: 3.5, ended: 1 }]);
  });

  it('ended alone (no pause before it) reports with ended 1 too', () => {
    const p = setup();
    p.keep(p.tracker.play(1));
    p.run(2_000);
    p.keep(p.tracker.ended(3));
    expect(p.reports).toEqual([{ fromS: 1, toS: 3, watchedS: 2, ended: 1 }]);
  });

  it('watchedS is wall-clock playing time: faster playback covers more video, a stall counts, capped at 60', () => {
    const fast = setup(2);
    fast.keep(fast.tracker.play(0));
    fast.run(5_000);
    expect(fast.reports).toEqual([{ fromS: 0, toS: 10, watchedS: 5, ended: 0 }]);

    // A player stuck (no timeupdate) for 90 s of wall time: the next report is capped.
    const stuck = setup();
    stuck.keep(stuck.tracker.play(0));
    stuck.run(1_000);
    stuck.wait(90_000);
    stuck.keep(stuck.tracker.pause(2));
    expect(stuck.reports).toEqual([{ fromS: 0, toS: 2, watchedS: 60, ended: 0 }]);
  });

  it('page hide reports the stretch so far and, if playing goes on, the next starts there', () => {
    const p = setup();
    p.keep(p.tracker.play(0));
    p.run(2_000);
    p.keep(p.tracker.pageHide(p.position()));
    expect(p.reports).toEqual([{ fromS: 0, toS: 2, watchedS: 2, ended: 0 }]);
    p.run(5_000);
    expect(p.reports[1]).toEqual({ fromS: 2, toS: 7, watchedS: 5, ended: 0 });
    // Hidden while paused: nothing (the pause reported it).
    p.keep(p.tracker.pause(p.position()));
    p.keep(p.tracker.pageHide(p.position()));
    expect(p.reports).toHaveLength(2);
  });

  it('stop (another chapter) reports the last stretch and nothing after it', () => {
    const p = setup();
    p.at(20);
    p.keep(p.tracker.play(20));
    p.run(4_000);
    p.keep(p.tracker.stop(p.position()));
    expect(p.reports).toEqual([{ fromS: 20, toS: 24, watchedS: 4, ended: 0 }]);
    p.run(2_000);
    p.keep(p.tracker.pause(p.position()));
    expect(p.reports).toHaveLength(1);
  });

  it('rounds positions and time to a tenth of a second and keeps toS ≥ fromS', () => {
    const p = setup();
    p.keep(p.tracker.play(1.234));
    p.at(1.234);
    p.run(1_130);
    p.keep(p.tracker.pause(p.position()));
    expect(p.reports).toEqual([{ fromS: 1.2, toS: 2.4, watchedS: 1.1, ended: 0 }]);
  });
});
