import { formatPaiseExact } from '@shop/shared/format/money';
import { SHOP } from '@shop/shared/shop/identity';
import { composeEmail, type EmailContent } from '../email/layout';
import type { QuoteRow } from './repository';
import type { QuoteTotals } from '@shop/shared/quotes/totals';

const poLine = (quote: QuoteRow) =>
  quote.po_number ? [`Your purchase order number: ${quote.po_number}`] : [];

/** The quotation sent (or revised): its number, total, validity and where to read and accept it. */
export function quoteSentEmail(
  quote: QuoteRow,
  totals: QuoteTotals,
  publicUrl: string,
): EmailContent {
  const url = `${publicUrl}/quotes/${quote.id}`;
  return composeEmail({
    subject: `Quotation ${quote.quote_number} — ${SHOP.name}`,
    greeting: `Hello ${quote.customer_name},`,
    paragraphs: [
      `Here is our quotation ${quote.quote_number} for your request.`,
      ...poLine(quote),
      [
        `Subtotal: ${formatPaiseExact(totals.subtotalPaise)}`,
        `Delivery: ${totals.shippingPaise === 0 ? 'Free' : formatPaiseExact(totals.shippingPaise)}`,
        `GST: ${formatPaiseExact(totals.taxPaise)}`,
        ...(totals.roundOffPaise === 0
          ? []
          : [`Round off: ${formatPaiseExact(totals.roundOffPaise)}`]),
        `Total: ${formatPaiseExact(totals.totalPaise)}`,
      ].join('\n'),
      `Valid until ${quote.valid_until} (India time). Accept it before then and we place your order at exactly these prices, subject to stock at that moment.`,
      ...(quote.terms ? [`Terms: ${quote.terms}`] : []),
    ],
    action: { label: 'Read, download or accept the quotation', url },
    after: [`The PDF is at ${url}/pdf once you are signed in.`],
  });
}

/** A new message on a quotation's thread, to the other side. */
export function quoteMessageEmail(
  quote: QuoteRow,
  from: 'buyer' | 'shop',
  body: string,
  publicUrl: string,
): EmailContent {
  const name = quote.quote_number ?? `request ${quote.id}`;
  return composeEmail({
    subject: `Message on quotation ${name} — ${SHOP.name}`,
    greeting: from === 'shop' ? `Hello ${quote.customer_name},` : 'Hello,',
    paragraphs: [
      from === 'shop'
        ? `We wrote on your quotation ${name}:`
        : `${quote.customer_name} (${quote.customer_email}) wrote on quotation ${name}:`,
      body,
    ],
    action:
      from === 'shop'
        ? { label: 'Read and reply', url: `${publicUrl}/quotes/${quote.id}` }
        : { label: 'Open in the back office', url: `${publicUrl}/admin/quotes/${quote.id}` },
  });
}

/** The shop withdrew the quotation. */
export function quoteWithdrawnEmail(quote: QuoteRow, publicUrl: string): EmailContent {
  const name = quote.quote_number ?? `request ${quote.id}`;
  return composeEmail({
    subject: `Quotation ${name} withdrawn — ${SHOP.name}`,
    greeting: `Hello ${quote.customer_name},`,
    paragraphs: [
      `We have withdrawn quotation ${name}; it can no longer be accepted.`,
      `Questions? Call us on ${SHOP.phone} (${SHOP.hours.label}) or reply to this email.`,
    ],
    action: { label: 'Your quotations', url: `${publicUrl}/quotes` },
  });
}

/** Tells the shop a buyer asked for a quotation, with a link to price it. */
export function quoteRequestedEmail(
  quote: QuoteRow,
  lines: number,
  publicUrl: string,
): EmailContent {
  return composeEmail({
    subject: `Quotation request ${quote.id} from ${quote.business_name ?? quote.customer_name}`,
    greeting: 'Hello,',
    paragraphs: [
      `${quote.customer_name} (${quote.customer_email}) asked for a quotation: ${lines} line${lines === 1 ? '' : 's'}${quote.needed_by ? `, needed by ${quote.needed_by}` : ''}.`,
      ...poLine(quote).map((l) => l.replace('Your purchase', 'Their purchase')),
      ...(quote.notes ? [`Notes: ${quote.notes}`] : []),
    ],
    action: { label: 'Price and send it', url: `${publicUrl}/admin/quotes/${quote.id}` },
  });
}
