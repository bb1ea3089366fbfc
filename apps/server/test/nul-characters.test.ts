import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NUL_CHARACTER } from '../src/lib/http-error';
import { makeAdmin } from '../src/modules/admin/staff/make-admin';
import { hashPassword } from '../src/modules/auth/passwords';
import { createProduct } from './helpers/factories';
import { call, errorOf, logIn, PASSWORD, sidCookie, signUp, uniqueEmail } from './helpers/auth';
import { newKey, orderBody, placeOrder, shipping } from './helpers/orders';
import { createTestApp, engine, type TestApp } from './helpers/test-app';

let t: TestApp;

/** The product this file's orders buy, made in beforeAll. */

let PRODUCT: number;
let customer: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  PRODUCT = (await createProduct(t)).id;
  customer = (await signUp(t.app)).sid;
  const email = uniqueEmail('staff').toLowerCase();
  await makeAdmin(t.database.db, email, await hashPassword(PASSWORD));
  admin = sidCookie(await logIn(t.app, email, PASSWORD))!.value;
});
afterAll(() => t?.close());

const NUL = 'a\u0000b';

/**
 * PostgreSQL cannot store U+0000 in text, so a string holding one is refused: every engine
 * answers 400 naming the field, and nothing is stored.
 */
describe(`NUL characters in input on ${engine}`, () => {
  it('refuses them in a JSON body with 400 naming each field', async () => {
    const res = await call(t.app, 'PUT', '/api/account/profile', {
      sid: customer,
      body: { name: `Ravi ${NUL}`, address: `14 Residency Road ${NUL}` },
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toEqual({
      code: 'bad_request',
      message: NUL_CHARACTER,
      fields: { name: NUL_CHARACTER, address: NUL_CHARACTER },
    });

    const order = await placeOrder(
      t.app,
      customer,
      orderBody([{ productId: PRODUCT, quantity: 1 }], { shipping: shipping({ address: NUL }) }),
      newKey(),
    );
    expect(order.statusCode).toBe(400);
    expect(errorOf(order).fields).toEqual({ 'shipping.address': NUL_CHARACTER });

    const contact = await call(t.app, 'POST', '/api/contact', {
      body: {
        name: 'Asha Rao',
        email: 'asha@example.com',
        phone: '9820012345',
        subject: 'Other',
        message: `A question about ${NUL}`,
      },
    });
    expect(contact.statusCode).toBe(400);
    expect(errorOf(contact).fields).toEqual({ message: NUL_CHARACTER });
  });

  it('refuses them in a query string', async () => {
    for (const url of ['/api/admin/customers?q=a%00b', '/api/admin/products?q=%00']) {
      const res = await call(t.app, 'GET', url, { sid: admin });
      expect(res.statusCode, url).toBe(400);
      expect(errorOf(res).fields).toEqual({ q: NUL_CHARACTER });
    }
    const res = await call(t.app, 'GET', '/api/products?search=scan%00ner');
    expect(res.statusCode).toBe(400);
  });
});
