/**
 * The school's calendar day. Schools are in China: every date the product shows or stores as a
 * day (a paper's creation date, "today" for the exam-date check, a seeded exam's date) is the
 * Asia/Shanghai day of the instant, not the UTC day (toISOString().slice(0, 10) gives the previous
 * day before 08:00 Beijing time) and not the server's local day.
 */
export const SCHOOL_TIME_ZONE = 'Asia/Shanghai';

const DAY = new Intl.DateTimeFormat('en-CA', { timeZone: SCHOOL_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** yyyy-MM-dd of an instant in the school's time zone. */
export function schoolDay(d: Date): string {
  const parts = Object.fromEntries(DAY.formatToParts(d).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}
