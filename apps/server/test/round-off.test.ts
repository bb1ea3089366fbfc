import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from './helpers/factories';
import { call, signUp, staffSession } from './helpers/auth';
import { lifecycleOf, orderBody, outboxFor, pdfText, placeOrder, shipping } from './helpers/orders';
import { createTestApp, engine, type TestApp } from './helpers/test-app';
import { startPayment } from './razorpay-fake/shop-helpers';

/**
 * One total to the paisa. Orders whose GST has paise are payable in whole
 * rupees (spec §9 shows totals to 0 decimals); the difference is a "Round off" line, and every
 * surface (order, payment request, email, back office, CSV, invoice) says the same amount.
 */

let t: TestApp;
/** A billing machine at ₹8,499. */
let MACHINE: number;
/** A paper roll at ₹20. */
let PAPER: number;
let admin: { sid: string };
beforeAll(async () => {
  t = await createTestApp({ RAZORPAY_KEY_ID: 'rzp_test_placeholder' });
  MACHINE = (await createProduct(t, { price: 8499, category: 'billing-machine', hsn: '847050' }))
    .id;
  PAPER = (await createProduct(t, { price: 20, category: 'paper-rolls', hsn: '480990' })).id;
  const staff = await staffSession(t, { name: 'Accounts' });
  admin = staff;
});
afterAll(() => t?.close());

const cases = [
  {
    name: 'rounds up',
    // ₹8,499 + GST ₹1,529.82 = ₹10,028.82, payable ₹10,029.
    items: () => [{ productId: MACHINE, quantity: 1 }],
    taxPaise: 152982,
    roundOffPaise: 18,
    totalPaise: 1002900,
    texts: {
      roundOff: '0.18',
      emailRoundOff: '₹0.18',
      total: '10,029.00',
      csvRoundOff: '0.18',
      csvTotal: '10029.00',
    },
  },
  {
    name: 'rounds down',
    // ₹8,499 + ₹20 = ₹8,519 + GST ₹1,533.42 = ₹10,052.42, payable ₹10,052.
    items: () => [
      { productId: MACHINE, quantity: 1 },
      { productId: PAPER, quantity: 1 },
    ],
    taxPaise: 153342,
    roundOffPaise: -42,
    totalPaise: 1005200,
    texts: {
      roundOff: '-0.42',
      emailRoundOff: '-₹0.42',
      total: '10,052.00',
      csvRoundOff: '-0.42',
      csvTotal: '10052.00',
    },
  },
];

describe(`one total to the paisa on ${engine}`, () => {
  for (const c of cases) {
    it(`${c.name}: order, payment, email, back office, CSV and invoice agree`, async () => {
      const { sid } = await signUp(t.app);
      const email = `round.${c.roundOffPaise}.${Date.now()}@example.com`;
      const placed = await placeOrder(
        t.app,
        sid,
        orderBody(c.items(), { shipping: shipping({ email }) }),
      );
      expect(placed.statusCode).toBe(201);
      const order = placed.json().order;
      expect(order).toMatchObject({
        taxPaise: c.taxPaise,
        roundOffPaise: c.roundOffPaise,
        totalPaise: c.totalPaise,
      });
      expect(order.totalPaise % 100).toBe(0);
      expect(order.subtotalPaise + order.shippingPaise + order.taxPaise + c.roundOffPaise).toBe(
        c.totalPaise,
      );

      // What the payment window is asked to collect.
      const payment = await startPayment(t.app, sid, order.orderId);
      expect(payment.json().payment.amount).toBe(c.totalPaise);

      // The customer's order page and the back office read the same record.
      const mine = (await call(t.app, 'GET', `/api/orders/${order.orderId}`, { sid })).json();
      expect(mine.order).toMatchObject({
        roundOffPaise: c.roundOffPaise,
        totalPaise: c.totalPaise,
      });
      const desk = (
        await call(t.app, 'GET', `/api/admin/orders/${order.orderId}`, { sid: admin.sid })
      ).json();
      expect(desk.order).toMatchObject({
        roundOffPaise: c.roundOffPaise,
        totalPaise: c.totalPaise,
      });

      // The confirmation email.
      const [confirmation] = await outboxFor(t.database.db, email);
      expect(confirmation!.text_body).toContain(`Round off: ${c.texts.emailRoundOff}`);
      expect(confirmation!.text_body).toContain(`Total: ₹${c.texts.total}`);

      // The CSV export of today's orders.
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
        new Date(),
      );
      const csv = (
        await call(t.app, 'GET', `/api/admin/orders.csv?from=${today}&to=${today}`, {
          sid: admin.sid,
        })
      ).rawPayload.toString('utf8');
      const row = csv.split('\r\n').find((l) => l.startsWith(order.orderId))!;
      expect(row).toContain(`,${c.texts.csvRoundOff},${c.texts.csvTotal},`);

      // The tax invoice, once the order ships.
      const lifecycle = lifecycleOf(t);
      await lifecycle.changeStatus(order.orderId, 'Processing');
      await lifecycle.changeStatus(order.orderId, 'Shipped', {
        carrier: 'Blue Dart',
        trackingNumber: `AWB${order.orderId.slice(-6)}`,
      });
      await lifecycle.changeStatus(order.orderId, 'Delivered');
      const pdf = await call(t.app, 'GET', `/api/orders/${order.orderId}/invoice`, { sid });
      expect(pdf.statusCode).toBe(200);
      const text = await pdfText(pdf.rawPayload);
      expect(text).toContain(`Round off Rs. ${c.texts.roundOff}`);
      expect(text).toContain(`Invoice total Rs. ${c.texts.total}`);
    });
  }
});
