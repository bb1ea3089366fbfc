import { sendToServer, skipAfterUnsent } from '~/components/form/shop-form';
import { ProseLayout } from '~/features/content/prose-layout';
import { quickOrderAction } from '~/features/cart/quick-order-action';
import { QuickOrderForm } from '~/features/cart/quick-order-form';
import { metaT, useT } from '~/lib/i18n/i18n';
import { pageMeta, publicUrlFrom, languageFrom } from '~/lib/seo';
import type { Route } from './+types/quick-order';
import { pageContext } from '@shop/shared/ssr/page-context-key';

/** /quick-order (ADR 104): products by SKU into the cart, with or without JavaScript. */
export async function action({ context: routerContext, request }: Route.ActionArgs) {
  return quickOrderAction(routerContext.get(pageContext), request);
}

/** With JavaScript: the same action, with a post that never arrived said in the form. */
export const clientAction = (args: Route.ClientActionArgs) => sendToServer(args);

export const shouldRevalidate = skipAfterUnsent;

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t } = metaT(matches);
  return pageMeta({
    title: t('quickOrder.title'),
    description: t('quickOrder.description'),
    path: '/quick-order',
    publicUrl: publicUrlFrom(matches),
    lang: languageFrom(matches),
  });
};

export default function QuickOrderPage({ actionData }: Route.ComponentProps) {
  const t = useT();
  const report = actionData && 'report' in actionData ? actionData.report : undefined;
  const lastResult = actionData && !('report' in actionData) ? actionData : undefined;
  return (
    <ProseLayout
      eyebrow={t('quickOrder.eyebrow')}
      title={t('quickOrder.title')}
      intro={<p>{t('quickOrder.intro')}</p>}
    >
      <div className="max-w-xl">
        <QuickOrderForm lastResult={lastResult} report={report} />
      </div>
    </ProseLayout>
  );
}
