import { gstSplit } from '../orders/gst';
import { GST_RATE_PERCENT, roundToRupee } from '../pricing/cart-totals';
import { principalSupply, taxCharges } from '../pricing/charges-gst';
import { safePaise, timesPaise } from '../pricing/safe-money';
import type { QuoteTotalsView } from './quote';

export interface QuotedLine {
  hsn: string;
  quantity: number;
  /** Quoted price in whole rupees, GST excluded. */
  unitPrice: number;
}

export interface QuoteTotals extends QuoteTotalsView {
  lines: { taxableValuePaise: number; taxPaise: number }[];
  shippingTaxPaise: number;
  chargesHsn: string | null;
  chargesRatePercent: number;
}

/**
 * A quotation's amounts, computed as the tax invoice of the order it becomes computes them: GST
 * at 18% on each line's value (whole rupees, so exact in paise), the delivery charge taxed at the
 * principal goods' rate under their HSN (CGST Act s. 15(2)(c), s. 8(a); ADR 096), the payable
 * total rounded to the rupee with the difference as "Round off" (ADR 043), and the tax split as
 * CGST + SGST inside the shop's state or IGST outside it.
 */
export function quoteTotals(
  lines: readonly QuotedLine[],
  shippingRupees: number,
  shopStateCode: string,
  buyerStateCode: string,
): QuoteTotals {
  let subtotalPaise = 0;
  let goodsTaxPaise = 0;
  const priced = lines.map((l) => {
    const taxableValuePaise = timesPaise(timesPaise(l.unitPrice, l.quantity, 'line'), 100, 'line');
    const taxPaise = timesPaise(l.unitPrice * l.quantity, GST_RATE_PERCENT, 'GST');
    subtotalPaise = safePaise(subtotalPaise + taxableValuePaise, 'subtotal');
    goodsTaxPaise = safePaise(goodsTaxPaise + taxPaise, 'GST');
    return { taxableValuePaise, taxPaise };
  });
  const principal = principalSupply(
    lines.map((l, i) => ({
      hsn: l.hsn,
      ratePercent: GST_RATE_PERCENT,
      taxablePaise: priced[i]!.taxableValuePaise,
    })),
  );
  const shippingPaise = subtotalPaise > 0 ? shippingRupees * 100 : 0;
  const { shippingTaxPaise } = taxCharges({ shippingPaise, codFeePaise: 0 }, principal);
  const taxPaise = goodsTaxPaise + shippingTaxPaise;
  const gross = safePaise(subtotalPaise + shippingPaise + taxPaise, 'total');
  const totalPaise = roundToRupee(gross);
  return {
    lines: priced,
    subtotalPaise,
    shippingPaise,
    shippingTaxPaise,
    taxPaise,
    roundOffPaise: totalPaise - gross,
    totalPaise,
    split: gstSplit(taxPaise, shopStateCode, buyerStateCode),
    chargesHsn: principal?.hsn ?? null,
    chargesRatePercent: principal?.ratePercent ?? GST_RATE_PERCENT,
  };
}

/**
 * The price a line is quoted at: the price staff typed, or the list price less the discount,
 * rounded down to the rupee (quoted prices are whole rupees, as catalogue prices are).
 */
export function quotedUnitPrice(
  listPrice: number,
  line: { unitPrice?: number | undefined; discountPercent?: number | undefined },
): number {
  if (line.unitPrice !== undefined) return line.unitPrice;
  return Math.floor((listPrice * (100 - (line.discountPercent ?? 0))) / 100);
}
