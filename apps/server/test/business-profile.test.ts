import { AUTH_ERRORS } from '@shop/shared/auth/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from './helpers/auth';
import { createProduct } from './helpers/factories';
import { lifecycleOf, orderBody, pdfText, placeOrder } from './helpers/orders';
import { createTestApp, engine, type TestApp } from './helpers/test-app';

/**
 * The business profile (ADR 104): legal name, GSTIN (shape, state code 01–38, check character)
 * and a billing address apart from delivery addresses, whose state must be the GSTIN's; the
 * tax invoice of a business order names that billing address.
 */
let t: TestApp;
let MACHINE: number;
beforeAll(async () => {
  t = await createTestApp();
  MACHINE = (await createProduct(t, { price: 8499, category: 'billing-machine' })).id;
});
afterAll(() => t?.close());

const business = {
  name: 'Meera Pharma',
  businessName: 'Meera Pharma Distributors Pvt Ltd',
  gstin: '27aaacr5055k1z7',
  billingAddress: 'Unit 4, Shree Industrial Estate, LBS Marg',
  billingCity: 'Thane',
  billingState: 'Maharashtra',
  billingPincode: '400 604',
};

const save = (sid: string, body: Record<string, unknown>) =>
  call(t.app, 'PUT', '/api/account/profile', { sid, body });

describe(`business profile on ${engine}`, () => {
  it('saves legal name, GSTIN and billing address in their normal form', async () => {
    const { sid } = await signUp(t.app);
    const res = await save(sid, business);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().profile).toMatchObject({
      businessName: 'Meera Pharma Distributors Pvt Ltd',
      gstin: '27AAACR5055K1Z7',
      billingAddress: 'Unit 4, Shree Industrial Estate, LBS Marg',
      billingCity: 'Thane',
      billingState: 'Maharashtra',
      billingPincode: '400604',
      // Delivery addresses stay apart.
      address: '',
    });
  });

  it.each([
    ['a wrong check character', { gstin: '27AAACR5055K1Z8' }, 'gstin'],
    ['state code 39', { gstin: '39AAACR5055K1Z2' }, 'gstin'],
    ['a GSTIN of another state than the billing state', { billingState: 'Karnataka' }, 'gstin'],
    ['half a billing address', { billingCity: '' }, 'billingCity'],
  ])('refuses %s with 400 under its field, changing nothing', async (_, change, field) => {
    const { sid } = await signUp(t.app);
    const res = await save(sid, { ...business, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty([field]);
    const profile = (await call(t.app, 'GET', '/api/account/profile', { sid })).json().profile;
    expect(profile.gstin).toBe('');
    if (field === 'billingCity') {
      expect(res.json().error.fields.billingCity).toBe(AUTH_ERRORS.billingIncomplete);
    }
  });

  it('a business order’s tax invoice bills the saved billing address', async () => {
    const { sid } = await signUp(t.app);
    expect((await save(sid, business)).statusCode).toBe(200);
    const placed = await placeOrder(
      t.app,
      sid,
      orderBody([{ productId: MACHINE, quantity: 1 }], {
        business: { name: business.businessName, gstin: '27AAACR5055K1Z7' },
      }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().order.orderId;
    const lifecycle = lifecycleOf(t);
    await lifecycle.changeStatus(orderId, 'Processing');
    await lifecycle.changeStatus(orderId, 'Shipped', { carrier: 'DTDC', trackingNumber: 'AWB7' });
    const pdf = await call(t.app, 'GET', `/api/orders/${orderId}/invoice`, { sid });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Unit 4, Shree Industrial Estate, LBS Marg');
    expect(text).toContain('Thane, Maharashtra 400604');
    expect(text).toContain('GSTIN: 27AAACR5055K1Z7');
    // Delivery in Maharashtra, the shop's state: CGST + SGST as before.
    expect(text).toContain('CGST @ 9%');
  });
});
