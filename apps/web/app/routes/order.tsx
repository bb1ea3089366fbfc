import { data, redirect, useSearchParams } from 'react-router';
import { postedIntent, sendToServer, skipAfterUnsent } from '~/components/form/shop-form';
import { Container } from '~/components/ui/container';
import { loginPath } from '~/lib/safe-redirect';
import { OrderDetailScreen } from '~/features/orders/order-detail';
import { payAction, PAY_INTENT } from '~/features/orders/pay-action';
import { OrderReturnsCard } from '~/features/returns/order-returns';
import { OrderAgain, REORDER_INTENT, reorderAction } from '~/features/orders/order-again';
import { requestReturn, RETURN_INTENT } from '~/features/returns/return-action';
import type { Route } from './+types/order';
import { pageContext } from '@shop/shared/ssr/page-context-key';
import { metaT, useT } from '~/lib/i18n/i18n';

/**
 * /orders/:orderId: one order of the signed-in shopper, read on the server. Another shopper's
 * order is not found, the same way as one that does not exist (404, 'Order not found').
 */
export async function loader({ context: routerContext, params, url }: Route.LoaderArgs) {
  const context = routerContext.get(pageContext);
  if (!context.shopper) {
    // Back to the same address after logging in: a pay link (ADR 060) still opens the payment.
    const { search } = url;
    throw redirect(loginPath(`/orders/${encodeURIComponent(params.orderId)}${search}`));
  }
  const [order, returns, proforma] = await Promise.all([
    context.shopper.order(params.orderId),
    context.shopper.returns(params.orderId),
    context.shopper.quotes.proformaAvailable(params.orderId),
  ]);
  if (!order || !returns)
    return data({ order: null, returns: null, proforma: false }, { status: 404 });
  return { order, returns, proforma };
}

/**
 * Pay now without JavaScript (ADR 049): the demo payment, or why live payments need it; and the
 * "Return items" form (ADR 058).
 */
export async function action({ context: routerContext, params, request, url }: Route.ActionArgs) {
  const context = routerContext.get(pageContext);
  const formData = await request.formData();
  if (postedIntent(formData) === RETURN_INTENT) {
    return requestReturn(context, params.orderId, formData);
  }
  if (postedIntent(formData) === REORDER_INTENT) {
    return reorderAction(context, params.orderId, url.pathname);
  }
  if (postedIntent(formData) !== PAY_INTENT) {
    throw data('This form is not one of the order page’s.', { status: 400 });
  }
  return payAction(context, formData, url);
}

/** With JavaScript: the same action, with a post that never arrived said in its form. */
export const clientAction = (args: Route.ClientActionArgs) => sendToServer(args);

export const shouldRevalidate = skipAfterUnsent;

export const meta: Route.MetaFunction = ({ params, matches }) => {
  const { t } = metaT(matches);
  return [
    { title: t('order.title', { orderId: params.orderId }) },
    { name: 'robots', content: 'noindex' },
  ];
};

export default function OrderPage({ params, loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const [search] = useSearchParams();
  const { returns } = loaderData;
  // Only the return form's answer carries an initial value with its intent.
  const returnAnswer =
    actionData && 'initialValue' in actionData && actionData.initialValue?.intent === RETURN_INTENT
      ? actionData
      : undefined;
  return (
    <Container className="py-8 sm:py-12">
      <OrderDetailScreen
        key={params.orderId}
        orderId={params.orderId}
        order={loaderData.order ?? undefined}
        paymentStatusShown={returns?.paymentStatusShown}
        returns={
          returns && (
            <>
              {loaderData.proforma && (
                <p className="mb-4">
                  <a
                    href={`/api/orders/${encodeURIComponent(params.orderId)}/proforma`}
                    className="font-medium text-brand-700 underline"
                  >
                    {t('order.proforma')}
                  </a>
                </p>
              )}
              <OrderReturnsCard
                returns={returns}
                lastResult={returnAnswer}
                requested={search.get('return') === 'requested'}
              />
            </>
          )
        }
      />
      {loaderData.order && (
        <OrderAgain
          answer={
            actionData && ('reorder' in actionData || 'reorderRefused' in actionData)
              ? actionData
              : undefined
          }
        />
      )}
    </Container>
  );
}
