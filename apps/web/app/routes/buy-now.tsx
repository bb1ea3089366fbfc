import { unitPriceAt } from '@shop/shared/pricing/price-bands';
import { BUY_NOW_FIELDS, BUY_NOW_INTENTS } from '@shop/shared/payments/buy-now-fields';
import { buyNowAddressFormSchema } from '@shop/shared/payments/buy-now-form';
import { formatRupees } from '@shop/shared/format/money';
import { Form, redirect } from 'react-router';
import { Link } from '~/lib/i18n/links';
import { metaT, useLocalPath, useT } from '~/lib/i18n/i18n';
import { POST_BACK_FIELDS } from '~/components/form/post-back-form';
import {
  sendToServer,
  skipAfterUnsent,
  useShopForm,
  useSubmitting,
} from '~/components/form/shop-form';
import { buttonClass } from '~/components/ui/button';
import { Container } from '~/components/ui/container';
import { ErrorBox } from '~/components/ui/notice';
import { DeliveryFields } from '~/features/account/delivery-fields';
import { loginPath } from '~/lib/safe-redirect';
import { addressPagePath, buyNowAction } from '~/features/orders/buy-now-action';
import { useHydrated } from '~/lib/use-hydrated';
import type { Route } from './+types/buy-now';
import { pageContext } from '@shop/shared/ssr/page-context-key';

/**
 * /buy-now?product=&quantity= (ADR 049): where Buy Now asks for the delivery address when the
 * profile has none, with a fresh key for its order. Its action takes every Buy Now form; a
 * refusal (stock, a withdrawn product) is said here, with the way back to the product.
 */
export async function loader({ context: routerContext, url }: Route.LoaderArgs) {
  const context = routerContext.get(pageContext);
  const params = url.searchParams;
  const productId = Number(params.get('product'));
  const quantity = Math.max(1, Math.min(99, Math.trunc(Number(params.get('quantity')) || 1)));
  if (!context.shopper) {
    throw redirect(
      loginPath(Number.isInteger(productId) ? addressPagePath(productId, quantity) : '/products'),
    );
  }
  const product =
    Number.isInteger(productId) && productId > 0
      ? await context.catalogue.detail(productId)
      : undefined;
  return {
    // The address fields' labels (DeliveryFields) come from the catalogue.
    product: product
      ? {
          id: product.product.id,
          name: product.product.name,
          // The quantity price this many units reach (ADR 104), as the order will charge.
          price: unitPriceAt(product.product.price, product.product.priceBands, quantity),
        }
      : null,
    quantity,
    profile: await context.shopper.profile(),
    key: crypto.randomUUID().replace(/-/g, ''),
  };
}

export const action = ({ context, request }: Route.ActionArgs) =>
  buyNowAction(context.get(pageContext), request);

/** With JavaScript: the same action, with the network's failure said in the form. */
export const clientAction = (args: Route.ClientActionArgs) => sendToServer(args);

export const shouldRevalidate = skipAfterUnsent;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${metaT(matches).t('buyNow.title')} | Shubh Billing Systems` },
  { name: 'robots', content: 'noindex' },
];

/** The typed text fields of a refused form. */
function typedText(values: Record<string, unknown> | null | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values ?? {}).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}

export default function BuyNowPage({ loaderData, actionData }: Route.ComponentProps) {
  const { product, quantity, profile, key } = loaderData;
  const t = useT();
  const localPath = useLocalPath();
  const { formProps, error, field } = useShopForm(buyNowAddressFormSchema, actionData);
  const submitting = useSubmitting({ action: localPath('/buy-now') });
  const hydrated = useHydrated();
  const errors = Object.fromEntries(
    (['phone', 'address', 'city', 'state', 'pincode'] as const).flatMap((name) => {
      const message = field(name).error;
      return message ? [[name, message]] : [];
    }),
  );
  return (
    <Container className="max-w-2xl py-8 sm:py-12">
      <h1 className="text-2xl font-bold sm:text-3xl">{t('buyNow.title')}</h1>
      {error && <ErrorBox className="mt-6 whitespace-pre-line">{error}</ErrorBox>}
      {product ? (
        // No action: the form posts to this address as it is, in its language, with the product
        // and quantity in its query (a refusal shows the same page again).
        <Form
          method="post"
          {...formProps}
          className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
        >
          <input type="hidden" name={BUY_NOW_FIELDS.intent} value={BUY_NOW_INTENTS.address} />
          <input type="hidden" name={BUY_NOW_FIELDS.productId} value={product.id} />
          <input type="hidden" name={BUY_NOW_FIELDS.quantity} value={quantity} />
          <input type="hidden" name={BUY_NOW_FIELDS.key} value={key} />
          {hydrated && <input type="hidden" name={POST_BACK_FIELDS.enhanced} value="1" />}
          <p className="font-medium text-slate-900">
            {t('buyNow.line', { quantity, name: product.name })}{' '}
            <span className="text-slate-600">
              {t('buyNow.each', { price: formatRupees(product.price) })}
            </span>
          </p>
          <h2 className="mt-5 text-lg font-semibold text-slate-900">{t('buyNow.address')}</h2>
          <p className="mt-1 text-sm text-slate-600">{t('buyNow.addressRequired')}</p>
          <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
            <DeliveryFields
              // After a refusal, what was typed is shown again.
              profile={{ ...profile, ...typedText(actionData?.initialValue) }}
              errors={errors}
              required
            />
          </div>
          <div className="mt-6 flex flex-wrap gap-3">
            <button
              type="submit"
              aria-busy={submitting || undefined}
              className={buttonClass('accent', 'md')}
            >
              {submitting ? t('buyNow.placing') : t('buyNow.submit')}
            </button>
            <Link to={`/product/${product.id}`} className={buttonClass('outline', 'md')}>
              {t('buyNow.cancel')}
            </Link>
          </div>
        </Form>
      ) : (
        <p className="mt-6">
          <Link to="/products" className={buttonClass('outline', 'md')}>
            {t('buyNow.continueShopping')}
          </Link>
        </p>
      )}
    </Container>
  );
}
