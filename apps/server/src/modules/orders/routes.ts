import { isOrderId } from '@shop/shared/orders/order-id';
import { ORDER_ERRORS } from '@shop/shared/orders/errors';
import { placeOrderSchema } from '@shop/shared/orders/place-order';
import { trackOrderSchema } from '@shop/shared/orders/track-order';
import type { FastifyInstance } from 'fastify';
import { parseFormOr400 } from '../../lib/form';
import { notFound } from '../../lib/http-error';
import { requireUser } from '../../plugins/auth';
import { idempotencyKeyOf } from './idempotency';
import { TooManyTrackRequestsError, type OrderService } from './service';

type OrderParams = { Params: { orderId: string } };

/** Placing orders, the shopper's order history, and tracking for anyone with the order's details. */
export function orderRoutes(app: FastifyInstance, orders: OrderService): void {
  app.post('/api/orders', async (req, reply) => {
    const { user } = requireUser(req);
    const key = idempotencyKeyOf(req.headers);
    const input = parseFormOr400(placeOrderSchema, req.body);
    const placed = await orders.place(user, key, input);
    if (placed.replayed) reply.header('idempotent-replayed', 'true');
    return reply.status(placed.statusCode).send({ order: placed.order });
  });

  app.get('/api/orders', async (req) => {
    const { user } = requireUser(req);
    return { orders: await orders.list(user.id) };
  });

  app.get<OrderParams>('/api/orders/:orderId', async (req) => {
    const { user } = requireUser(req);
    if (!isOrderId(req.params.orderId)) throw notFound(ORDER_ERRORS.orderNotFound);
    return { order: await orders.detail(user.id, req.params.orderId) };
  });

  app.post('/api/orders/track', async (req, reply) => {
    const input = parseFormOr400(trackOrderSchema, req.body);
    try {
      return { tracking: await orders.track(input, req.ip) };
    } catch (err) {
      if (err instanceof TooManyTrackRequestsError) {
        reply.header('retry-after', String(err.retryAfterSeconds));
      }
      throw err;
    }
  });
}
