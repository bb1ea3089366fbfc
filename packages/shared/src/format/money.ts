const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});
const rupeesAndPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Whole rupees, Indian grouping: ₹1,23,456. */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}

/** An amount held in paise, rounded to whole rupees for display (spec §9: totals to 0 decimals). */
export function formatPaise(paise: number): string {
  return rupees.format(Math.round(paise / 100));
}

/** An amount held in paise with two decimals, for invoices. */
export function formatPaiseExact(paise: number): string {
  return rupeesAndPaise.format(paise / 100);
}
