import { addCartItemSchema, setCartQuantitySchema } from '@shop/shared/cart/cart-input';
import { cartItemSchema, quickOrderReportSchema } from '@shop/shared/cart/responses';
import {
  quickOrderBodySchema,
  quickOrderSchema,
  QUICK_ORDER_TEXTS,
} from '@shop/shared/cart/quick-order';
import { savedCartSchema } from '@shop/shared/cart/saved-cart';
import { productIdSchema } from '@shop/shared/catalogue/query';
import { parcelSchema } from '@shop/shared/shipping/booking';
import { parcelFor } from '@shop/shared/shipping/parcel';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-contracts';
import { cartReader, cartWriter } from './cart-cookie';
import type { CartService } from './service';
import type { QuickOrderService } from './quick-order';
import { InvalidInputError } from '../../lib/domain-errors';

const tags = ['Cart'];
const cartAnswer = { 200: z.object({ items: z.array(cartItemSchema) }), ...errorResponses };

/**
 * Every shopper's cart (ADR 042): the signed-in shopper's by their session, a guest's by the
 * `cart_id` cookie, which the first change sets.
 */
export function cartRoutes(
  app: FastifyInstance,
  carts: CartService,
  quickOrders: QuickOrderService,
  secureCookies: boolean,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/cart',
    {
      schema: { tags, summary: 'The cart, priced from the catalogue', response: cartAnswer },
    },
    async (req) => {
      const owner = cartReader(req);
      return { items: owner ? await carts.get(owner) : [] };
    },
  );

  api.get(
    '/api/cart/parcel',
    {
      schema: {
        tags,
        summary:
          "The cart's shipping weight: packed weight, box, and the chargeable weight couriers bill (ADR 099)",
        response: { 200: parcelSchema, ...errorResponses },
      },
    },
    async (req) => {
      const owner = cartReader(req);
      return owner ? carts.parcel(owner) : parcelFor([]);
    },
  );

  api.put(
    '/api/cart',
    {
      schema: {
        tags,
        summary: 'Replace the cart',
        body: savedCartSchema,
        response: cartAnswer,
      },
    },
    async (req, reply) => ({
      items: await carts.replace(cartWriter(req, reply, secureCookies), req.body.items),
    }),
  );

  api.post(
    '/api/cart/merge',
    {
      schema: {
        tags,
        summary: "Merge the browser's stored cart into this one (quantities add up)",
        body: savedCartSchema,
        response: cartAnswer,
      },
    },
    async (req, reply) => ({
      items: await carts.merge(cartWriter(req, reply, secureCookies), req.body.items),
    }),
  );

  api.post(
    '/api/cart/items',
    {
      schema: {
        tags,
        summary: 'Add a quantity of a product (to its line if there is one)',
        body: addCartItemSchema,
        response: cartAnswer,
      },
    },
    async (req, reply) => {
      const { productId, quantity } = req.body;
      return { items: await carts.add(cartWriter(req, reply, secureCookies), productId, quantity) };
    },
  );

  api.put(
    '/api/cart/items/:productId',
    {
      schema: {
        tags,
        summary: "Set a line's quantity (0 removes it)",
        params: z.object({ productId: productIdSchema }),
        body: setCartQuantitySchema,
        response: cartAnswer,
      },
    },
    async (req, reply) => {
      const owner = cartWriter(req, reply, secureCookies);
      return { items: await carts.setQuantity(owner, req.params.productId, req.body.quantity) };
    },
  );

  api.post(
    '/api/cart/quick-order',
    {
      schema: {
        tags: ['Cart'],
        summary:
          'Add products by SKU and quantity (lines, or a pasted "SKU, qty" list); reports each line not added as asked',
        body: quickOrderBodySchema,
        response: { 200: quickOrderReportSchema, ...errorResponses },
      },
    },
    async (req, reply) => {
      const read = quickOrderSchema.safeParse({
        rows: req.body.lines.map((l) => ({ sku: l.sku, quantity: String(l.quantity) })),
        pasted: req.body.pasted,
      });
      if (!read.success) throw new InvalidInputError('bad_request', QUICK_ORDER_TEXTS.nothing);
      return quickOrders.add(cartWriter(req, reply, secureCookies), read.data);
    },
  );
}
