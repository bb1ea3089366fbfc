import { ORDER_ERRORS } from '@shop/shared/orders/errors';
import { cardFieldPaths } from '@shop/shared/orders/place-order';
import { isOrderId } from '@shop/shared/orders/order-id';
import {
  buyNowSchema,
  paymentFailedSchema,
  verifyPaymentSchema,
} from '@shop/shared/payments/payment';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseFormOr400 } from '../../lib/form';
import { HttpError, notFound, parseOr400 } from '../../lib/http-error';
import { requireUser } from '../../plugins/auth';
import { idempotencyKeyOf } from '../orders/idempotency';
import type { BuyNowService } from './buy-now';
import { verificationFailed } from './razorpay-checkout';
import type { PaymentsService } from './service';
import type { PaymentWebhooks } from './webhooks';

type OrderParams = { Params: { orderId: string } };

export const WEBHOOK_PATH = '/api/payments/razorpay/webhook';

function orderIdOf(req: FastifyRequest<OrderParams>): string {
  if (!isOrderId(req.params.orderId)) throw notFound(ORDER_ERRORS.orderNotFound);
  return req.params.orderId;
}

const header = (req: FastifyRequest, name: string) => {
  const value = req.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/** Paying for orders, Buy Now, and Razorpay's webhook. */
export function paymentRoutes(
  app: FastifyInstance,
  deps: { payments: PaymentsService; buyNow: BuyNowService; webhooks: PaymentWebhooks },
): void {
  const { payments, buyNow, webhooks } = deps;

  app.get('/api/payments/config', async () => payments.publicConfig());

  app.post<OrderParams>('/api/orders/:orderId/payment', async (req) => {
    const { user } = requireUser(req);
    return { payment: await payments.start(user, orderIdOf(req)) };
  });

  app.post<OrderParams>('/api/orders/:orderId/payment/verify', async (req, reply) => {
    const { user } = requireUser(req);
    const orderId = orderIdOf(req);
    const parsed = verifyPaymentSchema.safeParse(req.body ?? {});
    if (!parsed.success) throw verificationFailed();
    const result = await payments.verify(user, orderId, parsed.data);
    // 202: accepted, not yet confirmed with Razorpay; the order stays Pending.
    if ('status' in result) reply.status(202);
    return result;
  });

  app.post<OrderParams>('/api/orders/:orderId/payment/demo-confirm', async (req) => {
    const { user } = requireUser(req);
    return payments.demoConfirm(user, orderIdOf(req));
  });

  app.post<OrderParams>('/api/orders/:orderId/payment/failed', async (req) => {
    const { user } = requireUser(req);
    const orderId = orderIdOf(req);
    return payments.failed(user, orderId, parseOr400(paymentFailedSchema, req.body ?? {}));
  });

  app.post('/api/buy-now', async (req, reply) => {
    const { user } = requireUser(req);
    const key = idempotencyKeyOf(req.headers);
    const cardFields = cardFieldPaths(req.body);
    if (cardFields.length > 0) {
      const message = ORDER_ERRORS.cardFields;
      const fields = Object.fromEntries(cardFields.map((f) => [f, message]));
      throw new HttpError(400, 'bad_request', message, fields);
    }
    const input = parseFormOr400(buyNowSchema, req.body);
    const bought = await buyNow.buy(user, key, input);
    if (bought.replayed) reply.header('idempotent-replayed', 'true');
    return reply.status(bought.statusCode).send({ order: bought.order, payment: bought.payment });
  });

  // Razorpay signs the exact bytes it sends, so this route alone keeps the raw body.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    scope.post(WEBHOOK_PATH, { config: { csrf: false } }, async (req) => {
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const status = await webhooks.handle(
        raw,
        header(req, 'x-razorpay-signature'),
        header(req, 'x-razorpay-event-id'),
      );
      return { status };
    });
  });
}
