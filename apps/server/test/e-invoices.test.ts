import fs from 'node:fs';
import path from 'node:path';
import type { Inv01Document } from '@shop/shared/e-invoices/inv01';
import { E_INVOICE_TEXTS } from '@shop/shared/e-invoices/irp-response';
import { gstinCheckCharacter } from '@shop/shared/india/gstin';
import { SHOP } from '@shop/shared/shop/identity';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, errorOf, logIn, PASSWORD, sidCookie, signUp } from './helpers/auth';
import { createProduct } from './helpers/factories';
import { inv01Errors } from './helpers/inv01-schema';
import { irpResponse, type IrpDocument } from './helpers/irp';
import {
  courierEwayBill,
  karnataka,
  lifecycleOf,
  orderBody,
  pdfText,
  placeOrder,
  shipping,
} from './helpers/orders';
import { askReturn, staffOf } from './helpers/returns';
import { createTestApp, engine, type TestApp } from './helpers/test-app';

/**
 * E-invoices (ADR 098) with E_INVOICING=on-30-day-limit: the INV-01 export of B2B invoices and
 * credit notes against NIC's published schema and golden files, values equal to the documents
 * to the paisa; the IRP's response imported, checked and audited; the reporting limit.
 */
let t: TestApp;
let staff: Awaited<ReturnType<typeof staffOf>>;
/** A touch POS terminal, ₹34,999, HSN 847050. */
let TERMINAL: number;
const KA_GSTIN = `29AAPFU0939F1Z${gstinCheckCharacter('29AAPFU0939F1Z')}`;
const GOLDEN = path.join(import.meta.dirname, 'fixtures/e-invoice');

beforeAll(async () => {
  t = await createTestApp({ E_INVOICING: 'on-30-day-limit' });
  TERMINAL = (
    await createProduct(t, {
      name: 'Touch POS Terminal 15.6 inch',
      price: 34999,
      category: 'touch-pos',
      hsn: '847050',
    })
  ).id;
  staff = await staffOf(t);
});
afterAll(() => t?.close());
afterEach(() => vi.useRealTimers());

const clock = (iso: string) => vi.useFakeTimers({ toFake: ['Date'], now: new Date(iso) });

/** A paid order for `quantity` terminals, placed now; `business` makes it B2B. */
async function paidOrder(quantity: number, business?: { name: string; gstin: string }) {
  const { sid, user } = await signUp(t.app);
  const body = orderBody([{ productId: TERMINAL, quantity }], {
    shipping: shipping({
      ...karnataka,
      name: 'Meera Iyer',
      email: 'accounts@raotraders.example',
      phone: '+91 98450 11223',
      address: '4th Floor, 18 Residency Road',
    }),
    ...(business && { business }),
  });
  const res = await placeOrder(t.app, sid, body);
  expect(res.statusCode, res.body).toBe(201);
  const orderId = res.json().order.orderId as string;
  const paid = await call(t.app, 'POST', `/api/orders/${orderId}/payment/demo-confirm`, { sid });
  expect(paid.statusCode, paid.body).toBe(200);
  return { orderId, email: user.email };
}

async function shipAt(orderId: string, iso: string) {
  clock(iso);
  await lifecycleOf(t).changeStatus(orderId, 'Processing');
  // Two terminals to another state need an e-way bill before they leave (ADR 097).
  await courierEwayBill(t, orderId);
  await lifecycleOf(t).changeStatus(orderId, 'Shipped', { carrier: 'DTDC', trackingNumber: 'D1' });
}

const orderRow = (orderId: string) =>
  t.database.db
    .selectFrom('orders')
    .selectAll()
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();

const exportOf = (numbers: string[]) =>
  staff(
    'GET',
    `/api/admin/e-invoices/export?${numbers.map((n) => `document=${encodeURIComponent(n)}`).join('&')}`,
  );

const paise = (rupees: number) => Math.round(rupees * 100);

