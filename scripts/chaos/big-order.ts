// Big order: a ₹2.5 crore order (22 × ₹10 lakh, ₹2,59,60,000 with GST: every amount past 32-bit
// paise) must be stored and read back to the paisa; one rupee past the largest order (₹5 crore
// with GST) must be a 400 order_too_large that takes no stock and stores nothing (ADR 085).
import {
  MAX_ORDER_TOTAL_PAISE,
  ORDER_TOO_LARGE,
} from '../../packages/shared/src/pricing/order-limit';
import type { ShopClient } from '../../apps/server/test/process/http-client';
import { log, storedOrderCount, withCluster, type Engine, type Row } from './common';

const BIG_TOTAL_PAISE = 2_596_000_000;

/** A product added through the back office API at `price` rupees; its id. */
async function addProduct(admin: ShopClient, name: string, price: number): Promise<number> {
  const res = await admin.post('/api/admin/products', {
    name: `${name} ${Date.now().toString(36)}`,
    category: 'touch-pos',
    brand: 'Chaos',
    price,
    originalPrice: null,
    badge: null,
    stock: 200,
    warrantyYears: 1,
    returnable: true,
    hsn: '847050',
    description: 'Made by the big-order chaos scenario.',
    features: ['Priced for a very large order'],
    specifications: [{ name: 'Made by', value: 'chaos' }],
    images: ['/images/products/p1-1.svg'],
    hidden: false,
  });
  if (res.status !== 201) throw new Error(`admin product create: ${res.status} ${res.body}`);
  return res.json().product.id as number;
}

export async function bigOrder(engine: Engine): Promise<Row> {
  return withCluster(engine, 1, async (cluster) => {
    const admin = await cluster.admin();
    const lakhs = await addProduct(admin, 'Store fit-out ₹10 lakh', 1_000_000);
    // 42 × ₹10 lakh + ₹3,72,882 = ₹4,23,72,882: ₹5,00,00,001 with GST.
    const over = await addProduct(admin, 'Top-up ₹3,72,882', 372_882);
    const [shopper] = await cluster.shoppers(1);
    const ordersBefore = await storedOrderCount(admin);

    log(`big-order/${engine}: 22 × ₹10 lakh`);
    const placed = await shopper!.placeOrder([{ productId: lakhs, quantity: 22 }]);
    const orderId = placed.status === 201 ? (placed.json().order.orderId as string) : '';
    const readBack = orderId ? (await shopper!.get(`/api/orders/${orderId}`)).json() : {};
    const stored = readBack.order ?? readBack;
    const bigOk =
      placed.status === 201 &&
      placed.json().order.totalPaise === BIG_TOTAL_PAISE &&
      stored.totalPaise === BIG_TOTAL_PAISE &&
      stored.taxPaise === 396_000_000;

    log(`big-order/${engine}: one rupee past ₹5 crore`);
    const stockBefore = await admin.stockOf(lakhs);
    const refused = await shopper!.placeOrder([
      { productId: lakhs, quantity: 42 },
      { productId: over, quantity: 1 },
    ]);
    const code = refused.status === 400 ? refused.json().error?.code : '';
    const stockAfter = await admin.stockOf(lakhs);
    const added = (await storedOrderCount(admin)) - ordersBefore;
    const overOk = refused.status === 400 && code === ORDER_TOO_LARGE && stockAfter === stockBefore;
    return {
      scenario: 'big-order',
      engine,
      figures:
        `₹2.5 crore order ${placed.status}, total ${stored.totalPaise ?? '-'} paise ` +
        `(want ${BIG_TOTAL_PAISE}); past ${MAX_ORDER_TOTAL_PAISE / 100} rupees ${refused.status} ` +
        `${code || '-'}; stock ${stockBefore}→${stockAfter}; orders stored +${added}`,
      pass: bigOk && overOk && added === 1,
    };
  });
}
