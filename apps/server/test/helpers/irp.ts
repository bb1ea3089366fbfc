import crypto from 'node:crypto';

/**
 * What the Invoice Registration Portal answers for a document (e-invoice API "Generate IRN"
 * response Data, as the bulk upload's result lists it too), built from NIC's published format:
 * the IRN a SHA-256 of the seller's GSTIN, financial year, document type and number; the signed
 * QR code a JWS whose payload's `data` is the QR's JSON. Signed with a key of our own: the shop
 * keeps the token as it comes and does not check NIC's signature.
 */
export interface IrpDocument {
  sellerGstin: string;
  buyerGstin: string;
  type: 'INV' | 'CRN';
  number: string;
  /** DD/MM/YYYY */
  date: string;
  totalRupees: number;
  itemCount: number;
  mainHsn: string;
}

const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function irnOf(doc: IrpDocument, financialYear = '2026-27'): string {
  return crypto
    .createHash('sha256')
    .update(`${doc.sellerGstin}${financialYear}${doc.type}${doc.number}`)
    .digest('hex');
}

export function signedQrCode(doc: IrpDocument, irn: string, ackDate: string): string {
  const header = b64url({ alg: 'RS256', kid: 'B8E6F1E7F6A3C1D2', typ: 'JWT' });
  const payload = b64url({
    data: JSON.stringify({
      SellerGstin: doc.sellerGstin,
      BuyerGstin: doc.buyerGstin,
      DocNo: doc.number,
      DocTyp: doc.type,
      DocDt: doc.date,
      TotInvVal: doc.totalRupees,
      ItemCnt: doc.itemCount,
      MainHsnCode: doc.mainHsn,
      Irn: irn,
      IrnDt: ackDate,
    }),
    iss: 'NIC Sandbox',
  });
  const signature = crypto.sign('sha256', Buffer.from(`${header}.${payload}`), privateKey);
  return `${header}.${payload}.${signature.toString('base64url')}`;
}

/** The portal's response for `doc`; `over` changes any field (a wrong one, for refusals). */
export function irpResponse(doc: IrpDocument, over: Record<string, unknown> = {}) {
  const irn = irnOf(doc);
  const AckDt = '2026-08-04 11:02:00';
  return {
    AckNo: 112610000000417,
    AckDt,
    Irn: irn,
    SignedInvoice: signedQrCode(doc, irn, AckDt),
    SignedQRCode: signedQrCode(doc, irn, AckDt),
    Status: 'ACT',
    EwbNo: null,
    ...over,
  };
}
