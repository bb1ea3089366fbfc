import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, signUp } from './helpers/auth';
import { createProduct } from './helpers/factories';
import { orderBody, placeOrder, stockOf } from './helpers/orders';
import { createTestApp, engine, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe(`last units on ${engine}`, () => {
  it('sells 5 units to exactly 5 of 50 simultaneous orders; stock ends at 0, never below', async () => {
    const product = await createProduct(t, { name: 'Rugged Handheld Computer', stock: 5 });
    // 10 shoppers, each placing 5 orders at once with their own idempotency keys.
    const shoppers = await Promise.all(Array.from({ length: 10 }, () => signUp(t.app)));
    const results = await Promise.all(
      shoppers.flatMap(({ sid }) =>
        Array.from({ length: 5 }, () =>
          placeOrder(t.app, sid, orderBody([{ productId: product.id, quantity: 1 }])),
        ),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(45);
    for (const refused of results.filter((r) => r.statusCode === 409)) {
      expect(errorOf(refused)).toMatchObject({
        code: 'out_of_stock',
        message: `${product.name} is out of stock`,
      });
    }
    expect(await stockOf(t.database.db, product.id)).toBe(0);

    const ids = results.filter((r) => r.statusCode === 201).map((r) => r.json().order.orderId);
    expect(new Set(ids).size).toBe(5);
    const lines = await t.database.db
      .selectFrom('order_lines')
      .select(['order_id', 'quantity'])
      .where('product_id', '=', product.id)
      .execute();
    expect(lines.map((l) => l.order_id).sort()).toEqual([...ids].sort());
  });
});
