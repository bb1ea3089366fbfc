/*
 * How much a return refunds (ADR 058): the returned units' share of each line's price with GST,
 * taken so that the shares of one line add up to the line exactly however it is returned
 * (unit by unit or at once); the shipping charge with its GST (ADR 096) and the order's Round off
 * (ADR 043) only when the last units of the whole order come back; and never more than is left of
 * what was paid.
 */

/** An order line as it was sold (taxable value and GST in paise). */
export interface SoldLine {
  lineNo: number;
  quantity: number;
  taxableValuePaise: number;
  taxPaise: number;
}

export interface RefundBasis {
  lines: readonly SoldLine[];
  shippingPaise: number;
  /** GST on the shipping charge (ADR 096); 0 on orders whose shipping was billed without it. */
  shippingTaxPaise: number;
  /** Payable total less subtotal, shipping and GST: may be negative (ADR 043). */
  roundOffPaise: number;
  /** What the customer paid. */
  paidPaise: number;
  /** What earlier refunds already gave back. */
  refundedPaise: number;
}

export interface RefundedLine {
  lineNo: number;
  quantity: number;
  taxableValuePaise: number;
  taxPaise: number;
}

export interface RefundAmount {
  lines: RefundedLine[];
  shippingPaise: number;
  shippingTaxPaise: number;
  roundOffPaise: number;
  amountPaise: number;
}

/** The part of `total` that units r+1 … r+q of n carry: floor shares, exact over the line. */
function share(total: number, n: number, alreadyReturned: number, q: number): number {
  return (
    Math.floor((total * (alreadyReturned + q)) / n) - Math.floor((total * alreadyReturned) / n)
  );
}

/**
 * The refund for returning `returning` units per line, after `returned` units per line came back
 * before. `refundShipping`: the reason refunds the shipping charge when the whole order is back.
 */
export function refundForReturn(
  basis: RefundBasis,
  returned: ReadonlyMap<number, number>,
  returning: ReadonlyMap<number, number>,
  refundShipping: boolean,
): RefundAmount {
  const lines: RefundedLine[] = [];
  let whole = true;
  for (const line of basis.lines) {
    const before = returned.get(line.lineNo) ?? 0;
    const q = returning.get(line.lineNo) ?? 0;
    if (before + q > line.quantity) throw new Error(`line ${line.lineNo}: more than bought`);
    if (before + q < line.quantity) whole = false;
    if (q === 0) continue;
    lines.push({
      lineNo: line.lineNo,
      quantity: q,
      taxableValuePaise: share(line.taxableValuePaise, line.quantity, before, q),
      taxPaise: share(line.taxPaise, line.quantity, before, q),
    });
  }
  const goods = lines.reduce((sum, l) => sum + l.taxableValuePaise + l.taxPaise, 0);
  const shippingPaise = whole && refundShipping ? basis.shippingPaise : 0;
  const shippingTaxPaise = whole && refundShipping ? basis.shippingTaxPaise : 0;
  const charges = shippingPaise + shippingTaxPaise;
  let roundOffPaise = whole ? basis.roundOffPaise : 0;
  const left = basis.paidPaise - basis.refundedPaise;
  // The cap keeps the sum of refunds within what was paid, to the paisa, whatever came before.
  const amountPaise = Math.max(0, Math.min(goods + charges + roundOffPaise, left));
  roundOffPaise = amountPaise - goods - charges;
  return { lines, shippingPaise, shippingTaxPaise, roundOffPaise, amountPaise };
}

/** A cancelled order gives back everything still unrefunded. */
export function refundForCancellation(basis: RefundBasis): number {
  return Math.max(0, basis.paidPaise - basis.refundedPaise);
}

/** 'Partially refunded' while some but not all of what was paid came back (ADR 058). */
export function paymentStatusShown(
  status: string,
  refundedPaise: number,
  paidPaise: number,
): string {
  if (status === 'Paid' && refundedPaise > 0 && refundedPaise < paidPaise) {
    return 'Partially refunded';
  }
  return status;
}
