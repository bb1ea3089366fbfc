import { FIELD_ERRORS, isValidPincode, normalisePincode } from '../checkout/fields';
import { codRefusal } from '../payments/cod';
import { deliveryQuote, type DeliveryQuote } from './delivery-quote';

/*
 * The PIN code check of the product page and the cart (ADR 055): a GET form whose `pincode`
 * the page's loader answers, so it works without JavaScript and can be linked to.
 */

export type PincodeCheck =
  | { pincode: string; error: string }
  | { pincode: string; quote: DeliveryQuote; cashOnDelivery: boolean };

/** The answer for `?pincode=` as typed, or null when none was asked. */
export function checkPincode(raw: string | null, now: Date): PincodeCheck | null {
  if (raw === null) return null;
  const pincode = normalisePincode(raw).slice(0, 10);
  if (!isValidPincode(pincode)) return { pincode, error: FIELD_ERRORS.pincode };
  const quote = deliveryQuote(pincode, now);
  // Whether COD serves the PIN code at all; the order's total is checked at checkout.
  return { pincode, quote, cashOnDelivery: quote.serviceable && !codRefusal(pincode, 0) };
}
