import { type RouteConfig, type RouteConfigEntry, index, route } from '@react-router/dev/routes';

/**
 * The storefront's pages, each in English at its own address and in Hindi under /hi (ADR 107):
 * `hi?` is an optional static segment, so one route serves both and keeps one id. The back
 * office is English only.
 */
const storefront: RouteConfigEntry[] = [
  route('hi?', 'routes/home.tsx'),
  route('hi?/products', 'routes/products.tsx'),
  route('hi?/product/:id', 'routes/product.tsx'),
  route('hi?/cart', 'routes/cart.tsx'),
  route('hi?/quick-order', 'routes/quick-order.tsx'),
  route('hi?/wishlist', 'routes/wishlist.tsx'),
  // Information pages.
  route('hi?/about', 'routes/about.tsx'),
  route('hi?/contact', 'routes/contact.tsx'),
  route('hi?/careers', 'routes/careers.tsx'),
  route('hi?/blog', 'routes/blog.tsx'),
  route('hi?/blog/:slug', 'routes/blog-post.tsx'),
  route('hi?/help', 'routes/help.tsx'),
  route('hi?/shipping', 'routes/shipping.tsx'),
  route('hi?/returns', 'routes/returns.tsx'),
  route('hi?/refund', 'routes/refund.tsx'),
  route('hi?/track-order', 'routes/track-order.tsx'),
  route('hi?/privacy', 'routes/privacy.tsx'),
  route('hi?/terms', 'routes/terms.tsx'),
  route('hi?/cookies', 'routes/cookies.tsx'),
  // Accounts; /orders is the account screen on its Orders tab.
  route('hi?/login', 'routes/login.tsx'),
  route('hi?/logout', 'routes/logout.tsx'),
  route('hi?/forgot-password', 'routes/forgot-password.tsx'),
  route('hi?/reset-password', 'routes/reset-password.tsx'),
  route('hi?/account', 'routes/account.tsx'),
  route('hi?/orders', 'routes/account.tsx', { id: 'orders' }),
  route('hi?/checkout', 'routes/checkout.tsx'),
  route('hi?/buy-now', 'routes/buy-now.tsx'),
  route('hi?/orders/:orderId', 'routes/order.tsx'),
  route('hi?/quotes', 'routes/quotes.tsx'),
  route('hi?/quotes/new', 'routes/quote-new.tsx'),
  route('hi?/quotes/:id', 'routes/quote.tsx'),
  route('hi?/unsubscribe', 'routes/unsubscribe.tsx'),
  route('hi?/delivery-problem/:token', 'routes/delivery-problem.tsx'),
  route('hi?/confirm-cod', 'routes/confirm-cod.tsx'),
];

export default [
  ...storefront,
  // Back office: staff only, checked by the layout's loader.
  route('admin', 'routes/admin/layout.tsx', [
    index('routes/admin/dashboard.tsx'),
    route('products', 'routes/admin/products.tsx'),
    route('products/new', 'routes/admin/product-new.tsx'),
    route('products/import', 'routes/admin/product-import.tsx'),
    route('products/:id', 'routes/admin/product-edit.tsx'),
    route('orders', 'routes/admin/orders.tsx'),
    route('orders/:orderId', 'routes/admin/order.tsx'),
    route('ship', 'routes/admin/ship.tsx'),
    route('ship/eway-bill-json', 'routes/admin/eway-bill-json.ts'),
    route('returns', 'routes/admin/returns.tsx'),
    route('messages', 'routes/admin/messages.tsx'),
    route('customers', 'routes/admin/customers.tsx'),
    route('customers/:id', 'routes/admin/customer.tsx'),
    route('reviews', 'routes/admin/reviews.tsx'),
    route('gst', 'routes/admin/gst.tsx'),
    route('e-invoices', 'routes/admin/e-invoices.tsx'),
    route('quotes', 'routes/admin/quotes.tsx'),
    route('quotes/:id', 'routes/admin/quote.tsx'),
    route('audit', 'routes/admin/audit.tsx'),
    route('staff', 'routes/admin/staff.tsx'),
    route('throttles', 'routes/admin/throttles.tsx'),
    route('cod-pincodes', 'routes/admin/cod-pincodes.tsx'),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
