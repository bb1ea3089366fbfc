import { ADDRESS_BOOK_LIMIT, ADDRESS_ERRORS } from '@shop/shared/account/addresses';
import { PIN_MESSAGES } from '@shop/shared/india/pincodes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from './helpers/factories';
import { call, errorOf, signUp } from './helpers/auth';
import { lifecycleOf, orderBody, pdfText, placeOrder, shipping } from './helpers/orders';
import { createTestApp, engine, type TestApp } from './helpers/test-app';

let t: TestApp;

/** The product this file's orders buy, made in beforeAll. */

let PRODUCT: number;
beforeAll(async () => {
  t = await createTestApp();
  PRODUCT = (await createProduct(t)).id;
});
afterAll(() => t?.close());

/** A Pune address (PIN 411005 is in Pune, Maharashtra in India Post's directory). */
const pune = (over: Record<string, unknown> = {}) => ({
  name: 'Asha Rao',
  phone: '+91 98200 45678',
  pincode: '411 005',
  address: '12 MG Road, Shivajinagar',
  city: 'Pune',
  state: 'Maharashtra',
  ...over,
});

const book = async (sid: string) =>
  (await call(t.app, 'GET', '/api/account/addresses', { sid })).json().addresses as {
    id: number;
    name: string;
    isDefault: boolean;
    pincode: string;
    pincodeKnown: boolean;
  }[];

const add = (sid: string, body: Record<string, unknown>) =>
  call(t.app, 'POST', '/api/account/addresses', { sid, body });

describe(`India Post's PIN directory on ${engine}`, () => {
  it('answers a PIN code’s city (district) and state', async () => {
    const res = await call(t.app, 'GET', '/api/pincodes/400093');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ pincode: '400093', city: 'Mumbai', states: ['Maharashtra'] });
    // Telangana since 2014, Ladakh since 2019: the shop's list, not the directory's old one.
    expect((await call(t.app, 'GET', '/api/pincodes/500001')).json().states).toEqual(['Telangana']);
    expect((await call(t.app, 'GET', '/api/pincodes/194101')).json().states).toEqual(['Ladakh']);
  });

  it('answers 404 for a PIN it does not list and 404 for a malformed one', async () => {
    const unknown = await call(t.app, 'GET', '/api/pincodes/999999');
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).code).toBe('not_found');
    expect((await call(t.app, 'GET', '/api/pincodes/012345')).statusCode).toBe(400);
  });
});

