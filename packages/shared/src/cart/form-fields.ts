import { UNEXPECTED_ERROR } from '../errors/unexpected';
import { SHOP_COOKIES } from '../ssr/shop-cookies';
/**
 * The cart's form contract (ADR 042): Add to Cart and the cart page's buttons are forms posted to
 * the /cart route's action. Plain constants, no schema library, so the catalogue pages' first-load
 * JavaScript does not grow (the schemas are in ./cart-input.ts).
 */

/** Where every cart form posts. */
export const CART_ACTION = '/cart';

/** A cart form's own fields; where it came from is the post-back form's (components/form). */
export const CART_FIELDS = {
  intent: 'intent',
  productId: 'productId',
  quantity: 'quantity',
} as const;

export const CART_INTENTS = {
  add: 'add',
  /**
   * One more of a line (the cart's +): a step, not the quantity the shopper saw plus one, so
   * quick taps all count whatever order their posts are answered in.
   */
  increase: 'increase',
  /** One fewer of a line (the cart's −), never below one: a step too, for the same reason. */
  decrease: 'decrease',
  remove: 'remove',
  clear: 'clear',
} as const;
export type CartIntent = (typeof CART_INTENTS)[keyof typeof CART_INTENTS];

/** Search parameter of the page a no-JavaScript Add to Cart comes back to: the product's id. */
export const ADDED_PARAM = 'added';

/** The refusal of a product the catalogue does not sell (any more). */
export const CART_ERRORS = {
  unknownProduct: 'This product is not available.',
  unexpected: UNEXPECTED_ERROR,
} as const;

/** Name of the httpOnly cookie that holds a guest's cart token (set by the server). */
export const CART_COOKIE = SHOP_COOKIES.cart;
