import { describe, expect, it } from 'vitest';
import {
  creditNoteSection,
  invoiceSection,
  type GstCreditNoteDoc,
  type GstInvoiceDoc,
  type GstLine,
} from './documents';
import { documentsIssued } from './doc-issue';
import { gstr1File } from './gstr1';
import { portalDate } from './gstr1-format';
import { monthTotals } from './month-totals';
import { hsnSummary, portalDescription } from './hsn';
import { filingPeriod, gstMonthQuerySchema, monthRange, nextMonth, previousMonth } from './month';
import { salesRegister } from './sales-register';
import { b2clLimitPaise } from './period-rules';

const SHOP = '27';
const line = (over: Partial<GstLine> = {}): GstLine => ({
  lineNo: 1,
  description: 'Thermal Printer (80 mm)',
  hsn: '844332',
  quantity: 1,
  ratePercent: 18,
  taxablePaise: 10_000_00,
  taxPaise: 1_800_00,
  ...over,
});
const invoice = (over: Partial<GstInvoiceDoc> = {}): GstInvoiceDoc => {
  const lines = over.lines ?? [line()];
  return {
    number: 'INV/26-27/000001',
    issuedAt: '2026-11-05T06:00:00.000Z',
    orderId: 'ORD1',
    buyerName: 'Asha Rao',
    buyerGstin: null,
    placeOfSupply: SHOP,
    supplierState: SHOP,
    valuePaise: lines.reduce((s, l) => s + l.taxablePaise + l.taxPaise, 0),
    ...over,
    lines,
  };
};
const note = (of: GstInvoiceDoc, over: Partial<GstCreditNoteDoc> = {}): GstCreditNoteDoc => {
  const lines = over.lines ?? of.lines;
  return {
    ...of,
    number: 'CN/26-27/000001',
    issuedAt: '2026-11-20T06:00:00.000Z',
    valuePaise: lines.reduce((s, l) => s + l.taxablePaise + l.taxPaise, 0),
    invoice: { number: of.number, issuedAt: of.issuedAt, valuePaise: of.valuePaise },
    ...over,
    lines,
  };
};

describe('GSTR-1 classification', () => {
  it('puts an invoice with a GSTIN in B2B, whatever its value and state', () => {
    expect(invoiceSection(invoice({ buyerGstin: '27AAPFU0939F1ZV' }))).toBe('b2b');
    expect(
      invoiceSection(
        invoice({ buyerGstin: '29AAGCB7383J1Z4', placeOfSupply: '29', valuePaise: 9e9 }),
      ),
    ).toBe('b2b');
  });

  it('puts an inter-state consumer invoice in B2CL only above ₹1,00,000 (strictly)', () => {
    const inter = { placeOfSupply: '29' };
    expect(b2clLimitPaise('2026-11-05T06:00:00.000Z')).toBe(10_000_000);
    expect(invoiceSection(invoice({ ...inter, valuePaise: 10_000_000 }))).toBe('b2cs');
    expect(invoiceSection(invoice({ ...inter, valuePaise: 10_000_001 }))).toBe('b2cl');
    // Intra-state stays B2CS at any value.
    expect(invoiceSection(invoice({ valuePaise: 50_000_000 }))).toBe('b2cs');
  });

  it('uses the B2CL limit of the invoice date: ₹2,50,000 before 1 August 2024 (IST)', () => {
    const inter = { placeOfSupply: '29', valuePaise: 2_00_000_00 };
    // 23:59 IST on 31 July 2024 is still under the old limit; 00:00 IST on 1 August is not.
    const before = invoice({ ...inter, issuedAt: '2024-07-31T18:29:00.000Z' });
    const after = invoice({ ...inter, issuedAt: '2024-07-31T18:30:00.000Z' });
    expect(invoiceSection(before)).toBe('b2cs');
    expect(invoiceSection(after)).toBe('b2cl');
    expect(invoiceSection({ ...before, valuePaise: 2_50_000_01 })).toBe('b2cl');
    // A note issued after the change follows its invoice's section, under the invoice's rule.
    expect(creditNoteSection(note(before, { issuedAt: '2024-09-02T06:00:00.000Z' }))).toBe('b2cs');
  });

  it('files a credit note by the invoice it reduces: CDNR, CDNUR (B2CL) or netted into B2CS', () => {
    const b2b = invoice({ buyerGstin: '27AAPFU0939F1ZV' });
    const b2cl = invoice({
      placeOfSupply: '29',
      lines: [line({ taxablePaise: 1_00_000_00, taxPaise: 18_000_00 })],
    });
    const b2cs = invoice({ placeOfSupply: '29' });
    expect(creditNoteSection(note(b2b))).toBe('cdnr');
    // A small note against a large invoice is still CDNUR: the invoice's value decides.
    expect(
      creditNoteSection(note(b2cl, { lines: [line({ taxablePaise: 100_00, taxPaise: 18_00 })] })),
    ).toBe('cdnur');
    expect(creditNoteSection(note(b2cs))).toBe('b2cs');
  });
});

