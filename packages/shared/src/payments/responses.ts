import { PAYMENT_METHODS } from '../orders/place-order';
import { orderDetailSchema } from '../orders/responses';
import { describes } from '../validation/describes';
import { z } from '../validation/z';
import type {
  PaymentConfig,
  PaymentConfirmed,
  PaymentResult,
  PaymentStart,
  PaymentVerificationPending,
} from './payment';

/* What the payments API answers with (server-only, ADR 033). Amounts in paise. */

export const paymentConfigSchema = describes<PaymentConfig>()(
  z.object({
    mode: z.enum(['demo', 'live']),
    keyId: z.string().optional().meta({ description: 'Live only' }),
    checkoutUrl: z.string().optional().meta({ description: 'Live only' }),
    shopName: z.string(),
  }),
);

const paymentStartBase = {
  orderId: z.string(),
  amount: z.number().int().meta({ description: "The order's total in paise" }),
  currency: z.literal('INR'),
  name: z.string(),
  description: z.string(),
  prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
  method: z.enum(PAYMENT_METHODS),
  option: z.string().nullable(),
};

export const paymentStartSchema = describes<PaymentStart>()(
  z
    .discriminatedUnion('mode', [
      z.object({
        ...paymentStartBase,
        mode: z.literal('live'),
        keyId: z.string(),
        razorpayOrderId: z.string(),
        checkoutUrl: z.string(),
      }),
      z.object({ ...paymentStartBase, mode: z.literal('demo') }),
    ])
    .meta({ id: 'PaymentStart' }),
);

export const paymentResultSchema = describes<PaymentResult>()(
  z.object({ orderId: z.string(), paymentId: z.string(), demo: z.boolean() }),
);

export const paymentConfirmedSchema = describes<PaymentConfirmed>()(
  z.object({ order: orderDetailSchema, payment: paymentResultSchema }),
);

export const paymentVerificationPendingSchema = describes<PaymentVerificationPending>()(
  z.object({
    status: z.literal('verification_pending'),
    message: z.string(),
    order: orderDetailSchema,
  }),
);
