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

/**
 * The instant whose wall-clock time in the school's time zone is `wall` (yyyy-MM-dd HH:mm): what a
 * teacher means by a time typed in a picker, wherever their browser's clock is set. Found from the
 * zone's offset at that moment (checked twice, so a change of offset between the guess and the
 * answer is followed).
 */
export function schoolWallTime(wall: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/.exec(wall);
  if (!m) throw new Error(`not a yyyy-MM-dd HH:mm time: ${wall}`);
  const asUtc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  const wallAsUtc = (d: Date) => {
    const p = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/.exec(schoolDateTime(d))!;
    return Date.UTC(Number(p[1]), Number(p[2]) - 1, Number(p[3]), Number(p[4]), Number(p[5]));
  };
  let t = asUtc - (wallAsUtc(new Date(asUtc)) - asUtc);
  t = asUtc - (wallAsUtc(new Date(t)) - t);
  return new Date(t);
}
