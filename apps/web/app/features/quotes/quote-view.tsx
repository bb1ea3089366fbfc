import { stateText } from '@shop/shared/india/states';
import type { SubmissionResult } from '@conform-to/react';
import { formatIndiaNumericDate } from '@shop/shared/format/india-time';
import { quoteAcceptSchema } from '@shop/shared/quotes/inputs';
import type { QuoteDetail } from '@shop/shared/quotes/quote';
import { Form } from 'react-router';
import { Link } from '~/lib/i18n/links';
import { useLocalPath, useT } from '~/lib/i18n/i18n';
import { useShopForm } from '~/components/form/shop-form';
import { buttonClass } from '~/components/ui/button';
import { ErrorBox, SuccessBox } from '~/components/ui/notice';
import { AcceptQuoteForm } from './accept-form';
import { QuoteLines } from './quote-lines';
import { QuoteThread } from './quote-thread';

const SAVED = {
  requested: 'quote.saved.requested',
  declined: 'quote.saved.declined',
  message: 'quote.saved.message',
} as const;
const isSaved = (saved: string | null): saved is keyof typeof SAVED =>
  saved !== null && Object.hasOwn(SAVED, saved);

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
  const t = useT();
  const localPath = useLocalPath();
  const decision = lastResult?.initialValue?.intent === 'message' ? undefined : lastResult;
  const { error, field } = useShopForm(quoteAcceptSchema, decision);
  const open = quote.status === 'requested' || quote.status === 'sent';
  const title = quote.quoteNumber
    ? t('quote.numbered', { number: quote.quoteNumber })
    : t('quote.requestTitle', { id: quote.id });
  return (
    <article aria-labelledby="quote-title">
      <h1 id="quote-title" className="text-2xl font-bold text-slate-900">
        {title}
      </h1>
      <p className="mt-1 text-slate-600">
        {t(`quote.status.${quote.status}`)}
        {quote.validUntil &&
          quote.status === 'sent' &&
          t('quote.validUntil', { date: formatIndiaNumericDate(quote.validUntil) })}
        {quote.poNumber && t('quote.yourPo', { po: quote.poNumber })}
      </p>
      {isSaved(saved) && <SuccessBox className="mt-4">{t(SAVED[saved])}</SuccessBox>}
      {error && <ErrorBox className="mt-4">{error}</ErrorBox>}
      <p className="mt-2 text-sm text-slate-600">
        {t('quote.gstNote', {
          name: quote.customerName,
          address: quote.address,
          city: quote.city,
          state: stateText(quote.state, t),
          pincode: quote.pincode,
        })}
      </p>
      <QuoteLines quote={quote} />
      {quote.terms && (
        <p className="mt-4 text-sm text-slate-700">{t('quote.terms', { terms: quote.terms })}</p>
      )}
      <div className="mt-6 flex flex-wrap gap-3">
        {quote.quoteNumber && quote.status !== 'requested' && (
          <a href={`/api/quotes/${quote.id}/pdf`} className={buttonClass('outline', 'md')}>
            {t('quote.pdf')}
          </a>
        )}
        {quote.orderId && (
          <>
            <Link to={`/orders/${quote.orderId}`} className={buttonClass('primary', 'md')}>
              {t('quote.openOrder', { id: quote.orderId })}
            </Link>
            <a
              href={`/api/orders/${quote.orderId}/proforma`}
              className={buttonClass('outline', 'md')}
            >
              {t('quote.proforma')}
            </a>
          </>
        )}
      </div>
      {quote.status === 'sent' && (
        <div className="mt-6 flex flex-wrap gap-3">
          <AcceptQuoteForm
            version={quote.version}
            payment={field('payment')}
            action={localPath(`/quotes/${quote.id}`)}
          />
          <Form method="post" action={localPath(`/quotes/${quote.id}`)}>
            <input type="hidden" name="version" value={quote.version} />
            <button
              type="submit"
              name="intent"
              value="decline"
              className={buttonClass('ghost', 'lg')}
            >
              {t('quote.decline')}
            </button>
          </Form>
        </div>
      )}
      <QuoteThread
        messages={quote.messages}
        open={open}
        label={t('quote.askChanges')}
        action={localPath(`/quotes/${quote.id}`)}
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
  const t = useT();
  if (quotes.length === 0) {
    return <p className="mt-4 text-slate-600">{t('quote.none')}</p>;
  }
  return (
    <ul className="mt-4 divide-y divide-slate-200">
      {quotes.map((q) => (
        <li key={q.id} className="py-3">
          <Link to={`/quotes/${q.id}`} className="font-medium text-brand-700 underline">
            {q.quoteNumber ?? t('quote.requestNumber', { id: q.id })}
          </Link>{' '}
          <span className="text-slate-600">
            · {t(`quote.status.${q.status}`)} · {formatIndiaNumericDate(q.createdAt)}
          </span>
        </li>
      ))}
    </ul>
  );
}
