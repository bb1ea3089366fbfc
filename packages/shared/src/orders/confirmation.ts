/**
 * Where a placed order lands (ADR 048): the top of the account's Orders tab, opening on the
 * order's confirmation. `payNow` (ADR 049) asks the page's script to open the payment at once,
 * as Place Order and Buy Now did before they were forms; without JavaScript Pay now is a button.
 */
export const confirmationPath = (orderId: string, options: { payNow?: boolean } = {}) =>
  `/account?tab=orders&placed=${encodeURIComponent(orderId)}${options.payNow ? `&${PAY_NOW_PARAM}=now` : ''}`;

/** The confirmation's search parameter that opens the payment on arrival. */
export const PAY_NOW_PARAM = 'pay';

/** Where /checkout sends a shopper whose cart is empty. */
export const EMPTY_CHECKOUT_PATH = '/cart?notice=empty-checkout';
