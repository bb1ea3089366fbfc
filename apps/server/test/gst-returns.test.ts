import type { Gstr1File, Gstr1Item } from '@shop/shared/gst-returns/gstr1-format';
import { GST_MONTH_ERROR } from '@shop/shared/gst-returns/month';
import { SHOP } from '@shop/shared/shop/identity';
import { parse } from 'csv-parse/sync';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { refundsOfOrder } from '../src/modules/returns/repository';
import { createProduct } from './helpers/factories';
import { call, logIn, PASSWORD, sidCookie, signUp } from './helpers/auth';
import {
  karnataka,
  lifecycleOf,
  orderBody,
  placeOrder,
  shipping,
  type Line,
  courierEwayBill,
} from './helpers/orders';
import { askReturn, staffOf } from './helpers/returns';
import { createTestApp, engine, type TestApp } from './helpers/test-app';

/**
 * GST returns: orders placed, paid and shipped on a fixed clock in August
 * 2026 (and around it), some returned with credit notes; every figure of the GSTR-1 file, the
 * sales register and the summary must add up to the invoices and credit notes, to the paisa.
 */
let t: TestApp;
/** ₹5,499, HSN 844332 */
let PRINTER: number;
/** ₹4,299, HSN 847190 */
let SCANNER: number;
/** ₹5,999, SAC 997331 */
let SOFTWARE: number;
/** ₹1,200, HSN 850440 */
let CHARGER: number;
/** ₹50,000, HSN 847050 */
let POS_COMBO: number;
let staff: Awaited<ReturnType<typeof staffOf>>;
beforeAll(async () => {
  t = await createTestApp(); // demo payments: refunds settle at once
  PRINTER = (await createProduct(t, { price: 5499, category: 'thermal-printer', hsn: '844332' }))
    .id;
  SCANNER = (await createProduct(t, { price: 4299, category: 'barcode-scanner', hsn: '847190' }))
    .id;
  SOFTWARE = (
    await createProduct(t, {
      price: 5999,
      category: 'billing-software',
      hsn: '997331',
      returnable: false,
    })
  ).id;
  CHARGER = (await createProduct(t, { price: 1200, category: 'accessories', hsn: '850440' })).id;
  POS_COMBO = (await createProduct(t, { price: 50000, category: 'touch-pos', hsn: '847050' })).id;
  staff = await staffOf(t);
});
afterAll(() => t?.close());
afterEach(() => vi.useRealTimers());

const BUYER_GSTIN = '27AAPFU0939F1ZV'; // Maharashtra, the shop's state

const clock = (iso: string) => vi.setSystemTime(new Date(iso));

async function paidOrder(items: Line[], over: Record<string, unknown> = {}) {
  const { sid, user } = await signUp(t.app);
  const res = await placeOrder(t.app, sid, orderBody(items, over));
  expect(res.statusCode, res.body).toBe(201);
  const orderId = res.json().order.orderId as string;
  const paid = await call(t.app, 'POST', `/api/orders/${orderId}/payment/demo-confirm`, { sid });
  expect(paid.statusCode, paid.body).toBe(200);
  return { email: user.email, orderId };
}

/** Shipped (and so invoiced) at `iso`. */
async function ship(orderId: string, iso: string) {
  clock(iso);
  const lifecycle = lifecycleOf(t);
  await lifecycle.changeStatus(orderId, 'Processing');
  await courierEwayBill(t, orderId);
  await lifecycle.changeStatus(orderId, 'Shipped', { carrier: 'DTDC', trackingNumber: 'AWB1' });
}

/** Delivered at `deliveredIso`, then `lines` returned and refunded (credit note) at `refundIso`. */
async function returnWithCreditNote(
  order: { email: string; orderId: string },
  lines: { lineNo: number; quantity: number }[],
  deliveredIso: string,
  refundIso: string,
) {
  clock(deliveredIso);
  await lifecycleOf(t).changeStatus(order.orderId, 'Delivered');
  clock(refundIso);
  // Signed in again: weeks have passed on the clock since the order.
  const sid = sidCookie(await logIn(t.app, order.email, PASSWORD))!.value;
  const asked = await askReturn(t.app, sid, order.orderId, lines);
  expect(asked.statusCode, asked.body).toBe(200);
  const list = await staff('GET', `/api/admin/orders/${order.orderId}/returns`);
  const returnId = list.json().returns[0].id as number;
  for (const step of ['approve', 'receive', 'refund']) {
    const res = await staff('POST', `/api/admin/returns/${returnId}/${step}`, {});
    expect(res.statusCode, res.body).toBe(200);
  }
}

