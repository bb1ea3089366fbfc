import type { DeliveryOption } from '../delivery/options';
import { principalSupply, taxCharges } from './charges-gst';
import { safePaise, timesPaise } from './safe-money';

/**
 * GST charged on the cart subtotal (spec §9). Catalogue prices exclude it (ADR 043): every price
 * a shopper sees says "+ GST", and the product page also shows the price with it.
 */
export const GST_RATE_PERCENT = 18;
/**
 * Orders with a subtotal strictly above this ship free (spec §9). The delivery charges and the
 * Cash on Delivery fee below are, like catalogue prices, before GST: GST at the goods' rate is
 * added to them (ADR 096), and every summary shows the delivery price with its GST.
 */
export const FREE_SHIPPING_ABOVE = 5000;
/** Shipping charged at or below the threshold, in rupees. */
export const SHIPPING_CHARGE = 500;
/**
 * Express and same-day delivery, flat, in rupees (spec §9; ADR 007 prices same-day as express).
 * POLICIES quotes them; they live here because the policies import this module.
 */
export const EXPRESS_CHARGE = 1000;
export const SAME_DAY_CHARGE = 1000;

export interface PricedLine {
  price: number;
  quantity: number;
  /** The line's GST rate in percent; every catalogue product carries GST_RATE_PERCENT. */
  ratePercent?: number;
}

export interface CartTotals {
  /** Number of units (sum of quantities). */
  count: number;
  /** Rupees, before tax. */
  subtotal: number;
  /** Rupees: standard shipping, or the express / same-day charge (ADR 055). */
  shipping: number;
  /** The Cash on Delivery fee in paise, 0 for other payment methods (ADR 056). */
  codFeePaise: number;
  /** GST on the delivery charge at the goods' rate, in paise (ADR 096). */
  shippingTaxPaise: number;
  /** GST on the Cash on Delivery fee at the goods' rate, in paise (ADR 096). */
  codFeeTaxPaise: number;
  /**
   * All GST in paise: on the goods, the delivery charge and the COD fee (exact: whole rupees at
   * whole percents are whole paise).
   */
  taxPaise: number;
  /** subtotal, shipping and COD fee with their GST, in paise, before rounding. */
  grossPaise: number;
  /** What rounding the gross to the rupee added (negative when it took away), in paise. */
  roundOffPaise: number;
  /**
   * What is payable, in paise: the gross rounded to the nearest rupee (spec §9: totals to 0
   * decimals; 50 paise round up). Checkout, Razorpay, the order, email, invoice and CSV all
   * show this amount; the invoice shows the difference as "Round off".
   */
  totalPaise: number;
}

export function shippingFor(subtotal: number): number {
  if (subtotal <= 0) return 0;
  return subtotal > FREE_SHIPPING_ABOVE ? 0 : SHIPPING_CHARGE;
}

/**
 * What delivering an order costs, in rupees (spec §9, ADR 055): standard shipping (free above
 * ₹5,000, else ₹500), or the flat express or same-day charge in its place.
 */
export function deliveryCharge(option: DeliveryOption, subtotal: number): number {
  if (subtotal <= 0) return 0;
  if (option === 'express') return EXPRESS_CHARGE;
  if (option === 'same-day') return SAME_DAY_CHARGE;
  return shippingFor(subtotal);
}

/** How the shopper chose to receive and pay for the order; the cart assumes standard, online. */
export interface ChargeChoice {
  delivery?: DeliveryOption;
  /**
   * Cash on Delivery chosen: the shop's fee before GST, in paise (`COD_FEE`). Absent when the
   * shopper pays otherwise.
   */
  codFeePaise?: number;
}

/**
 * Totals of spec §9: GST on the goods at their rate (18%), plus the delivery charge of the chosen
 * option and, for Cash on Delivery, its fee, each with GST at the rate of the principal goods
 * (CGST Act s. 15(2)(c) and s. 8(a), ADR 096; spec §9's "plus shipping" added shipping untaxed,
 * which the law does not allow). Throws UnsafeAmountError rather than return a figure past
 * Number.MAX_SAFE_INTEGER.
 */
export function cartTotals(lines: readonly PricedLine[], choice: ChargeChoice = {}): CartTotals {
  let count = 0;
  let subtotal = 0;
  let goodsTaxPaise = 0;
  for (const line of lines) {
    count += line.quantity;
    const value = timesPaise(line.price, line.quantity, 'line');
    subtotal = safePaise(subtotal + value, 'subtotal');
    goodsTaxPaise = safePaise(goodsTaxPaise + value * rateOf(line), 'GST');
  }
  const shipping = deliveryCharge(choice.delivery ?? 'standard', subtotal);
  const codFeePaise = subtotal > 0 ? (choice.codFeePaise ?? 0) : 0;
  const principal = principalSupply(
    lines.map((l) => ({
      hsn: '',
      ratePercent: rateOf(l),
      taxablePaise: l.price * l.quantity * 100,
    })),
  );
  const charges = taxCharges({ shippingPaise: shipping * 100, codFeePaise }, principal);
  const taxPaise = goodsTaxPaise + charges.shippingTaxPaise + charges.codFeeTaxPaise;
  // Checked once here: every part is smaller, so none of them can have rounded on the way.
  const grossPaise = safePaise(subtotal * 100 + taxPaise + shipping * 100 + codFeePaise, 'total');
  const totalPaise = roundToRupee(grossPaise);
  return {
    count,
    subtotal,
    shipping,
    codFeePaise,
    ...charges,
    taxPaise,
    grossPaise,
    roundOffPaise: totalPaise - grossPaise,
    totalPaise,
  };
}

const rateOf = (line: PricedLine) => line.ratePercent ?? GST_RATE_PERCENT;

/** Paise rounded to the nearest whole rupee, half a rupee up (as Indian invoices round). */
export function roundToRupee(paise: number): number {
  return Math.floor((paise + 50) / 100) * 100;
}

/** An order's amounts as stored, in paise. */
export interface StoredTotals {
  subtotalPaise: number;
  shippingPaise: number;
  taxPaise: number;
  totalPaise: number;
  /** Orders before ADR 056 have none. */
  codFeePaise?: number;
}

/**
 * The "Round off" line of an order's invoice, order page and email: what rounding added to
 * subtotal + GST + shipping (+ COD fee) to make the payable total. Orders placed before totals were rounded
 * (ADR 043) have none.
 */
export function roundOffOf(t: StoredTotals): number {
  return t.totalPaise - t.subtotalPaise - t.shippingPaise - t.taxPaise - (t.codFeePaise ?? 0);
}

/** A catalogue price (rupees, GST excluded) with 18% GST added, in paise. */
export function withGstPaise(rupees: number): number {
  return rupees * (100 + GST_RATE_PERCENT);
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
