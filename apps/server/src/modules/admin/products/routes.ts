import {
  adminProductListQuerySchema,
  productInputSchema,
  productUpdateSchema,
} from '@shop/shared/admin/products';
import { productIdSchema } from '@shop/shared/catalogue/query';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseOr400 } from '../../../lib/http-error';
import { actorOf } from '../guard';
import type { AdminProductService } from './service';

const params = z.object({ id: productIdSchema });

/** Catalogue editing: list and search, read, create, replace, hide/unhide and delete. */
export function adminProductRoutes(admin: FastifyInstance, products: AdminProductService): void {
  admin.get('/api/admin/products', async (req) =>
    products.list(parseOr400(adminProductListQuerySchema, req.query)),
  );

  admin.get('/api/admin/products/:id', async (req) => ({
    product: await products.get(parseOr400(params, req.params).id),
  }));

  admin.post('/api/admin/products', async (req, reply) => {
    const input = parseOr400(productInputSchema, req.body);
    const product = await products.create(actorOf(req), input);
    return reply.status(201).send({ product });
  });

  admin.put('/api/admin/products/:id', async (req) => {
    const { id } = parseOr400(params, req.params);
    const update = parseOr400(productUpdateSchema, req.body);
    return { product: await products.update(actorOf(req), id, update) };
  });

  admin.post('/api/admin/products/:id/hide', async (req) => ({
    product: await products.setHidden(actorOf(req), parseOr400(params, req.params).id, true),
  }));

  admin.post('/api/admin/products/:id/unhide', async (req) => ({
    product: await products.setHidden(actorOf(req), parseOr400(params, req.params).id, false),
  }));

  admin.delete('/api/admin/products/:id', async (req) => {
    const { id } = parseOr400(params, req.params);
    await products.remove(actorOf(req), id);
    return { ok: true };
  });
}
