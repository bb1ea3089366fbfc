import { ADMIN_ERRORS } from '@shop/shared/admin/errors';
import { ORDER_ERRORS } from '@shop/shared/orders/errors';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createProduct } from './helpers/factories';
import { call, errorOf, signUp, staffSession } from './helpers/auth';
import { orderBody, outboxFor, placeOrder, setStock, shipping, stockOf } from './helpers/orders';
import { createTestApp, engine, type TestApp } from './helpers/test-app';

let t: TestApp;
/** A charger at ₹1,200, made in beforeAll. */
let CHARGER: number;
/** any other product, for stock checks */
let PRINTER: number;
let admin: { sid: string; user: { id: number; email: string } };
beforeAll(async () => {
  t = await createTestApp();
  CHARGER = (
    await createProduct(t, { name: 'Fast Charging Mobile Charger 25W', price: 1200, hsn: '850440' })
  ).id;
  PRINTER = (await createProduct(t, { price: 6499, category: 'billing-machine', hsn: '847050' }))
    .id;
  admin = await staffSession(t, { name: 'Order Desk' });
});
afterAll(() => t?.close());
afterEach(() => vi.useRealTimers());

const as = (method: 'GET' | 'POST', url: string, body?: unknown) =>
  call(t.app, method, url, { sid: admin.sid, body });

let seq = 0;
/** A new customer places an order; contact details are unique to it. */
async function customerOrder(
  items: { productId: number; quantity: number }[] = [{ productId: CHARGER, quantity: 1 }],
  over: Record<string, string> = {},
) {
  const { sid, user } = await signUp(t.app);
  seq += 1;
  const email = `buyer.${Date.now()}.${seq}@example.com`;
  const phone = `9${String(Date.now()).slice(-6)}${String(seq).padStart(3, '0')}`;
  const res = await placeOrder(
    t.app,
    sid,
    orderBody(items, { shipping: shipping({ email, phone, ...over }) }),
  );
  expect(res.statusCode).toBe(201);
  return { sid, user, email, phone, orderId: res.json().order.orderId as string };
}

async function auditFor(orderId: string) {
  const res = await as('GET', `/api/admin/audit?entity=order&entityId=${orderId}`);
  return res.json().items as { action: string; actor: unknown; details: Record<string, unknown> }[];
}

