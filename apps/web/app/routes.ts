import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('products', 'routes/products.tsx'),
  route('product/:id', 'routes/product.tsx'),
  route('cart', 'routes/cart.tsx'),
  route('wishlist', 'routes/wishlist.tsx'),
  // Information pages (issue 6).
  route('about', 'routes/about.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('careers', 'routes/careers.tsx'),
  route('blog', 'routes/blog.tsx'),
  route('blog/:slug', 'routes/blog-post.tsx'),
  route('help', 'routes/help.tsx'),
  route('shipping', 'routes/shipping.tsx'),
  route('returns', 'routes/returns.tsx'),
  route('refund', 'routes/refund.tsx'),
  route('track-order', 'routes/track-order.tsx'),
  route('privacy', 'routes/privacy.tsx'),
  route('terms', 'routes/terms.tsx'),
  route('cookies', 'routes/cookies.tsx'),
  // Accounts (issue 3); /orders is the account screen on its Orders tab.
  route('login', 'routes/login.tsx'),
  route('forgot-password', 'routes/forgot-password.tsx'),
  route('reset-password', 'routes/reset-password.tsx'),
  route('account', 'routes/account.tsx'),
  route('orders', 'routes/account.tsx', { id: 'orders' }),
  route('checkout', 'routes/checkout.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
