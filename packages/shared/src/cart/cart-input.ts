import { z } from '../validation/z';
import { MAX_LINE_QUANTITY } from './cart';
import { CART_INTENTS } from './form-fields';

const productId = z.number().int().min(1).max(2_147_483_647);

/** A quantity to add or set: a whole number, lowered to the line maximum when above it. */
const quantity = (min: 0 | 1) =>
  z
    .number()
    .int()
    .min(min)
    .max(1_000_000)
    .transform((q) => Math.min(q, MAX_LINE_QUANTITY));

/** Body of POST /api/cart/items: add this many of a product (to its line if there is one). */
export const addCartItemSchema = z.object({
  productId,
  quantity: quantity(1).default(1),
});
export type AddCartItemInput = z.infer<typeof addCartItemSchema>;

/** Body of PUT /api/cart/items/:productId: the line's new quantity; 0 removes it. */
export const setCartQuantitySchema = z.object({ quantity: quantity(0) });

/**
 * The /cart route's forms, told apart by their `intent`. Form values are text; Conform's
 * `parseWithZod` turns them into numbers for these number fields.
 */
export const cartFormSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal(CART_INTENTS.add), productId, quantity: quantity(1).default(1) }),
  z.object({ intent: z.literal(CART_INTENTS.increase), productId }),
  z.object({ intent: z.literal(CART_INTENTS.decrease), productId }),
  z.object({ intent: z.literal(CART_INTENTS.remove), productId }),
  z.object({ intent: z.literal(CART_INTENTS.clear) }),
]);
export type CartFormInput = z.infer<typeof cartFormSchema>;
