/*
 * GST on what the shop charges besides the goods: the delivery charge and the Cash on Delivery
 * fee (ADR 096). Delivery arranged and billed by the seller of the goods, and a fee for taking
 * payment on delivery, are part of the value of the supply of the goods (CGST Act s. 15(2)(c):
 * "incidental expenses … charged by the supplier to the recipient … at the time of, or before
 * delivery of goods"). Goods sent with their delivery form a composite supply, taxed as its
 * principal supply (s. 2(30), s. 8(a)): so the charges carry the GST rate of the goods and are
 * classified under the goods' HSN, never as a separate courier service (SAC 996812).
 */

/** A goods line as the principal-supply rule reads it. */
export interface GoodsLineForCharges {
  hsn: string;
  ratePercent: number;
  taxablePaise: number;
}

/** The HSN and GST rate that the delivery charge and Cash on Delivery fee of an order carry. */
export interface ChargesClass {
  hsn: string;
  ratePercent: number;
}

/**
 * The principal supply of an order whose goods carry several rates: "the supply … which
 * constitutes the predominant element of a composite supply" (s. 2(90)), read as the goods line
 * of the highest taxable value; on a tie, the higher rate, then the first line. One class for the
 * whole charge keeps it one invoice line, as an accountant bills it, rather than a share per rate.
 * Null when there are no goods (nothing to deliver, nothing charged).
 */
export function principalSupply(lines: readonly GoodsLineForCharges[]): ChargesClass | null {
  let best: GoodsLineForCharges | null = null;
  for (const line of lines) {
    if (
      !best ||
      line.taxablePaise > best.taxablePaise ||
      (line.taxablePaise === best.taxablePaise && line.ratePercent > best.ratePercent)
    ) {
      best = line;
    }
  }
  return best && { hsn: best.hsn, ratePercent: best.ratePercent };
}

/**
 * GST on a charge in paise at a rate, half a paisa up. The shop's charges are whole rupees and
 * its rates whole percents, so the tax is exact and nothing is rounded in practice.
 */
export function gstOnCharge(chargePaise: number, ratePercent: number): number {
  return Math.floor((chargePaise * ratePercent + 50) / 100);
}

/** An order's charges and the GST on each, in paise. */
export interface TaxedCharges {
  shippingTaxPaise: number;
  codFeeTaxPaise: number;
}

/** The GST on an order's delivery charge and Cash on Delivery fee at the principal supply's rate. */
export function taxCharges(
  charges: { shippingPaise: number; codFeePaise: number },
  principal: ChargesClass | null,
): TaxedCharges {
  const rate = principal?.ratePercent ?? 0;
  return {
    shippingTaxPaise: gstOnCharge(charges.shippingPaise, rate),
    codFeeTaxPaise: gstOnCharge(charges.codFeePaise, rate),
  };
}

/**
 * How every page, summary and email writes a charge with its GST, so the shopper sees what
 * delivery costs before paying: '₹500.00 (₹590.00 with ₹90.00 GST)'. The charge comes first, as
 * the row's amount; its GST is also in the GST row, so the rows still add up to the total. The
 * charge alone when it carried no GST (an order issued before ADR 096). `money` formats paise.
 */
export function chargeWithGst(
  chargePaise: number,
  taxPaise: number,
  money: (paise: number) => string,
): string {
  if (taxPaise === 0) return money(chargePaise);
  return `${money(chargePaise)} (${money(chargePaise + taxPaise)} with ${money(taxPaise)} GST)`;
}

/** An order's charges as the order API gives them (OrderDetail). */
interface OrderCharges {
  shippingPaise: number;
  codFeePaise: number;
  chargesGst: { shippingTaxPaise: number; codFeeTaxPaise: number } | null;
}

/** The delivery and COD fee rows of an order page, each with its GST ('Free' for no delivery). */
export function orderChargeTexts(order: OrderCharges, money: (paise: number) => string) {
  return {
    delivery:
      order.shippingPaise === 0
        ? 'Free'
        : chargeWithGst(order.shippingPaise, order.chargesGst?.shippingTaxPaise ?? 0, money),
    codFee: chargeWithGst(order.codFeePaise, order.chargesGst?.codFeeTaxPaise ?? 0, money),
  };
}
