import { describe, expect, it } from 'vitest';
import { codToCollect, dispatchSchema, DISPATCH_MESSAGES, printQuerySchema } from './dispatch';

const A = 'ORD1763712000000';
const B = 'ORD1763712000001';

describe('dispatch input', () => {
  it('tidies each row: id upper-cased, courier spaces collapsed, AWB spaces dropped', () => {
    const parsed = dispatchSchema.parse({
      orders: [
        {
          orderId: ` ${A.toLowerCase()} `,
          carrier: ' Blue   Dart ',
          trackingNumber: 'ee 123 456 789 in',
        },
      ],
    });
    expect(parsed.orders).toEqual([
      { orderId: A, carrier: 'Blue Dart', trackingNumber: 'EE123456789IN' },
    ]);
  });

  it('names the order of every bad row, by field', () => {
    const result = dispatchSchema.safeParse({
      orders: [
        { orderId: A, carrier: 'DTDC', trackingNumber: 'D1234567' },
        { orderId: B, carrier: '', trackingNumber: '12345' },
        { orderId: A, carrier: 'DTDC', trackingNumber: 'AWB#1234' },
      ],
    });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual([
      ['orders.1.carrier', DISPATCH_MESSAGES.forOrder(B, DISPATCH_MESSAGES.courierRequired)],
      ['orders.1.trackingNumber', DISPATCH_MESSAGES.forOrder(B, DISPATCH_MESSAGES.awbFormat)],
      ['orders.2.trackingNumber', DISPATCH_MESSAGES.forOrder(A, DISPATCH_MESSAGES.awbFormat)],
      ['orders.2.orderId', DISPATCH_MESSAGES.forOrder(A, DISPATCH_MESSAGES.duplicate)],
    ]);
  });

  it('reads the ids to print from a comma list or repeated fields', () => {
    expect(printQuerySchema.parse({ ids: `${A}, ${B.toLowerCase()}` }).ids).toEqual([A, B]);
    expect(printQuerySchema.parse({ ids: [A, B] }).ids).toEqual([A, B]);
    expect(printQuerySchema.safeParse({ ids: '' }).success).toBe(false);
    expect(printQuerySchema.safeParse({ ids: 'ORD12' }).success).toBe(false);
  });
});

describe('codToCollect', () => {
  it('is the whole total of an unpaid Cash on Delivery order, and nothing otherwise', () => {
    expect(
      codToCollect({ paymentMethod: 'COD', paymentStatus: 'Pending', totalPaise: 191_650 }),
    ).toBe(191_650);
    expect(
      codToCollect({ paymentMethod: 'COD', paymentStatus: 'Paid', totalPaise: 191_650 }),
    ).toBeNull();
    expect(
      codToCollect({ paymentMethod: 'UPI', paymentStatus: 'Paid', totalPaise: 191_600 }),
    ).toBeNull();
  });
});
