import { AUTH_ERRORS } from '@shop/shared/auth/errors';
import { quoteRequestSchema } from '@shop/shared/quotes/inputs';
import { pageContext } from '@shop/shared/ssr/page-context-key';
import { redirect } from 'react-router';
import { handleForm, sendToServer, skipAfterUnsent } from '~/components/form/shop-form';
import { Container } from '~/components/ui/container';
import { QuoteRequestForm, type RequestedLine } from '~/features/quotes/request-form';
import { loginPath } from '~/lib/safe-redirect';
import { metaT, useT } from '~/lib/i18n/i18n';
import type { Route } from './+types/quote-new';

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${metaT(matches).t('quote.newTitle')} | Shubh Billing Systems` },
  { name: 'robots', content: 'noindex' },
];

/**
 * /quotes/new: what the buyer asks a price for — one product (`?product=&quantity=`, from its
 * page) or the cart's lines — with the default address filled in. A guest signs in first and
 * comes back to the same address.
 */
export async function loader({ context: routerContext, url }: Route.LoaderArgs) {
  const context = routerContext.get(pageContext);
  if (!context.shopper || !context.user) throw redirect(loginPath(`${url.pathname}${url.search}`));
  const productId = Number(url.searchParams.get('product'));
  let lines: RequestedLine[];
  if (Number.isSafeInteger(productId) && productId > 0) {
    const product = (await context.catalogue.detail(productId))?.product;
    const quantity = Math.min(99, Math.max(1, Number(url.searchParams.get('quantity')) || 1));
    lines = product ? [{ productId: product.id, name: product.name, quantity }] : [];
  } else {
    lines = (await context.cart.items()).map((i) => ({
      productId: i.id,
      name: i.name,
      quantity: i.quantity,
    }));
  }
  const address = (await context.shopper.addresses.list()).find((a) => a.isDefault);
  const defaults = {
    shipping: {
      name: address?.name ?? context.user.name,
      email: context.user.email,
      phone: address?.phone ?? '',
      address: address?.address ?? '',
      city: address?.city ?? '',
      state: address?.state ?? '',
      pincode: address?.pincode ?? '',
    },
  };
  return { lines, defaults };
}

/** Stores the request and opens it (post-redirect-get); refused fields stay in the form. */
export async function action({ context: routerContext, request, url }: Route.ActionArgs) {
  const context = routerContext.get(pageContext);
  const shopper = context.shopper;
  if (!shopper) throw redirect(loginPath(`${url.pathname}${url.search}`));
  return handleForm(
    await request.formData(),
    quoteRequestSchema,
    async (input) => {
      const quote = await shopper.quotes.request(input);
      return redirect(`/quotes/${quote.id}?saved=requested`);
    },
    AUTH_ERRORS.unexpected,
  );
}

export const clientAction = (args: Route.ClientActionArgs) =>
  sendToServer(args, AUTH_ERRORS.unexpected);

export const shouldRevalidate = skipAfterUnsent;

export default function QuoteRequestPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <Container className="max-w-3xl py-8 sm:py-12">
      <h1 className="text-2xl font-bold text-slate-900">{t('quote.newTitle')}</h1>
      <p className="mt-2 text-slate-600">{t('quote.newIntro')}</p>
      <QuoteRequestForm
        lines={loaderData.lines}
        defaults={loaderData.defaults}
        lastResult={actionData}
      />
    </Container>
  );
}
