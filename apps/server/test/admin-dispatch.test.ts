import { DISPATCH_MESSAGES, LABEL_SIZE } from '@shop/shared/admin/dispatch';
import { COD_MESSAGES } from '@shop/shared/payments/cod';
import bwipjs from 'bwip-js/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from './helpers/factories';
import { call, errorOf, signUp, staffSession } from './helpers/auth';
import { orderBody, outboxFor, pdfPages, pdfText, placeOrder, shipping } from './helpers/orders';
import { createTestApp, engine, type TestApp } from './helpers/test-app';

let t: TestApp;
/** ₹1,200: ₹2,006.00 with ₹500 shipping and GST on both */
let CHARGER: number;
let admin: { sid: string; user: { id: number; email: string } };
beforeAll(async () => {
  t = await createTestApp();
  CHARGER = (await createProduct(t, { price: 1200, category: 'accessories', hsn: '850440' })).id;
  admin = await staffSession(t, { role: 'staff', name: 'Packing Desk' });
});
afterAll(() => t?.close());

const as = (method: 'GET' | 'POST', url: string, body?: unknown) =>
  call(t.app, method, url, { sid: admin.sid, body });

interface Placed {
  orderId: string;
  email: string;
  name: string;
  phone: string;
  sid: string;
}

let seq = 0;
/** A new customer's order of `quantity` chargers, paid by UPI (demo) unless `pay` is false. */
async function order(
  opts: { cod?: boolean; pay?: boolean; confirm?: boolean; quantity?: number } = {},
): Promise<Placed> {
  const { sid } = await signUp(t.app);
  seq += 1;
  const email = `parcel.${Date.now()}.${seq}@example.com`;
  const name = `Buyer Number ${seq}`;
  const phone = `98${String(Date.now()).slice(-5)}${String(seq).padStart(3, '0')}`;
  const res = await placeOrder(
    t.app,
    sid,
    orderBody([{ productId: CHARGER, quantity: opts.quantity ?? 1 }], {
      shipping: shipping({ email, name, phone }),
      paymentMethod: opts.cod ? 'cod' : 'upi',
    }),
  );
  expect(res.statusCode).toBe(201);
  const orderId = res.json().order.orderId as string;
  if (!opts.cod && opts.pay !== false) {
    const paid = await call(t.app, 'POST', `/api/orders/${orderId}/payment/demo-confirm`, { sid });
    expect(paid.json().order.paymentStatus).toBe('Paid');
  }
  if (opts.cod && opts.confirm) {
    const ok = await as('POST', `/api/admin/orders/${orderId}/status`, {
      status: 'Processing',
      note: COD_MESSAGES.confirmedNote,
    });
    expect(ok.statusCode).toBe(200);
  }
  return { orderId, email, name, phone, sid };
}

const detail = async (orderId: string) =>
  (await as('GET', `/api/admin/orders/${orderId}`)).json().order;

async function queueIds(which: 'toShip' | 'shipped', among: string[]) {
  const res = await as('GET', '/api/admin/orders/to-ship');
  expect(res.statusCode).toBe(200);
  const items = res.json()[which] as { orderId: string }[];
  return items.map((o) => o.orderId).filter((id) => among.includes(id));
}

const shippedMails = async (p: Placed) =>
  (await outboxFor(t.database.db, p.email)).filter((m) => m.subject.includes('has shipped'));

type PdfImage = { width: number; height: number; data: Uint8ClampedArray; kind: number };

/**
 * Reads the Code 128 barcode back from the label's image: the widths of the bars and spaces
 * across its middle row, in modules, compared by the test with what bwip-js encodes.
 */
