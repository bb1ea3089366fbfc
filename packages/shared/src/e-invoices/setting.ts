import { addDays, daysBetween, formatCalendarDate } from '../format/india-time';

/**
 * Whether the shop must report its B2B invoices to the Invoice Registration Portal, and how soon.
 *
 * - `off`: aggregate turnover has stayed at or under ₹5 crore in every financial year since
 *   2017-18 (notification 13/2020-Central Tax, which replaced 70/2019-Central Tax, as amended by
 *   10/2023-Central Tax: e-invoicing above ₹5 crore from 1 August 2023). B2B invoices carry no
 *   IRN.
 * - `on`: above ₹5 crore in some year since 2017-18. Every B2B tax invoice and credit note gets
 *   an IRN (CGST Rule 48(4)); no reporting limit.
 * - `on-30-day-limit`: also ₹10 crore or more: from 1 April 2025 the IRP refuses a document more
 *   than 30 days old (GSTN advisory of 5 November 2024, "Time limit for reporting e-invoices on
 *   the IRP portal").
 */
export const E_INVOICING_MODES = ['off', 'on', 'on-30-day-limit'] as const;
export type EInvoicingMode = (typeof E_INVOICING_MODES)[number];

/** What the shop's setting means for a document. */
export interface EInvoicing {
  mode: EInvoicingMode;
  applies: boolean;
  /** Days after the document date the IRP still accepts it; null when no limit applies. */
  reportingLimitDays: number | null;
}

/** The advisory's example: an invoice dated 1 April 2025 may be reported until 30 April 2025. */
export const REPORTING_LIMIT_DAYS = 30;
/** A document this many days or fewer from its last reporting day is listed as due soon. */
export const DUE_SOON_DAYS = 7;

export function eInvoicingOf(mode: EInvoicingMode): EInvoicing {
  return {
    mode,
    applies: mode !== 'off',
    reportingLimitDays: mode === 'on-30-day-limit' ? REPORTING_LIMIT_DAYS : null,
  };
}

export type ReportingStatus = 'no-limit' | 'in-time' | 'due-soon' | 'past-limit';

export interface ReportingDeadline {
  /** The last India date the IRP accepts the document (YYYY-MM-DD), or null without a limit. */
  lastDay: string | null;
  status: ReportingStatus;
  /** Days from today to the last day (negative once past); null without a limit. */
  daysLeft: number | null;
}

/**
 * How a document dated `documentDate` (India date, YYYY-MM-DD) stands on `today`. The limit
 * counts the document date as day 1, as the advisory's example does.
 */
export function reportingDeadline(
  documentDate: string,
  today: string,
  setting: EInvoicing,
): ReportingDeadline {
  if (setting.reportingLimitDays === null)
    return { lastDay: null, status: 'no-limit', daysLeft: null };
  const lastDay = addDays(documentDate, setting.reportingLimitDays - 1);
  const daysLeft = daysBetween(today, lastDay);
  const status = daysLeft < 0 ? 'past-limit' : daysLeft <= DUE_SOON_DAYS ? 'due-soon' : 'in-time';
  return { lastDay, status, daysLeft };
}

/** What the back office says of a document's limit: 'Report by 1 Sep 2026 (3 days left)'. */
export function deadlineText(deadline: ReportingDeadline): string {
  if (deadline.lastDay === null || deadline.daysLeft === null) return 'No limit';
  const by = formatCalendarDate(deadline.lastDay);
  if (deadline.daysLeft < 0) {
    return `Past the limit: the IRP refuses it after ${by}. Ask your accountant what to issue instead.`;
  }
  const left = deadline.daysLeft === 0 ? 'today is the last day' : `${deadline.daysLeft} days left`;
  return `Report by ${by} (${left})`;
}

/** How the shop's setting reads in the back office. */
export const E_INVOICING_TEXTS: Record<EInvoicingMode, string> = {
  off: 'E-invoicing is off (E_INVOICING=off): turnover has not passed ₹5 crore in any year since 2017-18, so B2B invoices carry no IRN.',
  on: 'Every B2B tax invoice and credit note needs an IRN from the Invoice Registration Portal before it is issued (E_INVOICING=on). No reporting limit applies.',
  'on-30-day-limit':
    'Every B2B tax invoice and credit note needs an IRN, and the IRP refuses documents more than 30 days old (E_INVOICING=on-30-day-limit, turnover of ₹10 crore or more).',
};
