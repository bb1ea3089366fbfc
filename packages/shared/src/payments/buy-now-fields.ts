/**
 * The Buy Now form's contract (ADR 049): a form posted to the /buy-now route's action from the
 * product page (the quantity field's form, with `formaction`), cards and quick view. Plain
 * constants, no schema library, so catalogue pages' first-load JavaScript does not grow (the
 * schemas are in ./buy-now-form.ts).
 */
export const BUY_NOW_ACTION = '/buy-now';

export const BUY_NOW_FIELDS = {
  intent: 'intent',
  productId: 'productId',
  quantity: 'quantity',
  key: 'buyNowKey',
} as const;

export const BUY_NOW_INTENTS = {
  /** From a product: order it, shipped to the profile's address. */
  buy: 'buy-now',
  /** From /buy-now when the profile had no address: save it, then order. */
  address: 'buy-now-address',
} as const;
