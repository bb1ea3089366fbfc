import { PERMISSION_ERRORS } from '@shop/shared/admin/permissions';
import { STAFF_ERRORS } from '@shop/shared/admin/staff';
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createProduct } from './helpers/factories';
import { call, errorOf, logIn, signUp, staffSession, uniqueEmail } from './helpers/auth';
import { setStock } from './helpers/orders';
import { askReturn, customerOrder, deliver } from './helpers/returns';
import { migrations } from '../src/db/migrations/index';
import { createEmptyDatabase, createTestApp, engine, type TestApp } from './helpers/test-app';

/**
 * Owner and staff (ADR 070): staff run orders, stock, messages and reviews;
 * only owners touch staff accounts, refunds and prices; every change names who made it and in
 * which role; the shop always keeps an owner.
 */

let t: TestApp;
/** ₹1,200 */
let CHARGER: number;
let PRINTER: number;
let owner: Awaited<ReturnType<typeof staffSession>>;
let staff: Awaited<ReturnType<typeof staffSession>>;
beforeAll(async () => {
  t = await createTestApp(); // demo payments
  CHARGER = (await createProduct(t, { price: 1200, category: 'accessories', hsn: '850440' })).id;
  PRINTER = (await createProduct(t, { price: 8499, category: 'billing-machine', hsn: '847050' }))
    .id;
  owner = await staffSession(t, { role: 'owner', name: 'Shop Owner' });
  staff = await staffSession(t, { role: 'staff', name: 'Counter Staff' });
});
afterAll(() => t?.close());
afterEach(() => vi.useRealTimers());

