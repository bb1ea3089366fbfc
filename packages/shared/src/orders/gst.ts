import { GST_RATE_PERCENT } from '../pricing/cart-totals';

export type GstSplit =
  | { kind: 'intra-state'; cgstPaise: number; sgstPaise: number }
  | { kind: 'inter-state'; igstPaise: number };

/** A line of a tax invoice or credit note as it is printed, filed and reported to the IRP. */
export interface InvoiceLine {
  no: number;
  description: string;
  hsn: string;
  quantity: number;
  unitPricePaise: number;
  taxableValuePaise: number;
  taxRatePercent: number;
  split: GstSplit;
  totalPaise: number;
}

/**
 * CGST + SGST (half each) when the buyer is in the shop's state, IGST otherwise.
 * An odd paisa goes to SGST so the halves always add up to the tax.
 */
export function gstSplit(
  taxPaise: number,
  shopStateCode: string,
  buyerStateCode: string,
): GstSplit {
  if (shopStateCode === buyerStateCode) {
    const cgstPaise = Math.floor(taxPaise / 2);
    return { kind: 'intra-state', cgstPaise, sgstPaise: taxPaise - cgstPaise };
  }
  return { kind: 'inter-state', igstPaise: taxPaise };
}

/** 18% of a rupee amount, in paise (exact for whole rupees). */
export function gstOnRupees(rupees: number): number {
  return rupees * GST_RATE_PERCENT;
}
