import { EXPRESS_CHARGE, SAME_DAY_CHARGE } from '../pricing/cart-totals';
import { CLAIMS } from './claims';

/**
 * The shop's service policies (spec §9), in one place so the FAQ, the policy pages and the
 * product page quote the same numbers. Shipping charges live in pricing/cart-totals.ts.
 */
export const POLICIES = {
  /** Days after delivery within which an item can be returned. */
  returnDays: CLAIMS.returnDays,
  /** Business days a refund takes once the returned item reaches us. */
  refundBusinessDays: { min: 7, max: 10 },
  /** Warranty length depends on the product. */
  warrantyYears: { min: 1, max: 3 },
  /**
   * Standard delivery to the rest of India, business days after dispatch. Metro cities get
   * metroDeliveryDays instead; together they reconcile the spec's 5–7 and 3–5 (ADR 007).
   */
  standardDeliveryDays: { min: 5, max: 7 },
  /** Standard delivery to the metro cities below, business days after dispatch (ADR 007). */
  metroDeliveryDays: { min: 3, max: 5 },
  metroCities: [
    'Mumbai',
    'Delhi NCR',
    'Bengaluru',
    'Chennai',
    'Kolkata',
    'Hyderabad',
    'Pune',
    'Ahmedabad',
  ],
  /** Express delivery, business days, at a flat charge in rupees. */
  expressDeliveryDays: { min: 2, max: 3 },
  expressCharge: EXPRESS_CHARGE,
  /** Same-day delivery in select cities for orders placed before this time (India time). */
  sameDayCutoff: '12 PM',
  /**
   * The select cities with same-day delivery: the warehouse's own sorting district, PIN codes
   * 400… (ADR 055; ADR 007 also named Pune, which a same-day van cannot reach).
   */
  sameDayCities: ['Mumbai', 'Thane', 'Navi Mumbai'],
  /** Same-day delivery is priced as express; the spec names no charge of its own (ADR 007). */
  sameDayCharge: SAME_DAY_CHARGE,
  /** In-stock orders confirmed before this time (India time) on a business day ship that day. */
  dispatchCutoff: '2 PM',
  /** Otherwise they leave the warehouse within this many business days. */
  dispatchBusinessDays: 1,
  /** Software licence keys are emailed within this many business days of payment. */
  licenceDeliveryBusinessDays: 1,
  /** Hours after delivery within which transit damage must be reported. */
  damageReportHours: 48,
  /** Business days we take to inspect a returned item once it reaches us. */
  returnInspectionBusinessDays: 2,
} as const;

/** "5–7" from { min: 5, max: 7 }. */
export function dayRange(range: { min: number; max: number }): string {
  return `${range.min}–${range.max}`;
}

/** One sentence for standard delivery times, so every page words the two ranges the same way. */
export function standardDeliveryText(): string {
  return `${dayRange(POLICIES.metroDeliveryDays)} business days to metro cities and ${dayRange(POLICIES.standardDeliveryDays)} business days to the rest of India`;
}
