import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from './helpers/factories';
import { call, signUp, staffSession } from './helpers/auth';
import { lifecycleOf, orderBody, placeOrder, setStock } from './helpers/orders';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * Reviews from real buyers (ADR 051). Only a delivered order entitles a review;
 * a second review edits the first; only approved reviews count in the product's rating, which
 * can no longer be typed; the demo's ratings come from its seeded reviews.
 */

let t: TestApp;
/** A product of this test's own, made in beforeAll: no reviews yet. */
let PRINTER: number;
/** Another, also without reviews. */
let OTHER: number;
let staff: { sid: string };
beforeAll(async () => {
  t = await createTestApp({}, { demoReviews: true });
  PRINTER = (await createProduct(t, { price: 7999, category: 'thermal-printer', hsn: '844332' }))
    .id;
  OTHER = (await createProduct(t, { price: 27999, category: 'note-counting', hsn: '847290' })).id;
  const signed = await staffSession(t, { name: 'Moderator' });
  staff = signed;
});
afterAll(() => t?.close());

/** A signed-up customer whose order with the product has been delivered. */
async function buyer(productId: number, name = 'Meera Iyer') {
  const customer = await signUp(t.app, { name });
  await setStock(t.database.db, productId, 10);
  const placed = await placeOrder(t.app, customer.sid, orderBody([{ productId, quantity: 1 }]));
  expect(placed.statusCode).toBe(201);
  const orderId: string = placed.json().order.orderId;
  const lifecycle = lifecycleOf(t);
  await lifecycle.changeStatus(orderId, 'Processing');
  await lifecycle.changeStatus(orderId, 'Shipped', {
    carrier: 'Delhivery',
    trackingNumber: 'AWB1',
  });
  return { ...customer, orderId, lifecycle };
}

const review = (rating: number, body = 'Prints KOTs fast and the cutter is clean.') => ({
  rating,
  title: 'Kitchen printer',
  body,
});

const productReviews = async (id: number) =>
  (await call(t.app, 'GET', `/api/products/${id}/reviews`)).json();
const product = async (id: number) => (await call(t.app, 'GET', `/api/products/${id}`)).json();
const moderate = (id: number, action: string, body: unknown = {}) =>
  call(t.app, 'POST', `/api/admin/reviews/${id}/${action}`, { sid: staff.sid, body });

