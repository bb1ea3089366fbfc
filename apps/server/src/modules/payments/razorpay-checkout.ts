import { PAYMENT_MESSAGES } from '@shop/shared/payments/payment';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { ExternalServiceError, InvalidInputError } from '../../lib/domain-errors';
import { countPayment } from '../../lib/shop-metrics';
import type { OrderRow } from '../orders/repository';
import { RazorpayError, type GatewayPayment, type RazorpayClient } from './razorpay-client';
import { findOpenLivePayment, insertPayment, type PaymentRow } from './repository';

/** The one answer to a verification that fails, whatever failed; counted where it is made. */
export const verificationFailed = () => {
  countPayment('verification_failed');
  return new InvalidInputError('payment_verification_failed', PAYMENT_MESSAGES.verificationFailed);
};
/** Razorpay's payment, checked against the order; or not checked because Razorpay was unreachable. */
export type PaymentCheck = { checked: true; payment: GatewayPayment } | { checked: false };

export const gatewayUnavailable = () =>
  new ExternalServiceError('payment_gateway_unavailable', PAYMENT_MESSAGES.gatewayUnavailable);

/** The Razorpay side of paying for one of our orders in live mode. */
export class RazorpayCheckout {
  constructor(
    private readonly db: Database,
    private readonly razorpay: RazorpayClient,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The unpaid Razorpay order of this order, created now if there is none for its total. */
  async openOrder(order: OrderRow): Promise<string> {
    const open = await findOpenLivePayment(this.db, order.order_id);
    if (open?.razorpay_order_id && open.amount_paise === order.total_amount) {
      return open.razorpay_order_id;
    }
    let created;
    try {
      created = await this.razorpay.createOrder({
        amountPaise: order.total_amount,
        receipt: order.order_id,
        notes: { order_id: order.order_id },
      });
    } catch (err) {
      this.log.error({ err, orderId: order.order_id }, 'Razorpay order could not be created');
      throw gatewayUnavailable();
    }
    if (created.amountPaise !== order.total_amount || created.currency !== 'INR') {
      this.log.error({ orderId: order.order_id, created }, 'Razorpay order has the wrong amount');
      throw gatewayUnavailable();
    }
    const at = new Date().toISOString();
    await insertPayment(this.db, {
      order_id: order.order_id,
      mode: 'live',
      razorpay_order_id: created.id,
      razorpay_payment_id: null,
      amount_paise: created.amountPaise,
      status: 'created',
      method: null,
      error: null,
      created_at: at,
      updated_at: at,
    });
    return created.id;
  }

  /**
   * Razorpay's record of the payment, checked against our order. A payment Razorpay does not
   * know, or one for another order, amount, currency or state, is refused (InvalidInputError). When Razorpay
   * cannot be asked (network error, timeout, 5xx or any other unexpected answer) the payment is
   * 'unchecked': the signature alone never marks an order Paid, so the caller leaves the order
   * Pending for reconciliation and the webhook to settle with the amount checked.
   */
  async confirmPayment(
    order: OrderRow,
    stored: PaymentRow,
    paymentId: string,
  ): Promise<PaymentCheck> {
    let payment: GatewayPayment;
    try {
      payment = await this.razorpay.fetchPayment(paymentId);
    } catch (err) {
      if (err instanceof RazorpayError && err.kind === 'http' && err.status === 400) {
        this.log.warn(
          { orderId: order.order_id, paymentId },
          'Razorpay does not know this payment',
        );
        throw verificationFailed();
      }
      this.log.warn(
        { err, orderId: order.order_id, paymentId },
        'payment not confirmed with Razorpay: verification pending, order stays Pending',
      );
      return { checked: false };
    }
    const problems = [
      payment.orderId !== stored.razorpay_order_id && 'order',
      payment.amountPaise !== order.total_amount && 'amount',
      payment.currency !== 'INR' && 'currency',
      payment.status !== 'captured' && payment.status !== 'authorized' && 'status',
    ].filter(Boolean);
    if (problems.length > 0) {
      this.log.error(
        { orderId: order.order_id, paymentId, problems, payment },
        'payment verification failed: Razorpay’s payment does not match the order',
      );
      throw verificationFailed();
    }
    return { checked: true, payment };
  }
}
