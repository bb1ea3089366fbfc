import { SHOP } from '@shop/shared/shop/identity';
import { sendToServer, skipAfterUnsent } from '~/components/form/shop-form';
import { ProseLayout } from '~/features/content/prose-layout';
import { trackOrder } from '~/features/orders/track-order';
import { TrackOrderForm } from '~/features/orders/track-order-form';
import { pageMeta, publicUrlFrom, languageFrom } from '~/lib/seo';
import type { Route } from './+types/track-order';
import { pageContext } from '@shop/shared/ssr/page-context-key';

/** The lookup, on the server, with or without JavaScript. */
export async function action({ context: routerContext, request }: Route.ActionArgs) {
  const context = routerContext.get(pageContext);
  return trackOrder(context.visitor, await request.formData());
}

/** With JavaScript: the same action, with a post that never arrived said in the form. */
export const clientAction = (args: Route.ClientActionArgs) => sendToServer(args);

export const shouldRevalidate = skipAfterUnsent;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: 'Track Order',
    description: `Track your ${SHOP.name} order with your order ID and the email address or phone number you ordered with.`,
    path: '/track-order',
    publicUrl: publicUrlFrom(matches),
    lang: languageFrom(matches),
  });

export default function TrackOrderPage({ actionData }: Route.ComponentProps) {
  return (
    <ProseLayout
      eyebrow="Customer service"
      title="Track your order"
      intro={
        <p>
          Enter your order ID and the email address or mobile number you ordered with to see where
          your order is, with the courier and tracking number once it has shipped.
        </p>
      }
    >
      <div className="max-w-xl">
        <TrackOrderForm result={actionData} />
      </div>
    </ProseLayout>
  );
}
