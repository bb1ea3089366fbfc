import { orderExportQuerySchema } from '@shop/shared/admin/orders';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/database';
import { errorResponses, fileAnswer } from '../../../lib/route-contracts';
import { dayRange, ordersPlacedBetween } from '../orders/repository';
import { ordersCsv } from './orders-csv';

/** GET /api/admin/orders.csv?from=YYYY-MM-DD&to=YYYY-MM-DD: orders placed on those India days. */
export function adminCsvRoutes(admin: FastifyInstance, db: Database): void {
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
      const { since, before } = dayRange(from, to);
      const rows = await ordersPlacedBetween(db, since!, before!);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${from}-to-${to}.csv"`)
        .send(ordersCsv(rows));
    },
  );
}
