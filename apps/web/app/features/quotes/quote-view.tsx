import type { SubmissionResult } from '@conform-to/react';
import { formatIndiaNumericDate } from '@shop/shared/format/india-time';
import { quoteAcceptSchema } from '@shop/shared/quotes/inputs';
import { QUOTE_STATUS_LABELS, type QuoteDetail } from '@shop/shared/quotes/quote';
import { Form, Link } from 'react-router';
import { useShopForm } from '~/components/form/shop-form';
import { buttonClass } from '~/components/ui/button';
import { ErrorBox, SuccessBox } from '~/components/ui/notice';
import { AcceptQuoteForm } from './accept-form';
import { QuoteLines } from './quote-lines';
import { QuoteThread } from './quote-thread';

const SAVED: Record<string, string> = {
  requested: 'Your request is with us. We will email you the quotation.',
  declined: 'You declined this quotation.',
  message: 'Your message is sent.',
};

/** The buyer's quotation: lines and totals, its PDF, Accept / Decline, and the thread. */
export function QuoteView({
  quote,
  saved,
  lastResult,
}: {
  quote: QuoteDetail;
  saved: string | null;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const decision = lastResult?.initialValue?.intent === 'message' ? undefined : lastResult;
  const { error, field } = useShopForm(quoteAcceptSchema, decision);
  const open = quote.status === 'requested' || quote.status === 'sent';
  const title = quote.quoteNumber ? `Quotation ${quote.quoteNumber}` : `Quote request ${quote.id}`;
  return (
    <article aria-labelledby="quote-title">
      <h1 id="quote-title" className="text-2xl font-bold text-slate-900">
        {title}
      </h1>
      <p className="mt-1 text-slate-600">
        {QUOTE_STATUS_LABELS[quote.status]}
        {quote.validUntil &&
          quote.status === 'sent' &&
          ` · valid until ${formatIndiaNumericDate(quote.validUntil)}`}
        {quote.poNumber && ` · your PO ${quote.poNumber}`}
      </p>
      {saved && SAVED[saved] && <SuccessBox className="mt-4">{SAVED[saved]}</SuccessBox>}
      {error && <ErrorBox className="mt-4">{error}</ErrorBox>}
      <p className="mt-2 text-sm text-slate-600">
        Prices exclude GST; GST is added as your tax invoice will compute it. Deliver to{' '}
        {quote.customerName}, {quote.address}, {quote.city}, {quote.state} {quote.pincode}.
      </p>
      <QuoteLines quote={quote} />
      {quote.terms && <p className="mt-4 text-sm text-slate-700">Terms: {quote.terms}</p>}
      <div className="mt-6 flex flex-wrap gap-3">
        {quote.quoteNumber && quote.status !== 'requested' && (
          <a href={`/api/quotes/${quote.id}/pdf`} className={buttonClass('outline', 'md')}>
            Download quotation PDF
          </a>
        )}
        {quote.orderId && (
          <>
            <Link to={`/orders/${quote.orderId}`} className={buttonClass('primary', 'md')}>
              Open order {quote.orderId}
            </Link>
            <a
              href={`/api/orders/${quote.orderId}/proforma`}
              className={buttonClass('outline', 'md')}
            >
              Download proforma invoice
            </a>
          </>
        )}
      </div>
      {quote.status === 'sent' && (
        <div className="mt-6 flex flex-wrap gap-3">
          <AcceptQuoteForm version={quote.version} payment={field('payment')} />
          <Form method="post">
            <input type="hidden" name="version" value={quote.version} />
            <button
              type="submit"
              name="intent"
              value="decline"
              className={buttonClass('ghost', 'lg')}
            >
              Decline
            </button>
          </Form>
        </div>
      )}
      <QuoteThread
        messages={quote.messages}
        open={open}
        label="Ask for changes or write to us"
        lastResult={lastResult?.initialValue?.intent === 'message' ? lastResult : undefined}
      />
    </article>
  );
}

/** The buyer's quotations, newest first. */
export function QuoteListView({
  quotes,
}: {
  quotes: {
    id: number;
    quoteNumber: string | null;
    status: QuoteDetail['status'];
    createdAt: string;
  }[];
}) {
  if (quotes.length === 0) {
    return <p className="mt-4 text-slate-600">No quotations yet.</p>;
  }
  return (
    <ul className="mt-4 divide-y divide-slate-200">
      {quotes.map((q) => (
        <li key={q.id} className="py-3">
          <Link to={`/quotes/${q.id}`} className="font-medium text-brand-700 underline">
            {q.quoteNumber ?? `Request ${q.id}`}
          </Link>{' '}
          <span className="text-slate-600">
            · {QUOTE_STATUS_LABELS[q.status]} · {formatIndiaNumericDate(q.createdAt)}
          </span>
        </li>
      ))}
    </ul>
  );
}
