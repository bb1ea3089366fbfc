import crypto from 'node:crypto';
import type { SessionUser } from '@shop/shared/auth/user';
import { ORDER_ERRORS } from '@shop/shared/orders/errors';
import type { OrderDetail } from '@shop/shared/orders/order';
import { COD_METHOD } from '@shop/shared/orders/place-order';
import { COD_MESSAGES } from '@shop/shared/payments/cod';
import { awaitsPayment, canPay } from '@shop/shared/orders/payment-window';
import {
  PAYMENT_MESSAGES,
  type PaymentConfig,
  type PaymentConfirmed,
  type PaymentFailedInput,
  type PaymentStart,
  type PaymentVerification,
  type PaymentVerificationPending,
  type VerifyPaymentInput,
} from '@shop/shared/payments/payment';
import { SHOP } from '@shop/shared/shop/identity';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentsConfig } from '../../config';
import type { Database } from '../../db/database';
import { ConflictError, NotFoundError } from '../../lib/domain-errors';
import { countPayment } from '../../lib/shop-metrics';
import { findOrder, type OrderRow } from '../orders/repository';
import type { OrderService } from '../orders/service';
import { recordFailedAttempt } from './failed-attempt';
import { paymentDetails } from './payment-details';
import { recordVerificationPending } from './pending-verification';
import { RazorpayCheckout, verificationFailed } from './razorpay-checkout';
import type { RazorpayClient } from './razorpay-client';
import { findByRazorpayOrderId } from './repository';
import type { PaymentRecovery } from './recovery';
import type { PaymentSettlement } from './settlement';
import { checkoutSignature, signatureMatches } from './signatures';

type LiveConfig = Extract<PaymentsConfig, { mode: 'live' }>;

const orderNotFound = () => new NotFoundError(ORDER_ERRORS.orderNotFound);

/**
 * Paying for orders (ADR 016): a Razorpay order for the stored total, Checkout's signature checked
 * before anything is marked Paid, and demo mode where a confirm stands in for the payment.
 */
export class PaymentsService {
  private readonly checkout: RazorpayCheckout | undefined;

  constructor(
    private readonly db: Database,
    private readonly config: PaymentsConfig,
    private readonly orders: OrderService,
    private readonly settlement: PaymentSettlement,
    private readonly log: FastifyBaseLogger,
    /** Live mode's Razorpay API client; absent in demo mode. */
    razorpay: RazorpayClient | undefined,
    private readonly recovery: PaymentRecovery,
  ) {
    this.checkout = razorpay ? new RazorpayCheckout(db, razorpay, log) : undefined;
  }

  /** What pages need to know before offering to pay. */
  publicConfig(): PaymentConfig {
    const c = this.config;
    return c.mode === 'live'
      ? { mode: 'live', keyId: c.keyId, checkoutUrl: c.checkoutUrl, shopName: SHOP.name }
      : { mode: 'demo', shopName: SHOP.name };
  }

  /**
   * Starts paying for one of the user's orders. Live: creates a Razorpay order for the total
   * stored with our order (or reuses the one already created and not yet paid) and returns
   * Checkout's options. Demo: returns the same details for the confirm dialog. A ConflictError
   * when the order is paid or cancelled; an ExternalServiceError when Razorpay cannot be reached.
   */
  async start(user: SessionUser, orderId: string): Promise<PaymentStart> {
    const order = await this.ownOrder(user, orderId);
    if (order.payment_status === 'Paid' || order.payment_status === 'Refunded') {
      throw new ConflictError('already_paid', PAYMENT_MESSAGES.alreadyPaid);
    }
    if (order.order_status === 'Cancelled') {
      throw new ConflictError('order_cancelled', PAYMENT_MESSAGES.orderCancelled);
    }
    if (order.payment_method === COD_METHOD) {
      throw new ConflictError('cash_on_delivery', COD_MESSAGES.notOnline);
    }
    // The one rule of the Pay button (packages/shared): waiting for payment, window still open.
    const payable = { status: order.order_status, paymentStatus: order.payment_status };
    if (!canPay({ ...payable, placedAt: order.created_at, payBy: order.pay_by }, new Date())) {
      throw new ConflictError('payment_window_closed', PAYMENT_MESSAGES.windowClosed);
    }
    const base = paymentDetails(order);
    const c = this.config;
    if (c.mode === 'demo') return { mode: 'demo', ...base };
    const razorpayOrderId = await this.checkout!.openOrder(order);
    return { mode: 'live', ...base, keyId: c.keyId, razorpayOrderId, checkoutUrl: c.checkoutUrl };
  }

