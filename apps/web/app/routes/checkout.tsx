import { allowedStep } from '@shop/shared/checkout/checkout-form';
import { deliveryQuote } from '@shop/shared/delivery/delivery-quote';
import { EMPTY_CHECKOUT_PATH } from '@shop/shared/orders/confirmation';
import { redirect } from 'react-router';
import { sendToServer, skipAfterUnsent } from '~/components/form/shop-form';
import { Container } from '~/components/ui/container';
import { HYDRATE_ON_INTERACTION } from '~/lib/hydration/on-interaction';
import { loginPath } from '~/lib/safe-redirect';
import { checkoutAction } from '~/features/checkout/checkout-action';
import { readDraft, stepPath } from '~/features/checkout/checkout-draft';
import { CheckoutScreen } from '~/features/checkout/checkout-screen';
import { metaT, useT } from '~/lib/i18n/i18n';
import { pageMeta, publicUrlFrom, languageFrom } from '~/lib/seo';
import type { Route } from './+types/checkout';
import { pageContext } from '@shop/shared/ssr/page-context-key';
import { requestLanguage } from '~/lib/i18n/messages.server';

/**
 * Checkout requires login (spec §4 Protected checkout): a guest goes to /login with this path
 * saved, and comes back here after logging in or signing up; an empty cart goes back to /cart.
 * The step is in the address (`?step=payment`, ADR 049) and what the earlier steps checked is in
 * the draft; a step whose earlier ones are not done yet sends to the first one missing. The
 * review gets a fresh idempotency key for its Place Order form, so a double submit or a page
 * posted again never orders twice.
 */
export async function loader({ context: routerContext, request, url }: Route.LoaderArgs) {
  const context = routerContext.get(pageContext);
  if (!context.shopper || !context.user) throw redirect(loginPath('/checkout'));
  const items = await context.cart.items(requestLanguage(request));
  if (items.length === 0) throw redirect(EMPTY_CHECKOUT_PATH);
  const draft = await readDraft(request, context.user.id);
  const asked = url.searchParams.get('step');
  const step = allowedStep(asked, draft);
  if (asked !== null && asked !== step) throw redirect(stepPath(step));
  return {
    step,
    draft,
    // The saved profile fills the email (and the GST details, ADR 054); the address book offers
    // its addresses, the default picked (ADR 053).
    profile: step === 'shipping' ? await context.shopper.profile() : null,
    addresses: step === 'shipping' ? await context.shopper.addresses.list() : [],
    orderKey: step === 'review' ? crypto.randomUUID().replace(/-/g, '') : null,
    whatsappUpdates: context.whatsappUpdates,
    bankTransferMinPaise: context.bankTransferMinPaise,
    codFeePaise: context.codFeePaise,
    // The options and dates for the delivery PIN code now (ADR 055); the server checks again.
    delivery:
      step !== 'shipping' && draft?.shipping
        ? deliveryQuote(draft.shipping.pincode, new Date())
        : null,
  };
}

/** Every step's form and Place Order (ADR 049). */
export const action = ({ context, request }: Route.ActionArgs) =>
  checkoutAction(context.get(pageContext), request);

/** With JavaScript: the same action, with the network's failure said in the form. */
export const clientAction = (args: Route.ClientActionArgs) => sendToServer(args);

export const shouldRevalidate = skipAfterUnsent;

// Its script arrives with the shopper's first touch, focus or key (ADR 114): each step is a form
// that posts without it, its fields are uncontrolled, and React keeps what was typed before.
export const handle = HYDRATE_ON_INTERACTION;

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t } = metaT(matches);
  return [
    ...pageMeta({
      title: t('checkout.title'),
      description: t('checkout.description'),
      path: '/checkout',
      publicUrl: publicUrlFrom(matches),
      lang: languageFrom(matches),
    }),
    { name: 'robots', content: 'noindex' },
  ];
};

export default function CheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <Container className="py-8 sm:py-12">
      <h1 className="text-2xl font-bold sm:text-3xl">{t('checkout.title')}</h1>
      <CheckoutScreen {...loaderData} lastResult={actionData} />
    </Container>
  );
}
