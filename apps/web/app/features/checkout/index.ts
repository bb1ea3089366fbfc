// Checkout's public entry (ADR 091): the pieces of checkout other features may show — the cart's
// summary for a shopper a checkout sent to log in, and the delivery check by PIN code. Routes
// import them from their own files, so a page loads only the piece it shows.
export { CheckoutCartSummary } from './checkout-cart-summary';
export { DeliveryCheck } from './delivery-check';
