/** GST charged on the cart subtotal (spec §9). */
export const GST_RATE_PERCENT = 18;
/** Orders with a subtotal strictly above this ship free (spec §9). */
export const FREE_SHIPPING_ABOVE = 5000;
/** Shipping charged at or below the threshold, in rupees. */
export const SHIPPING_CHARGE = 500;

export interface PricedLine {
  price: number;
  quantity: number;
}

export interface CartTotals {
  /** Number of units (sum of quantities). */
  count: number;
  /** Rupees, before tax. */
  subtotal: number;
  /** Rupees. */
  shipping: number;
  /** GST in paise (exact: 18% of whole rupees is a whole number of paise). */
  taxPaise: number;
  /** subtotal × 1.18 + shipping, in paise. */
  totalPaise: number;
}

export function shippingFor(subtotal: number): number {
  if (subtotal <= 0) return 0;
  return subtotal > FREE_SHIPPING_ABOVE ? 0 : SHIPPING_CHARGE;
}

/** Cart totals of spec §9: GST 18% of subtotal, shipping free above ₹5,000 else ₹500. */
export function cartTotals(lines: readonly PricedLine[]): CartTotals {
  let count = 0;
  let subtotal = 0;
  for (const line of lines) {
    count += line.quantity;
    subtotal += line.price * line.quantity;
  }
  const shipping = shippingFor(subtotal);
  const taxPaise = subtotal * GST_RATE_PERCENT;
  return {
    count,
    subtotal,
    shipping,
    taxPaise,
    totalPaise: subtotal * 100 + taxPaise + shipping * 100,
  };
}

/** Discount shown on a card (spec §4): rounded percentage, or 0 when there is none. */
export function discountPercent(price: number, originalPrice: number | null | undefined): number {
  if (!originalPrice || originalPrice <= price) return 0;
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}

/** Rupees saved against the original price, or 0. */
export function savings(price: number, originalPrice: number | null | undefined): number {
  return originalPrice && originalPrice > price ? originalPrice - price : 0;
}
