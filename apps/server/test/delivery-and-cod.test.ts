import { DELIVERY_MESSAGES } from '@shop/shared/delivery/options';
import { COD_MESSAGES } from '@shop/shared/payments/cod';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createProduct } from './helpers/factories';
import { call, signUp, staffSession } from './helpers/auth';
import {
  lifecycleOf,
  orderBody,
  outboxFor,
  pdfText,
  placeOrder,
  shipping,
  stockOf,
} from './helpers/orders';
import { createTestApp, engine, type TestApp } from './helpers/test-app';

/**
 * ADR 055 and 056: the server dates and prices the delivery option from
 * the PIN code and the clock (India time), refuses an option the zone or the 12 PM cut-off does
 * not allow, and takes Cash on Delivery within its fee, cap and PIN prefixes; a COD order waits
 * unpaid outside the payment window, is confirmed by staff and is paid when delivered.
 */

/** An instant given as India wall-clock time. */
const ist = (dateTime: string) => new Date(`${dateTime}+05:30`);
/** Wednesday 2 December 2026, a business day. */
const WEDNESDAY = '2026-12-02';

let t: TestApp;
/** A billing machine at ₹8,499, made in beforeAll. */
let MACHINE: number;
/** A paper roll at ₹20, made in beforeAll. */
let PAPER: number;
beforeAll(async () => {
  t = await createTestApp();
  MACHINE = (await createProduct(t, { price: 8499, category: 'billing-machine', hsn: '847050' }))
    .id;
  PAPER = (await createProduct(t, { price: 20, category: 'paper-rolls', hsn: '480990' })).id;
});

afterEach(() => {
  vi.useRealTimers();
});
afterAll(() => t?.close());

/** Signs a shopper up and places an order at an India time. */
async function orderAt(at: string, body: Record<string, unknown>) {
  vi.useFakeTimers({ toFake: ['Date'], now: ist(at) });
  const { sid } = await signUp(t.app);
  const res = await placeOrder(t.app, sid, body);
  return { sid, res };
}

/** The state of each PIN code used here: an address's state must be its PIN's (ADR 053). */
const STATE_OF: Record<string, string> = {
  '400001': 'Maharashtra',
  '411005': 'Maharashtra',
  '560025': 'Karnataka',
  '781001': 'Assam',
  '744101': 'Andaman and Nicobar Islands',
};
const deliveryTo = (pincode: string) => shipping({ pincode, state: STATE_OF[pincode]! });

const paper = (over: Record<string, unknown> = {}, pincode = '400001') =>
  orderBody([{ productId: PAPER, quantity: 2 }], { shipping: deliveryTo(pincode), ...over });

describe(`delivery options priced and dated by the server, on ${engine}`, () => {
  it('promises standard delivery by zone, from the dispatch day', async () => {
    const metro = await orderAt(`${WEDNESDAY}T10:00:00`, paper({}, '560025'));
    expect(metro.res.statusCode).toBe(201);
    expect(metro.res.json().order).toMatchObject({
      delivery: { option: 'standard', deliverBy: '2026-12-08' }, // 5 business days
      shippingPaise: 50000,
      codFeePaise: 0,
    });
    // After the 2 PM dispatch cut-off the parcel leaves a day later.
    const late = await orderAt(`${WEDNESDAY}T14:30:00`, paper({}, '560025'));
    expect(late.res.json().order.delivery.deliverBy).toBe('2026-12-09');
    const far = await orderAt(`${WEDNESDAY}T10:00:00`, paper({}, '781001'));
    expect(far.res.json().order.delivery.deliverBy).toBe('2026-12-14'); // 10 business days
  });

  it('charges express ₹1,000 even above free shipping, and prices it into the total', async () => {
    const body = orderBody([{ productId: MACHINE, quantity: 1 }], {
      shipping: deliveryTo('560025'),
      deliveryOption: 'express',
      // A browser's figures are dropped: the server prices the option.
      shippingPaise: 0,
      totalPaise: 1,
    });
    const { res } = await orderAt(`${WEDNESDAY}T10:00:00`, body);
    expect(res.statusCode).toBe(201);
    const order = res.json().order;
    expect(order).toMatchObject({
      delivery: { option: 'express', deliverBy: '2026-12-05' },
      shippingPaise: 100000,
      subtotalPaise: 849900,
      // 18% on the goods and on the express charge (ADR 096): ₹1,529.82 + ₹180.
      taxPaise: 170982,
      chargesGst: { ratePercent: 18, shippingTaxPaise: 18000, codFeeTaxPaise: 0 },
      totalPaise: 1120900, // ₹8,499 + ₹1,000 + ₹1,709.82 = ₹11,208.82 → ₹11,209
      roundOffPaise: 18,
    });
  });

  it('takes same-day just before 12 PM IST and refuses it from 12 PM', async () => {
    const before = await orderAt(
      `${WEDNESDAY}T11:59:00`,
      paper({ deliveryOption: 'same-day' }, '400001'),
    );
    expect(before.res.statusCode).toBe(201);
    expect(before.res.json().order).toMatchObject({
      delivery: { option: 'same-day', deliverBy: WEDNESDAY },
      shippingPaise: 100000,
    });

    const stock = await stockOf(t.database.db, PAPER);
    const after = await orderAt(
      `${WEDNESDAY}T12:00:00`,
      paper({ deliveryOption: 'same-day' }, '400001'),
    );
    expect(after.res.statusCode).toBe(400);
    expect(after.res.json().error).toMatchObject({
      code: 'delivery_not_available',
      message: DELIVERY_MESSAGES.sameDayTooLate,
      fields: { deliveryOption: DELIVERY_MESSAGES.sameDayTooLate },
    });
    expect(await stockOf(t.database.db, PAPER)).toBe(stock);
  });

  it('refuses an option the zone does not allow, and a PIN code it cannot serve', async () => {
    const sameDay = await orderAt(
      `${WEDNESDAY}T09:00:00`,
      paper({ deliveryOption: 'same-day' }, '411005'),
    );
    expect(sameDay.res.statusCode).toBe(400);
    expect(sameDay.res.json().error.message).toBe(DELIVERY_MESSAGES.sameDayNotOffered);
    const express = await orderAt(
      `${WEDNESDAY}T09:00:00`,
      paper({ deliveryOption: 'express' }, '781001'),
    );
    expect(express.res.statusCode).toBe(400);
    expect(express.res.json().error.message).toBe(DELIVERY_MESSAGES.expressNotOffered);
    const islands = await orderAt(`${WEDNESDAY}T09:00:00`, paper({}, '744101'));
    expect(islands.res.statusCode).toBe(400);
    expect(islands.res.json().error.message).toBe(DELIVERY_MESSAGES.notServiceable('744101'));
    const unknown = await orderAt(
      `${WEDNESDAY}T09:00:00`,
      paper({ deliveryOption: 'overnight' }, '400001'),
    );
    expect(unknown.res.statusCode).toBe(400);
  });
});

