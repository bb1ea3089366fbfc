import { describe, expect, it } from 'vitest';
import { pageRouteIds } from './page-routes';

/** A server build's route manifest, shaped like the shop's own (apps/web/app/routes.ts). */
const routes = Object.fromEntries(
  [
    { id: 'root', path: '' },
    { id: 'routes/home', parentId: 'root', path: 'hi?' },
    { id: 'routes/product', parentId: 'root', path: 'hi?/product/:id' },
    { id: 'routes/account', parentId: 'root', path: 'hi?/account' },
    { id: 'orders', parentId: 'root', path: 'hi?/orders' },
    { id: 'routes/order', parentId: 'root', path: 'hi?/orders/:orderId' },
    { id: 'routes/admin/layout', parentId: 'root', path: 'admin' },
    { id: 'routes/admin/dashboard', parentId: 'routes/admin/layout', index: true },
    { id: 'routes/admin/product-new', parentId: 'routes/admin/layout', path: 'products/new' },
    { id: 'routes/admin/product-edit', parentId: 'routes/admin/layout', path: 'products/:id' },
    { id: 'routes/not-found', parentId: 'root', path: '*' },
  ].map((route) => [route.id, { caseSensitive: undefined, ...route, module: {} }]),
);

describe('page route ids', () => {
  const routeOf = pageRouteIds({ routes } as never);

  it('name the deepest route an address renders, never the address', () => {
    expect(routeOf('/')).toBe('routes/home');
    expect(routeOf('/product/12')).toBe('routes/product');
    expect(routeOf('/product/99999')).toBe('routes/product');
    expect(routeOf('/orders')).toBe('orders');
    expect(routeOf('/orders/ORD1234567890123')).toBe('routes/order');
    expect(routeOf('/admin')).toBe('routes/admin/dashboard');
    expect(routeOf('/admin/products/new')).toBe('routes/admin/product-new');
    expect(routeOf('/admin/products/7')).toBe('routes/admin/product-edit');
    expect(routeOf('/no/such/page/42')).toBe('routes/not-found');
    // A dynamic segment that happens to be a word of another route still matches as dynamic.
    expect(routeOf('/product/new')).toBe('routes/product');
    expect(routeOf('/Admin/Products/New')).toBe('routes/admin/product-new');
    expect(routeOf('/product/12/more')).toBe('routes/not-found');
  });

  it('name a Hindi page by the same route as its English one (ADR 107)', () => {
    expect(routeOf('/hi')).toBe('routes/home');
    expect(routeOf('/hi/product/12')).toBe('routes/product');
    expect(routeOf('/hi/orders/ORD1234567890123')).toBe('routes/order');
    expect(routeOf('/hi/product/12.data')).toBe('routes/product.data');
    expect(routeOf('/hi/admin')).toBe('routes/not-found');
  });

  it('mark React Router’s data requests as such', () => {
    expect(routeOf('/product/12.data')).toBe('routes/product.data');
    expect(routeOf('/_root.data')).toBe('routes/home.data');
  });
});
