import {
  productIdSchema,
  productListQuerySchema,
  productLookupQuerySchema,
} from '@shop/shared/catalogue/query';
import {
  brandCountSchema,
  categoryCountSchema,
  productDetailSchema,
  productPageSchema,
  productSchema,
} from '@shop/shared/catalogue/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http-error';
import { errorResponses } from '../../lib/route-contracts';
import type { CatalogueService } from './service';

const tags = ['Catalogue'];

export function catalogueRoutes(app: FastifyInstance, catalogue: CatalogueService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/products',
    {
      schema: {
        tags,
        summary: 'List products: filter, search, sort and page',
        querystring: productListQuerySchema,
        response: { 200: productPageSchema, ...errorResponses },
      },
    },
    async (req) => catalogue.list(req.query),
  );

  api.get(
    '/api/products/lookup',
    {
      schema: {
        tags,
        summary: 'Products by id (unknown and hidden ones left out)',
        querystring: productLookupQuerySchema,
        response: { 200: z.object({ items: z.array(productSchema) }), ...errorResponses },
      },
    },
    async (req) => ({ items: await catalogue.lookup(req.query.ids) }),
  );

  api.get(
    '/api/products/:id',
    {
      schema: {
        tags,
        summary: 'One product with related products',
        params: z.object({ id: productIdSchema }),
        response: { 200: productDetailSchema, ...errorResponses },
      },
    },
    async (req) => {
      const detail = await catalogue.detail(req.params.id);
      if (!detail) throw notFound(`No product with id ${req.params.id}`);
      return detail;
    },
  );

  api.get(
    '/api/categories',
    {
      schema: {
        tags,
        summary: 'Categories with their product counts',
        response: { 200: z.object({ items: z.array(categoryCountSchema) }), ...errorResponses },
      },
    },
    async () => ({ items: await catalogue.categories() }),
  );

  api.get(
    '/api/brands',
    {
      schema: {
        tags,
        summary: 'Brands with their product counts',
        response: { 200: z.object({ items: z.array(brandCountSchema) }), ...errorResponses },
      },
    },
    async () => ({ items: await catalogue.brands() }),
  );
}
