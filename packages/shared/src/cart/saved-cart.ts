import { z } from '../validation/z';
import { MAX_LINE_QUANTITY } from './cart';

/** Most distinct products a saved cart holds; more is refused rather than silently cut. */
export const MAX_SAVED_CART_LINES = 100;

/**
 * A line as the browser sends it to the signed-in cart API: only the id and quantity. Names and
 * prices always come from the catalogue. Quantities above the line maximum are lowered to it.
 */
export const savedCartLineSchema = z.object({
  id: z.number().int().min(1).max(2_147_483_647),
  quantity: z
    .number()
    .int()
    .min(1)
    .max(1_000_000)
    .transform((q) => Math.min(q, MAX_LINE_QUANTITY)),
});

/** Body of PUT /api/cart and POST /api/cart/merge. */
export const savedCartSchema = z.object({
  items: z.array(savedCartLineSchema).max(MAX_SAVED_CART_LINES),
});
export type SavedCartInput = z.infer<typeof savedCartSchema>;
