import { productIdSchema } from '@shop/shared/catalogue/query';
import { productSchema } from '@shop/shared/catalogue/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, noBody } from '../../lib/route-contracts';
import { cartReader, cartWriter } from '../cart/cart-cookie';
import type { WishlistService } from './service';

const tags = ['Wishlist'];
const wishlistAnswer = { 200: z.object({ items: z.array(productSchema) }), ...errorResponses };
const params = z.object({ productId: productIdSchema });

/**
 * Every shopper's wishlist (ADR 047): the signed-in shopper's by their session, a guest's by the
 * cart's `cart_id` cookie, which the first change sets. Answers the saved products the catalogue
 * sells, in the order they were saved.
 */
export function wishlistRoutes(
  app: FastifyInstance,
  wishlists: WishlistService,
  secureCookies: boolean,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/wishlist',
    { schema: { tags, summary: 'The saved products', response: wishlistAnswer } },
    async (req) => {
      const owner = cartReader(req);
      return { items: owner ? await wishlists.products(owner) : [] };
    },
  );

  api.put(
    '/api/wishlist/:productId',
    {
      schema: {
        tags,
        summary: 'Save a product (saving it again changes nothing)',
        params,
        body: noBody.optional(),
        response: wishlistAnswer,
      },
    },
    async (req, reply) => ({
      items: await wishlists.add(cartWriter(req, reply, secureCookies), req.params.productId),
    }),
  );

  api.delete(
    '/api/wishlist/:productId',
    {
      schema: {
        tags,
        summary: 'Take a product off the wishlist',
        params,
        body: noBody.optional(),
        response: wishlistAnswer,
      },
    },
    async (req, reply) => {
      const owner = cartReader(req);
      // A guest without a cookie has nothing saved: no cookie is made for a removal.
      if (!owner) return { items: [] };
      return {
        items: await wishlists.remove(cartWriter(req, reply, secureCookies), req.params.productId),
      };
    },
  );
}
