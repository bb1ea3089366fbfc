import { formatPaiseExact, formatRupees } from '../format/money';
import { stateByGstCode } from '../india/states';
import { RULE_138_LIMIT_RUPEES, stateEwayLimit } from './state-limits';

/** One line of the tax invoice, as Rule 138 weighs it. */
export interface ConsignmentLine {
  hsn: string;
  taxRatePercent: number;
  /** Taxable value plus its GST, in paise. */
  valuePaise: number;
}

/** One consignment: the goods of one tax invoice moved together. */
export interface Consignment {
  fromStateCode: string;
  toStateCode: string;
  /** Both ends in one city (a state may set a different limit for that). */
  withinCity?: boolean;
  /** The invoice value, GST, charges and round-off included, in paise. */
  invoiceTotalPaise: number;
  lines: readonly ConsignmentLine[];
}

export interface EwayBillNeed {
  needed: boolean;
  /** The consignment value as Rule 138 counts it, in paise. */
  valuePaise: number;
  limitRupees: number;
  movement: 'inter-state' | 'intra-state';
  /** One sentence for staff: why one is needed, or why not. */
  reason: string;
}

/**
 * SAC of courier services: a delivery charge the seller bills with the goods is part of their
 * value (s.15(2)(c); a composite supply with them, s.8), not a service left out.
 */
export const DELIVERY_SAC = '996812';

/** Services (SAC, chapter 99) do not move; nil-rated and exempt goods are left out of the value. */
function leftOut(line: ConsignmentLine): boolean {
  if (line.hsn === DELIVERY_SAC) return false;
  return line.hsn.startsWith('99') || line.taxRatePercent === 0;
}

/**
 * Whether a consignment needs an e-way bill (CGST Rule 138). Its value is the invoice value
 * with the GST charged on it, less exempt goods (Explanation 2 to Rule 138(1)); delivery the
 * seller charges is part of it (s.15(2)(c)), as the invoice total already carries. Between
 * states the limit is Rule 138(1)'s ₹50,000; within a state, that state's own
 * (Rule 138(14)(d), `STATE_EWAY_LIMITS`). A bill is needed when the value is MORE than the limit.
 */
export function ewayBillNeed(consignment: Consignment): EwayBillNeed {
  const goods = consignment.lines.filter((l) => !leftOut(l));
  const excluded = consignment.lines.filter(leftOut).reduce((s, l) => s + l.valuePaise, 0);
  const valuePaise = goods.length === 0 ? 0 : consignment.invoiceTotalPaise - excluded;
  const value = formatPaiseExact(valuePaise);
  if (consignment.fromStateCode !== consignment.toStateCode) {
    const limitRupees = RULE_138_LIMIT_RUPEES;
    const needed = valuePaise > limitRupees * 100;
    const limit = formatRupees(limitRupees);
    return {
      needed,
      valuePaise,
      limitRupees,
      movement: 'inter-state',
      reason: needed
        ? `E-way bill needed: goods worth ${value} (GST included) going to another state, more than ${limit} (CGST Rule 138).`
        : `No e-way bill needed: goods worth ${value} going to another state, not more than ${limit}.`,
    };
  }
  const state = stateEwayLimit(consignment.toStateCode);
  const limitRupees =
    consignment.withinCity && state.withinCityLimitRupees
      ? state.withinCityLimitRupees
      : state.limitRupees;
  const needed = valuePaise > limitRupees * 100;
  const name = stateByGstCode(state.stateCode)?.name ?? `state ${state.stateCode}`;
  const limit = formatRupees(limitRupees);
  return {
    needed,
    valuePaise,
    limitRupees,
    movement: 'intra-state',
    reason: needed
      ? `E-way bill needed: goods worth ${value} (GST included) moving within ${name}, more than its limit of ${limit}.`
      : `No e-way bill needed: goods worth ${value} moving within ${name}, not more than its limit of ${limit}.`,
  };
}
