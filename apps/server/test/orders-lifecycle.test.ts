import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../src/lib/domain-errors';
import { httpAnswer } from '../src/plugins/errors';
import type { AdminProduct } from '@shop/shared/admin/products';
import { call, signUp } from './helpers/auth';
import { createProduct } from './helpers/factories';
import {
  lifecycleOf,
  orderBody,
  outboxFor,
  placeOrder,
  setStock,
  shipping,
  stockOf,
} from './helpers/orders';
import { createTestApp, engine, type TestApp } from './helpers/test-app';

let t: TestApp;
/** The product every order of this file buys. */
let product: AdminProduct;
beforeAll(async () => {
  t = await createTestApp();
  product = await createProduct(t, {
    name: 'Table Top Barcode Scanner',
    category: 'barcode-scanner',
  });
});
afterAll(() => t?.close());

const root = fileURLToPath(new URL('../../..', import.meta.url));

async function newOrder(quantity = 1, email = `life.${Date.now()}.${Math.random()}@example.com`) {
  const { sid } = await signUp(t.app);
  const res = await placeOrder(
    t.app,
    sid,
    orderBody([{ productId: product.id, quantity }], { shipping: shipping({ email }) }),
  );
  expect(res.statusCode).toBe(201);
  return { sid, email, orderId: res.json().order.orderId as string };
}

/** The domain error a promise rejects with, as the API answers it (status, message, fields). */
async function refusal(p: Promise<unknown>) {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(DomainError);
  const { status, body } = httpAnswer(err as DomainError);
  return { statusCode: status, message: body.error.message, fields: body.error.fields };
}

