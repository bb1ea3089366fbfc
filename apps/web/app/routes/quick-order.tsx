import { sendToServer, skipAfterUnsent } from '~/components/form/shop-form';
import { ProseLayout } from '~/features/content/prose-layout';
import { quickOrderAction } from '~/features/cart/quick-order-action';
import { QuickOrderForm } from '~/features/cart/quick-order-form';
import { pageMeta, publicUrlFrom } from '~/lib/seo';
import type { Route } from './+types/quick-order';
import { pageContext } from '@shop/shared/ssr/page-context-key';

/** /quick-order (ADR 104): products by SKU into the cart, with or without JavaScript. */
export async function action({ context: routerContext, request }: Route.ActionArgs) {
  return quickOrderAction(routerContext.get(pageContext), request);
}

/** With JavaScript: the same action, with a post that never arrived said in the form. */
export const clientAction = (args: Route.ClientActionArgs) => sendToServer(args);

export const shouldRevalidate = skipAfterUnsent;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Quick order',
    description: 'Order by product code: type SKUs and quantities, or paste your list.',
    path: '/quick-order',
    publicUrl: publicUrlFrom(matches),
  });

export default function QuickOrderPage({ actionData }: Route.ComponentProps) {
  const report = actionData && 'report' in actionData ? actionData.report : undefined;
  const lastResult = actionData && !('report' in actionData) ? actionData : undefined;
  return (
    <ProseLayout
      eyebrow="For businesses"
      title="Quick order"
      intro={
        <p>
          Know the codes? Type each product’s SKU and quantity, or paste your list, and they go into
          your cart at today’s prices, quantity prices included. Every line that cannot be added as
          asked is listed with the reason.
        </p>
      }
    >
      <div className="max-w-xl">
        <QuickOrderForm lastResult={lastResult} report={report} />
      </div>
    </ProseLayout>
  );
}
