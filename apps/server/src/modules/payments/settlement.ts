import { formatPaiseExact } from '@shop/shared/format/money';
import { PAYMENT_MESSAGES } from '@shop/shared/payments/payment';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { EmailService } from '../email/service';
import { insertEvent, lockOrder } from '../orders/repository';
import { paymentReceiptEmail } from './emails';
import { insertPayment, recordLivePaid, setOrderPaid } from './repository';

/** Who found out that an order was paid. */
export type PaidSource = 'checkout' | 'webhook' | 'reconcile' | 'demo' | 'bank-transfer';

export interface PaidBy {
  orderId: string;
  /** pay_… of Razorpay, or DEMO-… */
  reference: string;
  method: string | null;
  demo: boolean;
  /** The Razorpay order that was paid (live payments). */
  razorpayOrderId?: string;
  amountPaise: number;
  source: PaidSource;
}

/** 'paid': the order became Paid now; 'already': it was paid before; 'missing': no such order. */
export type PaidOutcome = 'paid' | 'already' | 'missing';

/**
 * The one place an order becomes Paid, whoever learnt of it first (the Checkout handler, a
 * webhook, reconciliation or a demo confirm). Runs inside the caller's transaction.
 */
export class PaymentSettlement {
  constructor(
    private readonly email: EmailService,
    private readonly publicUrl: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Records the payment and, if the order is still unpaid, marks it Paid with the payment's
   * reference, notes it in the status history and queues the receipt email, all in `trx`.
   * The order row is locked first, so two reports of one payment settle it once; a Paid (or
   * Refunded) order is never changed. The caller wakes the email worker after commit.
   */
  async markPaid(trx: Database, paid: PaidBy, now: Date): Promise<PaidOutcome> {
    const order = await lockOrder(trx, paid.orderId, now);
    if (!order) return 'missing';
    if (paid.razorpayOrderId) {
      await recordLivePaid(trx, {
        orderId: paid.orderId,
        razorpayOrderId: paid.razorpayOrderId,
        paymentId: paid.reference,
        amountPaise: paid.amountPaise,
        method: paid.method,
        now,
      });
    }
    if (order.payment_status === 'Paid' || order.payment_status === 'Refunded') {
      if (!paid.demo && order.payment_reference !== paid.reference) {
        this.log.warn(
          { orderId: paid.orderId, paymentId: paid.reference, paidBy: order.payment_reference },
          'another payment for an order already paid: refund it',
        );
      }
      return 'already';
    }
    const moved = await setOrderPaid(trx, paid.orderId, {
      reference: paid.reference,
      demo: paid.demo,
      now,
    });
    if (!moved) return 'already';
    if (paid.demo) {
      const at = now.toISOString();
      await insertPayment(trx, {
        order_id: paid.orderId,
        mode: 'demo',
        razorpay_order_id: null,
        razorpay_payment_id: paid.reference,
        amount_paise: paid.amountPaise,
        status: 'paid',
        method: paid.method,
        error: null,
        created_at: at,
        updated_at: at,
      });
    }
    await insertEvent(trx, {
      order_id: paid.orderId,
      // The timeline records order statuses; a payment is a note on the current one.
      status: order.order_status,
      note: paid.demo
        ? `${PAYMENT_MESSAGES.demoNote} (${paid.reference}).`
        : `Payment received: ${formatPaiseExact(paid.amountPaise)} (payment ID ${paid.reference}).`,
      carrier: null,
      tracking_number: null,
      at: now.toISOString(),
    });
    const mail = paymentReceiptEmail(
      order,
      { reference: paid.reference, method: paid.method, demo: paid.demo, paidAt: now },
      this.publicUrl,
    );
    await this.email.send({ to: order.customer_email, ...mail }, trx);
    const fields = { orderId: paid.orderId, paymentId: paid.reference, source: paid.source };
    if (paid.demo) this.log.warn(fields, 'DEMO payment: order marked Paid, nothing was charged');
    else this.log.info(fields, 'payment received: order marked Paid');
    if (order.order_status === 'Cancelled') {
      this.log.warn(fields, 'payment received for a cancelled order: refund it');
    }
    return 'paid';
  }

  /** Call after the transaction of a 'paid' outcome commits. */
  wake(): void {
    this.email.wake();
  }
}
