import { formatPaiseExact } from '@shop/shared/format/money';
import { SHOP } from '@shop/shared/shop/identity';
import type { Language } from '@shop/shared/i18n/language';
import { translator, type Translate } from '@shop/shared/i18n/translate';
import { composeEmail, type EmailContent } from '../email/layout';
import { linkIn } from '../email/language';
import { contactLine } from '../orders/emails';
import type { QuoteRow } from './repository';
import type { QuoteTotals } from '@shop/shared/quotes/totals';

const poLine = (quote: QuoteRow) =>
  quote.po_number ? [`Your purchase order number: ${quote.po_number}`] : [];

/**
 * The quotation sent (or revised): its number, total, validity and where to read and accept it,
 * in the buyer's language (`users.language`).
 */
export function quoteSentEmail(
  quote: QuoteRow,
  totals: QuoteTotals,
  publicUrl: string,
  lang: Language,
): EmailContent {
  const t = translator(lang);
  const url = linkIn(lang, `${publicUrl}/quotes/${quote.id}`);
  const number = quote.quote_number ?? '';
  const money = formatPaiseExact;
  return composeEmail({
    lang,
    subject: t('email.quote.sentSubject', { number, shop: SHOP.name }),
    greeting: t('email.hello', { name: quote.customer_name }),
    paragraphs: [
      t('email.quote.sent', { number }),
      ...(quote.po_number ? [t('email.poNumber', { po: quote.po_number })] : []),
      [
        t('email.quote.subtotal', { amount: money(totals.subtotalPaise) }),
        t('email.quote.delivery', {
          amount: totals.shippingPaise === 0 ? t('email.free') : money(totals.shippingPaise),
        }),
        t('email.quote.gst', { amount: money(totals.taxPaise) }),
        ...(totals.roundOffPaise === 0
          ? []
          : [t('email.order.roundOff', { amount: money(totals.roundOffPaise) })]),
        t('email.order.total', { amount: money(totals.totalPaise) }),
      ].join('\n'),
      t('email.quote.validUntil', { date: quote.valid_until ?? '' }),
      ...(quote.terms ? [t('email.quote.terms', { terms: quote.terms })] : []),
    ],
    action: { label: t('email.quote.readAction'), url },
    // The PDF is the API's file, the same in both languages.
    after: [t('email.quote.pdfAt', { url: `${publicUrl}/api/quotes/${quote.id}/pdf` })],
  });
}

const quoteName = (quote: QuoteRow, t: Translate) =>
  quote.quote_number ?? t('email.quote.request', { id: String(quote.id) });

/**
 * A new message on a quotation's thread, to the other side: the buyer in their language, the
 * shop in English (the back office's).
 */
export function quoteMessageEmail(
  quote: QuoteRow,
  from: 'buyer' | 'shop',
  body: string,
  publicUrl: string,
  lang: Language,
): EmailContent {
  if (from === 'buyer') return buyerMessageEmail(quote, body, publicUrl);
  const t = translator(lang);
  const name = quoteName(quote, t);
  return composeEmail({
    lang,
    subject: t('email.quote.messageSubject', { name, shop: SHOP.name }),
    greeting: t('email.hello', { name: quote.customer_name }),
    paragraphs: [t('email.quote.message', { name }), body],
    action: {
      label: t('email.quote.replyAction'),
      url: linkIn(lang, `${publicUrl}/quotes/${quote.id}`),
    },
  });
}

function buyerMessageEmail(quote: QuoteRow, body: string, publicUrl: string): EmailContent {
  const name = quote.quote_number ?? `request ${quote.id}`;
  return composeEmail({
    subject: `Message on quotation ${name} — ${SHOP.name}`,
    greeting: 'Hello,',
    paragraphs: [
      `${quote.customer_name} (${quote.customer_email}) wrote on quotation ${name}:`,
      body,
    ],
    action: { label: 'Open in the back office', url: `${publicUrl}/admin/quotes/${quote.id}` },
  });
}

/** The shop withdrew the quotation. */
export function quoteWithdrawnEmail(
  quote: QuoteRow,
  publicUrl: string,
  lang: Language,
): EmailContent {
  const t = translator(lang);
  const name = quoteName(quote, t);
  return composeEmail({
    lang,
    subject: t('email.quote.withdrawnSubject', { name, shop: SHOP.name }),
    greeting: t('email.hello', { name: quote.customer_name }),
    paragraphs: [t('email.quote.withdrawn', { name }), contactLine(t)],
    action: {
      label: t('email.quote.yourQuotations'),
      url: linkIn(lang, `${publicUrl}/quotes`),
    },
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
