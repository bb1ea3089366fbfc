import { z } from '../validation/z';
import { indiaDate, indiaDayStart } from '../format/india-time';

/** Why a return month was refused (GET /api/admin/gst/*?month=, the /admin/gst picker). */
export const GST_MONTH_ERROR = 'Month must be a month written YYYY-MM, from 2017-07 on';

/** Why a return was refused for a month before the shop's first tax invoice (ADR 096). */
export const GST_MONTH_BEFORE_FIRST_INVOICE = (firstMonth: string) =>
  `The shop issued its first tax invoice in ${firstMonth}: there is no return to file for an earlier month.`;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** GST began on 1 July 2017: no return period before it. */
const FIRST_MONTH = '2017-07';

/** A return period in India time, 'YYYY-MM'. */
export const gstMonthSchema = z
  .string({ error: GST_MONTH_ERROR })
  .trim()
  .regex(MONTH, GST_MONTH_ERROR)
  .refine((m) => m >= FIRST_MONTH && m <= '9999-12', GST_MONTH_ERROR);

/** The query of every GST return download: `?month=2026-11`, nothing else. */
export const gstMonthQuerySchema = z.object({ month: gstMonthSchema }).strict();
export type GstMonthQuery = z.infer<typeof gstMonthQuerySchema>;

/** The month after: '2026-12' → '2027-01'. */
export function nextMonth(month: string): string {
  // A checked 'YYYY-MM' always splits into two numbers.
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/** The month before: '2027-01' → '2026-12'. */
export function previousMonth(month: string): string {
  // A checked 'YYYY-MM' always splits into two numbers.
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/**
 * The instants a return month spans in India time: from midnight IST on its first day to
 * midnight IST on the next month's first day (excluded), as ISO strings comparable with the
 * stored UTC times.
 */
export function monthRange(month: string): { since: string; before: string } {
  return {
    since: indiaDayStart(`${month}-01`).toISOString(),
    before: indiaDayStart(`${nextMonth(month)}-01`).toISOString(),
  };
}

/** The India month an instant falls in: '2026-11'. */
export const indiaMonth = (at: Date) => indiaDate(at).slice(0, 7);

/** The return period as GSTR-1 writes it ('fp'): '2026-11' → '112026'. */
export const filingPeriod = (month: string) => `${month.slice(5, 7)}${month.slice(0, 4)}`;

/** A month for reading: '2026-11' → 'November 2026'. */
export function formatMonth(month: string): string {
  return new Intl.DateTimeFormat('en-IN', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
}
