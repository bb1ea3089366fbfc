import { describe, expect, it } from 'vitest';
import { inv01Document, type EInvoiceSource } from './inv01';
import { importIrnSchema, signedQrData } from './irp-response';
import { deadlineText, eInvoicingOf, reportingDeadline } from './setting';

const limit = eInvoicingOf('on-30-day-limit');

describe('the IRP reporting limit', () => {
  it('ends on the 30th day counting the document date, as the GSTN advisory’s example', () => {
    expect(reportingDeadline('2025-04-01', '2025-04-30', limit)).toEqual({
      lastDay: '2025-04-30',
      status: 'due-soon',
      daysLeft: 0,
    });
    expect(reportingDeadline('2025-04-01', '2025-05-01', limit).status).toBe('past-limit');
    expect(reportingDeadline('2025-04-01', '2025-04-22', limit).status).toBe('in-time');
    expect(reportingDeadline('2025-04-01', '2025-04-23', limit).status).toBe('due-soon');
  });

  it('has no limit when only e-invoicing applies, and none at all when it is off', () => {
    expect(reportingDeadline('2025-04-01', '2026-01-01', eInvoicingOf('on'))).toEqual({
      lastDay: null,
      status: 'no-limit',
      daysLeft: null,
    });
    expect(eInvoicingOf('off')).toEqual({ mode: 'off', applies: false, reportingLimitDays: null });
  });

  it('words the limit for staff', () => {
    const d = reportingDeadline('2026-08-03', '2026-08-29', limit);
    expect(deadlineText(d)).toBe('Report by 1 September 2026 (3 days left)');
  });
});

const source: EInvoiceSource = {
  type: 'INV',
  number: 'INV/26-27/000007',
  date: '03/08/2026',
  seller: {
    gstin: '27AAKCS1234F1ZI',
    legalName: 'Shubh Billing Systems',
    address: 'Unit 14, Sai Industrial Estate',
    location: 'Mumbai',
    pincode: '400093',
    stateCode: '27',
    phone: '+91 98200 45678',
    email: 'support@shubhbilling.in',
  },
  buyer: {
    gstin: '27AAPFU0939F1ZV',
    legalName: 'The "Best" Traders',
    address: `${'Shop 4, Ground Floor, Building A, '.repeat(4)}Andheri`,
    location: 'Mumbai',
    pincode: '400001',
    stateCode: '27',
    placeOfSupply: '27',
  },
  lines: [
    {
      no: 1,
      description: 'Billing software licence',
      hsn: '997331',
      quantity: 1,
      unitPricePaise: 599900,
      taxableValuePaise: 599900,
      taxRatePercent: 18,
      split: { kind: 'intra-state', cgstPaise: 53991, sgstPaise: 53991 },
      totalPaise: 707882,
    },
  ],
  totals: {
    taxablePaise: 599900,
    split: { kind: 'intra-state', cgstPaise: 53991, sgstPaise: 53991 },
    roundOffPaise: 18,
    totalPaise: 757900,
  },
};

describe('an INV-01 document', () => {
  const doc = inv01Document(source);

  it('keeps every figure and puts what the items leave out under other charges', () => {
    expect(doc.ValDtls).toEqual({
      AssVal: 5999,
      CgstVal: 539.91,
      SgstVal: 539.91,
      IgstVal: 0,
      OthChrg: 500,
      RndOffAmt: 0.18,
      TotInvVal: 7579,
    });
  });

  it('marks a SAC as a service without a unit, and writes text the schema allows', () => {
    expect(doc.ItemList[0]).toMatchObject({ IsServc: 'Y', HsnCd: '997331' });
    expect(doc.ItemList[0]).not.toHaveProperty('Unit');
    expect(doc.BuyerDtls.LglNm).toBe("The 'Best' Traders");
    expect(doc.BuyerDtls.Addr1.length).toBeLessThanOrEqual(100);
    expect(doc.BuyerDtls.Addr2?.length).toBeLessThanOrEqual(100);
    expect(doc.SellerDtls.Ph).toBe('9820045678');
    expect(doc.BuyerDtls).not.toHaveProperty('Ph');
  });

  it('refuses totals that do not add up rather than invent a figure', () => {
    expect(() => inv01Document({ ...source, totals: { ...source.totals, totalPaise: 1 } })).toThrow(
      'the totals do not add up',
    );
  });
});

describe('an IRP response', () => {
  // base64url of ASCII JSON, with the platform's btoa (this package has no Node types).
  const { btoa } = globalThis as unknown as { btoa(data: string): string };
  const b64url = (text: string) =>
    btoa(text).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
  const token = (payload: unknown) =>
    ['{"alg":"RS256"}', JSON.stringify(payload), 'sig'].map(b64url).join('.');
  const qr = {
    SellerGstin: '27AAKCS1234F1ZI',
    BuyerGstin: '27AAPFU0939F1ZV',
    DocNo: 'INV/26-27/000007',
    DocTyp: 'INV',
    DocDt: '03/08/2026',
    TotInvVal: 7579,
    ItemCnt: 1,
    MainHsnCode: '997331',
    Irn: 'a'.repeat(64),
    IrnDt: '2026-08-04 11:02:00',
  };

  it('reads the QR data out of the signed QR code, and nothing out of anything else', () => {
    expect(signedQrData(token({ data: JSON.stringify(qr), iss: 'NIC' }))).toEqual(qr);
    expect(signedQrData('not.a.token!')).toBeNull();
    expect(signedQrData(token({ data: '{}' }))).toBeNull();
  });

  it('takes the response as pasted JSON text or as an object, and refuses a bad shape', () => {
    const response = {
      Irn: 'a'.repeat(64),
      AckNo: 112610000000417,
      AckDt: '2026-08-04 11:02:00',
      SignedQRCode: token({ data: JSON.stringify(qr) }),
    };
    const asText = importIrnSchema.parse({
      document: qr.DocNo,
      response: JSON.stringify(response),
    });
    expect(asText.response.AckNo).toBe('112610000000417');
    expect(importIrnSchema.safeParse({ document: qr.DocNo, response }).success).toBe(true);
    expect(importIrnSchema.safeParse({ document: qr.DocNo, response: '{' }).success).toBe(false);
    expect(
      importIrnSchema.safeParse({ document: qr.DocNo, response: { ...response, Irn: 'A1' } })
        .success,
    ).toBe(false);
  });
});
