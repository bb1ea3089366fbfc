import { orderTimestamp } from '@shop/shared/format/india-time';
import { formatPaiseExact } from '@shop/shared/format/money';
import { awaitsPayment, canPay, payByTime } from '@shop/shared/orders/payment-window';
import { payLinkPath } from '@shop/shared/payments/recovery';
import { SHOP } from '@shop/shared/shop/identity';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { translator } from '@shop/shared/i18n/translate';
import { composeEmail, type EmailContent } from '../email/layout';
import { languageOf, linkIn } from '../email/language';
import type { EmailService } from '../email/service';
import { lockOrder, type OrderRow } from '../orders/repository';

/** 'failed': the order is (now) Failed; 'untouched': it was not waiting for a payment. */
export interface FailureOutcome {
  order: 'failed' | 'untouched';
  /** The order's one pay-link email was queued in this transaction (wake the worker after commit). */
  payLinkQueued: boolean;
}

/**
 * Payment recovery (ADR 060): the one place an order's payment becomes Failed, whoever learnt of
 * the failure (Checkout's report, Razorpay's payment.failed webhook, the demo's cancel), and the
 * one pay-link email of the order while its window is open.
 */
export class PaymentRecovery {
  constructor(
    private readonly email: EmailService,
    private readonly publicUrl: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Inside `trx`: locks the order; if it still waits for its payment, marks it Failed (it stays
   * payable until its window ends) and, the first time and only while the window is open, queues
   * the pay-link email. A Paid, Refunded, cancelled or shipped order is never touched.
   */
  async recordFailure(trx: Database, orderId: string, now: Date): Promise<FailureOutcome> {
    const order = await lockOrder(trx, orderId, now);
    const waiting =
      order && awaitsPayment({ status: order.order_status, paymentStatus: order.payment_status });
    if (!order || !waiting) return { order: 'untouched', payLinkQueued: false };
    await trx
      .updateTable('orders')
      .set({ payment_status: 'Failed', updated_at: now.toISOString() })
      .where('order_id', '=', orderId)
      .where('payment_status', 'in', ['Pending', 'Failed'])
      .execute();
    const payable = {
      status: order.order_status,
      paymentStatus: 'Failed',
      placedAt: order.created_at,
      payBy: order.pay_by,
    };
    if (!canPay(payable, now)) return { order: 'failed', payLinkQueued: false };
    // The claim is the email's guard: one row can be claimed once, whichever process tries.
    const claimed = await trx
      .updateTable('orders')
      .set({ pay_link_sent_at: now.toISOString() })
      .where('order_id', '=', orderId)
      .where('pay_link_sent_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return { order: 'failed', payLinkQueued: false };
    await this.email.send(
      { to: order.customer_email, ...payLinkEmail(order, this.publicUrl) },
      trx,
    );
    this.log.info({ orderId }, 'payment failed: pay-link email queued');
    return { order: 'failed', payLinkQueued: true };
  }

  /** Call after the transaction that queued a pay-link email commits. */
  wake(): void {
    this.email.wake();
  }
}

/** "Complete your payment": why, until when, and the link that opens the order's payment. */
export function payLinkEmail(order: OrderRow, publicUrl: string): EmailContent {
  const lang = languageOf(order.language);
  const t = translator(lang);
  const orderId = order.order_id;
  const payBy = orderTimestamp(new Date(order.pay_by ?? payByTime(order.created_at)));
  return composeEmail({
    lang,
    subject: t('email.payLink.subject', { orderId, shop: SHOP.name }),
    greeting: t('email.hello', { name: order.customer_name }),
    paragraphs: [
      t('email.payLink.failed', { amount: formatPaiseExact(order.total_amount), orderId }),
      t('email.payLink.keeping', { time: payBy }),
    ],
    action: {
      label: t('email.payLink.action'),
      url: linkIn(lang, `${publicUrl}${payLinkPath(orderId)}`),
    },
    after: [t('email.payLink.alreadyPaid')],
  });
}
