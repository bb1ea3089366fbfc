import { ADMIN_ERRORS } from '@shop/shared/admin/errors';
import { STAFF_ERRORS } from '@shop/shared/admin/staff';
import { AUTH_ERRORS } from '@shop/shared/auth/errors';
import { SHOP } from '@shop/shared/shop/identity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  currentUser,
  errorOf,
  logIn,
  PASSWORD,
  signUp,
  staffSession,
  uniqueEmail,
} from './helpers/auth';
import { createProduct } from './helpers/factories';
import { orderBody, placeOrder } from './helpers/orders';
import { createTestApp, engine, type TestApp } from './helpers/test-app';

let t: TestApp;
/** ₹1,200 → ₹2,006 with shipping and GST on both */
let CHARGER: number;
let admin: { sid: string; user: { id: number; email: string } };
beforeAll(async () => {
  t = await createTestApp();
  CHARGER = (await createProduct(t, { price: 1200, category: 'accessories', hsn: '850440' })).id;
  admin = await staffSession(t, { name: 'Customer Care' });
});
afterAll(() => t?.close());

const as = (method: 'GET' | 'POST', url: string, body?: unknown) =>
  call(t.app, method, url, { sid: admin.sid, body });

async function audit(query: string) {
  const res = await as('GET', `/api/admin/audit?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as {
    items: { action: string; entityId: string; actor: unknown; details: Record<string, unknown> }[];
    total: number;
  };
}

describe(`customers on ${engine}`, () => {
  it('lists and searches accounts by name, email and mobile number with their orders and spend', async () => {
    const name = `Farida Qureshi ${Date.now()}`;
    const shopper = await signUp(t.app, { name, email: uniqueEmail('farida') });
    const profile = await call(t.app, 'PUT', '/api/account/profile', {
      sid: shopper.sid,
      body: { name, phone: '+91 91234 56780' },
    });
    expect(profile.statusCode).toBe(200);
    for (let i = 0; i < 2; i++) {
      const res = await placeOrder(
        t.app,
        shopper.sid,
        orderBody([{ productId: CHARGER, quantity: 1 }]),
      );
      expect(res.statusCode).toBe(201);
      if (i === 1) {
        const cancel = await as('POST', `/api/admin/orders/${res.json().order.orderId}/cancel`);
        expect(cancel.statusCode).toBe(200);
      }
    }

    const find = async (q: string) => {
      const res = await as('GET', `/api/admin/customers?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(200);
      return res.json().items as { id: number }[];
    };
    for (const q of [name.toUpperCase(), shopper.user.email, '9123456780', '91234 56780']) {
      expect(
        (await find(q)).map((c) => c.id),
        q,
      ).toEqual([shopper.user.id]);
    }
    const [row] = await find(shopper.user.email);
    expect(row).toMatchObject({
      name,
      email: shopper.user.email,
      phone: '9123456780',
      role: 'customer',
      disabled: false,
      orderCount: 2,
      totalSpentPaise: 200600,
    });
    expect(await find('nobody-matches-this')).toEqual([]);

    const page = await as('GET', '/api/admin/customers?pageSize=1&page=2');
    expect(page.json()).toMatchObject({ page: 2, pageSize: 1, items: [expect.anything()] });
    expect(page.json().total).toBeGreaterThanOrEqual(2);

    const detail = await as('GET', `/api/admin/customers/${shopper.user.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().customer).toMatchObject({ id: shopper.user.id, orderCount: 2 });
    expect(detail.json().orders.map((o: { status: string }) => o.status)).toEqual([
      'Cancelled',
      'Placed',
    ]);
    expect((await as('GET', '/api/admin/customers/999999')).statusCode).toBe(404);
  });

  it('disabling ends the account’s sessions and refuses its logins until enabled again', async () => {
    const email = uniqueEmail('disable-me');
    const shopper = await signUp(t.app, { email });
    const second = await logIn(t.app, email, PASSWORD);
    expect(second.statusCode).toBe(200);
    expect(
      (await call(t.app, 'GET', '/api/account/profile', { sid: shopper.sid })).statusCode,
    ).toBe(200);

    const res = await as('POST', `/api/admin/customers/${shopper.user.id}/disable`);
    expect(res.statusCode).toBe(200);
    expect(res.json().customer).toMatchObject({ disabled: true });
    expect(res.json().customer.disabledAt).toEqual(expect.any(String));

    const profile = await call(t.app, 'GET', '/api/account/profile', { sid: shopper.sid });
    expect(profile.statusCode).toBe(401);
    expect(await currentUser(t.app, shopper.sid)).toBeNull();
    const login = await logIn(t.app, email, PASSWORD);
    expect(login.statusCode).toBe(403);
    expect(errorOf(login)).toEqual({
      code: 'account_disabled',
      message: AUTH_ERRORS.accountDisabled,
    });
    expect(errorOf(login).message).toBe('This account has been disabled');

    const [disabled] = (await audit(`entity=customer&entityId=${shopper.user.id}`)).items;
    expect(disabled).toMatchObject({
      action: 'customer.disable',
      actor: { id: admin.user.id, email: admin.user.email },
      details: { email: email.toLowerCase(), endedSessions: 2 },
    });

    const enabled = await as('POST', `/api/admin/customers/${shopper.user.id}/enable`);
    expect(enabled.json().customer).toMatchObject({ disabled: false, disabledAt: null });
    expect((await logIn(t.app, email, PASSWORD)).statusCode).toBe(200);
    expect((await audit(`entity=customer&entityId=${shopper.user.id}`)).items[0]!.action).toBe(
      'customer.enable',
    );
  });

  it('does not let an admin disable themself (409)', async () => {
    const res = await as('POST', `/api/admin/customers/${admin.user.id}/disable`);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toEqual({
      code: 'cannot_disable_self',
      message: ADMIN_ERRORS.cannotDisableSelf,
    });
    expect((await call(t.app, 'GET', '/api/admin/dashboard', { sid: admin.sid })).statusCode).toBe(
      200,
    );
    expect((await as('POST', '/api/admin/customers/999999/disable')).statusCode).toBe(404);
  });

  it('makes an account staff at once, once (409 the second time), with an audit entry', async () => {
    const shopper = await signUp(t.app, { email: uniqueEmail('promote-me') });
    expect(
      (await call(t.app, 'GET', '/api/admin/dashboard', { sid: shopper.sid })).statusCode,
    ).toBe(403);
    const res = await as('POST', '/api/admin/staff', { email: shopper.user.email, role: 'staff' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ member: { role: 'staff' }, invited: false });
    expect(
      (await call(t.app, 'GET', '/api/admin/dashboard', { sid: shopper.sid })).statusCode,
    ).toBe(200);
    const [entry] = (await audit(`entity=customer&entityId=${shopper.user.id}`)).items;
    expect(entry).toMatchObject({
      action: 'staff.add',
      actor: { id: admin.user.id, email: admin.user.email, role: 'owner' },
      details: { role: 'staff', created: false },
    });
    const again = await as('POST', '/api/admin/staff', { email: shopper.user.email });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toEqual({
      code: 'already_staff',
      message: STAFF_ERRORS.alreadyStaff('staff'),
    });
  });
});

describe(`contact inbox on ${engine}`, () => {
  const send = (subject: string, name: string) =>
    call(t.app, 'POST', '/api/contact', {
      body: {
        name,
        email: uniqueEmail('writer'),
        phone: '98765 43210',
        subject,
        message: 'Please call me about a billing machine for my shop.',
      },
    });

  it('lists unread messages first, and marks them read and unread', async () => {
    expect((await send('Request a quote', 'Older Writer')).statusCode).toBe(200);
    expect((await send('Product enquiry', 'Newer Writer')).statusCode).toBe(200);
    const list = await as('GET', '/api/admin/messages');
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body).toMatchObject({ total: 2, unread: 2 });
    expect(body.items.map((m: { name: string }) => m.name)).toEqual([
      'Newer Writer',
      'Older Writer',
    ]);
    const older = body.items[1];
    expect(older).toMatchObject({
      subject: 'Request a quote',
      read: false,
      phone: '9876543210',
      answered: false,
    });

    const read = await as('POST', `/api/admin/messages/${body.items[0].id}/read`);
    expect(read.json().message).toMatchObject({ read: true, name: 'Newer Writer' });
    const after = (await as('GET', '/api/admin/messages')).json();
    expect(after.unread).toBe(1);
    expect(after.items.map((m: { name: string }) => m.name)).toEqual([
      'Older Writer',
      'Newer Writer',
    ]);

    const one = await as('GET', `/api/admin/messages/${older.id}`);
    expect(one.json().message.message).toBe('Please call me about a billing machine for my shop.');
    const unread = await as('POST', `/api/admin/messages/${body.items[0].id}/unread`);
    expect(unread.json().message).toMatchObject({ read: false, readAt: null });
    expect((await as('GET', '/api/admin/messages/999999')).statusCode).toBe(404);
    expect((await as('POST', '/api/admin/messages/999999/read')).statusCode).toBe(404);

    const entries = (await audit(`entity=message&entityId=${body.items[0].id}`)).items;
    expect(entries.map((e) => e.action)).toEqual(['message.unread', 'message.read']);
  });

  it('emails a reply through the outbox and keeps it with the message, which reads as answered', async () => {
    expect((await send('Technical support', 'Ravi Menon')).statusCode).toBe(200);
    const { items } = (await as('GET', '/api/admin/messages')).json();
    const message = items.find((m: { name: string }) => m.name === 'Ravi Menon');
    const url = `/api/admin/messages/${message.id}/reply`;

    // Refused input changes nothing and sends nothing.
    for (const body of [{ body: '   ' }, {}, { body: 'x'.repeat(5001) }, { body: 'Hi', cc: 'x' }]) {
      const bad = await as('POST', url, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await as('POST', '/api/admin/messages/999999/reply', { body: 'Hello' })).statusCode,
    ).toBe(404);
    const outbox = () =>
      t.database.db
        .selectFrom('outbox')
        .selectAll()
        .where('to_address', '=', message.email)
        .execute();
    expect(await outbox()).toHaveLength(0);

    const text = 'Thank you for writing.\n\nPlease restart the printer while holding FEED.';
    const res = await as('POST', url, { body: `  ${text}  ` });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatchObject({
      read: true,
      answered: true,
      replies: [{ body: text, staffEmail: admin.user.email }],
    });
    const [mail] = await outbox();
    expect(mail).toMatchObject({
      subject: 'Re: Technical support',
      // A technical question was meant for support: answering the reply reaches support.
      reply_to: SHOP.email,
    });
    expect(mail!.text_body).toContain('Dear Ravi Menon,');
    expect(mail!.text_body).toContain('Please restart the printer while holding FEED.');
    expect(mail!.text_body).toContain('> Please call me about a billing machine for my shop.');

    const list = (await as('GET', '/api/admin/messages')).json();
    expect(list.items.find((m: { id: number }) => m.id === message.id)).toMatchObject({
      answered: true,
      replies: [],
    });
    const [entry] = (await audit(`entity=message&entityId=${message.id}`)).items;
    expect(entry).toMatchObject({ action: 'message.reply', details: { to: message.email } });
  });
});

describe(`audit log on ${engine}`, () => {
  it('pages newest first, filters by entity and refuses an unknown entity', async () => {
    const all = await audit('pageSize=2');
    expect(all.items).toHaveLength(2);
    expect(all.total).toBeGreaterThan(2);
    const second = await audit('pageSize=2&page=2');
    expect(second.items[0]!.entityId).not.toBe(all.items[0]!.entityId);
    const customers = await audit('entity=customer&pageSize=100');
    expect(customers.items.every((e) => /^(customer|staff)\./.test(e.action))).toBe(true);
    const bad = await as('GET', '/api/admin/audit?entity=everything');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(errorOf(bad).fields!)).toEqual(['entity']);
  });
});
