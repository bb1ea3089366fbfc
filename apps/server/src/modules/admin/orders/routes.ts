import { adminOrderListQuerySchema, cancelOrderSchema } from '@shop/shared/admin/orders';
import { ADMIN_ERRORS } from '@shop/shared/admin/errors';
import { isOrderId } from '@shop/shared/orders/order-id';
import { statusChangeSchema } from '@shop/shared/orders/status-change';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound, parseOr400 } from '../../../lib/http-error';
import { actorOf } from '../guard';
import type { AdminOrderService } from './service';

type OrderParams = { Params: { orderId: string } };

function orderIdOf(req: FastifyRequest<OrderParams>): string {
  const id = req.params.orderId.trim().toUpperCase();
  if (!isOrderId(id)) throw notFound(ADMIN_ERRORS.orderNotFound);
  return id;
}

/** The order list, an order's details, status changes, cancellation and its invoice. */
export function adminOrderRoutes(admin: FastifyInstance, orders: AdminOrderService): void {
  admin.get('/api/admin/orders', async (req) =>
    orders.list(parseOr400(adminOrderListQuerySchema, req.query)),
  );

  admin.get<OrderParams>('/api/admin/orders/:orderId', async (req) => ({
    order: await orders.detail(orderIdOf(req)),
  }));

  admin.post<OrderParams>('/api/admin/orders/:orderId/status', async (req) => {
    const orderId = orderIdOf(req);
    const change = parseOr400(statusChangeSchema, req.body);
    return { order: await orders.changeStatus(actorOf(req), orderId, change) };
  });

  admin.post<OrderParams>('/api/admin/orders/:orderId/cancel', async (req) => {
    const orderId = orderIdOf(req);
    const { note } = parseOr400(cancelOrderSchema, req.body);
    return { order: await orders.cancel(actorOf(req), orderId, note) };
  });

  admin.get<OrderParams>('/api/admin/orders/:orderId/invoice', async (req, reply) => {
    const invoice = await orders.invoice(orderIdOf(req));
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${invoice.filename}"`)
      .send(invoice.pdf);
  });
}
