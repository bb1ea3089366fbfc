// Checkout's public entry (ADR 091): the pieces of checkout that other pages show — the cart's
// summary on the login page a checkout sent the shopper to, and the delivery check by PIN code
// on the product page and the cart.
export { CheckoutCartSummary } from './checkout-cart-summary';
export { DeliveryCheck } from './delivery-check';
