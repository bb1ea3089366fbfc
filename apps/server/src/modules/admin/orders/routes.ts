import { ADMIN_ERRORS } from '@shop/shared/admin/errors';
import { adminOrderListQuerySchema, cancelOrderSchema } from '@shop/shared/admin/orders';
import { adminOrderDetailSchema, adminOrderSummarySchema } from '@shop/shared/admin/responses';
import { pageOf } from '@shop/shared/api/responses';
import { ORDER_ID_PATTERN } from '@shop/shared/orders/order-id';
import { statusChangeSchema } from '@shop/shared/orders/status-change';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, fileAnswer, unknownParams } from '../../../lib/route-contracts';
import { actorOf } from '../guard';
import type { AdminOrderService } from './service';

const tags = ['Back office'];

/** `:orderId` as staff type it (any case, spaces around); anything else is an unknown order. */
const params = z.object({
  orderId: z
    .string()
    .transform((s) => s.trim().toUpperCase())
    .pipe(z.string().regex(ORDER_ID_PATTERN)),
});
const orderNotFound = unknownParams(ADMIN_ERRORS.orderNotFound);
const orderAnswer = { 200: z.object({ order: adminOrderDetailSchema }), ...errorResponses };

/** The order list, an order's details, status changes, cancellation and its invoice. */
export function adminOrderRoutes(admin: FastifyInstance, orders: AdminOrderService): void {
  const api = admin.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/admin/orders',
    {
      schema: {
        tags,
        summary: 'Orders: filter by status, payment, India-time days; search',
        querystring: adminOrderListQuerySchema,
        response: { 200: pageOf(adminOrderSummarySchema), ...errorResponses },
      },
    },
    async (req) => orders.list(req.query),
  );

  api.get(
    '/api/admin/orders/:orderId',
    {
      schema: { tags, summary: 'One order with its payments', params, response: orderAnswer },
      schemaErrorFormatter: orderNotFound,
    },
    async (req) => ({ order: await orders.detail(req.params.orderId) }),
  );

  api.post(
    '/api/admin/orders/:orderId/status',
    {
      schema: {
        tags,
        summary: 'Move an order on (Shipped needs the courier and tracking number)',
        params,
        body: statusChangeSchema,
        response: orderAnswer,
      },
      schemaErrorFormatter: orderNotFound,
    },
    async (req) => ({
      order: await orders.changeStatus(actorOf(req), req.params.orderId, req.body),
    }),
  );

  api.post(
    '/api/admin/orders/:orderId/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel an order before it ships (stock goes back)',
        params,
        body: cancelOrderSchema,
        response: orderAnswer,
      },
      schemaErrorFormatter: orderNotFound,
    },
    async (req) => ({
      order: await orders.cancel(actorOf(req), req.params.orderId, req.body.note),
    }),
  );

  api.get(
    '/api/admin/orders/:orderId/invoice',
    {
      schema: {
        tags,
        summary: "The order's GST tax invoice (PDF), once issued",
        params,
        response: { 200: fileAnswer('application/pdf', 'The invoice'), ...errorResponses },
      },
      schemaErrorFormatter: orderNotFound,
    },
    async (req, reply) => {
      const invoice = await orders.invoice(req.params.orderId);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${invoice.filename}"`)
        .send(invoice.pdf);
    },
  );
}
