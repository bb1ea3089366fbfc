import crypto from 'node:crypto';
import { isOrderId } from '@shop/shared/orders/order-id';
import { PAYMENT_MESSAGES } from '@shop/shared/payments/payment';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { InvalidInputError, UnavailableError } from '../../lib/domain-errors';
import { countPayment } from '../../lib/shop-metrics';
import { findOrder } from '../orders/repository';
import type { RefundService } from '../returns/refunds';
import {
  razorpayOrderSchema,
  razorpayPaymentSchema,
  razorpayRefundSchema,
  type GatewayOrder,
  type GatewayPayment,
  type GatewayRefund,
} from './razorpay-client';
import { claimWebhookEvent, findByRazorpayOrderId, recordError, recordFailed } from './repository';
import type { PaymentRecovery } from './recovery';
import type { PaymentSettlement } from './settlement';
import { signatureMatches, webhookSignature } from './signatures';

/** processed: acted on; duplicate: this event id was handled before; ignored: nothing to do. */
export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored';

const envelopeSchema = z.object({
  entity: z.literal('event'),
  event: z.string().min(1).max(100),
  payload: z
    .object({
      payment: z.object({ entity: z.unknown() }).optional(),
      order: z.object({ entity: z.unknown() }).optional(),
      refund: z.object({ entity: z.unknown() }).optional(),
    })
    .default({}),
});

interface Event {
  id: string;
  name: string;
  payment: GatewayPayment | undefined;
  order: GatewayOrder | undefined;
  refund: GatewayRefund | undefined;
}

/**
 * Razorpay webhooks (ADR 018): payment.captured, order.paid and payment.failed; refund.processed
 * and refund.failed settle the shop's refunds (ADR 058). Each event is
 * checked against X-Razorpay-Signature over the raw body, handled at most once per
 * x-razorpay-event-id (claimed in the same transaction as its effect) and never unpays an order.
 * Nothing here calls Razorpay, so the answer is quick.
 */
export class PaymentWebhooks {
  constructor(
    private readonly db: Database,
    private readonly webhookSecret: string | undefined,
    private readonly settlement: PaymentSettlement,
    private readonly refunds: RefundService,
    private readonly log: FastifyBaseLogger,
    private readonly recovery: PaymentRecovery,
  ) {}

  async handle(
    rawBody: Buffer,
    signature: string | undefined,
    eventIdHeader: string | undefined,
  ): Promise<WebhookOutcome> {
    if (!this.webhookSecret) {
      this.log.error('Razorpay webhook refused: RAZORPAY_WEBHOOK_SECRET is not set');
      throw new UnavailableError('webhooks_not_configured', 'Webhooks are not configured.');
    }
    if (!signatureMatches(webhookSignature(rawBody, this.webhookSecret), signature)) {
      this.log.warn('Razorpay webhook refused: signature mismatch');
      throw new InvalidInputError('webhook_signature', PAYMENT_MESSAGES.webhookSignature);
    }
    const event = this.parse(rawBody, eventIdHeader);
    if (!event) return 'ignored';
    const now = new Date();
    let paid = false;
    let failed = false;
    let payLinkQueued = false;
    const outcome = await this.db.transaction().execute(async (trx) => {
      if (!(await claimWebhookEvent(trx, event.id, event.name, now))) return 'duplicate';
      switch (event.name) {
        case 'payment.captured':
        case 'order.paid': {
          const result = await this.onPaid(trx, event, now);
          paid = result === 'paid';
          return result === 'ignored' ? 'ignored' : 'processed';
        }
        case 'payment.failed': {
          const result = await this.onFailed(trx, event, now);
          failed = result.outcome === 'processed';
          payLinkQueued = result.payLinkQueued;
          return result.outcome;
        }
        case 'refund.processed':
        case 'refund.failed':
          return event.refund ? this.refunds.onGatewayRefund(trx, event.refund, now) : 'ignored';
        default:
          return 'ignored';
      }
    });
    if (paid) countPayment('captured');
    if (failed) countPayment('failed');
    // Both wake the email worker, for a receipt or a refund email.
    if (paid || outcome === 'processed') this.settlement.wake();
    if (payLinkQueued) this.recovery.wake();
    this.log.info({ eventId: event.id, event: event.name, outcome }, 'Razorpay webhook');
    return outcome;
  }