type Who = { sid: string };
const as = (who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  call(t.app, method, url, { sid: who.sid, body });

async function auditOf(entity: string, entityId: string | number) {
  const res = await as(owner, 'GET', `/api/admin/audit?entity=${entity}&entityId=${entityId}`);
  expect(res.statusCode).toBe(200);
  return res.json().items as {
    action: string;
    actor: { id: number | null; email: string; role: string | null };
    details: Record<string, unknown>;
  }[];
}

function expectRefused(res: { statusCode: number; json(): unknown }, message: string) {
  expect(res.statusCode).toBe(403);
  expect(errorOf(res)).toEqual({ code: 'forbidden', message });
}

async function paidOrder() {
  await setStock(t.database.db, CHARGER, 50);
  const order = await customerOrder(t.app, [{ productId: CHARGER, quantity: 1 }]);
  const paid = await call(t.app, 'POST', `/api/orders/${order.orderId}/payment/demo-confirm`, {
    sid: order.sid,
  });
  expect(paid.statusCode).toBe(200);
  return order;
}

describe(`what staff may do on ${engine}`, () => {
  it('lists and moves orders on, each change audited with the staff member and their role', async () => {
    const order = await paidOrder();
    expect((await as(staff, 'GET', '/api/admin/orders')).statusCode).toBe(200);
    expect((await as(staff, 'GET', `/api/admin/orders/${order.orderId}`)).statusCode).toBe(200);
    const moved = await as(staff, 'POST', `/api/admin/orders/${order.orderId}/status`, {
      status: 'Processing',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const [entry] = await auditOf('order', order.orderId);
    expect(entry).toMatchObject({
      action: 'order.status',
      actor: { id: staff.user.id, email: staff.user.email.toLowerCase(), role: 'staff' },
      details: { from: 'Placed', to: 'Processing' },
    });
  });

  it('changes stock and other fields, but not the price (403, nothing saved)', async () => {
    const { product } = (await as(staff, 'GET', `/api/admin/products/${PRINTER}`)).json();
    const stocked = await as(staff, 'PUT', `/api/admin/products/${PRINTER}`, {
      ...product,
      expectedStock: product.stock,
      stock: product.stock + 7,
      description: `${product.description} Ships in two days.`,
    });
    expect(stocked.statusCode, stocked.body).toBe(200);
    expect(stocked.json().product.stock).toBe(product.stock + 7);
    const [entry] = await auditOf('product', PRINTER);
    expect(entry).toMatchObject({
      action: 'product.update',
      actor: { id: staff.user.id, role: 'staff' },
      details: { changes: { stock: { from: product.stock, to: product.stock + 7 } } },
    });

    const saved = stocked.json().product;
    const repriced = await as(staff, 'PUT', `/api/admin/products/${PRINTER}`, {
      ...saved,
      expectedStock: saved.stock,
      stock: 1,
      price: product.price - 100,
    });
    expectRefused(repriced, PERMISSION_ERRORS.prices);
    const mrp = await as(staff, 'PUT', `/api/admin/products/${PRINTER}`, {
      ...saved,
      expectedStock: saved.stock,
      originalPrice: product.price + 1000,
    });
    expectRefused(mrp, PERMISSION_ERRORS.prices);
    const after = (await as(staff, 'GET', `/api/admin/products/${PRINTER}`)).json().product;
    expect(after).toMatchObject({
      price: product.price,
      originalPrice: product.originalPrice,
      stock: product.stock + 7,
    });
  });

  it('imports stock from a CSV, and a file that moves a price is refused whole', async () => {
    const { product } = (await as(owner, 'GET', `/api/admin/products/${CHARGER}`)).json();
    const csv = (price: number, stock: number, expected: number) =>
      `id,price,stock,expected_stock\n${CHARGER},${price},${stock},${expected}\n`;
    const stockOnly = await as(staff, 'POST', '/api/admin/products/import', {
      csv: csv(product.price, 77, product.stock),
      apply: true,
    });
    expect(stockOnly.statusCode, stockOnly.body).toBe(200);
    expect(stockOnly.json()).toMatchObject({ applied: true, problems: [] });

    const withPrice = await as(staff, 'POST', '/api/admin/products/import', {
      csv: csv(product.price - 50, 78, 77),
      apply: true,
    });
    expect(withPrice.statusCode).toBe(200);
    expect(withPrice.json()).toMatchObject({
      applied: false,
      problems: [{ line: 2, message: PERMISSION_ERRORS.prices }],
    });
    const after = (await as(owner, 'GET', `/api/admin/products/${CHARGER}`)).json().product;
    expect(after).toMatchObject({ price: product.price, stock: 77 });
  });

  it('answers and marks messages, and moderates reviews', async () => {
    const sent = await call(t.app, 'POST', '/api/contact', {
      body: {
        name: 'Ravi Menon',
        email: uniqueEmail('writer'),
        phone: '98765 43210',
        subject: 'Technical support',
        message: 'My printer stopped cutting the paper after a week.',
      },
    });
    expect(sent.statusCode).toBe(200);
    const inbox = await as(staff, 'GET', '/api/admin/messages');
    expect(inbox.statusCode).toBe(200);
    const message = inbox.json().items[0] as { id: number };
    const reply = await as(staff, 'POST', `/api/admin/messages/${message.id}/reply`, {
      body: 'Please clean the cutter blade; we are sending a guide.',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect((await auditOf('message', message.id))[0]).toMatchObject({
      action: 'message.reply',
      actor: { id: staff.user.id, role: 'staff' },
    });

    // A delivered buyer's review, waiting for moderation.
    const order = await customerOrder(t.app, [{ productId: CHARGER, quantity: 1 }]);
    await deliver(t, order.orderId);
    const written = await call(t.app, 'PUT', `/api/products/${CHARGER}/my-review`, {
      sid: order.sid,
      body: { rating: 5, title: 'Charges fast', body: 'Keeps the billing machine going all day.' },
    });
    expect(written.statusCode, written.body).toBe(200);
    const pending = await as(staff, 'GET', '/api/admin/reviews?status=pending');
    expect(pending.statusCode).toBe(200);
    const reviewId = (pending.json().items as { id: number; orderId: string }[]).find(
      (r) => r.orderId === order.orderId,
    )!.id;
    const approved = await as(staff, 'POST', `/api/admin/reviews/${reviewId}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await auditOf('review', reviewId))[0]).toMatchObject({
      action: 'review.approve',
      actor: { id: staff.user.id, role: 'staff' },
    });
  });
});

describe(`what only an owner may do on ${engine}`, () => {
  it('refuses staff a refund, a paid order’s cancellation, adding and deleting products', async () => {
    const order = await paidOrder();
    await deliver(t, order.orderId);
    expect(
      (await askReturn(t.app, order.sid, order.orderId, [{ lineNo: 1, quantity: 1 }])).statusCode,
    ).toBe(200);
    const returnId = (await as(staff, 'GET', `/api/admin/orders/${order.orderId}/returns`)).json()
      .returns[0].id as number;
    // Staff handle the return up to the goods coming back…
    for (const step of ['approve', 'receive']) {
      const res = await as(staff, 'POST', `/api/admin/returns/${returnId}/${step}`, {});
      expect(res.statusCode, res.body).toBe(200);
    }
    // …the money is an owner's.
    expectRefused(
      await as(staff, 'POST', `/api/admin/returns/${returnId}/refund`, {}),
      PERMISSION_ERRORS.refunds,
    );
    // Refused before the body is even read: a bad body is still a 403, not a 400.
    expectRefused(
      await as(staff, 'POST', '/api/admin/refunds/1/complete', { bankReference: '' }),
      PERMISSION_ERRORS.refunds,
    );
    expectRefused(await as(staff, 'POST', '/api/admin/refunds/1/send'), PERMISSION_ERRORS.refunds);
    const refunded = await as(owner, 'POST', `/api/admin/returns/${returnId}/refund`, {});
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect((await auditOf('return', returnId))[0]).toMatchObject({
      action: 'return.refund',
      actor: { id: owner.user.id, role: 'owner' },
    });

    // Cancelling a paid order refunds it: an owner's; an unpaid one staff may cancel.
    const paid = await paidOrder();
    expectRefused(
      await as(staff, 'POST', `/api/admin/orders/${paid.orderId}/cancel`, {}),
      PERMISSION_ERRORS.refunds,
    );
    const unpaid = await customerOrder(t.app, [{ productId: CHARGER, quantity: 1 }]);
    expect(
      (await as(staff, 'POST', `/api/admin/orders/${unpaid.orderId}/cancel`, {})).statusCode,
    ).toBe(200);
    expect(
      (await as(owner, 'POST', `/api/admin/orders/${paid.orderId}/cancel`, {})).statusCode,
    ).toBe(200);

    expectRefused(
      await as(staff, 'POST', '/api/admin/products', { name: 'x' }),
      PERMISSION_ERRORS.prices,
    );
    expectRefused(
      await as(staff, 'DELETE', `/api/admin/products/${PRINTER}`),
      PERMISSION_ERRORS.prices,
    );
  });

  it('refuses staff every staff-account route, and switching off a back-office account', async () => {
    const other = await staffSession(t, { role: 'staff' });
    const attempts = [
      as(staff, 'GET', '/api/admin/staff'),
      as(staff, 'POST', '/api/admin/staff', { email: uniqueEmail('friend') }),
      as(staff, 'POST', `/api/admin/staff/${staff.user.id}/role`, { role: 'owner' }),
      as(staff, 'POST', `/api/admin/staff/${owner.user.id}/revoke`),
    ];
    for (const res of await Promise.all(attempts)) {
      expectRefused(res, PERMISSION_ERRORS['staff.manage']);
    }
    expectRefused(
      await as(staff, 'POST', `/api/admin/customers/${other.user.id}/disable`),
      PERMISSION_ERRORS['staff.manage'],
    );
    // A customer account is theirs to switch off.
    const shopper = await signUp(t.app);
    expect(
      (await as(staff, 'POST', `/api/admin/customers/${shopper.user.id}/disable`)).statusCode,
    ).toBe(200);
    const me = await call(t.app, 'GET', '/api/auth/me', { sid: staff.sid });
    expect(me.json().user.role).toBe('staff');
  });
});

describe(`staff accounts on ${engine}`, () => {
  it('promotes a customer, invites a new email, switches roles and removes access, all audited', async () => {
    const shopper = await signUp(t.app, { email: uniqueEmail('promoted') });
    const promoted = await as(owner, 'POST', '/api/admin/staff', {
      email: shopper.user.email,
    });
    expect(promoted.statusCode, promoted.body).toBe(201);
    expect(promoted.json()).toMatchObject({
      invited: false,
      member: { id: shopper.user.id, role: 'staff' },
    });
    expect((await call(t.app, 'GET', '/api/admin/orders', { sid: shopper.sid })).statusCode).toBe(
      200,
    );

    // A new email: an account whose password its owner chooses through the emailed link.
    const email = uniqueEmail('newhire').toLowerCase();
    const invited = await as(owner, 'POST', '/api/admin/staff', { email, role: 'staff' });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json()).toMatchObject({ invited: true, member: { email, role: 'staff' } });
    const mail = await t.database.db
      .selectFrom('outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', email)
      .executeTakeFirstOrThrow();
    const token = /reset-password\?token=([\w-]+)/.exec(mail.text_body)?.[1];
    expect(token).toBeTruthy();
    const chosen = await call(t.app, 'POST', '/api/auth/reset-password', {
      body: { token, password: 'a-new-staff-password' },
    });
    expect(chosen.statusCode, chosen.body).toBeLessThan(300);
    const login = await logIn(t.app, email, 'a-new-staff-password');
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ email, role: 'staff' });

    const list = await as(owner, 'GET', '/api/admin/staff');
    expect(list.statusCode).toBe(200);
    const emails = (list.json().items as { email: string; role: string }[]).map((m) => m.email);
    expect(emails).toEqual(expect.arrayContaining([email, shopper.user.email.toLowerCase()]));

    const raised = await as(owner, 'POST', `/api/admin/staff/${shopper.user.id}/role`, {
      role: 'owner',
    });
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json().member.role).toBe('owner');
    const same = await as(owner, 'POST', `/api/admin/staff/${shopper.user.id}/role`, {
      role: 'owner',
    });
    expect(same.statusCode).toBe(409);

    const removed = await as(owner, 'POST', `/api/admin/staff/${shopper.user.id}/revoke`);
    expect(removed.statusCode, removed.body).toBe(200);
    // Signed out everywhere, and a customer again.
    expect((await call(t.app, 'GET', '/api/auth/me', { sid: shopper.sid })).json().user).toBe(null);
    const row = await t.database.db
      .selectFrom('users')
      .select('role')
      .where('id', '=', shopper.user.id)
      .executeTakeFirstOrThrow();
    expect(row.role).toBe('customer');

    const entries = await auditOf('customer', shopper.user.id);
    expect(entries.map((e) => e.action)).toEqual(['staff.revoke', 'staff.role', 'staff.add']);
    for (const e of entries) {
      expect(e.actor).toEqual({
        id: owner.user.id,
        email: owner.user.email.toLowerCase(),
        role: 'owner',
      });
    }
    expect(entries[1]!.details).toMatchObject({ role: { from: 'staff', to: 'owner' } });

    expect(
      (await as(owner, 'POST', '/api/admin/staff', { email: 'not-an-email' })).statusCode,
    ).toBe(400);
    const twice = await as(owner, 'POST', '/api/admin/staff', { email });
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice)).toEqual({
      code: 'already_staff',
      message: STAFF_ERRORS.alreadyStaff('staff'),
    });
  });

  it('never demotes or removes the last owner', async () => {
    // Every other owner made staff first, so `owner` is the only one.
    const others = (await as(owner, 'GET', '/api/admin/staff')).json().items as {
      id: number;
      role: string;
    }[];
    for (const m of others.filter((m) => m.role === 'owner' && m.id !== owner.user.id)) {
      const res = await as(owner, 'POST', `/api/admin/staff/${m.id}/role`, { role: 'staff' });
      expect(res.statusCode, res.body).toBe(200);
    }
    const demote = await as(owner, 'POST', `/api/admin/staff/${owner.user.id}/role`, {
      role: 'staff',
    });
    expect(demote.statusCode).toBe(409);
    expect(errorOf(demote)).toEqual({ code: 'last_owner', message: STAFF_ERRORS.lastOwner });
    const remove = await as(owner, 'POST', `/api/admin/staff/${owner.user.id}/revoke`);
    expect(remove.statusCode).toBe(409);
    expect(errorOf(remove).code).toBe('last_owner');

    // With a second owner, the first may step down.
    const second = await staffSession(t, { role: 'staff' });
    expect(
      (await as(owner, 'POST', `/api/admin/staff/${second.user.id}/role`, { role: 'owner' }))
        .statusCode,
    ).toBe(200);
    const stepDown = await as(second, 'POST', `/api/admin/staff/${owner.user.id}/role`, {
      role: 'staff',
    });
    expect(stepDown.statusCode, stepDown.body).toBe(200);
    expect((await call(t.app, 'GET', '/api/admin/staff', { sid: owner.sid })).statusCode).toBe(403);
    // Put back for any test that runs after.
    await as(second, 'POST', `/api/admin/staff/${owner.user.id}/role`, { role: 'owner' });
  });
});

describe(`migration 023 on ${engine}`, () => {
  it('makes every existing admin an owner and leaves customers as they are', async () => {
    const empty = await createEmptyDatabase();
    const handle = empty.open();
    try {
      const migrator = new Migrator({
        db: handle.db,
        provider: { getMigrations: async () => migrations },
      });
      expect((await migrator.migrateTo('020-message-replies')).error).toBeUndefined();
      const now = new Date().toISOString();
      for (const [email, role] of [
        ['old.admin@example.com', 'admin'],
        ['old.customer@example.com', 'customer'],
      ]) {
        // Kept as raw SQL: rows as they were before migration 021, which this test checks.
        await sql`INSERT INTO users (email, name, role, password_hash, created_at, updated_at)
          VALUES (${email}, '', ${role}, 'x', ${now}, ${now})`.execute(handle.db);
      }
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const rows = await handle.db
        .selectFrom('users')
        .select(['email', 'role'])
        .orderBy('email')
        .execute();
      expect(rows).toEqual([
        { email: 'old.admin@example.com', role: 'owner' },
        { email: 'old.customer@example.com', role: 'customer' },
      ]);
    } finally {
      await handle.close();
      await empty.remove();
    }
  });
});
