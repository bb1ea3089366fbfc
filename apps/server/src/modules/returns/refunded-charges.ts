import { chargeLines, type ChargeLine } from '../invoices/invoice-model';
import type { OrderRow } from '../orders/repository';
import type { RefundRow } from './repository';

/**
 * The charges a refund gives back, as lines of its credit note (ADR 096): the delivery charge with
 * its GST when the refund returns shipping on an order whose charges carried GST; the Cash on
 * Delivery fee is never refunded (ADR 058). Numbered as on the invoice. Older orders: none.
 */
export function refundedChargeLines(
  order: OrderRow,
  goodsLines: number,
  refund: Pick<RefundRow, 'shipping_paise' | 'shipping_tax_paise'>,
): ChargeLine[] {
  if (refund.shipping_paise === 0) return [];
  const delivery = chargeLines(order, goodsLines).find((c) => c.kind === 'delivery');
  if (!delivery) return [];
  return [
    { ...delivery, taxablePaise: refund.shipping_paise, taxPaise: refund.shipping_tax_paise },
  ];
}
