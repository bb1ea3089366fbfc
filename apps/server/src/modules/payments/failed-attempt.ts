import type { PaymentFailedInput } from '@shop/shared/payments/payment';
import type { PaymentsConfig } from '../../config';
import type { Database } from '../../db/database';
import type { OrderRow } from '../orders/repository';
import {
  findByRazorpayOrderId,
  findOpenLivePayment,
  insertPayment,
  recordFailed,
} from './repository';

/**
 * A payment attempt that did not complete (ADR 060), on the attempt's own record: a failed row in
 * demo mode (there is no Razorpay order), or the live Razorpay order's row the input names, else
 * the order's open one.
 */
export async function recordFailedAttempt(
  trx: Database,
  mode: PaymentsConfig['mode'],
  attempt: { order: OrderRow; input: PaymentFailedInput; error: string; now: Date },
): Promise<void> {
  const { order, input, error, now } = attempt;
  if (mode === 'demo') {
    await insertPayment(trx, {
      order_id: order.order_id,
      mode: 'demo',
      razorpay_order_id: null,
      razorpay_payment_id: null,
      amount_paise: order.total_amount,
      status: 'failed',
      method: order.payment_method.toLowerCase(),
      error,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    });
    return;
  }
  const named = input.razorpay_order_id
    ? await findByRazorpayOrderId(trx, input.razorpay_order_id)
    : undefined;
  const row =
    named?.order_id === order.order_id ? named : await findOpenLivePayment(trx, order.order_id);
  if (row) {
    await recordFailed(trx, row.id, {
      paymentId: input.razorpay_payment_id ?? null,
      method: null,
      error,
      now,
    });
  }
}
