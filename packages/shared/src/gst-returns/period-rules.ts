import { indiaDate } from '../format/india-time';

/*
 * The GSTR-1 rules that changed over time, each with the date it took effect, so a return for a
 * period is built by the rules in force in that period (ADR 096).
 */

/**
 * Invoices to unregistered buyers in another state above this value (strictly) are reported one
 * by one in B2CL (GSTR-1 table 5), by the invoice's date: ₹2,50,000 under CGST Rule 59(4)(a)(ii)
 * as first made, ₹1,00,000 for invoices from 1 August 2024 (Notification 12/2024–Central Tax of
 * 10 July 2024; GSTN advisory of 3 September 2024). Newest first.
 */
export const B2CL_LIMITS: readonly { from: string; minExclusivePaise: number }[] = [
  { from: '2024-08-01', minExclusivePaise: 1_00_000_00 },
  { from: '2017-07-01', minExclusivePaise: 2_50_000_00 },
];

/** The B2CL limit for an invoice issued at `issuedAt` (ISO instant, read as an India date). */
export function b2clLimitPaise(issuedAt: string): number {
  const day = indiaDate(new Date(issuedAt));
  // The oldest limit applies to anything earlier: GST began on 1 July 2017.
  return (B2CL_LIMITS.find((l) => day >= l.from) ?? B2CL_LIMITS.at(-1)!).minExclusivePaise;
}

/**
 * The first return period whose HSN summary (table 12) is split into supplies to registered
 * buyers (`hsn_b2b`) and to consumers (`hsn_b2c`), per GSTN's advisory on phase III of table 12
 * (HSN summary split made mandatory from the May 2025 return period). Earlier periods report one
 * list, `hsn.data`.
 */
export const HSN_SPLIT_FROM_MONTH = '2025-05';

export const hsnSplitApplies = (month: string) => month >= HSN_SPLIT_FROM_MONTH;
