import type { FakePayment, FakeRefund } from './types';

/** What the refunds part of the look-alike needs of the rest. */
export interface RefundDeskDeps {
  payments: Map<string, FakePayment>;
  randomId(prefix: string): string;
  unixNow(): number;
  /** The API's 400 error. */
  badRequest(description: string, field?: string): Error;
}

/**
 * Razorpay's Refunds API as documented: POST /v1/payments/:id/refund refunds a captured payment
 * in full (no amount) or in part (several partial refunds may not together pass the captured
 * amount; at least INR 1.00 each); X-Refund-Idempotency makes a repeated request answer the
 * refund it made first. A normal refund starts `pending` and is later `processed` or `failed`
 * (refund.processed / refund.failed webhooks); the payment's amount_refunded, refund_status
 * ('partial', 'full') and status ('refunded' once in full) follow.
 */
export function refundDesk(deps: RefundDeskDeps) {
  const refunds = new Map<string, FakeRefund>();
  const byKey = new Map<string, string>();
  let answer: 'pending' | 'processed' = 'pending';

  function create(paymentId: string, body: Record<string, unknown>, key: string | undefined) {
    const known = key ? byKey.get(`${paymentId}|${key}`) : undefined;
    if (known) return refunds.get(known)!;
    const payment = deps.payments.get(paymentId);
    if (!payment) throw deps.badRequest('The id provided does not exist', 'id');
    if (payment.status !== 'captured') {
      throw deps.badRequest('The payment has not been captured or is fully refunded');
    }
    const left = payment.amount - payment.amount_refunded;
    const amount = body.amount === undefined ? left : body.amount;
    if (typeof amount !== 'number' || !Number.isInteger(amount)) {
      throw deps.badRequest('The amount must be an integer.', 'amount');
    }
    if (amount < 100) throw deps.badRequest('The amount must be at least INR 1.00', 'amount');
    if (amount > left) {
      throw deps.badRequest('The refund amount provided is greater than amount captured', 'amount');
    }
    if (body.speed !== undefined && body.speed !== 'normal' && body.speed !== 'optimum') {
      throw deps.badRequest('The selected speed is invalid.', 'speed');
    }
    const refund: FakeRefund = {
      id: deps.randomId('rfnd_'),
      entity: 'refund',
      amount,
      currency: payment.currency,
      payment_id: payment.id,
      notes: (body.notes as Record<string, string> | undefined) ?? [],
      receipt: typeof body.receipt === 'string' ? body.receipt : null,
      acquirer_data: { arn: null },
      created_at: deps.unixNow(),
      batch_id: null,
      status: 'pending',
      speed_processed: null,
      speed_requested: body.speed === 'optimum' ? 'optimum' : 'normal',
    };
    refunds.set(refund.id, refund);
    if (key) byKey.set(`${paymentId}|${key}`, refund.id);
    payment.amount_refunded += amount;
    payment.refund_status = payment.amount_refunded >= payment.amount ? 'full' : 'partial';
    if (payment.refund_status === 'full') payment.status = 'refunded';
    if (answer === 'processed') settle(refund.id, 'processed');
    return refund;
  }

  function settle(refundId: string, status: 'processed' | 'failed'): FakeRefund {
    const refund = refunds.get(refundId);
    if (!refund) throw deps.badRequest('The id provided does not exist', 'id');
    refund.status = status;
    if (status === 'processed') {
      refund.speed_processed = 'normal';
      refund.acquirer_data = { arn: `ARN${refund.id.slice(5, 17).toUpperCase()}` };
    } else {
      // A failed refund gives the amount back to the payment.
      const payment = deps.payments.get(refund.payment_id)!;
      payment.amount_refunded -= refund.amount;
      payment.refund_status = payment.amount_refunded > 0 ? 'partial' : null;
      if (payment.status === 'refunded') payment.status = 'captured';
    }
    return refund;
  }

  return {
    refunds,
    create,
    settle,
    answerWith(status: 'pending' | 'processed') {
      answer = status;
    },
  };
}
