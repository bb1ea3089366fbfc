import { AUTH_ERRORS } from '@shop/shared/auth/errors';
import {
  quoteAcceptSchema,
  quoteDecisionSchema,
  quoteMessageSchema,
} from '@shop/shared/quotes/inputs';
import { pageContext } from '@shop/shared/ssr/page-context-key';
import { data, redirect, useSearchParams } from 'react-router';
import {
  handleForm,
  postedIntent,
  sendToServer,
  skipAfterUnsent,
} from '~/components/form/shop-form';
import { Container } from '~/components/ui/container';
import { QuoteView } from '~/features/quotes/quote-view';
import { loginPath } from '~/lib/safe-redirect';
import { metaT } from '~/lib/i18n/i18n';
import type { Route } from './+types/quote';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${metaT(matches).t('quote.title')} | Shubh Billing Systems` },
  { name: 'robots', content: 'noindex' },
];

const idOf = (raw: string) => {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

/** /quotes/:id: one of the buyer's quotations, read on the server (expired first if past its day). */
export async function loader({ context: routerContext, params, url }: Route.LoaderArgs) {
  const context = routerContext.get(pageContext);
  if (!context.shopper) throw redirect(loginPath(url.pathname));
  const id = idOf(params.id);
  const quote = id === undefined ? undefined : await context.shopper.quotes.get(id);
  if (!quote) throw data('Quotation not found', { status: 404 });
  return { quote };
}

/** Accept (to the new order), decline, or a message; then back to the quote (post-redirect-get). */
export async function action({ context: routerContext, params, request, url }: Route.ActionArgs) {
  const shopper = routerContext.get(pageContext).shopper;
  if (!shopper) throw redirect(loginPath(url.pathname));
  const id = idOf(params.id);
  if (id === undefined) throw data('Quotation not found', { status: 404 });
  const formData = await request.formData();
  const intent = postedIntent(formData, ['accept', 'decline', 'message']);
  if (intent === 'message') {
    return handleForm(
      formData,
      quoteMessageSchema,
      async (input) => {
        await shopper.quotes.message(id, input);
        return redirect(`/quotes/${id}?saved=message`);
      },
      AUTH_ERRORS.unexpected,
    );
  }
  if (intent === 'accept') {
    return handleForm(
      formData,
      quoteAcceptSchema,
      async (input) => redirect(`/orders/${await shopper.quotes.accept(id, input)}`),
      AUTH_ERRORS.unexpected,
    );
  }
  if (intent !== 'decline')
    throw data('This form is not one of the quotation page’s.', { status: 400 });
  return handleForm(
    formData,
    quoteDecisionSchema,
    async (input) => {
      await shopper.quotes.decline(id, input);
      return redirect(`/quotes/${id}?saved=declined`);
    },
    AUTH_ERRORS.unexpected,
  );
}

export const clientAction = (args: Route.ClientActionArgs) =>
  sendToServer(args, AUTH_ERRORS.unexpected);

export const shouldRevalidate = skipAfterUnsent;

export default function QuotePage({ loaderData, actionData }: Route.ComponentProps) {
  const [search] = useSearchParams();
  return (
    <Container className="max-w-4xl py-8 sm:py-12">
      <QuoteView quote={loaderData.quote} saved={search.get('saved')} lastResult={actionData} />
    </Container>
  );
}
