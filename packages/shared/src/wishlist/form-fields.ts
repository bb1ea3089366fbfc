import { UNEXPECTED_ERROR } from '../errors/unexpected';
/**
 * The wishlist's form contract (ADR 047): the heart on cards, quick view and the product page and
 * Remove on /wishlist are forms posted to the /wishlist route's action. Plain constants, no schema
 * library, so the catalogue pages' first-load JavaScript does not grow (the schemas are in
 * ./wishlist-input.ts).
 */

/** Where every wishlist form posts. */
export const WISHLIST_ACTION = '/wishlist';

/** A wishlist form's own fields; where it came from is the post-back form's (components/form). */
export const WISHLIST_FIELDS = {
  intent: 'intent',
  productId: 'productId',
} as const;

export const WISHLIST_INTENTS = {
  add: 'add',
  remove: 'remove',
} as const;
export type WishlistIntent = (typeof WISHLIST_INTENTS)[keyof typeof WISHLIST_INTENTS];

/**
 * Search parameters of the page a no-JavaScript heart comes back to: the product's id, under
 * `saved` after an add and `unsaved` after a remove.
 */
export const WISHLIST_PARAMS = { saved: 'saved', unsaved: 'unsaved' } as const;

export const WISHLIST_ERRORS = {
  unknownProduct: 'This product is not available.',
  full: 'Your wishlist is full. Remove a product to save another.',
  unexpected: UNEXPECTED_ERROR,
} as const;

/** Most products one wishlist holds; saving another is refused. */
export const MAX_WISHLIST_ITEMS = 200;
