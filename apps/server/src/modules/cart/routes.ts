import { savedCartSchema } from '@shop/shared/cart/saved-cart';
import type { FastifyInstance } from 'fastify';
import { parseOr400 } from '../../lib/http-error';
import { requireUser } from '../../plugins/auth';
import type { CartService } from './service';

/** The signed-in shopper's saved cart. Guests keep theirs in the browser only. */
export function cartRoutes(app: FastifyInstance, carts: CartService): void {
  app.get('/api/cart', async (req) => {
    const { user } = requireUser(req);
    return { items: await carts.get(user.id) };
  });

  app.put('/api/cart', async (req) => {
    const { user } = requireUser(req);
    const { items } = parseOr400(savedCartSchema, req.body);
    return { items: await carts.replace(user.id, items) };
  });

  app.post('/api/cart/merge', async (req) => {
    const { user } = requireUser(req);
    const { items } = parseOr400(savedCartSchema, req.body);
    return { items: await carts.merge(user.id, items) };
  });
}