describe(`the address book on ${engine}`, () => {
  it('needs a signed-in customer', async () => {
    expect((await call(t.app, 'GET', '/api/account/addresses')).statusCode).toBe(401);
    expect((await add('', pune())).statusCode).toBe(401);
  });

  it('adds, lists (default first), edits and makes default', async () => {
    const { sid } = await signUp(t.app);
    const first = await add(sid, pune());
    expect(first.statusCode).toBe(201);
    expect(first.json().address).toMatchObject({
      name: 'Asha Rao',
      phone: '9820045678',
      pincode: '411005',
      state: 'Maharashtra',
      isDefault: true, // the first address is the default
      pincodeKnown: true,
    });
    const second = await add(sid, {
      ...pune(),
      name: 'Asha Rao (office)',
      pincode: '560001',
      city: 'Bengaluru',
      state: 'Karnataka',
    });
    expect(second.json().address.isDefault).toBe(false);
    expect((await book(sid)).map((a) => a.name)).toEqual(['Asha Rao', 'Asha Rao (office)']);

    const officeId = second.json().address.id;
    const edited = await call(t.app, 'PUT', `/api/account/addresses/${officeId}`, {
      sid,
      body: { ...pune(), name: 'Office', makeDefault: true },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().address).toMatchObject({ name: 'Office', city: 'Pune', isDefault: true });
    const after = await book(sid);
    expect(after.map((a) => [a.name, a.isDefault])).toEqual([
      ['Office', true],
      ['Asha Rao', false],
    ]);

    const back = await call(t.app, 'POST', `/api/account/addresses/${after[1]!.id}/default`, {
      sid,
      body: {},
    });
    expect(back.json().address.isDefault).toBe(true);
    expect((await book(sid)).filter((a) => a.isDefault).map((a) => a.name)).toEqual(['Asha Rao']);
  });

  it('passes the default on to the newest address left when the default is deleted', async () => {
    const { sid } = await signUp(t.app);
    const a = (await add(sid, pune({ name: 'A' }))).json().address;
    await add(sid, pune({ name: 'B' }));
    const c = (await add(sid, pune({ name: 'C' }))).json().address;
    const gone = await call(t.app, 'DELETE', `/api/account/addresses/${a.id}`, { sid });
    expect(gone.json()).toEqual({ ok: true });
    const left = await book(sid);
    expect(left.map((x) => [x.name, x.isDefault])).toEqual([
      ['C', true],
      ['B', false],
    ]);
    expect(left[0]!.id).toBe(c.id);
  });

  it('does not add the same address twice', async () => {
    const { sid } = await signUp(t.app);
    const once = (await add(sid, pune())).json().address;
    const again = await add(sid, pune({ name: 'asha rao', phone: '9820045678' }));
    expect(again.json().address.id).toBe(once.id);
    expect(await book(sid)).toHaveLength(1);
  });

  it('answers 404 for another customer’s address, changing nothing', async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const { id } = (await add(owner.sid, pune())).json().address;
    for (const [method, url, body] of [
      ['PUT', `/api/account/addresses/${id}`, pune({ name: 'Mallory' })],
      ['POST', `/api/account/addresses/${id}/default`, {}],
      ['DELETE', `/api/account/addresses/${id}`, undefined],
    ] as const) {
      const res = await call(t.app, method, url, { sid: other.sid, body });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(errorOf(res).message).toBe(ADDRESS_ERRORS.notFound);
    }
    expect(await book(other.sid)).toEqual([]);
    expect((await book(owner.sid)).map((a) => a.name)).toEqual(['Asha Rao']);
    const missing = await call(t.app, 'DELETE', '/api/account/addresses/abc', { sid: owner.sid });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses a PIN code of another state, naming the PIN field', async () => {
    const { sid } = await signUp(t.app);
    const res = await add(sid, pune({ state: 'Gujarat' }));
    expect(res.statusCode).toBe(400);
    const message =
      'PIN code 411005 is in Maharashtra, not Gujarat. Check the PIN code or the state.';
    expect(errorOf(res)).toMatchObject({
      code: 'pincode_state_mismatch',
      fields: { pincode: message },
    });
    expect(await book(sid)).toEqual([]);
  });

  it('keeps an address whose PIN the directory lacks, flagged', async () => {
    const { sid } = await signUp(t.app);
    const res = await add(sid, pune({ pincode: '999999' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().address.pincodeKnown).toBe(false);
    expect(PIN_MESSAGES.unknown).toMatch(/not in India Post/);
  });

  it('checks each field as checkout does', async () => {
    const { sid } = await signUp(t.app);
    const res = await add(sid, pune({ phone: '12345', pincode: '012345', state: 'Gondor' }));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(errorOf(res).fields ?? {}).sort()).toEqual(['phone', 'pincode', 'state']);
  });

  it(`keeps at most ${ADDRESS_BOOK_LIMIT} addresses`, async () => {
    const { sid } = await signUp(t.app);
    for (let i = 0; i < ADDRESS_BOOK_LIMIT; i++) {
      expect((await add(sid, pune({ address: `House ${i + 1}, MG Road` }))).statusCode).toBe(201);
    }
    const full = await add(sid, pune({ address: 'One more, MG Road' }));
    expect(full.statusCode).toBe(409);
    expect(errorOf(full)).toMatchObject({
      code: 'address_book_full',
      message: ADDRESS_ERRORS.full,
    });
  });
});

describe(`business purchases and PIN codes on orders on ${engine}`, () => {
  const maharashtraGstin = '27AAPFU0939F1ZV';
  const karnatakaGstin = '29AAGCB7383J1Z4';

  it('refuses a GSTIN registered in another state than the billing (delivery) state', async () => {
    const { sid } = await signUp(t.app);
    const res = await placeOrder(
      t.app,
      sid,
      orderBody([{ productId: PRODUCT, quantity: 1 }], {
        business: { name: 'Rao Traders', gstin: karnatakaGstin },
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields?.['business.gstin']).toBe(
      'This GSTIN is registered in Karnataka, but the billing state is Maharashtra. Use your GSTIN for Maharashtra.',
    );
  });

  it('refuses a delivery whose PIN code is in another state', async () => {
    const { sid } = await signUp(t.app);
    const res = await placeOrder(
      t.app,
      sid,
      orderBody([{ productId: PRODUCT, quantity: 1 }], {
        shipping: shipping({ state: 'Karnataka' }),
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({
      code: 'pincode_state_mismatch',
      fields: { 'shipping.pincode': expect.stringContaining('is in Maharashtra, not Karnataka') },
    });
  });

  it('puts the buyer’s GSTIN and legal name on the B2B order’s invoice', async () => {
    const { sid } = await signUp(t.app);
    const res = await placeOrder(
      t.app,
      sid,
      orderBody([{ productId: PRODUCT, quantity: 1 }], {
        business: { name: 'Rao Traders Pvt Ltd', gstin: maharashtraGstin },
      }),
    );
    expect(res.statusCode).toBe(201);
    const { orderId } = res.json().order;
    const lifecycle = lifecycleOf(t);
    await lifecycle.changeStatus(orderId, 'Processing');
    await lifecycle.changeStatus(orderId, 'Shipped', { carrier: 'DTDC', trackingNumber: 'AWB1' });
    const pdf = await call(t.app, 'GET', `/api/orders/${orderId}/invoice`, { sid });
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Rao Traders Pvt Ltd');
    expect(text).toContain(`GSTIN: ${maharashtraGstin}`);
  });

  it('keeps a GSTIN on the profile, checked like checkout’s', async () => {
    const { sid } = await signUp(t.app);
    const body = { name: 'Asha Rao', businessName: 'Rao Traders', gstin: '27aapfu0939f1zv' };
    const saved = await call(t.app, 'PUT', '/api/account/profile', { sid, body });
    expect(saved.json().profile).toMatchObject({
      businessName: 'Rao Traders',
      gstin: maharashtraGstin,
    });
    const bad = await call(t.app, 'PUT', '/api/account/profile', {
      sid,
      body: { ...body, gstin: '27AAPFU0939F1ZW' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(errorOf(bad).fields ?? {})).toEqual(['gstin']);
  });
});
