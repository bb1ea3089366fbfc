import type { FastifyInstance } from 'fastify';
import {
  productIdSchema,
  productListQuerySchema,
  productLookupQuerySchema,
} from '@shop/shared/catalogue/query';
import { z } from 'zod';
import { notFound, parseOr400 } from '../../lib/http-error';
import type { CatalogueService } from './service';

const detailParams = z.object({ id: productIdSchema });

export function catalogueRoutes(app: FastifyInstance, catalogue: CatalogueService): void {
  app.get('/api/products', async (req) =>
    catalogue.list(parseOr400(productListQuerySchema, req.query)),
  );

  app.get('/api/products/lookup', async (req) => {
    const { ids } = parseOr400(productLookupQuerySchema, req.query);
    return { items: await catalogue.lookup(ids) };
  });

  app.get('/api/products/:id', async (req) => {
    const { id } = parseOr400(detailParams, req.params);
    const detail = await catalogue.detail(id);
    if (!detail) throw notFound(`No product with id ${id}`);
    return detail;
  });

  app.get('/api/categories', async () => ({ items: await catalogue.categories() }));
  app.get('/api/brands', async () => ({ items: await catalogue.brands() }));
}
