import { paymentModeLine } from '@shop/shared/payments/mode';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentsConfig } from '../../config';
import type { Database } from '../../db/database';
import type { EmailService } from '../email/service';
import type { OrderLifecycle } from '../orders/lifecycle';
import type { OrderService } from '../orders/service';
import type { RefundService } from '../returns/refunds';
import { BuyNowService } from './buy-now';
import { UnpaidOrderExpiry } from './expiry';
import { RazorpayClient } from './razorpay-client';
import { reconcilePayments } from './reconcile';
import { PaymentRecovery } from './recovery';
import { PaymentsService } from './service';
import { PaymentSettlement } from './settlement';
import { PaymentWebhooks } from './webhooks';

export interface Payments {
  payments: PaymentsService;
  buyNow: BuyNowService;
  webhooks: PaymentWebhooks;
  settlement: PaymentSettlement;
  expiry: UnpaidOrderExpiry;
}

/** The Razorpay API client in live mode; none in demo mode. */
export function razorpayClientFor(config: PaymentsConfig): RazorpayClient | undefined {
  return config.mode === 'live'
    ? new RazorpayClient({
        apiUrl: config.apiUrl,
        keyId: config.keyId,
        keySecret: config.keySecret,
      })
    : undefined;
}

/** Wires the payments module and logs the mode it runs in. */
export function setUpPayments(deps: {
  db: Database;
  config: PaymentsConfig;
  orders: OrderService;
  lifecycle: OrderLifecycle;
  email: EmailService;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** The client made by razorpayClientFor, shared with refunds. */
  razorpay: RazorpayClient | undefined;
  refunds: RefundService;
}): Payments {
  const { db, config, orders, email, publicUrl, log, razorpay } = deps;
  const settlement = new PaymentSettlement(email, publicUrl, log);
  const recovery = new PaymentRecovery(email, publicUrl, log);
  const payments = new PaymentsService(db, config, orders, settlement, log, razorpay, recovery);
  const webhookSecret = config.mode === 'live' ? config.webhookSecret : undefined;
  log.info(paymentModeLine(config.mode, config.mode === 'live' ? config.keyId : undefined));
  if (config.mode === 'live' && !webhookSecret) {
    log.warn('payments: RAZORPAY_WEBHOOK_SECRET is not set, so Razorpay webhooks are refused');
  }
  return {
    payments,
    buyNow: new BuyNowService(db, orders, payments),
    webhooks: new PaymentWebhooks(db, webhookSecret, settlement, deps.refunds, log, recovery),
    settlement,
    expiry: new UnpaidOrderExpiry(
      db,
      deps.lifecycle,
      razorpay && ((orderIds) => reconcilePayments({ db, razorpay, settlement, orderIds })),
      log,
    ),
  };
}

/** The checkout.js URL pages may load (CSP), in live mode only. */
export function checkoutScriptUrl(config: PaymentsConfig): string | undefined {
  return config.mode === 'live' ? config.checkoutUrl : undefined;
}
