import { z } from '../validation/z';
import { WISHLIST_INTENTS } from './form-fields';

const productId = z.number().int().min(1).max(2_147_483_647);

/**
 * The /wishlist route's forms, told apart by their `intent`. Form values are text; Conform's
 * `parseWithZod` turns them into numbers for the number field.
 */
export const wishlistFormSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal(WISHLIST_INTENTS.add), productId }),
  z.object({ intent: z.literal(WISHLIST_INTENTS.remove), productId }),
]);
export type WishlistFormInput = z.infer<typeof wishlistFormSchema>;
