import { isServiceCode } from '../gst-returns/hsn';
import type { GstSplit, InvoiceLine } from '../orders/gst';

/**
 * Form GST INV-01 (CGST Rule 48(4)) in the JSON of the Invoice Registration Portal's schema
 * version 1.1 (NIC, "GST-India Invoice Document"), as its bulk upload and every GSP take it:
 * amounts in rupees with two decimals, dates DD/MM/YYYY, state codes of two digits, PIN codes
 * as numbers. Free text may not hold a double quote (the schema's `^([^\"])*$`).
 */
export const INV01_VERSION = '1.1';

export interface EInvoiceParty {
  gstin: string;
  legalName: string;
  /** Street address; split over Addr1 and Addr2 (100 characters each). */
  address: string;
  location: string;
  pincode: string;
  stateCode: string;
  phone?: string;
  email?: string;
}

/** One tax invoice or credit note, every figure as the document itself shows it (paise). */
export interface EInvoiceSource {
  type: 'INV' | 'CRN';
  number: string;
  /** DD/MM/YYYY, as printed. */
  date: string;
  /** The invoice a credit note reduces (CGST Act s. 34). */
  precedingInvoice?: { number: string; date: string };
  seller: EInvoiceParty;
  buyer: EInvoiceParty & { placeOfSupply: string };
  lines: readonly InvoiceLine[];
  totals: { taxablePaise: number; split: GstSplit; roundOffPaise: number; totalPaise: number };
}

interface Inv01Party {
  Gstin: string;
  LglNm: string;
  Addr1: string;
  Addr2?: string;
  Loc: string;
  Pin: number;
  Stcd: string;
  Ph?: string;
  Em?: string;
}

export interface Inv01Item {
  SlNo: string;
  PrdDesc: string;
  IsServc: 'Y' | 'N';
  HsnCd: string;
  Qty: number;
  Unit?: string;
  UnitPrice: number;
  TotAmt: number;
  Discount: number;
  AssAmt: number;
  GstRt: number;
  IgstAmt: number;
  CgstAmt: number;
  SgstAmt: number;
  TotItemVal: number;
}

export interface Inv01Document {
  Version: typeof INV01_VERSION;
  TranDtls: { TaxSch: 'GST'; SupTyp: 'B2B'; RegRev: 'N'; IgstOnIntra: 'N' };
  DocDtls: { Typ: 'INV' | 'CRN'; No: string; Dt: string };
  SellerDtls: Inv01Party;
  BuyerDtls: Inv01Party & { Pos: string };
  ItemList: Inv01Item[];
  ValDtls: {
    AssVal: number;
    CgstVal: number;
    SgstVal: number;
    IgstVal: number;
    OthChrg: number;
    RndOffAmt: number;
    TotInvVal: number;
  };
  RefDtls?: { PrecDocDtls: { InvNo: string; InvDt: string }[] };
}

/** Paise as the schema's rupees: exact to the paisa (two decimals). */
export const rupees = (paise: number) => Math.round(paise) / 100;

const text = (value: string, max: number) =>
  value.replaceAll('"', "'").replace(/\s+/g, ' ').trim().slice(0, max);

/** A street address over Addr1 and Addr2, broken at a comma or space where one is near. */
function addressLines(address: string): { Addr1: string; Addr2?: string } {
  const flat = text(address, 200);
  if (flat.length <= 100) return { Addr1: flat };
  const cut = Math.max(flat.lastIndexOf(',', 100), flat.lastIndexOf(' ', 100));
  const at = cut > 50 ? cut : 100;
  const Addr1 = flat.slice(0, at).trim();
  const rest = flat
    .slice(at)
    .replace(/^[,\s]+/, '')
    .slice(0, 100);
  return rest.length >= 3 ? { Addr1, Addr2: rest } : { Addr1 };
}

/** The schema's 6 to 12 digits: an Indian mobile without +91 (the last ten digits). */
function phone(value: string | undefined): string | undefined {
  const digits = value?.replace(/\D/g, '') ?? '';
  if (digits.length < 6) return undefined;
  return digits.length > 10 && digits.startsWith('91') ? digits.slice(-10) : digits.slice(0, 12);
}