interface Sums {
  taxable: number;
  igst: number;
  cgst: number;
  sgst: number;
}
const zero = (): Sums => ({ taxable: 0, igst: 0, cgst: 0, sgst: 0 });
const paise = (rupees: number | undefined) => Math.round((rupees ?? 0) * 100);
function addItems(sums: Sums, items: Gstr1Item[], sign: 1 | -1) {
  for (const { itm_det: d } of items) {
    sums.taxable += sign * paise(d.txval);
    sums.igst += sign * paise(d.iamt);
    sums.cgst += sign * paise(d.camt);
    sums.sgst += sign * paise(d.samt);
  }
}

/** What the invoices (orders) and credit notes (refunds) say, read from the stored records. */
async function expectedOf(invoiced: string[], creditedOrders: string[], month: string) {
  const db = t.database.db;
  const sums = zero();
  const invoiceNumbers: string[] = [];
  for (const orderId of invoiced) {
    const o = await db
      .selectFrom('orders')
      .selectAll()
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    invoiceNumbers.push(o.invoice_number!);
    // Delivery and the COD fee are part of the taxable value when they carried GST (ADR 096).
    sums.taxable += o.subtotal + (o.charges_tax_rate === null ? 0 : o.shipping + o.cod_fee);
    if (o.state_code === o.seller_state_code) {
      sums.cgst += Math.floor(o.tax / 2);
      sums.sgst += o.tax - Math.floor(o.tax / 2);
    } else sums.igst += o.tax;
  }
  const noteNumbers: string[] = [];
  for (const orderId of creditedOrders) {
    const o = await db
      .selectFrom('orders')
      .selectAll()
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    for (const r of await refundsOfOrder(db, orderId)) {
      if (!r.credit_note_date || !r.credit_note_date.startsWith(month)) continue;
      noteNumbers.push(r.credit_note_number!);
      const lines = await db
        .selectFrom('refund_lines')
        .selectAll()
        .where('refund_id', '=', r.id)
        .execute();
      const charges =
        o.charges_tax_rate === null
          ? []
          : [{ taxable_value: r.shipping_paise, tax_amount: r.shipping_tax_paise }];
      for (const l of [...lines, ...charges]) {
        sums.taxable -= l.taxable_value;
        if (o.state_code === o.seller_state_code) {
          sums.cgst -= Math.floor(l.tax_amount / 2);
          sums.sgst -= l.tax_amount - Math.floor(l.tax_amount / 2);
        } else sums.igst -= l.tax_amount;
      }
    }
  }
  return { sums, invoiceNumbers: invoiceNumbers.sort(), noteNumbers: noteNumbers.sort() };
}

const serial = (n: string) => Number(n.slice(-6));

