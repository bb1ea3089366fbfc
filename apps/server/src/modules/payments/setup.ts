import { paymentModeLine } from '@shop/shared/payments/mode';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentsConfig } from '../../config';
import type { Database } from '../../db/database';
import type { EmailService } from '../email/service';
import type { OrderService } from '../orders/service';
import { BuyNowService } from './buy-now';
import { PaymentsService } from './service';
import { PaymentSettlement } from './settlement';
import { PaymentWebhooks } from './webhooks';

export interface Payments {
  payments: PaymentsService;
  buyNow: BuyNowService;
  webhooks: PaymentWebhooks;
  settlement: PaymentSettlement;
}

/** Wires the payments module and logs the mode it runs in. */
export function setUpPayments(deps: {
  db: Database;
  config: PaymentsConfig;
  orders: OrderService;
  email: EmailService;
  publicUrl: string;
  log: FastifyBaseLogger;
}): Payments {
  const { db, config, orders, email, publicUrl, log } = deps;
  const settlement = new PaymentSettlement(email, publicUrl, log);
  const payments = new PaymentsService(db, config, orders, settlement, log);
  const webhookSecret = config.mode === 'live' ? config.webhookSecret : undefined;
  log.info(paymentModeLine(config.mode, config.mode === 'live' ? config.keyId : undefined));
  if (config.mode === 'live' && !webhookSecret) {
    log.warn('payments: RAZORPAY_WEBHOOK_SECRET is not set, so Razorpay webhooks are refused');
  }
  return {
    payments,
    buyNow: new BuyNowService(db, orders, payments),
    webhooks: new PaymentWebhooks(db, webhookSecret, settlement, log),
    settlement,
  };
}

/** The checkout.js URL pages may load (CSP), in live mode only. */
export function checkoutScriptUrl(config: PaymentsConfig): string | undefined {
  return config.mode === 'live' ? config.checkoutUrl : undefined;
}
