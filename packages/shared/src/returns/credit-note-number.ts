/**
 * CN/26-27/000001: GST credit notes are numbered in their own consecutive series per financial
 * year (CGST Rule 53 with Rule 46(b)), at most 16 characters, separate from invoices (INV/…).
 */
export function creditNoteNumber(fy: string, sequence: number): string {
  return `CN/${fy}/${String(sequence).padStart(6, '0')}`;
}
