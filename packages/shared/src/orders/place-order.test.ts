import { describe, expect, it } from 'vitest';
import { ORDER_ERRORS } from './errors';
import { orderTimestamp } from '../format/india-time';
import { orderIdAt } from './order-id';
import { cardFieldPaths, placeOrderSchema } from './place-order';
import { statusChangeSchema, statusFromText } from './status-change';
import { trackOrderSchema } from './track-order';

const body = {
  items: [{ productId: 32, quantity: 2 }],
  shipping: {
    name: ' Asha  Rao ',
    email: 'Asha@Example.com',
    phone: '+91 98200 12345',
    address: '12 MG Road',
    city: 'Mumbai',
    state: 'maharashtra',
    pincode: '400 001',
  },
  paymentMethod: 'upi',
};

describe('place order schema', () => {
  it('normalises the shipping details and drops prices the browser adds', () => {
    const parsed = placeOrderSchema.parse({
      ...body,
      items: [{ productId: 32, quantity: 2, price: 1 }],
      total: 1,
      upiId: 'asha@upi',
    });
    expect(parsed).toEqual({
      items: [{ productId: 32, quantity: 2 }],
      shipping: {
        name: 'Asha Rao',
        email: 'asha@example.com',
        phone: '9820012345',
        address: '12 MG Road',
        city: 'Mumbai',
        state: 'Maharashtra',
        pincode: '400001',
      },
      paymentMethod: 'upi',
      // Standard when the client does not say (ADR 055).
      deliveryOption: 'standard',
    });
  });

  it('upper-cases a GSTIN and checks its check character', () => {
    const ok = placeOrderSchema.parse({
      ...body,
      business: { name: 'Rao Traders', gstin: '27aapfu0939f1zv' },
    });
    expect(ok.business).toEqual({ name: 'Rao Traders', gstin: '27AAPFU0939F1ZV' });
    const bad = placeOrderSchema.safeParse({
      ...body,
      business: { name: 'Rao Traders', gstin: '27AAPFU0939F1ZW' },
    });
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['business.gstin', ORDER_ERRORS.gstin],
    ]);
    expect(placeOrderSchema.parse({ ...body, business: null }).business).toBeUndefined();
  });

  it('refuses card details anywhere in the body', () => {
    expect(cardFieldPaths({ a: [{ Card_Number: 1 }], cvv: 1, expiryDate: 1 })).toEqual([
      'a.0.Card_Number',
      'cvv',
      'expiryDate',
    ]);
    const res = placeOrderSchema.safeParse({ ...body, cardNumber: '4111111111111111' });
    expect(res.error?.issues).toEqual([
      expect.objectContaining({ path: ['cardNumber'], message: ORDER_ERRORS.cardFields }),
    ]);
  });
});

describe('track order schema', () => {
  it('accepts an email or an Indian mobile number', () => {
    expect(trackOrderSchema.parse({ orderId: ' ord1763712000000 ', contact: 'A@B.in' })).toEqual({
      orderId: 'ORD1763712000000',
      contact: { kind: 'email', value: 'a@b.in' },
    });
    expect(
      trackOrderSchema.parse({ orderId: 'ORD1763712000000', contact: '098200 12345' }),
    ).toEqual({ orderId: 'ORD1763712000000', contact: { kind: 'phone', value: '9820012345' } });
    expect(trackOrderSchema.safeParse({ orderId: 'ORD1', contact: '12345' }).error?.issues).toEqual(
      [
        expect.objectContaining({ path: ['orderId'], message: ORDER_ERRORS.orderId }),
        expect.objectContaining({ path: ['contact'], message: ORDER_ERRORS.contact }),
      ],
    );
  });
});

describe('order ids, timestamps and status changes', () => {
  it("writes 'ORD' + milliseconds and India time", () => {
    expect(orderIdAt(1763712000000)).toBe('ORD1763712000000');
    expect(orderTimestamp(new Date('2026-11-21T11:05:12Z'))).toBe('21/11/2026, 4:35:12 pm');
  });

  it('needs the courier and tracking number to ship', () => {
    expect(statusFromText(' SHIPPED ')).toBe('Shipped');
    expect(statusFromText('lost')).toBeUndefined();
    const res = statusChangeSchema.safeParse({ status: 'Shipped', carrier: '  ' });
    expect(res.error?.issues.map((i) => i.path.join('.'))).toEqual(['carrier', 'trackingNumber']);
  });
});
