import { parseWithZod } from '@conform-to/zod/v4';
import {
  allowedStep,
  checkedShipping,
  paymentDetail,
  paymentFormSchema,
  placeFormSchema,
  shippingFormSchema,
} from '@shop/shared/checkout/checkout-form';
import { describe, expect, it } from 'vitest';

/** A posted form, as the /checkout action receives it. */
const posted = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

const SHIPPING = {
  name: 'Asha Retail',
  email: 'asha@example.com',
  phone: '98765 43210',
  address: '12 MG Road',
  city: 'Mumbai',
  state: 'Maharashtra',
  pincode: '400 069',
};

describe('the checkout steps as posted forms (ADR 049)', () => {
  it('checks the Shipping step and hands on the delivery details', () => {
    const result = parseWithZod(posted(SHIPPING), { schema: shippingFormSchema });
    expect(result.status).toBe('success');
    if (result.status !== 'success') return;
    expect(checkedShipping(result.value)).toEqual({
      shipping: { ...SHIPPING, phone: '9876543210', pincode: '400069' },
      business: null,
    });
  });

  it('names every refused field at once, the GST ones too when a GST invoice is asked for', () => {
    const result = parseWithZod(
      posted({ ...SHIPPING, pincode: '012345', wantsGstInvoice: 'on', gstin: '27AAPFU0939F1ZX' }),
      { schema: shippingFormSchema },
    );
    if (result.status === 'success') throw new Error('refused fields were accepted');
    expect(Object.keys(result.error ?? {}).sort()).toEqual(['businessName', 'gstin', 'pincode']);
    expect(result.error?.pincode).toEqual(['PIN code must be exactly 6 digits']);
  });

  it('keeps the GST details once they are right, and ignores them when not asked for', () => {
    const gst = { businessName: ' Asha  Retail ', gstin: '27aapfu0939f1zv' };
    const asked = parseWithZod(posted({ ...SHIPPING, ...gst, wantsGstInvoice: 'on' }), {
      schema: shippingFormSchema,
    });
    expect(asked.status === 'success' && checkedShipping(asked.value).business).toEqual({
      name: 'Asha Retail',
      gstin: '27AAPFU0939F1ZV',
    });
    const unasked = parseWithZod(posted({ ...SHIPPING, gstin: 'nonsense' }), {
      schema: shippingFormSchema,
    });
    expect(unasked.status === 'success' && checkedShipping(unasked.value).business).toBeNull();
  });

  it('keeps an optional purchase order number, and refuses one that cannot be printed (ADR 105)', () => {
    const kept = parseWithZod(posted({ ...SHIPPING, poNumber: ' PO/2026/17 ' }), {
      schema: shippingFormSchema,
    });
    expect(kept.status === 'success' && kept.value.poNumber).toBe('PO/2026/17');
    const none = parseWithZod(posted({ ...SHIPPING, poNumber: '' }), {
      schema: shippingFormSchema,
    });
    expect(none.status === 'success' && none.value.poNumber).toBeUndefined();
    const bad = parseWithZod(posted({ ...SHIPPING, poNumber: '<b>PO</b>' }), {
      schema: shippingFormSchema,
    });
    if (bad.status === 'success') throw new Error('an unprintable PO number was accepted');
    expect(Object.keys(bad.error ?? {})).toEqual(['poNumber']);
  });

  it('takes a saved address without the delivery fields, and delivers to it (ADR 053)', () => {
    const saved = { email: 'asha@example.com', addressId: '7' };
    const result = parseWithZod(posted(saved), { schema: shippingFormSchema });
    expect(result.status).toBe('success');
    if (result.status !== 'success') return;
    const book = { ...SHIPPING, phone: '9876543210', pincode: '400069' };
    expect(checkedShipping(result.value, book).shipping).toEqual(book);
    const typedNew = parseWithZod(posted({ ...saved, addressId: 'new' }), {
      schema: shippingFormSchema,
    });
    expect(typedNew.status === 'error' && Object.keys(typedNew.error ?? {}).sort()).toEqual([
      'address',
      'city',
      'name',
      'phone',
      'pincode',
      'state',
    ]);
  });

  it('refuses a GSTIN of another state than the delivery address (ADR 054)', () => {
    const gst = { wantsGstInvoice: 'on', businessName: 'Asha Retail', gstin: '29AAGCB7383J1Z4' };
    const result = parseWithZod(posted({ ...SHIPPING, ...gst }), { schema: shippingFormSchema });
    expect(result.status === 'error' && result.error?.gstin?.[0]).toMatch(
      /registered in Karnataka, but the billing state is Maharashtra/,
    );
  });

  it('checks the Payment step: a method, a UPI ID only when UPI is chosen', () => {
    const upi = parseWithZod(posted({ paymentMethod: 'upi', upiId: 'not an id' }), {
      schema: paymentFormSchema,
    });
    expect(upi.status === 'error' && upi.error?.upiId).toEqual(['Enter a UPI ID like name@bank']);
    const bank = parseWithZod(
      posted({ paymentMethod: 'netbanking', upiId: 'not an id', bank: 'HDFC Bank' }),
      { schema: paymentFormSchema },
    );
    expect(bank.status).toBe('success');
    if (bank.status === 'success') expect(paymentDetail(bank.value)).toBe('HDFC Bank');
    const none = parseWithZod(posted({}), { schema: paymentFormSchema });
    expect(none.status === 'error' && Object.keys(none.error ?? {})).toEqual(['paymentMethod']);
    const odd = parseWithZod(posted({ paymentMethod: 'wallet', wallet: 'Made Up Pay' }), {
      schema: paymentFormSchema,
    });
    expect(odd.status === 'success' && paymentDetail(odd.value)).toBe('');
  });

  it('takes only a well-formed idempotency key for Place Order', () => {
    expect(
      parseWithZod(posted({ key: 'abcdef0123456789' }), { schema: placeFormSchema }).status,
    ).toBe('success');
    expect(parseWithZod(posted({ key: 'x' }), { schema: placeFormSchema }).status).toBe('error');
  });

  it('shows the first step not yet done instead of a later one', () => {
    const shipping = { ...SHIPPING, phone: '9876543210', pincode: '400069' };
    expect(allowedStep('review', null)).toBe('shipping');
    expect(allowedStep('review', { userId: 1, shipping })).toBe('payment');
    const payment = { paymentMethod: 'upi', deliveryOption: 'standard' } as const;
    expect(allowedStep('review', { userId: 1, shipping, payment })).toBe('review');
    expect(allowedStep('nonsense', null)).toBe('shipping');
  });
});