  /**
   * Checks what Checkout's handler received and only then marks the order Paid: the Razorpay
   * order must be the one stored for this order, the signature HMAC-SHA256(stored order id + "|"
   * + payment id, key secret) must match in constant time, and Razorpay's own record of the
   * payment must show this order, its amount in INR, authorized or captured. Anything else is
   * refused as 'Payment verification failed' (InvalidInputError) and changes nothing. When Razorpay cannot be asked, the
   * order is not marked Paid: it stays Pending with the payment recorded as awaiting
   * verification (returned as 'verification_pending'), for reconciliation or the webhook to
   * settle. Verifying twice is fine.
   */
  async verify(
    user: SessionUser,
    orderId: string,
    input: VerifyPaymentInput,
  ): Promise<PaymentVerification> {
    const c = this.liveConfig();
    const order = await this.ownOrder(user, orderId);
    const stored = await findByRazorpayOrderId(this.db, input.razorpay_order_id);
    if (!stored || stored.order_id !== order.order_id || !stored.razorpay_order_id) {
      this.log.warn({ orderId }, 'payment verification failed: not this order’s Razorpay order');
      throw verificationFailed();
    }
    const expected = checkoutSignature(
      stored.razorpay_order_id,
      input.razorpay_payment_id,
      c.keySecret,
    );
    if (!signatureMatches(expected, input.razorpay_signature)) {
      this.log.warn({ orderId }, 'payment verification failed: signature mismatch');
      throw verificationFailed();
    }
    const check = await this.checkout!.confirmPayment(order, stored, input.razorpay_payment_id);
    if (!check.checked) return this.verificationPending(user, order, stored.id, input);
    const payment = check.payment;
    const now = new Date();
    const outcome = await this.db.transaction().execute((trx) =>
      this.settlement.markPaid(
        trx,
        {
          orderId: order.order_id,
          reference: input.razorpay_payment_id,
          method: payment.method ?? order.payment_method.toLowerCase(),
          demo: false,
          razorpayOrderId: stored.razorpay_order_id!,
          amountPaise: order.total_amount,
          source: 'checkout',
        },
        now,
      ),
    );
    if (outcome === 'paid') {
      countPayment('captured');
      this.settlement.wake();
    }
    return this.confirmed(user, orderId);
  }

  /** Demo mode only: marks the order Paid as a demo (DEMO-… reference, nothing charged). */
  async demoConfirm(user: SessionUser, orderId: string): Promise<PaymentConfirmed> {
    if (this.config.mode !== 'demo') {
      throw new ConflictError('payments_live', PAYMENT_MESSAGES.demoOnly);
    }
    const order = await this.ownOrder(user, orderId);
    if (order.payment_status !== 'Paid' && order.order_status === 'Cancelled') {
      throw new ConflictError('order_cancelled', PAYMENT_MESSAGES.orderCancelled);
    }
    const reference = `DEMO-${crypto.randomBytes(6).toString('hex').toUpperCase()}`;
    const outcome = await this.db.transaction().execute((trx) =>
      this.settlement.markPaid(
        trx,
        {
          orderId: order.order_id,
          reference,
          method: order.payment_method.toLowerCase(),
          demo: true,
          amountPaise: order.total_amount,
          source: 'demo',
        },
        new Date(),
      ),
    );
    if (outcome === 'paid') {
      countPayment('captured');
      this.settlement.wake();
    }
    return this.confirmed(user, orderId);
  }

  /**
   * Records a payment window closed without paying, a cancelled demo confirm, or Checkout's
   * payment.failed (ADR 060): the attempt is recorded and an order still waiting for its payment
   * becomes Failed, stays payable until its window ends, and gets its one pay-link email. A Paid
   * or cancelled order is untouched.
   */
  async failed(
    user: SessionUser,
    orderId: string,
    input: PaymentFailedInput,
  ): Promise<{ order: OrderDetail }> {
    const order = await this.ownOrder(user, orderId);
    const now = new Date();
    const error =
      [input.code, input.reason].filter(Boolean).join(': ') ||
      (this.config.mode === 'demo' ? 'Demo payment cancelled' : 'Payment window closed');
    const waiting = awaitsPayment({
      status: order.order_status,
      paymentStatus: order.payment_status,
    });
    if (waiting) {
      const outcome = await this.db.transaction().execute(async (trx) => {
        await recordFailedAttempt(trx, this.config.mode, { order, input, error, now });
        return this.recovery.recordFailure(trx, order.order_id, now);
      });
      countPayment('failed');
      if (outcome.payLinkQueued) this.recovery.wake();
      this.log.info({ orderId, error }, 'payment not completed; order marked Failed');
    }
    return { order: await this.orders.detail(user.id, orderId) };
  }

  /**
   * A correctly signed payment Razorpay could not be asked about: recorded against the attempt
   * and the order left Pending. An order already Paid (a repeated verify) is simply confirmed.
   */
  private async verificationPending(
    user: SessionUser,
    order: OrderRow,
    paymentRowId: number,
    input: VerifyPaymentInput,
  ): Promise<PaymentVerification> {
    if (order.payment_status === 'Paid' || order.payment_status === 'Refunded') {
      return this.confirmed(user, order.order_id);
    }
    await recordVerificationPending(this.db, paymentRowId, {
      paymentId: input.razorpay_payment_id,
      now: new Date(),
    });
    countPayment('verification_pending');
    this.log.warn(
      { orderId: order.order_id, paymentId: input.razorpay_payment_id },
      'payment verification pending: order left Pending until Razorpay confirms the payment',
    );
    const pending: PaymentVerificationPending = {
      status: 'verification_pending',
      message: PAYMENT_MESSAGES.verificationPending,
      order: await this.orders.detail(user.id, order.order_id),
    };
    return pending;
  }

  private liveConfig(): LiveConfig {
    if (this.config.mode !== 'live') {
      throw new ConflictError('payments_demo', PAYMENT_MESSAGES.liveOnly);
    }
    return this.config;
  }

  private async ownOrder(user: SessionUser, orderId: string): Promise<OrderRow> {
    const order = await findOrder(this.db, orderId);
    if (!order || order.user_id !== user.id) throw orderNotFound();
    return order;
  }

  private async confirmed(user: SessionUser, orderId: string): Promise<PaymentConfirmed> {
    const order = await this.orders.detail(user.id, orderId);
    return {
      order,
      payment: {
        orderId,
        paymentId: order.payment.reference ?? '',
        demo: order.payment.demo,
      },
    };
  }
}