describe('GSTR-1 file', () => {
  it('writes the offline tool’s shapes: B2B intra-state CGST+SGST, B2CL IGST, items per rate', () => {
    const b2b = invoice({
      buyerGstin: '27AAPFU0939F1ZV',
      lines: [
        line(),
        line({
          lineNo: 2,
          hsn: '480990',
          ratePercent: 12,
          taxablePaise: 1_000_00,
          taxPaise: 120_00,
        }),
        line({ lineNo: 3, taxablePaise: 500_00, taxPaise: 90_00 }),
      ],
    });
    const b2cl = invoice({
      number: 'INV/26-27/000002',
      placeOfSupply: '29',
      lines: [line({ quantity: 2, taxablePaise: 1_00_000_00, taxPaise: 18_000_00 })],
    });
    const file = gstr1File({
      gstin: '27AAKCS1234F1ZI',
      month: '2026-11',
      invoices: [b2cl, b2b],
      creditNotes: [],
    });
    // The tool's key order; sections with nothing in them are left out of the file.
    expect(Object.keys(JSON.parse(JSON.stringify(file)))).toEqual([
      'gstin',
      'fp',
      'version',
      'hash',
      'b2b',
      'b2cl',
      'doc_issue',
      'hsn',
    ]);
    expect(file.fp).toBe('112026');
    expect(file.b2b).toEqual([
      {
        ctin: '27AAPFU0939F1ZV',
        inv: [
          {
            inum: 'INV/26-27/000001',
            idt: '05-11-2026',
            val: 13_510,
            pos: '27',
            rchrg: 'N',
            inv_typ: 'R',
            itms: [
              { num: 1201, itm_det: { txval: 1000, rt: 12, camt: 60, samt: 60, csamt: 0 } },
              { num: 1801, itm_det: { txval: 10_500, rt: 18, camt: 945, samt: 945, csamt: 0 } },
            ],
          },
        ],
      },
    ]);
    expect(file.b2cl).toEqual([
      {
        pos: '29',
        inv: [
          {
            inum: 'INV/26-27/000002',
            idt: '05-11-2026',
            val: 118_000,
            itms: [{ num: 1801, itm_det: { txval: 100_000, rt: 18, iamt: 18_000, csamt: 0 } }],
          },
        ],
      },
    ]);
    expect(file.b2cs).toBeUndefined();
  });

  it('nets B2CS credit notes per place of supply and rate, negative when only notes fall in the month', () => {
    const mumbai = invoice({ lines: [line({ taxablePaise: 1_499_00, taxPaise: 269_82 })] });
    const blr = invoice({ number: 'INV/26-27/000002', placeOfSupply: '29' });
    const back = note(mumbai, { lines: [line({ taxablePaise: 499_00, taxPaise: 89_82 })] });
    const oldNote = note(
      invoice({
        number: 'INV/26-27/000000',
        placeOfSupply: '33',
        lines: [line({ taxablePaise: 300_00, taxPaise: 54_00 })],
      }),
      { number: 'CN/26-27/000002' },
    );
    const file = gstr1File({
      gstin: 'X',
      month: '2026-11',
      invoices: [mumbai, blr],
      creditNotes: [back, oldNote],
    });
    expect(file.b2cs).toEqual([
      { sply_ty: 'INTRA', rt: 18, typ: 'OE', pos: '27', txval: 1000, camt: 90, samt: 90, csamt: 0 },
      { sply_ty: 'INTER', rt: 18, typ: 'OE', pos: '29', txval: 10_000, iamt: 1800, csamt: 0 },
      { sply_ty: 'INTER', rt: 18, typ: 'OE', pos: '33', txval: -300, iamt: -54, csamt: 0 },
    ]);
    expect(file.cdnr).toBeUndefined();
    expect(file.cdnur).toBeUndefined();
  });

  it('writes CDNR per buyer and CDNUR of type B2CL with the note value', () => {
    const b2b = invoice({ buyerGstin: '29AAGCB7383J1Z4', placeOfSupply: '29' });
    const big = invoice({
      number: 'INV/26-27/000002',
      placeOfSupply: '07',
      lines: [line({ taxablePaise: 2_00_000_00, taxPaise: 36_000_00 })],
    });
    const file = gstr1File({
      gstin: 'X',
      month: '2026-11',
      invoices: [],
      creditNotes: [
        note(b2b),
        note(big, {
          number: 'CN/26-27/000002',
          lines: [line({ taxablePaise: 50_000_00, taxPaise: 9_000_00 })],
        }),
      ],
    });
    expect(file.cdnr).toEqual([
      {
        ctin: '29AAGCB7383J1Z4',
        nt: [
          {
            nt_num: 'CN/26-27/000001',
            nt_dt: '20-11-2026',
            ntty: 'C',
            val: 11_800,
            pos: '29',
            rchrg: 'N',
            inv_typ: 'R',
            itms: [{ num: 1801, itm_det: { txval: 10_000, rt: 18, iamt: 1800, csamt: 0 } }],
          },
        ],
      },
    ]);
    expect(file.cdnur).toEqual([
      {
        nt_num: 'CN/26-27/000002',
        nt_dt: '20-11-2026',
        ntty: 'C',
        val: 59_000,
        typ: 'B2CL',
        pos: '07',
        itms: [{ num: 1801, itm_det: { txval: 50_000, rt: 18, iamt: 9000, csamt: 0 } }],
      },
    ]);
    expect(file.doc_issue?.doc_det).toEqual([
      {
        doc_num: 5,
        doc_typ: 'Credit Note',
        docs: [
          {
            num: 1,
            from: 'CN/26-27/000001',
            to: 'CN/26-27/000002',
            totnum: 2,
            cancel: 0,
            net_issue: 2,
          },
        ],
      },
    ]);
  });

  it('leaves every section out of an empty month, as the offline tool does', () => {
    expect(
      gstr1File({ gstin: '27AAKCS1234F1ZI', month: '2026-04', invoices: [], creditNotes: [] }),
    ).toEqual({
      gstin: '27AAKCS1234F1ZI',
      fp: '042026',
      version: 'GST3.2.4',
      hash: 'hash',
    });
  });

  it('dates documents by the India day (00:10 IST on the 1st is the 1st)', () => {
    expect(portalDate('2026-10-31T18:40:00.000Z')).toBe('01-11-2026');
    expect(portalDate('2026-10-31T18:20:00.000Z')).toBe('31-10-2026');
  });
});