describe(`GST returns of a month on ${engine}`, () => {
  it('reconciles GSTR-1, the sales register and the summary with the month’s invoices and credit notes', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-07-28T05:00:00Z') });
    const b2b = await paidOrder([{ productId: PRINTER, quantity: 2 }], {
      business: { name: 'Rao Traders Pvt Ltd', gstin: BUYER_GSTIN },
    });
    const intra = await paidOrder([
      { productId: SCANNER, quantity: 1 },
      { productId: SOFTWARE, quantity: 1 },
    ]);
    const large = await paidOrder([{ productId: POS_COMBO, quantity: 2 }], {
      shipping: shipping(karnataka),
    });
    const small = await paidOrder([{ productId: CHARGER, quantity: 1 }], {
      shipping: shipping(karnataka),
    });
    const july = await paidOrder([{ productId: CHARGER, quantity: 1 }]);
    const september = await paidOrder([{ productId: SCANNER, quantity: 1 }]);

    await ship(july.orderId, '2026-07-31T18:25:00Z'); // 23:55 IST on 31 July
    await ship(b2b.orderId, '2026-07-31T18:35:00Z'); // 00:05 IST on 1 August
    await ship(intra.orderId, '2026-08-04T06:00:00Z');
    await ship(large.orderId, '2026-08-05T06:00:00Z');
    await ship(small.orderId, '2026-08-06T06:00:00Z');
    await ship(september.orderId, '2026-08-31T18:35:00Z'); // 00:05 IST on 1 September

    // Credit notes in August: one printer of the B2B order (CDNR), one POS combo of the B2CL
    // order (CDNUR), the scanner of the intra-state order (netted into B2CS). The charger of the
    // small inter-state order comes back in September: not this month's.
    await returnWithCreditNote(
      b2b,
      [{ lineNo: 1, quantity: 1 }],
      '2026-08-08T06:00:00Z',
      '2026-08-12T06:00:00Z',
    );
    await returnWithCreditNote(
      large,
      [{ lineNo: 1, quantity: 1 }],
      '2026-08-09T06:00:00Z',
      '2026-08-13T06:00:00Z',
    );
    await returnWithCreditNote(
      intra,
      [{ lineNo: 1, quantity: 1 }],
      '2026-08-10T06:00:00Z',
      '2026-08-14T06:00:00Z',
    );
    await returnWithCreditNote(
      small,
      [{ lineNo: 1, quantity: 1 }],
      '2026-08-20T06:00:00Z',
      '2026-09-02T06:00:00Z',
    );
    vi.useRealTimers();

    const augustOrders = [b2b, intra, large, small].map((o) => o.orderId);
    const expected = await expectedOf(augustOrders, augustOrders, '2026-08');
    expect(expected.noteNumbers).toHaveLength(3);

    // GSTR-1 as the offline tool's JSON, downloaded.
    const res = await staff('GET', '/api/admin/gst/gstr1?month=2026-08');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="GSTR1_${SHOP.gstin}_082026.json"`,
    );
    const file = res.json() as Gstr1File;
    expect(Object.keys(file)).toEqual([
      'gstin',
      'fp',
      'version',
      'hash',
      'b2b',
      'b2cl',
      'b2cs',
      'cdnr',
      'cdnur',
      'doc_issue',
      'hsn',
    ]);
    expect(file).toMatchObject({
      gstin: SHOP.gstin,
      fp: '082026',
      version: 'GST3.2.4',
      hash: 'hash',
    });

    // Each invoice where the rules put it.
    const orderRow = (id: string) =>
      t.database.db
        .selectFrom('orders')
        .selectAll()
        .where('order_id', '=', id)
        .executeTakeFirstOrThrow();
    const b2bRow = await orderRow(b2b.orderId);
    const largeRow = await orderRow(large.orderId);
    expect(file.b2b).toEqual([
      {
        ctin: BUYER_GSTIN,
        inv: [
          expect.objectContaining({
            inum: b2bRow.invoice_number,
            idt: '01-08-2026',
            val: b2bRow.total_amount / 100,
            pos: '27',
            itms: [
              {
                num: 1801,
                itm_det: { txval: 10_998, rt: 18, camt: 989.82, samt: 989.82, csamt: 0 },
              },
            ],
          }),
        ],
      },
    ]);
    expect(file.b2cl).toEqual([
      {
        pos: '29',
        inv: [
          {
            inum: largeRow.invoice_number,
            idt: '05-08-2026',
            val: largeRow.total_amount / 100,
            itms: [{ num: 1801, itm_det: { txval: 100_000, rt: 18, iamt: 18_000, csamt: 0 } }],
          },
        ],
      },
    ]);
    // Intra-state: scanner + software less the returned scanner; inter-state: the charger.
    expect(file.b2cs).toEqual([
      {
        sply_ty: 'INTRA',
        rt: 18,
        typ: 'OE',
        pos: '27',
        txval: 5999,
        camt: 539.91,
        samt: 539.91,
        csamt: 0,
      },
      // ₹1,200 of goods and ₹500 delivery, both with 18% GST under the goods' HSN (ADR 096).
      { sply_ty: 'INTER', rt: 18, typ: 'OE', pos: '29', txval: 1700, iamt: 306, csamt: 0 },
    ]);
    expect(file.cdnr?.[0]).toMatchObject({
      ctin: BUYER_GSTIN,
      nt: [{ ntty: 'C', pos: '27', nt_dt: '12-08-2026' }],
    });
    expect(file.cdnur).toEqual([
      expect.objectContaining({
        ntty: 'C',
        typ: 'B2CL',
        pos: '29',
        nt_dt: '13-08-2026',
        val: 59_000,
      }),
    ]);

    // Both ways: sections (invoices less notes) = the stored invoices less the credit notes.
    const sections = zero();
    for (const g of file.b2b ?? []) for (const inv of g.inv) addItems(sections, inv.itms, 1);
    for (const g of file.b2cl ?? []) for (const inv of g.inv) addItems(sections, inv.itms, 1);
    for (const row of file.b2cs ?? []) addItems(sections, [{ num: 0, itm_det: row }], 1);
    for (const g of file.cdnr ?? []) for (const nt of g.nt) addItems(sections, nt.itms, -1);
    for (const nt of file.cdnur ?? []) addItems(sections, nt.itms, -1);
    expect(sections).toEqual(expected.sums);
    // The HSN summary, both halves, says the same.
    const hsn = zero();
    const hsnRows = [...(file.hsn?.hsn_b2b ?? []), ...(file.hsn?.hsn_b2c ?? [])];
    addItems(
      hsn,
      hsnRows.map((r) => ({ num: 0, itm_det: r })),
      1,
    );
    expect(hsn).toEqual(expected.sums);
    expect(file.hsn?.hsn_b2b).toEqual([
      expect.objectContaining({ hsn_sc: '844332', uqc: 'NOS', qty: 1, rt: 18, txval: 5499 }),
    ]);
    // The scanner sold and returned in the month nets to nothing: no 847190 row.
    expect(file.hsn?.hsn_b2c?.map((r) => [r.hsn_sc, r.desc, r.uqc, r.qty, r.txval])).toEqual([
      ['847050', 'Billing machines and POS', 'NOS', 1, 50_000],
      // The charger's delivery is in its row's value, not its quantity.
      ['850440', 'Adaptors and chargers', 'NOS', 1, 1700],
      ['997331', 'Software licences', 'NA', 0, 5999],
    ]);

    // Documents issued: the month's series, first to last, no gaps.
    const [invoices, notes] = file.doc_issue!.doc_det;
    const inv = expected.invoiceNumbers;
    expect(invoices).toEqual({
      doc_num: 1,
      doc_typ: 'Invoices for outward supply',
      docs: [{ num: 1, from: inv[0], to: inv.at(-1), totnum: 4, cancel: 0, net_issue: 4 }],
    });
    expect(serial(inv.at(-1)!) - serial(inv[0]!) + 1).toBe(4);
    const cn = expected.noteNumbers;
    expect(notes).toEqual({
      doc_num: 5,
      doc_typ: 'Credit Note',
      docs: [{ num: 1, from: cn[0], to: cn.at(-1), totnum: 3, cancel: 0, net_issue: 3 }],
    });
    expect(serial(cn.at(-1)!) - serial(cn[0]!) + 1).toBe(3);

    // The sales register: a row per invoice line and credit note line, summing to the same.
    const csv = await staff('GET', '/api/admin/gst/sales-register.csv?month=2026-08');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="sales-register-2026-08.csv"',
    );
    const rows = parse(csv.body, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.map((r) => [r.Document, r['GSTR-1 section'], r['HSN/SAC'], r.Quantity])).toEqual([
      ['Invoice', 'B2B', '844332', '2'],
      ['Invoice', 'B2CS', '847190', '1'],
      ['Invoice', 'B2CS', '997331', '1'],
      ['Invoice', 'B2CL', '847050', '2'],
      ['Invoice', 'B2CS', '850440', '1'],
      ['Invoice', 'B2CS', '850440', '0'],
      ['Credit note', 'CDNR', '844332', '-1'],
      ['Credit note', 'CDNUR', '847050', '-1'],
      ['Credit note', 'B2CS (netted)', '847190', '-1'],
    ]);
    const col = (name: string) => rows.reduce((s, r) => s + paise(Number(r[name])), 0);
    expect({
      taxable: col('Taxable value (₹)'),
      igst: col('IGST (₹)'),
      cgst: col('CGST (₹)'),
      sgst: col('SGST (₹)'),
    }).toEqual(expected.sums);
    expect(new Set(rows.filter((r) => r.Document === 'Invoice').map((r) => r.Number))).toEqual(
      new Set(inv),
    );
    expect(rows.find((r) => r.Document === 'Credit note')).toMatchObject({
      'Against invoice': b2bRow.invoice_number,
      'Buyer GSTIN': BUYER_GSTIN,
      Buyer: 'Rao Traders Pvt Ltd',
      'Place of supply': '27-Maharashtra',
    });

    // The page's figures.
    const summary = await staff('GET', '/api/admin/gst/summary?month=2026-08');
    expect(summary.statusCode, summary.body).toBe(200);
    const totals = summary.json().totals;
    expect(totals.invoices.count).toBe(4);
    expect(totals.creditNotes.count).toBe(3);
    expect({
      taxable: totals.net.taxablePaise,
      igst: totals.net.igstPaise,
      cgst: totals.net.cgstPaise,
      sgst: totals.net.sgstPaise,
    }).toEqual(expected.sums);
    expect(totals.sections).toEqual({
      b2b: 1,
      b2cl: 1,
      b2cs: 2,
      cdnr: 1,
      cdnur: 0 + 1,
      cdnB2cs: 1,
    });

    // July and September have their own: the boundary invoices and the September note.
    const julyFile = (await staff('GET', '/api/admin/gst/gstr1?month=2026-07')).json() as Gstr1File;
    expect(julyFile.b2cs).toEqual([
      {
        sply_ty: 'INTRA',
        rt: 18,
        typ: 'OE',
        pos: '27',
        txval: 1700,
        camt: 153,
        samt: 153,
        csamt: 0,
      },
    ]);
    const sept = (await staff('GET', '/api/admin/gst/summary?month=2026-09')).json();
    expect(sept.totals.invoices.count).toBe(1);
    // The whole order came back for a reason that refunds delivery: its ₹500 and ₹90 GST too.
    expect(sept.totals.creditNotes).toMatchObject({
      count: 1,
      valuePaise: 2006_00,
      taxablePaise: 1700_00,
      igstPaise: 306_00,
    });

    // Each download is in the audit log.
    const audit = await staff('GET', '/api/admin/audit?entity=gst&entityId=2026-08');
    expect(
      audit
        .json()
        .items.map((e: { action: string; details: { file: string } }) => [
          e.action,
          e.details.file,
        ]),
    ).toEqual([
      ['gst.export', 'sales-register'],
      ['gst.export', 'gstr1'],
    ]);
  });

  it('gives a month with nothing in it empty sections and an empty register', async () => {
    const res = await staff('GET', '/api/admin/gst/gstr1?month=2026-10');
    expect(res.statusCode).toBe(200);
    // The offline tool leaves empty sections out of the file.
    expect(res.json()).toEqual({
      gstin: SHOP.gstin,
      fp: '102026',
      version: 'GST3.2.4',
      hash: 'hash',
    });
    const csv = await staff('GET', '/api/admin/gst/sales-register.csv?month=2026-10');
    expect(parse(csv.body, { bom: true, columns: true })).toEqual([]);
    expect(csv.body).toContain('Document,Number,Date (IST)');
    const summary = (await staff('GET', '/api/admin/gst/summary?month=2026-10')).json();
    expect(summary.totals.invoices).toEqual({
      count: 0,
      valuePaise: 0,
      taxablePaise: 0,
      igstPaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
    });
    expect(summary.documents).toEqual([]);
  });

  it('refuses a return for a month before the first tax invoice (July 2026 here)', async () => {
    for (const file of ['gstr1', 'sales-register.csv']) {
      const res = await staff('GET', `/api/admin/gst/${file}?month=2026-06`);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'gst_month_before_first_invoice',
        message:
          'The shop issued its first tax invoice in July 2026: there is no return to file for an earlier month.',
      });
    }
    const audit = await staff('GET', '/api/admin/audit?entity=gst&entityId=2026-06');
    expect(audit.json().items).toEqual([]);
  });

  it('keeps an invoice issued before delivery carried GST as it was issued', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-02T05:00:00Z') });
    const old = await paidOrder([{ productId: CHARGER, quantity: 1 }], {
      shipping: shipping(karnataka),
    });
    // The row as the shop stored it before migration 027: ₹500 shipping without GST.
    await t.database.db
      .updateTable('orders')
      .set({
        charges_tax_rate: null,
        charges_hsn: null,
        shipping_tax: 0,
        tax: 216_00,
        total_amount: 1916_00,
      })
      .where('order_id', '=', old.orderId)
      .execute();
    await ship(old.orderId, '2026-11-03T06:00:00Z');
    vi.useRealTimers();
    const file = (await staff('GET', '/api/admin/gst/gstr1?month=2026-11')).json() as Gstr1File;
    expect(file.b2cs).toEqual([
      { sply_ty: 'INTER', rt: 18, typ: 'OE', pos: '29', txval: 1200, iamt: 216, csamt: 0 },
    ]);
    expect(file.hsn?.hsn_b2c).toMatchObject([{ hsn_sc: '850440', qty: 1, txval: 1200 }]);
  });

  it('answers 400 for a bad month and keeps the files from customers and guests', async () => {
    for (const q of [
      '',
      '?month=2026-13',
      '?month=2026-8',
      '?month=august',
      '?month=2026-08&x=1',
    ]) {
      for (const path of ['gstr1', 'sales-register.csv', 'summary']) {
        const res = await staff('GET', `/api/admin/gst/${path}${q}`);
        expect(res.statusCode, `${path}${q}`).toBe(400);
        expect(res.json().error.code).toBe('bad_request');
      }
    }
    const bad = await staff('GET', '/api/admin/gst/gstr1?month=2026-13');
    expect(bad.json().error.fields).toEqual({ month: GST_MONTH_ERROR });
    const { sid } = await signUp(t.app);
    expect(
      (await call(t.app, 'GET', '/api/admin/gst/gstr1?month=2026-08', { sid })).statusCode,
    ).toBe(403);
    expect((await call(t.app, 'GET', '/api/admin/gst/gstr1?month=2026-08')).statusCode).toBe(401);
  });
});
