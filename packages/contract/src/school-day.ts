/**
 * The school's calendar day. Schools are in China: every date the product shows or stores as a
 * day (a paper's creation date, "today" for the exam-date check, a seeded exam's date) is the day of
 * the instant in the school's time zone — Asia/Shanghai unless the deployment sets another
 * (SCHOOL_TIME_ZONE, docs/deploy.md) — not the UTC day (toISOString().slice(0, 10) gives the
 * previous day before 08:00 Beijing time) and not the server's local day.
 */
export const DEFAULT_SCHOOL_TIME_ZONE = 'Asia/Shanghai';

let zone = DEFAULT_SCHOOL_TIME_ZONE;
let dayFormat = formatFor(zone);
let timeFormat = timeFormatFor(zone);

function timeFormatFor(timeZone: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
}

function formatFor(timeZone: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
}

/** The IANA time zone school days are counted in. */
export function schoolTimeZone(): string {
  return zone;
}

/** Sets the schools' time zone (an IANA name such as Asia/Urumqi); an unknown name is refused. */
export function setSchoolTimeZone(timeZone: string): void {
  let format: Intl.DateTimeFormat;
  try {
    format = formatFor(timeZone);
  } catch {
    throw new Error(`SCHOOL_TIME_ZONE must be an IANA time zone such as ${DEFAULT_SCHOOL_TIME_ZONE}, got "${timeZone}"`);
  }
  zone = format.resolvedOptions().timeZone;
  dayFormat = format;
  timeFormat = timeFormatFor(zone);
}

/** yyyy-MM-dd of an instant in the school's time zone. */
export function schoolDay(d: Date): string {
  const parts = Object.fromEntries(dayFormat.formatToParts(d).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** yyyy-MM-dd HH:mm of an instant in the school's time zone (a task's start and end, an answer's time). */
export function schoolDateTime(d: Date): string {
  const parts = Object.fromEntries(timeFormat.formatToParts(d).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}
