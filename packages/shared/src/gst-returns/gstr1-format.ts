/*
 * The shapes of the GSTR-1 upload file as the GST portal's Returns Offline Tool writes it, and how
 * it writes amounts and dates. Only shapes and formats here; gstr1.ts fills them.
 */

export interface ItemDetail {
  txval: number;
  rt: number;
  iamt?: number;
  camt?: number;
  samt?: number;
  csamt: number;
}
export interface Gstr1Item {
  num: number;
  itm_det: ItemDetail;
}
export interface Gstr1B2bInvoice {
  inum: string;
  idt: string;
  val: number;
  pos: string;
  rchrg: 'N';
  inv_typ: 'R';
  itms: Gstr1Item[];
}
export interface Gstr1B2clInvoice {
  inum: string;
  idt: string;
  val: number;
  itms: Gstr1Item[];
}
export interface Gstr1B2cs {
  sply_ty: 'INTRA' | 'INTER';
  rt: number;
  typ: 'OE';
  pos: string;
  txval: number;
  camt?: number;
  samt?: number;
  iamt?: number;
  csamt: number;
}
export interface Gstr1CdnrNote {
  nt_num: string;
  nt_dt: string;
  ntty: 'C';
  val: number;
  pos: string;
  rchrg: 'N';
  inv_typ: 'R';
  itms: Gstr1Item[];
}
export interface Gstr1CdnurNote {
  nt_num: string;
  nt_dt: string;
  ntty: 'C';
  val: number;
  typ: 'B2CL';
  pos: string;
  itms: Gstr1Item[];
}
export interface Gstr1HsnRecord {
  num: number;
  hsn_sc: string;
  /** The description of the code, as the offline tool writes it beside `user_desc`. */
  desc: string;
  user_desc: string;
  uqc: string;
  qty: number;
  rt: number;
  txval: number;
  iamt: number;
  samt: number;
  camt: number;
  csamt: number;
}

export interface Gstr1File {
  gstin: string;
  fp: string;
  version: string;
  hash: 'hash';
  b2b?: { ctin: string; inv: Gstr1B2bInvoice[] }[];
  b2cl?: { pos: string; inv: Gstr1B2clInvoice[] }[];
  b2cs?: Gstr1B2cs[];
  cdnr?: { ctin: string; nt: Gstr1CdnrNote[] }[];
  cdnur?: Gstr1CdnurNote[];
  doc_issue?: {
    doc_det: {
      doc_num: number;
      doc_typ: string;
      docs: {
        num: number;
        from: string;
        to: string;
        totnum: number;
        cancel: number;
        net_issue: number;
      }[];
    }[];
  };
  /** Split into B2B and B2C from the May 2025 period; one `data` list before (period-rules.ts). */
  hsn?: { hsn_b2b?: Gstr1HsnRecord[]; hsn_b2c?: Gstr1HsnRecord[]; data?: Gstr1HsnRecord[] };
}

/** Paise as the portal's rupee amount with two decimals: 123456 → 1234.56. */
export const rupees = (paise: number) => paise / 100;

/** An India date as the portal writes it: '2026-11-05T…Z' → '05-11-2026'. */
export function portalDate(iso: string): string {
  const d = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(iso));
  return d.replaceAll('/', '-');
}
