/** Where a quotation is (ADR 105). Each move is written to the audit log. */
export const QUOTE_STATUSES = [
  'requested',
  'sent',
  'accepted',
  'expired',
  'declined',
  'withdrawn',
] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  requested: 'Requested',
  sent: 'Sent',
  accepted: 'Accepted',
  expired: 'Expired',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
};

/** Statuses from which nothing more happens. */
export const CLOSED_QUOTE_STATUSES: readonly QuoteStatus[] = [
  'accepted',
  'expired',
  'declined',
  'withdrawn',
];

export interface QuoteLine {
  lineNo: number;
  productId: number;
  name: string;
  hsn: string;
  quantity: number;
  /** Catalogue price in rupees when the quote was requested, GST excluded. */
  listPrice: number;
  /** Quoted price in rupees, GST excluded; null until staff price it. */
  unitPrice: number | null;
  taxableValuePaise: number | null;
  taxPaise: number | null;
}

export interface QuoteTotalsView {
  subtotalPaise: number;
  shippingPaise: number;
  taxPaise: number;
  roundOffPaise: number;
  totalPaise: number;
  /** CGST + SGST inside the shop's state, IGST outside (as the tax invoice splits it). */
  split:
    | { kind: 'intra-state'; cgstPaise: number; sgstPaise: number }
    | { kind: 'inter-state'; igstPaise: number };
}

export interface QuoteMessage {
  author: 'buyer' | 'shop';
  authorEmail: string;
  body: string;
  at: string;
}

export interface QuoteSummary {
  id: number;
  /** QT/2026-27/0001 once sent; null while requested. */
  quoteNumber: string | null;
  status: QuoteStatus;
  customerName: string;
  customerEmail: string;
  businessName: string | null;
  poNumber: string | null;
  lineCount: number;
  /** Payable total in paise once priced, else null. */
  totalPaise: number | null;
  validUntil: string | null;
  createdAt: string;
}

export interface QuoteDetail extends QuoteSummary {
  version: number;
  neededBy: string | null;
  notes: string | null;
  customerPhone: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
  businessGstin: string | null;
  shippingPrice: number;
  terms: string | null;
  sentAt: string | null;
  orderId: string | null;
  lines: QuoteLine[];
  totals: QuoteTotalsView | null;
  messages: QuoteMessage[];
}

/** Texts of the quotations API and forms. */
export const QUOTE_ERRORS = {
  notFound: 'Quotation not found',
  neededBy: 'Enter the date you need the goods by, today or later',
  notes: 'Notes can be at most 1,000 characters',
  message: 'Write a message of 1 to 2,000 characters',
  terms: 'Terms can be at most 2,000 characters',
  validUntil: 'Enter the last day the quote can be accepted, today or later',
  unitPrice: 'Enter a price in whole rupees, or a discount',
  discount: 'Enter a discount between 0 and 100 percent',
  shippingPrice: 'Enter the delivery charge in whole rupees (0 for free delivery)',
  linesMismatch: 'Price every line of the request',
  notRequested: 'Only a requested quote can be priced and sent; ask the buyer to request again',
  notSent: 'This quotation is not open for acceptance',
  expired: 'This quotation has expired; ask the shop for a new one',
  closed: 'This quotation is closed',
  stale: 'The quotation has changed since you opened it. Please read it again.',
  version: 'Reload the quotation and try again',
  payment: 'Choose how you will pay: online, or by bank transfer',
} as const;

/**
 * QT/2026-27/0001: the quotation's own series per financial year, apart from the tax invoice's,
 * so quotes never use up invoice numbers (CGST Rule 46 wants those consecutive).
 */
export function quoteNumber(fy: string, sequence: number): string {
  return `QT/20${fy}/${String(sequence).padStart(4, '0')}`;
}

/** A proforma invoice's reference: the order's own id, never a tax invoice number. */
export function proformaReference(orderId: string): string {
  return `PF-${orderId}`;
}