/**
 * The IRP's own checks of a document's values (e-invoice FAQ, validation of the totals): the
 * items' taxable values and taxes add up to the document's, and the items' totals with other
 * charges and round off to the invoice value.
 */
function expectIrpTotals(doc: Inv01Document) {
  const sum = (pick: (i: Inv01Document['ItemList'][number]) => number) =>
    doc.ItemList.reduce((s, i) => s + paise(pick(i)), 0);
  const v = doc.ValDtls;
  expect(sum((i) => i.AssAmt)).toBe(paise(v.AssVal));
  expect(sum((i) => i.IgstAmt)).toBe(paise(v.IgstVal));
  expect(sum((i) => i.CgstAmt)).toBe(paise(v.CgstVal));
  expect(sum((i) => i.SgstAmt)).toBe(paise(v.SgstVal));
  for (const i of doc.ItemList) {
    expect(paise(i.AssAmt + i.IgstAmt + i.CgstAmt + i.SgstAmt)).toBe(paise(i.TotItemVal));
  }
  expect(sum((i) => i.TotItemVal) + paise(v.OthChrg) + paise(v.RndOffAmt)).toBe(paise(v.TotInvVal));
}

function expectGolden(name: string, doc: Inv01Document) {
  const file = path.join(GOLDEN, name);
  if (process.env.UPDATE_GOLDEN === '1')
    fs.writeFileSync(file, `${JSON.stringify(doc, null, 2)}\n`);
  expect(doc).toEqual(JSON.parse(fs.readFileSync(file, 'utf8')));
}

let invoiceNumber = '';
let creditNoteNumber = '';
let b2bOrder = '';

