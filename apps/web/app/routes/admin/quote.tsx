import { AUTH_ERRORS } from '@shop/shared/auth/errors';
import { formatIndiaNumericDate } from '@shop/shared/format/india-time';
import {
  quoteDecisionSchema,
  quoteMessageSchema,
  quoteSendSchema,
} from '@shop/shared/quotes/inputs';
import { QUOTE_STATUS_LABELS } from '@shop/shared/quotes/quote';
import { pageContext } from '@shop/shared/ssr/page-context-key';
import { data, Form, Link, redirect, useSearchParams } from 'react-router';
import {
  handleForm,
  postedIntent,
  sendToServer,
  skipAfterUnsent,
} from '~/components/form/shop-form';
import { buttonClass } from '~/components/ui/button';
import { adminMeta } from '~/features/admin/admin-meta';
import { QuotePricingForm } from '~/features/admin/quote-pricing';
import { Outcome, PageTitle } from '~/features/admin/ui';
import { QuoteLines } from '~/features/quotes/quote-lines';
import { QuoteThread } from '~/features/quotes/quote-thread';
import type { Route } from './+types/quote';

export const meta: Route.MetaFunction = () => adminMeta('Quotation');

const SAVED: Record<string, string> = {
  send: 'Quotation sent to the buyer.',
  withdraw: 'Quotation withdrawn; the buyer is told.',
  message: 'Message sent to the buyer.',
};

const idOf = (raw: string) => {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

export async function loader({ context: routerContext, params }: Route.LoaderArgs) {
  const context = routerContext.get(pageContext);
  if (!context.staff) return null;
  const id = idOf(params.id);
  const quote = id === undefined ? undefined : await context.staff.quotes.get(id);
  if (!quote) throw data('Quotation not found', { status: 404 });
  // The lines and thread are the buyer's page's too, in the catalogue: English here, as staff read.
  return { quote };
}

/** Price and send, withdraw, or write to the buyer; then back here (post-redirect-get). */
export async function action({ context: routerContext, params, request }: Route.ActionArgs) {
  const staff = routerContext.get(pageContext).staff;
  if (!staff) throw redirect('/admin');
  const id = idOf(params.id);
  if (id === undefined) throw data('Quotation not found', { status: 404 });
  const formData = await request.formData();
  const intent = postedIntent(formData, ['send', 'withdraw', 'message']);
  const back = (saved: string) => redirect(`/admin/quotes/${id}?saved=${saved}`);
  if (intent === 'send') {
    return handleForm(
      formData,
      quoteSendSchema,
      async (input) => (await staff.quotes.send(id, input), back('send')),
      AUTH_ERRORS.unexpected,
    );
  }
  if (intent === 'withdraw') {
    return handleForm(
      formData,
      quoteDecisionSchema,
      async (input) => (await staff.quotes.withdraw(id, input), back('withdraw')),
      AUTH_ERRORS.unexpected,
    );
  }
  if (intent === 'message') {
    return handleForm(
      formData,
      quoteMessageSchema,
      async (input) => (await staff.quotes.message(id, input), back('message')),
      AUTH_ERRORS.unexpected,
    );
  }
  throw data('This form is not one of the quotation page’s.', { status: 400 });
}

export const clientAction = (args: Route.ClientActionArgs) =>
  sendToServer(args, AUTH_ERRORS.unexpected);

export const shouldRevalidate = skipAfterUnsent;

export default function AdminQuotePage({ loaderData, actionData }: Route.ComponentProps) {
  const [search] = useSearchParams();
  if (!loaderData) return null;
  const { quote } = loaderData;
  const intent = actionData?.initialValue?.intent;
  const open = quote.status === 'requested' || quote.status === 'sent';
  return (
    <div>
      <PageTitle
        title={quote.quoteNumber ? `Quotation ${quote.quoteNumber}` : `Quote request ${quote.id}`}
      />
      <p className="text-slate-700">
        {QUOTE_STATUS_LABELS[quote.status]} ·{' '}
        {quote.businessName ? `${quote.businessName} (GSTIN ${quote.businessGstin}) · ` : ''}
        {quote.customerName}, {quote.customerEmail}, {quote.customerPhone}
      </p>
      <p className="text-sm text-slate-600">
        Deliver to {quote.address}, {quote.city}, {quote.state} {quote.pincode}
        {quote.neededBy && ` · needed by ${formatIndiaNumericDate(quote.neededBy)}`}
        {quote.poNumber && ` · PO ${quote.poNumber}`}
        {quote.validUntil && ` · valid until ${formatIndiaNumericDate(quote.validUntil)}`}
      </p>
      {quote.notes && (
        <p className="mt-2 whitespace-pre-wrap text-sm text-slate-800">
          Buyer’s notes: {quote.notes}
        </p>
      )}
      <Outcome
        saved={SAVED[search.get('saved') ?? '']}
        error={intent === 'withdraw' ? actionData?.error?.['']?.[0] : undefined}
      />
      <QuoteLines quote={quote} />
      <div className="mt-4 flex flex-wrap gap-3">
        {quote.quoteNumber && quote.status !== 'requested' && (
          <a href={`/api/admin/quotes/${quote.id}/pdf`} className={buttonClass('outline', 'sm')}>
            Quotation PDF
          </a>
        )}
        {quote.orderId && (
          <Link to={`/admin/orders/${quote.orderId}`} className={buttonClass('outline', 'sm')}>
            Order {quote.orderId}
          </Link>
        )}
        {open && (
          <Form method="post">
            <input type="hidden" name="version" value={quote.version} />
            <button
              type="submit"
              name="intent"
              value="withdraw"
              className={buttonClass('ghost', 'sm')}
            >
              Withdraw quotation
            </button>
          </Form>
        )}
      </div>
      {open && (
        <QuotePricingForm quote={quote} lastResult={intent === 'send' ? actionData : undefined} />
      )}
      <QuoteThread
        messages={quote.messages}
        open={open}
        label="Write to the buyer"
        lastResult={intent === 'message' ? actionData : undefined}
      />
    </div>
  );
}
