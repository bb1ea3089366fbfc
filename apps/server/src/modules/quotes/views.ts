import { stateByName } from '@shop/shared/india/states';
import type { QuoteDetail, QuoteSummary } from '@shop/shared/quotes/quote';
import { quoteTotals, type QuoteTotals } from '@shop/shared/quotes/totals';
import { SHOP } from '@shop/shared/shop/identity';
import type { QuoteLineRow, QuoteMessageRow, QuoteRow } from './repository';

/** The buyer's GST state code, from the delivery state kept on the quote. */
export const buyerStateCode = (quote: Pick<QuoteRow, 'state'>) =>
  stateByName(quote.state)?.code ?? SHOP.address.stateCode;

/** The quote's amounts once every line has a price; null while any line is unpriced. */
export function totalsOf(quote: QuoteRow, lines: readonly QuoteLineRow[]): QuoteTotals | null {
  if (lines.length === 0 || lines.some((l) => l.unit_price === null)) return null;
  return quoteTotals(
    lines.map((l) => ({ hsn: l.hsn, quantity: l.quantity, unitPrice: l.unit_price! })),
    quote.shipping_price,
    SHOP.address.stateCode,
    buyerStateCode(quote),
  );
}

export function toQuoteSummary(
  quote: QuoteRow,
  lineCount: number,
  totalPaise: number | null,
): QuoteSummary {
  return {
    id: quote.id,
    quoteNumber: quote.quote_number,
    // The column's check constraint admits only QUOTE_STATUSES.
    status: quote.status as QuoteSummary['status'],
    customerName: quote.customer_name,
    customerEmail: quote.customer_email,
    businessName: quote.business_name,
    poNumber: quote.po_number,
    lineCount,
    totalPaise,
    validUntil: quote.valid_until,
    createdAt: quote.created_at,
  };
}

export function toQuoteDetail(
  quote: QuoteRow,
  lines: readonly QuoteLineRow[],
  messages: readonly QuoteMessageRow[],
): QuoteDetail {
  const totals = totalsOf(quote, lines);
  return {
    ...toQuoteSummary(quote, lines.length, totals?.totalPaise ?? null),
    version: quote.version,
    neededBy: quote.needed_by,
    notes: quote.notes,
    customerPhone: quote.customer_phone,
    address: quote.address,
    city: quote.city,
    state: quote.state,
    pincode: quote.pincode,
    businessGstin: quote.business_gstin,
    shippingPrice: quote.shipping_price,
    terms: quote.terms,
    sentAt: quote.sent_at,
    orderId: quote.order_id,
    lines: lines.map((l, i) => ({
      lineNo: l.line_no,
      productId: l.product_id,
      name: l.name,
      hsn: l.hsn,
      quantity: l.quantity,
      listPrice: l.list_price,
      unitPrice: l.unit_price,
      taxableValuePaise: totals?.lines[i]?.taxableValuePaise ?? null,
      taxPaise: totals?.lines[i]?.taxPaise ?? null,
    })),
    totals: totals && {
      subtotalPaise: totals.subtotalPaise,
      shippingPaise: totals.shippingPaise,
      taxPaise: totals.taxPaise,
      roundOffPaise: totals.roundOffPaise,
      totalPaise: totals.totalPaise,
      split: totals.split,
    },
    messages: messages.map((m) => ({
      // The column's check constraint admits only these two.
      author: m.author as 'buyer' | 'shop',
      authorEmail: m.author_email,
      body: m.body,
      at: m.at,
    })),
  };
}
