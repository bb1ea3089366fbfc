import { cartItemSchema } from '@shop/shared/cart/responses';
import { savedCartSchema } from '@shop/shared/cart/saved-cart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-contracts';
import { requireUser, signedIn } from '../../plugins/auth';
import type { CartService } from './service';

const tags = ['Cart'];
const cartAnswer = { 200: z.object({ items: z.array(cartItemSchema) }), ...errorResponses };

/** The signed-in shopper's saved cart. Guests keep theirs in the browser only. */
export function cartRoutes(app: FastifyInstance, carts: CartService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/cart',
    {
      schema: { tags, summary: 'The saved cart, priced from the catalogue', response: cartAnswer },
      preValidation: signedIn,
    },
    async (req) => {
      const { user } = requireUser(req);
      return { items: await carts.get(user.id) };
    },
  );

  api.put(
    '/api/cart',
    {
      schema: {
        tags,
        summary: 'Replace the saved cart',
        body: savedCartSchema,
        response: cartAnswer,
      },
      preValidation: signedIn,
    },
    async (req) => {
      const { user } = requireUser(req);
      return { items: await carts.replace(user.id, req.body.items) };
    },
  );

  api.post(
    '/api/cart/merge',
    {
      schema: {
        tags,
        summary: "Merge the browser's cart into the saved one (at sign-in)",
        body: savedCartSchema,
        response: cartAnswer,
      },
      preValidation: signedIn,
    },
    async (req) => {
      const { user } = requireUser(req);
      return { items: await carts.merge(user.id, req.body.items) };
    },
  );
}
