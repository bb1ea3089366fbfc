/** The Indian financial year (April–March) a date falls in, as '26-27'. Uses the India date. */
export function financialYear(date: Date): string {
  const parts = new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: 'numeric',
  }).formatToParts(date);
  const year = Number(parts.find((p) => p.type === 'year')!.value);
  const month = Number(parts.find((p) => p.type === 'month')!.value);
  const start = month >= 4 ? year : year - 1;
  return `${String(start % 100).padStart(2, '0')}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** INV/26-27/000123: consecutive within a financial year, 16 characters (CGST Rule 46 allows 16). */
export function invoiceNumber(fy: string, sequence: number): string {
  return `INV/${fy}/${String(sequence).padStart(6, '0')}`;
}
