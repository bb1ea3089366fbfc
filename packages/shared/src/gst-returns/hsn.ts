import {
  addAmounts,
  creditNoteSection,
  invoiceSection,
  isNil,
  lineAmounts,
  NO_AMOUNTS,
  type GstAmounts,
  type GstCreditNoteDoc,
  type GstInvoiceDoc,
} from './documents';

/**
 * What the shop sells under each of its HSN/SAC codes, for the HSN summary's description
 * (the portal fills in the official one from the code). Another code falls back to the first
 * line's own description.
 */
export const HSN_DESCRIPTIONS: Readonly<Record<string, string>> = {
  '480990': 'Thermal paper rolls',
  '481190': 'Paper rolls and labels',
  '844332': 'Printers',
  '847050': 'Billing machines and POS',
  '847130': 'Portable computers',
  '847190': 'Barcode scanners',
  '847290': 'Note counting machines',
  '850440': 'Adaptors and chargers',
  '852349': 'Software on media',
  '854442': 'Cables',
  '997331': 'Software licences',
};

/** Goods are counted in numbers (UQC NOS); a service code (SAC, 99…) has no unit or quantity. */
export const isServiceCode = (hsn: string) => hsn.startsWith('99');
export const uqcOf = (hsn: string) => (isServiceCode(hsn) ? 'NA' : 'NOS');

/** The portal's description pattern: 30 characters of letters, digits, space and _@./&- only. */
export function portalDescription(text: string): string {
  return text
    .replace(/[^ A-Za-z0-9_@./&-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 30)
    .trim();
}

export interface HsnRow {
  hsn: string;
  description: string;
  uqc: string;
  quantity: number;
  ratePercent: number;
  amounts: GstAmounts;
}

/**
 * GSTR-1 table 12 in its two halves (from the May 2025 return period): supplies to registered
 * buyers (B2B invoices less CDNR notes) and to consumers (the rest), per HSN, unit and rate,
 * net of the month's credit notes (their quantity and amounts are subtracted).
 */
export function hsnSummary(
  invoices: GstInvoiceDoc[],
  notes: GstCreditNoteDoc[],
): { b2b: HsnRow[]; b2c: HsnRow[] } {
  return {
    b2b: hsnRows(
      invoices.filter((d) => invoiceSection(d) === 'b2b'),
      notes.filter((d) => creditNoteSection(d) === 'cdnr'),
    ),
    b2c: hsnRows(
      invoices.filter((d) => invoiceSection(d) !== 'b2b'),
      notes.filter((d) => creditNoteSection(d) !== 'cdnr'),
    ),
  };
}

/**
 * Table 12 as one list (return periods before May 2025, `hsn.data`), or one half of it: the
 * documents' lines per HSN, unit and rate, invoices less credit notes, rows netted to nothing
 * left out.
 */
export function hsnRows(invoices: GstInvoiceDoc[], notes: GstCreditNoteDoc[]): HsnRow[] {
  const rows = new Map<string, HsnRow>();
  const add = (doc: GstInvoiceDoc, sign: 1 | -1) => {
    for (const line of doc.lines) {
      const key = `${line.hsn}|${String(line.ratePercent).padStart(6, '0')}`;
      const row = rows.get(key) ?? {
        hsn: line.hsn,
        description: portalDescription(HSN_DESCRIPTIONS[line.hsn] ?? line.description),
        uqc: uqcOf(line.hsn),
        quantity: 0,
        ratePercent: line.ratePercent,
        amounts: NO_AMOUNTS,
      };
      rows.set(key, {
        ...row,
        quantity: isServiceCode(line.hsn) ? 0 : row.quantity + sign * line.quantity,
        amounts: addAmounts(row.amounts, lineAmounts(line, doc), sign),
      });
    }
  };
  for (const d of invoices) add(d, 1);
  for (const d of notes) add(d, -1);
  return [...rows]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, row]) => row)
    .filter((row) => row.quantity !== 0 || !isNil(row.amounts));
}
