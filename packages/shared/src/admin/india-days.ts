/*
 * Calendar days in India time (Asia/Kolkata) for the back office: "today" on the dashboard, the
 * date filters of the order list and the CSV export. Dates travel as 'YYYY-MM-DD'; the offset
 * comes from the platform's time zone data (Intl), not from a constant.
 */

export const INDIA_TIME_ZONE = 'Asia/Kolkata';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60_000;

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: INDIA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const offsetName = new Intl.DateTimeFormat('en-US', {
  timeZone: INDIA_TIME_ZONE,
  timeZoneName: 'longOffset',
});

function fields(date: Date): Record<string, string> {
  return Object.fromEntries(parts.formatToParts(date).map((p) => [p.type, p.value]));
}

/** The India calendar date of an instant: '2026-11-21'. */
export function indiaDate(date: Date): string {
  const f = fields(date);
  return `${f.year}-${f.month}-${f.day}`;
}

/** The India wall-clock time of an instant: '2026-11-21 16:35:12' (sorts and parses anywhere). */
export function indiaDateTime(date: Date): string {
  const f = fields(date);
  return `${f.year}-${f.month}-${f.day} ${f.hour}:${f.minute}:${f.second}`;
}

/** True for a real calendar date written YYYY-MM-DD (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

/** The date `days` later (or earlier, when negative). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from one date to another: 0 for the same day. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** UTC offset of India time at an instant, in minutes (330). */
function offsetMinutes(at: Date): number {
  const name = offsetName.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? '';
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!m) return 0;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
}

/** The instant an India calendar day begins (midnight IST), as a UTC Date. */
export function indiaDayStart(date: string): Date {
  const utcMidnight = Date.parse(`${date}T00:00:00Z`);
  return new Date(utcMidnight - offsetMinutes(new Date(utcMidnight)) * 60_000);
}
