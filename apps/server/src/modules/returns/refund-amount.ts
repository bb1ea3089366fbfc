import { refundForReturn, type RefundAmount } from '@shop/shared/returns/refund-amount';
import { SHIPPING_REFUNDED_FOR } from '@shop/shared/returns/returns';
import type { Database } from '../../db/database';
import { roundOffOfOrder } from '../orders/order-record';
import * as orders from '../orders/repository';
import * as repo from './repository';

/**
 * What refunding this received return pays back, by the shared rule (returns/refund-amount):
 * the returned units' share of what was paid, less what earlier refunds took, with shipping and
 * round off when the whole order is back and shipping alone for a faulty, damaged or wrong product.
 */
export async function refundAmountOf(
  trx: Database,
  order: orders.OrderRow,
  r: repo.ReturnRow,
): Promise<RefundAmount> {
  const id = r.id;
  const sold = await orders.findLines(trx, order.order_id);
  const returning = new Map(
    (await repo.linesOfReturns(trx, [id])).map((l) => [l.line_no, l.quantity]),
  );
  return refundForReturn(
    {
      lines: sold.map((l) => ({
        lineNo: l.line_no,
        quantity: l.quantity,
        taxableValuePaise: l.taxable_value,
        taxPaise: l.tax_amount,
      })),
      shippingPaise: order.shipping,
      shippingTaxPaise: order.shipping_tax,
      roundOffPaise: roundOffOfOrder(order),
      paidPaise: order.payment_status === 'Pending' ? 0 : order.total_amount,
      refundedPaise: await repo.committedRefunds(trx, order.order_id),
    },
    await repo.refundedUnits(trx, order.order_id),
    returning,
    SHIPPING_REFUNDED_FOR.includes(r.reason),
  );
}
