import { describes } from '../validation/describes';
import { z } from '../validation/z';
import type { CartItem } from './cart';
import type { QuickOrderReport, ReorderReport } from './quick-order';

/** A line of the signed-in shopper's saved cart, priced from the catalogue (server-only). */
export const cartItemSchema = describes<CartItem>()(
  z
    .object({
      id: z.number().int(),
      name: z.string(),
      image: z.string(),
      price: z.number(),
      originalPrice: z.number().nullable(),
      quantity: z.number().int(),
      singlePrice: z
        .number()
        .int()
        .optional()
        .meta({ description: 'The price each below the first quantity price' }),
      priceBands: z
        .array(z.object({ minQuantity: z.number().int(), price: z.number().int() }))
        .optional()
        .meta({ description: 'Quantity prices: whole rupees each from minQuantity units' }),
    })
    .meta({ id: 'CartItem' }),
);

const refusedLineSchema = z.object({ source: z.string(), sku: z.string(), reason: z.string() });

/** POST /api/cart/quick-order: what was added, what was not and why, and the cart now. */
export const quickOrderReportSchema = describes<QuickOrderReport>()(
  z.object({
    added: z.array(z.object({ sku: z.string(), name: z.string(), quantity: z.number().int() })),
    refused: z.array(refusedLineSchema),
    items: z.array(cartItemSchema),
  }),
);

/** POST /api/orders/:orderId/reorder: what went into the cart and what changed since. */
export const reorderReportSchema = describes<ReorderReport>()(
  z.object({
    added: z.array(
      z.object({ productId: z.number().int(), name: z.string(), quantity: z.number().int() }),
    ),
    changes: z.array(z.string()),
    items: z.array(cartItemSchema),
  }),
);