describe(`Cash on Delivery, on ${engine}`, () => {
  it('refuses COD above its cap and in the PIN prefixes it does not serve', async () => {
    const big = await orderAt(
      `${WEDNESDAY}T10:00:00`,
      orderBody([{ productId: MACHINE, quantity: 3 }], { paymentMethod: 'cod' }),
    );
    expect(big.res.statusCode).toBe(400);
    expect(big.res.json().error).toMatchObject({
      code: 'cod_not_available',
      message: COD_MESSAGES.overCap,
      fields: { paymentMethod: COD_MESSAGES.overCap },
    });
    const north = await orderAt(`${WEDNESDAY}T10:00:00`, paper({ paymentMethod: 'cod' }, '781001'));
    expect(north.res.statusCode).toBe(400);
    expect(north.res.json().error.message).toBe(COD_MESSAGES.pincode('781001'));
  });

  it('places COD unpaid, keeps it past the payment window, confirms it and is paid on delivery', async () => {
    const email = `cod.${Date.now()}@example.com`;
    const { sid, res } = await orderAt(
      `${WEDNESDAY}T10:00:00`,
      orderBody([{ productId: MACHINE, quantity: 1 }], {
        paymentMethod: 'cod',
        shipping: shipping({ email }),
      }),
    );
    expect(res.statusCode).toBe(201);
    const order = res.json().order;
    // ₹8,499 + shipping ₹0 + COD fee ₹50, with 18% GST on the goods and the fee (ADR 096):
    // ₹1,529.82 + ₹9 = ₹1,538.82; ₹10,087.82 → ₹10,088.
    expect(order).toMatchObject({
      paymentMethod: 'COD',
      paymentStatus: 'Pending',
      status: 'Placed',
      codFeePaise: 5000,
      shippingPaise: 0,
      taxPaise: 153882,
      chargesGst: { ratePercent: 18, shippingTaxPaise: 0, codFeeTaxPaise: 900 },
      totalPaise: 1008800,
      roundOffPaise: 18,
      payBy: null,
    });

    // Nothing to pay online, and the unpaid-order sweep leaves it alone.
    const pay = await call(t.app, 'POST', `/api/orders/${order.orderId}/payment`, { sid });
    expect(pay.statusCode).toBe(409);
    expect(pay.json().error.code).toBe('cash_on_delivery');
    const swept = await t.app.orderExpiry.run(new Date(Date.now() + 3 * 60 * 60_000));
    expect(swept.cancelled).not.toContain(order.orderId);

    const [confirmation] = await outboxFor(t.database.db, email);
    expect(confirmation!.text_body).toContain(
      'Cash on Delivery fee: ₹50.00 (₹59.00 with ₹9.00 GST)',
    );
    expect(confirmation!.text_body).toContain('Please keep ₹10,088.00 ready for the courier');
    expect(confirmation!.text_body).toContain('Delivery by Fri, 4 Dec.');

    // Staff confirm it (Placed → Processing with the note), ship it and mark it delivered.
    const lifecycle = lifecycleOf(t);
    await lifecycle.changeStatus(order.orderId, 'Processing', { note: COD_MESSAGES.confirmedNote });
    await lifecycle.changeStatus(order.orderId, 'Shipped', {
      carrier: 'Delhivery',
      trackingNumber: `DL${order.orderId.slice(-6)}`,
    });
    const shipped = (await call(t.app, 'GET', `/api/orders/${order.orderId}`, { sid })).json();
    expect(shipped.order.paymentStatus).toBe('Pending');
    await lifecycle.changeStatus(order.orderId, 'Delivered');

    const done = (await call(t.app, 'GET', `/api/orders/${order.orderId}`, { sid })).json().order;
    expect(done).toMatchObject({
      status: 'Delivered',
      paymentStatus: 'Paid',
      payment: { reference: `COD-${order.orderId}`, demo: false },
    });
    expect(done.timeline.map((e: { note: string | null }) => e.note)).toEqual(
      expect.arrayContaining([COD_MESSAGES.confirmedNote, COD_MESSAGES.paidNote('₹10,088.00')]),
    );

    // The back office, CSV and invoice show the same figures.
    const admin = await staffSession(t, { name: 'Dispatch' });
    const desk = (
      await call(t.app, 'GET', `/api/admin/orders/${order.orderId}`, { sid: admin.sid })
    ).json().order;
    expect(desk).toMatchObject({
      codFeePaise: 5000,
      totalPaise: 1008800,
      roundOffPaise: 18,
      delivery: { option: 'standard', deliverBy: '2026-12-04' },
    });
    const csv = (
      await call(t.app, 'GET', `/api/admin/orders.csv?from=${WEDNESDAY}&to=${WEDNESDAY}`, {
        sid: admin.sid,
      })
    ).rawPayload.toString('utf8');
    const row = csv.split('\r\n').find((l) => l.startsWith(order.orderId))!;
    expect(row).toContain(',1538.82,0.18,10088.00,COD,Paid,Delivered,');
    expect(row).toMatch(/,Standard delivery,2026-12-04,50\.00$/);
    const pdf = await call(t.app, 'GET', `/api/orders/${order.orderId}/invoice`, { sid });
    const text = await pdfText(pdf.rawPayload);
    // The fee as a line under the machine's HSN with 18% GST (ADR 096).
    expect(text).toContain('2 Cash on Delivery fee 847050 1 50.00 50.00 18% 4.50 4.50 59.00');
    expect(text).toContain('Taxable value Rs. 8,549.00');
    expect(text).toContain('Round off Rs. 0.18');
    expect(text).toContain('Invoice total Rs. 10,088.00');
  });
});

