/*
 * India time (Asia/Kolkata), in one place: every date and time the shop shows or stores as text
 * (pages, emails, invoices, the back office, order records) and the calendar-day arithmetic of
 * the back office ("today" on the dashboard, the order list's date filters, the CSV export).
 * Calendar days travel as 'YYYY-MM-DD'; the offset comes from the platform's time zone data
 * (Intl), never from a constant. The server and the browser print the same text.
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

type Instant = Date | string;
const toDate = (at: Instant) => (typeof at === 'string' ? new Date(at) : at);

const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: INDIA_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const dateFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: INDIA_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const numericDateFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: INDIA_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const clockFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: INDIA_TIME_ZONE,
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const timestampFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: INDIA_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
  hour12: true,
});
// Calendar dates (no time) are read at UTC midnight and printed in UTC, so no day shifts.
const CALENDAR_DATE = {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
} as const satisfies Intl.DateTimeFormatOptions;
const calendarFormat = new Intl.DateTimeFormat('en-IN', CALENDAR_DATE);

/** For shoppers: '21 Nov 2026, 4:35 pm' (order timeline, pay-by time, emails). */
export const formatIndiaDateTime = (at: Instant) => dateTimeFormat.format(toDate(at));

/** For shoppers: '21 Nov 2026'. */
export const formatIndiaDate = (at: Instant) => dateFormat.format(toDate(at));

/** On documents: '21/11/2026' (the tax invoice). */
export const formatIndiaNumericDate = (at: Instant) => numericDateFormat.format(toDate(at));

/** For staff: '21 Nov 2026, 16:35 IST'; '—' for none, the text itself when it is no time. */
export function formatIst(at: string | null | undefined): string {
  if (!at) return '—';
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? at : `${clockFormat.format(date)} IST`;
}

/** The order record's timestamp (spec §3): '21/11/2026, 4:35:12 pm'. */
export const orderTimestamp = (at: Instant) => timestampFormat.format(toDate(at));

/** The year in India now or at an instant: '2026'. */
export const indiaYear = (at: Instant = new Date()) => fields(toDate(at)).year!;

/**
 * A calendar date (no time) for reading: '2026-10-14' → '14 October 2026'; `locale` writes it in
 * a page's language ('hi-IN': '14 अक्टूबर 2026').
 */
export function formatCalendarDate(date: string, locale = 'en-IN'): string {
  const format =
    locale === 'en-IN' ? calendarFormat : new Intl.DateTimeFormat(locale, CALENDAR_DATE);
  return format.format(new Date(`${date}T00:00:00Z`));
}

/** The Indian financial year (April–March) an instant falls in, by the India date: '26-27'. */
export function financialYear(at: Date): string {
  const f = fields(at);
  const year = Number(f.year);
  const start = Number(f.month) >= 4 ? year : year - 1;
  return `${String(start % 100).padStart(2, '0')}-${String((start + 1) % 100).padStart(2, '0')}`;
}
