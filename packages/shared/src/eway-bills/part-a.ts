/*
 * Part A of an e-way bill in the e-way bill portal's bulk-upload JSON (ewaybillgst.gov.in,
 * "Generate bulk e-way bills": `version` and `billLists[]`), field names and codes as the NIC
 * e-way bill API's "Generate e-way bill" request (docs.ewaybillgst.gov.in, API v1.03) and as
 * ERPNext india-compliance writes them (gst_india/utils/e_waybill.py). The schema the tests
 * validate against is kept with its sources in apps/server/test/fixtures/eway-bill/.
 */

/** The bulk-upload file's version, as the portal's own bulk tool and india-compliance write it. */
export const EWAY_BULK_VERSION = '1.0.0421';

/** Unit quantity code (UQC) of the shop's goods: numbers (pieces). */
export const UQC_NUMBERS = 'NOS';

/** The portal's code lists (NIC e-way bill API, "Master codes"). */
export const EWAY_CODES = {
  supplyOutward: 'O',
  subSupplySupply: 1,
  docTaxInvoice: 'INV',
  /** Regular: bill-to and ship-to are one party, dispatched from the seller's place. */
  transactionRegular: 1,
  /** Bill-to differs from ship-to (a business billed at its GSTIN, delivered elsewhere). */
  transactionBillToShipTo: 2,
  transModeRoad: 1,
  /** Who has no GSTIN: "unregistered person". */
  unregistered: 'URP',
} as const;

export interface PartAParty {
  gstin: string | null;
  name: string;
  addressLines: readonly string[];
  place: string;
  pincode: string;
  stateCode: string;
}

export interface PartAItem {
  name: string;
  hsn: string;
  quantity: number;
  taxableValuePaise: number;
  taxRatePercent: number;
}

/** One tax invoice's figures, read from the invoice itself (never re-priced). */
export interface PartAInvoice {
  number: string;
  /** dd/mm/yyyy, as printed on the invoice. */
  date: string;
  supplier: PartAParty;
  billTo: PartAParty;
  shipTo: PartAParty;
  movement: 'intra-state' | 'inter-state';
  items: readonly PartAItem[];
  totals: {
    taxablePaise: number;
    cgstPaise: number;
    sgstPaise: number;
    igstPaise: number;
    /** The invoice value less taxable value and GST: untaxed charges and the round-off. */
    otherPaise: number;
    totalPaise: number;
  };
  /** The courier's 15-character transporter id, when staff recorded it. */
  transporterId?: string | null;
  transporterName?: string | null;
}

const rupees = (paise: number) => paise / 100;
/** The portal takes at most 120 characters of each address line and 50 of a place name. */
const clip = (s: string, n: number) => s.replace(/\s+/g, ' ').trim().slice(0, n);

function address(party: PartAParty) {
  const [first = '', ...rest] = party.addressLines;
  return { addr1: clip(first, 120), addr2: clip(rest.join(', '), 120) };
}

/** One `billLists[]` entry. */
export function partABill(invoice: PartAInvoice) {
  const from = address(invoice.supplier);
  const to = address(invoice.shipTo);
  const intra = invoice.movement === 'intra-state';
  const half = (rate: number) => (intra ? rate / 2 : 0);
  const mainHsn = [...invoice.items].sort((a, b) => b.taxableValuePaise - a.taxableValuePaise)[0];
  const transporterId = invoice.transporterId ?? '';
  return {
    userGstin: invoice.supplier.gstin!,
    supplyType: EWAY_CODES.supplyOutward,
    subSupplyType: EWAY_CODES.subSupplySupply,
    subSupplyDesc: '',
    docType: EWAY_CODES.docTaxInvoice,
    docNo: invoice.number,
    docDate: invoice.date,
    transactionType:
      invoice.billTo.addressLines.join() !== invoice.shipTo.addressLines.join()
        ? EWAY_CODES.transactionBillToShipTo
        : EWAY_CODES.transactionRegular,
    fromGstin: invoice.supplier.gstin!,
    fromTrdName: clip(invoice.supplier.name, 100),
    fromAddr1: from.addr1,
    fromAddr2: from.addr2,
    fromPlace: clip(invoice.supplier.place, 50),
    fromPincode: Number(invoice.supplier.pincode),
    fromStateCode: Number(invoice.supplier.stateCode),
    actFromStateCode: Number(invoice.supplier.stateCode),
    toGstin: invoice.billTo.gstin ?? EWAY_CODES.unregistered,
    toTrdName: clip(invoice.billTo.name, 100),
    toAddr1: to.addr1,
    toAddr2: to.addr2,
    toPlace: clip(invoice.shipTo.place, 50),
    toPincode: Number(invoice.shipTo.pincode),
    toStateCode: Number(invoice.billTo.stateCode),
    actToStateCode: Number(invoice.shipTo.stateCode),
    totalValue: rupees(invoice.totals.taxablePaise),
    cgstValue: rupees(invoice.totals.cgstPaise),
    sgstValue: rupees(invoice.totals.sgstPaise),
    igstValue: rupees(invoice.totals.igstPaise),
    cessValue: 0,
    cessNonAdvolValue: 0,
    otherValue: rupees(invoice.totals.otherPaise),
    totInvValue: rupees(invoice.totals.totalPaise),
    transMode: EWAY_CODES.transModeRoad,
    // 0 lets the portal compute the distance from the two PIN codes.
    transDistance: 0,
    transporterId,
    transporterName: clip(invoice.transporterName ?? '', 100),
    mainHsnCode: mainHsn?.hsn ?? '',
    itemList: invoice.items.map((item, i) => ({
      itemNo: i + 1,
      productName: clip(item.name, 100),
      productDesc: clip(item.name, 100),
      hsnCode: item.hsn,
      quantity: item.quantity,
      qtyUnit: UQC_NUMBERS,
      taxableAmount: rupees(item.taxableValuePaise),
      cgstRate: half(item.taxRatePercent),
      sgstRate: half(item.taxRatePercent),
      igstRate: intra ? 0 : item.taxRatePercent,
      cessRate: 0,
      cessNonAdvol: 0,
    })),
  };
}
export type PartABill = ReturnType<typeof partABill>;

/** The file staff upload: one or many consignments. */
export function partAFile(invoices: readonly PartAInvoice[]) {
  return { version: EWAY_BULK_VERSION, billLists: invoices.map(partABill) };
}
export type PartAFile = ReturnType<typeof partAFile>;