async function barWidths(
  page: Awaited<ReturnType<typeof pdfPages>>['pages'][number]['page'],
  OPS: Record<string, number>,
) {
  const ops = await page.getOperatorList();
  const at = ops.fnArray.findIndex((fn) => fn === OPS.paintImageXObject);
  expect(at, 'an image on the label').toBeGreaterThanOrEqual(0);
  const name = ops.argsArray[at][0] as string;
  const img = (await new Promise((resolve) => page.objs.get(name, resolve))) as PdfImage;
  const channels = img.kind === 1 ? 0 : img.kind === 2 ? 3 : 4;
  const y = Math.floor(img.height / 2);
  const dark: boolean[] = [];
  for (let x = 0; x < img.width; x++) {
    if (channels === 0) {
      // 1 bit per pixel, rows padded to whole bytes; 1 is white.
      const byte = img.data[y * Math.ceil(img.width / 8) + (x >> 3)]!;
      dark.push(((byte >> (7 - (x & 7))) & 1) === 0);
    } else {
      const at = (y * img.width + x) * channels;
      // Transparent counts as the white paper under it.
      const opaque = channels === 3 || img.data[at + 3]! >= 128;
      dark.push(opaque && img.data[at]! < 128);
    }
  }
  const runs: number[] = [];
  let last: boolean | undefined;
  for (const d of dark.slice(dark.indexOf(true), dark.lastIndexOf(true) + 1)) {
    if (d === last) runs[runs.length - 1]! += 1;
    else runs.push(1);
    last = d;
  }
  const module = Math.min(...runs);
  return runs.map((r) => Math.round(r / module));
}

