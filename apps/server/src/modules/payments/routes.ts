import { orderDetailSchema } from '@shop/shared/orders/responses';
import {
  buyNowSchema,
  paymentFailedSchema,
  verifyPaymentSchema,
} from '@shop/shared/payments/payment';
import {
  paymentConfigSchema,
  paymentConfirmedSchema,
  paymentStartSchema,
  paymentVerificationPendingSchema,
} from '@shop/shared/payments/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, invalidForm, noBody, unknownParams } from '../../lib/route-contracts';
import { requireUser, signedIn } from '../../plugins/auth';
import {
  idempotencyHeaders,
  idempotencyKeyRequired,
  noCardDetails,
  orderNotFound,
  orderParams,
} from '../orders/route-parts';
import { ORDER_ERRORS } from '@shop/shared/orders/errors';
import type { BuyNowService } from './buy-now';
import { verificationFailed } from './razorpay-checkout';
import type { PaymentsService } from './service';
import type { PaymentWebhooks } from './webhooks';

export const WEBHOOK_PATH = '/api/payments/razorpay/webhook';

const tags = ['Payments'];
const orderAnswer = z.object({ order: orderDetailSchema });

/** Paying for orders, Buy Now, and Razorpay's webhook. */
export function paymentRoutes(
  app: FastifyInstance,
  deps: { payments: PaymentsService; buyNow: BuyNowService; webhooks: PaymentWebhooks },
): void {
  const { payments, buyNow, webhooks } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/payments/config',
    {
      schema: {
        tags,
        summary: 'Demo or live payments, and what Checkout needs in live mode',
        response: { 200: paymentConfigSchema, ...errorResponses },
      },
    },
    async () => payments.publicConfig(),
  );

  api.post(
    '/api/orders/:orderId/payment',
    {
      schema: {
        tags,
        summary: 'Start paying for an order: the options to open Checkout (or the demo) with',
        params: orderParams,
        body: noBody,
        response: { 200: z.object({ payment: paymentStartSchema }), ...errorResponses },
      },
      preValidation: signedIn,
      schemaErrorFormatter: orderNotFound,
    },
    async (req) => {
      const { user } = requireUser(req);
      return { payment: await payments.start(user, req.params.orderId) };
    },
  );

  api.post(
    '/api/orders/:orderId/payment/verify',
    {
      schema: {
        tags,
        summary: "Confirm a live payment with Checkout's signed answer",
        description:
          '200 when the payment is confirmed with Razorpay; 202 when Razorpay could not be ' +
          'asked: the order stays Pending until a webhook or reconciliation confirms it.',
        params: orderParams,
        body: verifyPaymentSchema,
        response: {
          200: paymentConfirmedSchema,
          202: paymentVerificationPendingSchema,
          ...errorResponses,
        },
      },
      preValidation: signedIn,
      // Any malformed field is the one answer Checkout's handler knows: verification failed.
      schemaErrorFormatter: unknownParams(ORDER_ERRORS.orderNotFound, verificationFailed),
    },
    async (req, reply) => {
      const { user } = requireUser(req);
      const result = await payments.verify(user, req.params.orderId, req.body);
      // 202: accepted, not yet confirmed with Razorpay; the order stays Pending.
      if ('status' in result) return reply.status(202).send(result);
      return result;
    },
  );

  api.post(
    '/api/orders/:orderId/payment/demo-confirm',
    {
      schema: {
        tags,
        summary: 'Demo mode: mark the order paid (nothing is charged)',
        params: orderParams,
        body: noBody,
        response: { 200: paymentConfirmedSchema, ...errorResponses },
      },
      preValidation: signedIn,
      schemaErrorFormatter: orderNotFound,
    },
    async (req) => {
      const { user } = requireUser(req);
      return payments.demoConfirm(user, req.params.orderId);
    },
  );

  api.post(
    '/api/orders/:orderId/payment/failed',
    {
      schema: {
        tags,
        summary: 'The payment window was closed, or the payment failed',
        params: orderParams,
        body: paymentFailedSchema,
        response: { 200: orderAnswer, ...errorResponses },
      },
      preValidation: signedIn,
      schemaErrorFormatter: orderNotFound,
    },
    async (req) => {
      const { user } = requireUser(req);
      return payments.failed(user, req.params.orderId, req.body);
    },
  );

  api.post(
    '/api/buy-now',
    {
      schema: {
        tags,
        summary: 'Order one product to the profile address and start paying for it',
        headers: idempotencyHeaders,
        body: buyNowSchema,
        response: {
          201: z.object({ order: orderDetailSchema, payment: paymentStartSchema }),
          ...errorResponses,
        },
      },
      preValidation: [signedIn, idempotencyKeyRequired, noCardDetails],
      schemaErrorFormatter: invalidForm,
    },
    async (req, reply) => {
      const { user } = requireUser(req);
      const bought = await buyNow.buy(user, req.headers['idempotency-key'], req.body);
      if (bought.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(bought.statusCode).send({ order: bought.order, payment: bought.payment });
    },
  );

  // Razorpay signs the exact bytes it sends, so this route alone keeps the raw body: it has no
  // body schema (the webhook service checks the signature, then reads Razorpay's payload).
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    scope.withTypeProvider<ZodTypeProvider>().post(
      WEBHOOK_PATH,
      {
        schema: {
          tags,
          summary: "Razorpay's webhook: payment.captured, order.paid, payment.failed",
          description:
            'Signed by Razorpay with the webhook secret over the raw body ' +
            '(X-Razorpay-Signature); each event is handled once (X-Razorpay-Event-Id).',
          headers: z.looseObject({
            'x-razorpay-signature': z.string().optional(),
            'x-razorpay-event-id': z.string().optional(),
          }),
          response: {
            200: z.object({ status: z.enum(['processed', 'duplicate', 'ignored']) }),
            ...errorResponses,
          },
        },
        config: { csrf: false },
      },
      async (req) => {
        const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const status = await webhooks.handle(
          raw,
          req.headers['x-razorpay-signature'],
          req.headers['x-razorpay-event-id'],
        );
        return { status };
      },
    );
  });
}
