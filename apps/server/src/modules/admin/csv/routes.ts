import { orderExportQuerySchema } from '@shop/shared/admin/orders';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/database';
import { parseOr400 } from '../../../lib/http-error';
import { dayRange, ordersPlacedBetween } from '../orders/repository';
import { ordersCsv } from './orders-csv';

/** GET /api/admin/orders.csv?from=YYYY-MM-DD&to=YYYY-MM-DD: orders placed on those India days. */
export function adminCsvRoutes(admin: FastifyInstance, db: Database): void {
  admin.get('/api/admin/orders.csv', async (req, reply) => {
    const { from, to } = parseOr400(orderExportQuerySchema, req.query);
    const { since, before } = dayRange(from, to);
    const rows = await ordersPlacedBetween(db, since!, before!);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="orders-${from}-to-${to}.csv"`)
      .send(ordersCsv(rows));
  });
}
