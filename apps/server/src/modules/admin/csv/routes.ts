import { orderExportQuerySchema } from '@shop/shared/admin/orders';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, fileAnswer } from '../../../lib/route-contracts';
import type { AdminOrderService } from '../orders/service';

/** GET /api/admin/orders.csv?from=YYYY-MM-DD&to=YYYY-MM-DD: orders placed on those India days. */
export function adminCsvRoutes(admin: FastifyInstance, orders: AdminOrderService): void {
  admin.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/orders.csv',
    {
      schema: {
        tags: ['Back office'],
        summary: 'Orders placed on these India-time days, as CSV',
        querystring: orderExportQuerySchema,
        response: { 200: fileAnswer('text/csv', 'One row per order'), ...errorResponses },
      },
    },
    async (req, reply) => {
      const { from, to } = req.query;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${from}-to-${to}.csv"`)
        .send(await orders.exportCsv(from, to));
    },
  );
}
