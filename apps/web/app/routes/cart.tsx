import { cartFormSchema } from '@shop/shared/cart/cart-input';
import { checkPincode } from '@shop/shared/delivery/pincode-check';
import { PINCODE_PARAM } from '@shop/shared/delivery/pincode-param';
import { ADDED_PARAM, CART_ERRORS, CART_INTENTS } from '@shop/shared/cart/form-fields';
import { formatPaise } from '@shop/shared/format/money';
import {
  isOverOrderLimit,
  MAX_ORDER_TOTAL_PAISE,
  ORDER_LIMIT_MESSAGE,
} from '@shop/shared/pricing/order-limit';
import { redirect, useActionData, useSearchParams } from 'react-router';
import { Link } from '~/lib/i18n/links';
import { HYDRATE_ON_INTERACTION } from '~/lib/hydration/on-interaction';
import { metaT, useT } from '~/lib/i18n/i18n';
import { formError, isEnhanced, returnToOf } from '~/components/form/post-back-form';
import { handleForm } from '~/components/form/shop-form';
import { sendToServer, skipAfterUnsent } from '~/components/form/unsent-posts';
import { DeliveryCheck } from '~/features/checkout/delivery-check';
import { buttonClass } from '~/components/ui/button';
import { Container } from '~/components/ui/container';
import { Icon } from '~/components/ui/icon';
import { safeRedirect } from '~/lib/safe-redirect';
import { CartForm, OrderSummary, useCart, useCartForm } from '~/features/cart';
import { CartLine } from '~/features/cart/cart-line';
import { pageMeta, publicUrlFrom, languageFrom } from '~/lib/seo';
import type { Route } from './+types/cart';
import { pageContext } from '@shop/shared/ssr/page-context-key';

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t } = metaT(matches);
  return [
    ...pageMeta({
      title: t('cart.title'),
      description: t('cart.description'),
      path: '/cart',
      publicUrl: publicUrlFrom(matches),
      lang: languageFrom(matches),
    }),
    { name: 'robots', content: 'noindex' },
  ];
};

/** The cart's own data: the PIN code check's answer (ADR 055); the items come from the root. */
export function loader({ url }: Route.LoaderArgs) {
  const asked = url.searchParams.get(PINCODE_PARAM);
  return {
    delivery: checkPincode(asked, new Date()),
  };
}

/** The page to go back to after a post without JavaScript, with `?added=<id>` after an add. */
function backTo(formData: FormData, added?: number): string {
  const path = safeRedirect(returnToOf(formData), '/cart');
  if (added === undefined) return path;
  const url = new URL(path, 'http://shop.invalid');
  url.searchParams.set(ADDED_PARAM, String(added));
  return url.pathname + url.search;
}

/**
 * Every cart change (ADR 042): Add to Cart from any page and the cart page's buttons post here.
 * Sent by the page's script (`enhanced`) it answers with data; a plain form post is sent back
 * to its page (post-redirect-get), an add with `?added=<id>` so that page can say so.
 */
export async function action({ context: routerContext, request }: Route.ActionArgs) {
  const context = routerContext.get(pageContext);
  const formData = await request.formData();
  const enhanced = isEnhanced(formData);
  return handleForm(
    formData,
    cartFormSchema,
    async (input) => {
      const { cart } = context;
      if (input.intent === CART_INTENTS.add) await cart.add(input.productId, input.quantity);
      if (input.intent === CART_INTENTS.increase) await cart.add(input.productId, 1);
      if (input.intent === CART_INTENTS.decrease) await cart.decrease(input.productId);
      if (input.intent === CART_INTENTS.remove) await cart.remove(input.productId);
      if (input.intent === CART_INTENTS.clear) await cart.clear();
      if (enhanced) return { status: 'success' as const, intent: input.intent };
      throw redirect(
        backTo(formData, input.intent === CART_INTENTS.add ? input.productId : undefined),
      );
    },
    CART_ERRORS.unexpected,
  );
}

/**
 * With JavaScript: the same action, with a post that never arrives said instead of an error page
 * (the light module of the form kit, so that Add to Cart's first click loads little).
 */
export const clientAction = (args: Route.ClientActionArgs) =>
  sendToServer(args, CART_ERRORS.unexpected);

export const shouldRevalidate = skipAfterUnsent;

// Its script arrives with the shopper's first touch, focus or key (ADR 114): every control on the
// page is a form that posts without it, as with JavaScript off.
export const handle = HYDRATE_ON_INTERACTION;

export default function CartPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { items, totals } = useCart();
  const refused = formError(useActionData<typeof action>());
  const clearer = useCartForm('cart-clear');
  // /checkout sends an empty cart here.
  const emptyCheckout = useSearchParams()[0].get('notice') === 'empty-checkout';
  return (
    <Container className="py-8 sm:py-12">
      <h1 className="text-2xl font-bold sm:text-3xl">{t('cart.heading')}</h1>
      {emptyCheckout && (
        <p role="status" className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {t('cart.emptyCheckout')}
        </p>
      )}
      {isOverOrderLimit(totals.totalPaise) && refused !== ORDER_LIMIT_MESSAGE && (
        <p role="status" className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {t('cart.orderLimit', { amount: formatPaise(MAX_ORDER_TOTAL_PAISE) })}
        </p>
      )}
      {refused && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {refused}
        </p>
      )}
      {items.length === 0 ? (
        <div className="mt-10 flex min-h-[22rem] flex-col items-center justify-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
          <Icon name="shopping-cart" className="h-12 w-12 text-slate-400" />
          <p className="mt-4 text-lg font-medium">{t('cart.empty')}</p>
          <p className="mt-1 text-slate-600">{t('cart.emptyAdvice')}</p>
          <Link to="/products" className={buttonClass('primary', 'lg', 'mt-6')}>
            {t('cart.continueShopping')}
          </Link>
        </div>
      ) : (
        <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_22rem]">
          <ul
            className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white px-4 sm:px-6"
            aria-label={t('cart.items')}
          >
            {items.map((item) => (
              <CartLine key={item.id} item={item} />
            ))}
          </ul>
          <div className="space-y-4 lg:sticky lg:top-24 lg:self-start">
            <DeliveryCheck check={loaderData.delivery} />
            <OrderSummary totals={totals}>
              <Link to="/checkout" className={buttonClass('primary', 'lg', 'w-full')}>
                {t('cart.checkout')}
              </Link>
              <Link to="/quotes/new" className={buttonClass('outline', 'lg', 'w-full')}>
                {t('cart.requestQuote')}
              </Link>
              <Link to="/products" className={buttonClass('outline', 'lg', 'w-full')}>
                {t('cart.continueShopping')}
              </Link>
              <CartForm onSubmit={clearer.onSubmit} intent={CART_INTENTS.clear} returnTo="/cart">
                <button type="submit" className={buttonClass('ghost', 'md', 'w-full')}>
                  {t('cart.clear')}
                </button>
              </CartForm>
            </OrderSummary>
          </div>
        </div>
      )}
    </Container>
  );
}
