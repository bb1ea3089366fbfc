import { stockMovementSchema } from '@shop/shared/admin/product-responses';
import { stockMovementQuerySchema } from '@shop/shared/admin/stock';
import { pageOf } from '@shop/shared/api/responses';
import { productIdSchema } from '@shop/shared/catalogue/query';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../lib/route-contracts';
import type { StockHistoryService } from './service';

/** GET /api/admin/products/:id/stock-movements: the product's stock history, newest first. */
export function adminStockRoutes(admin: FastifyInstance, stock: StockHistoryService): void {
  admin.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/products/:id/stock-movements',
    {
      schema: {
        tags: ['Back office'],
        summary: "A product's stock movements: why, who, when and the stock they left",
        params: z.object({ id: productIdSchema }),
        querystring: stockMovementQuerySchema,
        response: { 200: pageOf(stockMovementSchema), ...errorResponses },
      },
    },
    async (req) => stock.movements(req.params.id, req.query),
  );
}
