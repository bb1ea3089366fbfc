import { describes } from '../validation/describes';
import { z } from '../validation/z';
import type { CartItem } from './cart';

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
    })
    .meta({ id: 'CartItem' }),
);
