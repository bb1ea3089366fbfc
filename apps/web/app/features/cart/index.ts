// The cart's public entry (ADR 091): what other features use of it. Routes and the root may
// import the cart's own files (the page's lines, the provider) directly.
export { rememberProduct, useCart } from './cart-context';
export { CartForm, useCartForm } from './cart-form';
export { OrderSummary } from './order-summary';