describe(`back office orders on ${engine}`, () => {
  it('lists orders newest first and filters by id, email, phone, status, payment status and dates', async () => {
    const a = await customerOrder();
    const b = await customerOrder();
    const all = await as('GET', '/api/admin/orders?pageSize=2');
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ page: 1, pageSize: 2 });
    expect(all.json().items.map((o: { orderId: string }) => o.orderId)).toEqual([
      b.orderId,
      a.orderId,
    ]);
    expect(all.json().items[0]).toMatchObject({
      customerEmail: b.email,
      customerPhone: b.phone,
      status: 'Placed',
      paymentStatus: 'Pending',
      paymentMethod: 'UPI',
      totalPaise: 200600, // ₹1,200 + ₹500 shipping, 18% GST on both (ADR 096)
    });

    const ids = async (query: string) => {
      const res = await as('GET', `/api/admin/orders?${query}`);
      expect(res.statusCode, query).toBe(200);
      return res.json().items.map((o: { orderId: string }) => o.orderId) as string[];
    };
    expect(await ids(`q=${a.orderId.toLowerCase()}`)).toEqual([a.orderId]);
    expect(await ids(`q=${encodeURIComponent(a.email.toUpperCase())}`)).toEqual([a.orderId]);
    expect(
      await ids(`q=${encodeURIComponent(`+91 ${b.phone.slice(0, 5)} ${b.phone.slice(5)}`)}`),
    ).toEqual([b.orderId]);
    expect(await ids(`q=${b.phone.slice(-7)}`)).toEqual([b.orderId]);

    await as('POST', `/api/admin/orders/${a.orderId}/status`, { status: 'Processing' });
    expect(await ids('status=Processing')).toContain(a.orderId);
    expect(await ids('status=Processing')).not.toContain(b.orderId);
    expect(await ids('paymentStatus=Paid')).toEqual([]);

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    expect(await ids(`from=${today}&to=${today}&q=${b.orderId}`)).toEqual([b.orderId]);
    expect(await ids('from=2020-01-01&to=2020-01-31')).toEqual([]);

    const bad = await as('GET', '/api/admin/orders?from=2026-02-30&status=Lost');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(errorOf(bad).fields!).sort()).toEqual(['from', 'status']);
    const backwards = await as('GET', '/api/admin/orders?from=2026-03-02&to=2026-03-01');
    expect(errorOf(backwards).fields).toEqual({ to: ADMIN_ERRORS.dateRange });
  });

  it('shows an order with lines, payment, history and the moves it allows', async () => {
    const { orderId, user, email } = await customerOrder();
    const res = await as('GET', `/api/admin/orders/${orderId}`);
    expect(res.statusCode).toBe(200);
    const order = res.json().order;
    expect(order).toMatchObject({
      orderId,
      userId: user.id,
      customer: { email },
      status: 'Placed',
      subtotalPaise: 120000,
      shippingPaise: 50000,
      taxPaise: 30600,
      chargesGst: { ratePercent: 18, shippingTaxPaise: 9000, codFeeTaxPaise: 0 },
      totalPaise: 200600,
      payment: { method: 'UPI', status: 'Pending', reference: null, demo: false, attempts: [] },
      nextStatuses: ['Processing', 'Cancelled'],
      invoiceNumber: null,
    });
    expect(order.lines).toEqual([
      expect.objectContaining({ productId: CHARGER, quantity: 1, unitPricePaise: 120000 }),
    ]);
    expect(order.timeline.map((e: { status: string }) => e.status)).toEqual(['Placed']);
    expect((await as('GET', '/api/admin/orders/ORD1000000000000')).statusCode).toBe(404);
    expect((await as('GET', '/api/admin/orders/not-an-order')).statusCode).toBe(404);
  });

  it('ships with courier and tracking number (the customer sees it), refuses illegal moves, audits each', async () => {
    const { orderId, sid, email } = await customerOrder();
    expect(
      (await as('POST', `/api/admin/orders/${orderId}/status`, { status: 'Processing' }))
        .statusCode,
    ).toBe(200);

    const noCourier = await as('POST', `/api/admin/orders/${orderId}/status`, {
      status: 'Shipped',
    });
    expect(noCourier.statusCode).toBe(400);
    expect(errorOf(noCourier).fields).toEqual({
      carrier: ORDER_ERRORS.carrierRequired,
      trackingNumber: ORDER_ERRORS.trackingNumberRequired,
    });

    const shipped = await as('POST', `/api/admin/orders/${orderId}/status`, {
      status: 'Shipped',
      carrier: 'Blue Dart',
      trackingNumber: 'BD12345678',
      note: 'Two boxes',
    });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json().order).toMatchObject({
      status: 'Shipped',
      shipment: { carrier: 'Blue Dart', trackingNumber: 'BD12345678' },
      nextStatuses: ['Delivered'],
    });
    expect(shipped.json().order.invoiceNumber).toMatch(/^INV\/\d{2}-\d{2}\/\d{6}$/);

    const mine = (await call(t.app, 'GET', `/api/orders/${orderId}`, { sid })).json().order;
    expect(mine.status).toBe('Shipped');
    expect(mine.shipment).toEqual({
      carrier: 'Blue Dart',
      trackingNumber: 'BD12345678',
      events: [],
    });
    expect((await outboxFor(t.database.db, email)).at(-1)!.subject).toBe(
      `Order ${orderId} has shipped — Shubh Billing Systems`,
    );

    const illegal = await as('POST', `/api/admin/orders/${orderId}/status`, {
      status: 'Processing',
    });
    expect(illegal.statusCode).toBe(409);
    expect(errorOf(illegal)).toMatchObject({
      code: 'status_not_allowed',
      message: `Order ${orderId} is Shipped and cannot be moved to Processing. From Shipped it can move to Delivered.`,
    });
    const cancelShipped = await as('POST', `/api/admin/orders/${orderId}/cancel`, {});
    expect(cancelShipped.statusCode).toBe(409);

    const entries = await auditFor(orderId);
    expect(entries.map((e) => e.action)).toEqual(['order.status', 'order.status']);
    expect(entries[0]).toMatchObject({
      actor: { id: admin.user.id, email: admin.user.email },
      details: {
        from: 'Processing',
        to: 'Shipped',
        carrier: 'Blue Dart',
        trackingNumber: 'BD12345678',
        note: 'Two boxes',
      },
    });
  });

  it('cancels an order and puts its stock back', async () => {
    await setStock(t.database.db, PRINTER, 40);
    const { orderId, email } = await customerOrder([{ productId: PRINTER, quantity: 3 }]);
    expect(await stockOf(t.database.db, PRINTER)).toBe(37);
    const res = await as('POST', `/api/admin/orders/${orderId}/cancel`, {
      note: 'Cancelled at your request',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({ status: 'Cancelled', nextStatuses: [] });
    expect(await stockOf(t.database.db, PRINTER)).toBe(40);
    expect((await outboxFor(t.database.db, email)).at(-1)!.text_body).toContain(
      'Cancelled at your request',
    );
    const [entry] = await auditFor(orderId);
    expect(entry).toMatchObject({
      action: 'order.cancel',
      details: { from: 'Placed', to: 'Cancelled', note: 'Cancelled at your request' },
    });
    const again = await as('POST', `/api/admin/orders/${orderId}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(await stockOf(t.database.db, PRINTER)).toBe(40);
  });

  it('downloads the GST invoice of any delivered order, and refuses it before', async () => {
    const { orderId } = await customerOrder();
    const early = await as('GET', `/api/admin/orders/${orderId}/invoice`);
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).code).toBe('invoice_not_ready');
    await as('POST', `/api/admin/orders/${orderId}/status`, { status: 'Processing' });
    await as('POST', `/api/admin/orders/${orderId}/status`, {
      status: 'Shipped',
      carrier: 'DTDC',
      trackingNumber: 'D123',
    });
    await as('POST', `/api/admin/orders/${orderId}/status`, { status: 'Delivered' });
    const pdf = await as('GET', `/api/admin/orders/${orderId}/invoice`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(
      /^attachment; filename="INV-\d{2}-\d{2}-\d{6}\.pdf"$/,
    );
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

const CSV_HEADER =
  'Order ID,Date (IST),Customer,Email,Phone,Items,Total Items,Subtotal (₹),Shipping (₹),GST (₹),Round off (₹),Total (₹),Payment Method,Payment Status,Order Status,Invoice No,Delivery,Deliver By,COD Fee (₹)';

describe(`CSV export on ${engine}`, () => {
  it('exports an India-time day range for a spreadsheet: BOM, CRLF, quoting, plain amounts', async () => {
    // 20:00 UTC is 01:30 the next day in India: the order belongs to the India date.
    const utcDay = new Date(Date.now() - 5 * 86_400_000).toISOString().slice(0, 10);
    const indiaDay = new Date(Date.parse(`${utcDay}T00:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${utcDay}T20:00:00.000Z`) });
    const { orderId, email, phone } = await customerOrder([{ productId: CHARGER, quantity: 2 }], {
      name: 'Rao, Asha "Kirana"',
    });
    vi.useRealTimers();

    const res = await as('GET', `/api/admin/orders.csv?from=${indiaDay}&to=${indiaDay}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="orders-${indiaDay}-to-${indiaDay}.csv"`,
    );
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(CSV_HEADER);
    const row = lines.find((l) => l.startsWith(`${orderId},`));
    expect(
      row?.startsWith(
        `${orderId},${indiaDay} 01:30:00,"Rao, Asha ""Kirana""",${email},${phone},Fast Charging Mobile Charger 25W × 2,2,2400.00,500.00,522.00,0,3422.00,UPI,Pending,Placed,,Standard delivery,`,
      ),
    ).toBe(true);
    // The promised date (ADR 055) and no Cash on Delivery fee.
    expect(row).toMatch(/,Standard delivery,\d{4}-\d{2}-\d{2},0\.00$/);
    expect(text).not.toMatch(/[^\r]\n/);

    const dayBefore = await as('GET', `/api/admin/orders.csv?from=${utcDay}&to=${utcDay}`);
    expect(dayBefore.rawPayload.toString('utf8')).not.toContain(orderId);
  });

  it('defuses a name that would start a spreadsheet formula', async () => {
    const { orderId } = await customerOrder(undefined, { name: '=HYPERLINK("http://x")' });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const text = (
      await as('GET', `/api/admin/orders.csv?from=${today}&to=${today}`)
    ).rawPayload.toString('utf8');
    const row = text.split('\r\n').find((l) => l.startsWith(orderId))!;
    expect(row).toContain(`"'=HYPERLINK(""http://x"")"`);
  });

  it('refuses missing, impossible, backwards and over-long ranges with 400', async () => {
    const cases: [string, Record<string, string>][] = [
      ['', { from: ADMIN_ERRORS.exportDatesRequired, to: ADMIN_ERRORS.exportDatesRequired }],
      ['?from=2026-13-01&to=2026-12-31', { from: ADMIN_ERRORS.date }],
      ['?from=2026-05-02&to=2026-05-01', { to: ADMIN_ERRORS.dateRange }],
      ['?from=2025-01-01&to=2026-01-02', { to: ADMIN_ERRORS.exportTooLong }],
      ['?from=2026-01-01&to=2026-01-31&extra=1', { extra: expect.any(String) }],
    ];
    for (const [query, fields] of cases) {
      const res = await as('GET', `/api/admin/orders.csv${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(errorOf(res).fields, query).toEqual(fields);
    }
    // A leap year's 366 days are allowed.
    expect(
      (await as('GET', '/api/admin/orders.csv?from=2028-01-01&to=2028-12-31')).statusCode,
    ).toBe(200);
  });
});
