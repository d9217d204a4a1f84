/**
 * The demo data's one clock. Every date the demo seed writes is either fixed (exam dates, semesters,
 * notices) or counted back from DEMO_NOW, never from the moment the seed runs: the demo shows the
 * same history whenever it is seeded, and tests can take their expectations from it on any date.
 */
export const DEMO_NOW = new Date('2026-11-21T10:00:00+08:00');

const DAY_MS = 86_400_000;

/** The moment `days` days before DEMO_NOW. */
export function demoDaysAgo(days: number): Date {
  return new Date(DEMO_NOW.getTime() - days * DAY_MS);
}
