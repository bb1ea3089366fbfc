import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('products', 'routes/products.tsx'),
  route('product/:id', 'routes/product.tsx'),
  route('cart', 'routes/cart.tsx'),
  route('wishlist', 'routes/wishlist.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
