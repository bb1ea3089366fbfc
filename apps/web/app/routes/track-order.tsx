import { SHOP } from '@shop/shared/shop/identity';
import { sendToServer, skipAfterUnsent } from '~/components/form/shop-form';
import { ProseLayout } from '~/features/content/prose-layout';
import { trackOrder } from '~/features/orders/track-order';
import { TrackOrderForm } from '~/features/orders/track-order-form';
import { pageMeta, publicUrlFrom, languageFrom } from '~/lib/seo';
import type { Route } from './+types/track-order';
import { pageContext } from '@shop/shared/ssr/page-context-key';
import { metaT, useT } from '~/lib/i18n/i18n';

/** The lookup, on the server, with or without JavaScript. */
export async function action({ context: routerContext, request }: Route.ActionArgs) {
  const context = routerContext.get(pageContext);
  return trackOrder(context.visitor, await request.formData());
}

/** With JavaScript: the same action, with a post that never arrived said in the form. */
export const clientAction = (args: Route.ClientActionArgs) => sendToServer(args);

export const shouldRevalidate = skipAfterUnsent;

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t } = metaT(matches);
  return pageMeta({
    title: t('trackOrder.title'),
    description: t('trackOrder.description', { shop: SHOP.name }),
    path: '/track-order',
    publicUrl: publicUrlFrom(matches),
    lang: languageFrom(matches),
  });
};

export default function TrackOrderPage({ actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <ProseLayout
      eyebrow={t('trackOrder.eyebrow')}
      title={t('trackOrder.heading')}
      intro={<p>{t('trackOrder.intro')}</p>}
    >
      <div className="max-w-xl">
        <TrackOrderForm result={actionData} />
      </div>
    </ProseLayout>
  );
}
