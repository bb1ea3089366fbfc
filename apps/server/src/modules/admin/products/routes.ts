import { adminProductListQuerySchema } from '@shop/shared/admin/product-list';
import { productInputSchema, productUpdateSchema } from '@shop/shared/admin/products';
import { importBodySchema } from '@shop/shared/admin/product-import';
import {
  adminProductSchema,
  adminProductSummarySchema,
  importReportSchema,
} from '@shop/shared/admin/product-responses';
import { okSchema, pageOf } from '@shop/shared/api/responses';
import { productIdSchema } from '@shop/shared/catalogue/query';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, fileAnswer, noBody } from '../../../lib/route-contracts';
import { actorOf, requirePermission } from '../guard';
import type { AdminProductService } from './service';
import { productEtag, versionOfSave } from './version';

const tags = ['Back office'];
const params = z.object({ id: productIdSchema });
const product = z.object({ product: adminProductSchema });
const productAnswer = { 200: product, ...errorResponses };

/**
 * Catalogue editing: list and search, read, create, replace, hide/unhide and delete; the whole
 * catalogue as CSV and a CSV of price and stock changes imported all or nothing.
 */
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
    async (req, reply) => {
      const found = await products.get(req.params.id);
      reply.header('etag', productEtag(found));
      return { product: found };
    },
  );

  api.post(
    '/api/admin/products',
    {
      onRequest: requirePermission('prices'),
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
        summary:
          'Replace a product as read: If-Match with its ETag, or revision and expectedStock (409 when stale)',
        params,
        body: productUpdateSchema,
        response: productAnswer,
      },
    },
    async (req, reply) => {
      const read = versionOfSave(req.headers['if-match'], req.body);
      const saved = await products.update(actorOf(req), req.params.id, req.body, read);
      reply.header('etag', productEtag(saved));
      return { product: saved };
    },
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
      onRequest: requirePermission('prices'),
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

  api.get(
    '/api/admin/products.csv',
    {
      schema: {
        tags,
        summary: 'The whole catalogue as CSV (the columns the import reads back)',
        response: { 200: fileAnswer('text/csv', 'One row per product'), ...errorResponses },
      },
    },
    async (_req, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="catalogue.csv"')
        .send(await products.exportCsv()),
  );

  api.post(
    '/api/admin/products/import',
    {
      schema: {
        tags,
        summary: 'Check (dry run) or apply a CSV of price and stock changes: all or nothing',
        body: importBodySchema,
        response: { 200: importReportSchema, ...errorResponses },
      },
    },
    async (req) => products.importCsv(actorOf(req), req.body.csv, req.body.apply),
  );
}
