/**
 * GSTR-1 table 13, documents issued in the month: the invoice series and the credit note
 * series, first and last number, how many, how many cancelled. The shop never cancels an issued
 * invoice or note (a wrong one is reversed by a credit note, ADR 044), so cancelled is 0.
 */
export interface DocIssue {
  /** The portal's position of the nature of document: 1 invoices, 5 credit notes. */
  docNum: 1 | 5;
  docType: 'Invoices for outward supply' | 'Credit Note';
  from: string;
  to: string;
  total: number;
  cancelled: number;
}

/** One range per kind of document present in the month (numbers sort in issue order). */
export function documentsIssued(
  invoices: readonly { number: string }[],
  creditNotes: readonly { number: string }[],
): DocIssue[] {
  const range = (docs: readonly { number: string }[]) => {
    const numbers = docs.map((d) => d.number).sort();
    return {
      from: numbers[0]!,
      to: numbers[numbers.length - 1]!,
      total: numbers.length,
      cancelled: 0,
    };
  };
  const out: DocIssue[] = [];
  if (invoices.length > 0)
    out.push({ docNum: 1, docType: 'Invoices for outward supply', ...range(invoices) });
  if (creditNotes.length > 0)
    out.push({ docNum: 5, docType: 'Credit Note', ...range(creditNotes) });
  return out;
}

/** The serial at the end of a number: 'INV/26-27/000123' → 123 (NaN when there is none). */
export const serialOf = (number: string) => Number(/(\d+)$/.exec(number)?.[1] ?? NaN);
