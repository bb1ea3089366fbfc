import {
  type RouteConfig,
  type RouteConfigEntry,
  index,
  prefix,
  route,
} from '@react-router/dev/routes';

/**
 * The storefront's pages. Each is served twice (ADR 107): in English at its own address and in
 * Hindi under /hi, with route ids `hi/…` so both can be in one route tree. The back office is
 * English only.
 */
function storefront(idPrefix = ''): RouteConfigEntry[] {
  // English keeps React Router's own ids (the file without its extension).
  const id = (file: string) => (idPrefix ? { id: idPrefix + file.replace(/\.tsx$/, '') } : {});
  return [
    index('routes/home.tsx', id('routes/home.tsx')),
    route('products', 'routes/products.tsx', id('routes/products.tsx')),
    route('product/:id', 'routes/product.tsx', id('routes/product.tsx')),
    route('cart', 'routes/cart.tsx', id('routes/cart.tsx')),
    route('wishlist', 'routes/wishlist.tsx', id('routes/wishlist.tsx')),
    // Information pages.
    route('about', 'routes/about.tsx', id('routes/about.tsx')),
    route('contact', 'routes/contact.tsx', id('routes/contact.tsx')),
    route('careers', 'routes/careers.tsx', id('routes/careers.tsx')),
    route('blog', 'routes/blog.tsx', id('routes/blog.tsx')),
    route('blog/:slug', 'routes/blog-post.tsx', id('routes/blog-post.tsx')),
    route('help', 'routes/help.tsx', id('routes/help.tsx')),
    route('shipping', 'routes/shipping.tsx', id('routes/shipping.tsx')),
    route('returns', 'routes/returns.tsx', id('routes/returns.tsx')),
    route('refund', 'routes/refund.tsx', id('routes/refund.tsx')),
    route('track-order', 'routes/track-order.tsx', id('routes/track-order.tsx')),
    route('privacy', 'routes/privacy.tsx', id('routes/privacy.tsx')),
    route('terms', 'routes/terms.tsx', id('routes/terms.tsx')),
    route('cookies', 'routes/cookies.tsx', id('routes/cookies.tsx')),
    // Accounts; /orders is the account screen on its Orders tab.
    route('login', 'routes/login.tsx', id('routes/login.tsx')),
    route('logout', 'routes/logout.tsx', id('routes/logout.tsx')),
    route('forgot-password', 'routes/forgot-password.tsx', id('routes/forgot-password.tsx')),
    route('reset-password', 'routes/reset-password.tsx', id('routes/reset-password.tsx')),
    route('account', 'routes/account.tsx', id('routes/account.tsx')),
    route('orders', 'routes/account.tsx', { id: `${idPrefix}orders` }),
    route('checkout', 'routes/checkout.tsx', id('routes/checkout.tsx')),
    route('buy-now', 'routes/buy-now.tsx', id('routes/buy-now.tsx')),
    route('orders/:orderId', 'routes/order.tsx', id('routes/order.tsx')),
    route('unsubscribe', 'routes/unsubscribe.tsx', id('routes/unsubscribe.tsx')),
  ];
}

export default [
  ...storefront(),
  ...prefix('hi', storefront('hi/')),
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
    route('audit', 'routes/admin/audit.tsx'),
    route('staff', 'routes/admin/staff.tsx'),
    route('throttles', 'routes/admin/throttles.tsx'),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