describe('reviews', () => {
  it('refuses a review until the order is delivered, then takes one per product', async () => {
    const b = await buyer(PRINTER);
    const url = `/api/products/${PRINTER}/my-review`;
    const early = await call(t.app, 'PUT', url, { sid: b.sid, body: review(5) });
    expect(early.statusCode).toBe(403);
    expect(early.json().error.code).toBe('review_not_eligible');
    expect((await call(t.app, 'GET', url, { sid: b.sid })).json()).toEqual({
      eligible: false,
      review: null,
    });

    await b.lifecycle.changeStatus(b.orderId, 'Delivered');
    const first = await call(t.app, 'PUT', url, { sid: b.sid, body: review(5) });
    expect(first.statusCode).toBe(200);
    expect(first.json().review).toMatchObject({ rating: 5, status: 'pending' });
    // Pending: not shown and not counted.
    expect((await productReviews(PRINTER)).summary.count).toBe(0);

    const second = await call(t.app, 'PUT', url, {
      sid: b.sid,
      body: review(4, 'Edited: still good.'),
    });
    expect(second.json().review).toMatchObject({ rating: 4, body: 'Edited: still good.' });
    const rows = await t.database.db
      .selectFrom('reviews')
      .select('id')
      .where('product_id', '=', PRINTER)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('counts approved reviews only: the rating, the count and the rating sort follow moderation', async () => {
    const a = await buyer(OTHER, 'Asha Rao');
    const c = await buyer(OTHER, 'Vikram Shah');
    for (const b of [a, c]) await b.lifecycle.changeStatus(b.orderId, 'Delivered');
    const url = `/api/products/${OTHER}/my-review`;
    await call(t.app, 'PUT', url, { sid: a.sid, body: review(5) });
    await call(t.app, 'PUT', url, { sid: c.sid, body: review(2, 'Counts slowly with old notes.') });
    const queue = await call(t.app, 'GET', '/api/admin/reviews?status=pending', { sid: staff.sid });
    const ids = queue
      .json()
      .items.filter((r: { productId: number }) => r.productId === OTHER)
      .map((r: { id: number }) => r.id);
    expect(ids).toHaveLength(2);
    for (const id of ids) expect((await moderate(id, 'approve')).statusCode).toBe(200);

    let summary = (await productReviews(OTHER)).summary;
    expect(summary).toEqual({ average: 3.5, count: 2, byStars: [0, 1, 0, 0, 1] });
    expect((await product(OTHER)).product).toMatchObject({ rating: 3.5, reviews: 2 });

    // Hidden (for a published reason) → no longer counted; a low rating is not a reason.
    const low = (await productReviews(OTHER)).reviews.find(
      (r: { rating: number }) => r.rating === 2,
    );
    const refused = await moderate(low.id, 'hide', { reason: 'Negative review' });
    expect(refused.statusCode).toBe(400);
    const hidden = await moderate(low.id, 'hide', { reason: 'Not about this product' });
    expect(hidden.json().review).toMatchObject({
      status: 'hidden',
      hiddenReason: 'Not about this product',
    });
    summary = (await productReviews(OTHER)).summary;
    expect(summary).toMatchObject({ average: 5, count: 1 });
    expect((await product(OTHER)).product).toMatchObject({ rating: 5, reviews: 1 });

    // A reply is public under the review.
    const high = (await productReviews(OTHER)).reviews[0];
    await moderate(high.id, 'reply', { reply: 'Thank you, Asha!' });
    const shown = (await productReviews(OTHER)).reviews[0];
    expect(shown).toMatchObject({
      author: 'Asha R.',
      verified: true,
      reply: { text: 'Thank you, Asha!' },
    });

    // Editing a published review takes it back to moderation and out of the count.
    await call(t.app, 'PUT', url, { sid: a.sid, body: review(4, 'After a month: still good.') });
    expect((await product(OTHER)).product).toMatchObject({ rating: 0, reviews: 0 });
  });

  it('shows every change to a published review at once, though answers are kept (ADR 094)', async () => {
    const id = (await createProduct(t, { price: 1499, category: 'paper-rolls', hsn: '480230' })).id;
    const b = await buyer(id, 'Kiran Das');
    await b.lifecycle.changeStatus(b.orderId, 'Delivered');
    const url = `/api/products/${id}/my-review`;
    await call(t.app, 'PUT', url, { sid: b.sid, body: review(4, 'Rolls fit the 3 inch printer.') });
    expect((await productReviews(id)).reviews).toEqual([]);
    const queue = await call(t.app, 'GET', '/api/admin/reviews?status=pending', { sid: staff.sid });
    const mine = queue.json().items.find((r: { productId: number }) => r.productId === id);
    await moderate(mine.id, 'approve');
    expect((await productReviews(id)).reviews).toMatchObject([{ author: 'Kiran D.' }]);

    // The author's new name is shown with the review.
    const profile = (await call(t.app, 'GET', '/api/account/profile', { sid: b.sid })).json();
    const renamed = { ...profile.profile, name: 'Kiran Mehta' };
    delete renamed.email;
    const saved = await call(t.app, 'PUT', '/api/account/profile', { sid: b.sid, body: renamed });
    expect(saved.statusCode).toBe(200);
    expect((await productReviews(id)).reviews).toMatchObject([{ author: 'Kiran M.' }]);

    // Edited, it waits for moderation again: off the product at once.
    await call(t.app, 'PUT', url, { sid: b.sid, body: review(5, 'A month on: no jams.') });
    expect(await productReviews(id)).toMatchObject({ reviews: [], summary: { count: 0 } });
  });

  it('pages a product with more reviews than a page, and counts them the same either way', async () => {
    const id = (await createProduct(t, { price: 2499, category: 'paper-rolls', hsn: '480230' })).id;
    const url = `/api/products/${id}/my-review`;
    const stars = [5, 4, 4, 3, 5, 1, 2, 5, 4, 3, 5];
    for (const [i, rating] of stars.entries()) {
      const b = await buyer(id, `Buyer ${String.fromCharCode(65 + i)}`);
      await b.lifecycle.changeStatus(b.orderId, 'Delivered');
      await call(t.app, 'PUT', url, { sid: b.sid, body: review(rating) });
    }
    const pending = async () =>
      (await call(t.app, 'GET', '/api/admin/reviews?status=pending', { sid: staff.sid }))
        .json()
        .items.filter((r: { productId: number }) => r.productId === id)
        .map((r: { id: number }) => r.id) as number[];
    // A page of ten, all approved: the summary counted from the page itself.
    const [last, ...first] = await pending();
    for (const reviewId of first) await moderate(reviewId, 'approve');
    const byStars = (list: number[]) =>
      [1, 2, 3, 4, 5].map((n) => list.filter((r) => r === n).length);
    const whole = await productReviews(id);
    expect(whole.reviews).toHaveLength(10);
    expect(whole).toMatchObject({ page: 1, pageCount: 1 });
    const approved = whole.reviews.map((r: { rating: number }) => r.rating) as number[];
    expect(whole.summary).toEqual({
      count: 10,
      byStars: byStars(approved),
      average: (await product(id)).product.rating,
    });

    // Eleven: the first page shows ten, the summary counts eleven, the second page the last.
    await moderate(last!, 'approve');
    const one = await productReviews(id);
    expect(one.reviews).toHaveLength(10);
    expect(one).toMatchObject({ page: 1, pageCount: 2 });
    expect(one.summary).toMatchObject({ count: 11, byStars: byStars(stars) });
    const two = (await call(t.app, 'GET', `/api/products/${id}/reviews?page=2`)).json();
    expect(two).toMatchObject({ page: 2, pageCount: 2 });
    expect(two.reviews).toHaveLength(1);
    const ids = [...one.reviews, ...two.reviews].map((r: { id: number }) => r.id);
    expect(new Set(ids).size).toBe(11);
  });

  it('takes no typed rating: the back office form has no such fields', async () => {
    const res = await call(t.app, 'GET', `/api/admin/products/${PRINTER}`, { sid: staff.sid });
    const before = res.json().product;
    const { id: _id, createdAt: _c, updatedAt: _u, orderCount: _o, hidden: _h, ...input } = before;
    const put = await call(t.app, 'PUT', `/api/admin/products/${PRINTER}`, {
      sid: staff.sid,
      body: { ...input, expectedStock: before.stock, rating: 5, reviews: 9999 },
    });
    expect(put.statusCode).toBe(200);
    expect((await product(PRINTER)).product).toMatchObject({ rating: 0, reviews: 0 });
  });

  it('seeds the demo with reviews of delivered orders, and the ratings agree with them', async () => {
    const rows = await t.database.db
      .selectFrom('reviews')
      .innerJoin('orders', 'orders.order_id', 'reviews.order_id')
      .innerJoin('order_lines', (j) =>
        j
          .onRef('order_lines.order_id', '=', 'orders.order_id')
          .onRef('order_lines.product_id', '=', 'reviews.product_id'),
      )
      .select(['reviews.product_id', 'reviews.rating', 'reviews.status', 'orders.order_status'])
      .where('orders.user_id', 'is not', null)
      .execute();
    expect(rows.length).toBeGreaterThan(30);
    expect(rows.every((r) => r.order_status === 'Delivered')).toBe(true);
    const approved = rows.filter((r) => r.status === 'approved' && r.product_id === 1);
    const average = approved.reduce((a, r) => a + r.rating, 0) / approved.length;
    expect((await product(1)).product).toMatchObject({
      rating: Math.round(average * 10) / 10,
      reviews: approved.length,
    });
  });

  it('counts the reviews waiting for moderation on the dashboard', async () => {
    const queue = await call(t.app, 'GET', '/api/admin/reviews?status=pending', { sid: staff.sid });
    const dashboard = await call(t.app, 'GET', '/api/admin/dashboard', { sid: staff.sid });
    const pending = queue.json().counts.pending;
    expect(pending).toBeGreaterThan(0); // the demo's two, and this file's
    expect(dashboard.json().pendingReviews).toBe(pending);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const b = await buyer(PRINTER, 'Input Tester');
    await b.lifecycle.changeStatus(b.orderId, 'Delivered');
    const url = `/api/products/${PRINTER}/my-review`;
    for (const body of [review(0), review(6), review(3, 'short'), { rating: 3 }]) {
      const res = await call(t.app, 'PUT', url, { sid: b.sid, body });
      expect(res.statusCode).toBe(400);
    }
    expect((await call(t.app, 'GET', url, { sid: b.sid })).json().review).toBeNull();
    expect((await call(t.app, 'PUT', url, { body: review(5) })).statusCode).toBe(401);
  });
});