  /** The event in the shop's own types; a body Razorpay would never send is ignored (logged). */
  private parse(rawBody: Buffer, eventIdHeader: string | undefined): Event | undefined {
    let json: unknown;
    try {
      json = JSON.parse(rawBody.toString('utf8'));
    } catch {
      throw new InvalidInputError('bad_request', 'The request body is not valid JSON.');
    }
    const envelope = envelopeSchema.safeParse(json);
    const payment = razorpayPaymentSchema.safeParse(envelope.data?.payload.payment?.entity);
    const order = razorpayOrderSchema.safeParse(envelope.data?.payload.order?.entity);
    const refund = razorpayRefundSchema.safeParse(envelope.data?.payload.refund?.entity);
    if (
      !envelope.success ||
      (envelope.data.payload.payment && !payment.success) ||
      (envelope.data.payload.refund && !refund.success)
    ) {
      this.log.error({ body: rawBody.toString('utf8').slice(0, 2000) }, 'unexpected webhook');
      return undefined;
    }
    const id =
      eventIdHeader?.trim().slice(0, 100) ||
      `sha256:${crypto.createHash('sha256').update(rawBody).digest('hex')}`;
    return {
      id,
      name: envelope.data.event,
      payment: payment.success ? payment.data : undefined,
      order: order.success ? order.data : undefined,
      refund: refund.success ? refund.data : undefined,
    };
  }

  /** A captured payment of one of our Razorpay orders, of the right amount, pays the order. */
  private async onPaid(
    trx: Database,
    event: Event,
    now: Date,
  ): Promise<'paid' | 'already' | 'ignored'> {
    const payment = event.payment;
    if (!payment || payment.status !== 'captured') return 'ignored';
    const razorpayOrderId = payment.orderId ?? event.order?.id;
    if (!razorpayOrderId) return 'ignored';
    const stored = await findByRazorpayOrderId(trx, razorpayOrderId);
    // Found by the receipt (our order id) when the Razorpay order was never stored with us.
    const orderId = stored?.order_id ?? event.order?.receipt ?? payment.notes.order_id;
    const order = orderId && isOrderId(orderId) ? await findOrder(trx, orderId) : undefined;
    if (!order) {
      this.log.warn({ razorpayOrderId, eventId: event.id }, 'webhook for an unknown order');
      return 'ignored';
    }
    if (payment.amountPaise !== order.total_amount || payment.currency !== 'INR') {
      const error = `payment ${payment.id} of ${payment.amountPaise} ${payment.currency} does not match the order total ${order.total_amount} INR`;
      this.log.error({ orderId: order.order_id, eventId: event.id }, error);
      if (stored) await recordError(trx, stored.id, error, now);
      return 'ignored';
    }
    const outcome = await this.settlement.markPaid(
      trx,
      {
        orderId: order.order_id,
        reference: payment.id,
        method: payment.method,
        demo: false,
        razorpayOrderId,
        amountPaise: payment.amountPaise,
        source: 'webhook',
      },
      now,
    );
    return outcome === 'paid' ? 'paid' : 'already';
  }

  /**
   * A failed attempt is recorded on its payment row, and an order still waiting for its payment
   * becomes Failed with its one pay-link email (ADR 060); a Paid order stays as it is.
   */
  private async onFailed(
    trx: Database,
    event: Event,
    now: Date,
  ): Promise<{ outcome: WebhookOutcome; payLinkQueued: boolean }> {
    const payment = event.payment;
    const stored = payment?.orderId ? await findByRazorpayOrderId(trx, payment.orderId) : undefined;
    if (!payment || !stored) return { outcome: 'ignored', payLinkQueued: false };
    const error =
      [payment.errorCode, payment.errorDescription].filter(Boolean).join(': ') || 'Payment failed';
    await recordFailed(trx, stored.id, {
      paymentId: payment.id,
      method: payment.method,
      error,
      now,
    });
    const failed = await this.recovery.recordFailure(trx, stored.order_id, now);
    return { outcome: 'processed', payLinkQueued: failed.payLinkQueued };
  }
}
