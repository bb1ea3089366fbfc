import { SHOP } from '@shop/shared/shop/identity';
import { CONTACT_TEXTS } from '@shop/shared/contact/contact-message';
import { data, useLocation } from 'react-router';
import { sendToServer, skipAfterUnsent } from '~/components/form/shop-form';
import { sendContactMessage, sentNotice } from '~/features/contact/contact-action';
import { ContactForm } from '~/features/contact/contact-form';
import { ReviewSummaryCard, StoreDetailsCard } from '~/features/contact/store-details';
import { ProseLayout } from '~/features/content/prose-layout';
import { metaT, useT } from '~/lib/i18n/i18n';
import { pageMeta, publicUrlFrom, languageFrom } from '~/lib/seo';
import type { Route } from './+types/contact';
import { pageContext } from '@shop/shared/ssr/page-context-key';

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t } = metaT(matches);
  return pageMeta({
    title: t('contact.title'),
    description: t('contact.description', {
      shop: SHOP.name,
      phone: SHOP.phone,
      hours: t('layout.footer.hours'),
    }),
    path: '/contact',
    publicUrl: publicUrlFrom(matches),
    lang: languageFrom(matches),
  });
};

/** The address a message was just sent from, once, for the success text that names it. */
export async function loader({ request, context: routerContext }: Route.LoaderArgs) {
  const context = routerContext.get(pageContext);
  const [{ notice, headers }, rating] = await Promise.all([
    sentNotice(request),
    context.reviews.shopSummary(),
  ]);
  return data({ sent: notice, rating }, { headers });
}

export const action = ({ context, request }: Route.ActionArgs) =>
  sendContactMessage(context.get(pageContext), request);

/** With JavaScript: the same action, with the network's failure said in the form. */
export const clientAction = (args: Route.ClientActionArgs) =>
  sendToServer(args, CONTACT_TEXTS.failure);

export const shouldRevalidate = skipAfterUnsent;

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  // A new form after each sent message (the redirect is a new location); after a refusal the
  // location stays, and so does what was typed.
  const { key } = useLocation();
  const t = useT();
  return (
    <ProseLayout
      eyebrow={t('contact.eyebrow')}
      title={t('contact.heading')}
      intro={<p>{t('contact.intro', { hours: t('layout.footer.hours') })}</p>}
    >
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          <ContactForm key={key} sent={loaderData.sent} lastResult={actionData} />
        </div>
        <div className="space-y-6">
          <StoreDetailsCard />
          <ReviewSummaryCard rating={loaderData.rating} />
        </div>
      </div>
    </ProseLayout>
  );
}
