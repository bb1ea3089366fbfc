import { beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from './helpers/factories';
import { engine, type TestApp } from './helpers/test-app';
import type { RazorpayFake } from './razorpay-fake/fake';
import { runReconcile, useLiveShop } from './razorpay-fake/live-shop';
import {
  orderRow,
  paymentRows,
  receiptsFor,
  openRazorpayOrder,
} from './razorpay-fake/shop-helpers';

let fake: RazorpayFake;
let t: TestApp;
useLiveShop((shop) => ({ fake, t } = shop));
/** The product its Razorpay orders buy (₹1,200), made once the live shop exists. */
let product: number;
beforeAll(async () => {
  product = (await createProduct(t, { price: 1200 })).id;
});

const reconcile = () => runReconcile({ fake, t });

const snapshot = async () => ({
  orders: await t.database.db
    .selectFrom('orders')
    .select(['order_id', 'payment_status', 'payment_reference', 'paid_at', 'updated_at'])
    .orderBy('order_id')
    .execute(),
  payments: await t.database.db.selectFrom('payments').selectAll().orderBy('id').execute(),
  outbox: await t.database.db.selectFrom('outbox').select('id').execute(),
});

describe(`payments:reconcile on ${engine}`, () => {
  it('settles what Razorpay knows and changes nothing when run again', async () => {
    // Paid at Razorpay, but the browser never came back and no webhook arrived.
    const paid = await openRazorpayOrder(t.app, product);
    const { payment } = fake.pay(paid.razorpayOrderId, { method: 'wallet' });
    // Only a failed attempt: stays Pending, can be paid again.
    const failed = await openRazorpayOrder(t.app, product);
    fake.fail(failed.razorpayOrderId, { description: 'Insufficient balance' });
    // Authorized, not captured: reported, left Pending.
    const authorized = await openRazorpayOrder(t.app, product);
    const auth = fake.pay(authorized.razorpayOrderId, { status: 'authorized' });
    // Window opened, nothing tried.
    const waiting = await openRazorpayOrder(t.app, product);

    const first = await reconcile();
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toContain(`Paid:        ${paid.orderId} (payment ${payment.id})`);
    expect(first.stdout).toContain(
      `Failed:      ${failed.orderId} (BAD_REQUEST_ERROR: Insufficient balance; left Pending)`,
    );
    expect(first.stdout).toContain(
      `Authorized:  ${authorized.orderId} (payment ${auth.payment.id}`,
    );
    expect(first.stdout).toContain(`No payment:  ${waiting.orderId}`);
    expect(first.stdout).toContain(
      'Summary: 1 marked Paid, 1 authorized, 1 failed, 1 without payment, 0 not checked.',
    );

    expect(await orderRow(t.database.db, paid.orderId)).toMatchObject({
      payment_status: 'Paid',
      payment_reference: payment.id,
    });
    expect(await paymentRows(t.database.db, paid.orderId)).toEqual([
      expect.objectContaining({ status: 'paid', method: 'wallet' }),
    ]);
    expect(await receiptsFor(t.database.db, paid.orderId)).toHaveLength(1);
    for (const o of [failed, authorized, waiting]) {
      expect((await orderRow(t.database.db, o.orderId)).payment_status).toBe('Pending');
    }
    expect((await paymentRows(t.database.db, failed.orderId))[0]).toMatchObject({
      status: 'failed',
      error: 'BAD_REQUEST_ERROR: Insufficient balance',
    });

    const before = await snapshot();
    const second = await reconcile();
    expect(second.code).toBe(0);
    expect(second.stdout).not.toContain(paid.orderId);
    expect(second.stdout).toContain(
      'Summary: 0 marked Paid, 1 authorized, 1 failed, 1 without payment, 0 not checked.',
    );
    expect(await snapshot()).toEqual(before);
  });

  it('reports orders it could not check and exits 1', async () => {
    const open = await openRazorpayOrder(t.app, product);
    fake.outage(503);
    try {
      const run = await reconcile();
      expect(run.code).toBe(1);
      expect(run.stdout).toMatch(new RegExp(`Not checked: ${open.orderId} \\(.*HTTP 503`));
    } finally {
      fake.outage(false);
    }
    expect((await orderRow(t.database.db, open.orderId)).payment_status).toBe('Pending');
  });
});