describe(`e-invoices on ${engine}`, () => {
  it('exports a two-terminal inter-state B2B invoice (IGST) and its credit note as INV-01 the schema accepts, equal to the documents', async () => {
    clock('2026-08-03T05:00:00Z');
    const order = await paidOrder(2, { name: 'Rao Traders Pvt Ltd', gstin: KA_GSTIN });
    b2bOrder = order.orderId;
    await shipAt(order.orderId, '2026-08-03T09:30:00Z');
    const row = await orderRow(order.orderId);
    invoiceNumber = row.invoice_number!;
    clock('2026-08-06T06:00:00Z');
    await lifecycleOf(t).changeStatus(order.orderId, 'Delivered');
    clock('2026-08-10T06:00:00Z');
    const sid = sidCookie(await logIn(t.app, order.email, PASSWORD))!.value;
    const asked = await askReturn(t.app, sid, order.orderId, [{ lineNo: 1, quantity: 1 }]);
    expect(asked.statusCode, asked.body).toBe(200);
    const returnId = (await staff('GET', `/api/admin/orders/${order.orderId}/returns`)).json()
      .returns[0].id as number;
    for (const step of ['approve', 'receive', 'refund']) {
      const res = await staff('POST', `/api/admin/returns/${returnId}/${step}`, {});
      expect(res.statusCode, res.body).toBe(200);
    }
    const refund = await t.database.db
      .selectFrom('refunds')
      .selectAll()
      .where('order_id', '=', order.orderId)
      .executeTakeFirstOrThrow();
    creditNoteNumber = refund.credit_note_number!;

    const res = await exportOf([invoiceNumber, creditNoteNumber]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="e-invoices-2026-08-10.json"',
    );
    const [invoice, creditNote] = res.json() as Inv01Document[];
    expect(inv01Errors(invoice)).toEqual([]);
    expect(inv01Errors(creditNote)).toEqual([]);
    // The schema does refuse: a PIN code as text, a document number starting with '/'.
    const broken = {
      ...invoice,
      DocDtls: { ...invoice!.DocDtls, No: '/1' },
      BuyerDtls: { ...invoice!.BuyerDtls, Pin: '560001' },
    };
    expect(inv01Errors(broken)).toEqual([
      '/DocDtls/No must match pattern "^([a-zA-Z1-9]{1}[a-zA-Z0-9\\/-]{0,15})$"',
      '/BuyerDtls/Pin must be number',
    ]);

    // The invoice, to the paisa, as the order froze it.
    expect(invoice!.DocDtls).toEqual({ Typ: 'INV', No: invoiceNumber, Dt: '03/08/2026' });
    expect(invoice!.SellerDtls.Gstin).toBe(SHOP.gstin);
    expect(invoice!.BuyerDtls).toMatchObject({ Gstin: KA_GSTIN, Pos: '29', Stcd: '29' });
    expect(Math.round(invoice!.ValDtls.AssVal * 100)).toBe(row.subtotal);
    expect(Math.round(invoice!.ValDtls.IgstVal * 100)).toBe(row.tax);
    expect(invoice!.ValDtls.CgstVal + invoice!.ValDtls.SgstVal).toBe(0);
    expect(Math.round(invoice!.ValDtls.TotInvVal * 100)).toBe(row.total_amount);
    const { AssVal, IgstVal, OthChrg, RndOffAmt, TotInvVal } = invoice!.ValDtls;
    expect(Math.round((AssVal + IgstVal + OthChrg + RndOffAmt) * 100)).toBe(TotInvVal * 100);
    // The credit note: the refund's amounts, against the invoice it reduces.
    expect(creditNote!.DocDtls).toEqual({ Typ: 'CRN', No: creditNoteNumber, Dt: '10/08/2026' });
    expect(creditNote!.RefDtls).toEqual({
      PrecDocDtls: [{ InvNo: invoiceNumber, InvDt: '03/08/2026' }],
    });
    expect(Math.round(creditNote!.ValDtls.TotInvVal * 100)).toBe(refund.amount_paise);

    expectIrpTotals(invoice!);
    expectIrpTotals(creditNote!);
    expectGolden('golden-b2b-igst-invoice.json', invoice!);
    expectGolden('golden-b2b-credit-note.json', creditNote!);
  });

  it('lists only B2B documents, with their reporting limit, and never exports a B2C invoice', async () => {
    clock('2026-08-05T05:00:00Z');
    const b2c = await paidOrder(1);
    await shipAt(b2c.orderId, '2026-08-05T06:00:00Z');
    const b2cNumber = (await orderRow(b2c.orderId)).invoice_number!;

    clock('2026-08-29T06:00:00Z');
    const list = await staff('GET', '/api/admin/e-invoices');
    expect(list.statusCode, list.body).toBe(200);
    const body = list.json();
    expect(body.setting).toEqual({ mode: 'on-30-day-limit', reportingLimitDays: 30 });
    const numbers = body.documents.map((d: { number: string }) => d.number);
    expect(numbers).toEqual([creditNoteNumber, invoiceNumber]);
    expect(numbers).not.toContain(b2cNumber);
    const invoice = body.documents.find((d: { number: string }) => d.number === invoiceNumber);
    // Dated 3 August: the advisory's 30 days end on 1 September, three days away.
    expect(invoice.deadline).toEqual({ lastDay: '2026-09-01', status: 'due-soon', daysLeft: 3 });

    // The dashboard lists it (3 days left), not the credit note of 10 August (10 days left).
    const due = await t.app.eInvoices.dueSoon();
    expect(due.map((d) => [d.number, d.deadline.status])).toEqual([[invoiceNumber, 'due-soon']]);

    // No document named: every one awaiting its IRN, oldest first, B2C never.
    const all = await staff('GET', '/api/admin/e-invoices/export');
    expect(all.statusCode, all.body).toBe(200);
    expect((all.json() as Inv01Document[]).map((d) => d.DocDtls.No)).toEqual([
      invoiceNumber,
      creditNoteNumber,
    ]);

    const refused = await exportOf([b2cNumber]);
    expect(refused.statusCode).toBe(404);
    expect(errorOf(refused).message).toBe(E_INVOICE_TEXTS.notFound(b2cNumber));
  });

  it('records the portal’s response once, refusing one for another document with a clear 400', async () => {
    const doc: IrpDocument = {
      sellerGstin: SHOP.gstin,
      buyerGstin: KA_GSTIN,
      type: 'INV',
      number: invoiceNumber,
      date: '03/08/2026',
      totalRupees: 82598,
      itemCount: 1,
      mainHsn: '847050',
    };
    const post = (document: string, response: unknown) =>
      staff('POST', '/api/admin/e-invoices/responses', { document, response });

    const other = await post(invoiceNumber, irpResponse({ ...doc, number: creditNoteNumber }));
    expect(other.statusCode).toBe(400);
    expect(errorOf(other).message).toBe(
      E_INVOICE_TEXTS.mismatch('document', creditNoteNumber, invoiceNumber),
    );
    const badIrn = await post(invoiceNumber, irpResponse(doc, { Irn: 'ABC' }));
    expect(badIrn.statusCode).toBe(400);
    expect(badIrn.body).toContain(E_INVOICE_TEXTS.irn);
    const notJson = await post(invoiceNumber, '{"Irn": ');
    expect(notJson.statusCode).toBe(400);
    expect(await t.database.db.selectFrom('e_invoice_registrations').selectAll().execute()).toEqual(
      [],
    );

    // Pasted as the portal gave it: the JSON text.
    const response = irpResponse(doc);
    const ok = await post(invoiceNumber, JSON.stringify(response));
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({
      irn: response.Irn,
      ackNo: '112610000000417',
      ackDate: '2026-08-04 11:02:00',
      signedQrCode: response.SignedQRCode,
    });
    const again = await post(invoiceNumber, response);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(E_INVOICE_TEXTS.already(invoiceNumber));

    const audit = await staff('GET', '/api/admin/audit?entity=e-invoice');
    expect(audit.json().items.map((e: { action: string }) => e.action)).toContain(
      'e-invoice.import',
    );
    const registered = (await staff('GET', '/api/admin/e-invoices?state=registered')).json();
    expect(registered.documents.map((d: { number: string }) => d.number)).toEqual([invoiceNumber]);

    expect(await t.app.eInvoices.dueSoon(new Date('2026-08-29T06:00:00Z'))).toEqual([]);

    // The invoice PDF now prints the registration; its QR code is the signed token's.
    const pdf = await staff('GET', `/api/admin/orders/${b2bOrder}/invoice`);
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(`IRN: ${response.Irn}`);
    expect(text).toContain('Ack No: 112610000000417');
    expect(text).toContain('Ack Date: 2026-08-04 11:02:00');
    // The credit note, not yet registered, prints none.
    const refund = await t.database.db
      .selectFrom('refunds')
      .select('id')
      .where('credit_note_number', '=', creditNoteNumber)
      .executeTakeFirstOrThrow();
    const note = await staff(
      'GET',
      `/api/admin/orders/${b2bOrder}/refunds/${refund.id}/credit-note`,
    );
    expect(note.statusCode).toBe(200);
    expect(await pdfText(note.rawPayload)).not.toContain('IRN:');
  });
});

describe(`e-invoicing off on ${engine}`, () => {
  it('lists nothing and refuses an export with the reason', async () => {
    const off = await createTestApp();
    try {
      const offStaff = await staffOf(off);
      const list = await offStaff('GET', '/api/admin/e-invoices');
      expect(list.json()).toEqual({
        setting: { mode: 'off', reportingLimitDays: null },
        documents: [],
      });
      const refused = await offStaff('GET', '/api/admin/e-invoices/export');
      expect(refused.statusCode).toBe(409);
      expect(errorOf(refused).message).toBe(E_INVOICE_TEXTS.notApplicable);
    } finally {
      await off.close();
    }
  });
});
