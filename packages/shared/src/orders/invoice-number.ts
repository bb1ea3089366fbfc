/** INV/26-27/000123: consecutive within a financial year, 16 characters (CGST Rule 46 allows 16). */
export function invoiceNumber(fy: string, sequence: number): string {
  return `INV/${fy}/${String(sequence).padStart(6, '0')}`;
}
