import type { GstLine } from '@shop/shared/gst-returns/documents';
import type { OrderLineRow } from '../orders/repository';
import type { RefundLineRow } from './repository';

/** A returned line as a credit note and GSTR-1 show it: the refund's frozen value, the sale's words. */
export interface ReturnedLine extends GstLine {
  unitPricePaise: number;
}

/**
 * Each returned line beside the order line it reverses. The value and GST come from the refund
 * (frozen when it was issued); the name, HSN and rate from the sale. A line the order no longer
 * names (never, by foreign key, but read defensively) keeps its number.
 */
export function returnedLines(
  lines: readonly RefundLineRow[],
  orderLines: readonly OrderLineRow[],
): ReturnedLine[] {
  const sold = new Map(orderLines.map((l) => [l.line_no, l]));
  return lines.map((l) => {
    const line = sold.get(l.line_no);
    return {
      lineNo: l.line_no,
      description: line?.name ?? `Line ${l.line_no}`,
      hsn: line?.hsn ?? '',
      quantity: l.quantity,
      unitPricePaise: line?.unit_price ?? 0,
      ratePercent: line?.tax_rate ?? 0,
      taxablePaise: l.taxable_value,
      taxPaise: l.tax_amount,
    };
  });
}
