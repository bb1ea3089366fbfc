import { addDays, indiaDate, indiaDateTime } from '../format/india-time';

/*
 * The courier's calendar (ADR 055): business days are Monday to Saturday, except the holidays
 * below, on which the warehouse neither dispatches nor couriers deliver. Days travel as India
 * calendar dates, 'YYYY-MM-DD'.
 */

/**
 * National and Maharashtra holidays on which the warehouse is closed, as published for each
 * year. Add next year's dates when the government publishes them.
 */
export const HOLIDAYS: ReadonlySet<string> = new Set([
  '2026-01-26', // Republic Day
  '2026-03-04', // Holi
  '2026-03-19', // Gudi Padwa
  '2026-04-03', // Good Friday
  '2026-05-01', // Maharashtra Day
  '2026-08-15', // Independence Day
  '2026-09-14', // Ganesh Chaturthi
  '2026-10-02', // Gandhi Jayanti
  '2026-10-20', // Dussehra
  '2026-11-09', // Diwali (Lakshmi Puja)
  '2026-11-10', // Diwali (Balipratipada)
  '2026-12-25', // Christmas
  '2027-01-26', // Republic Day
  '2027-03-22', // Holi
  '2027-05-01', // Maharashtra Day
  '2027-08-15', // Independence Day
  '2027-10-02', // Gandhi Jayanti
  '2027-10-29', // Diwali (Lakshmi Puja)
  '2027-12-25', // Christmas
]);

/** Day of the week of a calendar date: 0 Sunday … 6 Saturday. */
function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** Monday to Saturday and not a holiday. */
export function isBusinessDay(date: string): boolean {
  return weekday(date) !== 0 && !HOLIDAYS.has(date);
}

/** The first business day on or after `date`. */
export function businessDayOnOrAfter(date: string): string {
  let day = date;
  while (!isBusinessDay(day)) day = addDays(day, 1);
  return day;
}

/** The business day `count` business days after `date` (0: `date` itself, moved to one). */
export function addBusinessDays(date: string, count: number): string {
  let day = businessDayOnOrAfter(date);
  for (let left = count; left > 0; left--) day = businessDayOnOrAfter(addDays(day, 1));
  return day;
}

/** India calendar date and minutes since India midnight of an instant. */
export function indiaClock(now: Date): { date: string; minutes: number } {
  const time = indiaDateTime(now).slice(11);
  return {
    date: indiaDate(now),
    minutes: Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)),
  };
}

const deliveryDateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * 'Tue, 2 Dec' for '2026-12-02': how a promised delivery date is written everywhere; in a Hindi
 * page's locale ('hi-IN') the day and month are Hindi's.
 */
export function formatDeliveryDate(date: string, locale = 'en-IN'): string {
  let format = deliveryDateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      timeZone: 'UTC',
      weekday: 'short',
      day: 'numeric',
      month: 'short',
    });
    deliveryDateFormats.set(locale, format);
  }
  return format.format(new Date(`${date}T00:00:00Z`));
}