describe(`order lifecycle on ${engine}`, () => {
  it('moves Placed → Processing → Shipped → Delivered, recording and emailing each change', async () => {
    const lifecycle = lifecycleOf(t);
    const { sid, email, orderId } = await newOrder();

    expect((await lifecycle.changeStatus(orderId, 'Processing')).order.status).toBe('Processing');
    const noCourier = await refusal(lifecycle.changeStatus(orderId, 'Shipped'));
    expect(noCourier.statusCode).toBe(400);
    expect(noCourier.fields).toEqual({
      carrier: 'Enter the courier company',
      trackingNumber: 'Enter the tracking number',
    });
    const shipped = await lifecycle.changeStatus(orderId, 'Shipped', {
      carrier: 'Blue Dart',
      trackingNumber: ' BD 12345678 ',
      note: 'Packed with care',
    });
    expect(shipped).toMatchObject({ from: 'Processing', to: 'Shipped' });
    expect(shipped.order.shipment).toEqual({ carrier: 'Blue Dart', trackingNumber: 'BD 12345678' });
    await lifecycle.changeStatus(orderId, 'Delivered');

    const detail = (await call(t.app, 'GET', `/api/orders/${orderId}`, { sid })).json().order;
    expect(detail.status).toBe('Delivered');
    expect(detail.invoiceAvailable).toBe(true);
    expect(detail.timeline.map((e: { status: string }) => e.status)).toEqual([
      'Placed',
      'Processing',
      'Shipped',
      'Delivered',
    ]);
    expect(detail.timeline[2]).toMatchObject({
      carrier: 'Blue Dart',
      trackingNumber: 'BD 12345678',
      note: 'Packed with care',
    });
    for (const event of detail.timeline) expect(Date.parse(event.at)).not.toBeNaN();

    const mails = await outboxFor(t.database.db, email);
    expect(mails.map((m) => m.subject)).toEqual([
      `Order ${orderId} placed — Shubh Billing Systems`,
      `Order ${orderId} is being prepared — Shubh Billing Systems`,
      `Order ${orderId} has shipped — Shubh Billing Systems`,
      `Order ${orderId} has been delivered — Shubh Billing Systems`,
    ]);
    expect(mails[2]!.text_body).toContain('Courier: Blue Dart\nTracking number: BD 12345678');
    expect(mails[2]!.text_body).toContain('Packed with care');
  });

  it('refuses illegal moves with 409 and a clear message, changing nothing', async () => {
    const lifecycle = lifecycleOf(t);
    const { orderId, email } = await newOrder();
    const skip = await refusal(
      lifecycle.changeStatus(orderId, 'Shipped', { carrier: 'DTDC', trackingNumber: 'D1' }),
    );
    expect(skip.statusCode).toBe(409);
    expect(skip.message).toBe(
      `Order ${orderId} is Placed and cannot be moved to Shipped. From Placed it can move to Processing or Cancelled.`,
    );
    const back = await refusal(lifecycle.changeStatus(orderId, 'Placed'));
    expect(back.message).toBe(`Order ${orderId} is already Placed.`);

    await lifecycle.changeStatus(orderId, 'Processing');
    await lifecycle.changeStatus(orderId, 'Shipped', { carrier: 'DTDC', trackingNumber: 'D1' });
    const late = await refusal(lifecycle.changeStatus(orderId, 'Cancelled'));
    expect(late.message).toContain('is Shipped and cannot be moved to Cancelled');
    await lifecycle.changeStatus(orderId, 'Delivered');
    const final = await refusal(lifecycle.changeStatus(orderId, 'Processing'));
    expect(final.message).toBe(
      `Order ${orderId} is Delivered and cannot be moved to Processing. Delivered is a final status.`,
    );
    expect(
      (await refusal(lifecycle.changeStatus('ORD1000000000000', 'Processing'))).statusCode,
    ).toBe(404);
    // Placed, Processing, Shipped, Delivered: refusals send nothing.
    expect(await outboxFor(t.database.db, email)).toHaveLength(4);
  });

  it('puts the stock back when an order is cancelled from Placed or Processing', async () => {
    const lifecycle = lifecycleOf(t);
    await setStock(t.database.db, product.id, 20);
    const a = await newOrder(3);
    const b = await newOrder(4);
    expect(await stockOf(t.database.db, product.id)).toBe(13);

    await lifecycle.changeStatus(a.orderId, 'Cancelled', { note: 'Cancelled at your request' });
    expect(await stockOf(t.database.db, product.id)).toBe(16);
    await lifecycle.changeStatus(b.orderId, 'Processing');
    await lifecycle.changeStatus(b.orderId, 'Cancelled');
    expect(await stockOf(t.database.db, product.id)).toBe(20);
    // Cancelling twice returns nothing more.
    expect((await refusal(lifecycle.changeStatus(a.orderId, 'Cancelled'))).statusCode).toBe(409);
    expect(await stockOf(t.database.db, product.id)).toBe(20);

    const mails = await outboxFor(t.database.db, a.email);
    expect(mails.at(-1)!.subject).toBe(
      `Order ${a.orderId} has been cancelled — Shubh Billing Systems`,
    );
    expect(mails.at(-1)!.text_body).toContain('Cancelled at your request');
    const detail = (await call(t.app, 'GET', `/api/orders/${a.orderId}`, { sid: a.sid })).json();
    expect(detail.order.status).toBe('Cancelled');
  });

  it('is changed from the command line: npm run order:status -- ORDERID STATUS [carrier tracking]', async () => {
    const { orderId, email } = await newOrder();
    await lifecycleOf(t).changeStatus(orderId, 'Processing');
    const env = {
      ...process.env,
      DATA_DIR: t.dataDir,
      PUBLIC_URL: 'http://shop.test',
      DATABASE_URL: t.config.databaseUrl ?? '',
      LOG_LEVEL: 'silent',
    };
    const run = (...args: string[]) =>
      promisify(execFile)(
        process.execPath,
        [
          path.join(root, 'node_modules/tsx/dist/cli.mjs'),
          'apps/server/scripts/order-status.ts',
          ...args,
        ],
        { cwd: root, env },
      ).then(
        (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
        (e: { code: number; stdout: string; stderr: string }) => e,
      );

    const shipped = await run(orderId.toLowerCase(), 'shipped', 'Blue Dart', 'BD998877');
    expect(shipped.stderr).toBe('');
    expect(shipped.code).toBe(0);
    expect(shipped.stdout).toContain(
      `${orderId}: Processing → Shipped (Blue Dart, tracking BD998877).`,
    );
    const row = await t.database.db
      .selectFrom('orders')
      .select(['order_status', 'invoice_number'])
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(row.order_status).toBe('Shipped');
    // The command delivered the status email: a .eml file in DATA_DIR/outbox.
    const sent = (await outboxFor(t.database.db, email)).at(-1)!;
    expect(sent).toMatchObject({
      subject: `Order ${orderId} has shipped — Shubh Billing Systems`,
      status: 'sent',
    });
    expect(
      fs.readdirSync(path.join(t.dataDir, 'outbox')).some((f) => f.includes('has-shipped')),
    ).toBe(true);

    const refused = await run(orderId, 'Cancelled');
    expect(refused.code).toBe(4);
    expect(refused.stderr).toContain('is Shipped and cannot be moved to Cancelled');
    const usage = await run(orderId);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Usage: npm run order:status');
  }, 180_000);
});
