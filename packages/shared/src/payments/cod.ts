import { formatRupees } from '../format/money';

/*
 * Cash on Delivery (ADR 056), all of its settings in one place: the fee, the largest order the
 * courier collects cash for, and the PIN prefixes where it is not offered.
 */

/**
 * The Cash on Delivery fee in rupees before GST, added to the order like shipping (ADR 096): the
 * spec's ₹50, the default of the shop's `COD_FEE` setting, which is also the prepaid incentive
 * (paying online saves it; ADR 102).
 */
export const DEFAULT_COD_FEE = 50;

/** The largest COD fee the setting takes, in rupees: a fee, not a second price. */
export const MAX_COD_FEE = 1_000;

/** The largest payable total (paise, fee included) the courier collects in cash: ₹30,000. */
export const COD_MAX_TOTAL_PAISE = 30_000 * 100;

/**
 * PIN prefixes without Cash on Delivery: the North-East, Sikkim, Jammu & Kashmir and Ladakh,
 * where our couriers do not collect cash, and Andaman & Nicobar.
 */
export const COD_UNAVAILABLE_PREFIXES = ['18', '19', '78', '79', '737', '744'] as const;

export const COD_MESSAGES = {
  overCap: `Cash on Delivery is available for orders up to ${formatRupees(COD_MAX_TOTAL_PAISE / 100)}. Please choose another payment method.`,
  pincode: (pincode: string) =>
    `Cash on Delivery is not available for PIN code ${pincode}. Please choose another payment method.`,
  /** Asked to pay a COD order online. */
  notOnline: 'This order is paid in cash on delivery: there is nothing to pay online.',
  /** The timeline note when staff confirm a COD order (Placed → Processing). */
  confirmedNote: 'Cash on Delivery order confirmed by our team.',
  /** The timeline note when the courier has collected the cash (Delivered). */
  paidNote: (amount: string) => `Cash on Delivery: ${amount} collected on delivery.`,
} as const;

/**
 * Why Cash on Delivery is refused for a delivery PIN code and payable total (paise, fee
 * included), or null when it is allowed.
 */
export function codRefusal(pincode: string, totalPaise: number): string | null {
  if (COD_UNAVAILABLE_PREFIXES.some((p) => pincode.startsWith(p))) {
    return COD_MESSAGES.pincode(pincode);
  }
  if (totalPaise > COD_MAX_TOTAL_PAISE) return COD_MESSAGES.overCap;
  return null;
}