describe('HSN summary and documents issued', () => {
  it('splits B2B and B2C, nets credit notes, counts goods in NOS and services with no quantity', () => {
    const b2b = invoice({
      buyerGstin: '27AAPFU0939F1ZV',
      lines: [line({ quantity: 3, taxablePaise: 30_000_00, taxPaise: 5_400_00 })],
    });
    const b2c = invoice({
      number: 'INV/26-27/000002',
      placeOfSupply: '29',
      lines: [
        line({ quantity: 2 }),
        line({ lineNo: 2, hsn: '997331', description: 'Billing software — 1 year', quantity: 1 }),
      ],
    });
    const { b2b: toBusinesses, b2c: toConsumers } = hsnSummary(
      [b2b, b2c],
      [note(b2b, { lines: [line({ quantity: 1 })] })],
    );
    expect(toBusinesses).toEqual([
      {
        hsn: '844332',
        description: 'Printers',
        uqc: 'NOS',
        quantity: 2,
        ratePercent: 18,
        amounts: {
          taxablePaise: 20_000_00,
          igstPaise: 0,
          cgstPaise: 1_800_00,
          sgstPaise: 1_800_00,
        },
      },
    ]);
    expect(toConsumers.map((r) => [r.hsn, r.uqc, r.quantity, r.amounts.igstPaise])).toEqual([
      ['844332', 'NOS', 2, 1_800_00],
      ['997331', 'NA', 0, 1_800_00],
    ]);
    expect(portalDescription('Billing software — 1 year (GST)')).toBe(
      'Billing software 1 year GST',
    );
  });

  it('leaves out HSN and B2CS rows that a full return in the month netted to nothing', () => {
    const sold = invoice();
    const file = gstr1File({
      gstin: 'X',
      month: '2026-11',
      invoices: [sold],
      creditNotes: [note(sold)],
    });
    expect(file.b2cs).toBeUndefined();
    expect(file.hsn).toBeUndefined();
    // The documents are still reported as issued.
    expect(file.doc_issue?.doc_det.map((d) => d.docs[0]?.totnum)).toEqual([1, 1]);
  });

  it('writes desc on every row and puts a delivery charge in its goods row without a quantity', () => {
    // ₹1,200 of goods with ₹500 delivery, both at 18% under the goods' HSN (ADR 096).
    const order = invoice({
      lines: [
        line({ taxablePaise: 1_200_00, taxPaise: 216_00 }),
        line({
          lineNo: 2,
          description: 'Standard delivery charge',
          quantity: 0,
          taxablePaise: 500_00,
          taxPaise: 90_00,
        }),
      ],
    });
    const file = gstr1File({
      gstin: '27AAKCS1234F1ZI',
      month: '2026-11',
      invoices: [order],
      creditNotes: [],
    });
    expect(file.hsn?.hsn_b2c).toEqual([
      {
        num: 1,
        hsn_sc: '844332',
        desc: 'Printers',
        user_desc: 'Printers',
        uqc: 'NOS',
        qty: 1,
        rt: 18,
        txval: 1700,
        iamt: 0,
        samt: 153,
        camt: 153,
        csamt: 0,
      },
    ]);
    expect(file.b2cs).toEqual([
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
  });

  it('writes one HSN list (hsn.data) for a period before May 2025, B2B and B2C together', () => {
    const april = (over: Partial<GstInvoiceDoc>) =>
      invoice({ issuedAt: '2025-04-10T06:00:00.000Z', ...over });
    const invoices = [
      april({ buyerGstin: '27AAPFU0939F1ZV' }),
      april({ number: 'INV/25-26/000002' }),
    ];
    const file = gstr1File({
      gstin: '27AAKCS1234F1ZI',
      month: '2025-04',
      invoices,
      creditNotes: [],
    });
    expect(Object.keys(file.hsn ?? {})).toEqual(['data']);
    expect(file.hsn?.data).toMatchObject([
      { hsn_sc: '844332', desc: 'Printers', qty: 2, txval: 20000 },
    ]);
    const may = gstr1File({
      gstin: '27AAKCS1234F1ZI',
      month: '2025-05',
      invoices: invoices.map((d) => ({ ...d, issuedAt: '2025-05-10T06:00:00.000Z' })),
      creditNotes: [],
    });
    expect(Object.keys(may.hsn ?? {})).toEqual(['hsn_b2b', 'hsn_b2c']);
  });

  it('reports each series from its first to its last number', () => {
    expect(
      documentsIssued(
        [
          { number: 'INV/26-27/000012' },
          { number: 'INV/26-27/000010' },
          { number: 'INV/26-27/000011' },
        ],
        [],
      ),
    ).toEqual([
      {
        docNum: 1,
        docType: 'Invoices for outward supply',
        from: 'INV/26-27/000010',
        to: 'INV/26-27/000012',
        total: 3,
        cancelled: 0,
      },
    ]);
  });
});

describe('totals and the sales register reconcile', () => {
  it('sums the sections, the register and the documents to the same paise', () => {
    const docs = [
      invoice({ buyerGstin: '27AAPFU0939F1ZV', lines: [line({ taxPaise: 1_800_01 })] }),
      invoice({
        number: 'INV/26-27/000002',
        placeOfSupply: '29',
        lines: [line({ taxablePaise: 1_00_000_00, taxPaise: 18_000_00 })],
      }),
      invoice({
        number: 'INV/26-27/000003',
        lines: [line({ taxablePaise: 1_199_00, taxPaise: 215_82 })],
      }),
    ];
    const notes = [note(docs[0]!), note(docs[2]!, { number: 'CN/26-27/000002' })];
    const totals = monthTotals(docs, notes);
    expect(totals.invoices).toMatchObject({
      count: 3,
      taxablePaise: 1_11_199_00,
      igstPaise: 18_000_00,
      cgstPaise: 1_007_91,
      sgstPaise: 1_007_92,
    });
    expect(totals.net).toEqual({
      taxablePaise: 1_00_000_00,
      igstPaise: 18_000_00,
      cgstPaise: 0,
      sgstPaise: 0,
    });
    expect(totals.sections).toEqual({ b2b: 1, b2cl: 1, b2cs: 1, cdnr: 1, cdnur: 0, cdnB2cs: 1 });
    const rows = salesRegister(docs, notes);
    expect(rows.map((r) => [r.document, r.number, r.section])).toEqual([
      ['Invoice', 'INV/26-27/000001', 'B2B'],
      ['Invoice', 'INV/26-27/000002', 'B2CL'],
      ['Invoice', 'INV/26-27/000003', 'B2CS'],
      ['Credit note', 'CN/26-27/000001', 'CDNR'],
      ['Credit note', 'CN/26-27/000002', 'B2CS (netted)'],
    ]);
    const sum = (f: (r: (typeof rows)[number]) => number) => rows.reduce((s, r) => s + f(r), 0);
    expect(sum((r) => r.amounts.taxablePaise)).toBe(totals.net.taxablePaise);
    expect(sum((r) => r.amounts.cgstPaise)).toBe(0);
    expect(rows[3]).toMatchObject({ quantity: -1, cgstRatePercent: 9, igstRatePercent: 0 });
  });
});

describe('return month', () => {
  it('takes YYYY-MM from July 2017 and refuses anything else', () => {
    expect(gstMonthQuerySchema.parse({ month: '2026-11' })).toEqual({ month: '2026-11' });
    for (const month of ['2026-13', '2026-1', '26-11', '2017-06', '', 'november']) {
      expect(gstMonthQuerySchema.safeParse({ month }).success, month).toBe(false);
    }
    expect(gstMonthQuerySchema.safeParse({ month: '2026-11', extra: '1' }).success).toBe(false);
  });

  it('spans India midnight to India midnight and rolls over the year', () => {
    expect(monthRange('2026-12')).toEqual({
      since: '2026-11-30T18:30:00.000Z',
      before: '2026-12-31T18:30:00.000Z',
    });
    expect(nextMonth('2026-12')).toBe('2027-01');
    expect(previousMonth('2027-01')).toBe('2026-12');
    expect(filingPeriod('2026-03')).toBe('032026');
  });
});