describe(`to-ship queue and one-step dispatch on ${engine}`, () => {
  it('queues paid and confirmed COD orders not yet shipped, oldest first, by the dashboard rule', async () => {
    const paidFirst = await order({ quantity: 2 });
    const unpaid = await order({ pay: false });
    const codWaiting = await order({ cod: true });
    const codConfirmed = await order({ cod: true, confirm: true });
    const shipped = await order();
    const ship = await as('POST', '/api/admin/orders/dispatch', {
      orders: [{ orderId: shipped.orderId, carrier: 'Delhivery', trackingNumber: '1234567890123' }],
    });
    expect(ship.statusCode).toBe(200);
    const paidLast = await order();
    const all = [paidFirst, unpaid, codWaiting, codConfirmed, shipped, paidLast].map(
      (o) => o.orderId,
    );

    expect(await queueIds('toShip', all)).toEqual([
      paidFirst.orderId,
      codConfirmed.orderId,
      paidLast.orderId,
    ]);
    expect(await queueIds('shipped', all)).toEqual([shipped.orderId]);

    // Searched, sorted and paged by the address, as every back-office list.
    const listed = async (query: string) => {
      const page = await as('GET', `/api/admin/orders/to-ship?${query}`);
      expect(page.statusCode, page.body).toBe(200);
      return page.json() as { toShip: { orderId: string }[]; total: number; pageCount: number };
    };
    const found = await listed(`q=${paidLast.orderId.toLowerCase()}`);
    expect(found.toShip.map((o) => o.orderId)).toEqual([paidLast.orderId]);
    expect(found.total).toBe(1);
    const newest = (await listed('sort=newest')).toShip.map((o) => o.orderId);
    expect(newest.filter((id) => all.includes(id))).toEqual([
      paidLast.orderId,
      codConfirmed.orderId,
      paidFirst.orderId,
    ]);
    const paged = await listed('pageSize=1&page=2');
    expect(paged.toShip).toHaveLength(1);
    expect(paged.pageCount).toBe(paged.total);
    const bad = await as('GET', '/api/admin/orders/to-ship?sort=sideways');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(['sort']);
    const res = await as('GET', '/api/admin/orders/to-ship');
    const items = res.json().toShip as Record<string, unknown>[];
    const cod = await detail(codConfirmed.orderId);
    expect(items.find((i) => i.orderId === codConfirmed.orderId)).toEqual({
      orderId: codConfirmed.orderId,
      placedAt: cod.placedAt,
      customerName: codConfirmed.name,
      city: cod.shippingAddress.city,
      pincode: cod.shippingAddress.pincode,
      items: 1,
      totalPaise: cod.totalPaise,
      paymentMethod: 'COD',
      paymentStatus: 'Pending',
      codPaise: cod.totalPaise,
      status: 'Processing',
      carrier: null,
      trackingNumber: null,
      // ₹1,966 within Maharashtra: under its ₹1 lakh limit (ADR 097).
      ewayBill: expect.objectContaining({
        needed: false,
        valuePaise: cod.totalPaise,
        record: null,
      }),
    });
    expect(items.find((i) => i.orderId === paidFirst.orderId)).toMatchObject({
      items: 2,
      paymentMethod: 'UPI',
      paymentStatus: 'Paid',
      codPaise: null,
      status: 'Placed',
    });
    expect(
      res.json().shipped.find((i: { orderId: string }) => i.orderId === shipped.orderId),
    ).toMatchObject({ status: 'Shipped', carrier: 'Delhivery', trackingNumber: '1234567890123' });
    // One rule: the dashboard counts exactly the queue.
    const dashboard = await as('GET', '/api/admin/dashboard');
    expect(dashboard.json().ordersToShip).toBe(items.length);
  });

  it('ships two orders in one step: Shipped, consecutive invoice numbers, two emails, courier and AWB kept', async () => {
    const a = await order();
    const b = await order({ cod: true, confirm: true });
    const res = await as('POST', '/api/admin/orders/dispatch', {
      orders: [
        {
          orderId: a.orderId.toLowerCase(),
          carrier: ' Blue  Dart ',
          trackingNumber: '7012 3456 789',
        },
        { orderId: b.orderId, carrier: 'Delhivery', trackingNumber: 'dl-99887766' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ dispatched: [a.orderId, b.orderId] });

    const [da, db] = [await detail(a.orderId), await detail(b.orderId)];
    expect(da).toMatchObject({
      status: 'Shipped',
      shipment: { carrier: 'Blue Dart', trackingNumber: '70123456789' },
    });
    expect(db).toMatchObject({
      status: 'Shipped',
      shipment: { carrier: 'Delhivery', trackingNumber: 'DL-99887766' },
    });
    const serial = (n: string) => Number(n.split('/').at(-1));
    expect(da.invoiceNumber).toMatch(/^INV\//);
    expect(serial(db.invoiceNumber)).toBe(serial(da.invoiceNumber) + 1);
    expect(await shippedMails(a)).toHaveLength(1);
    expect(await shippedMails(b)).toHaveLength(1);
    expect((await shippedMails(a))[0]!.text_body).toContain('70123456789');
    expect(await queueIds('toShip', [a.orderId, b.orderId])).toEqual([]);
    expect(await queueIds('shipped', [a.orderId, b.orderId])).toEqual([a.orderId, b.orderId]);

    const audit = await as('GET', `/api/admin/audit?entity=order&entityId=${b.orderId}`);
    expect(audit.json().items[0]).toMatchObject({
      action: 'order.status',
      actor: { id: admin.user.id },
      details: { from: 'Processing', to: 'Shipped', trackingNumber: 'DL-99887766' },
    });
  });

  it('refuses a batch with a bad row, naming its order, and changes nothing', async () => {
    const good = await order();
    const bad = await order();
    const unpaid = await order({ pay: false });
    const codWaiting = await order({ cod: true });
    const before = await as('GET', '/api/admin/orders/to-ship');

    const awb = await as('POST', '/api/admin/orders/dispatch', {
      orders: [
        { orderId: good.orderId, carrier: 'Blue Dart', trackingNumber: '70123456780' },
        { orderId: bad.orderId, carrier: 'Blue Dart', trackingNumber: 'AWB?' },
        { orderId: bad.orderId.replace('ORD', 'ORX'), carrier: '', trackingNumber: '123456' },
      ],
    });
    expect(awb.statusCode).toBe(400);
    const error = errorOf(awb);
    expect(error.fields).toEqual({
      'orders.1.trackingNumber': DISPATCH_MESSAGES.forOrder(
        bad.orderId,
        DISPATCH_MESSAGES.awbFormat,
      ),
      'orders.2.orderId': expect.stringContaining(DISPATCH_MESSAGES.orderId),
      'orders.2.carrier': expect.stringContaining(DISPATCH_MESSAGES.courierRequired),
    });
    expect(error.message).toContain(bad.orderId);

    const notReady = await as('POST', '/api/admin/orders/dispatch', {
      orders: [
        { orderId: good.orderId, carrier: 'Blue Dart', trackingNumber: '70123456780' },
        { orderId: unpaid.orderId, carrier: 'Blue Dart', trackingNumber: '70123456781' },
        { orderId: codWaiting.orderId, carrier: 'Blue Dart', trackingNumber: '70123456782' },
      ],
    });
    expect(notReady.statusCode).toBe(400);
    expect(errorOf(notReady)).toMatchObject({
      code: 'not_ready_to_ship',
      fields: {
        'orders.1.orderId': DISPATCH_MESSAGES.notToShip(unpaid.orderId, 'it is not paid yet'),
        'orders.2.orderId': DISPATCH_MESSAGES.notToShip(
          codWaiting.orderId,
          'its Cash on Delivery order is not confirmed yet',
        ),
      },
    });
    expect(errorOf(notReady).message).toContain(DISPATCH_MESSAGES.nothingDone);

    const again = await as('POST', '/api/admin/orders/dispatch', {
      orders: [
        { orderId: good.orderId, carrier: 'Blue Dart', trackingNumber: '70123456780' },
        { orderId: good.orderId, carrier: 'DTDC', trackingNumber: 'D12345678' },
      ],
    });
    expect(errorOf(again).fields).toEqual({
      'orders.1.orderId': DISPATCH_MESSAGES.forOrder(good.orderId, DISPATCH_MESSAGES.duplicate),
    });
    expect(errorOf(await as('POST', '/api/admin/orders/dispatch', { orders: [] })).fields).toEqual({
      orders: DISPATCH_MESSAGES.noneChosen,
    });

    // Nothing moved: the good order is still to ship, with no invoice number and no email.
    expect((await as('GET', '/api/admin/orders/to-ship')).json()).toEqual(before.json());
    const still = await detail(good.orderId);
    expect(still).toMatchObject({ status: 'Placed', invoiceNumber: null, shipment: null });
    expect(await shippedMails(good)).toEqual([]);
  });

  it('answers 409 for an order already dispatched, and 400 when a bad row comes with it', async () => {
    const a = await order();
    const ship = (orderId: string, trackingNumber: string) =>
      as('POST', '/api/admin/orders/dispatch', {
        orders: [{ orderId, carrier: 'Blue Dart', trackingNumber }],
      });
    expect((await ship(a.orderId, '70123450001')).statusCode).toBe(200);

    const twice = await ship(a.orderId, '70123450002');
    expect(twice.statusCode).toBe(409);
    const why = DISPATCH_MESSAGES.notToShip(a.orderId, 'it is already Shipped');
    expect(errorOf(twice)).toEqual({
      code: 'already_dispatched',
      message: `${DISPATCH_MESSAGES.alreadyDispatched} ${why}`,
      fields: { 'orders.0.orderId': why },
    });
    expect(twice.json().error.requestId).toBe(twice.headers['x-request-id']);

    const unpaid = await order({ pay: false });
    const mixed = await as('POST', '/api/admin/orders/dispatch', {
      orders: [
        { orderId: a.orderId, carrier: 'Blue Dart', trackingNumber: '70123450003' },
        { orderId: unpaid.orderId, carrier: 'Blue Dart', trackingNumber: '70123450004' },
      ],
    });
    expect(mixed.statusCode).toBe(400);
    expect(errorOf(mixed).code).toBe('not_ready_to_ship');
    // The first dispatch stands: its AWB number was not replaced.
    expect((await detail(a.orderId)).shipment).toMatchObject({ trackingNumber: '70123450001' });
  });

  it('refuses guests and customers', async () => {
    const customer = await signUp(t.app);
    const shipped = await order();
    const body = {
      orders: [{ orderId: shipped.orderId, carrier: 'DTDC', trackingNumber: 'D1234567' }],
    };
    for (const [sid, status] of [
      [undefined, 401],
      [customer.sid, 403],
    ] as const) {
      const get = await call(t.app, 'GET', '/api/admin/orders/to-ship', { sid });
      const post = await call(t.app, 'POST', '/api/admin/orders/dispatch', { sid, body });
      const print = await call(t.app, 'GET', `/api/admin/orders/print?ids=${shipped.orderId}`, {
        sid,
      });
      expect([get.statusCode, post.statusCode, print.statusCode]).toEqual([status, status, status]);
    }
    expect((await detail(shipped.orderId)).status).toBe('Placed');
  });

  it('prints each order as its tax invoice then a 4×6-inch label with a Code 128 barcode of its AWB', async () => {
    const prepaid = await order();
    const cod = await order({ cod: true, confirm: true });
    const notShipped = await order();
    const dispatched = await as('POST', '/api/admin/orders/dispatch', {
      orders: [
        { orderId: prepaid.orderId, carrier: 'Blue Dart', trackingNumber: '70123456799' },
        { orderId: cod.orderId, carrier: 'Delhivery', trackingNumber: '2233445566778' },
      ],
    });
    expect(dispatched.statusCode).toBe(200);
    const [dp, dc] = [await detail(prepaid.orderId), await detail(cod.orderId)];

    const res = await as('GET', `/api/admin/orders/print?ids=${prepaid.orderId},${cod.orderId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('attachment');
    const { pages, OPS, close } = await pdfPages(res.rawPayload);
    expect(pages).toHaveLength(4);
    const sizes = pages.map((p) => [Math.round(p.width), Math.round(p.height)]);
    const label = [LABEL_SIZE.width, LABEL_SIZE.height];
    expect(sizes).toEqual([[595, 842], label, [595, 842], label]);

    expect(pages[0]!.text).toContain('TAX INVOICE');
    expect(pages[0]!.text).toContain(dp.invoiceNumber);
    expect(pages[2]!.text).toContain(dc.invoiceNumber);
    expect(pages[1]!.text).toContain(prepaid.name);
    expect(pages[1]!.text).toContain(`PIN ${dp.shippingAddress.pincode}`);
    expect(pages[1]!.text).toContain(prepaid.phone);
    expect(pages[1]!.text).toContain('PREPAID');
    expect(pages[1]!.text).toContain('AWB: 70123456799');
    expect(pages[1]!.text).toContain('RETURN TO');
    expect(pages[3]!.text).toContain(cod.name);
    const rupees = (dc.totalPaise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 });
    expect(pages[3]!.text).toContain(`COD: collect Rs. ${rupees}`);
    expect(pages[3]!.text).toContain('Courier: Delhivery');

    // The barcode image decodes to bwip-js's Code 128 of each parcel's AWB (the courier scans
    // it, ADR 101), and not of the other; the order id is printed above it.
    const encoded = (id: string) => (bwipjs.raw('code128', id) as { sbs: number[] }[])[0]!.sbs;
    const first = await barWidths(pages[1]!.page, OPS);
    const second = await barWidths(pages[3]!.page, OPS);
    expect(first).toEqual(encoded('70123456799'));
    expect(second).toEqual(encoded('2233445566778'));
    expect(second).not.toEqual(encoded('70123456799'));
    expect(pages[1]!.text).toContain(prepaid.orderId);
    await close();

    const refused = await as(
      'GET',
      `/api/admin/orders/print?ids=${prepaid.orderId}&ids=${notShipped.orderId}`,
    );
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).message).toBe(DISPATCH_MESSAGES.notPrintable(notShipped.orderId));
    const none = await as('GET', '/api/admin/orders/print?ids=');
    expect(none.statusCode).toBe(400);
    // One order alone, asked for by a form's repeated field.
    const one = await as('GET', `/api/admin/orders/print?ids=${cod.orderId.toLowerCase()}`);
    expect(one.statusCode).toBe(200);
    expect(await pdfText(one.rawPayload)).toContain(dc.invoiceNumber);
  });

  it('marks a shipped order Delivered in one step; a COD one becomes Paid', async () => {
    const cod = await order({ cod: true, confirm: true });
    await as('POST', '/api/admin/orders/dispatch', {
      orders: [{ orderId: cod.orderId, carrier: 'DTDC', trackingNumber: 'D98765432' }],
    });
    expect(await queueIds('shipped', [cod.orderId])).toEqual([cod.orderId]);
    const res = await as('POST', `/api/admin/orders/${cod.orderId}/status`, {
      status: 'Delivered',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({
      status: 'Delivered',
      paymentStatus: 'Paid',
      payment: { reference: `COD-${cod.orderId}` },
    });
    expect(await queueIds('shipped', [cod.orderId])).toEqual([]);
    // Delivered orders still print (a label reprinted for a return, the invoice for the file).
    const print = await as('GET', `/api/admin/orders/print?ids=${cod.orderId}`);
    expect(print.statusCode).toBe(200);
    expect(await pdfText(print.rawPayload)).toContain('PREPAID');
  });
});
