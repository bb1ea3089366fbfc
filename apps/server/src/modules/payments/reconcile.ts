import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { countPayment } from '../../lib/shop-metrics';
import type { GatewayPayment, RazorpayClient } from './razorpay-client';
import { pendingLivePayments, recordError, recordFailed } from './repository';
import type { PaymentSettlement } from './settlement';

export interface ReconcileSummary {
  /** Razorpay orders asked about. */
  checked: number;
  markedPaid: { orderId: string; paymentId: string }[];
  /** Authorized but not captured: left Pending (automatic capture should capture them). */
  authorized: { orderId: string; paymentId: string }[];
  /** Only failed attempts: left Pending, the shopper can pay again. */
  failed: { orderId: string; error: string }[];
  /** No payment attempt yet. */
  waiting: string[];
  /**
   * Could not be checked (Razorpay unreachable) or did not add up (a captured payment of another
   * amount than the order's stored total: never marks it Paid).
   */
  problems: { orderId: string; message: string }[];
}

/**
 * Asks Razorpay about every Razorpay order of an order still Pending and settles it: a captured
 * payment of the order's amount marks it Paid (with the receipt email, once); failed attempts are
 * recorded and the order stays Pending; authorized-only payments are reported, not settled; a
 * captured payment of any other amount (an under-payment) is recorded on the attempt, logged and
 * reported, and the order stays Pending. This is also how a payment whose verification was left
 * pending (Razorpay unreachable at Checkout) is settled. Running it again changes nothing that
 * the first run settled.
 */
export async function reconcilePayments(deps: {
  db: Database;
  razorpay: RazorpayClient;
  settlement: PaymentSettlement;
  /** Only these orders (the payment window's sweep); all Pending orders when absent. */
  orderIds?: string[];
  /** Where mismatched payments are logged; the summary reports them either way. */
  log?: FastifyBaseLogger;
}): Promise<ReconcileSummary> {
  const { db, razorpay, settlement, orderIds, log } = deps;
  const summary: ReconcileSummary = {
    checked: 0,
    markedPaid: [],
    authorized: [],
    failed: [],
    waiting: [],
    problems: [],
  };
  const settled = new Set<string>();
  for (const row of await pendingLivePayments(db, orderIds)) {
    if (settled.has(row.orderId)) continue;
    summary.checked++;
    let payments: GatewayPayment[];
    try {
      payments = await razorpay.paymentsOfOrder(row.razorpayOrderId);
    } catch (err) {
      // The client throws only RazorpayErrors (Errors) for a failed request.
      summary.problems.push({ orderId: row.orderId, message: (err as Error).message });
      continue;
    }
    const inr = (p: GatewayPayment) => p.currency === 'INR' && p.orderId === row.razorpayOrderId;
    const captured = payments.filter((p) => p.status === 'captured' && inr(p));
    const good = captured.find((p) => p.amountPaise === row.totalPaise);
    if (good) {
      const outcome = await db.transaction().execute((trx) =>
        settlement.markPaid(
          trx,
          {
            orderId: row.orderId,
            reference: good.id,
            method: good.method,
            demo: false,
            razorpayOrderId: row.razorpayOrderId,
            amountPaise: good.amountPaise,
            source: 'reconcile',
          },
          new Date(),
        ),
      );
      if (outcome === 'paid') {
        countPayment('captured');
        settlement.wake();
        summary.markedPaid.push({ orderId: row.orderId, paymentId: good.id });
      }
      settled.add(row.orderId);
      continue;
    }
    if (captured.length > 0) {
      const p = captured[0]!;
      const message = `payment ${p.id} of ${p.amountPaise} paise does not match the order total ${row.totalPaise}`;
      log?.error({ orderId: row.orderId, paymentId: p.id }, `order not marked Paid: ${message}`);
      if (row.error !== message) await recordError(db, row.paymentRowId, message, new Date());
      summary.problems.push({ orderId: row.orderId, message });
      continue;
    }
    const authorized = payments.find((p) => p.status === 'authorized' && inr(p));
    if (authorized) {
      summary.authorized.push({ orderId: row.orderId, paymentId: authorized.id });
      continue;
    }
    const lastFailed = payments
      .filter((p) => p.status === 'failed')
      .sort((a, b) => b.createdAt - a.createdAt)[0];
    if (lastFailed) {
      const error =
        [lastFailed.errorCode, lastFailed.errorDescription].filter(Boolean).join(': ') ||
        'Payment failed';
      if (row.status !== 'failed' || row.error !== error) {
        await recordFailed(db, row.paymentRowId, {
          paymentId: lastFailed.id,
          method: lastFailed.method,
          error,
          now: new Date(),
        });
        countPayment('failed');
      }
      summary.failed.push({ orderId: row.orderId, error });
      continue;
    }
    summary.waiting.push(row.orderId);
  }
  return summary;
}