describe(`the prepaid incentive is the shop's COD_FEE, on ${engine}`, () => {
  /** A shop with its own COD fee, and a paper roll at ₹20 in it. */
  async function shopCharging(codFee: string) {
    const shop = await createTestApp({ COD_FEE: codFee });
    const paper = await createProduct(shop, { price: 20, category: 'paper-rolls', hsn: '480990' });
    return { shop, paper: paper.id };
  }

  it('charges ₹99 + GST on a COD order where COD_FEE is 99, and nothing on a prepaid one', async () => {
    const { shop, paper } = await shopCharging('99');
    try {
      const { sid } = await signUp(shop.app);
      const lines = [{ productId: paper, quantity: 2 }];
      const cod = await placeOrder(shop.app, sid, orderBody(lines, { paymentMethod: 'cod' }));
      expect(cod.statusCode).toBe(201);
      // The fee as set, with GST at the goods' 18% (ADR 096).
      expect(cod.json().order).toMatchObject({
        codFeePaise: 9900,
        chargesGst: { codFeeTaxPaise: 1782 },
      });
      const upi = await placeOrder(shop.app, sid, orderBody(lines, { paymentMethod: 'upi' }));
      expect(upi.statusCode).toBe(201);
      expect(upi.json().order.codFeePaise).toBe(0);
      // Paying online saves exactly the fee and its GST: the incentive the checkout shows.
      const [c, u] = [cod.json().order, upi.json().order];
      expect(c.totalPaise - u.totalPaise).toBe(9900 + 1782 + c.roundOffPaise - u.roundOffPaise);
    } finally {
      await shop.close();
    }
  });

  it('charges no COD fee where COD_FEE is 0', async () => {
    const { shop, paper } = await shopCharging('0');
    try {
      const { sid } = await signUp(shop.app);
      const res = await placeOrder(
        shop.app,
        sid,
        orderBody([{ productId: paper, quantity: 2 }], { paymentMethod: 'cod' }),
      );
      expect(res.statusCode).toBe(201);
      expect(res.json().order).toMatchObject({
        paymentMethod: 'COD',
        codFeePaise: 0,
        chargesGst: { codFeeTaxPaise: 0 },
      });
    } finally {
      await shop.close();
    }
  });
});
