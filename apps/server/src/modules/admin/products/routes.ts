import {
  adminProductListQuerySchema,
  productInputSchema,
  productUpdateSchema,
} from '@shop/shared/admin/products';
import { adminProductSchema, adminProductSummarySchema } from '@shop/shared/admin/responses';
import { okSchema, pageOf } from '@shop/shared/api/responses';
import { productIdSchema } from '@shop/shared/catalogue/query';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, noBody } from '../../../lib/route-contracts';
import { actorOf } from '../guard';
import type { AdminProductService } from './service';

const tags = ['Back office'];
const params = z.object({ id: productIdSchema });
const product = z.object({ product: adminProductSchema });
const productAnswer = { 200: product, ...errorResponses };

/** Catalogue editing: list and search, read, create, replace, hide/unhide and delete. */
export function adminProductRoutes(admin: FastifyInstance, products: AdminProductService): void {
  const api = admin.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/admin/products',
    {
      schema: {
        tags,
        summary: 'Products, hidden ones included: search by name, brand or id',
        querystring: adminProductListQuerySchema,
        response: { 200: pageOf(adminProductSummarySchema), ...errorResponses },
      },
    },
    async (req) => products.list(req.query),
  );

  api.get(
    '/api/admin/products/:id',
    { schema: { tags, summary: 'One product, every field', params, response: productAnswer } },
    async (req) => ({ product: await products.get(req.params.id) }),
  );

  api.post(
    '/api/admin/products',
    {
      schema: {
        tags,
        summary: 'Add a product',
        body: productInputSchema,
        response: { 201: product, ...errorResponses },
      },
    },
    async (req, reply) => {
      const created = await products.create(actorOf(req), req.body);
      return reply.status(201).send({ product: created });
    },
  );

  api.put(
    '/api/admin/products/:id',
    {
      schema: {
        tags,
        summary: 'Replace a product (hidden may be left out to keep it)',
        params,
        body: productUpdateSchema,
        response: productAnswer,
      },
    },
    async (req) => ({ product: await products.update(actorOf(req), req.params.id, req.body) }),
  );

  api.post(
    '/api/admin/products/:id/hide',
    {
      schema: {
        tags,
        summary: 'Take a product out of the shop',
        params,
        body: noBody,
        response: productAnswer,
      },
    },
    async (req) => ({ product: await products.setHidden(actorOf(req), req.params.id, true) }),
  );

  api.post(
    '/api/admin/products/:id/unhide',
    {
      schema: {
        tags,
        summary: 'Put a product back in the shop',
        params,
        body: noBody,
        response: productAnswer,
      },
    },
    async (req) => ({ product: await products.setHidden(actorOf(req), req.params.id, false) }),
  );

  api.delete(
    '/api/admin/products/:id',
    {
      schema: {
        tags,
        summary: 'Delete a product that is on no order',
        params,
        response: { 200: okSchema, ...errorResponses },
      },
    },
    async (req) => {
      await products.remove(actorOf(req), req.params.id);
      return { ok: true as const };
    },
  );
}