function email(value: string | undefined): string | undefined {
  return value && /^[a-zA-Z0-9+_.-]+@[a-zA-Z0-9.-]+$/.test(value) && value.length <= 100
    ? value
    : undefined;
}

function party(p: EInvoiceParty, locationMax: number): Inv01Party {
  const Ph = phone(p.phone);
  const Em = email(p.email);
  return {
    Gstin: p.gstin,
    LglNm: text(p.legalName, 100),
    ...addressLines(p.address),
    Loc: text(p.location, locationMax),
    Pin: Number(p.pincode),
    Stcd: p.stateCode,
    ...(Ph ? { Ph } : {}),
    ...(Em ? { Em } : {}),
  };
}

const splitAmounts = (split: GstSplit) =>
  split.kind === 'inter-state'
    ? { igst: split.igstPaise, cgst: 0, sgst: 0 }
    : { igst: 0, cgst: split.cgstPaise, sgst: split.sgstPaise };

function item(line: InvoiceLine): Inv01Item {
  const tax = splitAmounts(line.split);
  const service = isServiceCode(line.hsn);
  return {
    SlNo: String(line.no),
    PrdDesc: text(line.description, 300),
    IsServc: service ? 'Y' : 'N',
    HsnCd: line.hsn,
    Qty: line.quantity,
    // Goods are counted in numbers (UQC NOS); a service has no unit.
    ...(service ? {} : { Unit: 'NOS' }),
    UnitPrice: rupees(line.unitPricePaise),
    // The shop gives no discounts on the invoice: the gross amount is the taxable value.
    TotAmt: rupees(line.taxableValuePaise),
    Discount: 0,
    AssAmt: rupees(line.taxableValuePaise),
    GstRt: line.taxRatePercent,
    IgstAmt: rupees(tax.igst),
    CgstAmt: rupees(tax.cgst),
    SgstAmt: rupees(tax.sgst),
    TotItemVal: rupees(line.totalPaise),
  };
}

/**
 * The INV-01 document of one B2B tax invoice or credit note. Every amount is the document's own
 * (never recomputed): what the items do not account for (delivery and fees charged without GST
 * beside the goods) is the schema's "other charges", so AssVal + taxes + OthChrg + RndOffAmt is
 * TotInvVal exactly, as the IRP checks.
 */
export function inv01Document(doc: EInvoiceSource): Inv01Document {
  const tax = splitAmounts(doc.totals.split);
  const taxPaise = tax.igst + tax.cgst + tax.sgst;
  const otherPaise =
    doc.totals.totalPaise - doc.totals.taxablePaise - taxPaise - doc.totals.roundOffPaise;
  if (otherPaise < 0) throw new Error(`${doc.number}: the totals do not add up`);
  return {
    Version: INV01_VERSION,
    TranDtls: { TaxSch: 'GST', SupTyp: 'B2B', RegRev: 'N', IgstOnIntra: 'N' },
    DocDtls: { Typ: doc.type, No: doc.number, Dt: doc.date },
    SellerDtls: party(doc.seller, 50),
    BuyerDtls: { ...party(doc.buyer, 100), Pos: doc.buyer.placeOfSupply },
    ItemList: doc.lines.map(item),
    ValDtls: {
      AssVal: rupees(doc.totals.taxablePaise),
      CgstVal: rupees(tax.cgst),
      SgstVal: rupees(tax.sgst),
      IgstVal: rupees(tax.igst),
      OthChrg: rupees(otherPaise),
      RndOffAmt: rupees(doc.totals.roundOffPaise),
      TotInvVal: rupees(doc.totals.totalPaise),
    },
    ...(doc.precedingInvoice
      ? {
          RefDtls: {
            PrecDocDtls: [{ InvNo: doc.precedingInvoice.number, InvDt: doc.precedingInvoice.date }],
          },
        }
      : {}),
  };
}
